//! `/api/enrolments/`: which class each student is in, session by session.

use academics::enrolments::{Enrolment, EnrolmentFilter, EnrolmentInput};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, EnrolmentId, SessionId, StudentId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, query},
};

/// Filters and page of the list. Repeat `class_id` for several.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct EnrolmentParams {
    pub student_id: Option<StudentId>,
    pub session_id: Option<SessionId>,
    pub class_id: Vec<ClassId>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl EnrolmentParams {
    fn filter(self) -> EnrolmentFilter {
        EnrolmentFilter {
            student_id: self.student_id,
            session_id: self.session_id,
            class_ids: self.class_id,
        }
    }
}

/// The enrolments the caller may see.
#[utoipa::path(get, path = "/api/enrolments/", tag = "register", security(("bearer" = [])),
    params(EnrolmentParams),
    responses((status = 200, body = Paginated<Enrolment>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: EnrolmentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let found = state
        .academics
        .enrolments
        .list(&caller, params.filter(), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |e| e)))
}

/// Enrolments as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/enrolments/export/", tag = "register", security(("bearer" = [])),
    params(EnrolmentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: EnrolmentParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let filter = params.filter();
    let body = state.academics.enrolments.export(&caller, filter).await?;
    Ok(csv(body, "enrolments.csv"))
}

#[utoipa::path(get, path = "/api/enrolments/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = EnrolmentId, Path)),
    responses((status = 200, body = Enrolment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<EnrolmentId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.enrolments.get(&caller, *id).await?))
}

/// Puts a student in a class for a session (replacing their enrolment of that session).
#[utoipa::path(post, path = "/api/enrolments/", tag = "register", security(("bearer" = [])),
    request_body = EnrolmentInput,
    responses((status = 201, body = Enrolment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<EnrolmentInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .enrolments
        .enrol(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

#[utoipa::path(post, path = "/api/enrolments/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<EnrolmentInput>,
    responses((status = 201, body = Results<Enrolment>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<EnrolmentInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .enrolments
        .enrol_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(delete, path = "/api/enrolments/{id}/", tag = "register", security(("bearer" = [])),
    params(("id" = EnrolmentId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<EnrolmentId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.enrolments.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/enrolments/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<EnrolmentId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<EnrolmentId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .enrolments
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
