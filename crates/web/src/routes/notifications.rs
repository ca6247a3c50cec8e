//! `/api/notifications/` (decision 015): each person's in-app messages and unread count, and for
//! admins holding `settings.change` the outbox of every e-mail, SMS and in-app message, with
//! retry and cancel.

use actix_web::{HttpRequest, HttpResponse, web};
use messaging::notifications::{Channel, Event, Notification, OutboxCounts, OutboxFilter, Status};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::request::Query;
use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
};

/// A message's channel.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChannelName {
    Email,
    Sms,
    InApp,
}

impl From<Channel> for ChannelName {
    fn from(c: Channel) -> Self {
        match c {
            Channel::Email => Self::Email,
            Channel::Sms => Self::Sms,
            Channel::InApp => Self::InApp,
        }
    }
}

impl From<ChannelName> for Channel {
    fn from(c: ChannelName) -> Self {
        match c {
            ChannelName::Email => Self::Email,
            ChannelName::Sms => Self::Sms,
            ChannelName::InApp => Self::InApp,
        }
    }
}

/// Where a message is: `pending` (waiting, or to be tried again), `sent`, `failed` (it will not
/// be tried again), `cancelled`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StatusName {
    Pending,
    Sent,
    Failed,
    Cancelled,
}

impl From<Status> for StatusName {
    fn from(s: Status) -> Self {
        match s {
            Status::Pending => Self::Pending,
            Status::Sent => Self::Sent,
            Status::Failed => Self::Failed,
            Status::Cancelled => Self::Cancelled,
        }
    }
}

impl From<StatusName> for Status {
    fn from(s: StatusName) -> Self {
        match s {
            StatusName::Pending => Self::Pending,
            StatusName::Sent => Self::Sent,
            StatusName::Failed => Self::Failed,
            StatusName::Cancelled => Self::Cancelled,
        }
    }
}

/// What a message is about.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventName {
    VerifyEmail,
    ResetPassword,
    AccountApproved,
    Welcome,
    NewsletterConfirm,
    ResultReleased,
    AbsentNotice,
    FeeReminder,
    ExamSchedule,
    EventAnnouncement,
    DisciplinaryAction,
    NewMessage,
    PaymentReceipt,
}

impl From<Event> for EventName {
    fn from(e: Event) -> Self {
        match e {
            Event::VerifyEmail => Self::VerifyEmail,
            Event::ResetPassword => Self::ResetPassword,
            Event::AccountApproved => Self::AccountApproved,
            Event::Welcome => Self::Welcome,
            Event::NewsletterConfirm => Self::NewsletterConfirm,
            Event::ResultReleased => Self::ResultReleased,
            Event::AbsentNotice => Self::AbsentNotice,
            Event::FeeReminder => Self::FeeReminder,
            Event::ExamSchedule => Self::ExamSchedule,
            Event::EventAnnouncement => Self::EventAnnouncement,
            Event::DisciplinaryAction => Self::DisciplinaryAction,
            Event::NewMessage => Self::NewMessage,
            Event::PaymentReceipt => Self::PaymentReceipt,
        }
    }
}

impl From<EventName> for Event {
    fn from(e: EventName) -> Self {
        match e {
            EventName::VerifyEmail => Self::VerifyEmail,
            EventName::ResetPassword => Self::ResetPassword,
            EventName::AccountApproved => Self::AccountApproved,
            EventName::Welcome => Self::Welcome,
            EventName::NewsletterConfirm => Self::NewsletterConfirm,
            EventName::ResultReleased => Self::ResultReleased,
            EventName::AbsentNotice => Self::AbsentNotice,
            EventName::FeeReminder => Self::FeeReminder,
            EventName::ExamSchedule => Self::ExamSchedule,
            EventName::EventAnnouncement => Self::EventAnnouncement,
            EventName::DisciplinaryAction => Self::DisciplinaryAction,
            EventName::NewMessage => Self::NewMessage,
            EventName::PaymentReceipt => Self::PaymentReceipt,
        }
    }
}

/// One of the caller's in-app messages.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationBody {
    pub id: Uuid,
    pub event: EventName,
    pub subject: String,
    pub body: String,
    /// The portal page it is about, if any.
    pub link: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
    /// When the caller read it; `null` while unread.
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub read_at: Option<OffsetDateTime>,
}

impl From<Notification> for NotificationBody {
    fn from(m: Notification) -> Self {
        Self {
            id: m.id,
            event: m.event.into(),
            subject: m.subject,
            body: m.body,
            link: m.link,
            created_at: m.created_at,
            read_at: m.read_at,
        }
    }
}

/// A message in the outbox, as an admin sees it: a secret link's token is hidden.
#[derive(Debug, Serialize, ToSchema)]
pub struct OutboxMessageBody {
    pub id: Uuid,
    pub event: EventName,
    pub channel: ChannelName,
    pub status: StatusName,
    /// The account it is for; `null` for a newsletter subscriber.
    pub user_id: Option<Uuid>,
    /// The e-mail address or phone number; empty for in-app messages.
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attempts: u32,
    /// When it is next tried (pending messages).
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub next_attempt_at: OffsetDateTime,
    /// Why the last try did not send it.
    pub last_error: Option<String>,
    pub provider_message_id: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub sent_at: Option<OffsetDateTime>,
}

