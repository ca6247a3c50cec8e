//! The ports the messaging domain needs from the outside world.

use kernel::{Page, PageRequest};
use uuid::Uuid;

use crate::{
    MessagingError,
    announcements::{Announcement, AnnouncementQuery, Audience},
    notifications::{NewNotification, Recipient},
};

/// Where announcements are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait AnnouncementRepo: Send + Sync {
    /// The announcements that match every condition of `query`, in its order, one page.
    async fn list(
        &self,
        query: &AnnouncementQuery,
        page: PageRequest,
    ) -> Result<Page<Announcement>, MessagingError>;

    async fn get(&self, id: Uuid) -> Result<Option<Announcement>, MessagingError>;

    async fn insert(&self, announcement: &Announcement) -> Result<(), MessagingError>;

    /// Stores a new announcement and the messages that tell its audience, in one transaction:
    /// both are kept, or neither.
    async fn insert_telling(
        &self,
        announcement: &Announcement,
        messages: &[NewNotification],
    ) -> Result<(), MessagingError>;

    /// The active accounts an announcement for `audience` reaches (everyone for `All`), with
    /// their addresses and notification preferences.
    async fn audience(&self, audience: Audience) -> Result<Vec<Recipient>, MessagingError>;

    /// Replaces the stored announcement with the same id. Answers `false` when there is none.
    async fn update(&self, announcement: &Announcement) -> Result<bool, MessagingError>;

    /// Answers `false` when there is no such announcement.
    async fn delete(&self, id: Uuid) -> Result<bool, MessagingError>;
}
