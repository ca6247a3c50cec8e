//! Where parents are kept.

use kernel::{Page, PageRequest, ParentId, Scope, StudentId, UserId};
use time::OffsetDateTime;

use crate::{
    AcademicsError,
    batch::BatchFailure,
    parents::{NewParent, Parent, ParentFilter, ParentOrder, ParentPatch},
};

/// The parents' store. Reads MUST apply the scope in the query (a parent outside it is not
/// found). Every write MUST be one transaction, all items or none, and MUST create or change the
/// parent's account with the record. A taken username or e-mail MUST come back as `Invalid` on
/// `username` or `email`, a missing child on `student_id`; an unknown id as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ParentRepo: Send + Sync {
    async fn list(
        &self,
        filter: ParentFilter,
        order: ParentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError>;
    async fn get(&self, id: ParentId, scope: Scope) -> Result<Option<Parent>, AcademicsError>;
    /// The parent whose account this is.
    async fn of_user(&self, user: UserId) -> Result<Option<Parent>, AcademicsError>;
    /// Parents whose e-mail (any case) or phone is one of these, for the import.
    async fn find(
        &self,
        emails: Vec<String>,
        phones: Vec<String>,
    ) -> Result<Vec<Parent>, AcademicsError>;
    async fn insert(&self, parents: Vec<NewParent>, at: OffsetDateTime)
    -> Result<(), BatchFailure>;
    /// Deactivating (`is_active: false`) MUST also end the account's sessions.
    async fn update(
        &self,
        changes: Vec<(ParentId, ParentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deletes the parents with their accounts and links.
    async fn delete(&self, ids: Vec<ParentId>) -> Result<(), BatchFailure>;
    /// Links (or re-labels the link of) a parent and a student.
    async fn link(
        &self,
        parent: ParentId,
        student: StudentId,
        relationship: String,
    ) -> Result<(), AcademicsError>;
    /// `false` when there was no such link.
    async fn unlink(&self, parent: ParentId, student: StudentId) -> Result<bool, AcademicsError>;
}
