//! What can go wrong with fees and payments.

use std::collections::BTreeMap;

/// A fees or payments failure. `Display` is a sentence for people.
#[derive(Debug, thiserror::Error)]
pub enum PaymentsError {
    /// The record does not exist, or the caller may not see it (product.md §2).
    #[error("There is no such {0}, or it is not one you can see.")]
    NotFound(&'static str),
    /// The caller may not do this at all.
    #[error("{0}")]
    Forbidden(&'static str),
    /// Some values break the rules (messages keyed by field); nothing was stored.
    #[error("Some fields are not valid. Correct them and try again.")]
    Invalid(BTreeMap<String, Vec<String>>),
    /// The change clashes with what exists (a payment already settled, an invoice paid).
    #[error("{0}")]
    Conflict(String),
    /// The payment gateway refused or could not be reached; the sentence says which.
    #[error("{0}")]
    Gateway(String),
    /// A webhook's signature is missing or wrong: nothing was read or changed.
    #[error("The signature of this webhook is not right.")]
    Unsigned,
    /// The store failed; the cause is kept for the log only.
    #[error("Fees and payments could not be read or saved. Please try again in a moment.")]
    Internal(#[source] anyhow::Error),
}

impl PaymentsError {
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

    pub fn into_result(self) -> Result<(), PaymentsError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(PaymentsError::Invalid(self.0))
        }
    }
}
