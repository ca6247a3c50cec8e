//! What conversations need from outside: who is related to whom, where conversations are
//! kept, and the chat settings.

use kernel::{Role, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    ChatRules, Contact, Conversation, Decision, InboxEntry, Message, NewConversation, NewMessage,
    Waiting,
};
use crate::MessagingError;

/// Who is related to whom in the school's register this session (decisions/023). The answers
/// are the people a viewer may write to before the school's chat settings are applied; anyone
/// else is not found.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Relations: Send + Sync {
    /// Everyone `viewer` (whose role is `role`) is related to, by name.
    async fn contacts(&self, viewer: UserId, role: Role) -> Result<Vec<Contact>, MessagingError>;
    /// `other`, if `viewer` is related to them.
    async fn contact(
        &self,
        viewer: UserId,
        role: Role,
        other: UserId,
    ) -> Result<Option<Contact>, MessagingError>;
}

/// Where conversations and their messages are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ConversationRepo: Send + Sync {
    /// The conversation of the two people about that student, made if they have none: one
    /// per pair of people and student, whoever wrote first.
    async fn open(&self, new: NewConversation) -> Result<Conversation, MessagingError>;
    /// The conversation, if it exists.
    async fn conversation(&self, id: Uuid) -> Result<Option<Conversation>, MessagingError>;
    /// Stores the message, and moves its conversation up (the sender has read it up to there).
    /// (Telling the recipient through the outbox in the same transaction is still to come,
    /// with the new-message notification: decisions/023.)
    async fn add(&self, message: NewMessage) -> Result<Message, MessagingError>;
    /// `user`'s conversations, the latest first.
    async fn inbox(&self, user: UserId) -> Result<Vec<InboxEntry>, MessagingError>;
    /// The latest 500 of the conversation's messages `viewer` may see (delivered ones, and
    /// their own; every one for a moderator), oldest first.
    async fn thread(
        &self,
        conversation: Uuid,
        viewer: UserId,
        moderator: bool,
    ) -> Result<Vec<Message>, MessagingError>;
    /// `user` has read the conversation up to `at` (never moves back).
    async fn mark_read(
        &self,
        conversation: Uuid,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), MessagingError>;
    /// The messages waiting for a moderator, the oldest first.
    async fn waiting(&self) -> Result<Vec<Waiting>, MessagingError>;
    /// A moderator's decision on a waiting message, in one transaction with its log entry (who
    /// and when): an approved one is delivered, a rejected one keeps the reason as its note.
    /// `None` when no such message waits, or it is the moderator's own.
    async fn moderate(
        &self,
        message: Uuid,
        decision: Decision,
        by: UserId,
        at: OffsetDateTime,
    ) -> Result<Option<Message>, MessagingError>;
}

/// The chat settings as conversations read them.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ChatRulesSource: Send + Sync {
    async fn rules(&self) -> Result<ChatRules, MessagingError>;
}
