//! `/api/teachers/`: lists, records, a teacher's own record, bulk calls, the CSV import and
//! export (decisions/011). The school's staff read every teacher; admins holding `users.manage`
//! change them.

use academics::{
    access::require_people,
    teachers::{
        OwnTeacherPatch, Teacher, TeacherFilter, TeacherImportResult, TeacherInput, TeacherOrder,
        TeacherPatch,
    },
};
use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, SubjectId, TeacherId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, ordering_error, query, read_file_field},
};

/// The largest CSV file a teachers' import takes.
pub const IMPORT_LIMIT: usize = 1024 * 1024;

/// Filters, search, ordering and page of the teacher list.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct TeacherParams {
    /// Class teacher or subject teacher of this class.
    pub class_id: Option<ClassId>,
    pub subject_id: Option<SubjectId>,
    pub is_active: Option<bool>,
    /// Case-insensitive, over names, staff number, username and e-mail.
    pub search: Option<String>,
    /// `last_name`, `staff_number` or `hire_date`; `-` reverses.
    pub ordering: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl TeacherParams {
    fn parts(self) -> Result<(TeacherFilter, TeacherOrder), ApiError> {
        let order = match self.ordering.as_deref() {
            None | Some("") => TeacherOrder::default(),
            Some(v) => TeacherOrder::parse(v)
                .ok_or_else(|| ordering_error("last_name, staff_number or hire_date"))?,
        };
        Ok((
            TeacherFilter {
                class_id: self.class_id,
                subject_id: self.subject_id,
                is_active: self.is_active,
                search: self.search,
            },
            order,
        ))
    }
}

/// The teachers, for the school's staff (admins and teachers).
#[utoipa::path(get, path = "/api/teachers/", tag = "people", security(("bearer" = [])),
    params(TeacherParams),
    responses((status = 200, body = Paginated<Teacher>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TeacherParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let found = state
        .academics
        .teachers
        .list(&caller, filter, order, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |t| t)))
}

/// The teachers of the list as CSV (same filters).
#[utoipa::path(get, path = "/api/teachers/export/", tag = "people", security(("bearer" = [])),
    params(TeacherParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TeacherParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let body = state
        .academics
        .teachers
        .export(&caller, filter, order)
        .await?;
    Ok(csv(body, "teachers.csv"))
}

/// A CSV template for the teachers' import, with one example line.
#[utoipa::path(get, path = "/api/teachers/import/template/", tag = "people", security(("bearer" = [])),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 401, body = ErrorBody)))]
pub async fn template(_caller: Caller) -> HttpResponse {
    csv(
        academics::teachers::import::template(),
        "teachers-template.csv",
    )
}

/// Imports teachers from a CSV file (multipart field `file`, at most 1 MB, 1,000 lines). All or
/// nothing: problems come back as 422 with `fields` keyed `line.{n}`. The answer lists every
/// generated password once, for sign-in slips.
#[utoipa::path(post, path = "/api/teachers/import/", tag = "people", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", content = String, description = "field `file`: the CSV"),
    responses((status = 201, body = TeacherImportResult), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn import(
    caller: Caller,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    require_people(&caller)?;
    let bytes = read_file_field(form, "file", IMPORT_LIMIT).await?;
    let result = state.academics.teachers.import(&caller, &bytes).await?;
    Ok(HttpResponse::Created().json(result))
}

/// The signed-in teacher's own record.
#[utoipa::path(get, path = "/api/teachers/me/", tag = "people", security(("bearer" = [])),
    responses((status = 200, body = Teacher), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn own(caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.teachers.own(&caller).await?))
}

/// A teacher changes their own phone, qualification, specialisation and bio.
#[utoipa::path(patch, path = "/api/teachers/me/", tag = "people", security(("bearer" = [])),
    request_body = OwnTeacherPatch,
    responses((status = 200, body = Teacher), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_own(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<OwnTeacherPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .teachers
        .update_own(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(get, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = TeacherId, Path)),
    responses((status = 200, body = Teacher), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TeacherId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.teachers.get(&caller, *id).await?))
}

/// Adds a teacher with their sign-in account; `initial_password` is answered once when the
/// server made the password.
#[utoipa::path(post, path = "/api/teachers/", tag = "people", security(("bearer" = [])),
    request_body = TeacherInput,
    responses((status = 201, body = Teacher), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<TeacherInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .teachers
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

#[utoipa::path(put, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = TeacherId, Path)),
    request_body = TeacherInput,
    responses((status = 200, body = Teacher), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TeacherId>,
    body: Json<TeacherInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .teachers
        .update(&caller, *id, body.into_inner().into())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = TeacherId, Path)),
    request_body = TeacherPatch,
    responses((status = 200, body = Teacher), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TeacherId>,
    body: Json<TeacherPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .teachers
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Deletes a teacher and their account; 409 while they are a class or subject teacher.
#[utoipa::path(delete, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = TeacherId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<TeacherId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.teachers.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/teachers/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<TeacherInput>,
    responses((status = 201, body = Results<Teacher>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<TeacherInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .teachers
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/teachers/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<TeacherId, TeacherPatch>>,
    responses((status = 200, body = Results<Teacher>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<TeacherId, TeacherPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .teachers
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/teachers/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<TeacherId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<TeacherId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .teachers
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
