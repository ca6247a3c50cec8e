//! The newsletter: visitors leave an address on the public site and confirm it from the e-mail
//! the portal sends (double opt-in, so nobody is subscribed by someone else); admins who manage
//! the school's communications see and remove subscribers.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Clock, Limit, Page, PageRequest, Throttle, ThrottleLog, Verdict, is_email};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    MessagingError, Viewer,
    notifications::{Event, NewNotification, compose::account_email},
};

/// An address that receives the newsletter once confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscriber {
    pub id: Uuid,
    /// As given, without surrounding spaces; unique whatever its case.
    pub email: String,
    pub subscribed_at: OffsetDateTime,
    /// When its owner opened the confirmation link; `None` until then, and the newsletter is
    /// not sent to it.
    pub confirmed_at: Option<OffsetDateTime>,
}

/// Where subscribers are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait NewsletterRepo: Send + Sync {
    /// Keeps `subscriber`, unconfirmed, under `token_hash`, and writes `confirmation` to the
    /// outbox, in one transaction. When its address (in any case) is kept already: an
    /// unconfirmed one MUST take the new token and confirmation (the old link stops working);
    /// a confirmed one MUST stay as it is, with no message. Answers whether a confirmation was
    /// written.
    async fn subscribe(
        &self,
        subscriber: &Subscriber,
        token_hash: &str,
        confirmation: &NewNotification,
    ) -> Result<bool, MessagingError>;

    /// Confirms the subscription whose link token hashes to `token_hash`, at `at`, and forgets
    /// the token (a link works once). Answers its address; `None` for an unknown token.
    async fn confirm(
        &self,
        token_hash: &str,
        at: OffsetDateTime,
    ) -> Result<Option<String>, MessagingError>;

    /// Newest first; `search` finds part of an address, in any case.
    async fn list(
        &self,
        search: Option<String>,
        page: PageRequest,
    ) -> Result<Page<Subscriber>, MessagingError>;

    /// Every confirmed subscriber, in the order they confirmed (the list the school sends its
    /// newsletter to).
    async fn confirmed(&self) -> Result<Vec<Subscriber>, MessagingError>;

    /// Answers `false` when there is no such subscriber.
    async fn delete(&self, id: Uuid) -> Result<bool, MessagingError>;
}

/// Subscriptions one client may make in fifteen minutes: a family signs up once or twice, and a
/// school's office or lab behind one address a few times more; a script filling the list with
/// other people's addresses is stopped (decisions/014).
pub const SUBSCRIBES_PER_CLIENT: Limit = Limit::new(10, time::Duration::minutes(15));

/// What a visitor is told after subscribing, whether or not the address was already on the
/// list: the answer never reveals who subscribed.
pub const SUBSCRIBED: &str = "Thank you. To start receiving the school's newsletter, open the \
     link we are sending to this address.";