impl From<Notification> for OutboxMessageBody {
    fn from(m: Notification) -> Self {
        Self {
            body: m.body_for_admin(),
            id: m.id,
            event: m.event.into(),
            channel: m.channel.into(),
            status: m.status.into(),
            user_id: m.user_id.map(|u| *u.as_uuid()),
            recipient: m.recipient,
            subject: m.subject,
            attempts: m.attempts,
            next_attempt_at: m.next_attempt_at,
            last_error: m.last_error,
            provider_message_id: m.provider_message_id,
            created_at: m.created_at,
            sent_at: m.sent_at,
        }
    }
}

/// How many messages wait and how many failed.
#[derive(Debug, Serialize, ToSchema)]
pub struct OutboxCountsBody {
    pub pending: u64,
    pub failed: u64,
    /// Pending messages waiting for their channel's settings: no provider set, or one set
    /// without what it needs (a sender address, a sender ID, a password that can be read).
    pub waiting_for_provider: u64,
}

impl From<OutboxCounts> for OutboxCountsBody {
    fn from(c: OutboxCounts) -> Self {
        Self {
            pending: c.pending,
            failed: c.failed,
            waiting_for_provider: c.waiting_for_provider,
        }
    }
}

/// The caller's unread count.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnreadCount {
    pub count: u64,
}

/// How many messages were marked read.
#[derive(Debug, Serialize, ToSchema)]
pub struct MarkedRead {
    pub marked: u64,
}

/// Which of the caller's messages to list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// Only the unread ones.
    pub unread: Option<bool>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// Which outbox messages to list.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OutboxQuery {
    pub status: Option<StatusName>,
    pub channel: Option<ChannelName>,
    pub event: Option<EventName>,
    /// Part of the recipient or the subject, in any case.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The caller's in-app messages, newest first.
#[utoipa::path(get, path = "/api/notifications/", tag = "notifications", security(("bearer" = [])),
    params(InboxQuery),
    responses((status = 200, body = Paginated<NotificationBody>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn inbox(
    req: HttpRequest,
    caller: Caller,
    state: web::Data<AppState>,
    query: Query<InboxQuery>,
) -> Result<HttpResponse, ApiError> {
    let q = query.into_inner();
    let page = page_request(q.page, q.page_size)?;
    let found = state
        .notifications
        .inbox(&caller, q.unread.unwrap_or(false), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, NotificationBody::from)))
}

/// How many of the caller's in-app messages are unread (the bell).
#[utoipa::path(get, path = "/api/notifications/unread_count/", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = UnreadCount), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn unread_count(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let count = state.notifications.unread_count(&caller).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(UnreadCount { count }))
}

/// Marks one of the caller's messages read. Another person's message is not found.
#[utoipa::path(post, path = "/api/notifications/{id}/read/", tag = "notifications", security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn mark_read(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    state.notifications.mark_read(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Marks every message of the caller read.
#[utoipa::path(post, path = "/api/notifications/read_all/", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = MarkedRead), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn mark_all_read(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let marked = state.notifications.mark_all_read(&caller).await?;
    Ok(HttpResponse::Ok().json(MarkedRead { marked }))
}

/// The outbox: every message the portal sent or will send, newest first (`settings.change`).
#[utoipa::path(get, path = "/api/notifications/outbox/", tag = "notifications", security(("bearer" = [])),
    params(OutboxQuery),
    responses((status = 200, body = Paginated<OutboxMessageBody>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn outbox(
    req: HttpRequest,
    caller: Caller,
    state: web::Data<AppState>,
    query: Query<OutboxQuery>,
) -> Result<HttpResponse, ApiError> {
    let q = query.into_inner();
    let page = page_request(q.page, q.page_size)?;
    let filter = OutboxFilter {
        status: q.status.map(Into::into),
        channel: q.channel.map(Into::into),
        event: q.event.map(Into::into),
        search: q.search,
    };
    let found = state.notifications.outbox(&caller, &filter, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, OutboxMessageBody::from)))
}

/// How many messages wait and how many failed (the admin dashboard).
#[utoipa::path(get, path = "/api/notifications/outbox/counts/", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = OutboxCountsBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn outbox_counts(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let counts = state.notifications.counts(&caller).await?;
    Ok(HttpResponse::Ok().json(OutboxCountsBody::from(counts)))
}

/// One outbox message.
#[utoipa::path(get, path = "/api/notifications/outbox/{id}/", tag = "notifications", security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 200, body = OutboxMessageBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn outbox_message(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let message = state.notifications.message(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(OutboxMessageBody::from(message)))
}

/// Sends a failed or cancelled e-mail or SMS again, at once, with its tries counted afresh.
#[utoipa::path(post, path = "/api/notifications/outbox/{id}/retry/", tag = "notifications", security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 200, body = OutboxMessageBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn retry(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let message = state.notifications.retry(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(OutboxMessageBody::from(message)))
}

/// Cancels a message that has not been sent yet.
#[utoipa::path(post, path = "/api/notifications/outbox/{id}/cancel/", tag = "notifications", security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses((status = 200, body = OutboxMessageBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn cancel(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let message = state.notifications.cancel(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(OutboxMessageBody::from(message)))
}
