//! The school's structure: class levels, subjects, sessions, terms, classes, the subjects each
//! class offers, enrolments and promotion (decisions/011). Who may see and change what is the
//! `academics` crate's decision; this module only speaks HTTP.

use academics::{
    Class, ClassFilter, ClassInput, ClassPatch, ClassSubject, ClassSubjectFilter,
    ClassSubjectInput, ClassSubjectPatch, Enrolment, EnrolmentFilter, EnrolmentInput,
    PromoteRequest, PromoteResult, Session, SessionPatch, StructureItem, Term, TermPatch, Viewer,
};
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use auth::{Permission, User};
use kernel::Role;
use serde::{Deserialize, de::DeserializeOwned};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    ApiError, AppState, CurrentUser, ErrorBody,
    pagination::{Paginated, page_request},
    routes::admins::Items,
};

/// The caller as the register sees them: an admin with their permissions, or a member.
pub(crate) async fn register_viewer(state: &AppState, user: &User) -> Result<Viewer, ApiError> {
    Ok(match user.role {
        Role::Admin => {
            let held = state.auth.permissions(user).await?;
            Viewer::Admin {
                user_id: user.id,
                people: held.contains(&Permission::UsersManage),
                structure: held.contains(&Permission::SettingsChange),
            }
        }
        Role::Teacher => Viewer::Teacher(user.id),
        Role::Parent => Viewer::Parent(user.id),
        Role::Student => Viewer::Student(user.id),
    })
}

/// A query string with repeated parameters as arrays (product.md §1).
pub(crate) fn query<T: DeserializeOwned>(req: &HttpRequest) -> Result<T, ApiError> {
    serde_html_form::from_str(req.query_string()).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "request.bad_query",
            format!("A filter in the address is not valid: {e}. Check it and try again."),
        )
    })
}

/// The one record a single-item call made or changed.
pub(crate) fn only<T>(mut items: Vec<T>) -> Result<T, ApiError> {
    items.pop().ok_or_else(|| {
        ApiError::internal(anyhow::anyhow!("a stored record could not be read back"))
    })
}

/// A CSV download.
pub(crate) fn csv(body: String, name: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(body)
}

/// What a bulk call made or changed.
#[derive(Debug, serde::Serialize, ToSchema)]
pub struct BulkClasses {
    pub results: Vec<Class>,
}

#[derive(Debug, serde::Serialize, ToSchema)]
pub struct BulkClassSubjects {
    pub results: Vec<ClassSubject>,
}

#[derive(Debug, serde::Serialize, ToSchema)]
pub struct BulkEnrolments {
    pub results: Vec<Enrolment>,
}

/// One item of a `bulk_update`: its id and the fields that change.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Change<T> {
    pub id: Uuid,
    #[serde(flatten)]
    pub patch: T,
}

// --- Class levels and subjects ------------------------------------------------------------

/// The class levels, in order (kept in the settings' Academic tab).
#[utoipa::path(get, path = "/api/class-levels/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<StructureItem>), (status = 401, body = ErrorBody)))]
pub async fn class_levels(
    _user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.class_levels().await?)))
}

#[utoipa::path(get, path = "/api/class-levels/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = StructureItem), (status = 404, body = ErrorBody)))]
pub async fn class_level(
    _user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let item = state
        .academics
        .class_levels()
        .await?
        .into_iter()
        .find(|l| l.id == *id)
        .ok_or(academics::AcademicsError::NotFound("class level"))?;
    Ok(HttpResponse::Ok().json(item))
}

/// The subjects, in order (kept in the settings' Academic tab).
#[utoipa::path(get, path = "/api/subjects/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<StructureItem>), (status = 401, body = ErrorBody)))]
pub async fn subjects(
    _user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.subjects().await?)))
}

#[utoipa::path(get, path = "/api/subjects/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = StructureItem), (status = 404, body = ErrorBody)))]
pub async fn subject(
    _user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let item = state
        .academics
        .subjects()
        .await?
        .into_iter()
        .find(|l| l.id == *id)
        .ok_or(academics::AcademicsError::NotFound("subject"))?;
    Ok(HttpResponse::Ok().json(item))
}

// --- Sessions and terms --------------------------------------------------------------------

/// The sessions with their terms; the current ones are flagged.
#[utoipa::path(get, path = "/api/sessions/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Paginated<Session>), (status = 401, body = ErrorBody)))]
pub async fn sessions(
    _user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(Paginated::all(state.academics.sessions().await?)))
}

#[utoipa::path(get, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 404, body = ErrorBody)))]
pub async fn session(
    _user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.session(&id).await?))
}

