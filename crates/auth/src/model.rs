//! Accounts and what sign-in answers.

use kernel::{Role, UserId};
use time::OffsetDateTime;

/// A person's account. The password hash is never part of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    /// Unique, compared case-insensitively.
    pub username: String,
    /// May be empty for pupils without an address; unique when present.
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub is_active: bool,
    pub is_staff: bool,
    pub is_superuser: bool,
    pub email_verified: bool,
    /// False while a self-registered account waits for an admin.
    pub approved: bool,
    /// Set by an admin's temporary password: the user must choose a new one.
    pub must_change_password: bool,
    pub profile_picture: Option<String>,
    pub preferences: Preferences,
    pub last_login: Option<OffsetDateTime>,
    /// Tokens issued before this instant are refused (password changed, account deactivated).
    pub sessions_valid_after: OffsetDateTime,
    pub created_at: OffsetDateTime,
}

impl User {
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
            .trim()
            .to_owned()
    }
}

/// A user's own choices about the portal.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Preferences {
    /// `light` or `dark`; `None` follows the school's default.
    pub theme: Option<String>,
    pub email_notifications: bool,
    pub sms_notifications: bool,
}

/// An account to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password_hash: String,
    pub is_staff: bool,
    pub is_superuser: bool,
    pub email_verified: bool,
    pub approved: bool,
    pub must_change_password: bool,
}

/// The two tokens of a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenPair {
    pub access: String,
    pub refresh: String,
    pub access_expires_at: OffsetDateTime,
    pub refresh_expires_at: OffsetDateTime,
}

/// What a successful sign-in answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginOutcome {
    pub tokens: TokenPair,
    pub user: User,
}
