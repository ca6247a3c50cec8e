//! `/api/classes/`: class arms with their class teachers, and promotion at the end of a session.

use academics::{
    classes::{Class, ClassFilter, ClassInput, ClassPatch},
    enrolments::{PromoteRequest, PromoteResult},
};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, LevelId, TeacherId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, query},
};

/// Filters and page of the class list. Repeat `level_id` for several.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ClassParams {
    pub level_id: Vec<LevelId>,
    pub class_teacher_id: Option<TeacherId>,
    /// Class teacher or subject teacher (a teacher record's id).
    pub teacher_id: Option<TeacherId>,
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl ClassParams {
    fn filter(self) -> ClassFilter {
        ClassFilter {
            level_ids: self.level_id,
            class_teacher_id: self.class_teacher_id,
            teacher_id: self.teacher_id,
            search: self.search,
        }
    }
}

/// The classes the caller may see: admins all, a teacher those they teach, a student their
/// own, a parent their children's.
#[utoipa::path(get, path = "/api/classes/", tag = "register", security(("bearer" = [])),
    params(ClassParams),
    responses((status = 200, body = Paginated<Class>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let found = state
        .academics
        .classes
        .list(&caller, params.filter(), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |c| c)))
}

/// The classes as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/classes/export/", tag = "register", security(("bearer" = [])),
    params(ClassParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let filter = params.filter();
    let body = state.academics.classes.export(&caller, filter).await?;
    Ok(csv(body, "classes.csv"))
}

#[utoipa::path(get, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassId, Path)),
    responses((status = 200, body = Class), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.classes.get(&caller, *id).await?))
}

/// Adds a class (an arm of a level, such as JSS 1A) with its class teacher.
#[utoipa::path(post, path = "/api/classes/", tag = "register", security(("bearer" = [])),
    request_body = ClassInput,
    responses((status = 201, body = Class), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<ClassInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .classes
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Replaces a class; without a `name` it is named from its level and arm, as a new class is.
#[utoipa::path(put, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassId, Path)),
    request_body = ClassInput,
    responses((status = 200, body = Class), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    body: Json<ClassInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .classes
        .replace(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassId, Path)),
    request_body = ClassPatch,
    responses((status = 200, body = Class), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    body: Json<ClassPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .classes
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Deletes a class; 409 while students are or were enrolled in it.
#[utoipa::path(delete, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.classes.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/classes/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassInput>,
    responses((status = 201, body = Results<Class>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ClassInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .classes
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/classes/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<ClassId, ClassPatch>>,
    responses((status = 200, body = Results<Class>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<ClassId, ClassPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .classes
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/classes/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ClassId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .classes
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// End of session: moves the class's students into the next session's class, except those
/// chosen to repeat or graduate.
#[utoipa::path(post, path = "/api/classes/{id}/promote/", tag = "register", security(("bearer" = [])),
    params(("id" = ClassId, Path)),
    request_body = PromoteRequest,
    responses((status = 200, body = PromoteResult), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn promote(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    body: Json<PromoteRequest>,
) -> Result<HttpResponse, ApiError> {
    let result = state
        .academics
        .enrolments
        .promote(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(result))
}
