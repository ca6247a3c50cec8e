//! Who may see and change the timetable, and the checks a lesson gets before the store's own.

use std::sync::Arc;

use kernel::{LessonId, Page, PageRequest, Scope, TermId, Viewer};
use serde::Serialize;
use time::{Duration, Time, macros::time};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    calendar::{Calendar, CalendarRepo},
    classes::ClassRepo,
    error::Problems,
    timetable::{Lesson, LessonFilter, LessonInput, LessonPatch, LessonRepo, NewLesson},
};

/// The earliest a lesson may start and the latest it may end.
const DAY_STARTS: Time = time!(05:00);
const DAY_ENDS: Time = time!(22:00);
/// The longest lesson: a double or triple period, not a whole day.
const LONGEST: Duration = Duration::hours(4);
/// The longest room name.
const ROOM_CHARS: usize = 60;

/// What copying a term's timetable did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CopyResult {
    pub copied: u64,
    pub detail: String,
}

/// The timetable's use cases.
#[derive(Clone)]
pub struct Timetable {
    lessons: Arc<dyn LessonRepo>,
    classes: Arc<dyn ClassRepo>,
    terms: Arc<dyn CalendarRepo>,
    calendar: Calendar,
}

impl std::fmt::Debug for Timetable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Timetable")
    }
}

impl Timetable {
    pub fn new(
        lessons: Arc<dyn LessonRepo>,
        classes: Arc<dyn ClassRepo>,
        terms: Arc<dyn CalendarRepo>,
    ) -> Self {
        Self {
            lessons,
            classes,
            calendar: Calendar::new(terms.clone()),
            terms,
        }
    }

    /// The lessons the viewer may see that match, of the current term unless another is named:
    /// an admin every lesson, a teacher theirs and their classes', a student their class's, a
    /// parent their children's classes'.
    pub async fn list(
        &self,
        viewer: &Viewer,
        mut filter: LessonFilter,
        page: PageRequest,
    ) -> Result<Page<Lesson>, AcademicsError> {
        if filter.term_id.is_none() {
            filter.term_id = Some(self.calendar.current_term().await?.id);
        }
        filter.room = filter
            .room
            .map(|r| r.trim().to_owned())
            .filter(|r| !r.is_empty());
        self.lessons.list(filter, viewer.scope(), page).await
    }

