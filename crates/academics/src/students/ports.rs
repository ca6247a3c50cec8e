//! Where students are kept.

use kernel::{Page, PageRequest, Scope, StudentId, UserId};
use time::OffsetDateTime;

use crate::{
    AcademicsError,
    accounts::Taken,
    batch::BatchFailure,
    parents::NewParent,
    students::{NewStudent, Student, StudentFilter, StudentOrder, StudentPatch},
};

/// A whole import, stored at once: the new parents first, then the students with their links.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportBatch {
    pub parents: Vec<NewParent>,
    pub students: Vec<NewStudent>,
}

/// The students' store. Reads MUST apply the scope in the query (a student outside it is not
/// found). Every write MUST be one transaction, all items or none, and MUST create or change the
/// student's account with the record. A taken username, e-mail or admission number MUST come
/// back as `Invalid` on `username`, `email` or `admission_number`; a missing class or parent on
/// `class_id` or `parents`; a student later records depend on, when deleted, as `Conflict` with
/// what to do instead; an unknown id as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait StudentRepo: Send + Sync {
    async fn list(
        &self,
        filter: StudentFilter,
        order: StudentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError>;
    async fn get(&self, id: StudentId, scope: Scope) -> Result<Option<Student>, AcademicsError>;
    /// The student whose account this is.
    async fn of_user(&self, user: UserId) -> Result<Option<Student>, AcademicsError>;
    /// Stores students with their accounts, their current class and their parents' links.
    async fn insert(
        &self,
        students: Vec<NewStudent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deactivating (`is_active: false`) MUST also end the account's sessions.
    async fn update(
        &self,
        changes: Vec<(StudentId, StudentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deletes the students with their accounts.
    async fn delete(&self, ids: Vec<StudentId>) -> Result<(), BatchFailure>;
    /// Which of these usernames, e-mail addresses and admission numbers are taken, lower-cased.
    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        admission_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError>;
    /// Stores a whole import in one transaction. A failure's index counts the batch's parents
    /// first, then its students.
    async fn import(&self, batch: ImportBatch, at: OffsetDateTime) -> Result<(), BatchFailure>;
}
