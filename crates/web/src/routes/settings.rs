//! The school settings endpoints of spec §7 (decision 007).

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::header, web};
use auth::{Permission, User};
use kernel::Role;
use serde::Serialize;
use settings::{
    DesignSettings, SchoolImage, SchoolSettings, Scope, Versioned,
    model::{ChatSystem, MessageTemplates, Notifications},
};
use utoipa::ToSchema;

use crate::request::Json;
use crate::{ApiError, AppState, CurrentUser, ErrorBody, MaybeUser, request::read_file_field};

/// The design settings of every page (spec §3 "Design settings").
#[utoipa::path(
    get,
    path = "/api/school-settings/",
    tag = "school-settings",
    responses(
        (status = 200, description = "The design settings, with defaults for what is not set", body = DesignSettings),
        (status = 500, description = "The settings could not be read", body = ErrorBody),
    )
)]
pub async fn design_settings(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let design = state.settings.design_settings().await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .json(design))
}

/// The school's settings and the version they were read at.
#[derive(Debug, Serialize, ToSchema)]
pub struct SettingsResponse {
    #[serde(flatten)]
    pub settings: SchoolSettings,
    /// Grows with every change; send it back with an update (decision 007).
    pub version: i64,
}

/// The communication part of the settings and the version it was read at.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommunicationSettings {
    pub notifications_enabled: bool,
    pub notifications: Notifications,
    pub message_templates: MessageTemplates,
    pub chat_system: ChatSystem,
    pub version: i64,
}

fn is_admin(user: &User) -> bool {
    user.role == Role::Admin && user.is_active
}

/// Answers `body` with the version as an entity tag, never cached.
fn versioned<T: Serialize>(body: &T, version: i64) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::ETAG, format!("\"settings-{version}\"")))
        .json(body)
}

fn settings_answer(v: Versioned) -> HttpResponse {
    let version = v.version;
    versioned(
        &SettingsResponse {
            settings: v.settings,
            version,
        },
        version,
    )
}

/// The version an update was made from: `If-Match: "settings-N"`, else the body's `version`.
fn expected_version(req: &HttpRequest, body: &serde_json::Value) -> Result<Option<i64>, ApiError> {
    let invalid = |message: &str| {
        ApiError::validation(
            "The version of the settings you changed is not readable. Reload and try again.",
            [("version".to_owned(), vec![message.to_owned()])].into(),
        )
    };
    if let Some(tag) = req.headers().get(header::IF_MATCH) {
        let tag = tag.to_str().unwrap_or_default().trim();
        let tag = tag.strip_prefix("W/").unwrap_or(tag);
        return tag
            .trim_matches('"')
            .strip_prefix("settings-")
            .and_then(|v| v.parse().ok())
            .map(Some)
            .ok_or_else(|| invalid("If-Match must be the ETag of the settings you read."));
    }
    match body.get("version") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(v) => v
            .as_i64()
            .map(Some)
            .ok_or_else(|| invalid("The version is a whole number.")),
    }
}

/// The school's settings in the spec's snake_case names, with the spec's defaults for every
/// field the school has not set, and their `version`. Admins get everything but the secrets
/// (shown as `*Set` flags); everyone else gets the connection details blanked.
#[utoipa::path(
    get,
    path = "/api/school-settings/school-settings/",
    tag = "school-settings",
    responses(
        (status = 200, description = "The school's settings; ETag `\"settings-{version}\"`", body = SettingsResponse),
        (status = 401, description = "A token was sent but is no longer valid", body = ErrorBody),
        (status = 500, description = "The settings could not be read", body = ErrorBody),
    )
)]
pub async fn school_settings(
    user: MaybeUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let mut current = state.settings.current().await?;
    if !user.0.as_ref().is_some_and(is_admin) {
        current.settings = current.settings.public_view();
    }
    Ok(settings_answer(current))
}

