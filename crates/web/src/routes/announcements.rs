//! Announcements (spec §7, decision 008): admins holding `announcements.manage` write them;
//! everyone, visitors included, lists the ones meant for them.

use actix_web::{HttpRequest, HttpResponse, web};
use messaging::{
    Announcement, AnnouncementDraft, AnnouncementOrder, AnnouncementQuery, Audience, Author,
    Priority, Viewer,
};
use serde::{Deserialize, Deserializer, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::extract::messaging_viewer;
use crate::request::Json;
use crate::{
    ApiError, AppState, CurrentUser, ErrorBody, MaybeUser,
    pagination::{Paginated, page_request},
};

/// An announcement as answered.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnnouncementBody {
    pub id: Uuid,
    pub title: String,
    pub content: String,
    pub priority: Priority,
    pub target_audience: Audience,
    pub is_active: bool,
    /// The author's account id; `null` once that account is gone.
    pub created_by: Option<Uuid>,
    pub created_by_name: String,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: OffsetDateTime,
    /// When it stops being shown; `null` for never.
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<OffsetDateTime>,
}

impl From<Announcement> for AnnouncementBody {
    fn from(a: Announcement) -> Self {
        Self {
            id: a.id,
            title: a.title,
            content: a.content,
            priority: a.priority,
            target_audience: a.target_audience,
            is_active: a.is_active,
            created_by: a.created_by,
            created_by_name: a.created_by_name,
            created_at: a.created_at,
            updated_at: a.updated_at,
            expires_at: a.expires_at,
        }
    }
}

/// An announcement as `viewer` may see it: the author's account id is for admins only.
fn body_for(viewer: Viewer, announcement: Announcement) -> AnnouncementBody {
    let mut body = AnnouncementBody::from(announcement);
    if !viewer.sees_all() {
        body.created_by = None;
    }
    body
}

/// A new announcement, or the whole of a replaced one.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AnnouncementForm {
    pub title: String,
    pub content: String,
    /// `MEDIUM` when left out.
    #[serde(default)]
    pub priority: Option<Priority>,
    /// `ALL` when left out.
    #[serde(default)]
    pub target_audience: Option<Audience>,
    /// `true` when left out.
    #[serde(default)]
    pub is_active: Option<bool>,
    /// RFC 3339, in the future; `null` or left out for never.
    #[serde(default, with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<OffsetDateTime>,
}

/// A new announcement, and whether to tell its audience now.
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewAnnouncementForm {
    #[serde(flatten)]
    pub announcement: AnnouncementForm,
    /// Also tell its audience, in the portal and by e-mail and SMS as the notification settings
    /// and each person's preferences say (`false` when left out).
    #[serde(default)]
    pub notify: bool,
}

/// A published announcement, and how many messages tell its audience.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedAnnouncement {
    #[serde(flatten)]
    pub announcement: AnnouncementBody,
    /// How many messages were written to tell its audience (0 unless `notify` was asked).
    pub messages: usize,
}

impl From<AnnouncementForm> for AnnouncementDraft {
    fn from(f: AnnouncementForm) -> Self {
        Self {
            title: f.title,
            content: f.content,
            priority: f.priority.unwrap_or(Priority::Medium),
            target_audience: f.target_audience.unwrap_or(Audience::All),
            is_active: f.is_active.unwrap_or(true),
            expires_at: f.expires_at,
        }
    }
}

/// Some fields of an announcement; the others keep their value.
#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct AnnouncementPatch {
    pub title: Option<String>,
    pub content: Option<String>,
    pub priority: Option<Priority>,
    pub target_audience: Option<Audience>,
    pub is_active: Option<bool>,
    /// RFC 3339; `null` removes the expiry.
    #[serde(deserialize_with = "present")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<Option<OffsetDateTime>>,
}

/// Tells a field sent as `null` (`Some(None)`) from one left out (`None`).
fn present<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<OffsetDateTime>>, D::Error> {
    time::serde::rfc3339::option::deserialize(d).map(Some)
}

