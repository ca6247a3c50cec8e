//! The newsletter: visitors leave an address on the public site; admins who manage the
//! school's communications see and remove them.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Clock, Limit, Page, PageRequest, Throttle, ThrottleLog, Verdict, is_email};
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

/// Subscriptions one client may make in fifteen minutes: a family signs up once or twice, and a
/// school's office or lab behind one address a few times more; a script filling the list with
/// other people's addresses is stopped (decisions/014).
pub const SUBSCRIBES_PER_CLIENT: Limit = Limit::new(10, time::Duration::minutes(15));

/// What a visitor is told after subscribing, whether or not the address was already on the
/// list: the answer never reveals who subscribed.
pub const SUBSCRIBED: &str =
    "Thank you for subscribing. The school's newsletter will come to this address.";

/// The newsletter use cases.
#[derive(Clone)]
pub struct NewsletterService {
    repo: Arc<dyn NewsletterRepo>,
    throttle: Throttle,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for NewsletterService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewsletterService").finish_non_exhaustive()
    }
}

impl NewsletterService {
    pub fn new(
        repo: Arc<dyn NewsletterRepo>,
        throttle: Arc<dyn ThrottleLog>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            throttle: Throttle::new(throttle, clock.clone()),
            clock,
        }
    }

    /// Adds `email` to the list for the visitor at `client` (their address); an address
    /// already on it stays as it is.
    pub async fn subscribe(&self, email: &str, client: &str) -> Result<String, MessagingError> {
        let email = email.trim();
        if !is_email(email) {
            return Err(MessagingError::Invalid(BTreeMap::from([(
                "email".to_owned(),
                vec!["Enter an e-mail address such as name@example.com.".to_owned()],
            )])));
        }
        // Counted before it is judged, so that many sign-ups sent at once cannot all pass.
        if let Verdict::Wait(retry_after_secs) = self
            .throttle
            .count(&format!("newsletter:{client}"), "", SUBSCRIBES_PER_CLIENT)
            .await
            .map_err(|e| MessagingError::Internal(anyhow::Error::new(e)))?
        {
            return Err(MessagingError::Throttled { retry_after_secs });
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
        viewer.require_manager()?;
        self.repo.list(search, page).await
    }

    pub async fn remove(&self, viewer: Viewer, id: Uuid) -> Result<(), MessagingError> {
        viewer.require_manager()?;
        if self.repo.delete(id).await? {
            Ok(())
        } else {
            Err(MessagingError::NotFound("subscriber"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::{FixedClock, Role};

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    async fn service(repo: MockNewsletterRepo) -> NewsletterService {
        service_with(repo, 0).await
    }

    /// With `recent` subscriptions from the client in the last ten minutes.
    async fn service_with(repo: MockNewsletterRepo, recent: u32) -> NewsletterService {
        let log = kernel::MemoryThrottleLog::default();
        for _ in 0..recent {
            kernel::ThrottleLog::record(
                &log,
                &[("newsletter:203.0.113.7".to_owned(), String::new())],
                now() - time::Duration::minutes(10),
            )
            .await
            .unwrap();
        }
        NewsletterService::new(Arc::new(repo), Arc::new(log), Arc::new(FixedClock(now())))
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
        let service = service(repo).await;
        assert_eq!(
            service
                .subscribe("  Ada@Family.example ", "203.0.113.7")
                .await
                .unwrap(),
            "Ada@Family.example"
        );
        assert!(
            service
                .subscribe("Ada@Family.example", "203.0.113.7")
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn a_bad_address_is_refused_beside_its_field() {
        for bad in ["", "ada", "ada@home", "a da@home.example"] {
            let mut repo = MockNewsletterRepo::new();
            repo.expect_subscribe().never();
            let Err(MessagingError::Invalid(fields)) =
                service(repo).await.subscribe(bad, "203.0.113.7").await
            else {
                panic!("{bad} was accepted")
            };
            assert!(fields.contains_key("email"));
        }
    }

    #[tokio::test]
    async fn one_subscription_past_the_clients_limit_waits_until_a_place_frees() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_subscribe().never();
        let err = service_with(repo, SUBSCRIBES_PER_CLIENT.max)
            .await
            .subscribe("ada@family.example", "203.0.113.7")
            .await
            .unwrap_err();
        assert!(matches!(
            err,
            MessagingError::Throttled {
                retry_after_secs: 300
            }
        ));
    }

    #[tokio::test]
    async fn only_managers_see_or_remove_subscribers() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_list().never();
        repo.expect_delete().never();
        let service = service(repo).await;
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
            .await
            .remove(Viewer::Manager, Uuid::now_v7())
            .await
            .unwrap_err();
        assert!(matches!(err, MessagingError::NotFound("subscriber")));
    }
}
