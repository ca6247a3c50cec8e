//! The caller's own profile (spec §7 "Authentication and profile").

use actix_web::{HttpResponse, web};
use auth::{Preferences, User};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::{ApiError, AppState, ErrorBody, extract::CurrentUser};

/// A user as the client sees them (spec §3 "User").
#[derive(Debug, Serialize, ToSchema)]
pub struct UserBody {
    pub id: Uuid,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// `student`, `teacher`, `parent` or `admin`.
    pub role: String,
    pub is_active: bool,
    pub is_staff: bool,
    pub is_superuser: bool,
    pub email_verified: bool,
    /// False while a self-registered account waits for an admin's approval.
    pub approved: bool,
    /// True after an admin set a temporary password: the user must choose a new one.
    pub must_change_password: bool,
    pub profile_picture: Option<String>,
    pub preferences: PreferencesBody,
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub last_login: Option<OffsetDateTime>,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub date_joined: OffsetDateTime,
    /// The codenames of what the user may do; only in the user's own profile and sign-in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub permissions: Option<Vec<String>>,
    /// A student's own record (spec §3), in their own profile and sign-in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub student_data: Option<academics::Student>,
    /// A teacher's own record, with their classes and subjects.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teacher_data: Option<academics::Teacher>,
    /// A parent's own record, with their children.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_data: Option<academics::Parent>,
}

impl UserBody {
    /// The user as they see themselves: with the codenames of their permissions and their
    /// role's block (spec §3 `student_data`, `teacher_data`, `parent_data`; admins have none).
    pub async fn own(user: &User, state: &AppState) -> Result<Self, ApiError> {
        let permissions = state.auth.permissions(user).await?;
        let (mut student_data, mut teacher_data, mut parent_data) = (None, None, None);
        match state.academics.role_block(user.id, user.role).await? {
            Some(academics::RoleBlock::Student(s)) => student_data = Some(s),
            Some(academics::RoleBlock::Teacher(t)) => teacher_data = Some(t),
            Some(academics::RoleBlock::Parent(p)) => parent_data = Some(p),
            None => {}
        }
        Ok(Self {
            student_data,
            teacher_data,
            parent_data,
            permissions: Some(
                permissions
                    .iter()
                    .map(|p| p.codename().to_owned())
                    .collect(),
            ),
            ..Self::from(user)
        })
    }
}

impl From<&User> for UserBody {
    fn from(user: &User) -> Self {
        Self {
            id: user.id,
            username: user.username.clone(),
            email: user.email.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            role: user.role.as_str().to_owned(),
            is_active: user.is_active,
            is_staff: user.is_staff,
            is_superuser: user.is_superuser,
            email_verified: user.email_verified,
            approved: user.approved,
            must_change_password: user.must_change_password,
            profile_picture: user.profile_picture.clone(),
            preferences: PreferencesBody::from(&user.preferences),
            last_login: user.last_login,
            date_joined: user.created_at,
            permissions: None,
            student_data: None,
            teacher_data: None,
            parent_data: None,
        }
    }
}

/// A user's own choices.
#[derive(Debug, Serialize, ToSchema)]
pub struct PreferencesBody {
    /// `light`, `dark`, or `null` to follow the school's default.
    pub theme: Option<String>,
    pub email_notifications: bool,
    pub sms_notifications: bool,
}

impl From<&Preferences> for PreferencesBody {
    fn from(p: &Preferences) -> Self {
        Self {
            theme: p.theme.clone(),
            email_notifications: p.email_notifications,
            sms_notifications: p.sms_notifications,
        }
    }
}

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
pub async fn me(user: CurrentUser, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(UserBody::own(&user.0, &state).await?))
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
    body: web::Json<PreferencesUpdate>,
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
