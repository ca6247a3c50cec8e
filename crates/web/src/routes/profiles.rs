//! The caller's own profile (spec §7 "Authentication and profile").

use actix_web::{HttpResponse, web};
use auth::Preferences;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::request::Json;
use crate::{ApiError, AppState, ErrorBody, dto::UserBody, extract::CurrentUser};

/// The fields to change; absent fields keep their value. `theme: null` follows the school.
#[derive(Debug, Deserialize, ToSchema, Default)]
pub struct PreferencesUpdate {
    #[serde(default, with = "double_option")]
    #[schema(value_type = Option<String>)]
    pub theme: Option<Option<String>>,
    pub email_notifications: Option<bool>,
    pub sms_notifications: Option<bool>,
}

/// Tells an absent field (`None`) from an explicit `null` (`Some(None)`).
mod double_option {
    use serde::{Deserialize, Deserializer};

    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
        d: D,
    ) -> Result<Option<Option<T>>, D::Error> {
        Option::<T>::deserialize(d).map(Some)
    }
}

/// Whether the account may sign in, and what it still has to do.
#[derive(Debug, Serialize, ToSchema)]
pub struct VerificationStatus {
    pub is_active: bool,
    pub email_verified: bool,
    pub approved: bool,
    pub must_change_password: bool,
}

/// How to reach the user.
#[derive(Debug, Serialize, ToSchema)]
pub struct ContactInfo {
    pub email: String,
}

/// The caller's profile; also how the client checks that its token still works.
#[utoipa::path(
    get,
    path = "/api/profiles/me/",
    tag = "profiles",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The signed-in user", body = UserBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
pub async fn me(
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    // The account and its role's record are read at once: one wait for the database, as for
    // an admin, who has no record. (Open to a user who must still change a temporary password.)
    let token = crate::extract::bearer_token(&req).ok_or_else(crate::extract::not_signed_in)?;
    let academics = &state.academics;
    let (user, (token_role, block)) = state
        .auth
        .authenticate_alongside(&token, |id, role| async move {
            let block = match role {
                Some(role) => academics.role_block(id, role).await,
                None => Ok(None),
            };
            (role, block)
        })
        .await?;
    let block = if token_role == Some(user.role) {
        block?
    } else {
        // The role changed since the token was issued.
        academics.role_block(user.id, user.role).await?
    };
    Ok(HttpResponse::Ok().json(UserBody::own_with(&user, block, &state).await?))
}

/// Whether the caller's account is verified and approved.
#[utoipa::path(
    get,
    path = "/api/profiles/verification-status/",
    tag = "profiles",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The account's status", body = VerificationStatus),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
pub async fn verification_status(user: CurrentUser) -> HttpResponse {
    let user = user.0;
    HttpResponse::Ok().json(VerificationStatus {
        is_active: user.is_active,
        email_verified: user.email_verified,
        approved: user.approved,
        must_change_password: user.must_change_password,
    })
}

/// How the school reaches the caller.
#[utoipa::path(
    get,
    path = "/api/profiles/contact-info/",
    tag = "profiles",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The caller's contact details", body = ContactInfo),
        (status = 401, description = "Not signed in", body = ErrorBody),
    )
)]
pub async fn contact_info(user: CurrentUser) -> HttpResponse {
    HttpResponse::Ok().json(ContactInfo {
        email: user.0.email,
    })
}

/// Changes the caller's preferences.
#[utoipa::path(
    patch,
    path = "/api/profiles/update_preferences/",
    tag = "profiles",
    request_body = PreferencesUpdate,
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The updated user", body = UserBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 422, description = "A value is not allowed", body = ErrorBody),
    )
)]
pub async fn update_preferences(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<PreferencesUpdate>,
) -> Result<HttpResponse, ApiError> {
    let current = user.0.preferences;
    let body = body.into_inner();
    let wanted = Preferences {
        theme: body.theme.unwrap_or(current.theme),
        email_notifications: body
            .email_notifications
            .unwrap_or(current.email_notifications),
        sms_notifications: body.sms_notifications.unwrap_or(current.sms_notifications),
    };
    let updated = state.auth.update_preferences(user.0.id, wanted).await?;
    Ok(HttpResponse::Ok().json(UserBody::own(&updated, &state).await?))
}
