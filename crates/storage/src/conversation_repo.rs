//! Conversations and their messages on PostgreSQL (`messaging::conversations::ConversationRepo`,
//! decisions/023): one row per two people and student, messages with their state, each
//! person's last read, and every moderator's decision.

use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{BigInt, Bool, Bytea, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::AsyncPgConnection;
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Role, StudentId, UserId, outbox::NewNotification};
use messaging::{
    MessagingError,
    conversations::{
        AttachmentFile, AttachmentInfo, Conversation, ConversationRepo, Decision, InboxEntry,
        Message, MessageState, NewConversation, NewMessage, Pair, Person, StudentRef, Waiting,
    },
    notifications::Recipient,
};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{Database, enqueue_in, sql::prepared};

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

/// A conversation's columns, as `c` with its people and student.
const CONVERSATION: &str = "c.id AS c_id, c.pair, c.created_at AS c_created_at,
    ua.id AS a_id, ua.role AS a_role, btrim(ua.first_name || ' ' || ua.last_name) AS a_name,
    ub.id AS b_id, ub.role AS b_role, btrim(ub.first_name || ' ' || ub.last_name) AS b_name,
    c.about_student, nullif(btrim(su.first_name || ' ' || su.last_name), '') AS about_name";

const CONVERSATION_FROM: &str = "conversations c
    JOIN users ua ON ua.id = c.user_a JOIN users ub ON ub.id = c.user_b
    LEFT JOIN students s ON s.id = c.about_student LEFT JOIN users su ON su.id = s.user_id";

