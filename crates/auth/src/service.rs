//! The sign-in and account use cases.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Clock, Role, Throttle, UserId, Verdict};
use time::OffsetDateTime;
use tokio::sync::OnceCell;
use uuid::Uuid;

use crate::{
    AuthError, LoginOutcome, NewUser, Preferences, TokenPair, User,
    ports::{
        Mailer, OneTimeTokens, PasswordHasher, PolicySource, Rotation, SessionStore, StoredRefresh,
        UserRepo,
    },
    throttle::{ThrottlePolicy, account_key, address_key},
    tokens::{TokenKind, Tokens},
};

/// The ports and settings the service is built from.
#[allow(missing_debug_implementations)] // holds trait objects only
pub struct AuthServiceDeps {
    pub users: Arc<dyn UserRepo>,
    pub sessions: Arc<dyn SessionStore>,
    /// Where sign-in failures and reset requests are counted (decisions/014).
    pub throttle: Arc<dyn kernel::ThrottleLog>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub policy: Arc<dyn PolicySource>,
    pub clock: Arc<dyn Clock>,
    pub tokens: Tokens,
    pub throttle_policy: ThrottlePolicy,
    pub mailer: Arc<dyn Mailer>,
    pub access: Arc<dyn crate::AccessRepo>,
    pub directory: Arc<dyn crate::AccountDirectory>,
    pub media: Arc<dyn kernel::MediaStore>,
    pub links: Arc<dyn OneTimeTokens>,
    /// Where people open the portal, such as `https://portal.school.example`: e-mailed links
    /// start with it.
    pub public_url: String,
}

/// An account an admin or an installer creates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAccount {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password: String,
    pub is_superuser: bool,
    pub must_change_password: bool,
}

/// Signs people in and out and looks after their accounts.
#[derive(Clone)]
pub struct AuthService {
    pub(crate) deps: Arc<AuthServiceDeps>,
    /// A hash to verify against when the account does not exist, so that an unknown username
    /// costs the same time as a wrong password.
    dummy_hash: Arc<OnceCell<String>>,
}

impl std::fmt::Debug for AuthService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthService").finish_non_exhaustive()
    }
}

impl AuthService {
    /// The throttles of sign-in, password changes and resets, judged at the service's clock.
    pub(crate) fn throttle(&self) -> Throttle {
        Throttle::new(self.deps.throttle.clone(), self.deps.clock.clone())
    }

    pub fn new(deps: AuthServiceDeps) -> Self {
        Self {
            deps: Arc::new(deps),
            dummy_hash: Arc::new(OnceCell::new()),
        }
    }

    pub fn tokens(&self) -> &Tokens {
        &self.deps.tokens
    }

    /// Signs in with a username or e-mail address and a password, from client `address`.
    pub async fn login(
        &self,
        login: &str,
        password: &str,
        address: &str,
    ) -> Result<LoginOutcome, AuthError> {
        let mut missing = BTreeMap::new();
        if login.trim().is_empty() {
            missing.insert(
                "username".to_owned(),
                vec!["Enter your username.".to_owned()],
            );
        }
        if password.is_empty() {
            missing.insert(
                "password".to_owned(),
                vec!["Enter your password.".to_owned()],
            );
        }
        // No username or password holds a control character (PostgreSQL refuses a NUL in text).
        if kernel::has_control_chars(login) {
            missing.insert(
                "username".to_owned(),
                vec!["A username has no invisible characters. Type it again.".to_owned()],
            );
        }
        if !missing.is_empty() {
            return Err(AuthError::Validation(missing));
        }

        let d = &self.deps;
        let policy = d.throttle_policy;
        let throttle = self.throttle();
        let (account, address) = (account_key(login), address_key(address));
        // The attempt counts before the password is checked, so that many guesses sent at once
        // cannot all pass the check; a successful sign-in clears the account's count.
        if let Verdict::Wait(retry_after_secs) =
            throttle.count(&account, "", policy.account).await?
        {
            return Err(AuthError::Throttled { retry_after_secs });
        }
        // An address that failed on many different accounts (one spraying guesses) has every
        // account it failed on wait; an account without a recent failure still gets in, so a
        // school behind one address is not locked out by a few typos (decisions/014).
        let (failed_accounts, frees_in) =
            throttle.subjects(&address, policy.address_window()).await?;
        if failed_accounts >= policy.address_accounts
            && d.throttle
                .recent(&account, d.clock.now() - policy.account.window, 2)
                .await?
                .len()
                > 1
        {
            return Err(AuthError::Throttled {
                retry_after_secs: frees_in.unwrap_or(60),
            });
        }

        let found = d.users.find_for_login(login.trim()).await?;
        let verified = match &found {
            Some((_, hash)) => d.hasher.verify(password, hash).await?,
            None => {
                let dummy = self.dummy_hash().await?;
                d.hasher.verify(password, dummy).await?;
                false
            }
        };
        let Some((user, _)) = found.filter(|_| verified) else {
            throttle.record(&[(address, account)]).await?;
            return Err(AuthError::InvalidCredentials);
        };
        throttle.clear(&account).await?;
        if !user.is_active {
            return Err(AuthError::AccountInactive);
        }
        if !user.email_verified {
            return Err(AuthError::EmailNotVerified);
        }
        if !user.approved {
            return Err(AuthError::AwaitingApproval);
        }

        let now = d.clock.now();
        d.users.record_login(user.id, now).await?;
        let tokens = self.start_session(&user, now).await?;
        Ok(LoginOutcome { tokens, user })
    }

