//! Fees (issue 20, decisions/024): invoices per student and term from the fee categories, the
//! sibling discount as a line of its own, payment plans, and the ledger every balance is the sum
//! of.

mod model;
mod ports;
pub mod reminders;
pub mod rules;
mod service;

pub use model::{
    Adjustment, ClassCollection, Entry, EntryKind, FamilyMember, FeeChoices, FeeRules, Figures,
    GenerateInvoices, Generated, InstalmentView, Invoice, InvoiceFilter, InvoiceStatus,
    InvoiceSummary, NewEntry, NewInvoice, OfferedPlans, Plan, SiblingRule, StoredInvoice, TermInfo,
};
pub use ports::{FeeSettings, InvoiceRepo};
#[cfg(feature = "mock")]
pub use ports::{MockFeeSettings, MockInvoiceRepo};
pub use service::{Fees, fee_manager, payer_scope};
