//! Conversations between the school and families (issue 19, decisions/023):
//! `/api/conversations/` for the two people of each (the inbox, whom one may write to, a
//! thread and what changed in it since a cursor, sending), and `/api/messages/` for the
//! moderators (the waiting messages, approve, reject with a reason).
//!
//! A person the caller may not write to, and a conversation they are not in, answer 404 alike,
//! so the directory cannot be walked.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{StudentId, UserId};
use messaging::conversations::{
    AttachmentInfo, Contact, Conversation, InboxEntry, Message, MessageState, Person, StudentRef,
    Waiting,
};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    request::{Json, malformed, no_file, query, read_fields},
};

/// One of the two people of a conversation, or someone the caller may write to.
#[derive(Debug, Serialize, ToSchema)]
pub struct PersonBody {
    /// Their account.
    pub id: Uuid,
    /// `admin`, `teacher`, `parent` or `student`.
    pub role: String,
    pub name: String,
}

impl From<&Person> for PersonBody {
    fn from(p: &Person) -> Self {
        Self {
            id: p.user.into_uuid(),
            role: p.role.as_str().to_owned(),
            name: p.name.clone(),
        }
    }
}

/// The student a conversation is about.
#[derive(Debug, Serialize, ToSchema)]
pub struct StudentRefBody {
    pub id: Uuid,
    pub name: String,
}

impl From<&StudentRef> for StudentRefBody {
    fn from(s: &StudentRef) -> Self {
        Self {
            id: s.id.into_uuid(),
            name: s.name.clone(),
        }
    }
}

/// Someone the caller may write to now, with the students who relate them (a teacher and a
/// parent: the parent's children the teacher teaches; two parents: the classmates).
#[derive(Debug, Serialize, ToSchema)]
pub struct ContactBody {
    pub id: Uuid,
    pub role: String,
    pub name: String,
    pub students: Vec<StudentRefBody>,
}

impl From<Contact> for ContactBody {
    fn from(c: Contact) -> Self {
        Self {
            id: c.user.into_uuid(),
            role: c.role.as_str().to_owned(),
            name: c.name,
            students: c.students.iter().map(StudentRefBody::from).collect(),
        }
    }
}

/// Where a message stands, as its reader may know it: `held` (waiting for a moderator; a
/// message the filters hid reads as held to anyone but a moderator), `hidden` (moderators
/// only), `delivered`, `rejected` (its sender reads the reason in `note`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MessageStateName {
    Delivered,
    Held,
    Hidden,
    Rejected,
}

impl From<MessageState> for MessageStateName {
    fn from(s: MessageState) -> Self {
        match s {
            MessageState::Delivered => Self::Delivered,
            MessageState::Held => Self::Held,
            MessageState::Hidden => Self::Hidden,
            MessageState::Rejected => Self::Rejected,
        }
    }
}

/// A message's file: `GET /api/messages/{id}/attachment/` serves it.
#[derive(Debug, Serialize, ToSchema)]
pub struct AttachmentBody {
    pub name: String,
    /// Its type, judged from its content: `pdf`, `jpg`, `png`, `docx`...
    pub kind: String,
    pub bytes: u64,
}

impl From<AttachmentInfo> for AttachmentBody {
    fn from(a: AttachmentInfo) -> Self {
        Self {
            name: a.name,
            kind: a.kind,
            bytes: a.bytes,
        }
    }
}

/// A message, plain text.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageBody {
    pub id: Uuid,
    pub conversation_id: Uuid,
    pub sender_id: Uuid,
    /// The caller sent it.
    pub mine: bool,
    pub body: String,
    pub state: MessageStateName,
    /// A rejection's reason (for its sender), or why it waits (for moderators).
    pub note: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub sent_at: OffsetDateTime,
    /// When its recipient could first read it; `null` while it waits.
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub delivered_at: Option<OffsetDateTime>,
    /// The cursor an open thread asks after (`?after=`).
    pub seq: i64,
    /// The file sent with it, if any.
    pub attachment: Option<AttachmentBody>,
}

impl MessageBody {
    fn of(m: Message, viewer: UserId) -> Self {
        Self {
            id: m.id,
            conversation_id: m.conversation_id,
            sender_id: m.sender.into_uuid(),
            mine: m.sender == viewer,
            body: m.body,
            state: m.state.into(),
            note: m.note,
            sent_at: m.sent_at,
            delivered_at: m.delivered_at,
            seq: m.seq,
            attachment: m.attachment.map(AttachmentBody::from),
        }
    }
}

/// A conversation: its two people, the one the caller writes to, and the student it is about.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConversationBody {
    pub id: Uuid,
    /// `admin_teacher`, `teacher_parent`, `teacher_student` or `parent_parent`.
    pub pair: String,
    pub people: Vec<PersonBody>,
    /// The other person, when the caller is one of the two.
    pub with: Option<PersonBody>,
    pub about: Option<StudentRefBody>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
}