#[derive(QueryableByName)]
struct ConversationRow {
    #[diesel(sql_type = SqlUuid)]
    c_id: Uuid,
    #[diesel(sql_type = Text)]
    pair: String,
    #[diesel(sql_type = Timestamptz)]
    c_created_at: OffsetDateTime,
    #[diesel(sql_type = SqlUuid)]
    a_id: Uuid,
    #[diesel(sql_type = Text)]
    a_role: String,
    #[diesel(sql_type = Text)]
    a_name: String,
    #[diesel(sql_type = SqlUuid)]
    b_id: Uuid,
    #[diesel(sql_type = Text)]
    b_role: String,
    #[diesel(sql_type = Text)]
    b_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    about_student: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    about_name: Option<String>,
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
    fn into_conversation(self) -> Result<Conversation, MessagingError> {
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
const MESSAGE_AS_SEEN: &str = "m.id AS m_id, m.conversation_id, m.sender_id, m.body,
    CASE WHEN $3 OR m.state <> 'hidden' THEN m.state ELSE 'held' END AS state,
    CASE WHEN $3 OR m.state = 'rejected' THEN m.note END AS note, m.sent_at, m.delivered_at,
    m.seq,
    (SELECT a.name FROM message_attachments a WHERE a.message_id = m.id) AS a_name,
    (SELECT a.kind FROM message_attachments a WHERE a.message_id = m.id) AS a_kind,
    (SELECT md.size FROM message_attachments a JOIN media md ON md.id = a.media_id
     WHERE a.message_id = m.id) AS a_size";

/// A message's columns as `m`, whole (for moderators and for what was just written).
const MESSAGE: &str = "m.id AS m_id, m.conversation_id, m.sender_id, m.body, m.state, m.note,
    m.sent_at, m.delivered_at, m.seq,
    (SELECT a.name FROM message_attachments a WHERE a.message_id = m.id) AS a_name,
    (SELECT a.kind FROM message_attachments a WHERE a.message_id = m.id) AS a_kind,
    (SELECT md.size FROM message_attachments a JOIN media md ON md.id = a.media_id
     WHERE a.message_id = m.id) AS a_size";

#[derive(QueryableByName)]
struct MessageRow {
    #[diesel(sql_type = SqlUuid)]
    m_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    conversation_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    sender_id: Uuid,
    #[diesel(sql_type = Text)]
    body: String,
    #[diesel(sql_type = Text)]
    state: String,
    #[diesel(sql_type = Nullable<Text>)]
    note: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    sent_at: OffsetDateTime,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    delivered_at: Option<OffsetDateTime>,
    #[diesel(sql_type = BigInt)]
    seq: i64,
    #[diesel(sql_type = Nullable<Text>)]
    a_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    a_kind: Option<String>,
    #[diesel(sql_type = Nullable<Integer>)]
    a_size: Option<i32>,
}

impl MessageRow {
    fn into_message(self) -> Result<Message, MessagingError> {
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

/// Locks the conversation's row for the rest of the transaction (so the `seq` taken next is
/// higher than any committed before in it, decisions/023) and answers the recipient's last
/// read of it, in microseconds (`-1` for never), which extends the keys of the notices.
async fn lock_conversation(
    conn: &mut AsyncPgConnection,
    conversation: Uuid,
    recipient: Option<UserId>,
) -> Result<i64, DieselError> {
    #[derive(QueryableByName)]
    struct Locked {
        #[diesel(sql_type = BigInt)]
        read_mark: i64,
    }
    let locked: Locked = prepared!("SELECT coalesce((extract(epoch FROM
                    CASE WHEN user_a = $2 THEN read_a ELSE read_b END) * 1000000)::bigint,
                    -1) AS read_mark
         FROM conversations WHERE id = $1 FOR UPDATE", SqlUuid => conversation, Nullable<SqlUuid> => recipient.map(UserId::into_uuid))
    .get_result(conn)
    .await?;
    Ok(locked.read_mark)
}

/// Writes `notices` with their keys extended by the recipient's read mark: one notice per
/// stretch the recipient has not read.
async fn tell(
    conn: &mut AsyncPgConnection,
    mut notices: Vec<NewNotification>,
    read_mark: i64,
) -> Result<(), DieselError> {
    for n in &mut notices {
        n.dedup_key = n.dedup_key.take().map(|k| format!("{k}@{read_mark}"));
    }
    enqueue_in(conn, &notices).await?;
    Ok(())
}

/// An inbox line: the conversation, its last message the viewer may see, and their unread.
#[derive(QueryableByName)]
struct InboxRow {
    #[diesel(embed)]
    conversation: ConversationRow,
    #[diesel(embed)]
    last: MessageRow,
    #[diesel(sql_type = Integer)]
    unread: i32,
}

#[derive(QueryableByName)]
struct WaitingRow {
    #[diesel(embed)]
    conversation: ConversationRow,
    #[diesel(embed)]
    message: MessageRow,
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
        prepared!("INSERT INTO conversations (id, pair, user_a, user_b, about_student, created_at,
                                        last_message_at)
             VALUES ($1, $2, $3, $4, $5, $6, $6)
             ON CONFLICT (user_a, user_b, about_student) DO NOTHING", SqlUuid => new.id, Text => new.pair.as_str(), SqlUuid => a.into_uuid(), SqlUuid => b.into_uuid(), Nullable<SqlUuid> => new.about.map(StudentId::into_uuid), Timestamptz => new.at)
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        let row: ConversationRow = prepared!(format!(
            "SELECT {CONVERSATION} FROM {CONVERSATION_FROM}
             WHERE c.user_a = $1 AND c.user_b = $2 AND c.about_student IS NOT DISTINCT FROM $3"
        ), SqlUuid => a.into_uuid(), SqlUuid => b.into_uuid(), Nullable<SqlUuid> => new.about.map(StudentId::into_uuid))
        .get_result(&mut conn)
        .await
        .map_err(internal)?;
        row.into_conversation()
    }

    async fn conversation(&self, id: Uuid) -> Result<Option<Conversation>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<ConversationRow> = prepared!(format!(
            "SELECT {CONVERSATION} FROM {CONVERSATION_FROM} WHERE c.id = $1"
        ), SqlUuid => id)
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .next()
            .map(ConversationRow::into_conversation)
            .transpose()
    }

