//! `/api/terms/`: the terms of the sessions, their dates and which one is current.

use academics::calendar::{Term, TermPatch};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{SessionId, TermId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::Paginated,
    request::{Json, query},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TermParams {
    /// Only this session's terms.
    pub session_id: Option<SessionId>,
}

/// The terms in order, of every session or of one.
#[utoipa::path(get, path = "/api/terms/", tag = "register", security(("bearer" = [])),
    params(TermParams),
    responses((status = 200, body = Paginated<Term>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list(
    _caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TermParams = query(&req)?;
    let terms = state
        .academics
        .calendar
        .terms(params.session_id.as_ref())
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::all(terms)))
}

#[utoipa::path(get, path = "/api/terms/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = TermId, Path)),
    responses((status = 200, body = Term), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    _caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TermId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.calendar.term(*id).await?))
}

/// Changes a term's name and dates, including when the next term begins (printed on report
/// cards).
#[utoipa::path(patch, path = "/api/terms/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = TermId, Path)),
    request_body = TermPatch,
    responses((status = 200, body = Term), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TermId>,
    body: Json<TermPatch>,
) -> Result<HttpResponse, ApiError> {
    let term = state
        .academics
        .calendar
        .update_term(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(term))
}

/// Makes this term, and its session, the current ones.
#[utoipa::path(post, path = "/api/terms/{id}/make_current/", tag = "register", security(("bearer" = [])),
    params(("id" = TermId, Path)),
    responses((status = 200, body = Term), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn make_current(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TermId>,
) -> Result<HttpResponse, ApiError> {
    let term = state
        .academics
        .calendar
        .make_term_current(&caller, *id)
        .await?;
    Ok(HttpResponse::Ok().json(term))
}
