//! Where lessons are kept.

use kernel::{LessonId, Page, PageRequest, Scope, TermId};

use crate::{
    AcademicsError,
    batch::BatchFailure,
    timetable::{Lesson, LessonFilter, NewLesson},
};

/// The timetable's store (decisions/017). Reads MUST apply the scope in the query: an admin
/// sees every lesson; a teacher the lessons they teach and every lesson of the classes they
/// teach; a student their class's; a parent their children's classes' (a lesson outside it is
/// not found). Every write MUST be one transaction, all items or none. A lesson whose class, a
/// lesson whose teacher or a lesson whose room is already busy at an overlapping time of the
/// same term MUST be refused by the database itself (exclusion constraints, so two writers at
/// once cannot both succeed) and come back as `Conflict` with [`super::clash_sentence`] about
/// the lesson already there; a class subject, teacher or term that does not exist as `Invalid`
/// on `class_subject_id`, `teacher_id` or `term_id`; an unknown lesson as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait LessonRepo: Send + Sync {
    /// A page of the term's lessons that match, by weekday, start time and class name.
    /// `filter.term_id` MUST be set (the service fills in the current term).
    async fn list(
        &self,
        filter: LessonFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Lesson>, AcademicsError>;
    async fn get(&self, id: LessonId, scope: Scope) -> Result<Option<Lesson>, AcademicsError>;
    async fn insert(&self, lessons: Vec<NewLesson>) -> Result<(), BatchFailure>;
    /// Replaces each lesson's values with the new ones (the service has merged the patch).
    async fn update(&self, lessons: Vec<NewLesson>) -> Result<(), BatchFailure>;
    async fn delete(&self, ids: Vec<LessonId>) -> Result<(), BatchFailure>;
    /// How many lessons the term has.
    async fn count(&self, term: TermId) -> Result<u64, AcademicsError>;
    /// Copies every lesson of `from` into `to` with new ids, in one transaction; answers how
    /// many. Clashes cannot arise when `to` is empty, which the service checks first.
    async fn copy_term(&self, from: TermId, to: TermId) -> Result<u64, AcademicsError>;
}
