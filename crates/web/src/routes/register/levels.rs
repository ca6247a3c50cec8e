//! `/api/class-levels/`: the school's class levels (JSS 1, SS 3...), in order. They are kept with the settings' Academic tab:
//! a change here moves the settings' version on (decisions/012).

use academics::structure::{ClassLevel, LevelInput, LevelPatch};
use actix_web::{HttpResponse, web};
use kernel::LevelId;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::Paginated,
    request::Json,
};

/// The class levels, in order.
#[utoipa::path(get, path = "/api/class-levels/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<ClassLevel>), (status = 401, body = ErrorBody)))]
pub async fn list(_caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.structure.levels().await?)))
}

#[utoipa::path(get, path = "/api/class-levels/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = LevelId, Path)),
    responses((status = 200, body = ClassLevel), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    _caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LevelId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.structure.level(&id).await?))
}

/// Adds a class level; its id defaults to its name in lower case with dashes.
#[utoipa::path(post, path = "/api/class-levels/", tag = "register", security(("bearer" = [])),
    request_body = LevelInput,
    responses((status = 201, body = ClassLevel), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<LevelInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .structure
        .create_level(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Renames or moves a class level. PUT and PATCH take the same fields.
#[utoipa::path(put, path = "/api/class-levels/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = LevelId, Path)),
    request_body = LevelPatch,
    responses((status = 200, body = ClassLevel), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LevelId>,
    body: Json<LevelPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

#[utoipa::path(patch, path = "/api/class-levels/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = LevelId, Path)),
    request_body = LevelPatch,
    responses((status = 200, body = ClassLevel), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LevelId>,
    body: Json<LevelPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

async fn change(
    caller: Caller,
    state: web::Data<AppState>,
    id: LevelId,
    patch: LevelPatch,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .structure
        .update_level(&caller, id, patch)
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Removes a class level; 409 while classes use it.
#[utoipa::path(delete, path = "/api/class-levels/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = LevelId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<LevelId>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .structure
        .delete_level(&caller, id.into_inner())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/class-levels/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<LevelInput>,
    responses((status = 201, body = Results<ClassLevel>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<LevelInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .structure
        .create_levels(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/class-levels/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<LevelId, LevelPatch>>,
    responses((status = 200, body = Results<ClassLevel>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<LevelId, LevelPatch>>>,
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
        .update_levels(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/class-levels/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<LevelId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<LevelId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .structure
        .delete_levels(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
