//! Fees and payments (issue 20, decisions/024).
//!
//! - [`fees`]: invoices per student and term, made from the school's fee categories (the
//!   mandatory ones and the optional ones chosen for the student), less the sibling discount,
//!   with a payment plan of one, two or three instalments. Every charge, discount, payment,
//!   refund and reversal is an entry of a ledger, and an invoice's balance is the sum of its
//!   entries, so an invoice and the ledger cannot disagree.
//! - [`checkout`]: a family pays some or all of its open invoices in one payment through a card
//!   gateway (Paystack, Flutterwave, Stripe), settled by the gateway's signed webhook or by the
//!   verify call, once whatever happens; or by bank transfer with proof an admin confirms.
//!   Settled payments are allocated oldest due first and get a receipt numbered without gaps.
//!
//! Money is integer minor units (`kernel::Money`), never floating point.

pub mod checkout;
mod error;
pub mod fees;

pub use error::{PaymentsError, Problems};
