//! Uploaded files: the profile picture upload (spec §7, at its exact path) and serving files.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, http::header, web};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{ApiError, AppState, CurrentUser, ErrorBody, request::read_file_field};

/// No profile picture is read past the largest size the settings may allow (the school's own
/// limit, lower, is checked by the domain).
pub const UPLOAD_CEILING: usize = settings::validate::MAX_PROFILE_IMAGE_MB as usize * 1024 * 1024;

/// Where the new picture is served.
#[derive(Debug, Serialize, ToSchema)]
pub struct PictureResponse {
    pub profile_picture_url: String,
}

/// Sets the caller's profile picture: an image (PNG, JPEG, WebP or GIF, judged by its content)
/// within the school's size limit, sent as multipart field `profile_image`.
#[utoipa::path(
    post,
    path = "/api/profiles/profiles/upload_profile_picture/",
    tag = "profiles",
    security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", description = "One field, profile_image"),
    responses(
        (status = 200, description = "Stored", body = PictureResponse),
        (status = 403, description = "The school does not allow pictures", body = ErrorBody),
        (status = 413, description = "Larger than the school allows", body = ErrorBody),
        (status = 415, description = "Not a picture", body = ErrorBody),
    )
)]
pub async fn upload_profile_picture(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    // The school's own limit (at most the ceiling) is checked by the domain with its sentence.
    let content = read_file_field(form, "profile_image", UPLOAD_CEILING).await?;
    let updated = state.auth.set_profile_picture(&user.0, content).await?;
    Ok(HttpResponse::Ok().json(PictureResponse {
        profile_picture_url: updated.profile_picture.unwrap_or_default(),
    }))
}

/// Serves an uploaded file. Its URL changes when the file does, so it is cached for a year.
pub async fn serve(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, checksum) = path.into_inner();
    let not_found = || {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "media.not_found",
            "There is no such file.",
        )
    };
    let (file, content) = state
        .media
        .get(id)
        .await
        .map_err(ApiError::internal)?
        .ok_or_else(not_found)?;
    // The URL carries exactly the first 16 hex digits of the checksum (`StoredFile::url`).
    if checksum.len() != 16 || !file.checksum.starts_with(&checksum) {
        return Err(not_found());
    }
    let etag = format!("\"{}\"", file.checksum);
    if req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        == Some(etag.as_str())
    {
        return Ok(HttpResponse::NotModified().finish());
    }
    Ok(HttpResponse::Ok()
        .content_type(file.content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::ETAG, etag))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; sandbox",
        ))
        .body(content))
}
