//! `/api/sessions/`: academic sessions with their terms; which one is current. Kept with the
//! settings' Academic tab: a change here moves the settings' version on (decisions/012).

use academics::calendar::{Session, SessionInput, SessionPatch};
use actix_web::{HttpResponse, web};
use kernel::SessionId;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::Paginated,
    request::Json,
};

/// The sessions with their terms; the current ones are flagged.
#[utoipa::path(get, path = "/api/sessions/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<Session>), (status = 401, body = ErrorBody)))]
pub async fn list(_caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.calendar.sessions().await?)))
}

#[utoipa::path(get, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SessionId, Path)),
    responses((status = 200, body = Session), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    _caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SessionId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.calendar.session(&id).await?))
}

/// Adds a session with its terms (First, Second and Third Term unless others are named).
#[utoipa::path(post, path = "/api/sessions/", tag = "register", security(("bearer" = [])),
    request_body = SessionInput,
    responses((status = 201, body = Session), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<SessionInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .calendar
        .create_session(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

/// Changes a session's name and dates (its terms change one by one at `/api/terms/{id}/`).
#[utoipa::path(put, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SessionId, Path)),
    request_body = SessionPatch,
    responses((status = 200, body = Session), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SessionId>,
    body: Json<SessionPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

#[utoipa::path(patch, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SessionId, Path)),
    request_body = SessionPatch,
    responses((status = 200, body = Session), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SessionId>,
    body: Json<SessionPatch>,
) -> Result<HttpResponse, ApiError> {
    change(caller, state, id.into_inner(), body.into_inner()).await
}

async fn change(
    caller: Caller,
    state: web::Data<AppState>,
    id: SessionId,
    patch: SessionPatch,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .calendar
        .update_session(&caller, id, patch)
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Removes a session with its terms; 409 while enrolments use it or when it is the last one.
#[utoipa::path(delete, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = SessionId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SessionId>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .calendar
        .delete_session(&caller, id.into_inner())
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/sessions/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<SessionInput>,
    responses((status = 201, body = Results<Session>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<SessionInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .calendar
        .create_sessions(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/sessions/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<SessionId, SessionPatch>>,
    responses((status = 200, body = Results<Session>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<SessionId, SessionPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .calendar
        .update_sessions(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/sessions/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<SessionId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<SessionId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .calendar
        .delete_sessions(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Makes this session (and its first term, unless one of its terms already is) current.
#[utoipa::path(post, path = "/api/sessions/{id}/make_current/", tag = "register", security(("bearer" = [])),
    params(("id" = SessionId, Path)),
    responses((status = 200, body = Session), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn make_current(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<SessionId>,
) -> Result<HttpResponse, ApiError> {
    let session = state
        .academics
        .calendar
        .make_session_current(&caller, id.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(session))
}
