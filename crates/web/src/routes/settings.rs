//! The school settings endpoints of spec §7.

use actix_web::{HttpResponse, web};
use settings::{DesignSettings, SchoolSettings};

use crate::{ApiError, AppState, ErrorBody};

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
        .insert_header(("Cache-Control", "no-cache"))
        .json(design))
}

/// The school's settings in the spec's snake_case names, with the spec's defaults for every
/// field the school has not set. Secrets are never part of it: only whether each is set.
#[utoipa::path(
    get,
    path = "/api/school-settings/school-settings/",
    tag = "school-settings",
    responses(
        (status = 200, description = "The school's settings", body = SchoolSettings),
        (status = 500, description = "The settings could not be read", body = ErrorBody),
    )
)]
pub async fn school_settings(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let settings = state.settings.school_settings().await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-cache"))
        .json(settings))
}
