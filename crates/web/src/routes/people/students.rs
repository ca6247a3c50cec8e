//! `/api/students/`: lists, records, bulk calls, the CSV import and export (decisions/011).
//! Who may see and change which student is the `academics` crate's decision.

use academics::{
    access::require_people,
    students::{
        Student, StudentFilter, StudentInput, StudentOrder, StudentPatch, StudentStatus,
        import::ImportResult,
    },
};
use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, LevelId, ParentId, SessionId, StudentId, TeacherId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, ordering_error, query, read_file_field},
};

/// The largest CSV file an import takes.
pub const IMPORT_LIMIT: usize = 5 * 1024 * 1024;

/// Filters, search, ordering and page of the student list. Repeat a parameter for several
/// values (`?class_id=a&class_id=b`).
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct StudentParams {
    /// Classes of the current session (or of `session_id` when given).
    pub class_id: Vec<ClassId>,
    pub level_id: Vec<LevelId>,
    #[param(inline)]
    pub status: Vec<StudentStatus>,
    pub session_id: Option<SessionId>,
    /// Taught by this teacher (a teacher record's id) this session.
    pub teacher_id: Option<TeacherId>,
    pub parent_id: Option<ParentId>,
    /// Case-insensitive, over names, admission number, username and e-mail.
    pub search: Option<String>,
    /// `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses.
    pub ordering: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl StudentParams {
    fn parts(self) -> Result<(StudentFilter, StudentOrder), ApiError> {
        let order = match self.ordering.as_deref() {
            None | Some("") => StudentOrder::default(),
            Some(v) => StudentOrder::parse(v).ok_or_else(|| {
                ordering_error("last_name, first_name, admission_number or admission_date")
            })?,
        };
        Ok((
            StudentFilter {
                class_ids: self.class_id,
                level_ids: self.level_id,
                statuses: self.status,
                session_id: self.session_id,
                teacher_id: self.teacher_id,
                parent_id: self.parent_id,
                search: self.search,
            },
            order,
        ))
    }
}

/// The students the caller may see: admins all, a teacher those of the classes they teach, a
/// parent their children, a student themselves.
#[utoipa::path(get, path = "/api/students/", tag = "people", security(("bearer" = [])),
    params(StudentParams),
    responses((status = 200, body = Paginated<Student>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: StudentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let found = state
        .academics
        .students
        .list(&caller, filter, order, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |s| s)))
}

/// The students of the list as CSV (same filters), for a spreadsheet.
#[utoipa::path(get, path = "/api/students/export/", tag = "people", security(("bearer" = [])),
    params(StudentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: StudentParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let body = state
        .academics
        .students
        .export(&caller, filter, order)
        .await?;
    Ok(csv(body, "students.csv"))
}

/// A CSV template for the import, with one example line.
#[utoipa::path(get, path = "/api/students/import/template/", tag = "people", security(("bearer" = [])),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 401, body = ErrorBody)))]
pub async fn template(_caller: Caller) -> HttpResponse {
    csv(
        academics::students::import::template(),
        "students-template.csv",
    )
}

/// Imports students and their parents from a CSV file (multipart field `file`, at most 5 MB,
/// 5,000 lines). All or nothing: problems come back as 422 with `fields` keyed `line.{n}`.
/// The answer lists every generated password once, for sign-in slips.
#[utoipa::path(post, path = "/api/students/import/", tag = "people", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", content = String, description = "field `file`: the CSV"),
    responses((status = 201, body = ImportResult), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn import(
    caller: Caller,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    // Refused before a byte of the file is read.
    require_people(&caller)?;
    let bytes = read_file_field(form, "file", IMPORT_LIMIT).await?;
    let result = state.academics.students.import(&caller, &bytes).await?;
    Ok(HttpResponse::Created().json(result))
}

#[utoipa::path(get, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = StudentId, Path)),
    responses((status = 200, body = Student), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.students.get(&caller, *id).await?))
}

/// Adds a student with their sign-in account; `initial_password` is answered once when the
/// server made the password.
#[utoipa::path(post, path = "/api/students/", tag = "people", security(("bearer" = [])),
    request_body = StudentInput,
    responses((status = 201, body = Student), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<StudentInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .students
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

#[utoipa::path(put, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = StudentId, Path)),
    request_body = StudentInput,
    responses((status = 200, body = Student), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
    body: Json<StudentInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .students
        .update(&caller, *id, body.into_inner().into())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = StudentId, Path)),
    request_body = StudentPatch,
    responses((status = 200, body = Student), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
    body: Json<StudentPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .students
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Deletes a student and their account (for records made by mistake); once other records
/// depend on them, 409 says to set the status to withdrawn instead.
#[utoipa::path(delete, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = StudentId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.students.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/students/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<StudentInput>,
    responses((status = 201, body = Results<Student>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<StudentInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .students
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/students/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<StudentId, StudentPatch>>,
    responses((status = 200, body = Results<Student>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<StudentId, StudentPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .students
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/students/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<StudentId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<StudentId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .students
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
