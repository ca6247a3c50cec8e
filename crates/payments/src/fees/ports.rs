//! What fees need from a store and from the settings.

use async_trait::async_trait;
use kernel::{ClassId, LevelId, Page, Scope, TermId};
use uuid::Uuid;

use super::{
    ClassCollection, FamilyMember, FeeChoices, FeeRules, InvoiceFilter, InvoiceSummary, NewInvoice,
    Plan, StoredInvoice, TermInfo,
};
use crate::PaymentsError;

/// The fee structure, plans and discount rules of the school's settings.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait FeeSettings: Send + Sync {
    async fn rules(&self) -> Result<FeeRules, PaymentsError>;
}

/// Invoices and their ledger.
///
/// `scope` is the caller's (`kernel::Scope`): every read MUST apply it in the query, so that a
/// parent reads only their children's invoices and a student only their own, and an invoice
/// outside it is simply not found. A teacher's scope reads nothing.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait InvoiceRepo: Send + Sync {
    /// The term, `None` when there is no such term.
    async fn term(&self, term: TermId) -> Result<Option<TermInfo>, PaymentsError>;

    /// The students to invoice: active students enrolled, in the term's session, in `class`,
    /// or in a class of `level`, or (neither) in any class.
    async fn roster(
        &self,
        term: TermId,
        class: Option<ClassId>,
        level: Option<LevelId>,
    ) -> Result<Vec<Uuid>, PaymentsError>;

    /// `students` and every active student who shares a parent with one of them, through any
    /// chain of shared parents, with their level in the term's session, their chosen optional
    /// fees and the fees of their invoice for the term if they have one.
    async fn families(
        &self,
        term: TermId,
        students: Vec<Uuid>,
    ) -> Result<Vec<FamilyMember>, PaymentsError>;

    /// Stores the invoices with their charges and discount as ledger entries, in one
    /// transaction. A student who already has the term's invoice MUST keep it untouched (the
    /// unique student and term), so generating twice never doubles an invoice. Answers how
    /// many were made.
    async fn create(&self, invoices: Vec<NewInvoice>) -> Result<u32, PaymentsError>;

    /// A page of invoices with their figures, by student name.
    async fn list(
        &self,
        scope: Scope,
        filter: InvoiceFilter,
    ) -> Result<Page<InvoiceSummary>, PaymentsError>;

    /// One invoice with its entries, `None` when there is none in `scope`.
    async fn get(&self, scope: Scope, id: Uuid) -> Result<Option<StoredInvoice>, PaymentsError>;

    /// Every invoice in `scope` (a parent's children's, a student's own), newest term first,
    /// then by student name.
    async fn family(&self, scope: Scope) -> Result<Vec<StoredInvoice>, PaymentsError>;

    /// Changes an invoice's plan; false when there is no such invoice in `scope`.
    async fn set_plan(&self, scope: Scope, id: Uuid, plan: Plan) -> Result<bool, PaymentsError>;

    /// The optional fees chosen for a student in a term; `None` when there is no such student.
    async fn choices(
        &self,
        student: Uuid,
        term: TermId,
    ) -> Result<Option<Vec<String>>, PaymentsError>;

    /// Replaces the optional fees chosen for a student in a term; false when there is no such
    /// student.
    async fn set_choices(&self, choices: FeeChoices) -> Result<bool, PaymentsError>;

    /// Adds an admin's entry to an invoice in one transaction with the invoice's row locked;
    /// `None` when there is no such invoice. A refund or reversal MUST name a payment that paid
    /// this invoice at least its amount beyond what was already given or taken back of it
    /// (a `Conflict` saying how much is left otherwise).
    async fn adjust(
        &self,
        invoice: Uuid,
        entry: super::NewEntry,
    ) -> Result<Option<StoredInvoice>, PaymentsError>;

    /// Each class of the term's session: its students, invoices, expected and collected.
    async fn collection(&self, term: TermId) -> Result<Vec<ClassCollection>, PaymentsError>;

    /// Invoices still owing with a due date from `from` to `to`, with their entries and the
    /// active parents of their (active) student.
    async fn reminder_candidates(
        &self,
        from: time::Date,
        to: time::Date,
    ) -> Result<Vec<super::reminders::ReminderCandidate>, PaymentsError>;
}
