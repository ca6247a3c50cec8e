//! Who may see and change exams and their schedules, the checks a paper gets before the
//! store's own, and publishing a schedule to the students and parents of its classes.

use std::sync::Arc;

use kernel::{Clock, ExamId, ExamPaperId, Page, PageRequest, Scope, TeacherId, Viewer};
use time::{Date, Duration, Time, macros::time};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    calendar::{Calendar, CalendarRepo, Term},
    classes::ClassRepo,
    error::Problems,
    exams::{
        Exam, ExamFilter, ExamInput, ExamNotices, ExamPaper, ExamPaperInput, ExamPaperPatch,
        ExamPatch, ExamRepo, ExamStatus, NewExam, NewPaper, PaperFilter, PaperRepo, PublishResult,
        long_date,
    },
    timetable::clock,
};

/// The earliest a paper may start and the latest it may end.
const DAY_STARTS: Time = time!(06:00);
const DAY_ENDS: Time = time!(20:00);
/// The longest paper.
const LONGEST: Duration = Duration::hours(4);
/// The longest exam: a term's examinations take weeks, not months.
const LONGEST_EXAM_DAYS: i64 = 42;
const NAME_CHARS: usize = 120;
const ROOM_CHARS: usize = 60;

/// Exams and their schedules.
#[derive(Clone)]
pub struct Exams {
    exams: Arc<dyn ExamRepo>,
    papers: Arc<dyn PaperRepo>,
    classes: Arc<dyn ClassRepo>,
    terms: Arc<dyn CalendarRepo>,
    notices: Arc<dyn ExamNotices>,
    clock: Arc<dyn Clock>,
    calendar: Calendar,
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
        self.exams.update(exam).await?;
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

    /// The papers the viewer may see that match: an admin every paper; anyone else the papers
    /// of published exams, a teacher those they invigilate and their classes', a student their
    /// class's, a parent their children's classes'.
    pub async fn papers(
        &self,
        viewer: &Viewer,
        filter: PaperFilter,
        page: PageRequest,
    ) -> Result<Page<ExamPaper>, AcademicsError> {
        if let (Some(from), Some(to)) = (filter.from, filter.to)
            && to < from
        {
            return Err(AcademicsError::field(
                "to",
                "The last day must be on or after the first.",
            ));
        }
        self.papers.list(filter, viewer.scope(), page).await
    }

    pub async fn paper(
        &self,
        viewer: &Viewer,
        id: ExamPaperId,
    ) -> Result<ExamPaper, AcademicsError> {
        self.papers
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("exam paper"))
    }

    pub async fn create_paper(
        &self,
        viewer: &Viewer,
        input: ExamPaperInput,
    ) -> Result<ExamPaper, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("exam paper"))
    }

    /// Several papers at once (a class's whole exam): all stored or none.
    pub async fn create_papers(
        &self,
        viewer: &Viewer,
        items: Vec<ExamPaperInput>,
    ) -> Result<Vec<ExamPaper>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<ExamPaperInput>,
    ) -> Result<Vec<ExamPaper>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let mut checks = Vec::with_capacity(items.len());
        let mut new = Vec::with_capacity(items.len());
        for item in items {
            let draft = Draft {
                exam_id: item.exam_id,
                class_subject_id: item.class_subject_id,
                invigilator_id: item.invigilator_id,
                date: item.date,
                start_time: item.start_time,
                end_time: item.end_time,
                room: item.room,
            };
            match self.checked_paper(ExamPaperId::generate(), draft).await? {
                Ok(paper) => {
                    new.push(paper);
                    checks.push(Ok(()));
                }
                Err(e) => checks.push(Err(e)),
            }
        }
        gather(checks)?;
        let ids: Vec<ExamPaperId> = new.iter().map(|p| p.id).collect();
        self.papers.insert(new).await?;
        Ok(self.papers_by_id(&ids).await?)
    }

    /// Replaces a paper with `input` (it may move to another exam).
    pub async fn replace_paper(
        &self,
        viewer: &Viewer,
        id: ExamPaperId,
        input: ExamPaperInput,
    ) -> Result<ExamPaper, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, PaperChange::Replace(input))])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("exam paper"))
    }

    /// Changes a paper; what the patch leaves out stays as it is.
    pub async fn update_paper(
        &self,
        viewer: &Viewer,
        id: ExamPaperId,
        patch: ExamPaperPatch,
    ) -> Result<ExamPaper, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, PaperChange::Patch(patch))])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("exam paper"))
    }

    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(ExamPaperId, PaperChange)>,
    ) -> Result<Vec<ExamPaper>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let mut checks = Vec::with_capacity(changes.len());
        let mut new = Vec::with_capacity(changes.len());
        for (id, change) in changes {
            let Some(current) = self.papers.get(id, Scope::All).await? else {
                checks.push(Err(AcademicsError::NotFound("exam paper")));
                continue;
            };
            match self.checked_paper(id, change.draft(current)).await? {
                Ok(paper) => {
                    new.push(paper);
                    checks.push(Ok(()));
                }
                Err(e) => checks.push(Err(e)),
            }
        }
        gather(checks)?;
        let ids: Vec<ExamPaperId> = new.iter().map(|p| p.id).collect();
        self.papers.update(new).await?;
        Ok(self.papers_by_id(&ids).await?)
    }

    pub async fn delete_paper(
        &self,
        viewer: &Viewer,
        id: ExamPaperId,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_papers(
        &self,
        viewer: &Viewer,
        ids: Vec<ExamPaperId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<ExamPaperId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.papers.delete(ids).await?;
        Ok(())
    }

    /// A paper as it would be stored, or what is wrong with it (the store's clash check comes
    /// after these).
    async fn checked_paper(
        &self,
        id: ExamPaperId,
        d: Draft,
    ) -> Result<Result<NewPaper, AcademicsError>, AcademicsError> {
        let mut p = Problems::default();
        check_times(&mut p, d.start_time, d.end_time);
        let room = d.room.trim().to_owned();
        if room.chars().count() > ROOM_CHARS {
            p.add("room", format!("Use at most {ROOM_CHARS} characters."));
        }
        if kernel::has_control_chars(&room) {
            p.add("room", "Use letters, digits and punctuation only.");
        }
        match self.exams.get(d.exam_id, Scope::All).await? {
            None => p.add("exam_id", "There is no such exam."),
            Some(exam) if exam.status == ExamStatus::Completed => p.add(
                "exam_id",
                format!(
                    "{} is completed, so its papers can no longer change. Reopen it first.",
                    exam.name
                ),
            ),
            Some(exam) if d.date < exam.start_date || d.date > exam.end_date => p.add(
                "date",
                format!(
                    "Choose a day of {}: {} to {}.",
                    exam.name,
                    long_date(exam.start_date),
                    long_date(exam.end_date)
                ),
            ),
            Some(_) => {}
        }
        let subject = self.classes.subject(d.class_subject_id, Scope::All).await?;
        if subject.is_none() {
            p.add(
                "class_subject_id",
                "Choose one of the subjects this class offers.",
            );
        }
        if let Err(e) = p.into_result() {
            return Ok(Err(e));
        }
        let subject = subject.ok_or(AcademicsError::NotFound("class subject"))?;
        Ok(Ok(NewPaper {
            id,
            exam_id: d.exam_id,
            class_id: subject.class_id,
            class_subject_id: subject.id,
            invigilator_id: d.invigilator_id.unwrap_or(subject.teacher_id),
            date: d.date,
            start_time: d.start_time,
            end_time: d.end_time,
            room,
        }))
    }

    async fn papers_by_id(&self, ids: &[ExamPaperId]) -> Result<Vec<ExamPaper>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(paper) = self.papers.get(*id, Scope::All).await? {
                out.push(paper);
            }
        }
        Ok(out)
    }
}

