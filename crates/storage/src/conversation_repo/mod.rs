//! Conversations and their messages on PostgreSQL (`messaging::conversations::ConversationRepo`,
//! decisions/023): one row per two people and student, messages with their state, each
//! person's last read, and every moderator's decision. Opening a conversation and marking it
//! read are here; writing messages and decisions in `writes`, the reads in `reads`, the columns
//! and rows they share in `rows`.

mod reads;
mod rows;
mod writes;

use diesel::sql_types::{Nullable, Text, Timestamptz, Uuid as SqlUuid};
use diesel_async::RunQueryDsl;
use kernel::{StudentId, UserId, outbox::NewNotification};
use messaging::{
    MessagingError,
    conversations::{
        AttachmentFile, Conversation, ConversationRepo, Decision, InboxEntry, Message,
        MessageState, NewConversation, NewMessage, Waiting,
    },
    notifications::Recipient,
};
use time::OffsetDateTime;
use uuid::Uuid;

use rows::{CONVERSATION, CONVERSATION_FROM, ConversationRow};

use crate::{Database, sql::prepared};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
}

/// Conversations on PostgreSQL.
#[derive(Clone)]
pub struct PgConversationRepo {
    db: Database,
}

impl std::fmt::Debug for PgConversationRepo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PgConversationRepo")
    }
}

impl PgConversationRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl ConversationRepo for PgConversationRepo {
    async fn open(&self, new: NewConversation) -> Result<Conversation, MessagingError> {
        let (a, b) = if new.from.into_uuid() < new.to.into_uuid() {
            (new.from, new.to)
        } else {
            (new.to, new.from)
        };
        let mut conn = self.db.conn().await.map_err(internal)?;
        // Made unless the two already have one about that student (the unique index decides,
        // even when both write at once); then read, whichever it is. Two statements: one
        // statement's reading does not see the row its own insert wrote.
        prepared!(
            "INSERT INTO conversations (id, pair, user_a, user_b, about_student, created_at,
                                        last_message_at)
             VALUES ($1, $2, $3, $4, $5, $6, $6)
             ON CONFLICT (user_a, user_b, about_student) DO NOTHING",
            SqlUuid => new.id,
            Text => new.pair.as_str(),
            SqlUuid => a.into_uuid(),
            SqlUuid => b.into_uuid(),
            Nullable<SqlUuid> => new.about.map(StudentId::into_uuid),
            Timestamptz => new.at,
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        let row: ConversationRow = prepared!(
            format!(
            "SELECT {CONVERSATION} FROM {CONVERSATION_FROM}
             WHERE c.user_a = $1 AND c.user_b = $2 AND c.about_student IS NOT DISTINCT FROM $3"
        ),
            SqlUuid => a.into_uuid(),
            SqlUuid => b.into_uuid(),
            Nullable<SqlUuid> => new.about.map(StudentId::into_uuid),
        )
        .get_result(&mut conn)
        .await
        .map_err(internal)?;
        row.into_conversation()
    }

    async fn conversation(&self, id: Uuid) -> Result<Option<Conversation>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<ConversationRow> = prepared!(
            format!(
            "SELECT {CONVERSATION} FROM {CONVERSATION_FROM} WHERE c.id = $1"
        ),
            SqlUuid => id,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .next()
            .map(ConversationRow::into_conversation)
            .transpose()
    }

    async fn add(&self, message: NewMessage) -> Result<Message, MessagingError> {
        writes::add(&self.db, message).await
    }

    async fn inbox(&self, user: UserId) -> Result<Vec<InboxEntry>, MessagingError> {
        reads::inbox(&self.db, user).await
    }

    async fn thread(
        &self,
        conversation: Uuid,
        viewer: UserId,
        moderator: bool,
        after: Option<i64>,
    ) -> Result<Vec<Message>, MessagingError> {
        reads::thread(&self.db, conversation, viewer, moderator, after).await
    }

    async fn mark_read(
        &self,
        conversation: Uuid,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        prepared!(
            "UPDATE conversations SET
                 read_a = CASE WHEN user_a = $2 THEN greatest(read_a, $3) ELSE read_a END,
                 read_b = CASE WHEN user_b = $2 THEN greatest(read_b, $3) ELSE read_b END
             WHERE id = $1",
            SqlUuid => conversation,
            SqlUuid => user.into_uuid(),
            Timestamptz => at,
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(())
    }

    async fn waiting(&self) -> Result<Vec<Waiting>, MessagingError> {
        reads::waiting(&self.db).await
    }

    async fn waiting_message(&self, message: Uuid) -> Result<Option<Waiting>, MessagingError> {
        reads::waiting_message(&self.db, message).await
    }

    async fn attachment(
        &self,
        message: Uuid,
    ) -> Result<Option<(Uuid, UserId, MessageState, AttachmentFile)>, MessagingError> {
        reads::attachment(&self.db, message).await
    }

    async fn recipient(&self, user: UserId) -> Result<Option<Recipient>, MessagingError> {
        reads::recipient(&self.db, user).await
    }

    async fn moderate(
        &self,
        message: Uuid,
        decision: Decision,
        by: UserId,
        at: OffsetDateTime,
        notices: Vec<NewNotification>,
    ) -> Result<Option<Message>, MessagingError> {
        writes::moderate(&self.db, message, decision, by, at, notices).await
    }
}
