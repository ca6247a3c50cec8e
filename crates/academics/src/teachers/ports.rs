//! Where teachers are kept.

use kernel::{Page, PageRequest, TeacherId, UserId};
use time::OffsetDateTime;

use crate::{
    AcademicsError,
    accounts::Taken,
    batch::BatchFailure,
    teachers::{NewTeacher, Teacher, TeacherFilter, TeacherOrder, TeacherPatch},
};

/// The teachers' store. Every write MUST be one transaction, all items or none, and MUST create
/// or change the teacher's account with the record. A taken username, e-mail or staff number
/// MUST come back as `Invalid` on `username`, `email` or `staff_number`; deleting a teacher who
/// is still a class or subject teacher as `Conflict` with what to do instead; an unknown id as
/// `NotFound`. Every teacher is visible to the school's staff, so reads take no scope.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait TeacherRepo: Send + Sync {
    async fn list(
        &self,
        filter: TeacherFilter,
        order: TeacherOrder,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError>;
    async fn get(&self, id: TeacherId) -> Result<Option<Teacher>, AcademicsError>;
    /// The teacher whose account this is.
    async fn of_user(&self, user: UserId) -> Result<Option<Teacher>, AcademicsError>;
    async fn insert(
        &self,
        teachers: Vec<NewTeacher>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deactivating (`is_active: false`) MUST also end the account's sessions.
    async fn update(
        &self,
        changes: Vec<(TeacherId, TeacherPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    async fn delete(&self, ids: Vec<TeacherId>) -> Result<(), BatchFailure>;
    /// Which of these usernames, e-mail addresses and staff numbers are taken, lower-cased.
    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        staff_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError>;
}
