//! The newsletter: visitors leave an address on the public site; admins who manage the
//! school's communications see and remove them.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Clock, Page, PageRequest, is_email};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{MessagingError, Viewer};

/// An address that receives the newsletter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscriber {
    pub id: Uuid,
    /// As given, without surrounding spaces; unique whatever its case.
    pub email: String,
    pub subscribed_at: OffsetDateTime,
}

/// Where subscribers are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait NewsletterRepo: Send + Sync {
    /// Keeps `subscriber` unless its address (in any case) is already kept. Answers whether it
    /// was new.
    async fn subscribe(&self, subscriber: &Subscriber) -> Result<bool, MessagingError>;

    /// Newest first; `search` finds part of an address, in any case.
    async fn list(
        &self,
        search: Option<String>,
        page: PageRequest,
    ) -> Result<Page<Subscriber>, MessagingError>;

    /// Answers `false` when there is no such subscriber.
    async fn delete(&self, id: Uuid) -> Result<bool, MessagingError>;
}

/// What a visitor is told after subscribing, whether or not the address was already on the
/// list: the answer never reveals who subscribed.
pub const SUBSCRIBED: &str =
    "Thank you for subscribing. The school's newsletter will come to this address.";

/// The newsletter use cases.
#[derive(Clone)]
pub struct NewsletterService {
    repo: Arc<dyn NewsletterRepo>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for NewsletterService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewsletterService").finish_non_exhaustive()
    }
}

impl NewsletterService {
    pub fn new(repo: Arc<dyn NewsletterRepo>, clock: Arc<dyn Clock>) -> Self {
        Self { repo, clock }
    }

    /// Adds `email` to the list; an address already on it stays as it is.
    pub async fn subscribe(&self, email: &str) -> Result<String, MessagingError> {
        let email = email.trim();
        if !is_email(email) {
            return Err(MessagingError::Invalid(BTreeMap::from([(
                "email".to_owned(),
                vec!["Enter an e-mail address such as name@example.com.".to_owned()],
            )])));
        }
        self.repo
            .subscribe(&Subscriber {
                id: Uuid::now_v7(),
                email: email.to_owned(),
                subscribed_at: self.clock.now(),
            })
            .await?;
        Ok(email.to_owned())
    }

    pub async fn list(
        &self,
        viewer: Viewer,
        search: Option<String>,
        page: PageRequest,
    ) -> Result<Page<Subscriber>, MessagingError> {
        manager(viewer)?;
        self.repo.list(search, page).await
    }

    pub async fn remove(&self, viewer: Viewer, id: Uuid) -> Result<(), MessagingError> {
        manager(viewer)?;
        if self.repo.delete(id).await? {
            Ok(())
        } else {
            Err(MessagingError::NotFound("subscriber"))
        }
    }
}

fn manager(viewer: Viewer) -> Result<(), MessagingError> {
    match viewer {
        Viewer::Manager => Ok(()),
        _ => Err(MessagingError::Forbidden),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::{FixedClock, Role};

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    fn service(repo: MockNewsletterRepo) -> NewsletterService {
        NewsletterService::new(Arc::new(repo), Arc::new(FixedClock(now())))
    }

    #[tokio::test]
    async fn an_address_is_kept_trimmed_and_stamped_and_a_repeat_is_answered_alike() {
        let mut repo = MockNewsletterRepo::new();
        let mut new = true;
        repo.expect_subscribe()
            .withf(|s| s.email == "Ada@Family.example" && s.subscribed_at == now())
            .times(2)
            .returning(move |_| {
                let was_new = new;
                new = false;
                Ok(was_new)
            });
        let service = service(repo);
        assert_eq!(
            service.subscribe("  Ada@Family.example ").await.unwrap(),
            "Ada@Family.example"
        );
        assert!(service.subscribe("Ada@Family.example").await.is_ok());
    }

    #[tokio::test]
    async fn a_bad_address_is_refused_beside_its_field() {
        for bad in ["", "ada", "ada@home", "a da@home.example"] {
            let mut repo = MockNewsletterRepo::new();
            repo.expect_subscribe().never();
            let Err(MessagingError::Invalid(fields)) = service(repo).subscribe(bad).await else {
                panic!("{bad} was accepted")
            };
            assert!(fields.contains_key("email"));
        }
    }

    #[tokio::test]
    async fn only_managers_see_or_remove_subscribers() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_list().never();
        repo.expect_delete().never();
        let service = service(repo);
        for viewer in [
            Viewer::Public,
            Viewer::Member(Role::Parent),
            Viewer::Member(Role::Admin),
        ] {
            assert!(matches!(
                service.list(viewer, None, PageRequest::default()).await,
                Err(MessagingError::Forbidden)
            ));
            assert!(matches!(
                service.remove(viewer, Uuid::now_v7()).await,
                Err(MessagingError::Forbidden)
            ));
        }
    }

    #[tokio::test]
    async fn removing_an_unknown_subscriber_is_not_found() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_delete().returning(|_| Ok(false));
        let err = service(repo)
            .remove(Viewer::Manager, Uuid::now_v7())
            .await
            .unwrap_err();
        assert!(matches!(err, MessagingError::NotFound("subscriber")));
    }
}