impl AnnouncementPatch {
    fn apply(self, draft: AnnouncementDraft) -> AnnouncementDraft {
        AnnouncementDraft {
            title: self.title.unwrap_or(draft.title),
            content: self.content.unwrap_or(draft.content),
            priority: self.priority.unwrap_or(draft.priority),
            target_audience: self.target_audience.unwrap_or(draft.target_audience),
            is_active: self.is_active.unwrap_or(draft.is_active),
            expires_at: self.expires_at.unwrap_or(draft.expires_at),
        }
    }
}

/// The list's filters (repeat `priority` or `target_audience` for several), search, ordering and
/// page.
#[derive(Debug, Default, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AnnouncementParams {
    /// Case-insensitive, in the title or the content.
    pub search: Option<String>,
    /// `LOW`, `MEDIUM` or `HIGH`; repeat for several.
    pub priority: Option<Vec<String>>,
    /// `ALL`, `STUDENTS`, `TEACHERS` or `PARENTS`; repeat for several.
    pub target_audience: Option<Vec<String>>,
    pub is_active: Option<bool>,
    /// `created_at`, `priority`, `expires_at`, `title`, comma-separated, `-` to reverse;
    /// default `-priority,-created_at`.
    pub ordering: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

fn invalid(field: &str, message: &str) -> ApiError {
    ApiError::validation(
        "Some filters are not valid. Correct them and try again.",
        [(field.to_owned(), vec![message.to_owned()])].into(),
    )
}

/// Reads the query string, where a repeated parameter is a list (product.md §1).
fn parse_query(req: &HttpRequest) -> Result<(AnnouncementQuery, kernel::PageRequest), ApiError> {
    let mut query = AnnouncementQuery::default();
    let (mut page, mut size) = (None, None);
    let number = |field: &str, value: &str| {
        value
            .parse::<u32>()
            .map_err(|_| invalid(field, "Send a whole number."))
    };
    for (key, value) in url::form_urlencoded::parse(req.query_string().as_bytes()) {
        let value = value.trim();
        // A cleared search box means no search; any other filter sent empty is a mistake that
        // must not widen the list silently.
        if value.is_empty() {
            if key == "search" || key == "ordering" {
                continue;
            }
            return Err(invalid(&key, "Give a value, or leave this filter out."));
        }
        match key.as_ref() {
            "search" => query.search = Some(value.to_owned()),
            "priority" => query.priorities.push(
                Priority::parse(value)
                    .ok_or_else(|| invalid("priority", "Choose LOW, MEDIUM or HIGH."))?,
            ),
            "target_audience" => query.audiences.push(Audience::parse(value).ok_or_else(|| {
                invalid(
                    "target_audience",
                    "Choose ALL, STUDENTS, TEACHERS or PARENTS.",
                )
            })?),
            "is_active" => {
                query.is_active = Some(match value {
                    "true" | "1" => true,
                    "false" | "0" => false,
                    _ => return Err(invalid("is_active", "Send true or false.")),
                })
            }
            "ordering" => {
                query.order = AnnouncementOrder::parse(value).ok_or_else(|| {
                    invalid(
                        "ordering",
                        "Order by created_at, priority, expires_at or title, with - to reverse.",
                    )
                })?
            }
            "page" => page = Some(number("page", value)?),
            "page_size" => size = Some(number("page_size", value)?),
            // Other parameters (a cache-busting timestamp, say) change nothing.
            _ => {}
        }
    }
    Ok((query, page_request(page, size)?))
}

/// The announcements the caller may see: admins all of them; students, teachers and parents the
/// active, unexpired ones for everyone or for their role; visitors the ones for everyone.
#[utoipa::path(
    get,
    path = "/api/school-settings/announcements/",
    tag = "announcements",
    params(AnnouncementParams),
    responses(
        (status = 200, description = "One page of announcements", body = Paginated<AnnouncementBody>),
        (status = 422, description = "A filter is not valid", body = ErrorBody),
    )
)]
pub async fn list_announcements(
    req: HttpRequest,
    user: MaybeUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let (query, page) = parse_query(&req)?;
    let viewer = messaging_viewer(&state, user.0.as_ref()).await?;
    let found = state.announcements.list(viewer, query, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |a| body_for(viewer, a))))
}

