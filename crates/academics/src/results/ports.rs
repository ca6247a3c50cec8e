//! Where results are kept, and where the school's grading comes from.

use kernel::{
    ClassId, ClassSubjectId, Page, PageRequest, SessionId, StudentId, TermId, UserId,
    outbox::NewNotification,
};
use time::OffsetDateTime;

use crate::{AcademicsError, attendance::Guardian};

use super::{
    BankComment, CardTerm, Change, ClassResults, ClassTerm, Frozen, NewBankComment,
    NewResultChange, PublishedFrom, ReportCard, ReportTraits, ResultChange, SheetStatus,
    StoredReport, StoredRow, StoredSheet,
};

/// The score sheets' store (decisions/020). A sheet MUST be one per class subject and term. A
/// save MUST be one transaction that is refused as `Conflict` when the sheet's version is not
/// `expected` (another tab or person saved first), writes the rows, adds one to the version,
/// and freezes `frozen` onto the term when the term has no frozen grading yet (the first score
/// of the term); the term's frozen grading MUST never change after that. A change of status
/// MUST likewise check the version and the status it leaves.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ResultRepo: Send + Sync {
    /// The grading frozen onto the term, if its first score is saved.
    async fn frozen(&self, term: TermId) -> Result<Option<Frozen>, AcademicsError>;
    /// The class subject's sheet for the term (a draft at version 0 before its first save),
    /// with the class's students this session; `None` when there is no such class subject.
    async fn sheet(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
    ) -> Result<Option<StoredSheet>, AcademicsError>;
    /// Writes `rows` (and `audit`, the changes after publishing); answers the new version. The
    /// first save of the term with anything entered freezes `frozen` onto it (a save of empty
    /// cells freezes nothing); a save checked against another grading than the one the term
    /// then has (a first score saved meanwhile under other settings) is refused.
    #[allow(clippy::too_many_arguments)]
    async fn save(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
        expected: i64,
        rows: Vec<StoredRow>,
        frozen: Frozen,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<i64, AcademicsError>;
    /// Moves the sheet from `from` to `to` (with the reason it was returned, if so); answers
    /// the new version.
    #[allow(clippy::too_many_arguments)]
    async fn set_status(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
        expected: i64,
        from: SheetStatus,
        to: SheetStatus,
        reason: Option<String>,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<i64, AcademicsError>;
}

/// The school's grading and marking scheme as the settings say now (adapted by `app`).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait GradingSource: Send + Sync {
    async fn current(&self) -> Result<Frozen, AcademicsError>;
}

/// The traits the school rates on report cards, as the settings say now (adapted by `app`).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait TraitSource: Send + Sync {
    async fn traits(&self) -> Result<ReportTraits, AcademicsError>;
}

/// A class's term results: read whole for its report cards and broadsheet, published and
/// unpublished, with the audit log of changes after the first publishing (decisions/021).
/// Publishing MUST be one transaction that refuses (`Conflict`) when any of the class's sheets
/// is no longer at the version and approved state read, moves them to published, stores each
/// card as computed, writes the notices to the outbox and the audit entries; unpublishing
/// likewise removes the cards and moves the sheets back to approved. A term report's save MUST
/// be refused while its class's results are published.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ReportRepo: Send + Sync {
    /// Every class with its subjects' sheets in the term, by class name.
    async fn board(&self, term: TermId) -> Result<Vec<ClassResults>, AcademicsError>;
    /// Everything the class's cards are computed from; `earlier` are the session's earlier
    /// terms whose cells the third term's card shows. `None` when there is no such class.
    async fn class_term(
        &self,
        class: ClassId,
        term: TermId,
        session: SessionId,
        earlier: Vec<TermId>,
    ) -> Result<Option<ClassTerm>, AcademicsError>;
    /// The student's class in the session, if enrolled.
    async fn student_class(
        &self,
        student: StudentId,
        session: SessionId,
    ) -> Result<Option<ClassId>, AcademicsError>;
    /// The student's card as published for the term, if it is published now.
    async fn published_card(
        &self,
        student: StudentId,
        term: TermId,
    ) -> Result<Option<ReportCard>, AcademicsError>;
    /// The terms the student has a card in: published ones only, or (for staff) also those
    /// with scores entered; newest first.
    async fn card_terms(
        &self,
        student: StudentId,
        published_only: bool,
    ) -> Result<Vec<CardTerm>, AcademicsError>;
    /// Publishes the class's term: its cards, the parents' notices, its sheets marked and the
    /// audit, in one transaction; refused when a sheet or a term report is no longer as `from`
    /// says the cards were composed from.
    #[allow(clippy::too_many_arguments)]
    async fn publish(
        &self,
        class: ClassId,
        term: TermId,
        from: PublishedFrom,
        cards: Vec<ReportCard>,
        notices: Vec<NewNotification>,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError>;
    async fn unpublish(
        &self,
        class: ClassId,
        term: TermId,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError>;
    /// Stores the student's term report as `report` if it is still `read` (what the save was
    /// made from), with its audit entries; answers `false`, storing nothing, when another save
    /// changed it since, so that the caller applies its fields again to the newer report.
    #[allow(clippy::too_many_arguments)]
    async fn save_report(
        &self,
        student: StudentId,
        class: ClassId,
        term: TermId,
        read: StoredReport,
        report: StoredReport,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<bool, AcademicsError>;
    /// The class's audit log for the term, newest first.
    /// A page of the class's changes to its results for the term since they were first
    /// published, newest first.
    async fn changes(
        &self,
        class: ClassId,
        term: TermId,
        page: PageRequest,
    ) -> Result<Page<ResultChange>, AcademicsError>;
    async fn comments(&self) -> Result<Vec<BankComment>, AcademicsError>;
    /// Adds a comment to the bank; `Conflict` when the same words are there already.
    async fn add_comment(
        &self,
        comment: NewBankComment,
        change: Change,
    ) -> Result<BankComment, AcademicsError>;
    /// Removes a comment; false when there was none.
    async fn delete_comment(&self, id: uuid::Uuid) -> Result<bool, AcademicsError>;
}

/// Writes the resultReleased messages to the parents of a class whose results are published,
/// as the school's notification settings say, each with the key [`result_key`] gives. Adapted
/// by `app` to the messaging crate.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ResultNotices: Send + Sync {
    async fn notices(
        &self,
        guardians: Vec<Guardian>,
        term: TermId,
        term_name: String,
        at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError>;
}

/// Tells nobody (tests, and the demo school's last term).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoResultNotices;

#[async_trait::async_trait]
impl ResultNotices for NoResultNotices {
    async fn notices(
        &self,
        _guardians: Vec<Guardian>,
        _term: TermId,
        _term_name: String,
        _at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError> {
        Ok(Vec::new())
    }
}

/// The outbox key of the resultReleased notice to `parent` about `student`'s `term`: once per
/// student, term and parent, so publishing again after a correction does not tell them twice.
pub fn result_key(term: TermId, student: StudentId, parent: UserId) -> String {
    format!("result:{term}:{student}:{parent}")
}
