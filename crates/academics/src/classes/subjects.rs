//! The subjects each class offers, with their subject teachers.

use std::sync::Arc;

use kernel::{ClassSubjectId, Page, PageRequest, Scope, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    classes::{
        ClassRepo, ClassSubject, ClassSubjectFilter, ClassSubjectInput, ClassSubjectPatch,
        NewClassSubject,
    },
};

/// What each class offers and who teaches it.
#[derive(Clone)]
pub struct ClassSubjects {
    repo: Arc<dyn ClassRepo>,
}

impl std::fmt::Debug for ClassSubjects {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ClassSubjects")
    }
}

impl ClassSubjects {
    pub fn new(repo: Arc<dyn ClassRepo>) -> Self {
        Self { repo }
    }

    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: ClassSubjectFilter,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError> {
        self.repo.list_subjects(filter, viewer.scope(), page).await
    }

    /// Every class subject in the viewer's scope (for exports).
    pub async fn all(
        &self,
        viewer: &Viewer,
        filter: ClassSubjectFilter,
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        crate::pages::every_page(|page| {
            self.repo
                .list_subjects(filter.clone(), viewer.scope(), page)
        })
        .await
    }

    pub async fn get(
        &self,
        viewer: &Viewer,
        id: ClassSubjectId,
    ) -> Result<ClassSubject, AcademicsError> {
        self.repo
            .subject(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("class subject"))
    }

    pub async fn create(
        &self,
        viewer: &Viewer,
        input: ClassSubjectInput,
    ) -> Result<ClassSubject, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("class subject"))
    }

    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<ClassSubjectInput>,
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<ClassSubjectInput>,
    ) -> Result<Vec<ClassSubject>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let new: Vec<NewClassSubject> = items
            .into_iter()
            .map(|i| NewClassSubject {
                id: ClassSubjectId::generate(),
                class_id: i.class_id,
                subject_id: i.subject_id,
                teacher_id: i.teacher_id,
            })
            .collect();
        let ids: Vec<ClassSubjectId> = new.iter().map(|n| n.id).collect();
        self.repo.insert_subjects(new).await?;
        Ok(self.by_id(&ids).await?)
    }

    /// Changes who teaches a class subject: `teacher_id: null` clears it, an absent one keeps it.
    pub async fn update(
        &self,
        viewer: &Viewer,
        id: ClassSubjectId,
        patch: ClassSubjectPatch,
    ) -> Result<ClassSubject, AcademicsError> {
        let mut changed = self
            .reassign(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed
            .pop()
            .ok_or(AcademicsError::NotFound("class subject"))
    }

    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(ClassSubjectId, ClassSubjectPatch)>,
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        self.reassign(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn reassign(
        &self,
        viewer: &Viewer,
        changes: Vec<(ClassSubjectId, ClassSubjectPatch)>,
    ) -> Result<Vec<ClassSubject>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let mut teachers = Vec::with_capacity(changes.len());
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            match self.repo.subject(*id, Scope::All).await? {
                None => checks.push(Err(AcademicsError::NotFound("class subject"))),
                Some(current) => {
                    teachers.push((*id, patch.teacher_id.unwrap_or(current.teacher_id)));
                    checks.push(Ok(()));
                }
            }
        }
        gather(checks)?;
        let ids: Vec<ClassSubjectId> = teachers.iter().map(|c| c.0).collect();
        self.repo.update_subjects(teachers).await?;
        Ok(self.by_id(&ids).await?)
    }

    pub async fn delete(&self, viewer: &Viewer, id: ClassSubjectId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<ClassSubjectId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<ClassSubjectId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.repo.delete_subjects(ids).await?;
        Ok(())
    }

    async fn by_id(&self, ids: &[ClassSubjectId]) -> Result<Vec<ClassSubject>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(item) = self.repo.subject(*id, Scope::All).await? {
                out.push(item);
            }
        }
        Ok(out)
    }

    /// What each class offers and who teaches it, as CSV.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: ClassSubjectFilter,
    ) -> Result<String, AcademicsError> {
        let items = self.all(viewer, filter).await?;
        crate::csv_out::write(
            &["class", "subject", "teacher"],
            items.iter().map(|c| {
                vec![
                    c.class_name.clone(),
                    c.subject_name.clone(),
                    c.teacher_name.clone().unwrap_or_default(),
                ]
            }),
        )
    }
}
