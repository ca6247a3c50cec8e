//! Conversations between the school and families (issue 19, decisions/023): who may write to
//! whom, and what happens to a message on its way (moderation, approval, business hours).
//!
//! Built so far: the rules (`rules`), free of any store and tested alone, over the chat
//! settings as this crate reads them ([`ChatRules`]): the role pairs and their channels, a
//! message's text, attachments by size and type, the profanity filter (the maintained
//! `rustrict` word lists) and the school's keyword blacklist, whether a message is delivered,
//! held for approval or hidden for the moderators, and business hours in the school's time.
//! Who is related to whom is the [`Relations`] port (PostgreSQL's `PgRelations` in storage).
//! The use cases are [`Conversations`], over the [`ConversationRepo`] and [`ChatRulesSource`]
//! ports, tested on mocked ports; a delivered message tells its recipient through the
//! outbox (`notice`), in the message's transaction. PostgreSQL's store is `storage`'s
//! `PgConversationRepo`; `/api/conversations/` and `/api/messages/` serve it.

mod error;
mod model;
mod notice;
mod ports;
mod rules;
mod service;

pub use error::{ChatRefusal, ConversationError};
pub use model::{
    Attachment, AttachmentFile, AttachmentInfo, ChannelRules, ChatRules, Contact, Conversation,
    Decision, Delivery, FlagReason, HoldReason, InboxEntry, Message, MessageState, ModerationRules,
    NewAttachment, NewConversation, NewMessage, Pair, Person, StudentRef, Waiting,
};
pub use notice::{new_message_notices, notice_key};
pub use ports::{ChatRulesSource, ConversationRepo, Relations};
#[cfg(feature = "mock")]
pub use ports::{MockChatRulesSource, MockConversationRepo, MockRelations};
pub use rules::{
    MAX_MESSAGE_CHARS, check_attachment, check_body, delivery, file_name, is_profane, judge_file,
    matched_keywords, open_at, pair_of, parse_utc_offset,
};
pub use service::{ConversationPorts, Conversations, SENDER_LIMIT};
