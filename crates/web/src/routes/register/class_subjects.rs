//! `/api/class-subjects/`: the subjects each class offers, with their subject teachers.

use academics::classes::{ClassSubject, ClassSubjectFilter, ClassSubjectInput, ClassSubjectPatch};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, ClassSubjectId, SubjectId, TeacherId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, query},
};

/// Filters and page of the list. Repeat `class_id` for several.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ClassSubjectParams {
    pub class_id: Vec<ClassId>,
    pub subject_id: Option<SubjectId>,
    pub teacher_id: Option<TeacherId>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl ClassSubjectParams {
    fn filter(self) -> ClassSubjectFilter {
        ClassSubjectFilter {
            class_ids: self.class_id,
            subject_id: self.subject_id,
            teacher_id: self.teacher_id,
        }
    }
}

/// The subjects classes offer, with their teachers, as far as the caller may see the classes.
#[utoipa::path(get, path = "/api/class-subjects/", tag = "register", security(("bearer" = [])),
    params(ClassSubjectParams),
    responses((status = 200, body = Paginated<ClassSubject>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassSubjectParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let found = state
        .academics
        .class_subjects
        .list(&caller, params.filter(), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |c| c)))
}

/// What classes offer, as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/class-subjects/export/", tag = "register", security(("bearer" = [])),
    params(ClassSubjectParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassSubjectParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let filter = params.filter();
    let body = state
        .academics
        .class_subjects
        .export(&caller, filter)
        .await?;
    Ok(csv(body, "class-subjects.csv"))
}

#[utoipa::path(get, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path)),
    responses((status = 200, body = ClassSubject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.class_subjects.get(&caller, *id).await?))
}

#[utoipa::path(post, path = "/api/class-subjects/", tag = "register", security(("bearer" = [])),
    request_body = ClassSubjectInput,
    responses((status = 201, body = ClassSubject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<ClassSubjectInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .class_subjects
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Changes (or with `null` clears) a class subject's teacher: the one field that changes, so
/// PUT and PATCH are the same.
#[utoipa::path(put, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path)),
    request_body = ClassSubjectPatch,
    responses((status = 200, body = ClassSubject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    body: Json<ClassSubjectPatch>,
) -> Result<HttpResponse, ApiError> {
    assign(caller, state, *id, body.into_inner()).await
}

#[utoipa::path(patch, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path)),
    request_body = ClassSubjectPatch,
    responses((status = 200, body = ClassSubject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
    body: Json<ClassSubjectPatch>,
) -> Result<HttpResponse, ApiError> {
    assign(caller, state, *id, body.into_inner()).await
}

async fn assign(
    caller: Caller,
    state: web::Data<AppState>,
    id: ClassSubjectId,
    patch: ClassSubjectPatch,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .class_subjects
        .update(&caller, id, patch)
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(delete, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassSubjectId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassSubjectId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.class_subjects.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/class-subjects/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassSubjectInput>,
    responses((status = 201, body = Results<ClassSubject>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ClassSubjectInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .class_subjects
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

/// Sets the teacher of several class subjects at once.
#[utoipa::path(post, path = "/api/class-subjects/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<ClassSubjectId, ClassSubjectPatch>>,
    responses((status = 200, body = Results<ClassSubject>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<ClassSubjectId, ClassSubjectPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .class_subjects
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/class-subjects/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassSubjectId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ClassSubjectId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .class_subjects
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
