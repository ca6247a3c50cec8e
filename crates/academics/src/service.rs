//! The register's use cases. Every one takes the `Viewer` and decides what they may see and
//! change, so that no route can forget a check.

use std::sync::Arc;

use kernel::{Clock, Page, PageRequest};
use uuid::Uuid;

use crate::{
    AcademicsError,
    error::Problems,
    model::{
        Class, ClassInput, ClassPatch, ClassSubject, ClassSubjectInput, Enrolment, EnrolmentInput,
        PromoteRequest, PromoteResult, Session, SessionPatch, StructureItem, Term, TermPatch,
    },
    ports::{
        BatchFailure, ClassFilter, ClassSubjectFilter, Credentials, EnrolmentFilter, NewClass,
        Placement, Register, Scope, StudentFilter, StudentOrder,
    },
    validate,
    viewer::Viewer,
};

/// The most items one bulk call takes.
pub const MAX_BATCH: usize = 200;

/// The register's ports.
#[derive(Clone)]
pub struct AcademicsService {
    pub(crate) register: Arc<dyn Register>,
    pub(crate) credentials: Arc<dyn Credentials>,
    pub(crate) clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for AcademicsService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AcademicsService").finish_non_exhaustive()
    }
}

/// Checks a batch's size.
pub(crate) fn batch_size(count: usize) -> Result<(), AcademicsError> {
    if count == 0 || count > MAX_BATCH {
        return Err(AcademicsError::field(
            "items",
            format!("Send from 1 to {MAX_BATCH} items at once."),
        ));
    }
    Ok(())
}

/// A store's refusal of one item: as it is for a single record, under `items.{i}.` for a
/// batch (product.md §1's per-item errors).
pub(crate) fn item_error(single: bool, (index, error): BatchFailure) -> AcademicsError {
    if single {
        return error;
    }
    let mut p = Problems::default();
    match p.absorb(&format!("items.{index}."), error) {
        Ok(()) => AcademicsError::Invalid(p.0),
        Err(other) => other,
    }
}

/// Every item's problems, each under `items.{i}.` when it is a batch.
pub(crate) fn gather(
    single: bool,
    results: Vec<Result<(), AcademicsError>>,
) -> Result<(), AcademicsError> {
    let mut p = Problems::default();
    for (i, result) in results.into_iter().enumerate() {
        if let Err(e) = result {
            if single {
                return Err(e);
            }
            p.absorb(&format!("items.{i}."), e)?;
        }
    }
    p.into_result()
}