    pub async fn get(&self, viewer: &Viewer, id: LessonId) -> Result<Lesson, AcademicsError> {
        self.lessons
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("lesson"))
    }

    pub async fn create(
        &self,
        viewer: &Viewer,
        input: LessonInput,
    ) -> Result<Lesson, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("lesson"))
    }

    /// Several lessons at once (a class's day or week): all stored or none.
    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<LessonInput>,
    ) -> Result<Vec<Lesson>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<LessonInput>,
    ) -> Result<Vec<Lesson>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let current = if items.iter().any(|i| i.term_id.is_none()) {
            Some(self.calendar.current_term().await?.id)
        } else {
            None
        };
        let mut checks = Vec::with_capacity(items.len());
        let mut new = Vec::with_capacity(items.len());
        for item in items {
            let term_id = item.term_id.or(current);
            let draft = Draft {
                term_id,
                class_subject_id: Some(item.class_subject_id),
                teacher_id: item.teacher_id.map(Some),
                weekday: item.weekday,
                start_time: item.start_time,
                end_time: item.end_time,
                room: item.room,
            };
            match self.checked(LessonId::generate(), draft).await? {
                Ok(lesson) => {
                    new.push(lesson);
                    checks.push(Ok(()));
                }
                Err(e) => checks.push(Err(e)),
            }
        }
        gather(checks)?;
        let ids: Vec<LessonId> = new.iter().map(|l| l.id).collect();
        self.lessons.insert(new).await?;
        Ok(self.by_id(&ids).await?)
    }

    /// Replaces a lesson with `input`, in its own term (a lesson does not move between terms).
    pub async fn replace(
        &self,
        viewer: &Viewer,
        id: LessonId,
        input: LessonInput,
    ) -> Result<Lesson, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, Change::Replace(input))])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("lesson"))
    }

    /// Changes a lesson; what the patch leaves out stays as it is.
    pub async fn update(
        &self,
        viewer: &Viewer,
        id: LessonId,
        patch: LessonPatch,
    ) -> Result<Lesson, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, Change::Patch(patch))])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("lesson"))
    }

    /// Changes several lessons at once (moving a morning around): all or none.
    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(LessonId, LessonPatch)>,
    ) -> Result<Vec<Lesson>, AcademicsError> {
        let changes = changes
            .into_iter()
            .map(|(id, patch)| (id, Change::Patch(patch)))
            .collect();
        self.change(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(LessonId, Change)>,
    ) -> Result<Vec<Lesson>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let mut checks = Vec::with_capacity(changes.len());
        let mut new = Vec::with_capacity(changes.len());
        for (id, change) in changes {
            let Some(current) = self.lessons.get(id, Scope::All).await? else {
                checks.push(Err(AcademicsError::NotFound("lesson")));
                continue;
            };
            match self.checked(id, change.draft(current)).await? {
                Ok(lesson) => {
                    new.push(lesson);
                    checks.push(Ok(()));
                }
                Err(e) => checks.push(Err(e)),
            }
        }
        gather(checks)?;
        let ids: Vec<LessonId> = new.iter().map(|l| l.id).collect();
        self.lessons.update(new).await?;
        Ok(self.by_id(&ids).await?)
    }

    pub async fn delete(&self, viewer: &Viewer, id: LessonId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<LessonId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<LessonId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.lessons.delete(ids).await?;
        Ok(())
    }

    /// Copies every lesson of `from` into `to`, which must have none yet (the next term starts
    /// from this one's timetable, then changes what changes).
    pub async fn copy_term(
        &self,
        viewer: &Viewer,
        from: TermId,
        to: TermId,
    ) -> Result<CopyResult, AcademicsError> {
        require_structure(viewer)?;
        let mut p = Problems::default();
        if from == to {
            p.add("to_term_id", "Choose another term to copy into.");
        }
        let source = self.calendar_term(&mut p, "from_term_id", from).await?;
        let target = self.calendar_term(&mut p, "to_term_id", to).await?;
        p.into_result()?;
        let (Some(source), Some(target)) = (source, target) else {
            return Err(AcademicsError::NotFound("term"));
        };
        if self.lessons.count(from).await? == 0 {
            return Err(AcademicsError::field(
                "from_term_id",
                format!("{} has no lessons to copy.", source.name),
            ));
        }
        let there = self.lessons.count(to).await?;
        if there > 0 {
            return Err(AcademicsError::Conflict(format!(
                "{} already has {there} lesson{}. Delete them first, or copy into a term \
                 without a timetable.",
                target.name,
                if there == 1 { "" } else { "s" }
            )));
        }
        let copied = self.lessons.copy_term(from, to).await?;
        Ok(CopyResult {
            copied,
            detail: format!(
                "Copied {copied} lesson{} from {} to {}.",
                if copied == 1 { "" } else { "s" },
                source.name,
                target.name
            ),
        })
    }

    async fn calendar_term(
        &self,
        p: &mut Problems,
        field: &str,
        id: TermId,
    ) -> Result<Option<crate::calendar::Term>, AcademicsError> {
        let term = self.terms.term(id).await?;
        if term.is_none() {
            p.add(field, "There is no such term.");
        }
        Ok(term)
    }

    /// A lesson as it would be stored, or what is wrong with it (the store's clash check comes
    /// after these).
    async fn checked(
        &self,
        id: LessonId,
        d: Draft,
    ) -> Result<Result<NewLesson, AcademicsError>, AcademicsError> {
        let mut p = Problems::default();
        check_times(&mut p, d.start_time, d.end_time);
        let room = d.room.trim().to_owned();
        if room.chars().count() > ROOM_CHARS {
            p.add("room", format!("Use at most {ROOM_CHARS} characters."));
        }
        if kernel::has_control_chars(&room) {
            p.add("room", "Use letters, digits and punctuation only.");
        }
        let Some(term_id) = d.term_id else {
            p.add("term_id", "Choose a term.");
            return Ok(Err(p.into_result().expect_err("a problem was just added")));
        };
        if self.terms.term(term_id).await?.is_none() {
            p.add("term_id", "There is no such term.");
        }
        let subject = match d.class_subject_id {
            Some(id) => self.classes.subject(id, Scope::All).await?,
            None => None,
        };
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
        Ok(Ok(NewLesson {
            id,
            term_id,
            class_id: subject.class_id,
            class_subject_id: subject.id,
            teacher_id: d.teacher_id.unwrap_or(subject.teacher_id),
            weekday: d.weekday,
            start_time: d.start_time,
            end_time: d.end_time,
            room,
        }))
    }

    async fn by_id(&self, ids: &[LessonId]) -> Result<Vec<Lesson>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(lesson) = self.lessons.get(*id, Scope::All).await? {
                out.push(lesson);
            }
        }
        Ok(out)
    }
}