/// Changes a session's dates (its name and terms are changed in the settings).
#[utoipa::path(patch, path = "/api/sessions/{id}/", tag = "register", security(("bearer" = [])),
    request_body = SessionPatch,
    responses((status = 200, body = Session), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_session(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<SessionPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let session = state
        .academics
        .update_session(&viewer, &id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(session))
}

/// Makes this session (and its first term, unless one of its terms already is) current.
#[utoipa::path(post, path = "/api/sessions/{id}/make_current/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Session), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn make_session_current(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.make_session_current(&viewer, &id).await?))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TermParams {
    pub session_id: Option<String>,
}

#[utoipa::path(get, path = "/api/terms/", tag = "register", security(("bearer" = [])),
    params(TermParams),
    responses((status = 200, body = Paginated<Term>), (status = 401, body = ErrorBody)))]
pub async fn terms(
    _user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TermParams = query(&req)?;
    let terms = state.academics.terms(params.session_id.as_deref()).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(terms)))
}

#[utoipa::path(get, path = "/api/terms/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Term), (status = 404, body = ErrorBody)))]
pub async fn term(
    _user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.term(*id).await?))
}

/// Changes a term's dates, including when the next term begins (printed on report cards).
#[utoipa::path(patch, path = "/api/terms/{id}/", tag = "register", security(("bearer" = [])),
    request_body = TermPatch,
    responses((status = 200, body = Term), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_term(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<TermPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let term = state
        .academics
        .update_term(&viewer, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(term))
}

/// Makes this term, and its session, the current ones.
#[utoipa::path(post, path = "/api/terms/{id}/make_current/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Term), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn make_term_current(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.make_term_current(&viewer, *id).await?))
}

// --- Classes -------------------------------------------------------------------------------

/// Filters and page of the class list. Repeat `level_id` for several.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct ClassParams {
    pub level_id: Vec<String>,
    pub class_teacher_id: Option<Uuid>,
    /// Class teacher or subject teacher (a teacher record's id).
    pub teacher_id: Option<Uuid>,
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
pub async fn list_classes(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let found = state
        .academics
        .list_classes(&viewer, params.filter(), page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |c| c)))
}

/// The classes as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/classes/export/", tag = "register", security(("bearer" = [])),
    params(ClassParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_classes(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassParams = query(&req)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let body = state
        .academics
        .export_classes(&viewer, params.filter())
        .await?;
    Ok(csv(body, "classes.csv"))
}

#[utoipa::path(get, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Class), (status = 404, body = ErrorBody)))]
pub async fn get_class(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.class(&viewer, *id).await?))
}

