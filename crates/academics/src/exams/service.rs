//! Who may see and change exams, how an exam's status moves, and publishing a schedule to the
//! students and parents of its classes. Its papers' use cases are in `papers.rs`.

use std::sync::Arc;

use kernel::{Clock, ExamId, Page, PageRequest, Viewer};
use time::Date;

use crate::{
    AcademicsError,
    access::require_structure,
    calendar::{Calendar, CalendarRepo, Term},
    classes::ClassRepo,
    error::Problems,
    exams::{
        Exam, ExamFilter, ExamInput, ExamNotices, ExamPatch, ExamRepo, ExamStatus, NewExam,
        PaperRepo, PublishResult, long_date,
    },
};

/// The longest exam: a term's examinations take weeks, not months.
const LONGEST_EXAM_DAYS: i64 = 42;
const NAME_CHARS: usize = 120;

/// Exams and their schedules.
#[derive(Clone)]
pub struct Exams {
    pub(super) exams: Arc<dyn ExamRepo>,
    pub(super) papers: Arc<dyn PaperRepo>,
    pub(super) classes: Arc<dyn ClassRepo>,
    pub(super) terms: Arc<dyn CalendarRepo>,
    pub(super) notices: Arc<dyn ExamNotices>,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) calendar: Calendar,
}

impl std::fmt::Debug for Exams {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Exams")
    }
}

/// The stores and helpers exams stand on.
#[allow(missing_debug_implementations)]
pub struct ExamPorts {
    pub exams: Arc<dyn ExamRepo>,
    pub papers: Arc<dyn PaperRepo>,
    pub classes: Arc<dyn ClassRepo>,
    pub terms: Arc<dyn CalendarRepo>,
    pub notices: Arc<dyn ExamNotices>,
    pub clock: Arc<dyn Clock>,
}

impl Exams {
    pub fn new(p: ExamPorts) -> Self {
        Self {
            calendar: Calendar::new(p.terms.clone()),
            exams: p.exams,
            papers: p.papers,
            classes: p.classes,
            terms: p.terms,
            notices: p.notices,
            clock: p.clock,
        }
    }