    /// Exchanges a refresh token for a new pair; the presented token is consumed.
    pub async fn refresh(&self, refresh_token: &str) -> Result<TokenPair, AuthError> {
        let d = &self.deps;
        let now = d.clock.now();
        let claims = d.tokens.verify(refresh_token, TokenKind::Refresh, now)?;
        let user = self.live_user(claims.sub, claims.iat).await?;
        let family = claims.fam.ok_or(AuthError::InvalidToken)?;
        let (refresh, next) =
            d.tokens
                .issue(TokenKind::Refresh, user.id, user.role, Some(family), now)?;
        let stored = StoredRefresh {
            jti: next.jti,
            family,
            user_id: user.id,
            issued_at: now,
            expires_at: next.expires_at()?,
        };
        match d.sessions.rotate(claims.jti, stored.clone(), now).await? {
            Rotation::Rotated => {
                let (access, access_claims) =
                    d.tokens
                        .issue(TokenKind::Access, user.id, user.role, None, now)?;
                Ok(TokenPair {
                    access,
                    refresh,
                    access_expires_at: access_claims.expires_at()?,
                    refresh_expires_at: stored.expires_at,
                })
            }
            Rotation::Reused | Rotation::Unknown => Err(AuthError::InvalidToken),
        }
    }

    /// Ends the session of `refresh_token`. A token that is not valid any more has nothing to
    /// end, so signing out always succeeds.
    pub async fn logout(&self, refresh_token: &str) -> Result<(), AuthError> {
        let now = self.deps.clock.now();
        if let Ok(claims) = self
            .deps
            .tokens
            .verify(refresh_token, TokenKind::Refresh, now)
        {
            self.deps.sessions.revoke(claims.jti, now).await?;
        }
        Ok(())
    }

    /// The user an access token speaks for, when it is valid and the account still may sign in.
    pub async fn authenticate(&self, access_token: &str) -> Result<User, AuthError> {
        let claims =
            self.deps
                .tokens
                .verify(access_token, TokenKind::Access, self.deps.clock.now())?;
        self.live_user(claims.sub, claims.iat).await
    }

    /// [`Self::authenticate`], with `alongside` run at the same time for the user and role the
    /// token names: a read that needs the account and a record keyed by it (the profile with
    /// its role's block) then waits for the database once instead of twice. The token's role is
    /// from when it was issued: the caller compares it with the account's.
    pub async fn authenticate_alongside<F, T>(
        &self,
        access_token: &str,
        alongside: impl FnOnce(UserId, Option<Role>) -> F,
    ) -> Result<(User, T), AuthError>
    where
        F: Future<Output = T>,
    {
        let claims =
            self.deps
                .tokens
                .verify(access_token, TokenKind::Access, self.deps.clock.now())?;
        let role = claims.role.parse::<Role>().ok();
        let (user, extra) = tokio::join!(
            self.live_user(claims.sub, claims.iat),
            alongside(claims.sub, role)
        );
        Ok((user?, extra))
    }

