//! What can go wrong with the register.

use std::collections::BTreeMap;

/// A register failure. `Display` is a sentence for people.
#[derive(Debug, thiserror::Error)]
pub enum AcademicsError {
    /// The record does not exist, or the caller may not see it (product.md §2).
    #[error("There is no such {0}, or it is not one you can see.")]
    NotFound(&'static str),
    /// The caller may not do this at all.
    #[error("{0}")]
    Forbidden(&'static str),
    /// Some values break the rules (messages keyed by field); nothing was stored.
    #[error("Some fields are not valid. Correct them and try again.")]
    Invalid(BTreeMap<String, Vec<String>>),
    /// The change clashes with what exists (a record others depend on, a taken name).
    #[error("{0}")]
    Conflict(String),
    /// The store failed; the cause is kept for the log only.
    #[error("The school's register could not be read or saved. Please try again in a moment.")]
    Internal(#[source] anyhow::Error),
}

impl AcademicsError {
    /// A validation error on one field.
    pub fn field(name: &str, message: impl Into<String>) -> Self {
        Self::Invalid(BTreeMap::from([(name.to_owned(), vec![message.into()])]))
    }

    pub fn internal(e: impl Into<anyhow::Error>) -> Self {
        Self::Internal(e.into())
    }
}

/// Field problems gathered while checking a form.
#[derive(Debug, Default)]
pub struct Problems(pub BTreeMap<String, Vec<String>>);

impl Problems {
    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0
            .entry(field.to_owned())
            .or_default()
            .push(message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every problem of `error` under `prefix.` (`items.3.`), or the error itself when it is
    /// not about fields.
    pub fn absorb(&mut self, prefix: &str, error: AcademicsError) -> Result<(), AcademicsError> {
        match error {
            AcademicsError::Invalid(fields) => {
                for (field, messages) in fields {
                    for message in messages {
                        self.add(&format!("{prefix}{field}"), message);
                    }
                }
                Ok(())
            }
            AcademicsError::NotFound(what) => {
                self.add(
                    &format!("{prefix}id"),
                    AcademicsError::NotFound(what).to_string(),
                );
                Ok(())
            }
            AcademicsError::Conflict(message) => {
                self.add(&format!("{prefix}id"), message);
                Ok(())
            }
            other => Err(other),
        }
    }

    pub fn into_result(self) -> Result<(), AcademicsError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(AcademicsError::Invalid(self.0))
        }
    }
}
