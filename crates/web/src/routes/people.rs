//! Students, teachers and parents (decisions/011): lists, records, bulk calls, the CSV import
//! and exports. Who may see and change which record is the `academics` crate's decision.

use academics::{
    ChildLink, ImportResult, OwnTeacherPatch, Parent, ParentFilter, ParentInput, ParentPatch,
    Student, StudentFilter, StudentInput, StudentOrder, StudentPatch, StudentStatus, Teacher,
    TeacherFilter, TeacherInput, TeacherOrder, TeacherPatch,
};
use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    ApiError, AppState, CurrentUser, ErrorBody,
    pagination::{Paginated, page_request},
    routes::{
        admins::Items,
        media::read_file_field,
        register::{Change, csv, only, query, register_viewer},
    },
};

/// The largest CSV file an import takes.
pub const IMPORT_LIMIT: usize = 5 * 1024 * 1024;

fn bad_ordering(allowed: &str) -> ApiError {
    academics::AcademicsError::field(
        "ordering",
        format!("Order by {allowed}, with - before it to reverse."),
    )
    .into()
}

// --- Students ------------------------------------------------------------------------------

/// Filters, search, ordering and page of the student list. Repeat a parameter for several
/// values (`?class_id=a&class_id=b`).
#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct StudentParams {
    /// Classes of the current session (or of `session_id` when given).
    pub class_id: Vec<Uuid>,
    pub level_id: Vec<String>,
    #[param(inline)]
    pub status: Vec<StudentStatus>,
    pub session_id: Option<String>,
    /// Taught by this teacher (a teacher record's id) this session.
    pub teacher_id: Option<Uuid>,
    pub parent_id: Option<Uuid>,
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
                bad_ordering("last_name, first_name, admission_number or admission_date")
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

#[derive(Debug, Serialize, ToSchema)]
pub struct BulkStudents {
    pub results: Vec<Student>,
}

/// The students the caller may see: admins all, a teacher those of the classes they teach, a
/// parent their children, a student themselves.
#[utoipa::path(get, path = "/api/students/", tag = "people", security(("bearer" = [])),
    params(StudentParams),
    responses((status = 200, body = Paginated<Student>), (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: StudentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let viewer = register_viewer(&state, &user.0).await?;
    let found = state
        .academics
        .list_students(&viewer, filter, order, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |s| s)))
}

/// The students of the list as CSV (same filters), for a spreadsheet.
#[utoipa::path(get, path = "/api/students/export/", tag = "people", security(("bearer" = [])),
    params(StudentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: StudentParams = query(&req)?;
    let (filter, order) = params.parts()?;
    let viewer = register_viewer(&state, &user.0).await?;
    let body = state
        .academics
        .export_students(&viewer, filter, order)
        .await?;
    Ok(csv(body, "students.csv"))
}

/// A CSV template for the import, with one example line.
#[utoipa::path(get, path = "/api/students/import/template/", tag = "people", security(("bearer" = [])),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn import_template(_user: CurrentUser) -> HttpResponse {
    csv(academics::import::template(), "students-template.csv")
}

/// Imports students and their parents from a CSV file (multipart field `file`, at most 5 MB,
/// 5,000 lines). All or nothing: problems come back as 422 with `fields` keyed `line.{n}`.
/// The answer lists every generated password once, for sign-in slips.
#[utoipa::path(post, path = "/api/students/import/", tag = "people", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", content = String, description = "field `file`: the CSV"),
    responses((status = 201, body = ImportResult), (status = 403, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn import_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    viewer.require_people()?;
    let bytes = read_file_field(form, "file", IMPORT_LIMIT).await?;
    let result = state.academics.import_students(&viewer, &bytes).await?;
    Ok(HttpResponse::Created().json(result))
}

#[utoipa::path(get, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 200, body = Student), (status = 404, body = ErrorBody)))]
pub async fn get_student(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.student(&viewer, *id).await?))
}

