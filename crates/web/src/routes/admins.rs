//! Admin accounts (`/api/admins/`, superusers) and every account for password recovery
//! (`/api/users/`, holders of `users.manage`).

use actix_web::{HttpRequest, HttpResponse, web};
use auth::{AccountUpdate, NewAccount, Recovery, UserFilter, UserOrder};
use kernel::Role;
use kernel::UserId;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::request::{Json, Query};
use crate::{
    ApiError, AppState, CurrentUser, ErrorBody,
    dto::{Items, UserBody},
    pagination::{Paginated, page_request},
};

/// Filters, search, ordering and page of an account list.
#[derive(Debug, Deserialize, IntoParams)]
pub struct AccountQuery {
    /// Case-insensitive, over username, names and e-mail.
    pub search: Option<String>,
    pub is_active: Option<bool>,
    /// `false`: self-registered accounts waiting for approval (`/api/users/` only).
    pub approved: Option<bool>,
    /// `student`, `teacher`, `parent` or `admin` (`/api/users/` only).
    pub role: Option<String>,
    /// `last_name`, `username`, `date_joined` or `last_login`; `-` before it reverses.
    pub ordering: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

impl AccountQuery {
    fn parts(
        &self,
        role: Option<Role>,
    ) -> Result<(UserFilter, UserOrder, kernel::PageRequest), ApiError> {
        let order = match self.ordering.as_deref() {
            None | Some("") => UserOrder::default(),
            Some(value) => UserOrder::parse(value).ok_or_else(|| {
                ApiError::from(auth::AuthError::field(
                    "ordering",
                    "Order by last_name, username, date_joined or last_login, with - to reverse.",
                ))
            })?,
        };
        let role = match (role, self.role.as_deref()) {
            (Some(role), _) => Some(role),
            (None, None | Some("")) => None,
            (None, Some(value)) => Some(
                value
                    .parse::<Role>()
                    .map_err(|e| ApiError::from(auth::AuthError::field("role", e.to_string())))?,
            ),
        };
        let filter = UserFilter {
            role,
            search: self.search.clone(),
            is_active: self.is_active,
            approved: self.approved,
            exclude_admins: false,
        };
        Ok((filter, order, page_request(self.page, self.page_size)?))
    }
}

/// A new admin account.
#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct AdminRequest {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// Must follow the school's password policy; the admin must change it at first sign-in.
    pub password: String,
    pub is_superuser: bool,
}

/// Changes to an account; absent fields keep their value.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct AccountPatch {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub is_active: Option<bool>,
    pub is_superuser: Option<bool>,
    /// Approves a self-registered account; its owner is told by e-mail.
    pub approved: Option<bool>,
}

impl From<AccountPatch> for AccountUpdate {
    fn from(p: AccountPatch) -> Self {
        Self {
            first_name: p.first_name,
            last_name: p.last_name,
            email: p.email,
            is_active: p.is_active,
            is_superuser: p.is_superuser,
            approved: p.approved,
        }
    }
}

/// How to help someone who forgot their password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RecoveryMethod {
    /// A temporary password, answered once, that must be changed at next sign-in.
    TemporaryPassword,
    /// A reset link e-mailed to the account's address.
    ResetLink,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RecoveryRequest {
    pub method: RecoveryMethod,
}

/// What was done. `temporary_password` is shown once: pass it on, it is not stored in clear.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecoveryResponse {
    pub detail: String,
    pub temporary_password: Option<String>,
}

/// The school's admins.
#[utoipa::path(get, path = "/api/admins/", tag = "accounts", security(("bearer" = [])), params(AccountQuery),
    responses((status = 200, body = Paginated<UserBody>), (status = 403, body = ErrorBody)))]
pub async fn list_admins(
    req: HttpRequest,
    user: CurrentUser,
    state: web::Data<AppState>,
    query: Query<AccountQuery>,
) -> Result<HttpResponse, ApiError> {
    let (filter, order, page) = query.parts(Some(Role::Admin))?;
    let found = state.auth.list_users(&user.0, filter, order, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |u| UserBody::from(&u))))
}

