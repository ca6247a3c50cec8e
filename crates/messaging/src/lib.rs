//! Messaging: the school's announcements, behind the [`AnnouncementRepo`] port.
//!
//! This crate knows no database, no HTTP and no framework. Who may manage announcements is
//! decided by the caller's permissions (the auth crate) and handed in as a [`Viewer`]; which
//! announcements each viewer sees is decided here.

pub mod announcements;
pub mod error;
pub mod ports;

pub use announcements::{
    Announcement, AnnouncementDraft, AnnouncementOrder, AnnouncementQuery, AnnouncementService,
    Audience, Author, Priority, Viewer,
};
pub use error::MessagingError;
pub use ports::AnnouncementRepo;
#[cfg(feature = "mock")]
pub use ports::MockAnnouncementRepo;
