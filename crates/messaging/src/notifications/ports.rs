//! The ports of notifications: the outbox, each person's inbox, the school's rules, and the
//! providers that deliver.

use kernel::{Page, PageRequest, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    delivery::{Delivery, Outcome},
    model::{Claim, NewNotification, Notification, OutboxCounts, OutboxFilter, Rules},
};
use crate::MessagingError;

/// Where messages wait to be sent (decision 015).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Outbox: Send + Sync {
    /// Writes the messages; one whose `dedup_key` is already in the outbox is skipped. In-app
    /// messages MUST be written as sent; the others as pending, due at once. Answers how many
    /// were written.
    async fn enqueue(&self, items: &[NewNotification]) -> Result<usize, MessagingError>;

    /// Claims up to `limit` pending e-mail and SMS messages due at `now`, oldest due first:
    /// each claimed message's try is counted and it is not due again before `lease_until`.
    /// Claims MUST skip messages another sender holds locked, so two senders never claim the
    /// same message (`FOR UPDATE SKIP LOCKED`).
    async fn claim_due(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<Notification>, MessagingError>;

    /// Records what became of a claimed message. A message that is no longer as `claim` holds
    /// it MUST be left as it is: one no longer pending (an admin cancelled it meanwhile), and one
    /// claimed again since (this claim's lease lapsed and another sender took it), whose try
    /// records its own outcome.
    async fn record(
        &self,
        claim: &Claim,
        outcome: &Outcome,
        at: OffsetDateTime,
    ) -> Result<(), MessagingError>;

    /// The messages matching `filter`, newest first.
    async fn list(
        &self,
        filter: &OutboxFilter,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError>;

    async fn get(&self, id: Uuid) -> Result<Option<Notification>, MessagingError>;

    /// Makes a failed or cancelled e-mail or SMS pending again, due at `at`, with its tries
    /// counted from zero. Answers `false` when there is no such message or it cannot be retried.
    async fn retry(&self, id: Uuid, at: OffsetDateTime) -> Result<bool, MessagingError>;

    /// Cancels a pending message. Answers `false` when there is none pending with that id.
    async fn cancel(&self, id: Uuid) -> Result<bool, MessagingError>;

    async fn counts(&self) -> Result<OutboxCounts, MessagingError>;
}

/// Each person's in-app messages.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Inbox: Send + Sync {
    /// The user's in-app messages, newest first; only unread ones when `unread_only`.
    async fn inbox(
        &self,
        user: UserId,
        unread_only: bool,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError>;

    /// How many of the user's in-app messages are unread. MUST be cheap: every page asks.
    async fn unread_count(&self, user: UserId) -> Result<u64, MessagingError>;

    /// Marks one of the user's in-app messages read. Answers `false` when the user has no such
    /// message (another user's is no such message).
    async fn mark_read(
        &self,
        user: UserId,
        id: Uuid,
        at: OffsetDateTime,
    ) -> Result<bool, MessagingError>;

    /// Marks every in-app message of the user read; answers how many were unread.
    async fn mark_all_read(&self, user: UserId, at: OffsetDateTime) -> Result<u64, MessagingError>;
}

/// What the school's settings say about notifying people.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait RulesSource: Send + Sync {
    async fn rules(&self) -> Result<Rules, MessagingError>;
}

/// The providers: SMTP or Brevo for e-mail, Twilio for SMS, as the settings choose.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Deliverer: Send + Sync {
    /// Tries each message once, reading the settings once for the batch, and answers what
    /// happened to each, in order. MUST NOT fail as a whole: a problem with one message, or with
    /// the provider, is that message's `Delivery`.
    async fn deliver(&self, batch: &[Notification]) -> Vec<Delivery>;
}