/// Adds an admin.
#[utoipa::path(post, path = "/api/admins/", tag = "accounts", security(("bearer" = [])), request_body = AdminRequest,
    responses((status = 201, body = UserBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_admin(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<AdminRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let created = state
        .auth
        .add_admin(
            &user.0,
            NewAccount {
                username: body.username,
                email: body.email,
                first_name: body.first_name,
                last_name: body.last_name,
                role: Role::Admin,
                password: body.password,
                is_superuser: body.is_superuser,
                must_change_password: true,
            },
        )
        .await?;
    Ok(HttpResponse::Created().json(UserBody::from(&created)))
}

/// One admin.
#[utoipa::path(get, path = "/api/admins/{id}/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)),
    responses((status = 200, body = UserBody), (status = 404, body = ErrorBody)))]
pub async fn get_admin(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
) -> Result<HttpResponse, ApiError> {
    let account = admin_only(state.auth.account(&user.0, *id).await?)?;
    Ok(HttpResponse::Ok().json(UserBody::from(&account)))
}

/// Changes an admin: names, e-mail, active, superuser.
#[utoipa::path(patch, path = "/api/admins/{id}/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)), request_body = AccountPatch,
    responses((status = 200, body = UserBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_admin(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
    body: Json<AccountPatch>,
) -> Result<HttpResponse, ApiError> {
    change_admin(&user, &state, *id, body.into_inner().into()).await
}

/// Applies `update` to the admin `id` (404 for an account that is not an admin).
async fn change_admin(
    user: &CurrentUser,
    state: &AppState,
    id: UserId,
    update: AccountUpdate,
) -> Result<HttpResponse, ApiError> {
    admin_only(state.auth.account(&user.0, id).await?)?;
    let updated = state.auth.update_account(&user.0, id, update).await?;
    Ok(HttpResponse::Ok().json(UserBody::from(&updated)))
}

/// An admin's editable fields, all of them (`PUT`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct AdminReplace {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub is_active: bool,
    pub is_superuser: bool,
}

impl From<AdminReplace> for AccountUpdate {
    fn from(r: AdminReplace) -> Self {
        Self {
            first_name: Some(r.first_name),
            last_name: Some(r.last_name),
            email: Some(r.email),
            is_active: Some(r.is_active),
            is_superuser: Some(r.is_superuser),
            approved: None,
        }
    }
}

/// Replaces an admin's names, e-mail, active and superuser flags (superusers only).
#[utoipa::path(put, path = "/api/admins/{id}/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)), request_body = AdminReplace,
    responses((status = 200, body = UserBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn replace_admin(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
    body: Json<AdminReplace>,
) -> Result<HttpResponse, ApiError> {
    change_admin(&user, &state, *id, body.into_inner().into()).await
}

/// Deactivates an admin: their sessions end and they cannot sign in. Their records stay, so the
/// school's history keeps who did what.
#[utoipa::path(delete, path = "/api/admins/{id}/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)),
    responses((status = 204), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn deactivate_admin(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
) -> Result<HttpResponse, ApiError> {
    admin_only(state.auth.account(&user.0, *id).await?)?;
    let update = AccountUpdate {
        is_active: Some(false),
        ..AccountUpdate::default()
    };
    state.auth.update_account(&user.0, *id, update).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Every account, to find one for password recovery.
#[utoipa::path(get, path = "/api/users/", tag = "accounts", security(("bearer" = [])), params(AccountQuery),
    responses((status = 200, body = Paginated<UserBody>), (status = 403, body = ErrorBody)))]
pub async fn list_users(
    req: HttpRequest,
    user: CurrentUser,
    state: web::Data<AppState>,
    query: Query<AccountQuery>,
) -> Result<HttpResponse, ApiError> {
    let (filter, order, page) = query.parts(None)?;
    let found = state.auth.list_users(&user.0, filter, order, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, |u| UserBody::from(&u))))
}

/// Helps someone who forgot their password: a temporary password or an e-mailed reset link.
/// Either way, every session of theirs ends.
#[utoipa::path(post, path = "/api/users/{id}/recover-password/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)), request_body = RecoveryRequest,
    responses((status = 200, body = RecoveryResponse), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn recover_password(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
    body: Json<RecoveryRequest>,
) -> Result<HttpResponse, ApiError> {
    let how = match body.method {
        RecoveryMethod::TemporaryPassword => Recovery::TemporaryPassword,
        RecoveryMethod::ResetLink => Recovery::ResetLink,
    };
    let temporary_password = state.auth.recover_password(&user.0, *id, how).await?;
    let detail = if temporary_password.is_some() {
        "A temporary password is set. Give it to the person; they must choose their own when they next sign in."
    } else {
        "A reset link is on its way to the account's e-mail address. It works for 30 minutes."
    };
    Ok(HttpResponse::Ok().json(RecoveryResponse {
        detail: detail.into(),
        temporary_password,
    }))
}

/// The path names an account that is not an admin: as far as this collection knows, it does
/// not exist.
fn admin_only(user: auth::User) -> Result<auth::User, ApiError> {
    if user.role == Role::Admin {
        Ok(user)
    } else {
        Err(ApiError::from(auth::AuthError::NotFound))
    }
}

/// Changes any account that is not an admin's: names, e-mail, active, approved.
#[utoipa::path(patch, path = "/api/users/{id}/", tag = "accounts", security(("bearer" = [])), params(("id" = UserId, Path)), request_body = AccountPatch,
    responses((status = 200, body = UserBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_user(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<UserId>,
    body: Json<AccountPatch>,
) -> Result<HttpResponse, ApiError> {
    let updated = state
        .auth
        .update_account(&user.0, *id, body.into_inner().into())
        .await?;
    Ok(HttpResponse::Ok().json(UserBody::from(&updated)))
}

/// The admins a bulk call made or changed.
#[derive(Debug, Serialize, ToSchema)]
pub struct BulkResult {
    pub results: Vec<UserBody>,
}

/// One admin's changes in `bulk_update`: its id and the fields that change.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AdminItemPatch {
    pub id: UserId,
    #[serde(flatten)]
    pub patch: AccountPatch,
}

/// Adds several admins in one transaction; each must change the password given at first
/// sign-in. Problems come back per item as `items.{index}.{field}`, and none is added.
#[utoipa::path(post, path = "/api/admins/bulk_create/", tag = "accounts", security(("bearer" = [])),
    request_body = Items<AdminRequest>,
    responses((status = 201, body = BulkResult), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_create_admins(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<Items<AdminRequest>>,
) -> Result<HttpResponse, ApiError> {
    let accounts = body
        .into_inner()
        .items
        .into_iter()
        .map(|a| NewAccount {
            username: a.username,
            email: a.email,
            first_name: a.first_name,
            last_name: a.last_name,
            role: Role::Admin,
            password: a.password,
            is_superuser: a.is_superuser,
            must_change_password: true,
        })
        .collect();
    let created = state.auth.add_admins(&user.0, accounts).await?;
    Ok(HttpResponse::Created().json(BulkResult {
        results: created.iter().map(UserBody::from).collect(),
    }))
}

/// Changes several admins in one transaction, by the rules of `PATCH /api/admins/{id}/`.
#[utoipa::path(post, path = "/api/admins/bulk_update/", tag = "accounts", security(("bearer" = [])),
    request_body = Items<AdminItemPatch>,
    responses((status = 200, body = BulkResult), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_update_admins(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<Items<AdminItemPatch>>,
) -> Result<HttpResponse, ApiError> {
    let updates = body
        .into_inner()
        .items
        .into_iter()
        .map(|item| (item.id, AccountUpdate::from(item.patch)))
        .collect();
    let changed = state.auth.update_admins(&user.0, updates).await?;
    Ok(HttpResponse::Ok().json(BulkResult {
        results: changed.iter().map(UserBody::from).collect(),
    }))
}

/// Deactivates several admins in one transaction (as `DELETE /api/admins/{id}/` does).
#[utoipa::path(post, path = "/api/admins/bulk_delete/", tag = "accounts", security(("bearer" = [])),
    request_body = Items<UserId>,
    responses((status = 204, description = "Deactivated"), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bulk_delete_admins(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<Items<UserId>>,
) -> Result<HttpResponse, ApiError> {
    let updates = body
        .into_inner()
        .items
        .into_iter()
        .map(|id| {
            (
                id,
                AccountUpdate {
                    is_active: Some(false),
                    ..AccountUpdate::default()
                },
            )
        })
        .collect();
    state.auth.update_admins(&user.0, updates).await?;
    Ok(HttpResponse::NoContent().finish())
}
