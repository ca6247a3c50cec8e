//! What conversations need from outside: who is related to whom, where conversations are
//! kept, and the chat settings.

use kernel::{Role, UserId, outbox::NewNotification};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    AttachmentFile, ChatRules, Contact, Conversation, Decision, InboxEntry, Message, MessageState,
    NewConversation, NewMessage, Waiting,
};
use crate::{MessagingError, notifications::Recipient};

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
    /// Stores the message and its notices in one transaction, and moves its conversation up
    /// (the sender has read it up to there). MUST take the message's `seq` while holding the
    /// conversation's row lock, so a later commit in a conversation has the higher one. MUST
    /// write each notice once per stretch the recipient has not read: its key is extended with
    /// the recipient's last read of the conversation (a second message before they read the
    /// first tells them nothing new).
    async fn add(&self, message: NewMessage) -> Result<Message, MessagingError>;
    /// `user`'s conversations, the latest first.
    async fn inbox(&self, user: UserId) -> Result<Vec<InboxEntry>, MessagingError>;
    /// The latest 500 of the conversation's messages `viewer` may see (delivered ones, and
    /// their own; every one for a moderator), oldest first; with `after`, the first 500 whose
    /// `seq` is higher (written or decided on since), in `seq` order.
    async fn thread(
        &self,
        conversation: Uuid,
        viewer: UserId,
        moderator: bool,
        after: Option<i64>,
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
    /// One message waiting for a moderator, with its conversation.
    async fn waiting_message(&self, message: Uuid) -> Result<Option<Waiting>, MessagingError>;
    /// A moderator's decision on a waiting message, in one transaction with its log entry (who
    /// and when) and, for an approval, `notices` (as `add` writes them): an approved one is
    /// delivered, a rejected one keeps the reason as its note; either takes a new `seq` under
    /// the conversation's lock. `None` when no such message waits, or it is the moderator's
    /// own.
    async fn moderate(
        &self,
        message: Uuid,
        decision: Decision,
        by: UserId,
        at: OffsetDateTime,
        notices: Vec<NewNotification>,
    ) -> Result<Option<Message>, MessagingError>;
    /// A message's file with the message's conversation, sender and state (for the service
    /// to judge who may have it); `None` when the message has none.
    async fn attachment(
        &self,
        message: Uuid,
    ) -> Result<Option<(Uuid, UserId, MessageState, AttachmentFile)>, MessagingError>;
    /// How to tell `user` of a message: their name, e-mail and preferences.
    async fn recipient(&self, user: UserId) -> Result<Option<Recipient>, MessagingError>;
}

/// The chat settings as conversations read them.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ChatRulesSource: Send + Sync {
    async fn rules(&self) -> Result<ChatRules, MessagingError>;
}
