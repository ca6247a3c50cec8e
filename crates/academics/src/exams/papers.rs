//! Exam papers: who may see and change them, and the checks a paper gets before the store's
//! clash constraints (decisions/018).

use kernel::{ExamId, ExamPaperId, Page, PageRequest, Scope, TeacherId, Viewer};
use time::{Date, Duration, Time, macros::time};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    error::Problems,
    exams::{
        ExamPaper, ExamPaperInput, ExamPaperPatch, ExamStatus, Exams, NewPaper, PaperFilter,
        long_date,
    },
};

/// Why a completed exam's papers are refused any change (added, moved in or out, deleted).
fn frozen_papers(exam: &str) -> String {
    format!("{exam} is completed, so its papers can no longer change. Reopen it first.")
}

/// Why `paper` can no longer change (nor leave its exam, nor go), if its exam is completed.
fn completed(paper: &ExamPaper) -> Option<String> {
    (paper.exam_status == ExamStatus::Completed).then(|| frozen_papers(&paper.exam_name))
}

/// The earliest a paper may start and the latest it may end.
const DAY_STARTS: Time = time!(06:00);
const DAY_ENDS: Time = time!(20:00);
/// The longest paper.
const LONGEST: Duration = Duration::hours(4);
const ROOM_CHARS: usize = 60;

impl Exams {
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
            let frozen = completed(&current);
            let from = current.exam_id;
            let draft = change.draft(current);
            // A paper leaving its exam changes that exam's papers too.
            if let (true, Some(frozen)) = (draft.exam_id != from, frozen) {
                checks.push(Err(AcademicsError::field("exam_id", frozen)));
                continue;
            }
            match self.checked_paper(id, draft).await? {
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
        let mut checks = Vec::with_capacity(ids.len());
        for id in &ids {
            // A paper that is not there is the store's to report, under its index.
            let paper = self.papers.get(*id, Scope::All).await?;
            let frozen = paper.as_ref().and_then(completed);
            checks.push(frozen.map_or(Ok(()), |why| Err(AcademicsError::Conflict(why))));
        }
        gather(checks)?;
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
            Some(exam) if exam.status == ExamStatus::Completed => {
                p.add("exam_id", frozen_papers(&exam.name));
            }
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
    crate::validate::time_span(p, "paper", (start, end), (DAY_STARTS, DAY_ENDS), LONGEST);
}
