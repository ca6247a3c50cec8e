//! Why a result check or a batch was refused. Each refusal of a check is a sentence that tells
//! the family what to do next; an unknown serial and a wrong PIN read the same, so that cards
//! cannot be found by trying serials.

use time::Date;

use crate::AcademicsError;

#[derive(Debug, thiserror::Error)]
pub enum PinError {
    /// The serial is unknown or the PIN does not match it (the same answer for both).
    #[error(
        "The serial number or the PIN is not right. Check both against the card and try again."
    )]
    WrongPin,
    /// The card, or its whole batch, was withdrawn by the school.
    #[error(
        "This card was withdrawn by the school and cannot be used. Ask the school office for a new card."
    )]
    Revoked,
    /// The card's last day has passed.
    #[error("This card expired on {}. Ask the school office for a new card.", crate::exams::long_date(*.0))]
    Expired(Date),
    /// No student has that admission number.
    #[error(
        "No student has the admission number you entered. Check it on the student's ID card or a past report card."
    )]
    NoStudent,
    /// The card was first used for another student.
    #[error(
        "This card has already been used for another student: a card checks one student's results. Use a new card for this student."
    )]
    OtherStudent,
    /// Every view the card allows is used.
    #[error("This card has been used {0} times, all it allows. Buy a new card to check again.")]
    UsedUp(u32),
    /// The results in the card's scope are not published for this student (no view was used).
    #[error(
        "The results of {0} are not published yet for this student, so nothing was used from your card. Try again once the school publishes them."
    )]
    NotPublished(String),
    /// Too many wrong tries from this client or on this card.
    #[error("Too many wrong tries. Wait {} and try again.", wait_words(*.0))]
    Throttled(u64),
    /// Anything else: an invalid form, a store failure.
    #[error(transparent)]
    Academics(#[from] AcademicsError),
}

fn wait_words(seconds: u64) -> String {
    let minutes = seconds.div_ceil(60);
    if minutes <= 1 {
        "a minute".to_owned()
    } else {
        format!("{minutes} minutes")
    }
}
