//! The enrolments' use cases: everyone reads those in their scope; admins holding
//! `settings.change` enrol, move and promote students.

use std::sync::Arc;

use kernel::{Clock, EnrolmentId, Page, PageRequest, Scope, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size},
    calendar::CalendarRepo,
    classes::ClassRepo,
    csv_out::write,
    enrolments::{Enrolment, EnrolmentFilter, EnrolmentInput, EnrolmentRepo, NewEnrolment},
};

/// Students' places in classes, session by session.
#[derive(Clone)]
pub struct Enrolments {
    pub(super) repo: Arc<dyn EnrolmentRepo>,
    pub(super) classes: Arc<dyn ClassRepo>,
    pub(super) calendar: Arc<dyn CalendarRepo>,
    pub(super) clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Enrolments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Enrolments")
    }
}

impl Enrolments {
    pub(crate) fn new(
        repo: Arc<dyn EnrolmentRepo>,
        classes: Arc<dyn ClassRepo>,
        calendar: Arc<dyn CalendarRepo>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            classes,
            calendar,
            clock,
        }
    }

    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: EnrolmentFilter,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError> {
        self.repo.list(filter, viewer.scope(), page).await
    }

    pub async fn get(&self, viewer: &Viewer, id: EnrolmentId) -> Result<Enrolment, AcademicsError> {
        self.repo
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("enrolment"))
    }

    /// Puts a student in a class for a session, replacing their enrolment of that session.
    pub async fn enrol(
        &self,
        viewer: &Viewer,
        input: EnrolmentInput,
    ) -> Result<Enrolment, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("enrolment"))
    }

    pub async fn enrol_many(
        &self,
        viewer: &Viewer,
        items: Vec<EnrolmentInput>,
    ) -> Result<Vec<Enrolment>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<EnrolmentInput>,
    ) -> Result<Vec<Enrolment>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let rows: Vec<NewEnrolment> = items
            .into_iter()
            .map(|i| NewEnrolment {
                id: EnrolmentId::generate(),
                student_id: i.student_id,
                session_id: i.session_id,
                class_id: i.class_id,
            })
            .collect();
        let keys: Vec<_> = rows
            .iter()
            .map(|r| (r.student_id, r.session_id.clone()))
            .collect();
        self.repo.enrol(rows).await?;
        let mut out = Vec::with_capacity(keys.len());
        for (student_id, session_id) in keys {
            let page = self
                .repo
                .list(
                    EnrolmentFilter {
                        student_id: Some(student_id),
                        session_id: Some(session_id),
                        class_ids: vec![],
                    },
                    Scope::All,
                    PageRequest::default(),
                )
                .await?;
            out.extend(page.results);
        }
        Ok(out)
    }

    pub async fn delete(&self, viewer: &Viewer, id: EnrolmentId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<EnrolmentId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<EnrolmentId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.repo.delete(ids).await?;
        Ok(())
    }

    /// Enrolments (who was in which class in which session), as CSV.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: EnrolmentFilter,
    ) -> Result<String, AcademicsError> {
        let items =
            crate::pages::every_page(|page| self.repo.list(filter.clone(), viewer.scope(), page))
                .await?;
        write(
            &["session", "class", "admission_number", "student"],
            items.iter().map(|e| {
                vec![
                    e.session_id.to_string(),
                    e.class_name.clone(),
                    e.admission_number.clone(),
                    e.student_name.clone(),
                ]
            }),
        )
    }
}
