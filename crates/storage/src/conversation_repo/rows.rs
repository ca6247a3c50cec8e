//! The columns conversations and messages are read with, and their rows.

use diesel::{
    QueryableByName,
    sql_types::{BigInt, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use kernel::{Role, StudentId, UserId};
use messaging::{
    MessagingError,
    conversations::{
        AttachmentInfo, Conversation, Message, MessageState, Pair, Person, StudentRef,
    },
};
use time::OffsetDateTime;
use uuid::Uuid;

use super::internal;

/// A conversation's columns, as `c` with its people and student.
pub(super) const CONVERSATION: &str = "c.id AS c_id, c.pair, c.created_at AS c_created_at,
    ua.id AS a_id, ua.role AS a_role, btrim(ua.first_name || ' ' || ua.last_name) AS a_name,
    ub.id AS b_id, ub.role AS b_role, btrim(ub.first_name || ' ' || ub.last_name) AS b_name,
    c.about_student, nullif(btrim(su.first_name || ' ' || su.last_name), '') AS about_name";

pub(super) const CONVERSATION_FROM: &str = "conversations c
    JOIN users ua ON ua.id = c.user_a JOIN users ub ON ub.id = c.user_b
    LEFT JOIN students s ON s.id = c.about_student LEFT JOIN users su ON su.id = s.user_id";

#[derive(QueryableByName)]
pub(super) struct ConversationRow {
    #[diesel(sql_type = SqlUuid)]
    pub(super) c_id: Uuid,
    #[diesel(sql_type = Text)]
    pub(super) pair: String,
    #[diesel(sql_type = Timestamptz)]
    pub(super) c_created_at: OffsetDateTime,
    #[diesel(sql_type = SqlUuid)]
    pub(super) a_id: Uuid,
    #[diesel(sql_type = Text)]
    pub(super) a_role: String,
    #[diesel(sql_type = Text)]
    pub(super) a_name: String,
    #[diesel(sql_type = SqlUuid)]
    pub(super) b_id: Uuid,
    #[diesel(sql_type = Text)]
    pub(super) b_role: String,
    #[diesel(sql_type = Text)]
    pub(super) b_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    pub(super) about_student: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    pub(super) about_name: Option<String>,
}

fn person(id: Uuid, role: &str, name: String) -> Result<Person, MessagingError> {
    Ok(Person {
        user: UserId::from_uuid(id),
        role: role
            .parse::<Role>()
            .map_err(|_| internal(anyhow::anyhow!("a user with the role {role:?}")))?,
        name,
    })
}

impl ConversationRow {
    pub(super) fn into_conversation(self) -> Result<Conversation, MessagingError> {
        Ok(Conversation {
            id: self.c_id,
            pair: Pair::parse(&self.pair)
                .ok_or_else(|| internal(anyhow::anyhow!("a conversation of {:?}", self.pair)))?,
            people: [
                person(self.a_id, &self.a_role, self.a_name)?,
                person(self.b_id, &self.b_role, self.b_name)?,
            ],
            about: self.about_student.map(|id| StudentRef {
                id: StudentId::from_uuid(id),
                name: self.about_name.unwrap_or_default(),
            }),
            created_at: self.c_created_at,
        })
    }
}

/// A message's columns as `m`, as its reader sees them: to anyone but a moderator (`$3`) a
/// hidden message reads as held, and only a rejection's note (its reason) is shown.
pub(super) const MESSAGE_AS_SEEN: &str = "m.id AS m_id, m.conversation_id, m.sender_id, m.body,
    CASE WHEN $3 OR m.state <> 'hidden' THEN m.state ELSE 'held' END AS state,
    CASE WHEN $3 OR m.state = 'rejected' THEN m.note END AS note, m.sent_at, m.delivered_at,
    m.seq,
    (SELECT a.name FROM message_attachments a WHERE a.message_id = m.id) AS a_name,
    (SELECT a.kind FROM message_attachments a WHERE a.message_id = m.id) AS a_kind,
    (SELECT md.size FROM message_attachments a JOIN media md ON md.id = a.media_id
     WHERE a.message_id = m.id) AS a_size";

/// A message's columns as `m`, whole (for moderators and for what was just written).
pub(super) const MESSAGE: &str =
    "m.id AS m_id, m.conversation_id, m.sender_id, m.body, m.state, m.note,
    m.sent_at, m.delivered_at, m.seq,
    (SELECT a.name FROM message_attachments a WHERE a.message_id = m.id) AS a_name,
    (SELECT a.kind FROM message_attachments a WHERE a.message_id = m.id) AS a_kind,
    (SELECT md.size FROM message_attachments a JOIN media md ON md.id = a.media_id
     WHERE a.message_id = m.id) AS a_size";

#[derive(QueryableByName)]
pub(super) struct MessageRow {
    #[diesel(sql_type = SqlUuid)]
    pub(super) m_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    pub(super) conversation_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    pub(super) sender_id: Uuid,
    #[diesel(sql_type = Text)]
    pub(super) body: String,
    #[diesel(sql_type = Text)]
    pub(super) state: String,
    #[diesel(sql_type = Nullable<Text>)]
    pub(super) note: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    pub(super) sent_at: OffsetDateTime,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    pub(super) delivered_at: Option<OffsetDateTime>,
    #[diesel(sql_type = BigInt)]
    pub(super) seq: i64,
    #[diesel(sql_type = Nullable<Text>)]
    pub(super) a_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    pub(super) a_kind: Option<String>,
    #[diesel(sql_type = Nullable<Integer>)]
    pub(super) a_size: Option<i32>,
}

impl MessageRow {
    pub(super) fn into_message(self) -> Result<Message, MessagingError> {
        Ok(Message {
            id: self.m_id,
            conversation_id: self.conversation_id,
            sender: UserId::from_uuid(self.sender_id),
            body: self.body,
            state: MessageState::parse(&self.state)
                .ok_or_else(|| internal(anyhow::anyhow!("a message {:?}", self.state)))?,
            note: self.note,
            sent_at: self.sent_at,
            delivered_at: self.delivered_at,
            seq: self.seq,
            attachment: match (self.a_name, self.a_kind) {
                (Some(name), Some(kind)) => Some(AttachmentInfo {
                    name,
                    kind,
                    bytes: self
                        .a_size
                        .map_or(0, |b| u64::try_from(b).unwrap_or_default()),
                }),
                _ => None,
            },
        })
    }
}

/// An inbox line: the conversation, its last message the viewer may see, and their unread.
#[derive(QueryableByName)]
pub(super) struct InboxRow {
    #[diesel(embed)]
    pub(super) conversation: ConversationRow,
    #[diesel(embed)]
    pub(super) last: MessageRow,
    #[diesel(sql_type = Integer)]
    pub(super) unread: i32,
}

#[derive(QueryableByName)]
pub(super) struct WaitingRow {
    #[diesel(embed)]
    pub(super) conversation: ConversationRow,
    #[diesel(embed)]
    pub(super) message: MessageRow,
}