/// One announcement, if the caller may see it (404 otherwise).
#[utoipa::path(
    get,
    path = "/api/school-settings/announcements/{id}/",
    tag = "announcements",
    params(("id" = Uuid, Path)),
    responses(
        (status = 200, description = "The announcement", body = AnnouncementBody),
        (status = 404, description = "No such announcement for this caller", body = ErrorBody),
    )
)]
pub async fn get_announcement(
    user: MaybeUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, user.0.as_ref()).await?;
    let found = state.announcements.get(viewer, id.into_inner()).await?;
    Ok(HttpResponse::Ok().json(body_for(viewer, found)))
}

/// Publishes an announcement (`announcements.manage`).
#[utoipa::path(
    post,
    path = "/api/school-settings/announcements/",
    tag = "announcements",
    security(("bearer" = [])),
    request_body = NewAnnouncementForm,
    responses(
        (status = 201, description = "Created", body = CreatedAnnouncement),
        (status = 403, description = "The caller may not manage announcements", body = ErrorBody),
        (status = 422, description = "Invalid fields", body = ErrorBody),
    )
)]
pub async fn create_announcement(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Json<NewAnnouncementForm>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    let author = Author {
        id: user.0.id.into_uuid(),
        name: user.0.full_name(),
    };
    let form = form.into_inner();
    let draft = form.announcement.into();
    let (created, messages) = if form.notify {
        state
            .announcements
            .create_and_tell(
                viewer,
                author,
                draft,
                &state.notifications,
                &state.public_url,
            )
            .await?
    } else {
        (state.announcements.create(viewer, author, draft).await?, 0)
    };
    Ok(HttpResponse::Created().json(CreatedAnnouncement {
        announcement: AnnouncementBody::from(created),
        messages,
    }))
}

/// Replaces an announcement (`announcements.manage`); fields left out take their defaults.
#[utoipa::path(
    put,
    path = "/api/school-settings/announcements/{id}/",
    tag = "announcements",
    security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    request_body = AnnouncementForm,
    responses(
        (status = 200, description = "Replaced", body = AnnouncementBody),
        (status = 403, description = "The caller may not manage announcements", body = ErrorBody),
        (status = 404, description = "No such announcement", body = ErrorBody),
        (status = 422, description = "Invalid fields", body = ErrorBody),
    )
)]
pub async fn replace_announcement(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    form: Json<AnnouncementForm>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    let draft = AnnouncementDraft::from(form.into_inner());
    let updated = state
        .announcements
        .update(viewer, id.into_inner(), |_| draft)
        .await?;
    Ok(HttpResponse::Ok().json(AnnouncementBody::from(updated)))
}

/// Changes some fields of an announcement (`announcements.manage`).
#[utoipa::path(
    patch,
    path = "/api/school-settings/announcements/{id}/",
    tag = "announcements",
    security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    request_body = AnnouncementPatch,
    responses(
        (status = 200, description = "Changed", body = AnnouncementBody),
        (status = 403, description = "The caller may not manage announcements", body = ErrorBody),
        (status = 404, description = "No such announcement", body = ErrorBody),
        (status = 422, description = "Invalid fields", body = ErrorBody),
    )
)]
pub async fn update_announcement(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    patch: Json<AnnouncementPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    let patch = patch.into_inner();
    let updated = state
        .announcements
        .update(viewer, id.into_inner(), |draft| patch.apply(draft))
        .await?;
    Ok(HttpResponse::Ok().json(AnnouncementBody::from(updated)))
}

/// Deletes an announcement (`announcements.manage`).
#[utoipa::path(
    delete,
    path = "/api/school-settings/announcements/{id}/",
    tag = "announcements",
    security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "The caller may not manage announcements", body = ErrorBody),
        (status = 404, description = "No such announcement", body = ErrorBody),
    )
)]
pub async fn delete_announcement(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    state.announcements.delete(viewer, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
