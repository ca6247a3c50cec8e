//! Writing a message and a moderator's decision: each in one transaction with its notices and
//! its file, taking the message's `seq` under the conversation's row lock (decisions/023).

use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{BigInt, Bool, Bytea, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{UserId, outbox::NewNotification};
use messaging::{
    MessagingError,
    conversations::{AttachmentInfo, Decision, Message, MessageState, NewMessage},
};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    internal,
    rows::{MESSAGE, MessageRow},
};
use crate::{Database, enqueue_in, sql::prepared};

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
    let locked: Locked = prepared!(
        "SELECT coalesce((extract(epoch FROM
                    CASE WHEN user_a = $2 THEN read_a ELSE read_b END) * 1000000)::bigint,
                    -1) AS read_mark
         FROM conversations WHERE id = $1 FOR UPDATE",
        SqlUuid => conversation,
        Nullable<SqlUuid> => recipient.map(UserId::into_uuid),
    )
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

pub(super) async fn add(db: &Database, message: NewMessage) -> Result<Message, MessagingError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let row = conn
        .transaction::<MessageRow, DieselError, _>(async |conn| {
            // The conversation first: its lock orders the messages' `seq`.
            let read_mark =
                lock_conversation(conn, message.conversation_id, Some(message.recipient)).await?;
            // The conversation moves up; the sender has read up to their own message.
            prepared!(
                "UPDATE conversations SET last_message_at = greatest(last_message_at, $2),
                     read_a = CASE WHEN user_a = $3 THEN greatest(read_a, $2)
                                   ELSE read_a END,
                     read_b = CASE WHEN user_b = $3 THEN greatest(read_b, $2)
                                   ELSE read_b END
                 WHERE id = $1",
                SqlUuid => message.conversation_id,
                Timestamptz => message.sent_at,
                SqlUuid => message.sender.into_uuid(),
            )
            .execute(conn)
            .await?;
            let row: MessageRow = prepared!(
                format!(
                "INSERT INTO messages AS m (id, conversation_id, sender_id, body, state, note,
                                            sent_at, delivered_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7,
                         CASE WHEN $5 = 'delivered' THEN $7 END)
                 RETURNING {MESSAGE}"
            ),
                SqlUuid => message.id,
                SqlUuid => message.conversation_id,
                SqlUuid => message.sender.into_uuid(),
                Text => message.body.clone(),
                Text => message.state.as_str(),
                Nullable<Text> => message.note.clone(),
                Timestamptz => message.sent_at,
            )
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
                    Timestamptz => message.sent_at,
                )
                .execute(conn)
                .await?;
                prepared!(
                    "INSERT INTO message_attachments (message_id, media_id, name, kind)
                     VALUES ($1, $2, $3, $4)",
                    SqlUuid => message.id,
                    SqlUuid => media,
                    Text => file.name.clone(),
                    Text => file.kind.clone(),
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

pub(super) async fn moderate(
    db: &Database,
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
    let mut conn = db.conn().await.map_err(internal)?;
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
            let of: Vec<Of> = prepared!(
                "SELECT m.conversation_id,
                        CASE WHEN c.user_a = m.sender_id THEN c.user_b ELSE c.user_a END
                            AS recipient
                 FROM messages m JOIN conversations c ON c.id = m.conversation_id
                 WHERE m.id = $1",
                SqlUuid => message,
            )
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
            let rows: Vec<MessageRow> = prepared!(
                format!(
                "UPDATE messages AS m SET
                     state = CASE WHEN $2 THEN 'delivered' ELSE 'rejected' END,
                     delivered_at = CASE WHEN $2 THEN $3 END,
                     note = CASE WHEN $2 THEN m.note ELSE $4 END,
                     seq = nextval('messages_seq')
                 WHERE m.id = $1 AND m.state IN ('held', 'hidden') AND m.sender_id <> $5
                 RETURNING {MESSAGE}"
            ),
                SqlUuid => message,
                Bool => approve,
                Timestamptz => at,
                Nullable<Text> => reason.clone(),
                SqlUuid => by.into_uuid(),
            )
            .load(conn)
            .await?;
            let Some(row) = rows.into_iter().next() else {
                return Ok(None);
            };
            prepared!(
                "INSERT INTO message_moderations (id, message_id, moderator_id, decision,
                                                  reason, decided_at)
                 VALUES ($1, $2, $3, CASE WHEN $4 THEN 'approved' ELSE 'rejected' END, $5, $6)",
                SqlUuid => Uuid::now_v7(),
                SqlUuid => message,
                SqlUuid => by.into_uuid(),
                Bool => approve,
                Nullable<Text> => reason.clone(),
                Timestamptz => at,
            )
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
