//! Where attendance is kept.

use kernel::{ClassId, StudentId, TermId, outbox::NewNotification};
use time::{Date, OffsetDateTime};

use crate::{
    AcademicsError,
    attendance::{
        ClassDay, ClassMarks, DayMark, Guardian, Holiday, MarkChange, Register, SaveOutcome,
        StoredSave, Tally,
    },
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
    /// The holidays of several terms at once, each with its term.
    async fn holidays_of(
        &self,
        terms: Vec<TermId>,
    ) -> Result<Vec<(TermId, Holiday)>, AcademicsError>;
    /// Replaces the term's holidays.
    async fn replace_holidays(
        &self,
        term: TermId,
        holidays: Vec<Holiday>,
    ) -> Result<(), AcademicsError>;
    /// The class's register for `date`: its students enrolled this session who are active, by
    /// last and first name, each with their mark of that day if one was saved; `None` when
    /// there is no such class. It MUST carry `read_at`, stamped by the clock marks are stamped
    /// with, and be read between saves of the register, never during one: then a save that did
    /// not show in this read stamps its marks after `read_at`, and a save made from this read
    /// is refused rather than overwrite them.
    async fn register(
        &self,
        class: ClassId,
        date: Date,
    ) -> Result<Option<Register>, AcademicsError>;
    /// Stores a checked save in one transaction with its absence notices (see the trait).
    async fn save(&self, save: StoredSave) -> Result<SaveOutcome, AcademicsError>;
    /// The student's marks between two days (inclusive) on days that are not holidays, counted
    /// by status (a day made a holiday after it was marked is not counted, as the calendar's
    /// counts do not count it); `days_open` is left at 0 for the service to fill.
    async fn tally(
        &self,
        student: StudentId,
        from: Date,
        to: Date,
    ) -> Result<Tally, AcademicsError>;
    /// The active parents of `students`, each with the student they are a parent of.
    async fn guardians(&self, students: Vec<StudentId>) -> Result<Vec<Guardian>, AcademicsError>;
    /// Every class with its register on `date`: students, marks by status, who saved last.
    async fn school_day(&self, date: Date) -> Result<Vec<ClassDay>, AcademicsError>;
    /// The class's register students (as `register` lists them) with their marks from `from`
    /// to `to`; `None` when there is no such class.
    async fn class_marks(
        &self,
        class: ClassId,
        from: Date,
        to: Date,
    ) -> Result<Option<ClassMarks>, AcademicsError>;
    /// The student's marks from `from` to `to`, by date.
    async fn student_marks(
        &self,
        student: StudentId,
        from: Date,
        to: Date,
    ) -> Result<Vec<DayMark>, AcademicsError>;
    /// The corrections of the student's marks, newest first.
    async fn changes(&self, student: StudentId) -> Result<Vec<MarkChange>, AcademicsError>;
}

/// Writes the absenceNotice messages for the parents of students marked absent, as the
/// school's notification settings say (in the portal, by e-mail, by SMS), each with the key
/// [`absence_key`] gives. Adapted by `app` to the messaging crate.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait AbsenceNotices: Send + Sync {
    async fn notices(
        &self,
        guardians: Vec<Guardian>,
        date: Date,
        at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError>;
}

/// Tells nobody: for registers filled in rather than taken (the demo school, tests).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoAbsenceNotices;

#[async_trait::async_trait]
impl AbsenceNotices for NoAbsenceNotices {
    async fn notices(
        &self,
        _guardians: Vec<Guardian>,
        _date: Date,
        _at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError> {
        Ok(Vec::new())
    }
}

/// The outbox key of the absence notice to `parent` about `student` on `date`: one notice per
/// student, day and parent, however often the register is saved. The outbox makes it one per
/// channel by adding `:{channel}`.
pub fn absence_key(student: StudentId, date: Date, parent: kernel::UserId) -> String {
    format!("{}{parent}", absence_key_prefix(student, date))
}

/// What every absence notice about `student` on `date` starts its key with.
pub fn absence_key_prefix(student: StudentId, date: Date) -> String {
    format!("absent:{student}:{date}:")
}