/// Adds a class (an arm of a level, such as JSS 1A) with its class teacher.
#[utoipa::path(post, path = "/api/classes/", tag = "register", security(("bearer" = [])),
    request_body = ClassInput,
    responses((status = 201, body = Class), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_class(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ClassInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .create_classes(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

#[utoipa::path(put, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    request_body = ClassInput,
    responses((status = 200, body = Class), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_class(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ClassInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_classes(&viewer, vec![(*id, body.into_inner().into())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

#[utoipa::path(patch, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    request_body = ClassPatch,
    responses((status = 200, body = Class), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_class(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ClassPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changed = state
        .academics
        .update_classes(&viewer, vec![(*id, body.into_inner())])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

/// Deletes a class; 409 while students are or were enrolled in it.
#[utoipa::path(delete, path = "/api/classes/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete_class(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state.academics.delete_classes(&viewer, vec![*id]).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/classes/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassInput>,
    responses((status = 201, body = BulkClasses), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_classes(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<ClassInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .create_classes(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkClasses { results }))
}

#[utoipa::path(post, path = "/api/classes/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<ClassPatch>>,
    responses((status = 200, body = BulkClasses), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_classes(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Change<ClassPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(|c| (c.id, c.patch))
        .collect();
    let results = state.academics.update_classes(&viewer, changes).await?;
    Ok(HttpResponse::Ok().json(BulkClasses { results }))
}

#[utoipa::path(post, path = "/api/classes/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_classes(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_classes(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// End of session: moves the class's students into the next session's class, except those
/// chosen to repeat or graduate.
#[utoipa::path(post, path = "/api/classes/{id}/promote/", tag = "register", security(("bearer" = [])),
    request_body = PromoteRequest,
    responses((status = 200, body = PromoteResult), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn promote(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<PromoteRequest>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let result = state
        .academics
        .promote(&viewer, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(result))
}

// --- Class subjects ------------------------------------------------------------------------

#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct ClassSubjectParams {
    pub class_id: Vec<Uuid>,
    pub subject_id: Option<String>,
    pub teacher_id: Option<Uuid>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The subjects classes offer, with their teachers, as far as the caller may see the classes.
#[utoipa::path(get, path = "/api/class-subjects/", tag = "register", security(("bearer" = [])),
    params(ClassSubjectParams),
    responses((status = 200, body = Paginated<ClassSubject>), (status = 400, body = ErrorBody)))]
pub async fn list_class_subjects(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassSubjectParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let filter = ClassSubjectFilter {
        class_ids: params.class_id,
        subject_id: params.subject_id,
        teacher_id: params.teacher_id,
    };
    let found = state
        .academics
        .list_class_subjects(&viewer, filter, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |c| c)))
}

/// What classes offer, as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/class-subjects/export/", tag = "register", security(("bearer" = [])),
    params(ClassSubjectParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_class_subjects(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ClassSubjectParams = query(&req)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let filter = ClassSubjectFilter {
        class_ids: params.class_id,
        subject_id: params.subject_id,
        teacher_id: params.teacher_id,
    };
    let body = state
        .academics
        .export_class_subjects(&viewer, filter)
        .await?;
    Ok(csv(body, "class-subjects.csv"))
}

#[utoipa::path(get, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = ClassSubject), (status = 404, body = ErrorBody)))]
pub async fn get_class_subject(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.class_subject(&viewer, *id).await?))
}

#[utoipa::path(post, path = "/api/class-subjects/", tag = "register", security(("bearer" = [])),
    request_body = ClassSubjectInput,
    responses((status = 201, body = ClassSubject), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_class_subject(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ClassSubjectInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .create_class_subjects(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

/// Changes (or with `null` clears) a class subject's teacher. PUT and PATCH are the same: the
/// teacher is the only field that changes.
#[utoipa::path(patch, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    request_body = ClassSubjectPatch,
    responses((status = 200, body = ClassSubject), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_class_subject(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: web::Json<ClassSubjectPatch>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let current = state.academics.class_subject(&viewer, *id).await?;
    let teacher = body.into_inner().teacher_id.unwrap_or(current.teacher_id);
    let changed = state
        .academics
        .update_class_subjects(&viewer, vec![(*id, teacher)])
        .await?;
    Ok(HttpResponse::Ok().json(only(changed)?))
}

#[utoipa::path(delete, path = "/api/class-subjects/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete_class_subject(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_class_subjects(&viewer, vec![*id])
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/class-subjects/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<ClassSubjectInput>,
    responses((status = 201, body = BulkClassSubjects), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_class_subjects(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<ClassSubjectInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .create_class_subjects(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkClassSubjects { results }))
}

/// Sets the teacher of several class subjects at once.
#[utoipa::path(post, path = "/api/class-subjects/bulk_update/", tag = "register", security(("bearer" = [])),
    request_body = Items<Change<ClassSubjectPatch>>,
    responses((status = 200, body = BulkClassSubjects), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_class_subjects(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Change<ClassSubjectPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let mut changes = Vec::new();
    for item in body.into_inner().items {
        let teacher = match item.patch.teacher_id {
            Some(teacher) => teacher,
            None => {
                state
                    .academics
                    .class_subject(&viewer, item.id)
                    .await?
                    .teacher_id
            }
        };
        changes.push((item.id, teacher));
    }
    let results = state
        .academics
        .update_class_subjects(&viewer, changes)
        .await?;
    Ok(HttpResponse::Ok().json(BulkClassSubjects { results }))
}

#[utoipa::path(post, path = "/api/class-subjects/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_class_subjects(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_class_subjects(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

// --- Enrolments ----------------------------------------------------------------------------

#[derive(Debug, Deserialize, IntoParams, Default)]
#[serde(default)]
pub struct EnrolmentParams {
    pub student_id: Option<Uuid>,
    pub session_id: Option<String>,
    pub class_id: Vec<Uuid>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

#[utoipa::path(get, path = "/api/enrolments/", tag = "register", security(("bearer" = [])),
    params(EnrolmentParams),
    responses((status = 200, body = Paginated<Enrolment>), (status = 400, body = ErrorBody)))]
pub async fn list_enrolments(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: EnrolmentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let filter = EnrolmentFilter {
        student_id: params.student_id,
        session_id: params.session_id,
        class_ids: params.class_id,
    };
    let found = state
        .academics
        .list_enrolments(&viewer, filter, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |e| e)))
}

/// Enrolments as CSV, with the list's filters.
#[utoipa::path(get, path = "/api/enrolments/export/", tag = "register", security(("bearer" = [])),
    params(EnrolmentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String)))]
pub async fn export_enrolments(
    user: CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: EnrolmentParams = query(&req)?;
    let viewer = register_viewer(&state, &user.0).await?;
    let filter = EnrolmentFilter {
        student_id: params.student_id,
        session_id: params.session_id,
        class_ids: params.class_id,
    };
    let body = state.academics.export_enrolments(&viewer, filter).await?;
    Ok(csv(body, "enrolments.csv"))
}

#[utoipa::path(get, path = "/api/enrolments/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 200, body = Enrolment), (status = 404, body = ErrorBody)))]
pub async fn get_enrolment(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    Ok(HttpResponse::Ok().json(state.academics.enrolment(&viewer, *id).await?))
}

/// Puts a student in a class for a session (replacing their enrolment of that session).
#[utoipa::path(post, path = "/api/enrolments/", tag = "register", security(("bearer" = [])),
    request_body = EnrolmentInput,
    responses((status = 201, body = Enrolment), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_enrolment(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<EnrolmentInput>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let made = state
        .academics
        .enrol(&viewer, vec![body.into_inner()])
        .await?;
    Ok(HttpResponse::Created().json(only(made)?))
}

#[utoipa::path(post, path = "/api/enrolments/bulk_create/", tag = "register", security(("bearer" = [])),
    request_body = Items<EnrolmentInput>,
    responses((status = 201, body = BulkEnrolments), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_enrolments(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<EnrolmentInput>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    let results = state
        .academics
        .enrol(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(BulkEnrolments { results }))
}

#[utoipa::path(delete, path = "/api/enrolments/{id}/", tag = "register", security(("bearer" = [])),
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_enrolment(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_enrolments(&viewer, vec![*id])
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/enrolments/bulk_delete/", tag = "register", security(("bearer" = [])),
    request_body = Items<Uuid>,
    responses((status = 204, description = "Deleted"), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_enrolments(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<Items<Uuid>>,
) -> Result<HttpResponse, ApiError> {
    let viewer = register_viewer(&state, &user.0).await?;
    state
        .academics
        .delete_enrolments(&viewer, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// All routes of this module, on the `/api` scope.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/class-levels/").get(class_levels))
        .service(web::resource("/class-levels/{id}/").get(class_level))
        .service(web::resource("/subjects/").get(subjects))
        .service(web::resource("/subjects/{id}/").get(subject))
        .service(web::resource("/sessions/").get(sessions))
        .service(web::resource("/sessions/{id}/make_current/").post(make_session_current))
        .service(
            web::resource("/sessions/{id}/")
                .get(session)
                .patch(update_session)
                .put(update_session),
        )
        .service(web::resource("/terms/").get(terms))
        .service(web::resource("/terms/{id}/make_current/").post(make_term_current))
        .service(
            web::resource("/terms/{id}/")
                .get(term)
                .patch(update_term)
                .put(update_term),
        )
        .service(
            web::resource("/classes/")
                .get(list_classes)
                .post(create_class),
        )
        .service(web::resource("/classes/export/").get(export_classes))
        .service(web::resource("/classes/bulk_create/").post(bulk_create_classes))
        .service(web::resource("/classes/bulk_update/").post(bulk_update_classes))
        .service(web::resource("/classes/bulk_delete/").post(bulk_delete_classes))
        .service(web::resource("/classes/{id}/promote/").post(promote))
        .service(
            web::resource("/classes/{id}/")
                .get(get_class)
                .put(replace_class)
                .patch(update_class)
                .delete(delete_class),
        )
        .service(
            web::resource("/class-subjects/")
                .get(list_class_subjects)
                .post(create_class_subject),
        )
        .service(web::resource("/class-subjects/export/").get(export_class_subjects))
        .service(web::resource("/class-subjects/bulk_create/").post(bulk_create_class_subjects))
        .service(web::resource("/class-subjects/bulk_update/").post(bulk_update_class_subjects))
        .service(web::resource("/class-subjects/bulk_delete/").post(bulk_delete_class_subjects))
        .service(
            web::resource("/class-subjects/{id}/")
                .get(get_class_subject)
                .put(update_class_subject)
                .patch(update_class_subject)
                .delete(delete_class_subject),
        )
        .service(
            web::resource("/enrolments/")
                .get(list_enrolments)
                .post(create_enrolment),
        )
        .service(web::resource("/enrolments/export/").get(export_enrolments))
        .service(web::resource("/enrolments/bulk_create/").post(bulk_create_enrolments))
        .service(web::resource("/enrolments/bulk_delete/").post(bulk_delete_enrolments))
        .service(
            web::resource("/enrolments/{id}/")
                .get(get_enrolment)
                .delete(delete_enrolment),
        );
}
