//! `/api/parents/`: lists, records, links to children, bulk calls and the CSV export
//! (decisions/011). Who may see and change which parent is the `academics` crate's decision.

use academics::parents::{ChildLink, Parent, ParentFilter, ParentInput, ParentOrder, ParentPatch};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ParentId, StudentId};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    ApiError, AppState, ErrorBody,
    dto::{Change, Items, Results},
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, ordering_error, query},
};

/// Filters, search and page of the parent list.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ParentParams {
    pub student_id: Option<StudentId>,
    pub is_active: Option<bool>,
    /// Case-insensitive, over names, e-mail, phone and username.
    pub search: Option<String>,
    /// `last_name` or `first_name`; `-` reverses.
    pub ordering: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl ParentParams {
    fn parts(self) -> Result<(ParentFilter, ParentOrder), ApiError> {
        let order = match self.ordering.as_deref() {
            None | Some("") => ParentOrder::default(),
            Some(v) => {
                ParentOrder::parse(v).ok_or_else(|| ordering_error("last_name or first_name"))?
            }
        };
        Ok((
            ParentFilter {
                student_id: self.student_id,
                is_active: self.is_active,
                search: self.search,
            },
            order,
        ))
    }
}

/// The parents the caller may see: admins all, a teacher the parents of their students, a
/// parent themselves, a student their own parents.
#[utoipa::path(get, path = "/api/parents/", tag = "people", security(("bearer" = [])),
    params(ParentParams),
    responses((status = 200, body = Paginated<Parent>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ParentParams = query(&req)?;
    let page = page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let found = state
        .academics
        .parents
        .list(&caller, filter, order, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |p| p)))
}

/// The parents of the list as CSV (same filters).
#[utoipa::path(get, path = "/api/parents/export/", tag = "people", security(("bearer" = [])),
    params(ParentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: ParentParams = query(&req)?;
    // An export is the whole list, but the list's page parameters must still be valid.
    page_request(params.page, params.page_size)?;
    let (filter, order) = params.parts()?;
    let body = state
        .academics
        .parents
        .export(&caller, filter, order)
        .await?;
    Ok(csv(body, "parents.csv"))
}

/// Links a parent to a child, or changes the relationship of their link.
#[utoipa::path(post, path = "/api/parents/{id}/children/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path)),
    request_body = ChildLink,
    responses((status = 200, body = Parent), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn link_child(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ParentId>,
    body: Json<ChildLink>,
) -> Result<HttpResponse, ApiError> {
    let parent = state
        .academics
        .parents
        .link_child(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(parent))
}

/// Removes the link between a parent and a child.
#[utoipa::path(delete, path = "/api/parents/{id}/children/{student_id}/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path), ("student_id" = StudentId, Path)),
    responses((status = 204, description = "Unlinked"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn unlink_child(
    caller: Caller,
    state: web::Data<AppState>,
    path: web::Path<(ParentId, StudentId)>,
) -> Result<HttpResponse, ApiError> {
    let (parent, student) = path.into_inner();
    state
        .academics
        .parents
        .unlink_child(&caller, parent, student)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(get, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path)),
    responses((status = 200, body = Parent), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ParentId>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(state.academics.parents.get(&caller, *id).await?))
}

/// Adds a parent with their sign-in account and links to their children;
/// `initial_password` is answered once when the server made the password.
#[utoipa::path(post, path = "/api/parents/", tag = "people", security(("bearer" = [])),
    request_body = ParentInput,
    responses((status = 201, body = Parent), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<ParentInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .parents
        .create(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(made))
}

#[utoipa::path(put, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path)),
    request_body = ParentInput,
    responses((status = 200, body = Parent), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ParentId>,
    body: Json<ParentInput>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .parents
        .update(&caller, *id, body.into_inner().into())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

#[utoipa::path(patch, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path)),
    request_body = ParentPatch,
    responses((status = 200, body = Parent), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ParentId>,
    body: Json<ParentPatch>,
) -> Result<HttpResponse, ApiError> {
    let changed = state
        .academics
        .parents
        .update(&caller, *id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(changed))
}

/// Deletes a parent with their account and links.
#[utoipa::path(delete, path = "/api/parents/{id}/", tag = "people", security(("bearer" = [])),
    params(("id" = ParentId, Path)),
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn delete(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ParentId>,
) -> Result<HttpResponse, ApiError> {
    state.academics.parents.delete(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(post, path = "/api/parents/bulk_create/", tag = "people", security(("bearer" = [])),
    request_body = Items<ParentInput>,
    responses((status = 201, body = Results<Parent>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ParentInput>>,
) -> Result<HttpResponse, ApiError> {
    let results = state
        .academics
        .parents
        .create_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::Created().json(Results { results }))
}

#[utoipa::path(post, path = "/api/parents/bulk_update/", tag = "people", security(("bearer" = [])),
    request_body = Items<Change<ParentId, ParentPatch>>,
    responses((status = 200, body = Results<Parent>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<Change<ParentId, ParentPatch>>>,
) -> Result<HttpResponse, ApiError> {
    let changes = body
        .into_inner()
        .items
        .into_iter()
        .map(Change::pair)
        .collect();
    let results = state
        .academics
        .parents
        .update_many(&caller, changes)
        .await?;
    Ok(HttpResponse::Ok().json(Results { results }))
}

#[utoipa::path(post, path = "/api/parents/bulk_delete/", tag = "people", security(("bearer" = [])),
    request_body = Items<ParentId>,
    responses((status = 204, description = "Deleted"), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<Items<ParentId>>,
) -> Result<HttpResponse, ApiError> {
    state
        .academics
        .parents
        .delete_many(&caller, body.into_inner().items)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
