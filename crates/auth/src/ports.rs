//! The ports the auth domain needs from the outside world.

use time::OffsetDateTime;
use uuid::Uuid;

use kernel::{Role, UserId};

use crate::{AuthError, NewUser, PasswordPolicy, Preferences, User};

/// Where accounts are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait UserRepo: Send + Sync {
    /// The account whose username, or else whose e-mail, equals `login` ignoring case, with its
    /// password hash. A username match MUST win over an e-mail match.
    async fn find_for_login(&self, login: &str) -> Result<Option<(User, String)>, AuthError>;

    async fn get(&self, id: UserId) -> Result<Option<User>, AuthError>;

    async fn password_hash(&self, id: UserId) -> Result<Option<String>, AuthError>;

    /// Stores a new account created at `at`. MUST answer `DuplicateUsername` or `DuplicateEmail`
    /// (non-empty e-mails only) when taken, ignoring case.
    async fn insert(&self, new: NewUser, at: OffsetDateTime) -> Result<User, AuthError>;

    /// Replaces the password. MUST also set `sessions_valid_after` to `at`, which ends every
    /// session of the user, and answer `NotFound` for an unknown id.
    async fn set_password(
        &self,
        id: UserId,
        hash: String,
        must_change: bool,
        at: OffsetDateTime,
    ) -> Result<(), AuthError>;

    async fn record_login(&self, id: UserId, at: OffsetDateTime) -> Result<(), AuthError>;

    /// MUST answer `NotFound` for an unknown id.
    async fn update_preferences(
        &self,
        id: UserId,
        preferences: Preferences,
    ) -> Result<User, AuthError>;

    /// The account with this e-mail address, ignoring case.
    async fn find_by_email(&self, email: &str) -> Result<Option<User>, AuthError>;

    /// MUST answer `NotFound` for an unknown id.
    async fn mark_email_verified(&self, id: UserId) -> Result<(), AuthError>;

    /// Sets or clears the picture's URL. MUST answer `NotFound` for an unknown id.
    async fn set_profile_picture(&self, id: UserId, url: Option<String>)
    -> Result<User, AuthError>;
}

/// A refresh token to remember.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRefresh {
    pub jti: Uuid,
    pub family: Uuid,
    pub user_id: UserId,
    pub issued_at: OffsetDateTime,
    pub expires_at: OffsetDateTime,
}

/// What happened to a refresh token presented for rotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// It was live: it is now consumed and `next` is stored in its place.
    Rotated,
    /// It had been used or revoked before: its whole family is now revoked.
    Reused,
    /// It is unknown or expired.
    Unknown,
}

/// Where the refresh tokens of live sessions are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait SessionStore: Send + Sync {
    async fn start(&self, token: StoredRefresh) -> Result<(), AuthError>;

    /// Consumes `jti` and stores `next`, atomically: of many concurrent calls with one `jti`,
    /// exactly one MUST answer `Rotated`. A `jti` already consumed or revoked MUST revoke every
    /// token of its family and answer `Reused`; an unknown or expired one answers `Unknown`.
    async fn rotate(
        &self,
        jti: Uuid,
        next: StoredRefresh,
        at: OffsetDateTime,
    ) -> Result<Rotation, AuthError>;

    /// Revokes one token (sign-out). Unknown tokens are ignored.
    async fn revoke(&self, jti: Uuid, at: OffsetDateTime) -> Result<(), AuthError>;

    /// Revokes every token of a user.
    async fn revoke_all(&self, user_id: UserId, at: OffsetDateTime) -> Result<(), AuthError>;
}

/// Hashes and checks passwords. Implementations MUST bound how many run at once.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait PasswordHasher: Send + Sync {
    async fn hash(&self, password: &str) -> Result<String, AuthError>;
    /// Whether `password` matches `hash`. A malformed hash answers `Ok(false)`.
    async fn verify(&self, password: &str, hash: &str) -> Result<bool, AuthError>;
}

/// Who may create their own account, and what they must do before signing in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegistrationRules {
    pub allow_self_registration: bool,
    pub email_verification_required: bool,
    pub approval_required: bool,
    /// The role a self-registered account gets; never admin.
    pub default_role: Role,
}

/// Where the school's account rules come from (the settings, adapted by the app).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait PolicySource: Send + Sync {
    async fn password_policy(&self) -> Result<PasswordPolicy, AuthError>;
    async fn registration_rules(&self) -> Result<RegistrationRules, AuthError>;
    async fn picture_rules(&self) -> Result<PictureRules, AuthError>;
}

/// Whether people may upload a profile picture, and how large.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureRules {
    pub allowed: bool,
    pub max_megabytes: u32,
}

/// What an account e-mail is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailKind {
    /// The link that confirms a new account's address.
    VerifyEmail,
    /// The link that sets a new password.
    ResetPassword,
    /// The school approved the account.
    AccountApproved,
}

/// An e-mail to one person about their account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingEmail {
    pub kind: EmailKind,
    pub user_id: UserId,
    pub to: String,
    pub subject: String,
    pub body: String,
}

/// Sends account e-mail. The app's adapter puts each message in the notifications outbox
/// (decision 015), whatever the user's notification preferences: a message about the account
/// itself always goes. Answering `Ok` MUST mean the message is stored durably.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, email: OutgoingEmail) -> Result<(), AuthError>;
}

/// What a single-use link is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkPurpose {
    VerifyEmail,
    ResetPassword,
}

impl LinkPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            LinkPurpose::VerifyEmail => "verify_email",
            LinkPurpose::ResetPassword => "reset_password",
        }
    }
}

/// Single-use, expiring links. Only a hash of each token is stored. Issuing a link MUST retire
/// the user's earlier unused links for the same purpose, so only the newest one works.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait OneTimeTokens: Send + Sync {
    async fn issue(
        &self,
        user_id: UserId,
        purpose: LinkPurpose,
        token_hash: String,
        expires_at: OffsetDateTime,
    ) -> Result<(), AuthError>;

    /// Marks the token used and answers its user, atomically: a token MUST work once, and
    /// never after `expires_at`. Unknown, used or expired tokens answer `None`.
    async fn consume(
        &self,
        purpose: LinkPurpose,
        token_hash: &str,
        at: OffsetDateTime,
    ) -> Result<Option<UserId>, AuthError>;
}