    async fn add(&self, message: NewMessage) -> Result<Message, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = conn
            .transaction::<MessageRow, DieselError, _>(async |conn| {
                // The conversation first: its lock orders the messages' `seq`.
                let read_mark =
                    lock_conversation(conn, message.conversation_id, Some(message.recipient))
                        .await?;
                // The conversation moves up; the sender has read up to their own message.
                prepared!("UPDATE conversations SET last_message_at = greatest(last_message_at, $2),
                         read_a = CASE WHEN user_a = $3 THEN greatest(read_a, $2)
                                       ELSE read_a END,
                         read_b = CASE WHEN user_b = $3 THEN greatest(read_b, $2)
                                       ELSE read_b END
                     WHERE id = $1", SqlUuid => message.conversation_id, Timestamptz => message.sent_at, SqlUuid => message.sender.into_uuid())
                .execute(conn)
                .await?;
                let row: MessageRow = prepared!(format!(
                    "INSERT INTO messages AS m (id, conversation_id, sender_id, body, state, note,
                                                sent_at, delivered_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7,
                             CASE WHEN $5 = 'delivered' THEN $7 END)
                     RETURNING {MESSAGE}"
                ), SqlUuid => message.id, SqlUuid => message.conversation_id, SqlUuid => message.sender.into_uuid(), Text => message.body.clone(), Text => message.state.as_str(), Nullable<Text> => message.note.clone(), Timestamptz => message.sent_at)
                .get_result(conn)
                .await?;
                if let Some(file) = &message.attachment {
                    // The file in the media store (a purpose `/media/` never serves), and the
                    // message's link to it, in the message's transaction.
                    let media = Uuid::now_v7();
                    let size = i32::try_from(file.content.len()).map_err(|_| {
                        DieselError::SerializationError("an attachment over 2 GB".into())
                    })?;
                    prepared!(
                        "INSERT INTO media (id, owner_id, purpose, content_type, size, checksum,
                                            content, created_at)
                         VALUES ($1, $2, 'message_attachment', $3, $4, $5, $6, $7)",
                        SqlUuid => media,
                        SqlUuid => message.sender.into_uuid(),
                        Text => file.content_type,
                        Integer => size,
                        Text => hex::encode(Sha256::digest(&file.content)),
                        Bytea => file.content.clone(),
                        Timestamptz => message.sent_at
                    )
                    .execute(conn)
                    .await?;
                    prepared!(
                        "INSERT INTO message_attachments (message_id, media_id, name, kind)
                         VALUES ($1, $2, $3, $4)",
                        SqlUuid => message.id,
                        SqlUuid => media,
                        Text => file.name.clone(),
                        Text => file.kind.clone()
                    )
                    .execute(conn)
                    .await?;
                }
                if message.state == MessageState::Delivered {
                    tell(conn, message.notices.clone(), read_mark).await?;
                }
                Ok(row)
            })
            .await
            .map_err(internal)?;
        let mut kept = row.into_message()?;
        // Written after the row that RETURNING read.
        kept.attachment = message.attachment.as_ref().map(|f| AttachmentInfo {
            name: f.name.clone(),
            kind: f.kind.clone(),
            bytes: f.content.len() as u64,
        });
        Ok(kept)
    }

    async fn inbox(&self, user: UserId) -> Result<Vec<InboxEntry>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // $1 the viewer; $2 and $3 as MESSAGE_AS_SEEN names them (the viewer, not a moderator).
        let rows: Vec<InboxRow> = prepared!(format!(
            "SELECT {CONVERSATION}, last.*,
                    (SELECT count(*) FROM messages u
                     WHERE u.conversation_id = c.id AND u.state = 'delivered'
                       AND u.sender_id <> $1
                       AND u.delivered_at > coalesce(
                           CASE WHEN c.user_a = $1 THEN c.read_a ELSE c.read_b END,
                           '-infinity'))::integer AS unread
             FROM {CONVERSATION_FROM}
             JOIN LATERAL (
                 SELECT {MESSAGE_AS_SEEN} FROM messages m
                 WHERE m.conversation_id = c.id AND (m.state = 'delivered' OR m.sender_id = $2)
                 ORDER BY m.id DESC LIMIT 1) last ON true
             WHERE c.user_a = $1 OR c.user_b = $1
             ORDER BY last.sent_at DESC, c.id DESC
             LIMIT 200"
        ), SqlUuid => user.into_uuid(), SqlUuid => user.into_uuid(), Bool => false)
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .map(|r| {
                Ok(InboxEntry {
                    conversation: r.conversation.into_conversation()?,
                    last: Some(r.last.into_message()?),
                    unread: r.unread.unsigned_abs(),
                })
            })
            .collect()
    }

    async fn thread(
        &self,
        conversation: Uuid,
        viewer: UserId,
        moderator: bool,
        after: Option<i64>,
    ) -> Result<Vec<Message>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // Two fixed texts (the whole thread, and what changed after a cursor), each prepared
        // once per connection. What changed comes in `seq` order, so that when more than 500
        // did, the cursor of the answer (its highest `seq`) leaves none of the rest behind.
        let rows: Vec<MessageRow> = match after {
            None => {
                prepared!(format!(
                    "SELECT * FROM (
                     SELECT {MESSAGE_AS_SEEN} FROM messages m
                     WHERE m.conversation_id = $1
                       AND ($3 OR m.state = 'delivered' OR m.sender_id = $2)
                     ORDER BY m.id DESC
                     LIMIT 500) latest
                 ORDER BY m_id"
                ), SqlUuid => conversation, SqlUuid => viewer.into_uuid(), Bool => moderator)
                .load(&mut conn)
                .await
            }
            Some(after) => {
                prepared!(format!(
                    "SELECT {MESSAGE_AS_SEEN} FROM messages m
                 WHERE m.conversation_id = $1 AND m.seq > $4
                   AND ($3 OR m.state = 'delivered' OR m.sender_id = $2)
                 ORDER BY m.seq
                 LIMIT 500"
                ), SqlUuid => conversation, SqlUuid => viewer.into_uuid(), Bool => moderator, BigInt => after)
                .load(&mut conn)
                .await
            }
        }
        .map_err(internal)?;
        rows.into_iter().map(MessageRow::into_message).collect()
    }

    async fn mark_read(
        &self,
        conversation: Uuid,
        user: UserId,
        at: OffsetDateTime,
    ) -> Result<(), MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        prepared!("UPDATE conversations SET
                 read_a = CASE WHEN user_a = $2 THEN greatest(read_a, $3) ELSE read_a END,
                 read_b = CASE WHEN user_b = $2 THEN greatest(read_b, $3) ELSE read_b END
             WHERE id = $1", SqlUuid => conversation, SqlUuid => user.into_uuid(), Timestamptz => at)
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(())
    }

    async fn waiting(&self) -> Result<Vec<Waiting>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<WaitingRow> = prepared!(format!(
            "SELECT {CONVERSATION}, {MESSAGE}
             FROM messages m JOIN {CONVERSATION_FROM} ON c.id = m.conversation_id
             WHERE m.state IN ('held', 'hidden')
             ORDER BY m.sent_at, m.id
             LIMIT 200"
        ))
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .map(|r| {
                Ok(Waiting {
                    conversation: r.conversation.into_conversation()?,
                    message: r.message.into_message()?,
                })
            })
            .collect()
    }

    async fn waiting_message(&self, message: Uuid) -> Result<Option<Waiting>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<WaitingRow> = prepared!(format!(
            "SELECT {CONVERSATION}, {MESSAGE}
             FROM messages m JOIN {CONVERSATION_FROM} ON c.id = m.conversation_id
             WHERE m.id = $1 AND m.state IN ('held', 'hidden')"
        ), SqlUuid => message)
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .next()
            .map(|r| {
                Ok(Waiting {
                    conversation: r.conversation.into_conversation()?,
                    message: r.message.into_message()?,
                })
            })
            .transpose()
    }

    async fn attachment(
        &self,
        message: Uuid,
    ) -> Result<Option<(Uuid, UserId, MessageState, AttachmentFile)>, MessagingError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = SqlUuid)]
            conversation_id: Uuid,
            #[diesel(sql_type = SqlUuid)]
            sender_id: Uuid,
            #[diesel(sql_type = Text)]
            state: String,
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Text)]
            kind: String,
            #[diesel(sql_type = Text)]
            content_type: String,
            #[diesel(sql_type = Bytea)]
            content: Vec<u8>,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            "SELECT m.conversation_id, m.sender_id, m.state, a.name, a.kind, md.content_type,
                    md.content
             FROM message_attachments a JOIN messages m ON m.id = a.message_id
             JOIN media md ON md.id = a.media_id
             WHERE a.message_id = $1",
            SqlUuid => message
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .next()
            .map(|r| {
                let state = MessageState::parse(&r.state)
                    .ok_or_else(|| internal(anyhow::anyhow!("a message {:?}", r.state)))?;
                Ok((
                    r.conversation_id,
                    UserId::from_uuid(r.sender_id),
                    state,
                    AttachmentFile {
                        info: AttachmentInfo {
                            name: r.name,
                            kind: r.kind,
                            bytes: r.content.len() as u64,
                        },
                        content_type: r.content_type,
                        content: r.content,
                    },
                ))
            })
            .transpose()
    }

    async fn recipient(&self, user: UserId) -> Result<Option<Recipient>, MessagingError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Nullable<Text>)]
            email: Option<String>,
            #[diesel(sql_type = Bool)]
            wants_email: bool,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!("SELECT btrim(u.first_name || ' ' || u.last_name) AS name,
                    nullif(u.email, '') AS email,
                    coalesce((u.preferences->>'email_notifications')::boolean, true) AS wants_email
             FROM users u WHERE u.id = $1 AND u.is_active", SqlUuid => user.into_uuid())
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows.into_iter().next().map(|r| Recipient {
            user_id: Some(user),
            name: r.name,
            email: r.email,
            // Conversations tell nobody by SMS.
            phone: None,
            wants_email: r.wants_email,
            wants_sms: false,
        }))
    }

    async fn moderate(
        &self,
        message: Uuid,
        decision: Decision,
        by: UserId,
        at: OffsetDateTime,
        notices: Vec<NewNotification>,
    ) -> Result<Option<Message>, MessagingError> {
        let (approve, reason) = match decision {
            Decision::Approve => (true, None),
            Decision::Reject(reason) => (false, Some(reason)),
        };
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = conn
            .transaction::<Option<MessageRow>, DieselError, _>(async |conn| {
                // The conversation first: its lock orders the new `seq` (decisions/023).
                #[derive(QueryableByName)]
                struct Of {
                    #[diesel(sql_type = SqlUuid)]
                    conversation_id: Uuid,
                    #[diesel(sql_type = Nullable<SqlUuid>)]
                    recipient: Option<Uuid>,
                }
                let of: Vec<Of> = prepared!("SELECT m.conversation_id,
                            CASE WHEN c.user_a = m.sender_id THEN c.user_b ELSE c.user_a END
                                AS recipient
                     FROM messages m JOIN conversations c ON c.id = m.conversation_id
                     WHERE m.id = $1", SqlUuid => message)
                .load(conn)
                .await?;
                let Some(of) = of.into_iter().next() else {
                    return Ok(None);
                };
                let read_mark = lock_conversation(
                    conn,
                    of.conversation_id,
                    of.recipient.map(UserId::from_uuid),
                )
                .await?;
                let rows: Vec<MessageRow> = prepared!(format!(
                    "UPDATE messages AS m SET
                         state = CASE WHEN $2 THEN 'delivered' ELSE 'rejected' END,
                         delivered_at = CASE WHEN $2 THEN $3 END,
                         note = CASE WHEN $2 THEN m.note ELSE $4 END,
                         seq = nextval('messages_seq')
                     WHERE m.id = $1 AND m.state IN ('held', 'hidden') AND m.sender_id <> $5
                     RETURNING {MESSAGE}"
                ), SqlUuid => message, Bool => approve, Timestamptz => at, Nullable<Text> => reason.clone(), SqlUuid => by.into_uuid())
                .load(conn)
                .await?;
                let Some(row) = rows.into_iter().next() else {
                    return Ok(None);
                };
                prepared!("INSERT INTO message_moderations (id, message_id, moderator_id, decision,
                                                      reason, decided_at)
                     VALUES ($1, $2, $3, CASE WHEN $4 THEN 'approved' ELSE 'rejected' END, $5, $6)", SqlUuid => Uuid::now_v7(), SqlUuid => message, SqlUuid => by.into_uuid(), Bool => approve, Nullable<Text> => reason.clone(), Timestamptz => at)
                .execute(conn)
                .await?;
                if approve {
                    tell(conn, notices.clone(), read_mark).await?;
                }
                Ok(Some(row))
            })
            .await
            .map_err(internal)?;
        row.map(MessageRow::into_message).transpose()
    }
}
