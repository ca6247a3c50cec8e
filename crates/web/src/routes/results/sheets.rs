//! `/api/score-sheets/{id}/`: one class subject's scores for a term (the current
//! term unless `term_id` says otherwise), every figure computed by the server.

use academics::results::{ScoreSheet, SheetSave};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassSubjectId, TermId};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    request::{Json, query},
};

/// Which term (the current one when left out).
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct TermParams {
    pub term_id: Option<TermId>,
}

/// The version of the sheet the change was made from.
#[derive(Debug, Deserialize, ToSchema)]
pub struct VersionBody {
    pub version: i64,
}

/// A return to the teacher, with what to correct.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReturnBody {
    pub version: i64,
    pub reason: String,
}

/// A class subject's score sheet for a term: each student's cells (`"12.5"`, `"ABS"` or null),
/// total, grade, remark and position, and the subject's average, highest and lowest. For the
/// subject's teacher and admins.
#[utoipa::path(get, path = "/api/score-sheets/{id}/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path, description = "The class subject"), TermParams),
    responses((status = 200, body = ScoreSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .score_sheets
        .sheet(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Saves some rows of a draft sheet (the rows not sent keep their cells). Send the `version`
/// you read: a save from an older one is refused (409), so two tabs never overwrite each
/// other. A cell is a mark from 0 to its column's maximum (one decimal at most), `ABS`, or
/// null; a wrong one is refused on `rows.{i}.ca.{j}` or `rows.{i}.exam`.
#[utoipa::path(patch, path = "/api/score-sheets/{id}/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path, description = "The class subject"), TermParams),
    request_body = SheetSave,
    responses((status = 200, body = ScoreSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn save(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    req: HttpRequest,
    body: Json<SheetSave>,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .score_sheets
        .save(&caller, *id, p.term_id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Sends a draft for approval: every student needs a mark or ABS in every column.
#[utoipa::path(post, path = "/api/score-sheets/{id}/submit/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path, description = "The class subject"), TermParams),
    request_body = VersionBody,
    responses((status = 200, body = ScoreSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn submit(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    req: HttpRequest,
    body: Json<VersionBody>,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .score_sheets
        .submit(&caller, *id, p.term_id, body.version)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Approves a submitted sheet (admins with `results.publish`).
#[utoipa::path(post, path = "/api/score-sheets/{id}/approve/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path, description = "The class subject"), TermParams),
    request_body = VersionBody,
    responses((status = 200, body = ScoreSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn approve(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    req: HttpRequest,
    body: Json<VersionBody>,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .score_sheets
        .approve(&caller, *id, p.term_id, body.version)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// Returns a submitted sheet to its teacher with what to correct (admins with
/// `results.publish`).
#[utoipa::path(post, path = "/api/score-sheets/{id}/return/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path, description = "The class subject"), TermParams),
    request_body = ReturnBody,
    responses((status = 200, body = ScoreSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn return_sheet(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    req: HttpRequest,
    body: Json<ReturnBody>,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .score_sheets
        .return_sheet(&caller, *id, p.term_id, body.version, &body.reason)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}
