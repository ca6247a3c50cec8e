//! What can go wrong when signing in or managing accounts. Each `Display` is a sentence for
//! the person in front of the screen.

use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Unknown user or wrong password: the same answer for both, so that nobody can find out
    /// which usernames exist.
    #[error("The username or password is incorrect. Check them and try again.")]
    InvalidCredentials,
    #[error("Too many failed sign-ins. Wait {} and try again, or reset your password.", wait_words(*.retry_after_secs))]
    Throttled { retry_after_secs: u64 },
    #[error("Many reset links were asked for in a short time. Wait {} and try again; a link already sent still works.", wait_words(*.retry_after_secs))]
    ResetThrottled { retry_after_secs: u64 },
    #[error("This account is deactivated. Ask the school office to reactivate it.")]
    AccountInactive,
    #[error("Confirm your e-mail address first: follow the link in the e-mail we sent you.")]
    EmailNotVerified,
    #[error(
        "Your account is waiting for the school's approval. You will get an e-mail when it is approved."
    )]
    AwaitingApproval,
    /// A missing, malformed, forged, expired or revoked token.
    #[error("Your session is not valid. Please log in again.")]
    InvalidToken,
    #[error("Please check the highlighted fields.")]
    Validation(BTreeMap<String, Vec<String>>),
    #[error("That username is already taken. Choose another.")]
    DuplicateUsername,
    #[error("An account with that e-mail address already exists. Sign in, or reset its password.")]
    DuplicateEmail,
    #[error("No such account.")]
    NotFound,
    /// The change clashes with what exists (a taken name, a grant held already).
    #[error("{0}")]
    Conflict(String),
    #[error("This school does not allow profile pictures.")]
    PicturesDisabled,
    #[error(
        "The picture is larger than {max_megabytes} MB. Choose a smaller one, or shrink it first."
    )]
    PictureTooLarge { max_megabytes: u32 },
    #[error(
        "That file is not a picture the portal can show. Choose a PNG, JPEG, WebP or GIF image."
    )]
    UnsupportedPicture,
    #[error("Self sign-up is closed at this school. Ask the school office for an account.")]
    SignUpClosed,
    /// A verification or reset link that is unknown, used or expired.
    #[error("This link has expired or was already used. Ask for a new one.")]
    InvalidLink,
    #[error("Your account may not do this.")]
    Forbidden,
    #[error("Signing in is unavailable at the moment. Please try again shortly.")]
    Internal(#[source] anyhow::Error),
}

impl AuthError {
    /// A validation error on one field.
    pub fn field(name: &str, message: impl Into<String>) -> Self {
        Self::Validation(BTreeMap::from([(name.to_owned(), vec![message.into()])]))
    }

    pub fn internal(e: impl Into<anyhow::Error>) -> Self {
        Self::Internal(e.into())
    }
}

fn wait_words(secs: u64) -> String {
    let minutes = secs.div_ceil(60);
    match minutes {
        0 | 1 => "a minute".into(),
        n => format!("{n} minutes"),
    }
}

impl From<kernel::ThrottleError> for AuthError {
    fn from(e: kernel::ThrottleError) -> Self {
        AuthError::internal(anyhow::Error::new(e).context("the throttle log failed"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throttled_says_how_long_to_wait() {
        let err = AuthError::Throttled {
            retry_after_secs: 600,
        };
        assert_eq!(
            err.to_string(),
            "Too many failed sign-ins. Wait 10 minutes and try again, or reset your password."
        );
        assert!(
            AuthError::Throttled {
                retry_after_secs: 20
            }
            .to_string()
            .contains("Wait a minute")
        );
    }
}
