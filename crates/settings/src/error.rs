//! What can go wrong with the school settings.

use std::collections::BTreeMap;

/// Messages for people, keyed by the dotted path of the setting they are about
/// (`notifications.email.smtp.port`, `grading.grades`).
pub type FieldErrors = BTreeMap<String, Vec<String>>;

/// A settings failure. `Display` is a sentence for people.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// Some values break the rules; nothing was stored.
    #[error("Some settings are not valid. Correct the fields shown and save again.")]
    Invalid(FieldErrors),
    /// Someone saved the settings after the caller read them; nothing was stored.
    #[error(
        "Someone else changed the settings after you opened them. Reload the page to see their \
         changes, then make yours again."
    )]
    Stale,
    /// An uploaded logo or favicon is larger than allowed.
    #[error("The {what} is larger than {limit}. Choose a smaller image.")]
    ImageTooLarge {
        what: &'static str,
        limit: &'static str,
    },
    /// An uploaded logo or favicon is not an accepted image.
    #[error("{}", unsupported_image(what, *svg))]
    UnsupportedImage { what: &'static str, svg: bool },
    /// Too many connection tests in a short time.
    #[error(
        "You ran many connection tests in the last minute. Wait {retry_after_secs} seconds, then \
         try again."
    )]
    Throttled { retry_after_secs: u64 },
    /// The store could not be reached or failed; the cause is kept for the log only.
    #[error("The school settings could not be read or saved. Please try again in a moment.")]
    Internal(#[source] anyhow::Error),
}

/// Adds `message` to the messages of `path`.
pub(crate) fn push(errors: &mut FieldErrors, path: impl Into<String>, message: impl Into<String>) {
    errors.entry(path.into()).or_default().push(message.into());
}

fn unsupported_image(what: &str, svg: bool) -> String {
    if svg {
        format!("SVG images are not accepted for the {what}. Upload it as PNG, JPEG, WebP or ICO.")
    } else {
        format!("The {what} must be a PNG, JPEG, WebP or ICO image.")
    }
}
