//! Notifications (decision 015): the one way the portal tells anyone anything.
//!
//! A change that should tell someone (an absence, a published result, an approval) composes its
//! messages with [`compose`] from the school's [`Rules`] and writes them to the [`Outbox`] in its
//! own transaction. A sender ([`NotificationService::deliver_due`]) claims what is due, hands it
//! to the [`Deliverer`] and records each [`Outcome`]: sent, tried again after a backoff, or
//! failed for good. In-app messages are written as sent and read through the [`Inbox`].

pub mod compose;
pub mod delivery;
pub mod model;
pub mod ports;
pub mod service;

pub use compose::{Occurrence, WELCOME_LINK_DAYS, compose, welcome};
pub use delivery::{Delivery, Outcome};
pub use model::{
    Channel, ChannelRules, Claim, Event, NewNotification, Notification, OutboxCounts, OutboxFilter,
    Recipient, Rules, Status, Template,
};
pub use ports::{Deliverer, Inbox, Outbox, RulesSource};
#[cfg(feature = "mock")]
pub use ports::{MockDeliverer, MockInbox, MockOutbox, MockRulesSource};
pub use service::NotificationService;
