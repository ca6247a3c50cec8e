//! What can go wrong with messaging.

use std::collections::BTreeMap;

/// A messaging failure. `Display` is a sentence for people.
#[derive(Debug, thiserror::Error)]
pub enum MessagingError {
    /// The record (an announcement, a subscriber) does not exist, or the caller may not see it.
    #[error("There is no such {0}.")]
    NotFound(&'static str),
    /// The caller may see but not change it.
    #[error("You do not have permission to manage announcements and the newsletter.")]
    Forbidden,
    /// Some values break the rules (messages keyed by field); nothing was stored.
    #[error("Some fields are not valid. Correct them and try again.")]
    Invalid(BTreeMap<String, Vec<String>>),
    /// An admin lacks the permission an action needs; the sentence names it.
    #[error("{0}")]
    NotPermitted(&'static str),
    /// The record is not in a state that allows the action; the sentence says which are.
    #[error("{0}")]
    Conflict(&'static str),
    /// Too many submissions from one client in a short time.
    #[error("Many sign-ups came from your connection in a short time. Wait {} minutes and try again.", retry_after_secs.div_ceil(60))]
    Throttled { retry_after_secs: u64 },
    /// The store failed; the cause is kept for the log only.
    #[error("The announcements could not be read or saved. Please try again in a moment.")]
    Internal(#[source] anyhow::Error),
}
