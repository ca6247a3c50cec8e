//! Result checker PINs (issue 18, decisions/022): scratch cards a school sells so that a family
//! can read a published report card from the public result-check page without an account. An
//! admin generates a batch (a term's or a whole session's cards, each with a readable serial
//! and a 12-digit PIN, a number of views and an expiry date); the portal keeps each PIN only as
//! a keyed hash, so the printable list exists once, in the answer that made the batch. The
//! first successful check binds a card to its student; each view uses one; wrong PINs are
//! throttled per client and per serial, and an unknown serial reads exactly like a wrong PIN.

mod error;
mod model;
mod ports;
mod rules;
mod service;

pub use error::PinError;
pub use model::{
    CardFilter, CardState, IssuedCard, NewBatch, NewCard, PinBatch, PinBatchInput, PinBatchMade,
    PinBatchScope, PinCard, PinCheck, PinCheckOutcome, PinCheckRules, StoredCard,
};
#[cfg(feature = "mock")]
pub use ports::MockPinRepo;
pub use ports::PinRepo;
pub use rules::{
    MAX_BATCH_CARDS, MAX_USES, PinKey, burst_key, card_client_key, client_group, client_key, judge,
    new_pin, normalize_pin, serial, session_code,
};
pub use service::{PinPolicy, ResultPins};
