//! Where enrolments are kept.

use kernel::{ClassId, EnrolmentId, Page, PageRequest, Scope, SessionId, StudentId};
use time::OffsetDateTime;

use crate::{
    AcademicsError,
    batch::BatchFailure,
    enrolments::{Enrolment, EnrolmentFilter, NewEnrolment, Placement},
};

/// The enrolments' store. Reads MUST apply the scope in the query. Every write MUST be one
/// transaction, all items or none. A missing student, class or session MUST come back as
/// `Invalid` on `student_id`, `class_id` or `session_id`; an unknown id as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait EnrolmentRepo: Send + Sync {
    async fn list(
        &self,
        filter: EnrolmentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError>;
    async fn get(&self, id: EnrolmentId, scope: Scope)
    -> Result<Option<Enrolment>, AcademicsError>;
    /// Puts each student in a class for a session, replacing their enrolment of that session.
    async fn enrol(&self, items: Vec<NewEnrolment>) -> Result<(), BatchFailure>;
    async fn delete(&self, ids: Vec<EnrolmentId>) -> Result<(), BatchFailure>;
    /// The students enrolled in a class in a session.
    async fn roll(
        &self,
        class: ClassId,
        session: &SessionId,
    ) -> Result<Vec<StudentId>, AcademicsError>;
    /// Writes every placement of a promotion into `session` in one transaction.
    async fn promote(
        &self,
        session: SessionId,
        placements: Vec<Placement>,
        at: OffsetDateTime,
    ) -> Result<(), AcademicsError>;
}
