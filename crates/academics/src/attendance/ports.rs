//! Where attendance is kept.

use kernel::{ClassId, StudentId, TermId};
use time::{Date, OffsetDateTime};

use crate::{
    AcademicsError,
    attendance::{Holiday, Marker, NewMark, Register, SaveOutcome, Tally},
};

/// The attendance store (decisions/019). A student MUST have at most one mark per day, kept by
/// the database (two savers at once cannot make two). A save MUST be one transaction: it reads
/// the day's marks of its students under lock, records every mark whose status or remark it
/// changes in the audit log (from, to, why, who, when), and stores its idempotency key, so the
/// same key saved again writes nothing and answers `Repeated`. With `read_at`, a save MUST be
/// refused as `Conflict` when another person changed one of the register's marks after that
/// time, naming who and when.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait AttendanceRepo: Send + Sync {
    /// The term's holidays, by date.
    async fn holidays(&self, term: TermId) -> Result<Vec<Holiday>, AcademicsError>;
    /// Replaces the term's holidays.
    async fn replace_holidays(
        &self,
        term: TermId,
        holidays: Vec<Holiday>,
    ) -> Result<(), AcademicsError>;
    /// The class's register for `date`: its students enrolled this session who are active, by
    /// last and first name, each with their mark of that day if one was saved; `None` when
    /// there is no such class.
    async fn register(
        &self,
        class: ClassId,
        date: Date,
    ) -> Result<Option<Register>, AcademicsError>;
    #[allow(clippy::too_many_arguments)]
    async fn save(
        &self,
        class: ClassId,
        date: Date,
        marks: Vec<NewMark>,
        reason: String,
        key: String,
        by: Marker,
        read_at: Option<OffsetDateTime>,
    ) -> Result<SaveOutcome, AcademicsError>;
    /// The student's marks between two days (inclusive), counted by status; `days_open` is
    /// left at 0 for the service to fill.
    async fn tally(
        &self,
        student: StudentId,
        from: Date,
        to: Date,
    ) -> Result<Tally, AcademicsError>;
}