fn plural(n: u64) -> &'static str {
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

/// How a paper changes: replaced whole, or patched.
enum PaperChange {
    Replace(ExamPaperInput),
    Patch(ExamPaperPatch),
}

impl PaperChange {
    fn draft(self, current: ExamPaper) -> Draft {
        match self {
            PaperChange::Replace(input) => Draft {
                exam_id: input.exam_id,
                class_subject_id: input.class_subject_id,
                invigilator_id: input.invigilator_id,
                date: input.date,
                start_time: input.start_time,
                end_time: input.end_time,
                room: input.room,
            },
            PaperChange::Patch(patch) => {
                let new_subject = patch
                    .class_subject_id
                    .filter(|s| *s != current.class_subject_id);
                Draft {
                    exam_id: current.exam_id,
                    class_subject_id: new_subject.unwrap_or(current.class_subject_id),
                    // A new subject brings its own teacher unless an invigilator is named.
                    invigilator_id: match (patch.invigilator_id, new_subject) {
                        (Some(invigilator), _) => Some(invigilator),
                        (None, Some(_)) => None,
                        (None, None) => Some(current.invigilator_id),
                    },
                    date: patch.date.unwrap_or(current.date),
                    start_time: patch.start_time.unwrap_or(current.start_time),
                    end_time: patch.end_time.unwrap_or(current.end_time),
                    room: patch.room.unwrap_or(current.room),
                }
            }
        }
    }
}

/// A paper's values before they are checked; `invigilator_id: None` means "the subject's
/// teacher".
struct Draft {
    exam_id: ExamId,
    class_subject_id: kernel::ClassSubjectId,
    invigilator_id: Option<Option<TeacherId>>,
    date: Date,
    start_time: Time,
    end_time: Time,
    room: String,
}

/// A paper's times: in the school day, in order, and not longer than [`LONGEST`].
fn check_times(p: &mut Problems, start: Time, end: Time) {
    if start < DAY_STARTS || start >= DAY_ENDS {
        p.add(
            "start_time",
            format!(
                "Start the paper between {} and {}.",
                clock(DAY_STARTS),
                clock(DAY_ENDS)
            ),
        );
    }
    if end <= start {
        p.add("end_time", "The paper must end after it starts.");
    } else if end > DAY_ENDS {
        p.add("end_time", format!("End the paper by {}.", clock(DAY_ENDS)));
    } else if end - start > LONGEST {
        p.add(
            "end_time",
            "A paper lasts at most 4 hours. Split a longer one into several papers.",
        );
    }
}
