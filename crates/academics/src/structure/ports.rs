//! Where class levels and subjects are kept.

use kernel::{LevelId, SubjectId};

use crate::{
    AcademicsError,
    batch::BatchFailure,
    structure::{ClassLevel, LevelPatch, Subject, SubjectPatch},
};

/// The catalogue's store. Every write MUST be one transaction, all items or none, and MUST move
/// the settings' version on (the settings' Academic tab shows these lists; an admin who saved
/// there from an older copy gets 409 instead of silently undoing this change, decisions/007).
/// A name or id already taken MUST come back as `Invalid` on `name` or `id`; removing one that
/// classes, class subjects or enrolments use MUST come back as `Conflict` with what to do; an
/// unknown id as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait StructureRepo: Send + Sync {
    /// The levels in their order.
    async fn levels(&self) -> Result<Vec<ClassLevel>, AcademicsError>;
    async fn insert_levels(&self, levels: Vec<ClassLevel>) -> Result<(), BatchFailure>;
    async fn update_levels(&self, changes: Vec<(LevelId, LevelPatch)>) -> Result<(), BatchFailure>;
    async fn delete_levels(&self, ids: Vec<LevelId>) -> Result<(), BatchFailure>;
    /// The subjects in their order.
    async fn subjects(&self) -> Result<Vec<Subject>, AcademicsError>;
    async fn insert_subjects(&self, subjects: Vec<Subject>) -> Result<(), BatchFailure>;
    async fn update_subjects(
        &self,
        changes: Vec<(SubjectId, SubjectPatch)>,
    ) -> Result<(), BatchFailure>;
    async fn delete_subjects(&self, ids: Vec<SubjectId>) -> Result<(), BatchFailure>;
}
