//! The notification use cases: raising an event, sending what is due, each person's inbox, and
//! the admin's outbox screen.

use std::sync::Arc;

use kernel::{Clock, Page, PageRequest, Permission, Viewer};
use uuid::Uuid;

use super::{
    compose::{Occurrence, account_email, compose},
    delivery::{LEASE, outcome},
    model::{Event, NewNotification, Notification, OutboxCounts, OutboxFilter},
    ports::{Deliverer, Inbox, Outbox, RulesSource},
};
use crate::MessagingError;

/// Who may see and act on the outbox: admins who may change the settings (they set the
/// providers the messages go through).
const OUTBOX_PERMISSION: Permission = Permission::SettingsChange;

/// Raises events, sends what is due, and serves inboxes and the outbox screen.
#[derive(Clone)]
pub struct NotificationService {
    outbox: Arc<dyn Outbox>,
    inbox: Arc<dyn Inbox>,
    rules: Arc<dyn RulesSource>,
    deliverer: Arc<dyn Deliverer>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for NotificationService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotificationService")
            .finish_non_exhaustive()
    }
}

impl NotificationService {
    pub fn new(
        outbox: Arc<dyn Outbox>,
        inbox: Arc<dyn Inbox>,
        rules: Arc<dyn RulesSource>,
        deliverer: Arc<dyn Deliverer>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            outbox,
            inbox,
            rules,
            deliverer,
            clock,
        }
    }

    /// The messages `occurrences` make under the current settings, ready to be written in the
    /// same transaction as the change that raised them.
    pub async fn compose(
        &self,
        occurrences: &[Occurrence],
    ) -> Result<Vec<NewNotification>, MessagingError> {
        let rules = self.rules.rules().await?;
        let at = self.clock.now();
        Ok(occurrences
            .iter()
            .flat_map(|o| compose(&rules, o, at))
            .collect())
    }

    /// Composes and writes the messages of `occurrences` on their own (for changes that have no
    /// transaction of their own to share, such as an announcement already published).
    pub async fn notify(&self, occurrences: &[Occurrence]) -> Result<usize, MessagingError> {
        let items = self.compose(occurrences).await?;
        if items.is_empty() {
            return Ok(0);
        }
        self.outbox.enqueue(&items).await
    }

    /// Writes an account e-mail (verification, reset, approval, newsletter confirmation). It
    /// goes whatever the preferences say.
    pub async fn account_email(
        &self,
        event: Event,
        user_id: Option<kernel::UserId>,
        to: &str,
        subject: &str,
        body: &str,
    ) -> Result<(), MessagingError> {
        let item = account_email(event, user_id, to, subject, body, self.clock.now());
        self.outbox.enqueue(&[item]).await.map(|_| ())
    }

    /// Sends up to `limit` due messages once and records what became of each. Answers how many
    /// were claimed, so that a sender loops at once while there is more. A record that fails
    /// does not stop the others (each message went out, so each outcome is written if it can
    /// be); the first failure is answered after them, and only its message is tried again when
    /// its claim lapses.
    pub async fn deliver_due(&self, limit: u32) -> Result<usize, MessagingError> {
        let now = self.clock.now();
        let claimed = self.outbox.claim_due(now, now + LEASE, limit).await?;
        if claimed.is_empty() {
            return Ok(0);
        }
        let deliveries = self.deliverer.deliver(&claimed).await;
        let done = self.clock.now();
        let mut first_failure = None;
        for (message, delivery) in claimed.iter().zip(deliveries) {
            let outcome = outcome(message.id, message.attempts, delivery, done);
            if let Err(e) = self.outbox.record(&message.claim(), &outcome, done).await {
                first_failure.get_or_insert(e);
            }
        }
        match first_failure {
            Some(e) => Err(e),
            None => Ok(claimed.len()),
        }
    }

    // The caller's inbox.

    pub async fn inbox(
        &self,
        viewer: &Viewer,
        unread_only: bool,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError> {
        self.inbox.inbox(viewer.user(), unread_only, page).await
    }

    pub async fn unread_count(&self, viewer: &Viewer) -> Result<u64, MessagingError> {
        self.inbox.unread_count(viewer.user()).await
    }

    pub async fn mark_read(&self, viewer: &Viewer, id: Uuid) -> Result<(), MessagingError> {
        if self
            .inbox
            .mark_read(viewer.user(), id, self.clock.now())
            .await?
        {
            Ok(())
        } else {
            Err(MessagingError::NotFound("notification"))
        }
    }

    pub async fn mark_all_read(&self, viewer: &Viewer) -> Result<u64, MessagingError> {
        self.inbox
            .mark_all_read(viewer.user(), self.clock.now())
            .await
    }

    // The outbox screen.

    fn require_outbox(viewer: &Viewer) -> Result<(), MessagingError> {
        if viewer.holds(OUTBOX_PERMISSION) {
            Ok(())
        } else if viewer.is_admin() {
            Err(MessagingError::NotPermitted(
                "You need the settings.change permission to see and resend the school's \
                 messages.",
            ))
        } else {
            Err(MessagingError::NotFound("page"))
        }
    }

    pub async fn outbox(
        &self,
        viewer: &Viewer,
        filter: &OutboxFilter,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError> {
        Self::require_outbox(viewer)?;
        self.outbox.list(filter, page).await
    }

    pub async fn message(&self, viewer: &Viewer, id: Uuid) -> Result<Notification, MessagingError> {
        Self::require_outbox(viewer)?;
        self.outbox
            .get(id)
            .await?
            .ok_or(MessagingError::NotFound("message"))
    }

    pub async fn counts(&self, viewer: &Viewer) -> Result<OutboxCounts, MessagingError> {
        Self::require_outbox(viewer)?;
        self.outbox.counts().await
    }

    /// Sends a failed or cancelled message again, at once.
    pub async fn retry(&self, viewer: &Viewer, id: Uuid) -> Result<Notification, MessagingError> {
        self.message(viewer, id).await?;
        if !self.outbox.retry(id, self.clock.now()).await? {
            return Err(MessagingError::Conflict(
                "Only a failed or cancelled e-mail or SMS can be sent again.",
            ));
        }
        self.message(viewer, id).await
    }

    /// Cancels a message that has not been sent yet.
    pub async fn cancel(&self, viewer: &Viewer, id: Uuid) -> Result<Notification, MessagingError> {
        self.message(viewer, id).await?;
        if !self.outbox.cancel(id).await? {
            return Err(MessagingError::Conflict(
                "Only a message waiting to be sent can be cancelled.",
            ));
        }
        self.message(viewer, id).await
    }
}
