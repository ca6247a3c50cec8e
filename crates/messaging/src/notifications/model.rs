//! A notification: one message to one person on one channel, and where it is in the outbox.

use std::collections::BTreeMap;

use kernel::UserId;
pub use kernel::outbox::{Channel, Event, NewNotification};
use time::OffsetDateTime;
use uuid::Uuid;

/// Where a message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Waiting to be sent, or to be tried again at `next_attempt_at`.
    Pending,
    /// The provider accepted it (in-app messages are sent when written).
    Sent,
    /// It will not be tried again: the provider refused it for good, or every retry failed.
    Failed,
    /// An admin cancelled it before it was sent.
    Cancelled,
}

impl Status {
    pub const ALL: [Status; 4] = [
        Status::Pending,
        Status::Sent,
        Status::Failed,
        Status::Cancelled,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Sent => "sent",
            Status::Failed => "failed",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }
}

/// A message in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: Uuid,
    pub event: Event,
    pub channel: Channel,
    pub user_id: Option<UserId>,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub link: Option<String>,
    pub status: Status,
    /// How many times a sender has tried it.
    pub attempts: u32,
    pub next_attempt_at: OffsetDateTime,
    /// Why the last try did not send it, as a sentence.
    pub last_error: Option<String>,
    pub provider_message_id: Option<String>,
    pub created_at: OffsetDateTime,
    pub sent_at: Option<OffsetDateTime>,
    /// When the recipient read it (in-app messages).
    pub read_at: Option<OffsetDateTime>,
}

/// A message as one sender claimed it (or as it was read): which try it is and until when that
/// try holds it. Its outcome is recorded only while the message is still so, so that a sender
/// whose lease lapsed (a slow provider) cannot overwrite the try of the sender that claimed the
/// message after it: mark sent a message that try failed, or move its lease so a third sender
/// sends it too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim {
    pub id: Uuid,
    pub attempts: u32,
    pub lease_until: OffsetDateTime,
}

impl Notification {
    /// The claim this message, as read, stands for (`Outbox::record`).
    pub fn claim(&self) -> Claim {
        Claim {
            id: self.id,
            attempts: self.attempts,
            lease_until: self.next_attempt_at,
        }
    }

    /// The body as an admin may see it: a secret link's token is hidden, since with it anyone
    /// could sign in as the recipient.
    pub fn body_for_admin(&self) -> String {
        if self.event.carries_secret_link() {
            hide_tokens(&self.body)
        } else {
            self.body.clone()
        }
    }
}

/// `text` with the value of every `token=` replaced by `[hidden]`.
pub fn hide_tokens(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("token=") {
        out.push_str(&rest[..at + "token=".len()]);
        rest = &rest[at + "token=".len()..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        if end > 0 {
            out.push_str("[hidden]");
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Someone a message is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub user_id: Option<UserId>,
    /// How the message greets them.
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// Their preferences (`email_notifications`, `sms_notifications`).
    pub wants_email: bool,
    pub wants_sms: bool,
}

/// A message template: subject and content with `{{placeholders}}`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Template {
    pub subject: String,
    pub content: String,
    pub active: bool,
}

/// Whether a channel is on, and for which events.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ChannelRules {
    pub enabled: bool,
    pub events: Vec<Event>,
}

impl ChannelRules {
    pub fn sends(&self, event: Event) -> bool {
        self.enabled && self.events.contains(&event)
    }
}

/// What the school's settings say about notifying people.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rules {
    pub school_name: String,
    pub email: ChannelRules,
    pub sms: ChannelRules,
    pub in_app: ChannelRules,
    /// The templates of the events that have one (every event but the account messages).
    pub templates: BTreeMap<Event, Template>,
}

/// Which outbox messages an admin lists.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OutboxFilter {
    pub status: Option<Status>,
    pub channel: Option<Channel>,
    pub event: Option<Event>,
    /// Part of the recipient or subject, in any case.
    pub search: Option<String>,
}

/// How many messages wait and how many failed, for the admin dashboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct OutboxCounts {
    pub pending: u64,
    pub failed: u64,
    /// Pending messages that wait because no provider is set for their channel.
    pub waiting_for_provider: u64,
}
