//! Accounts people make themselves, e-mail verification, and forgotten passwords: everything
//! that works through a single-use link sent by e-mail.

use kernel::{Role, Verdict};
use time::Duration;

use crate::{
    AuthError, AuthService, User,
    ports::{EmailKind, LinkPurpose, OutgoingEmail},
    service::NewAccount,
};

/// How long an e-mail verification link works.
pub const VERIFY_EMAIL_TTL: Duration = Duration::hours(48);
/// How long a password reset link works.
pub const RESET_PASSWORD_TTL: Duration = Duration::minutes(30);

/// What a person fills in to make their own account.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SignUp {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password: String,
}

/// The new account, and what it must still do before it can sign in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignUpOutcome {
    pub user: User,
    pub email_verification_required: bool,
    pub approval_required: bool,
}

/// A fresh link token (244 random bits) and the hash that is stored instead of it.
use kernel::link_token::{hash as hash_token, new as new_link_token};

impl AuthService {
    /// Creates an account for a person who signs up themselves, when the school allows it. The
    /// account gets the school's default role (never admin).
    pub async fn sign_up(&self, form: SignUp) -> Result<SignUpOutcome, AuthError> {
        let d = &self.deps;
        let rules = d.policy.registration_rules().await?;
        if !rules.allow_self_registration {
            return Err(AuthError::SignUpClosed);
        }
        let role = match rules.default_role {
            Role::Admin => Role::Student,
            other => other,
        };
        let account = NewAccount {
            username: form.username,
            email: form.email,
            first_name: form.first_name,
            last_name: form.last_name,
            role,
            password: form.password,
            is_superuser: false,
            must_change_password: false,
        };
        let mut missing = std::collections::BTreeMap::new();
        if account.email.trim().is_empty() {
            missing.insert(
                "email".to_owned(),
                vec!["Enter your e-mail address: the school writes to you there.".to_owned()],
            );
        }
        let policy = self.deps.policy.password_policy().await?;
        crate::service::check_new_account(&account, &policy, missing)?;
        let user = self
            .insert_account(
                account,
                !rules.email_verification_required,
                !rules.approval_required,
            )
            .await?;
        if rules.email_verification_required {
            self.send_verification(&user).await?;
        }
        Ok(SignUpOutcome {
            user,
            email_verification_required: rules.email_verification_required,
            approval_required: rules.approval_required,
        })
    }

    /// Follows an e-mail verification link.
    pub async fn verify_email(&self, token: &str) -> Result<User, AuthError> {
        let d = &self.deps;
        let user_id = d
            .links
            .consume(
                LinkPurpose::VerifyEmail,
                &hash_token(token.trim()),
                d.clock.now(),
            )
            .await?
            .ok_or(AuthError::InvalidLink)?;
        d.users.mark_email_verified(user_id).await?;
        self.user(user_id).await
    }

    /// Sends a password reset link to the account with this e-mail address. Says nothing about
    /// whether such an account exists: the answer is the same either way.
    pub async fn request_password_reset(
        &self,
        email: &str,
        address: &str,
    ) -> Result<(), AuthError> {
        let d = &self.deps;
        if !kernel::is_email(email.trim()) {
            return Err(AuthError::field(
                "email",
                "Enter an e-mail address such as name@example.com.",
            ));
        }
        self.throttle_reset(email, address).await?;
        let Some(user) = d.users.find_by_email(email.trim()).await? else {
            return Ok(());
        };
        if !user.is_active {
            return Ok(());
        }
        let (token, hash) = new_link_token();
        let now = d.clock.now();
        d.links
            .issue(
                user.id,
                LinkPurpose::ResetPassword,
                hash,
                now + RESET_PASSWORD_TTL,
            )
            .await?;
        let link = format!(
            "{}/reset-password?token={token}",
            d.public_url.trim_end_matches('/')
        );
        d.mailer
            .send(OutgoingEmail {
                kind: EmailKind::ResetPassword,
                user_id: user.id,
                to: user.email.clone(),
                subject: "Reset your password".into(),
                body: format!(
                    "Dear {},\n\nSomeone asked to reset the password of your school portal account \
                     {}. To choose a new password, open this link within 30 minutes:\n\n{link}\n\n\
                     If it was not you, ignore this e-mail: your password stays as it is.",
                    user.first_name, user.username
                ),
            })
            .await
    }

    /// Counts a reset request for the address asked about and the client asking, whether or not
    /// an account has that address (so the answer reveals nothing), and refuses one past the
    /// policy's `reset_email` or `reset_client` limits: nobody can flood a family's mailbox or
    /// use the portal to send mail in bulk.
    async fn throttle_reset(&self, email: &str, address: &str) -> Result<(), AuthError> {
        let policy = self.deps.throttle_policy;
        let throttle = self.throttle();
        // Counted before it is judged, so that many requests sent at once cannot all pass.
        for (key, limit) in [
            (
                format!("reset-email:{}", email.trim().to_lowercase()),
                policy.reset_email,
            ),
            (format!("reset-client:{address}"), policy.reset_client),
        ] {
            if let Verdict::Wait(retry_after_secs) = throttle.count(&key, "", limit).await? {
                return Err(AuthError::ResetThrottled { retry_after_secs });
            }
        }
        Ok(())
    }

    /// Follows a password reset link: sets the new password and ends every session.
    pub async fn reset_password(&self, token: &str, new_password: &str) -> Result<(), AuthError> {
        let d = &self.deps;
        d.policy
            .password_policy()
            .await?
            .check("new_password", new_password)?;
        let now = d.clock.now();
        let user_id = d
            .links
            .consume(LinkPurpose::ResetPassword, &hash_token(token.trim()), now)
            .await?
            .ok_or(AuthError::InvalidLink)?;
        let hash = d.hasher.hash(new_password).await?;
        d.users.set_password(user_id, hash, false, now).await?;
        // Following a link sent to the address proves the address, even when the first
        // verification link has expired.
        d.users.mark_email_verified(user_id).await?;
        d.sessions.revoke_all(user_id, now).await
    }

    async fn send_verification(&self, user: &User) -> Result<(), AuthError> {
        let d = &self.deps;
        let (token, hash) = new_link_token();
        d.links
            .issue(
                user.id,
                LinkPurpose::VerifyEmail,
                hash,
                d.clock.now() + VERIFY_EMAIL_TTL,
            )
            .await?;
        let link = format!(
            "{}/verify-email?token={token}",
            d.public_url.trim_end_matches('/')
        );
        d.mailer
            .send(OutgoingEmail {
                kind: EmailKind::VerifyEmail,
                user_id: user.id,
                to: user.email.clone(),
                subject: "Confirm your e-mail address".into(),
                body: format!(
                    "Dear {},\n\nWelcome to the school portal. To confirm your e-mail address and \
                     finish making your account {}, open this link within 48 hours:\n\n{link}\n",
                    user.first_name, user.username
                ),
            })
            .await
    }
}

#[cfg(test)]
mod tests;
