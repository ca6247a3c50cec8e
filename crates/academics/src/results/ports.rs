//! Where results are kept, and where the school's grading comes from.

use kernel::{ClassSubjectId, TermId};

use crate::AcademicsError;

use super::{Change, Frozen, SheetStatus, StoredRow, StoredSheet};

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
    /// Writes `rows`; answers the new version.
    async fn save(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
        expected: i64,
        rows: Vec<StoredRow>,
        frozen: Frozen,
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
        change: Change,
    ) -> Result<i64, AcademicsError>;
}

/// The school's grading and marking scheme as the settings say now (adapted by `app`).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait GradingSource: Send + Sync {
    async fn current(&self) -> Result<Frozen, AcademicsError>;
}