/// Adds a student with their sign-in account; `initial_password` is answered once when the
/// server made the password.
#[utoipa::path(post, path = "/api/students/", tag = "people", security(("bearer" = [])),
    request_body = StudentInput,
    responses((status = 201, body = Student), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_student(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<StudentInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .create_students(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

#[utoipa::path(put, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    request_body = StudentInput,
    responses((status = 200, body = Student), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_student(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<StudentInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_students(&viewer, vec![(*id, body.into_inner().into())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

#[utoipa::path(patch, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    request_body = StudentPatch,
    responses((status = 200, body = Student), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_student(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<StudentPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_students(&viewer, vec![(*id, body.into_inner())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

/// Deletes a student and their account (for records made by mistake); once other records
/// depend on them, 409 says to set the status to withdrawn instead.
#[utoipa::path(delete, path = "/api/students/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete_student(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state.academics.delete_students(&viewer, vec![*id]).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/students/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<StudentInput>,
    responses((status = 201, body = BulkStudents), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<StudentInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .create_students(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkStudents { results }))
}

#[utoipa::path(post, path = "/api/students/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<StudentPatch>>,
    responses((status = 200, body = BulkStudents), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Change<StudentPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(|c| (c.id, c.patch))
        .collect();
    let results = state.academics.update_students(&viewer, changes).await?;
    Ok(HttpResponse::Ok().json(BulkStudents { results }))
}

#[utoipa::path(post, path = "/api/students/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_students(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_students(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

// --- Teachers ------------------------------------------------------------------------------

#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct TeacherParams {
    /// Class teacher or subject teacher of this class.
    pub class_id: Option<Uuid>,
    pub subject_id: Option<String>,
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
                .ok_or_else(|| bad_ordering("last_name, staff_number or hire_date"))?,
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

#[derive(Debug, Serialize, ToSchema)]
pub struct BulkTeachers {
    pub results: Vec<Teacher>,
}

/// The teachers, for admins and teachers (the staff room).
#[utoipa::path(get, path = "/api/teachers/", tag = "people", security(("bearer" = [])),
    params(TeacherParams),
    responses((status = 200, body = Paginated<Teacher>), (status = 403, body = ErrorBody)))]
pub async fn list_teachers(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TeacherParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let viewer = register_viewer(&state, &user.0).await?;
    let found = state
        .academics
        .list_teachers(&viewer, filter, order, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |t| t)))
}

#[utoipa::path(get, path = "/api/teachers/export/", tag = "people", security(("bearer" = [])),
    params(TeacherParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_teachers(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TeacherParams = query(&req)?;
    let (filter, order) = params.parts()?;
    let viewer = register_viewer(&state, &user.0).await?;
    let body = state
        .academics
        .export_teachers(&viewer, filter, order)
        .await?;
    Ok(csv(body, "teachers.csv"))
}

/// The signed-in teacher's own record.
#[utoipa::path(get, path = "/api/teachers/me/", tag = "people", security(("bearer" = [])),
    responses((status = 200, body = Teacher), (status = 404, body = ErrorBody)))]
pub async fn own_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.own_teacher(&viewer).await?))
}

/// A teacher changes their own phone, qualification, specialisation and bio.
#[utoipa::path(patch, path = "/api/teachers/me/", tag = "people", security(("bearer" = [])),
    request_body = OwnTeacherPatch,
    responses((status = 200, body = Teacher), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_own_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<OwnTeacherPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let me = state
        .academics
        .update_own_teacher(&viewer, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(me))
}

#[utoipa::path(get, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 200, body = Teacher), (status = 404, body = ErrorBody)))]
pub async fn get_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.teacher(&viewer, *id).await?))
}

