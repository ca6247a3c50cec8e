//! Uploaded files: the profile picture upload (spec §7, at its exact path) and serving files.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, http::header, web};
use futures_util::StreamExt;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{ApiError, AppState, CurrentUser, ErrorBody};

/// No profile picture is read past the largest size the settings may allow (the school's own
/// limit, lower, is checked by the domain).
pub const UPLOAD_CEILING: usize = settings::validate::MAX_PROFILE_IMAGE_MB as usize * 1024 * 1024;

/// Where the new picture is served.
#[derive(Debug, Serialize, ToSchema)]
pub struct PictureResponse {
    pub profile_picture_url: String,
}

/// Reads the one file field `name` of a multipart body, refusing it (413) as soon as it passes
/// `limit` bytes, so that nothing larger than the endpoint takes is ever buffered.
pub async fn read_file_field(
    mut form: Multipart,
    name: &str,
    limit: usize,
) -> Result<Vec<u8>, ApiError> {
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|e| malformed(&e.to_string()))?;
        if field.name() != Some(name) {
            continue;
        }
        let mut content = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| malformed(&e.to_string()))?;
            if content.len() + chunk.len() > limit {
                return Err(ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    "upload.too_large",
                    format!(
                        "The file is larger than {}. Choose a smaller one.",
                        size_text(limit)
                    ),
                ));
            }
            content.extend_from_slice(&chunk);
        }
        if content.is_empty() {
            return Err(malformed("the file is empty"));
        }
        return Ok(content);
    }
    Err(ApiError::validation(
        "Choose a file to upload.",
        [(
            name.to_owned(),
            vec![format!("Send the file in the form field {name}.")],
        )]
        .into(),
    ))
}

/// `bytes` as people say it: "2 MB", "512 KB".
fn size_text(bytes: usize) -> String {
    const MB: usize = 1024 * 1024;
    if bytes >= MB && bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}

fn malformed(reason: &str) -> ApiError {
    ApiError::new(
        StatusCode::BAD_REQUEST,
        "upload.malformed",
        format!("The upload could not be read ({reason}). Send it as multipart/form-data."),
    )
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
