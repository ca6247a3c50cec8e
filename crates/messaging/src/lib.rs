//! Messaging: the school's announcements and newsletter, behind the [`AnnouncementRepo`] and
//! [`NewsletterRepo`] ports, the notifications outbox ([`notifications`]), and the rules of
//! conversations between the school and families ([`conversations`]).
//!
//! This crate knows no database, no HTTP and no framework. Who may manage announcements is
//! decided by the caller's permissions (the auth crate) and handed in as a [`Viewer`]; which
//! announcements each viewer sees is decided here.

pub mod announcements;
pub mod conversations;
pub mod error;
pub mod newsletter;
pub mod notifications;
pub mod ports;

pub use announcements::{
    Announcement, AnnouncementDraft, AnnouncementOrder, AnnouncementQuery, AnnouncementService,
    Audience, Author, Priority, Viewer,
};
pub use error::MessagingError;
#[cfg(feature = "mock")]
pub use newsletter::MockNewsletterRepo;
pub use newsletter::{NewsletterRepo, NewsletterService, Subscriber};
pub use ports::AnnouncementRepo;
#[cfg(feature = "mock")]
pub use ports::MockAnnouncementRepo;