    /// Changes the user's own password. Every other session of theirs ends; the answer is a new
    /// session for the device that asked.
    pub async fn change_password(
        &self,
        user_id: UserId,
        current: &str,
        new: &str,
    ) -> Result<TokenPair, AuthError> {
        let d = &self.deps;
        let user = d.users.get(user_id).await?.ok_or(AuthError::NotFound)?;
        let hash = d
            .users
            .password_hash(user_id)
            .await?
            .ok_or(AuthError::NotFound)?;
        // Guessing the current password with a stolen session counts like guessing at sign-in.
        let key = account_key(&user.username);
        let throttle = self.throttle();
        if let Verdict::Wait(retry_after_secs) =
            throttle.check(&key, d.throttle_policy.account).await?
        {
            return Err(AuthError::Throttled { retry_after_secs });
        }
        if !d.hasher.verify(current, &hash).await? {
            throttle.record(&[(key, String::new())]).await?;
            return Err(AuthError::field(
                "current_password",
                "The current password is incorrect.",
            ));
        }
        if current == new {
            return Err(AuthError::field(
                "new_password",
                "Choose a password different from the current one.",
            ));
        }
        d.policy
            .password_policy()
            .await?
            .check("new_password", new)?;
        let now = d.clock.now();
        let hash = d.hasher.hash(new).await?;
        d.users.set_password(user_id, hash, false, now).await?;
        d.sessions.revoke_all(user_id, now).await?;
        let user = d.users.get(user_id).await?.ok_or(AuthError::NotFound)?;
        self.start_session(&user, now).await
    }

    /// Creates an account after checking its fields and the school's password policy.
    pub async fn create_account(&self, account: NewAccount) -> Result<User, AuthError> {
        let policy = self.deps.policy.password_policy().await?;
        check_new_account(&account, &policy, BTreeMap::new())?;
        self.insert_account(account, true, true).await
    }

    /// Hashes the password and stores an account whose fields were checked.
    pub(crate) async fn insert_account(
        &self,
        account: NewAccount,
        email_verified: bool,
        approved: bool,
    ) -> Result<User, AuthError> {
        let new = self
            .prepare_account(account, email_verified, approved)
            .await?;
        self.deps.users.insert(new, self.deps.clock.now()).await
    }

    /// The record of an account whose fields were checked, with its password hashed.
    pub(crate) async fn prepare_account(
        &self,
        account: NewAccount,
        email_verified: bool,
        approved: bool,
    ) -> Result<NewUser, AuthError> {
        let d = &self.deps;
        let hash = d.hasher.hash(&account.password).await?;
        let is_admin = account.role == Role::Admin;
        let new = NewUser {
            id: UserId::generate(),
            username: account.username.trim().to_owned(),
            email: account.email.trim().to_owned(),
            first_name: account.first_name.trim().to_owned(),
            last_name: account.last_name.trim().to_owned(),
            role: account.role,
            password_hash: hash,
            is_staff: is_admin,
            is_superuser: is_admin && account.is_superuser,
            email_verified,
            approved,
            must_change_password: account.must_change_password,
        };
        Ok(new)
    }

    /// The school's password policy, as it stands.
    pub async fn password_policy(&self) -> Result<crate::PasswordPolicy, AuthError> {
        self.deps.policy.password_policy().await
    }

    /// The stored form (argon2id, on the bounded pool) of a password a person chose.
    pub async fn hash_password(&self, password: &str) -> Result<String, AuthError> {
        self.deps.hasher.hash(password).await
    }

    /// The user with `id`.
    pub async fn user(&self, id: UserId) -> Result<User, AuthError> {
        self.deps.users.get(id).await?.ok_or(AuthError::NotFound)
    }

    /// The user who signs in as `login` (a username or an e-mail address, in any case).
    pub async fn user_by_login(&self, login: &str) -> Result<Option<User>, AuthError> {
        Ok(self
            .deps
            .users
            .find_for_login(login)
            .await?
            .map(|(user, _)| user))
    }

