//! Where exams and their papers are kept, and who writes the notices a published schedule sends.

use kernel::{ExamId, ExamPaperId, Page, PageRequest, Scope, outbox::NewNotification};
use time::{Date, OffsetDateTime};

use crate::{
    AcademicsError,
    batch::BatchFailure,
    exams::{Exam, ExamFilter, ExamPaper, ExamStatus, NewExam, NewPaper, PaperFilter, Sitter},
};

/// The exams' store (decisions/018). Reads MUST apply the scope in the query: an admin
/// (`Scope::All`) sees every exam; everyone else only exams that are not drafts. Exams of one
/// term MUST have different names (any case), refused as `Invalid` on `name`; an unknown term
/// is `Invalid` on `term_id`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ExamRepo: Send + Sync {
    /// A page of the exams that match, the latest first.
    async fn list(
        &self,
        filter: ExamFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Exam>, AcademicsError>;
    async fn get(&self, id: ExamId, scope: Scope) -> Result<Option<Exam>, AcademicsError>;
    async fn insert(&self, exam: NewExam) -> Result<(), AcademicsError>;
    /// Replaces the exam's values (the service has merged the patch into the exam it read at
    /// status `was`); `NotFound` if it is gone, `Conflict` if its status is no longer `was`
    /// (published, started or withdrawn meanwhile), so an edit never puts back a status it read.
    async fn update(&self, exam: NewExam, was: ExamStatus) -> Result<(), AcademicsError>;
    /// Deletes the exam with its papers; `NotFound` if it is gone.
    async fn delete(&self, id: ExamId) -> Result<(), AcademicsError>;
    /// How many of the exam's papers are sat outside `from..=to`.
    async fn papers_outside(&self, id: ExamId, from: Date, to: Date)
    -> Result<u64, AcademicsError>;
    /// The students of every class with a paper in the exam, and each one's parents.
    async fn sitters(&self, id: ExamId) -> Result<Vec<Sitter>, AcademicsError>;
    /// Makes a draft exam scheduled and writes `messages` to the outbox, in one transaction.
    /// Answers `false`, writing nothing, when the exam is no longer a draft (another admin
    /// published it first).
    async fn publish(
        &self,
        id: ExamId,
        at: OffsetDateTime,
        messages: Vec<NewNotification>,
    ) -> Result<bool, AcademicsError>;
}

/// The exam schedules' store (decisions/018). Reads MUST apply the scope in the query: an admin
/// sees every paper; anyone else only papers of exams that are not drafts, and of those a
/// teacher the papers they invigilate and those of the classes they teach, a student their
/// class's, a parent their children's classes'. Every write MUST be one transaction, all items
/// or none. A paper whose class, whose invigilator or whose room is already busy at an
/// overlapping time MUST be refused by the database itself (exclusion constraints) and come back
/// as `Conflict` with [`super::paper_clash_sentence`] about the paper already there; a class
/// subject, invigilator or exam that does not exist as `Invalid` on its field; an unknown paper
/// as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait PaperRepo: Send + Sync {
    async fn list(
        &self,
        filter: PaperFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ExamPaper>, AcademicsError>;
    async fn get(&self, id: ExamPaperId, scope: Scope)
    -> Result<Option<ExamPaper>, AcademicsError>;
    async fn insert(&self, papers: Vec<NewPaper>) -> Result<(), BatchFailure>;
    /// Replaces each paper's values with the new ones (the service has merged the patch).
    async fn update(&self, papers: Vec<NewPaper>) -> Result<(), BatchFailure>;
    async fn delete(&self, ids: Vec<ExamPaperId>) -> Result<(), BatchFailure>;
}

/// Writes the examSchedule notices of a published exam, as the school's notification settings
/// say (in the portal, by e-mail, by SMS). Adapted by `app` to the messaging crate.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ExamNotices: Send + Sync {
    /// The messages that tell each sitter that `exam`'s timetable for their class is out.
    async fn notices(
        &self,
        exam: &Exam,
        sitters: Vec<Sitter>,
        at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError>;
}

/// Tells nobody: for schedules arranged rather than announced (the demo school, tests).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoExamNotices;

#[async_trait::async_trait]
impl ExamNotices for NoExamNotices {
    async fn notices(
        &self,
        _exam: &Exam,
        _sitters: Vec<Sitter>,
        _at: OffsetDateTime,
    ) -> Result<Vec<NewNotification>, AcademicsError> {
        Ok(Vec::new())
    }
}