    /// The exams the viewer may see that match: admins every exam, everyone else the exams
    /// that have been published.
    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: ExamFilter,
        page: PageRequest,
    ) -> Result<Page<Exam>, AcademicsError> {
        self.exams.list(filter, viewer.scope(), page).await
    }

    pub async fn get(&self, viewer: &Viewer, id: ExamId) -> Result<Exam, AcademicsError> {
        self.exams
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("exam"))
    }

    /// A new exam, a draft: nobody but the office sees it until its schedule is published.
    pub async fn create(&self, viewer: &Viewer, input: ExamInput) -> Result<Exam, AcademicsError> {
        require_structure(viewer)?;
        let term_id = match input.term_id {
            Some(id) => id,
            None => self.calendar.current_term().await?.id,
        };
        let exam = NewExam {
            id: ExamId::generate(),
            term_id,
            name: input.name,
            kind: input.kind,
            start_date: input.start_date,
            end_date: input.end_date,
            status: ExamStatus::Draft,
        };
        let exam = self.checked_exam(exam).await?;
        self.exams.insert(exam.clone()).await?;
        self.get(viewer, exam.id).await
    }

    /// Replaces an exam's name, kind and dates; its term and status stay.
    pub async fn replace(
        &self,
        viewer: &Viewer,
        id: ExamId,
        input: ExamInput,
    ) -> Result<Exam, AcademicsError> {
        self.update(
            viewer,
            id,
            ExamPatch {
                name: Some(input.name),
                kind: Some(input.kind),
                start_date: Some(input.start_date),
                end_date: Some(input.end_date),
                status: None,
            },
        )
        .await
    }

    /// Changes an exam. Its dates may not leave papers outside them; its status moves as
    /// [`ExamStatus::may_become`] allows.
    pub async fn update(
        &self,
        viewer: &Viewer,
        id: ExamId,
        patch: ExamPatch,
    ) -> Result<Exam, AcademicsError> {
        require_structure(viewer)?;
        let current = self.get(viewer, id).await?;
        if let Some(to) = patch.status
            && let Err(why) = current.status.may_become(to)
        {
            return Err(AcademicsError::field("status", why));
        }
        let exam = NewExam {
            id,
            term_id: current.term_id,
            name: patch.name.unwrap_or(current.name),
            kind: patch.kind.unwrap_or(current.kind),
            start_date: patch.start_date.unwrap_or(current.start_date),
            end_date: patch.end_date.unwrap_or(current.end_date),
            status: patch.status.unwrap_or(current.status),
        };
        let exam = self.checked_exam(exam).await?;
        if (exam.start_date, exam.end_date) != (current.start_date, current.end_date) {
            let outside = self
                .exams
                .papers_outside(id, exam.start_date, exam.end_date)
                .await?;
            if outside > 0 {
                return Err(AcademicsError::Conflict(format!(
                    "{outside} paper{} of this exam {} outside these dates. Move {} first, or \
                     choose dates that include {}.",
                    plural(outside),
                    if outside == 1 { "falls" } else { "fall" },
                    if outside == 1 { "it" } else { "them" },
                    if outside == 1 { "it" } else { "them" },
                )));
            }
        }
        self.exams.update(exam, current.status).await?;
        self.get(viewer, id).await
    }

    /// Deletes an exam with its papers. A published exam that is not completed is withdrawn
    /// first (made a draft again), so nobody is left expecting papers that vanished.
    pub async fn delete(&self, viewer: &Viewer, id: ExamId) -> Result<(), AcademicsError> {
        require_structure(viewer)?;
        let exam = self.get(viewer, id).await?;
        if matches!(exam.status, ExamStatus::Scheduled | ExamStatus::InProgress) {
            return Err(AcademicsError::Conflict(
                "This exam's schedule is published. Withdraw it (make it a draft) first, then \
                 delete it."
                    .into(),
            ));
        }
        self.exams.delete(id).await
    }

    /// Publishes a draft exam's schedule: the exam becomes scheduled, its papers visible to
    /// their classes, and the students and parents of those classes are told (examSchedule,
    /// through the outbox, in the same transaction).
    pub async fn publish(
        &self,
        viewer: &Viewer,
        id: ExamId,
    ) -> Result<PublishResult, AcademicsError> {
        require_structure(viewer)?;
        let exam = self.get(viewer, id).await?;
        if exam.status != ExamStatus::Draft {
            return Err(AcademicsError::Conflict(
                "This exam's schedule is already published.".into(),
            ));
        }
        if exam.papers == 0 {
            return Err(AcademicsError::Conflict(
                "This exam has no papers yet. Add its papers to the schedule, then publish it."
                    .into(),
            ));
        }
        let at = self.clock.now();
        let sitters = self.exams.sitters(id).await?;
        let people = {
            let mut users: Vec<_> = sitters.iter().map(|s| s.user_id).collect();
            users.sort_unstable();
            users.dedup();
            users.len()
        };
        let messages = self.notices.notices(&exam, sitters, at).await?;
        let written = u32::try_from(messages.len()).unwrap_or(u32::MAX);
        if !self.exams.publish(id, at, messages).await? {
            return Err(AcademicsError::Conflict(
                "This exam's schedule is already published.".into(),
            ));
        }
        let exam = self.get(viewer, id).await?;
        let detail = if written == 0 {
            format!(
                "Published {}. Its classes can see it now; no messages were sent, because the \
                 exam schedule notice is turned off in Settings, Notifications, or nobody has \
                 an address for it.",
                exam.name
            )
        } else {
            let who = if people == 1 {
                "1 person".to_owned()
            } else {
                format!("{people} students and parents")
            };
            format!(
                "Published {}. {who} will be told: {written} message{}.",
                exam.name,
                plural(u64::from(written))
            )
        };
        Ok(PublishResult {
            exam,
            messages: written,
            detail,
        })
    }

    /// An exam's values checked: a name, dates in order and inside its term's.
    async fn checked_exam(&self, mut exam: NewExam) -> Result<NewExam, AcademicsError> {
        let mut p = Problems::default();
        exam.name = exam.name.trim().to_owned();
        if exam.name.is_empty() {
            p.add("name", "Name the exam, such as First Term Examination.");
        } else if exam.name.chars().count() > NAME_CHARS {
            p.add("name", format!("Use at most {NAME_CHARS} characters."));
        } else if kernel::has_control_chars(&exam.name) {
            p.add("name", "Use letters, digits and punctuation only.");
        }
        if exam.end_date < exam.start_date {
            p.add("end_date", "The exam must end on or after its first day.");
        } else if (exam.end_date - exam.start_date).whole_days() >= LONGEST_EXAM_DAYS {
            p.add(
                "end_date",
                "An exam lasts at most six weeks. Split a longer one into several exams.",
            );
        }
        match self.terms.term(exam.term_id).await? {
            None => p.add("term_id", "There is no such term."),
            Some(term) => within_term(&mut p, &term, exam.start_date, exam.end_date),
        }
        p.into_result()?;
        Ok(exam)
    }
}

pub(super) fn plural(n: u64) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// An exam's dates inside its term's, when the term has dates.
fn within_term(p: &mut Problems, term: &Term, start: Date, end: Date) {
    if let Some(first) = term.start_date
        && start < first
    {
        p.add(
            "start_date",
            format!(
                "{} starts on {}. Start the exam then or later.",
                term.name,
                long_date(first)
            ),
        );
    }
    if let Some(last) = term.end_date
        && end > last
    {
        p.add(
            "end_date",
            format!(
                "{} ends on {}. End the exam by then.",
                term.name,
                long_date(last)
            ),
        );
    }
}
