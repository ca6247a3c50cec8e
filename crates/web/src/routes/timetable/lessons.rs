//! `/api/lessons/`: the timetable's lessons. Clashes are refused by the database and answered
//! 409 with a sentence naming the lesson already there.

use academics::timetable::{CopyResult, Lesson, LessonFilter, LessonInput, LessonPatch, Weekday};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, LessonId, TeacherId, TermId};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, query},
};

/// Filters and page of the lesson list: one term's lessons (the current term's by default).
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct LessonParams {
    pub term_id: Option<TermId>,
    pub class_id: Option<ClassId>,
    /// The teacher record's id.
    pub teacher_id: Option<TeacherId>,
    /// A room's name, in any case.
    pub room: Option<String>,
    pub weekday: Option<Weekday>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// Copy one term's timetable into another that has none yet.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CopyTermRequest {
    pub from_term_id: TermId,
    pub to_term_id: TermId,
}

/// The lessons the caller may see, by weekday and start time: admins all, a teacher theirs and
/// their classes', a student their class's, a parent their children's classes'.
#[utoipa::path(get, path = "/api/lessons/", tag = "timetable", security(("bearer" = [])),
    params(LessonParams),
    responses((status = 200, body = Paginated<Lesson>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: LessonParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let filter = LessonFilter {
        term_id: params.term_id,
        class_id: params.class_id,
        teacher_id: params.teacher_id,
        room: params.room,
        weekday: params.weekday,
    };
    let found = state
        .academics
        .timetable
        .list(&caller, filter, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |l| l)))
}

#[utoipa::path(get, path = "/api/lessons/{id}/", tag = "timetable", security(("bearer" = [])),
    params(("id" = LessonId, Path)),
    responses((status = 200, body = Lesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LessonId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.timetable.get(&caller, *id).await?))
}

/// Adds a lesson; its teacher defaults to the class subject's, its term to the current one.
#[utoipa::path(post, path = "/api/lessons/", tag = "timetable", security(("bearer" = [])),
    request_body = LessonInput,
    responses((status = 201, body = Lesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<LessonInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .timetable
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Replaces a lesson, in its own term.
#[utoipa::path(put, path = "/api/lessons/{id}/", tag = "timetable", security(("bearer" = [])),
    params(("id" = LessonId, Path)),
    request_body = LessonInput,
    responses((status = 200, body = Lesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LessonId>,
    body: Json<LessonInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .timetable
        .replace(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/lessons/{id}/", tag = "timetable", security(("bearer" = [])),
    params(("id" = LessonId, Path)),
    request_body = LessonPatch,
    responses((status = 200, body = Lesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LessonId>,
    body: Json<LessonPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .timetable
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(delete, path = "/api/lessons/{id}/", tag = "timetable", security(("bearer" = [])),
    params(("id" = LessonId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LessonId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.timetable.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Adds several lessons at once (a class's day or week): all or none.
#[utoipa::path(post, path = "/api/lessons/bulk_create/", tag = "timetable", security(("bearer" = [])),
    request_body = Items<LessonInput>,
    responses((status = 201, body = Results<Lesson>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<LessonInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .timetable
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/lessons/bulk_update/", tag = "timetable", security(("bearer" = [])),
    request_body = Items<Change<LessonId, LessonPatch>>,
    responses((status = 200, body = Results<Lesson>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<LessonId, LessonPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .timetable
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/lessons/bulk_delete/", tag = "timetable", security(("bearer" = [])),
    request_body = Items<LessonId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<LessonId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .timetable
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Copies a term's timetable into another term that has no lessons yet, in one action.
#[utoipa::path(post, path = "/api/lessons/copy_term/", tag = "timetable", security(("bearer" = [])),
    request_body = CopyTermRequest,
    responses((status = 201, body = CopyResult), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn copy_term(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<CopyTermRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let result = state
        .academics
        .timetable
        .copy_term(&caller, body.from_term_id, body.to_term_id)
        .await?;
    Ok(HttpResponse::Created().json(result))
}
