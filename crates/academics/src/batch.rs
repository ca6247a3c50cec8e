//! Bulk calls (product.md §1): from 1 to [`MAX_BATCH`] items, all stored or none, each item's
//! problems reported under its index.
//!
//! A use case gathers what is wrong with a batch as a [`Refusal`]; the single-record call and
//! the bulk call then tell it differently ([`Refusal::for_one`], [`Refusal::for_items`]), so no
//! use case takes a flag saying which it is.

use crate::{AcademicsError, error::Problems};

/// The most items one bulk call takes.
pub const MAX_BATCH: usize = 200;

/// What a store answers when one item of a batch cannot be stored: its index, and why.
pub type BatchFailure = (usize, AcademicsError);

/// Why a batch was not stored.
#[derive(Debug)]
pub enum Refusal {
    /// Problems of single items, by their index in the batch.
    Items(Vec<(usize, AcademicsError)>),
    /// A problem of the whole call (forbidden, a store failure).
    Whole(AcademicsError),
}

impl From<AcademicsError> for Refusal {
    fn from(e: AcademicsError) -> Self {
        Refusal::Whole(e)
    }
}

impl From<BatchFailure> for Refusal {
    fn from(failure: BatchFailure) -> Self {
        Refusal::Items(vec![failure])
    }
}

impl Refusal {
    /// For a call about one record: its error as it is.
    pub fn for_one(self) -> AcademicsError {
        match self {
            Refusal::Whole(e) => e,
            Refusal::Items(mut items) => {
                if items.is_empty() {
                    AcademicsError::internal(anyhow::anyhow!("a refusal without a reason"))
                } else {
                    items.swap_remove(0).1
                }
            }
        }
    }

    /// For a bulk call: every item's problems under `items.{i}.` (a record others depend on,
    /// or one that does not exist, is reported on `items.{i}.id`).
    pub fn for_items(self) -> AcademicsError {
        match self {
            Refusal::Whole(e) => e,
            Refusal::Items(items) => {
                let mut p = Problems::default();
                for (index, error) in items {
                    if let Err(other) = p.absorb(&format!("items.{index}."), error) {
                        return other;
                    }
                }
                match p.into_result() {
                    Ok(()) => AcademicsError::internal(anyhow::anyhow!("an empty refusal")),
                    Err(e) => e,
                }
            }
        }
    }
}

/// Refuses an empty batch or one larger than [`MAX_BATCH`].
pub(crate) fn check_size(count: usize) -> Result<(), AcademicsError> {
    if count == 0 || count > MAX_BATCH {
        return Err(AcademicsError::field(
            "items",
            format!("Send from 1 to {MAX_BATCH} items at once."),
        ));
    }
    Ok(())
}

/// The items' checks: `Ok` when every one passed, else each failure under its index.
pub(crate) fn gather(results: Vec<Result<(), AcademicsError>>) -> Result<(), Refusal> {
    let failures: Vec<(usize, AcademicsError)> = results
        .into_iter()
        .enumerate()
        .filter_map(|(i, r)| r.err().map(|e| (i, e)))
        .collect();
    if failures.is_empty() {
        Ok(())
    } else {
        Err(Refusal::Items(failures))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_record_gets_its_error_as_it_is_and_a_batch_gets_it_under_its_index() {
        let refusal = || {
            gather(vec![
                Ok(()),
                Err(AcademicsError::field("email", "Not an address.")),
            ])
            .unwrap_err()
        };
        match refusal().for_one() {
            AcademicsError::Invalid(fields) => assert!(fields.contains_key("email")),
            other => panic!("{other:?}"),
        }
        match refusal().for_items() {
            AcademicsError::Invalid(fields) => assert!(fields.contains_key("items.1.email")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_missing_record_in_a_batch_is_reported_on_its_id() {
        let e = Refusal::from((3, AcademicsError::NotFound("class"))).for_items();
        match e {
            AcademicsError::Invalid(fields) => assert!(fields.contains_key("items.3.id")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn sizes_outside_1_to_200_are_refused() {
        assert!(check_size(0).is_err());
        assert!(check_size(MAX_BATCH + 1).is_err());
        assert!(check_size(MAX_BATCH).is_ok());
    }
}