impl ConversationBody {
    fn of(c: &Conversation, viewer: UserId) -> Self {
        Self {
            id: c.id,
            pair: c.pair.as_str().to_owned(),
            people: c.people.iter().map(PersonBody::from).collect(),
            with: c.has(viewer).then(|| c.other(viewer).into()),
            about: c.about.as_ref().map(StudentRefBody::from),
            created_at: c.created_at,
        }
    }
}

/// A line of the inbox.
#[derive(Debug, Serialize, ToSchema)]
pub struct InboxLine {
    pub conversation: ConversationBody,
    /// The last message the caller may see.
    pub last: Option<MessageBody>,
    /// Messages delivered to the caller since they last read it.
    pub unread: u32,
}

/// The caller's conversations, the latest first, with what is unread.
#[derive(Debug, Serialize, ToSchema)]
pub struct InboxBody {
    pub results: Vec<InboxLine>,
    /// Unread messages across every conversation.
    pub unread: u32,
}

/// A thread: the conversation, its messages (oldest first), and the cursor to ask after.
#[derive(Debug, Serialize, ToSchema)]
pub struct ThreadBody {
    pub conversation: ConversationBody,
    pub messages: Vec<MessageBody>,
    /// The highest `seq` answered (or the `after` asked, when nothing is new).
    pub cursor: i64,
}

/// A new conversation's first message.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewConversationInput {
    /// The account written to: one of `GET /api/conversations/contacts/`.
    pub to: Uuid,
    /// The student it is about, for a teacher and a parent with several in common.
    #[serde(default)]
    pub about: Option<Uuid>,
    /// Plain text, at most 2,000 characters.
    pub body: String,
}

/// The conversation and the message just written in it.
#[derive(Debug, Serialize, ToSchema)]
pub struct StartedBody {
    pub conversation: ConversationBody,
    pub message: MessageBody,
}

/// A message to send.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageInput {
    /// Plain text, at most 2,000 characters.
    pub body: String,
}

/// A rejection's reason, which the sender reads.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RejectInput {
    pub reason: String,
}

/// A message waiting for a moderator, with its conversation.
#[derive(Debug, Serialize, ToSchema)]
pub struct WaitingBody {
    pub conversation: ConversationBody,
    pub message: MessageBody,
}