impl AcademicsService {
    pub fn new(
        register: Arc<dyn Register>,
        credentials: Arc<dyn Credentials>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            register,
            credentials,
            clock,
        }
    }

    pub(crate) fn today(&self) -> time::Date {
        self.clock.now().date()
    }

    // --- Structure kept by the settings -------------------------------------------------

    pub async fn class_levels(&self) -> Result<Vec<StructureItem>, AcademicsError> {
        self.register.class_levels().await
    }

    pub async fn subjects(&self) -> Result<Vec<StructureItem>, AcademicsError> {
        self.register.subjects().await
    }

    pub async fn sessions(&self) -> Result<Vec<Session>, AcademicsError> {
        self.register.sessions().await
    }

    pub async fn session(&self, id: &str) -> Result<Session, AcademicsError> {
        self.sessions()
            .await?
            .into_iter()
            .find(|s| s.id == id)
            .ok_or(AcademicsError::NotFound("session"))
    }

    /// The current session; every register needs one.
    pub async fn current_session(&self) -> Result<Session, AcademicsError> {
        self.sessions()
            .await?
            .into_iter()
            .find(|s| s.is_current)
            .ok_or_else(|| {
                AcademicsError::Conflict(
                    "No session is marked current. Make one current on the sessions screen first."
                        .into(),
                )
            })
    }

    pub async fn terms(&self, session_id: Option<&str>) -> Result<Vec<Term>, AcademicsError> {
        Ok(self
            .sessions()
            .await?
            .into_iter()
            .filter(|s| session_id.is_none_or(|id| s.id == id))
            .flat_map(|s| s.terms)
            .collect())
    }

    pub async fn term(&self, id: Uuid) -> Result<Term, AcademicsError> {
        self.register
            .term(id)
            .await?
            .ok_or(AcademicsError::NotFound("term"))
    }

    pub async fn update_session(
        &self,
        viewer: &Viewer,
        id: &str,
        patch: SessionPatch,
    ) -> Result<Session, AcademicsError> {
        viewer.require_structure()?;
        let current = self.session(id).await?;
        let start = patch.start_date.unwrap_or(current.start_date);
        let end = patch.end_date.unwrap_or(current.end_date);
        let mut p = Problems::default();
        validate::ordered(
            &mut p,
            "end_date",
            start,
            end,
            "The session must end after it starts.",
        );
        p.into_result()?;
        self.register.update_session(id, patch).await?;
        self.session(id).await
    }

    pub async fn update_term(
        &self,
        viewer: &Viewer,
        id: Uuid,
        patch: TermPatch,
    ) -> Result<Term, AcademicsError> {
        viewer.require_structure()?;
        let current = self.term(id).await?;
        let start = patch.start_date.unwrap_or(current.start_date);
        let end = patch.end_date.unwrap_or(current.end_date);
        let next = patch.next_term_begins.unwrap_or(current.next_term_begins);
        let mut p = Problems::default();
        validate::ordered(
            &mut p,
            "end_date",
            start,
            end,
            "The term must end after it starts.",
        );
        validate::ordered(
            &mut p,
            "next_term_begins",
            end,
            next,
            "The next term must begin after this one ends.",
        );
        p.into_result()?;
        self.register.update_term(id, patch).await?;
        self.term(id).await
    }

    pub async fn make_term_current(
        &self,
        viewer: &Viewer,
        id: Uuid,
    ) -> Result<Term, AcademicsError> {
        viewer.require_structure()?;
        self.term(id).await?;
        self.register.make_term_current(id).await?;
        self.term(id).await
    }

    pub async fn make_session_current(
        &self,
        viewer: &Viewer,
        id: &str,
    ) -> Result<Session, AcademicsError> {
        viewer.require_structure()?;
        self.session(id).await?;
        self.register.make_session_current(id).await?;
        self.session(id).await
    }

    // --- Classes -----------------------------------------------------------------------

    pub async fn list_classes(
        &self,
        viewer: &Viewer,
        filter: ClassFilter,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError> {
        self.register
            .list_classes(filter, viewer.scope(), page)
            .await
    }

    pub async fn class(&self, viewer: &Viewer, id: Uuid) -> Result<Class, AcademicsError> {
        self.register
            .class(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("class"))
    }

    async fn check_class(
        &self,
        levels: &[StructureItem],
        level_id: &str,
        arm: &str,
        name: &str,
    ) -> Result<(), AcademicsError> {
        let mut p = Problems::default();
        if !levels.iter().any(|l| l.id == level_id) {
            p.add(
                "level_id",
                "Choose one of the school's class levels (they are kept in the settings' Academic tab).",
            );
        }
        validate::text(&mut p, "arm", arm, 20, true);
        validate::text(&mut p, "name", name, 100, true);
        p.into_result()
    }

    /// Adds classes; a class's name defaults to its level's and its arm ("JSS 1" + "A").
    pub async fn create_classes(
        &self,
        viewer: &Viewer,
        items: Vec<ClassInput>,
    ) -> Result<Vec<Class>, AcademicsError> {
        viewer.require_structure()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let levels = self.register.class_levels().await?;
        let mut new = Vec::with_capacity(items.len());
        let mut checks = Vec::with_capacity(items.len());
        for item in items {
            let level_name = levels
                .iter()
                .find(|l| l.id == item.level_id)
                .map(|l| l.name.clone())
                .unwrap_or_default();
            let arm = item.arm.trim().to_owned();
            let name = match item.name.as_deref().map(str::trim) {
                Some(name) if !name.is_empty() => name.to_owned(),
                _ => class_name(&level_name, &arm),
            };
            checks.push(self.check_class(&levels, &item.level_id, &arm, &name).await);
            new.push(NewClass {
                id: Uuid::now_v7(),
                level_id: item.level_id,
                arm,
                name,
                class_teacher_id: item.class_teacher_id,
            });
        }
        gather(single, checks)?;
        let ids: Vec<Uuid> = new.iter().map(|c| c.id).collect();
        self.register
            .insert_classes(new)
            .await
            .map_err(|f| item_error(single, f))?;
        self.classes_by_id(&ids).await
    }

    pub async fn update_classes(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, ClassPatch)>,
    ) -> Result<Vec<Class>, AcademicsError> {
        viewer.require_structure()?;
        batch_size(changes.len())?;
        let single = changes.len() == 1;
        let levels = self.register.class_levels().await?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.register.class(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("class")),
                Some(class) => {
                    let level = patch.level_id.as_deref().unwrap_or(&class.level_id);
                    let arm = patch.arm.as_deref().unwrap_or(&class.arm);
                    let name = patch.name.as_deref().unwrap_or(&class.name);
                    self.check_class(&levels, level, arm, name).await
                }
            };
            checks.push(check);
        }
        gather(single, checks)?;
        let ids: Vec<Uuid> = changes.iter().map(|c| c.0).collect();
        self.register
            .update_classes(changes)
            .await
            .map_err(|f| item_error(single, f))?;
        self.classes_by_id(&ids).await
    }

    pub async fn delete_classes(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_structure()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_classes(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    async fn classes_by_id(&self, ids: &[Uuid]) -> Result<Vec<Class>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(class) = self.register.class(*id, Scope::All).await? {
                out.push(class);
            }
        }
        Ok(out)
    }

    // --- Class subjects ----------------------------------------------------------------

    pub async fn list_class_subjects(
        &self,
        viewer: &Viewer,
        filter: ClassSubjectFilter,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError> {
        self.register
            .list_class_subjects(filter, viewer.scope(), page)
            .await
    }

    pub async fn class_subject(
        &self,
        viewer: &Viewer,
        id: Uuid,
    ) -> Result<ClassSubject, AcademicsError> {
        self.register
            .class_subject(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("class subject"))
    }

    pub async fn create_class_subjects(
        &self,
        viewer: &Viewer,
        items: Vec<ClassSubjectInput>,
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        viewer.require_structure()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let with_ids: Vec<(Uuid, ClassSubjectInput)> =
            items.into_iter().map(|i| (Uuid::now_v7(), i)).collect();
        let ids: Vec<Uuid> = with_ids.iter().map(|(id, _)| *id).collect();
        self.register
            .insert_class_subjects(with_ids)
            .await
            .map_err(|f| item_error(single, f))?;
        self.class_subjects_by_id(&ids).await
    }

    /// Changes who teaches each class subject (`None` clears it).
    pub async fn update_class_subjects(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, Option<Uuid>)>,
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        viewer.require_structure()?;
        batch_size(changes.len())?;
        let single = changes.len() == 1;
        let ids: Vec<Uuid> = changes.iter().map(|c| c.0).collect();
        self.register
            .update_class_subjects(changes)
            .await
            .map_err(|f| item_error(single, f))?;
        self.class_subjects_by_id(&ids).await
    }

    pub async fn delete_class_subjects(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_structure()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_class_subjects(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    async fn class_subjects_by_id(
        &self,
        ids: &[Uuid],
    ) -> Result<Vec<ClassSubject>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(item) = self.register.class_subject(*id, Scope::All).await? {
                out.push(item);
            }
        }
        Ok(out)
    }

    // --- Enrolments and promotion -------------------------------------------------------

    pub async fn list_enrolments(
        &self,
        viewer: &Viewer,
        filter: EnrolmentFilter,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError> {
        self.register
            .list_enrolments(filter, viewer.scope(), page)
            .await
    }

    pub async fn enrolment(&self, viewer: &Viewer, id: Uuid) -> Result<Enrolment, AcademicsError> {
        self.register
            .enrolment(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("enrolment"))
    }

    /// Puts students in classes for sessions, replacing their enrolment of that session.
    pub async fn enrol(
        &self,
        viewer: &Viewer,
        items: Vec<EnrolmentInput>,
    ) -> Result<Vec<Enrolment>, AcademicsError> {
        viewer.require_structure()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let rows: Vec<(Uuid, Uuid, String, Uuid)> = items
            .into_iter()
            .map(|i| (Uuid::now_v7(), i.student_id, i.session_id, i.class_id))
            .collect();
        let keys: Vec<(Uuid, String)> = rows.iter().map(|r| (r.1, r.2.clone())).collect();
        self.register
            .enrol(rows)
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(keys.len());
        for (student_id, session_id) in keys {
            let page = self
                .register
                .list_enrolments(
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

    pub async fn delete_enrolments(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_structure()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_enrolments(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    /// End of session for one class: its students of the current session move into
    /// `to_class_id` for `to_session_id`, except those chosen to repeat (into
    /// `repeat_class_id`, by default the same class) or to graduate.
    pub async fn promote(
        &self,
        viewer: &Viewer,
        class_id: Uuid,
        request: PromoteRequest,
    ) -> Result<PromoteResult, AcademicsError> {
        viewer.require_structure()?;
        let class = self.class(viewer, class_id).await?;
        let current = self.current_session().await?;
        let sessions = self.sessions().await?;
        let mut p = Problems::default();
        if request.to_session_id == current.id {
            p.add(
                "to_session_id",
                "Choose the next session: students are promoted out of the current one.",
            );
        } else if !sessions.iter().any(|s| s.id == request.to_session_id) {
            p.add("to_session_id", "Choose one of the school's sessions.");
        }
        let roll = self.register.class_roll(class.id, &current.id).await?;
        for (field, ids) in [("repeat", &request.repeat), ("graduate", &request.graduate)] {
            if ids.iter().any(|id| !roll.contains(id)) {
                p.add(
                    field,
                    format!("Choose only students of {} this session.", class.name),
                );
            }
        }
        if request
            .repeat
            .iter()
            .any(|id| request.graduate.contains(id))
        {
            p.add(
                "graduate",
                "A student cannot both repeat and graduate: choose one.",
            );
        }
        let promoted_count = roll
            .iter()
            .filter(|id| !request.repeat.contains(id) && !request.graduate.contains(id))
            .count();
        if promoted_count > 0 && request.to_class_id.is_none() {
            p.add(
                "to_class_id",
                "Choose the class the promoted students move into.",
            );
        }
        for (field, id) in [
            ("to_class_id", request.to_class_id),
            ("repeat_class_id", request.repeat_class_id),
        ] {
            if let Some(id) = id
                && self.register.class(id, Scope::All).await?.is_none()
            {
                p.add(field, "Choose one of the school's classes.");
            }
        }
        p.into_result()?;
        let repeat_class = request.repeat_class_id.unwrap_or(class.id);
        let mut result = PromoteResult::default();
        let mut placements = Vec::with_capacity(roll.len());
        for student in roll {
            if request.graduate.contains(&student) {
                result.graduated += 1;
                placements.push(Placement::Graduate(student));
            } else if request.repeat.contains(&student) {
                result.repeated += 1;
                placements.push(Placement::Enrol(student, repeat_class));
            } else if let Some(to) = request.to_class_id {
                result.promoted += 1;
                placements.push(Placement::Enrol(student, to));
            }
        }
        self.register
            .promote(request.to_session_id, placements, self.clock.now())
            .await?;
        Ok(result)
    }

    /// Students of a list, page after page, for an export.
    pub(crate) async fn all_students(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
    ) -> Result<Vec<crate::model::Student>, AcademicsError> {
        let mut out = Vec::new();
        let mut page = PageRequest {
            page: 1,
            size: PageRequest::MAX_SIZE,
        };
        loop {
            let batch = self
                .register
                .list_students(filter.clone(), order, viewer.scope(), page)
                .await?;
            let more = batch.has_next();
            out.extend(batch.results);
            if !more {
                return Ok(out);
            }
            page.page += 1;
        }
    }
}

/// "JSS 1" and "A" give "JSS 1A"; "Grade 1" and "Blue" give "Grade 1 Blue".
pub fn class_name(level: &str, arm: &str) -> String {
    let level = level.trim();
    let arm = arm.trim();
    if arm.chars().count() == 1 {
        format!("{level}{arm}")
    } else {
        format!("{level} {arm}")
    }
}
