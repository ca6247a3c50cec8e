//! Where classes and class subjects are kept.

use kernel::{ClassId, ClassSubjectId, Page, PageRequest, Scope, TeacherId};

use crate::{
    AcademicsError,
    batch::BatchFailure,
    classes::{
        Class, ClassFilter, ClassPatch, ClassSubject, ClassSubjectFilter, NewClass, NewClassSubject,
    },
};

/// The classes' store. Reads MUST apply the scope in the query (a class outside it is not
/// found). Every write MUST be one transaction, all items or none. A taken name MUST come back
/// as `Invalid` on `name`, a taken level and arm on `arm`, a subject the class already offers on
/// `subject_id`, a missing level, teacher or class on `level_id`, `class_teacher_id`,
/// `teacher_id` or `class_id`; deleting a class that has enrolments as `Conflict` with what to
/// do; an unknown id as `NotFound`.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ClassRepo: Send + Sync {
    async fn list(
        &self,
        filter: ClassFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError>;
    async fn get(&self, id: ClassId, scope: Scope) -> Result<Option<Class>, AcademicsError>;
    async fn insert(&self, classes: Vec<NewClass>) -> Result<(), BatchFailure>;
    async fn update(&self, changes: Vec<(ClassId, ClassPatch)>) -> Result<(), BatchFailure>;
    async fn delete(&self, ids: Vec<ClassId>) -> Result<(), BatchFailure>;

    async fn list_subjects(
        &self,
        filter: ClassSubjectFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError>;
    async fn subject(
        &self,
        id: ClassSubjectId,
        scope: Scope,
    ) -> Result<Option<ClassSubject>, AcademicsError>;
    async fn insert_subjects(&self, items: Vec<NewClassSubject>) -> Result<(), BatchFailure>;
    /// Changes who teaches each class subject (`None` clears it).
    async fn update_subjects(
        &self,
        changes: Vec<(ClassSubjectId, Option<TeacherId>)>,
    ) -> Result<(), BatchFailure>;
    async fn delete_subjects(&self, ids: Vec<ClassSubjectId>) -> Result<(), BatchFailure>;
}
