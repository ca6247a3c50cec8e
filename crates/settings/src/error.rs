//! What can go wrong with the school settings.

/// A settings failure. `Display` is a sentence for people.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The store could not be reached or failed; the cause is kept for the log only.
    #[error("The school settings could not be read or saved. Please try again in a moment.")]
    Internal(#[source] anyhow::Error),
}
