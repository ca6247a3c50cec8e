//! `/api/exams/`: a term's tests and examinations. A draft is seen by admins only; publishing
//! its schedule makes it scheduled and tells the students and parents of its classes.

use academics::exams::{
    Exam, ExamFilter, ExamInput, ExamKind, ExamPatch, ExamStatus, PublishResult,
};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ExamId, TermId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, query},
};

/// Filters and page of the exam list, the latest first.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ExamParams {
    pub term_id: Option<TermId>,
    pub status: Option<ExamStatus>,
    pub kind: Option<ExamKind>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The exams the caller may see: admins every exam, everyone else the published ones.
#[utoipa::path(get, path = "/api/exams/", tag = "exams", security(("bearer" = [])),
    params(ExamParams),
    responses((status = 200, body = Paginated<Exam>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ExamParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let filter = ExamFilter {
        term_id: params.term_id,
        status: params.status,
        kind: params.kind,
    };
    let found = state.academics.exams.list(&caller, filter, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |x| x)))
}

#[utoipa::path(get, path = "/api/exams/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamId, Path)),
    responses((status = 200, body = Exam), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.exams.get(&caller, *id).await?))
}

/// Adds an exam, as a draft; its term defaults to the current one.
#[utoipa::path(post, path = "/api/exams/", tag = "exams", security(("bearer" = [])),
    request_body = ExamInput,
    responses((status = 201, body = Exam), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<ExamInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .exams
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Replaces an exam's name, kind and dates.
#[utoipa::path(put, path = "/api/exams/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamId, Path)),
    request_body = ExamInput,
    responses((status = 200, body = Exam), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamId>,
    body: Json<ExamInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .exams
        .replace(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Changes an exam; its status moves scheduled to in progress to completed, or back to draft
/// to withdraw it (a draft becomes scheduled only by publishing).
#[utoipa::path(patch, path = "/api/exams/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamId, Path)),
    request_body = ExamPatch,
    responses((status = 200, body = Exam), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamId>,
    body: Json<ExamPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .exams
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Deletes an exam with its papers; a published one must be withdrawn first.
#[utoipa::path(delete, path = "/api/exams/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.exams.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Publishes a draft exam's schedule: its classes see it, and their students and parents are
/// told (examSchedule, through the outbox, as the settings say).
#[utoipa::path(post, path = "/api/exams/{id}/publish/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamId, Path)),
    responses((status = 200, body = PublishResult), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn publish(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.exams.publish(&caller, *id).await?))
}