/// What a visitor is told once the link is opened.
pub const CONFIRMED: &str = "Your subscription is confirmed: the school's newsletter will come \
     to this address.";

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

    /// Adds `email` to the list, unconfirmed, for the visitor at `client` (their address), and
    /// sends it a link to `{portal_url}/newsletter/confirm?token=...`; an address already
    /// confirmed stays as it is and gets nothing.
    pub async fn subscribe(
        &self,
        email: &str,
        client: &str,
        portal_url: &str,
    ) -> Result<String, MessagingError> {
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
        let now = self.clock.now();
        let (token, token_hash) = kernel::link_token::new();
        let link = format!(
            "{}/newsletter/confirm?token={token}",
            portal_url.trim_end_matches('/')
        );
        let confirmation = account_email(
            Event::NewsletterConfirm,
            None,
            email,
            "Confirm your newsletter subscription",
            &format!(
                "Hello,\n\nSomeone asked for the school's newsletter to come to this address. \
                 To confirm, open this link:\n\n{link}\n\nIf it was not you, ignore this \
                 e-mail: nothing will be sent to you."
            ),
            now,
        );
        self.repo
            .subscribe(
                &Subscriber {
                    id: Uuid::now_v7(),
                    email: email.to_owned(),
                    subscribed_at: now,
                    confirmed_at: None,
                },
                &token_hash,
                &confirmation,
            )
            .await?;
        Ok(email.to_owned())
    }

    /// Confirms the subscription of the link's `token`; answers its address.
    pub async fn confirm(&self, token: &str) -> Result<String, MessagingError> {
        self.repo
            .confirm(&kernel::link_token::hash(token), self.clock.now())
            .await?
            .ok_or_else(|| {
                MessagingError::Invalid(BTreeMap::from([(
                    "token".to_owned(),
                    vec![
                        "This link does not work: it was used already, or a newer one was sent. \
                         Subscribe again to get a new link."
                            .to_owned(),
                    ],
                )]))
            })
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

    /// The confirmed subscribers as CSV (address, subscribed, confirmed; times in UTC,
    /// RFC 3339), for the school's own mailing tool: an address waiting for its confirmation
    /// is left out, as the newsletter must not go to it.
    pub async fn export(&self, viewer: Viewer) -> Result<String, MessagingError> {
        viewer.require_manager()?;
        let subscribers = self.repo.confirmed().await?;
        let when = |t: OffsetDateTime| {
            t.format(&time::format_description::well_known::Rfc3339)
                .unwrap_or_default()
        };
        let failed = |e: csv::Error| MessagingError::Internal(anyhow::anyhow!("CSV: {e}"));
        let mut out = csv::Writer::from_writer(Vec::new());
        out.write_record(["email", "subscribed_at", "confirmed_at"])
            .map_err(failed)?;
        for s in subscribers {
            out.write_record([
                kernel::spreadsheet::cell(&s.email),
                when(s.subscribed_at),
                s.confirmed_at.map(when).unwrap_or_default(),
            ])
            .map_err(failed)?;
        }
        let bytes = out
            .into_inner()
            .map_err(|e| MessagingError::Internal(anyhow::anyhow!("CSV: {e}")))?;
        String::from_utf8(bytes).map_err(|e| MessagingError::Internal(e.into()))
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
            .withf(|s, hash, message| {
                s.email == "Ada@Family.example"
                    && s.subscribed_at == now()
                    && s.confirmed_at.is_none()
                    && hash.len() == 64
                    && message.recipient == "Ada@Family.example"
                    && message.event == Event::NewsletterConfirm
                    && message.body.contains("https://portal.example/newsletter/confirm?token=")
                    // The link carries the token, never its stored hash.
                    && !message.body.contains(hash)
            })
            .times(2)
            .returning(move |_, _, _| {
                let was_new = new;
                new = false;
                Ok(was_new)
            });
        let service = service(repo).await;
        assert_eq!(
            service
                .subscribe(
                    "  Ada@Family.example ",
                    "203.0.113.7",
                    "https://portal.example/"
                )
                .await
                .unwrap(),
            "Ada@Family.example"
        );
        assert!(
            service
                .subscribe(
                    "Ada@Family.example",
                    "203.0.113.7",
                    "https://portal.example"
                )
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn a_bad_address_is_refused_beside_its_field() {
        for bad in ["", "ada", "ada@home", "a da@home.example"] {
            let mut repo = MockNewsletterRepo::new();
            repo.expect_subscribe().never();
            let Err(MessagingError::Invalid(fields)) = service(repo)
                .await
                .subscribe(bad, "203.0.113.7", "https://portal.example")
                .await
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
            .subscribe(
                "ada@family.example",
                "203.0.113.7",
                "https://portal.example",
            )
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
        repo.expect_confirmed().never();
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
            assert!(matches!(
                service.export(viewer).await,
                Err(MessagingError::Forbidden)
            ));
        }
    }

    #[tokio::test]
    async fn the_export_lists_the_confirmed_addresses_as_text_a_spreadsheet_will_not_run() {
        let mut repo = MockNewsletterRepo::new();
        repo.expect_confirmed().returning(|| {
            Ok(vec![
                Subscriber {
                    id: Uuid::now_v7(),
                    email: "ada@family.example".into(),
                    subscribed_at: now(),
                    confirmed_at: Some(now()),
                },
                Subscriber {
                    id: Uuid::now_v7(),
                    email: "=cmd@family.example".into(),
                    subscribed_at: now(),
                    confirmed_at: Some(now()),
                },
            ])
        });
        let csv = service(repo).await.export(Viewer::Manager).await.unwrap();
        let lines: Vec<_> = csv.lines().collect();
        assert_eq!(
            lines,
            [
                "email,subscribed_at,confirmed_at",
                "ada@family.example,2026-11-18T11:06:40Z,2026-11-18T11:06:40Z",
                "'=cmd@family.example,2026-11-18T11:06:40Z,2026-11-18T11:06:40Z",
            ]
        );
    }

    #[tokio::test]
    async fn a_link_confirms_by_its_hash_and_an_unknown_one_is_refused_on_the_token() {
        let mut repo = MockNewsletterRepo::new();
        let (token, hash) = kernel::link_token::new();
        repo.expect_confirm()
            .withf(move |h, at| h == hash && *at == now())
            .returning(|_, _| Ok(Some("ada@family.example".into())));
        repo.expect_confirm().returning(|_, _| Ok(None));
        let service = service(repo).await;
        assert_eq!(service.confirm(&token).await.unwrap(), "ada@family.example");
        let Err(MessagingError::Invalid(fields)) = service.confirm("not-a-token").await else {
            panic!("an unknown link was accepted")
        };
        assert!(fields.contains_key("token"));
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
