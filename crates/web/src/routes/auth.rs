//! Sign-in, token refresh, sign-out and password change (spec §7 "Authentication and profile").

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{ApiError, AppState, ErrorBody, extract::CurrentUser, routes::profiles::UserBody};

/// Username (or e-mail address) and password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(default)]
#[derive(Default)]
pub struct LoginRequest {
    pub username: String,
    pub password: String,
}

/// A session's tokens and the signed-in user.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    /// The access token (30 minutes by default): send it as `Authorization: Bearer <access>`.
    pub access: String,
    /// The refresh token (1 day by default): exchange it at `/api/auth/token/refresh/`.
    pub refresh: String,
    pub user: UserBody,
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct RefreshRequest {
    pub refresh: String,
}

/// A new pair of tokens; the refresh token sent is no longer valid.
#[derive(Debug, Serialize, ToSchema)]
pub struct TokenResponse {
    pub access: String,
    pub refresh: String,
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct ChangePasswordRequest {
    pub current_password: String,
    pub new_password: String,
}

fn client_address(req: &HttpRequest) -> String {
    req.peer_addr()
        .map(|addr| addr.ip().to_string())
        .unwrap_or_else(|| "unknown".into())
}

/// Signs in with a username or e-mail address (any case) and a password.
#[utoipa::path(
    post,
    path = "/api/auth/login/",
    tag = "auth",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Signed in", body = LoginResponse),
        (status = 401, description = "Wrong username or password", body = ErrorBody),
        (status = 403, description = "Deactivated, unverified or unapproved account", body = ErrorBody),
        (status = 422, description = "Username or password missing", body = ErrorBody),
        (status = 429, description = "Too many failed sign-ins; see Retry-After", body = ErrorBody),
    )
)]
pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<LoginRequest>,
) -> Result<HttpResponse, ApiError> {
    let outcome = state
        .auth
        .login(&body.username, &body.password, &client_address(&req))
        .await?;
    Ok(HttpResponse::Ok().json(LoginResponse {
        access: outcome.tokens.access,
        refresh: outcome.tokens.refresh,
        user: UserBody::from(&outcome.user),
    }))
}

/// Exchanges a refresh token for a new pair. Each refresh token works once; using one twice
/// ends the session it belongs to.
#[utoipa::path(
    post,
    path = "/api/auth/token/refresh/",
    tag = "auth",
    request_body = RefreshRequest,
    responses(
        (status = 200, description = "New tokens", body = TokenResponse),
        (status = 401, description = "The refresh token is not valid", body = ErrorBody),
    )
)]
pub async fn refresh(
    state: web::Data<AppState>,
    body: web::Json<RefreshRequest>,
) -> Result<HttpResponse, ApiError> {
    let tokens = state.auth.refresh(&body.refresh).await?;
    Ok(HttpResponse::Ok().json(TokenResponse {
        access: tokens.access,
        refresh: tokens.refresh,
    }))
}

/// Ends the session of a refresh token. Always succeeds.
#[utoipa::path(
    post,
    path = "/api/auth/logout/",
    tag = "auth",
    request_body = RefreshRequest,
    responses((status = 204, description = "Signed out"))
)]
pub async fn logout(
    state: web::Data<AppState>,
    body: web::Json<RefreshRequest>,
) -> Result<HttpResponse, ApiError> {
    state.auth.logout(&body.refresh).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Changes the caller's password. Every other session of theirs ends; the answer holds new
/// tokens for this device.
#[utoipa::path(
    post,
    path = "/api/auth/change-password/",
    tag = "auth",
    request_body = ChangePasswordRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Changed", body = TokenResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 422, description = "Wrong current password or a weak new one", body = ErrorBody),
    )
)]
pub async fn change_password(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ChangePasswordRequest>,
) -> Result<HttpResponse, ApiError> {
    let tokens = state
        .auth
        .change_password(user.0.id, &body.current_password, &body.new_password)
        .await?;
    Ok(HttpResponse::Ok().json(TokenResponse {
        access: tokens.access,
        refresh: tokens.refresh,
    }))
}