/// Changes the settings sent, and only those: nested groups merge key by key, lists replace
/// whole. Send the `version` you read (or `If-Match`) so that a change someone else made
/// meanwhile is not overwritten. Secrets are write-only (decision 007).
#[utoipa::path(
    put,
    path = "/api/school-settings/school-settings/",
    tag = "school-settings",
    security(("bearer" = [])),
    request_body(content = Object, description = "The settings that changed, in the names of SchoolSettings, plus `version`"),
    params(("If-Match" = Option<String>, Header, description = "The ETag of the settings read")),
    responses(
        (status = 200, description = "The settings as stored now", body = SettingsResponse),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 409, description = "Someone changed the settings since they were read", body = ErrorBody),
        (status = 422, description = "Invalid values, one message list per field", body = ErrorBody),
    )
)]
pub async fn update_school_settings(
    req: HttpRequest,
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    state
        .auth
        .require(&user.0, Permission::SettingsChange)
        .await?;
    let body = body.into_inner();
    let expected = expected_version(&req, &body)?;
    let updated = state.settings.update(body, expected, Scope::All).await?;
    Ok(settings_answer(updated))
}

fn communication_answer(v: Versioned) -> HttpResponse {
    let s = v.settings;
    versioned(
        &CommunicationSettings {
            notifications_enabled: s.notifications_enabled,
            notifications: s.notifications,
            message_templates: s.message_templates,
            chat_system: s.chat_system,
            version: v.version,
        },
        v.version,
    )
}

/// The notification, message template and chat settings, for admins.
#[utoipa::path(
    get,
    path = "/api/school-settings/communication-settings/",
    tag = "school-settings",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The communication settings", body = CommunicationSettings),
        (status = 403, description = "Only admins read them", body = ErrorBody),
    )
)]
pub async fn communication_settings(
    user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    user.require(&[Role::Admin])?;
    Ok(communication_answer(state.settings.current().await?))
}

/// Changes the communication settings sent, as the school settings update does; other settings
/// answer 422.
#[utoipa::path(
    put,
    path = "/api/school-settings/communication-settings/",
    tag = "school-settings",
    security(("bearer" = [])),
    request_body(content = Object, description = "Any of notifications_enabled, notifications, message_templates, chat_system, plus `version`"),
    responses(
        (status = 200, description = "The communication settings as stored now", body = CommunicationSettings),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 409, description = "Someone changed the settings since they were read", body = ErrorBody),
        (status = 422, description = "Invalid values, one message list per field", body = ErrorBody),
    )
)]
pub async fn update_communication_settings(
    req: HttpRequest,
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<serde_json::Value>,
) -> Result<HttpResponse, ApiError> {
    state
        .auth
        .require(&user.0, Permission::SettingsChange)
        .await?;
    let body = body.into_inner();
    let expected = expected_version(&req, &body)?;
    let updated = state
        .settings
        .update(body, expected, Scope::Communication)
        .await?;
    Ok(communication_answer(updated))
}

async fn upload(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Multipart,
    image: SchoolImage,
) -> Result<HttpResponse, ApiError> {
    state
        .auth
        .require(&user.0, Permission::SettingsChange)
        .await?;
    let content = read_file_field(form, image.field(), image.max_bytes()).await?;
    Ok(settings_answer(
        state.settings.upload_image(image, content).await?,
    ))
}

/// Sets the school's logo: multipart field `logo`, a PNG, JPEG, WebP or ICO image of at most
/// 2 MB, judged by its content. Answers the settings with the new `logo_url`.
#[utoipa::path(
    post,
    path = "/api/school-settings/school-settings/upload-logo/",
    tag = "school-settings",
    security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", description = "One field, logo"),
    responses(
        (status = 200, description = "Stored", body = SettingsResponse),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 413, description = "Larger than 2 MB", body = ErrorBody),
        (status = 415, description = "Not an accepted image (SVG is refused)", body = ErrorBody),
    )
)]
pub async fn upload_logo(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    upload(user, state, form, SchoolImage::Logo).await
}

/// Sets the school's favicon: multipart field `favicon`, a PNG, JPEG, WebP or ICO image of at
/// most 512 KB, judged by its content. Answers the settings with the new `favicon_url`.
#[utoipa::path(
    post,
    path = "/api/school-settings/school-settings/upload-favicon/",
    tag = "school-settings",
    security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", description = "One field, favicon"),
    responses(
        (status = 200, description = "Stored", body = SettingsResponse),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 413, description = "Larger than 512 KB", body = ErrorBody),
        (status = 415, description = "Not an accepted image (SVG is refused)", body = ErrorBody),
    )
)]
pub async fn upload_favicon(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    upload(user, state, form, SchoolImage::Favicon).await
}