/// How a lesson changes: replaced whole, or patched.
enum Change {
    Replace(LessonInput),
    Patch(LessonPatch),
}

impl Change {
    /// The lesson's values after the change, in its own term.
    fn draft(self, current: Lesson) -> Draft {
        match self {
            Change::Replace(input) => Draft {
                term_id: Some(current.term_id),
                class_subject_id: Some(input.class_subject_id),
                teacher_id: input.teacher_id.map(Some),
                weekday: input.weekday,
                start_time: input.start_time,
                end_time: input.end_time,
                room: input.room,
            },
            Change::Patch(patch) => {
                let new_subject = patch
                    .class_subject_id
                    .filter(|s| *s != current.class_subject_id);
                Draft {
                    term_id: Some(current.term_id),
                    class_subject_id: Some(new_subject.unwrap_or(current.class_subject_id)),
                    // A new subject brings its own teacher unless one is named.
                    teacher_id: match (patch.teacher_id, new_subject) {
                        (Some(teacher), _) => Some(teacher),
                        (None, Some(_)) => None,
                        (None, None) => Some(current.teacher_id),
                    },
                    weekday: patch.weekday.unwrap_or(current.weekday),
                    start_time: patch.start_time.unwrap_or(current.start_time),
                    end_time: patch.end_time.unwrap_or(current.end_time),
                    room: patch.room.unwrap_or(current.room),
                }
            }
        }
    }
}

/// A lesson's values before they are checked; `teacher_id: None` means "the subject's teacher".
struct Draft {
    term_id: Option<TermId>,
    class_subject_id: Option<kernel::ClassSubjectId>,
    teacher_id: Option<Option<kernel::TeacherId>>,
    weekday: crate::timetable::Weekday,
    start_time: Time,
    end_time: Time,
    room: String,
}

/// A lesson's times: in the school day, in order, and not longer than [`LONGEST`].
pub(crate) fn check_times(p: &mut Problems, start: Time, end: Time) {
    crate::validate::time_span(p, "lesson", (start, end), (DAY_STARTS, DAY_ENDS), LONGEST);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(start: Time, end: Time) -> Vec<String> {
        let mut p = Problems::default();
        check_times(&mut p, start, end);
        p.0.into_iter()
            .flat_map(|(field, messages)| {
                messages.into_iter().map(move |m| format!("{field}: {m}"))
            })
            .collect()
    }

    #[test]
    fn times_must_be_in_order_in_the_day_and_not_too_long() {
        assert!(problems(time!(08:00), time!(08:40)).is_empty());
        assert_eq!(
            problems(time!(09:00), time!(08:40)),
            ["end_time: The lesson must end after it starts."]
        );
        assert_eq!(
            problems(time!(09:00), time!(09:00)),
            ["end_time: The lesson must end after it starts."]
        );
        assert_eq!(
            problems(time!(04:30), time!(05:10)),
            ["start_time: Start the lesson between 05:00 and 22:00."]
        );
        assert_eq!(
            problems(time!(08:00), time!(13:00)),
            ["end_time: A lesson lasts at most 4 hours. Split a longer one into several lessons."]
        );
        assert_eq!(
            problems(time!(21:30), time!(22:30)),
            ["end_time: End the lesson by 22:00."]
        );
    }
}
