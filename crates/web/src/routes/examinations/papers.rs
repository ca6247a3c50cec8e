//! `/api/exam-schedules/`: the papers of exams. Clashes are refused by the database and
//! answered 409 with a sentence naming the paper already there.

use academics::exams::{ExamPaper, ExamPaperInput, ExamPaperPatch, PaperFilter};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, ExamId, ExamPaperId, TeacherId, dates::ymd};
use serde::Deserialize;
use time::Date;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, query},
};

/// Filters and page of the schedule, by date, start time and class.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct PaperParams {
    pub exam_id: Option<ExamId>,
    pub class_id: Option<ClassId>,
    /// The invigilating teacher record's id.
    pub invigilator_id: Option<TeacherId>,
    /// Papers on or after this day (`YYYY-MM-DD`).
    #[serde(with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub from: Option<Date>,
    /// Papers on or before this day.
    #[serde(with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub to: Option<Date>,
    /// Papers on this day only.
    #[serde(with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub date: Option<Date>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The papers the caller may see: admins every paper; anyone else those of published exams,
/// a teacher those they invigilate and their classes', a student their class's, a parent their
/// children's classes'.
#[utoipa::path(get, path = "/api/exam-schedules/", tag = "exams", security(("bearer" = [])),
    params(PaperParams),
    responses((status = 200, body = Paginated<ExamPaper>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: PaperParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let filter = PaperFilter {
        exam_id: params.exam_id,
        class_id: params.class_id,
        invigilator_id: params.invigilator_id,
        from: params.date.or(params.from),
        to: params.date.or(params.to),
    };
    let found = state.academics.exams.papers(&caller, filter, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |p| p)))
}

#[utoipa::path(get, path = "/api/exam-schedules/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamPaperId, Path)),
    responses((status = 200, body = ExamPaper), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamPaperId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.exams.paper(&caller, *id).await?))
}

/// Adds a paper; its invigilator defaults to the class subject's teacher.
#[utoipa::path(post, path = "/api/exam-schedules/", tag = "exams", security(("bearer" = [])),
    request_body = ExamPaperInput,
    responses((status = 201, body = ExamPaper), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<ExamPaperInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .exams
        .create_paper(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

#[utoipa::path(put, path = "/api/exam-schedules/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamPaperId, Path)),
    request_body = ExamPaperInput,
    responses((status = 200, body = ExamPaper), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamPaperId>,
    body: Json<ExamPaperInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .exams
        .replace_paper(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/exam-schedules/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamPaperId, Path)),
    request_body = ExamPaperPatch,
    responses((status = 200, body = ExamPaper), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamPaperId>,
    body: Json<ExamPaperPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .exams
        .update_paper(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(delete, path = "/api/exam-schedules/{id}/", tag = "exams", security(("bearer" = [])),
    params(("id" = ExamPaperId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ExamPaperId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.exams.delete_paper(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Adds several papers at once (a class's whole exam): all or none.
#[utoipa::path(post, path = "/api/exam-schedules/bulk_create/", tag = "exams", security(("bearer" = [])),
    request_body = Items<ExamPaperInput>,
    responses((status = 201, body = Results<ExamPaper>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ExamPaperInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .exams
        .create_papers(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/exam-schedules/bulk_delete/", tag = "exams", security(("bearer" = [])),
    request_body = Items<ExamPaperId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ExamPaperId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .exams
        .delete_papers(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