/// Adds a teacher with their sign-in account; `initial_password` is answered once when the
/// server made the password.
#[utoipa::path(post, path = "/api/teachers/", tag = "people", security(("bearer" = [])),
    request_body = TeacherInput,
    responses((status = 201, body = Teacher), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<TeacherInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .create_teachers(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

#[utoipa::path(put, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    request_body = TeacherInput,
    responses((status = 200, body = Teacher), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<TeacherInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_teachers(&viewer, vec![(*id, body.into_inner().into())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

#[utoipa::path(patch, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    request_body = TeacherPatch,
    responses((status = 200, body = Teacher), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<TeacherPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_teachers(&viewer, vec![(*id, body.into_inner())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

/// Deletes a teacher and their account; 409 while they are a class or subject teacher.
#[utoipa::path(delete, path = "/api/teachers/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete_teacher(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state.academics.delete_teachers(&viewer, vec![*id]).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/teachers/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<TeacherInput>,
    responses((status = 201, body = BulkTeachers), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_teachers(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<TeacherInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .create_teachers(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkTeachers { results }))
}

#[utoipa::path(post, path = "/api/teachers/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<TeacherPatch>>,
    responses((status = 200, body = BulkTeachers), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_teachers(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Change<TeacherPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(|c| (c.id, c.patch))
        .collect();
    let results = state.academics.update_teachers(&viewer, changes).await?;
    Ok(HttpResponse::Ok().json(BulkTeachers { results }))
}

#[utoipa::path(post, path = "/api/teachers/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_teachers(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_teachers(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

// --- Parents -------------------------------------------------------------------------------

#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct ParentParams {
    pub student_id: Option<Uuid>,
    pub is_active: Option<bool>,
    /// Case-insensitive, over names, e-mail, phone and username.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl ParentParams {
    fn filter(self) -> ParentFilter {
        ParentFilter {
            student_id: self.student_id,
            is_active: self.is_active,
            search: self.search,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BulkParents {
    pub results: Vec<Parent>,
}

/// The parents the caller may see: admins all, a teacher the parents of their students, a
/// parent themselves, a student their own parents.
#[utoipa::path(get, path = "/api/parents/", tag = "people", security(("bearer" = [])),
    params(ParentParams),
    responses((status = 200, body = Paginated<Parent>), (status = 400, body = ErrorBody)))]
pub async fn list_parents(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ParentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let found = state
        .academics
        .list_parents(&viewer, params.filter(), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |p| p)))
}

#[utoipa::path(get, path = "/api/parents/export/", tag = "people", security(("bearer" = [])),
    params(ParentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_parents(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ParentParams = query(&req)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let body = state
        .academics
        .export_parents(&viewer, params.filter())
        .await?;
    Ok(csv(body, "parents.csv"))
}

#[utoipa::path(get, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 200, body = Parent), (status = 404, body = ErrorBody)))]
pub async fn get_parent(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.parent(&viewer, *id).await?))
}

/// Adds a parent with their sign-in account and links to their children.
#[utoipa::path(post, path = "/api/parents/", tag = "people", security(("bearer" = [])),
    request_body = ParentInput,
    responses((status = 201, body = Parent), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_parent(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ParentInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .create_parents(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

#[utoipa::path(put, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    request_body = ParentInput,
    responses((status = 200, body = Parent), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_parent(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ParentInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_parents(&viewer, vec![(*id, ParentPatch::from(body.into_inner()))])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

#[utoipa::path(patch, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    request_body = ParentPatch,
    responses((status = 200, body = Parent), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_parent(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ParentPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_parents(&viewer, vec![(*id, body.into_inner())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

/// Deletes a parent, their account and their links to children.
#[utoipa::path(delete, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_parent(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state.academics.delete_parents(&viewer, vec![*id]).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/parents/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<ParentInput>,
    responses((status = 201, body = BulkParents), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_parents(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<ParentInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .create_parents(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkParents { results }))
}

#[utoipa::path(post, path = "/api/parents/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<ParentPatch>>,
    responses((status = 200, body = BulkParents), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_parents(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Change<ParentPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(|c| (c.id, c.patch))
        .collect();
    let results = state.academics.update_parents(&viewer, changes).await?;
    Ok(HttpResponse::Ok().json(BulkParents { results }))
}

#[utoipa::path(post, path = "/api/parents/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_parents(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_parents(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Links a child to a parent (or changes the relationship of an existing link).
#[utoipa::path(post, path = "/api/parents/{id}/children/", tag = "people", security(("bearer" = [])),
    request_body = ChildLink,
    responses((status = 200, body = Parent), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn link_child(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ChildLink>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let parent = state
        .academics
        .link_child(&viewer, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(parent))
}

#[utoipa::path(delete, path = "/api/parents/{id}/children/{student_id}/", tag = "people", security(("bearer" = [])),
    responses((status = 204, description = "Unlinked"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn unlink_child(
    user: CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let (parent, student) = path.into_inner();
    state
        .academics
        .unlink_child(&viewer, parent, student)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// All routes of this module, on the `/api` scope. Fixed paths come before `{id}`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/students/")
            .get(list_students)
            .post(create_student),
    )
    .service(web::resource("/students/export/").get(export_students))
    .service(web::resource("/students/import/template/").get(import_template))
    .service(web::resource("/students/import/").post(import_students))
    .service(web::resource("/students/bulk_create/").post(bulk_create_students))
    .service(web::resource("/students/bulk_update/").post(bulk_update_students))
    .service(web::resource("/students/bulk_delete/").post(bulk_delete_students))
    .service(
        web::resource("/students/{id}/")
            .get(get_student)
            .put(replace_student)
            .patch(update_student)
            .delete(delete_student),
    )
    .service(
        web::resource("/teachers/")
            .get(list_teachers)
            .post(create_teacher),
    )
    .service(web::resource("/teachers/export/").get(export_teachers))
    .service(
        web::resource("/teachers/me/")
            .get(own_teacher)
            .patch(update_own_teacher),
    )
    .service(web::resource("/teachers/bulk_create/").post(bulk_create_teachers))
    .service(web::resource("/teachers/bulk_update/").post(bulk_update_teachers))
    .service(web::resource("/teachers/bulk_delete/").post(bulk_delete_teachers))
    .service(
        web::resource("/teachers/{id}/")
            .get(get_teacher)
            .put(replace_teacher)
            .patch(update_teacher)
            .delete(delete_teacher),
    )
    .service(
        web::resource("/parents/")
            .get(list_parents)
            .post(create_parent),
    )
    .service(web::resource("/parents/export/").get(export_parents))
    .service(web::resource("/parents/bulk_create/").post(bulk_create_parents))
    .service(web::resource("/parents/bulk_update/").post(bulk_update_parents))
    .service(web::resource("/parents/bulk_delete/").post(bulk_delete_parents))
    .service(web::resource("/parents/{id}/children/").post(link_child))
    .service(web::resource("/parents/{id}/children/{student_id}/").delete(unlink_child))
    .service(
        web::resource("/parents/{id}/")
            .get(get_parent)
            .put(replace_parent)
            .patch(update_parent)
            .delete(delete_parent),
    );
}
