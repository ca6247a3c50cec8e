//! The reads: an inbox, a thread (whole, or after a cursor), the moderators' queue, a message's
//! file, and how to tell someone.

use diesel::{
    QueryableByName,
    sql_types::{BigInt, Bool, Bytea, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::UserId;
use messaging::{
    MessagingError,
    conversations::{AttachmentFile, AttachmentInfo, InboxEntry, Message, MessageState, Waiting},
    notifications::Recipient,
};
use uuid::Uuid;

use super::{
    internal,
    rows::{
        CONVERSATION, CONVERSATION_FROM, InboxRow, MESSAGE, MESSAGE_AS_SEEN, MessageRow, WaitingRow,
    },
};
use crate::{Database, sql::prepared};

pub(super) async fn inbox(db: &Database, user: UserId) -> Result<Vec<InboxEntry>, MessagingError> {
    let mut conn = db.conn().await.map_err(internal)?;
    // $1 the viewer; $2 and $3 as MESSAGE_AS_SEEN names them (the viewer, not a moderator).
    let rows: Vec<InboxRow> = prepared!(
        format!(
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
    ),
        SqlUuid => user.into_uuid(),
        SqlUuid => user.into_uuid(),
        Bool => false,
    )
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

pub(super) async fn thread(
    db: &Database,
    conversation: Uuid,
    viewer: UserId,
    moderator: bool,
    after: Option<i64>,
) -> Result<Vec<Message>, MessagingError> {
    let mut conn = db.conn().await.map_err(internal)?;
    // Two fixed texts (the whole thread, and what changed after a cursor), each prepared
    // once per connection. What changed comes in `seq` order, so that when more than 500
    // did, the cursor of the answer (its highest `seq`) leaves none of the rest behind.
    let rows: Vec<MessageRow> = match after {
        None => {
            prepared!(
                format!(
                "SELECT * FROM (
                 SELECT {MESSAGE_AS_SEEN} FROM messages m
                 WHERE m.conversation_id = $1
                   AND ($3 OR m.state = 'delivered' OR m.sender_id = $2)
                 ORDER BY m.id DESC
                 LIMIT 500) latest
             ORDER BY m_id"
            ),
                SqlUuid => conversation,
                SqlUuid => viewer.into_uuid(),
                Bool => moderator,
            )
            .load(&mut conn)
            .await
        }
        Some(after) => {
            prepared!(
                format!(
                "SELECT {MESSAGE_AS_SEEN} FROM messages m
             WHERE m.conversation_id = $1 AND m.seq > $4
               AND ($3 OR m.state = 'delivered' OR m.sender_id = $2)
             ORDER BY m.seq
             LIMIT 500"
            ),
                SqlUuid => conversation,
                SqlUuid => viewer.into_uuid(),
                Bool => moderator,
                BigInt => after,
            )
            .load(&mut conn)
            .await
        }
    }
    .map_err(internal)?;
    rows.into_iter().map(MessageRow::into_message).collect()
}

pub(super) async fn waiting(db: &Database) -> Result<Vec<Waiting>, MessagingError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<WaitingRow> = prepared!(format!(
        "SELECT {CONVERSATION}, {MESSAGE}
         FROM messages m JOIN {CONVERSATION_FROM} ON c.id = m.conversation_id
         WHERE m.state IN ('held', 'hidden')
         ORDER BY m.sent_at, m.id
         LIMIT 200"
    ),)
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

pub(super) async fn waiting_message(
    db: &Database,
    message: Uuid,
) -> Result<Option<Waiting>, MessagingError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<WaitingRow> = prepared!(
        format!(
        "SELECT {CONVERSATION}, {MESSAGE}
         FROM messages m JOIN {CONVERSATION_FROM} ON c.id = m.conversation_id
         WHERE m.id = $1 AND m.state IN ('held', 'hidden')"
    ),
        SqlUuid => message,
    )
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

pub(super) async fn attachment(
    db: &Database,
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
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<Row> = prepared!(
        "SELECT m.conversation_id, m.sender_id, m.state, a.name, a.kind, md.content_type,
                md.content
         FROM message_attachments a JOIN messages m ON m.id = a.message_id
         JOIN media md ON md.id = a.media_id
         WHERE a.message_id = $1",
        SqlUuid => message,
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

pub(super) async fn recipient(
    db: &Database,
    user: UserId,
) -> Result<Option<Recipient>, MessagingError> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        name: String,
        #[diesel(sql_type = Nullable<Text>)]
        email: Option<String>,
        #[diesel(sql_type = Bool)]
        wants_email: bool,
    }
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<Row> = prepared!(
        "SELECT btrim(u.first_name || ' ' || u.last_name) AS name,
                nullif(u.email, '') AS email,
                wants_notices(u.preferences, 'email_notifications') AS wants_email
         FROM users u WHERE u.id = $1 AND u.is_active",
        SqlUuid => user.into_uuid(),
    )
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
