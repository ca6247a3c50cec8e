//! Sign-in, token refresh, sign-out and password change (spec §7 "Authentication and profile").

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::request::Json;
use crate::{
    ApiError, AppState, ErrorBody, client::client_address, dto::UserBody, extract::CurrentUser,
};

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
    body: Json<LoginRequest>,
) -> Result<HttpResponse, ApiError> {
    let outcome = state
        .auth
        .login(&body.username, &body.password, &client_address(&req))
        .await?;
    Ok(HttpResponse::Ok().json(LoginResponse {
        access: outcome.tokens.access,
        refresh: outcome.tokens.refresh,
        user: UserBody::own(&outcome.user, &state).await?,
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
    body: Json<RefreshRequest>,
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
    body: Json<RefreshRequest>,
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
    body: Json<ChangePasswordRequest>,
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

/// What a person fills in to make their own account.
#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SignUpRequest {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password: String,
}

/// The new account and what it must still do before it can sign in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignUpResponse {
    pub user: UserBody,
    pub email_verification_required: bool,
    pub approval_required: bool,
    /// What happens next, as a sentence for the person.
    pub detail: String,
}

/// Makes an account, when the school allows self sign-up. It gets the school's default role.
#[utoipa::path(
    post,
    path = "/api/auth/signup/",
    tag = "auth",
    request_body = SignUpRequest,
    responses(
        (status = 201, description = "Created", body = SignUpResponse),
        (status = 403, description = "Self sign-up is closed", body = ErrorBody),
        (status = 409, description = "Username or e-mail taken", body = ErrorBody),
        (status = 422, description = "A field is not acceptable", body = ErrorBody),
    )
)]
pub async fn sign_up(
    state: web::Data<AppState>,
    body: Json<SignUpRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let outcome = state
        .auth
        .sign_up(auth::SignUp {
            username: body.username,
            email: body.email,
            first_name: body.first_name,
            last_name: body.last_name,
            password: body.password,
        })
        .await?;
    let detail = match (
        outcome.email_verification_required,
        outcome.approval_required,
    ) {
        (true, true) => {
            "Your account is made. Confirm your e-mail address with the link we sent you; you can sign in once the school approves your account."
        }
        (true, false) => {
            "Your account is made. Confirm your e-mail address with the link we sent you, then sign in."
        }
        (false, true) => "Your account is made. You can sign in once the school approves it.",
        (false, false) => "Your account is made. You can sign in now.",
    };
    Ok(HttpResponse::Created().json(SignUpResponse {
        user: UserBody::from(&outcome.user),
        email_verification_required: outcome.email_verification_required,
        approval_required: outcome.approval_required,
        detail: detail.into(),
    }))
}

/// The token of a link sent by e-mail.
#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct LinkRequest {
    pub token: String,
}

/// A sentence that says what happened.
#[derive(Debug, Serialize, ToSchema)]
pub struct Detail {
    pub detail: String,
}

/// Confirms an e-mail address with the token of the link sent to it.
#[utoipa::path(
    post,
    path = "/api/auth/verify-email/",
    tag = "auth",
    request_body = LinkRequest,
    responses(
        (status = 200, description = "Confirmed", body = Detail),
        (status = 400, description = "The link is unknown, used or expired", body = ErrorBody),
    )
)]
pub async fn verify_email(
    state: web::Data<AppState>,
    body: Json<LinkRequest>,
) -> Result<HttpResponse, ApiError> {
    let user = state.auth.verify_email(&body.token).await?;
    let detail = if user.approved {
        "Your e-mail address is confirmed. You can sign in now."
    } else {
        "Your e-mail address is confirmed. You can sign in once the school approves your account."
    };
    Ok(HttpResponse::Ok().json(Detail {
        detail: detail.into(),
    }))
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct PasswordResetRequest {
    pub email: String,
}

/// Sends a link to choose a new password, valid for 30 minutes. The answer is the same whether
/// or not an account has that address.
#[utoipa::path(
    post,
    path = "/api/auth/password-reset/",
    tag = "auth",
    request_body = PasswordResetRequest,
    responses(
        (status = 202, description = "Sent, if the address is known", body = Detail),
        (status = 429, description = "Too many requests for this address or from this client", body = ErrorBody),
    )
)]
pub async fn request_password_reset(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<PasswordResetRequest>,
) -> Result<HttpResponse, ApiError> {
    if !auth::service::looks_like_email(body.email.trim()) {
        return Err(ApiError::from(auth::AuthError::field(
            "email",
            "Enter a valid e-mail address, such as name@example.com.",
        )));
    }
    state
        .auth
        .request_password_reset(&body.email, &client_address(&req))
        .await?;
    Ok(HttpResponse::Accepted().json(Detail {
        detail:
            "If an account has that e-mail address, we sent it a link to choose a new password. \
                 The link works for 30 minutes."
                .into(),
    }))
}

#[derive(Debug, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct PasswordResetConfirm {
    pub token: String,
    pub new_password: String,
}

/// Sets a new password with the token of a reset link. Every session of the account ends.
#[utoipa::path(
    post,
    path = "/api/auth/password-reset/confirm/",
    tag = "auth",
    request_body = PasswordResetConfirm,
    responses(
        (status = 200, description = "Changed", body = Detail),
        (status = 400, description = "The link is unknown, used or expired", body = ErrorBody),
        (status = 422, description = "The new password is not acceptable", body = ErrorBody),
    )
)]
pub async fn confirm_password_reset(
    state: web::Data<AppState>,
    body: Json<PasswordResetConfirm>,
) -> Result<HttpResponse, ApiError> {
    state
        .auth
        .reset_password(&body.token, &body.new_password)
        .await?;
    Ok(HttpResponse::Ok().json(Detail {
        detail: "Your password is changed. Sign in with the new one.".into(),
    }))
}
