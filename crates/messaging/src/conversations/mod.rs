//! Conversations between the school and families (issue 19, decisions/023): who may write to
//! whom, and what happens to a message on its way (moderation, approval, business hours).
//!
//! Built so far: the rules (`rules`), free of any store and tested alone, over the chat
//! settings as this crate reads them ([`ChatRules`]): the role pairs and their channels, a
//! message's text, attachments by size and type, the profanity filter (the maintained
//! `rustrict` word lists) and the school's keyword blacklist, whether a message is delivered,
//! held for approval or hidden for the moderators, and business hours in the school's time.
//! Who is related to whom is the [`Relations`] port (PostgreSQL's `PgRelations` in storage).
//! The records, the service, HTTP and the screens come next; nothing is exposed yet.

mod error;
mod model;
mod ports;
mod rules;

pub use error::ChatRefusal;
pub use model::{
    Attachment, ChannelRules, ChatRules, Contact, Delivery, FlagReason, HoldReason,
    ModerationRules, Pair, StudentRef,
};
#[cfg(feature = "mock")]
pub use ports::MockRelations;
pub use ports::Relations;
pub use rules::{
    MAX_MESSAGE_CHARS, check_attachment, check_body, delivery, is_profane, matched_keywords,
    open_at, pair_of, parse_utc_offset,
};
