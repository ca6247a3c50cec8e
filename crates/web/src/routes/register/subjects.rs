//! `/api/subjects/`: the subjects the school teaches, in order. They are kept with the settings' Academic tab:
//! a change here moves the settings' version on (decisions/012).

use academics::structure::{Subject, SubjectInput, SubjectPatch};
use actix_web::{HttpResponse, web};
use kernel::SubjectId;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::Paginated,
    request::Json,
};

/// The subjects, in order.
#[utoipa::path(get, path = "/api/subjects/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<Subject>), (status = 401, body = ErrorBody)))]
pub async fn list(_caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.structure.subjects().await?)))
}

#[utoipa::path(get, path = "/api/subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SubjectId, Path)),
    responses((status = 200, body = Subject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    _caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SubjectId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.structure.subject(&id).await?))
}

/// Adds a subject; its id defaults to its name in lower case with dashes.
#[utoipa::path(post, path = "/api/subjects/", tag = "register", security(("bearer" = [])),
    request_body = SubjectInput,
    responses((status = 201, body = Subject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<SubjectInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .structure
        .create_subject(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Renames or moves a subject. PUT and PATCH take the same fields.
#[utoipa::path(put, path = "/api/subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SubjectId, Path)),
    request_body = SubjectPatch,
    responses((status = 200, body = Subject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SubjectId>,
    body: Json<SubjectPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

#[utoipa::path(patch, path = "/api/subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SubjectId, Path)),
    request_body = SubjectPatch,
    responses((status = 200, body = Subject), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SubjectId>,
    body: Json<SubjectPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

async fn change(
    caller: Caller,
    state: web::Data<AppState>,
    id: SubjectId,
    patch: SubjectPatch,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .structure
        .update_subject(&caller, id, patch)
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Removes a subject; 409 while classes offer it.
#[utoipa::path(delete, path = "/api/subjects/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SubjectId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SubjectId>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .structure
        .delete_subject(&caller, id.into_inner())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/subjects/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<SubjectInput>,
    responses((status = 201, body = Results<Subject>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<SubjectInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .structure
        .create_subjects(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/subjects/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<SubjectId, SubjectPatch>>,
    responses((status = 200, body = Results<Subject>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<SubjectId, SubjectPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .structure
        .update_subjects(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/subjects/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<SubjectId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<SubjectId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .structure
        .delete_subjects(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
