//! A user as the client sees them (spec §3 "User"), in every answer that carries one.

use auth::{Preferences, User};
use serde::Serialize;
use time::OffsetDateTime;
use utoipa::ToSchema;

use crate::{ApiError, AppState};

/// A user as the client sees them (spec §3 "User").
#[derive(Debug, Serialize, ToSchema)]
pub struct UserBody {
    pub id: kernel::UserId,
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
    pub student_data: Option<academics::students::Student>,
    /// A teacher's own record, with their classes and subjects.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teacher_data: Option<academics::teachers::Teacher>,
    /// A parent's own record, with their children.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_data: Option<academics::parents::Parent>,
}

impl UserBody {
    /// The user as they see themselves: with the codenames of their permissions and their
    /// role's block (spec §3 `student_data`, `teacher_data`, `parent_data`; admins have none).
    pub async fn own(user: &User, state: &AppState) -> Result<Self, ApiError> {
        let block = state.academics.role_block(user.id, user.role).await?;
        Self::own_with(user, block, state).await
    }

    /// [`Self::own`] with the role's block already read.
    pub async fn own_with(
        user: &User,
        block: Option<academics::RoleBlock>,
        state: &AppState,
    ) -> Result<Self, ApiError> {
        let permissions = state.auth.permissions(user).await?;
        let (mut student_data, mut teacher_data, mut parent_data) = (None, None, None);
        match block {
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
