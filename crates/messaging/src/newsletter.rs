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

/// Where recent subscriptions are counted, shared by every app server.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait RateLog: Send + Sync {
    /// Records one event under `key` at `at`, then answers how many `key` has at or after
    /// `since`, this one included.
    async fn record_and_count(
        &self,
        key: &str,
        at: OffsetDateTime,
        since: OffsetDateTime,
    ) -> Result<usize, MessagingError>;
}

/// Subscriptions one client may make in [`SUBSCRIBE_WINDOW`]: a family signs up once or twice; a
/// script filling the list with other people's addresses is stopped.
pub const SUBSCRIBES_PER_CLIENT: usize = 5;
pub const SUBSCRIBE_WINDOW: time::Duration = time::Duration::minutes(15);

/// What a visitor is told after subscribing, whether or not the address was already on the
/// list: the answer never reveals who subscribed.
pub const SUBSCRIBED: &str =
    "Thank you for subscribing. The school's newsletter will come to this address.";

/// The newsletter use cases.
#[derive(Clone)]
pub struct NewsletterService {
    repo: Arc<dyn NewsletterRepo>,
    rate: Arc<dyn RateLog>,
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
        rate: Arc<dyn RateLog>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { repo, rate, clock }
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
        let now = self.clock.now();
        let recent = self
            .rate
            .record_and_count(&format!("newsletter:{client}"), now, now - SUBSCRIBE_WINDOW)
            .await?;
        if recent > SUBSCRIBES_PER_CLIENT {
            return Err(MessagingError::Throttled {
                retry_after_secs: u64::try_from(SUBSCRIBE_WINDOW.whole_seconds()).unwrap_or(900),
            });
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

    fn service(repo: MockNewsletterRepo) -> NewsletterService {
        service_with(repo, 1)
    }

    /// With the client's count of recent subscriptions at `recent`.
    fn service_with(repo: MockNewsletterRepo, recent: usize) -> NewsletterService {
        let mut rate = MockRateLog::new();
        rate.expect_record_and_count()
            .withf(|key, at, since| {
                key == "newsletter:203.0.113.7"
                    && *at == now()
                    && *since == now() - SUBSCRIBE_WINDOW
            })
            .returning(move |_, _, _| Ok(recent));
        NewsletterService::new(Arc::new(repo), Arc::new(rate), Arc::new(FixedClock(now())))
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
                service(repo).subscribe(bad, "203.0.113.7").await
            else {
                panic!("{bad} was accepted")
            };
            assert!(fields.contains_key("email"));
        }
    }

    #[tokio::test]
    async fn a_sixth_subscription_from_one_client_in_fifteen_minutes_waits() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_subscribe().never();
        let err = service_with(repo, SUBSCRIBES_PER_CLIENT + 1)
            .subscribe("ada@family.example", "203.0.113.7")
            .await
            .unwrap_err();
        assert!(matches!(
            err,
            MessagingError::Throttled {
                retry_after_secs: 900
            }
        ));
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
