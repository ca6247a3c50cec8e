//! Permissions, roles and user roles (spec §7). Superusers manage them; any admin may read the
//! list of permissions.

use actix_web::{HttpResponse, http::StatusCode, web};
use auth::{AccessRole, Permission, RoleForm, RoleGrant};
use kernel::UserId;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::request::{Json, Query};
use crate::{ApiError, AppState, CurrentUser, ErrorBody, pagination::Paginated};

/// Something the server checks before an admin action.
#[derive(Debug, Serialize, ToSchema)]
pub struct PermissionBody {
    /// The codename, such as `settings.change`; also the permission's id.
    pub id: String,
    pub codename: String,
    pub description: String,
}

impl From<Permission> for PermissionBody {
    fn from(p: Permission) -> Self {
        Self {
            id: p.codename().into(),
            codename: p.codename().into(),
            description: p.description().into(),
        }
    }
}

/// A named group of permissions.
#[derive(Debug, Serialize, ToSchema)]
pub struct RoleBody {
    pub id: Uuid,
    pub name: String,
    pub description: String,
    /// Codenames.
    pub permissions: Vec<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
}

impl From<AccessRole> for RoleBody {
    fn from(r: AccessRole) -> Self {
        Self {
            id: r.id,
            name: r.name,
            description: r.description,
            permissions: r
                .permissions
                .iter()
                .map(|p| p.codename().to_owned())
                .collect(),
            created_at: r.created_at,
        }
    }
}

/// A role as an admin writes it.
#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct RoleRequest {
    pub name: String,
    pub description: String,
    /// Codenames, such as `users.manage`.
    pub permissions: Vec<String>,
}

impl From<RoleRequest> for RoleForm {
    fn from(r: RoleRequest) -> Self {
        Self {
            name: r.name,
            description: r.description,
            permissions: r.permissions,
        }
    }
}

/// A role granted to an admin.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserRoleBody {
    pub id: Uuid,
    pub user: UserId,
    pub role: Uuid,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: OffsetDateTime,
}

impl From<RoleGrant> for UserRoleBody {
    fn from(g: RoleGrant) -> Self {
        Self {
            id: g.id,
            user: g.user_id,
            role: g.role_id,
            created_at: g.created_at,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UserRoleRequest {
    pub user: UserId,
    pub role: Uuid,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UserRoleQuery {
    /// Only this user's roles.
    pub user: Option<UserId>,
}

/// Every permission the server checks.
#[utoipa::path(get, path = "/api/school-settings/permissions/", tag = "access", security(("bearer" = [])),
    responses((status = 200, body = Paginated<PermissionBody>), (status = 403, body = ErrorBody)))]
pub async fn list_permissions(
    user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let all = state.auth.permission_catalogue(&user.0)?;
    Ok(HttpResponse::Ok().json(Paginated::all(
        all.iter().copied().map(PermissionBody::from).collect(),
    )))
}

/// One permission, by codename.
#[utoipa::path(get, path = "/api/school-settings/permissions/{id}/", tag = "access", security(("bearer" = [])),
    params(("id" = String, Path, description = "The codename")),
    responses((status = 200, body = PermissionBody), (status = 404, body = ErrorBody)))]
pub async fn get_permission(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    state.auth.permission_catalogue(&user.0)?;
    let permission = Permission::from_codename(&id).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "access.not_found",
            "There is no permission with that codename.",
        )
    })?;
    Ok(HttpResponse::Ok().json(PermissionBody::from(permission)))
}

/// Every role.
#[utoipa::path(get, path = "/api/school-settings/roles/", tag = "access", security(("bearer" = [])),
    responses((status = 200, body = Paginated<RoleBody>), (status = 403, body = ErrorBody)))]
pub async fn list_roles(
    user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let roles = state.auth.roles(&user.0).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(
        roles.into_iter().map(RoleBody::from).collect(),
    )))
}

/// Creates a role.
#[utoipa::path(post, path = "/api/school-settings/roles/", tag = "access", security(("bearer" = [])), request_body = RoleRequest,
    responses((status = 201, body = RoleBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<RoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let role = state
        .auth
        .save_role(&user.0, None, body.into_inner().into())
        .await?;
    Ok(HttpResponse::Created().json(RoleBody::from(role)))
}

/// One role.
#[utoipa::path(get, path = "/api/school-settings/roles/{id}/", tag = "access", security(("bearer" = [])),
    responses((status = 200, body = RoleBody), (status = 404, body = ErrorBody)))]
pub async fn get_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(RoleBody::from(state.auth.role(&user.0, *id).await?)))
}

/// Replaces a role's name, description and permissions.
#[utoipa::path(put, path = "/api/school-settings/roles/{id}/", tag = "access", security(("bearer" = [])), request_body = RoleRequest,
    responses((status = 200, body = RoleBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<RoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let role = state
        .auth
        .save_role(&user.0, Some(*id), body.into_inner().into())
        .await?;
    Ok(HttpResponse::Ok().json(RoleBody::from(role)))
}

/// Deletes a role; the admins who held it lose its permissions.
#[utoipa::path(delete, path = "/api/school-settings/roles/{id}/", tag = "access", security(("bearer" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    state.auth.delete_role(&user.0, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Every grant of a role to an admin.
#[utoipa::path(get, path = "/api/school-settings/user-roles/", tag = "access", security(("bearer" = [])), params(UserRoleQuery),
    responses((status = 200, body = Paginated<UserRoleBody>), (status = 403, body = ErrorBody)))]
pub async fn list_user_roles(
    user: CurrentUser,
    state: web::Data<AppState>,
    query: Query<UserRoleQuery>,
) -> Result<HttpResponse, ApiError> {
    let grants = state.auth.grants(&user.0, query.user).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(
        grants.into_iter().map(UserRoleBody::from).collect(),
    )))
}

/// Grants a role to an admin.
#[utoipa::path(post, path = "/api/school-settings/user-roles/", tag = "access", security(("bearer" = [])), request_body = UserRoleRequest,
    responses((status = 201, body = UserRoleBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn create_user_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<UserRoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let grant = state
        .auth
        .save_grant(&user.0, None, body.user, body.role)
        .await?;
    Ok(HttpResponse::Created().json(UserRoleBody::from(grant)))
}

/// One grant.
#[utoipa::path(get, path = "/api/school-settings/user-roles/{id}/", tag = "access", security(("bearer" = [])),
    responses((status = 200, body = UserRoleBody), (status = 404, body = ErrorBody)))]
pub async fn get_user_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(UserRoleBody::from(state.auth.grant(&user.0, *id).await?)))
}

/// Changes which role a grant gives.
#[utoipa::path(put, path = "/api/school-settings/user-roles/{id}/", tag = "access", security(("bearer" = [])), request_body = UserRoleRequest,
    responses((status = 200, body = UserRoleBody), (status = 404, body = ErrorBody)))]
pub async fn update_user_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<UserRoleRequest>,
) -> Result<HttpResponse, ApiError> {
    let grant = state
        .auth
        .save_grant(&user.0, Some(*id), body.user, body.role)
        .await?;
    Ok(HttpResponse::Ok().json(UserRoleBody::from(grant)))
}

/// Takes a role back.
#[utoipa::path(delete, path = "/api/school-settings/user-roles/{id}/", tag = "access", security(("bearer" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_user_role(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    state.auth.delete_grant(&user.0, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}