/// The caller's conversations, the latest first, each with its last message and unread count.
#[utoipa::path(get, path = "/api/conversations/", tag = "messages", security(("bearer" = [])),
    responses((status = 200, body = InboxBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn inbox(caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let me = caller.user();
    let lines: Vec<InboxLine> = state
        .conversations
        .inbox(&caller)
        .await?
        .into_iter()
        .map(|e: InboxEntry| InboxLine {
            conversation: ConversationBody::of(&e.conversation, me),
            last: e.last.map(|m| MessageBody::of(m, me)),
            unread: e.unread,
        })
        .collect();
    let unread = lines.iter().map(|l| l.unread).sum();
    Ok(HttpResponse::Ok().json(InboxBody {
        results: lines,
        unread,
    }))
}

/// The people the caller may write to now: related through a class, in a pair of roles the
/// school's chat settings open.
#[utoipa::path(get, path = "/api/conversations/contacts/", tag = "messages", security(("bearer" = [])),
    responses((status = 200, body = Vec<ContactBody>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn contacts(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let list: Vec<ContactBody> = state
        .conversations
        .contacts(&caller)
        .await?
        .into_iter()
        .map(ContactBody::from)
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// Writes to someone: in the conversation the two have about that student, opened if they have
/// none. The message may be delivered, or held for a moderator (`state`).
#[utoipa::path(post, path = "/api/conversations/", tag = "messages", security(("bearer" = [])),
    request_body = NewConversationInput,
    responses((status = 201, body = StartedBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn start(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<NewConversationInput>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner();
    let me = caller.user();
    let (conversation, message) = state
        .conversations
        .start(
            &caller,
            UserId::from_uuid(input.to),
            input.about.map(StudentId::from_uuid),
            &input.body,
        )
        .await?;
    Ok(HttpResponse::Created().json(StartedBody {
        conversation: ConversationBody::of(&conversation, me),
        message: MessageBody::of(message, me),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ThreadParams {
    /// Only the messages written or decided on after this cursor (an open thread's `cursor`).
    pub after: Option<i64>,
}

/// A conversation's latest 500 messages the caller may see, oldest first (its two people, and
/// moderators); reading it marks it read. With `after`, only what changed since.
#[utoipa::path(get, path = "/api/conversations/{id}/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The conversation"), ThreadParams),
    responses((status = 200, body = ThreadBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn thread(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: ThreadParams = query(&req)?;
    let me = caller.user();
    let (conversation, messages) = state.conversations.thread(&caller, *id, p.after).await?;
    let cursor = messages
        .iter()
        .map(|m| m.seq)
        .chain(p.after)
        .max()
        .unwrap_or(0);
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(ThreadBody {
            conversation: ConversationBody::of(&conversation, me),
            messages: messages
                .into_iter()
                .map(|m| MessageBody::of(m, me))
                .collect(),
            cursor,
        }))
}

/// Writes in one of the caller's conversations.
#[utoipa::path(post, path = "/api/conversations/{id}/messages/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The conversation")),
    request_body = MessageInput,
    responses((status = 201, body = MessageBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn send(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<MessageInput>,
) -> Result<HttpResponse, ApiError> {
    let message = state
        .conversations
        .send(&caller, *id, &body.into_inner().body)
        .await?;
    Ok(HttpResponse::Created().json(MessageBody::of(message, caller.user())))
}

/// The messages waiting for a moderator, the oldest first (admins with `messages.moderate`).
#[utoipa::path(get, path = "/api/messages/", tag = "messages", security(("bearer" = [])),
    responses((status = 200, body = Vec<WaitingBody>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn waiting(caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let me = caller.user();
    let list: Vec<WaitingBody> = state
        .conversations
        .waiting(&caller)
        .await?
        .into_iter()
        .map(|w: Waiting| WaitingBody {
            conversation: ConversationBody::of(&w.conversation, me),
            message: MessageBody::of(w.message, me),
        })
        .collect();
    Ok(HttpResponse::Ok().json(list))
}

/// Delivers a waiting message; its recipient is told.
#[utoipa::path(post, path = "/api/messages/{id}/approve/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The message")),
    responses((status = 200, body = MessageBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn approve(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let message = state.conversations.approve(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(MessageBody::of(message, caller.user())))
}

/// Refuses a waiting message with a reason its sender reads.
#[utoipa::path(post, path = "/api/messages/{id}/reject/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The message")),
    request_body = RejectInput,
    responses((status = 200, body = MessageBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn reject(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<RejectInput>,
) -> Result<HttpResponse, ApiError> {
    let message = state
        .conversations
        .reject(&caller, *id, &body.into_inner().reason)
        .await?;
    Ok(HttpResponse::Ok().json(MessageBody::of(message, caller.user())))
}

/// The most a file upload reads before it is refused; each pair of roles has its own smaller
/// limit in the chat settings, which the domain applies.
const UPLOAD_LIMIT: usize = 25 * 1024 * 1024;

/// The `file` field (its name as sent and its bytes) and the optional `body` of a form.
async fn file_and_caption(form: Multipart) -> Result<(String, Vec<u8>, String), ApiError> {
    let (mut file, mut caption) = (None, String::new());
    for field in read_fields(form, &[("file", UPLOAD_LIMIT), ("body", 16 * 1024)]).await? {
        if field.name == "file" {
            file = Some((field.file_name.unwrap_or_default(), field.content));
        } else {
            caption = String::from_utf8(field.content)
                .map_err(|_| malformed("the message is not UTF-8 text"))?;
        }
    }
    file.ok_or_else(|| no_file("file"))
        .map(|(name, content)| (name, content, caption))
}

/// Sends a file (form field `file`, with an optional `body`: the message, else the file's
/// name) in one of the caller's conversations, where the chat settings let their pair share
/// files, within its size and types, judged from the content.
#[utoipa::path(post, path = "/api/conversations/{id}/attachments/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The conversation")),
    request_body(content_type = "multipart/form-data", description = "Fields file and, optionally, body"),
    responses((status = 201, body = MessageBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn send_file(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let (name, content, caption) = file_and_caption(form).await?;
    let message = state
        .conversations
        .send_file(&caller, *id, &caption, &name, content)
        .await?;
    Ok(HttpResponse::Created().json(MessageBody::of(message, caller.user())))
}

/// A message's file, to the two people of its conversation while they may see the message,
/// and to moderators. Always downloaded, never shown in the portal's origin.
#[utoipa::path(get, path = "/api/messages/{id}/attachment/", tag = "messages", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The message")),
    responses((status = 200, description = "The file", content_type = "application/octet-stream", body = Vec<u8>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn attachment(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    use actix_web::http::header;
    let file = state.conversations.attachment(&caller, *id).await?;
    let ascii: String = file
        .info
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || ".-_ ".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let encoded: String = url::form_urlencoded::byte_serialize(file.info.name.as_bytes())
        .collect::<String>()
        .replace('+', "%20");
    Ok(HttpResponse::Ok()
        .content_type(file.content_type)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}"),
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header(("X-Content-Type-Options", "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; sandbox",
        ))
        .body(file.content))
}