    /// Stores the user's own preferences.
    pub async fn update_preferences(
        &self,
        id: UserId,
        preferences: Preferences,
    ) -> Result<User, AuthError> {
        if let Some(theme) = &preferences.theme
            && theme != "light"
            && theme != "dark"
        {
            return Err(AuthError::field("theme", "Choose light or dark."));
        }
        self.deps.users.update_preferences(id, preferences).await
    }

    pub(crate) async fn live_user(&self, id: UserId, issued_at: i64) -> Result<User, AuthError> {
        let user = self
            .deps
            .users
            .get(id)
            .await?
            .ok_or(AuthError::InvalidToken)?;
        // Second precision, as in the token: a session started in the same second as a
        // password change is the one that change started.
        if !user.is_active || issued_at < user.sessions_valid_after.unix_timestamp() {
            return Err(AuthError::InvalidToken);
        }
        Ok(user)
    }

    pub(crate) async fn start_session(
        &self,
        user: &User,
        now: OffsetDateTime,
    ) -> Result<TokenPair, AuthError> {
        let d = &self.deps;
        let family = Uuid::now_v7();
        let (refresh, refresh_claims) =
            d.tokens
                .issue(TokenKind::Refresh, user.id, user.role, Some(family), now)?;
        let refresh_expires_at = refresh_claims.expires_at()?;
        d.sessions
            .start(StoredRefresh {
                jti: refresh_claims.jti,
                family,
                user_id: user.id,
                issued_at: now,
                expires_at: refresh_expires_at,
            })
            .await?;
        let (access, access_claims) =
            d.tokens
                .issue(TokenKind::Access, user.id, user.role, None, now)?;
        Ok(TokenPair {
            access,
            refresh,
            access_expires_at: access_claims.expires_at()?,
            refresh_expires_at,
        })
    }

    async fn dummy_hash(&self) -> Result<&String, AuthError> {
        self.dummy_hash
            .get_or_try_init(|| self.deps.hasher.hash("no such account: dummy password"))
            .await
    }
}

/// Problems with an account's username, e-mail and names, by field.
/// Every problem with a new account's fields and password under `policy`, added to `fields`;
/// `Ok` when there is none.
pub(crate) fn check_new_account(
    account: &NewAccount,
    policy: &crate::PasswordPolicy,
    mut fields: BTreeMap<String, Vec<String>>,
) -> Result<(), AuthError> {
    for (field, problems) in validate_identity(account) {
        fields.entry(field).or_default().extend(problems);
    }
    if let Err(AuthError::Validation(problems)) = policy.check("password", &account.password) {
        fields.extend(problems);
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Validation(fields))
    }
}

pub(crate) fn validate_identity(account: &NewAccount) -> BTreeMap<String, Vec<String>> {
    let mut fields: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut add = |field: &str, message: &str| {
        fields
            .entry(field.to_owned())
            .or_default()
            .push(message.to_owned());
    };
    let username = account.username.trim();
    if username.chars().count() < 3 || username.chars().count() > 150 {
        add("username", "Use 3 to 150 characters.");
    }
    // No `@`: a username must never look like someone else's e-mail address, which sign-in
    // also accepts.
    if !username
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '.' | '_' | '-' | '+'))
    {
        add("username", "Use letters, digits and . _ - + only.");
    }
    let email = account.email.trim();
    if !email.is_empty() && !looks_like_email(email) {
        add(
            "email",
            "Enter a valid e-mail address, such as name@example.com.",
        );
    }
    if account.first_name.trim().is_empty() {
        add("first_name", "Enter the first name.");
    }
    if account.last_name.trim().is_empty() {
        add("last_name", "Enter the last name.");
    }
    for (field, value) in [
        ("first_name", &account.first_name),
        ("last_name", &account.last_name),
    ] {
        if value.chars().count() > 150 {
            add(field, "Use at most 150 characters.");
        }
        if kernel::has_control_chars(value) {
            add(
                field,
                "Remove the invisible control characters from this text.",
            );
        }
    }
    fields
}

/// A practical check of an address (`kernel::is_email`, shared by every area).
pub use kernel::is_email as looks_like_email;

#[cfg(test)]
mod tests;
