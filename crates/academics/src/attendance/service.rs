//! Who may see and mark a class's register, the checks a save gets before the store's own, the
//! absence notices a save writes, the term's holidays and a student's tally. What is read
//! across the school is in `reads`.

use std::{collections::HashSet, sync::Arc};

use kernel::{ClassId, Clock, Permission, Role, StudentId, TermId, Viewer, outbox::Channel};
use time::{Date, Duration};

use crate::{
    AcademicsError,
    access::require_structure,
    attendance::{
        AttendanceStatus, Holiday, Marker, NewMark, Register, RegisterSave, SaveOutcome,
        StoredSave, Tally, school_day_problem, school_days,
    },
    calendar::{Calendar, CalendarRepo, Term},
    classes::ClassRepo,
    error::Problems,
    students::StudentRepo,
};

use super::{AbsenceNotices, AttendanceRepo};

/// How long an absence notice waits before it is sent by e-mail or SMS: a register corrected
/// within this time (the student was only late) never reaches the parent's phone.
pub const ABSENCE_NOTICE_HOLD: Duration = Duration::minutes(10);

const REMARK_CHARS: usize = 200;
const REASON_CHARS: usize = 300;
const HOLIDAY_CHARS: usize = 80;

/// Attendance's use cases.
#[derive(Clone)]
pub struct Attendance {
    pub(super) repo: Arc<dyn AttendanceRepo>,
    pub(super) classes: Arc<dyn ClassRepo>,
    pub(super) students: Arc<dyn StudentRepo>,
    pub(super) terms: Arc<dyn CalendarRepo>,
    pub(super) calendar: Calendar,
    pub(super) notices: Arc<dyn AbsenceNotices>,
    pub(super) clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Attendance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Attendance")
    }
}

impl Attendance {
    pub fn new(
        repo: Arc<dyn AttendanceRepo>,
        classes: Arc<dyn ClassRepo>,
        students: Arc<dyn StudentRepo>,
        terms: Arc<dyn CalendarRepo>,
        notices: Arc<dyn AbsenceNotices>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            classes,
            students,
            calendar: Calendar::new(terms.clone()),
            terms,
            notices,
            clock,
        }
    }

    /// The same attendance, counting its holidays' changes with `calendar`'s (and reading
    /// the calendar through it): one count for the register's calendar, [`Calendar::edits`].
    pub(crate) fn sharing(self, calendar: Calendar) -> Self {
        Self { calendar, ..self }
    }

    /// Changes to the calendar and its holidays: [`Calendar::edits`].
    pub(crate) fn calendar_edits(&self) -> u64 {
        self.calendar.edits()
    }

    /// The same attendance, telling parents of absences another way (the demo tells nobody).
    pub fn with_notices(&self, notices: Arc<dyn AbsenceNotices>) -> Self {
        Self {
            notices,
            ..self.clone()
        }
    }

    /// An admin who manages people, or a teacher of the class (its class teacher or a subject
    /// teacher), may mark it; anyone else is told there is no such class.
    async fn may_mark(&self, viewer: &Viewer, class: ClassId) -> Result<(), AcademicsError> {
        match viewer.role() {
            Role::Admin if viewer.holds(Permission::UsersManage) => Ok(()),
            Role::Admin => Err(AcademicsError::Forbidden(
                "Only admins who manage people, and the class's teachers, may mark a register.",
            )),
            Role::Teacher => self
                .classes
                .get(class, viewer.scope())
                .await?
                .map(|_| ())
                .ok_or(AcademicsError::NotFound("class")),
            _ => Err(AcademicsError::NotFound("class")),
        }
    }

    /// `date` as a school day of the current term on `today`, or a sentence on `date` saying
    /// why not.
    async fn open_day(
        &self,
        date: Date,
        today: Date,
    ) -> Result<(Term, Vec<Holiday>), AcademicsError> {
        let term = self.calendar.current_term().await?;
        let holidays = self.repo.holidays(term.id).await?;
        match school_day_problem(&term, &holidays, date, today) {
            Some(why) => Err(AcademicsError::field("date", why)),
            None => Ok((term, holidays)),
        }
    }

    /// The class's register for a school day: exactly its students enrolled this session, with
    /// the marks saved so far.
    pub async fn register(
        &self,
        viewer: &Viewer,
        class: ClassId,
        date: Date,
    ) -> Result<Register, AcademicsError> {
        self.may_mark(viewer, class).await?;
        self.open_day(date, self.clock.today()).await?;
        self.read_register(class, date).await
    }

    /// The class's register as stored, with the store's `read_at` (see the port).
    async fn read_register(&self, class: ClassId, date: Date) -> Result<Register, AcademicsError> {
        self.repo
            .register(class, date)
            .await?
            .ok_or(AcademicsError::NotFound("class"))
    }

    /// Saves a class's register whole, under `key` (a save retried with the same key is taken
    /// once). Answers the register as stored and what the save did.
    pub async fn save(
        &self,
        viewer: &Viewer,
        save: RegisterSave,
        key: &str,
    ) -> Result<(Register, SaveOutcome), AcademicsError> {
        self.may_mark(viewer, save.class_id).await?;
        let key = key.trim();
        if !(8..=100).contains(&key.len()) || kernel::has_control_chars(key) {
            return Err(AcademicsError::field(
                "idempotency_key",
                "Send an idempotency key of 8 to 100 characters, new for each save (the \
                 Idempotency-Key header or idempotency_key).",
            ));
        }
        // One reading of the day for the whole save: a save across midnight is judged on one.
        let today = self.clock.today();
        let (term, holidays) = self.open_day(save.date, today).await?;
        let register = self
            .repo
            .register(save.class_id, save.date)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        let marks = checked_marks(&register, &save)?;
        let at = self.clock.now();
        let latest = latest_school_day(&term, &holidays, today);
        let notices = if latest == Some(save.date) {
            self.absence_notices(&register, &marks, at).await?
        } else {
            Vec::new()
        };
        let outcome = self
            .repo
            .save(StoredSave {
                class: save.class_id,
                date: save.date,
                marks,
                reason: save.reason.trim().to_owned(),
                key: key.to_owned(),
                by: Marker {
                    user: viewer.user(),
                    at,
                },
                read_at: save.read_at,
                offset: self.clock.local(at).offset(),
                notices,
            })
            .await?;
        let stored = self.read_register(save.class_id, save.date).await?;
        Ok((stored, outcome))
    }

    /// The absence notices a save of the latest school day's register writes (today's, or on a
    /// weekend or holiday the last day the school was open): for each student it marks absent
    /// who was not absent on the register read, each of their parents, as the settings say.
    /// E-mail and SMS wait [`ABSENCE_NOTICE_HOLD`], so a quick correction withdraws them
    /// unsent. A register filled in later for an older day tells nobody: that news is stale.
    async fn absence_notices(
        &self,
        register: &Register,
        marks: &[NewMark],
        at: time::OffsetDateTime,
    ) -> Result<Vec<kernel::outbox::NewNotification>, AcademicsError> {
        let newly_absent: Vec<StudentId> = marks
            .iter()
            .filter(|m| m.status == AttendanceStatus::Absent)
            .filter(|m| {
                register
                    .lines
                    .iter()
                    .find(|l| l.student_id == m.student_id)
                    .is_none_or(|l| l.status != Some(AttendanceStatus::Absent))
            })
            .map(|m| m.student_id)
            .collect();
        if newly_absent.is_empty() {
            return Ok(Vec::new());
        }
        let guardians = self.repo.guardians(newly_absent).await?;
        if guardians.is_empty() {
            return Ok(Vec::new());
        }
        let mut notices = self.notices.notices(guardians, register.date, at).await?;
        for n in &mut notices {
            if n.channel != Channel::InApp {
                n.not_before = Some(at + ABSENCE_NOTICE_HOLD);
            }
        }
        Ok(notices)
    }

    /// The term's holidays (admins and teachers: they plan around them).
    pub async fn holidays(
        &self,
        viewer: &Viewer,
        term: TermId,
    ) -> Result<Vec<Holiday>, AcademicsError> {
        if !matches!(viewer.role(), Role::Admin | Role::Teacher) {
            return Err(AcademicsError::NotFound("term"));
        }
        self.terms
            .term(term)
            .await?
            .ok_or(AcademicsError::NotFound("term"))?;
        self.repo.holidays(term).await
    }

    /// Replaces the term's holidays: each a day of the term, once, with a name.
    pub async fn set_holidays(
        &self,
        viewer: &Viewer,
        term: TermId,
        mut holidays: Vec<Holiday>,
    ) -> Result<Vec<Holiday>, AcademicsError> {
        require_structure(viewer)?;
        let term = self
            .terms
            .term(term)
            .await?
            .ok_or(AcademicsError::NotFound("term"))?;
        let mut p = Problems::default();
        let mut seen = HashSet::new();
        for (i, h) in holidays.iter_mut().enumerate() {
            h.name = h.name.trim().to_owned();
            if h.name.is_empty() || h.name.chars().count() > HOLIDAY_CHARS {
                p.add(
                    &format!("items.{i}.name"),
                    format!("Name the holiday in 1 to {HOLIDAY_CHARS} characters."),
                );
            }
            let outside = term.start_date.is_some_and(|first| h.date < first)
                || term.end_date.is_some_and(|last| h.date > last);
            if outside {
                p.add(
                    &format!("items.{i}.date"),
                    format!("Choose a day of {}.", term.name),
                );
            }
            if !seen.insert(h.date) {
                p.add(&format!("items.{i}.date"), "This day is listed twice.");
            }
        }
        p.into_result()?;
        holidays.sort_by_key(|h| h.date);
        self.repo
            .replace_holidays(term.id, holidays.clone())
            .await?;
        self.calendar.edited();
        Ok(holidays)
    }

    /// A student's days in the current term so far: days open, present, absent, late, excused
    /// (what the report card prints). Anyone who may see the student may see them.
    pub async fn tally(
        &self,
        viewer: &Viewer,
        student: StudentId,
    ) -> Result<Tally, AcademicsError> {
        self.students
            .get(student, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))?;
        let term = self.calendar.current_term().await?;
        let (Some(first), Some(last)) = (term.start_date, term.end_date) else {
            return Ok(Tally::default());
        };
        let today = self.clock.today();
        let holidays = self.repo.holidays(term.id).await?;
        let mut tally = self.repo.tally(student, first, last.min(today)).await?;
        tally.days_open = school_days(&term, &holidays, today);
        Ok(tally)
    }
}

/// The last day on or before `today` with a register in `term`: the day whose absences are
/// still news to a parent.
fn latest_school_day(term: &Term, holidays: &[Holiday], today: Date) -> Option<Date> {
    let mut day = today;
    for _ in 0..31 {
        if school_day_problem(term, holidays, day, today).is_none() {
            return Some(day);
        }
        day = day.previous_day()?;
    }
    None
}

/// The save's marks, checked against the register: every student of it once, no one else, and
/// remarks and the reason within their lengths.
fn checked_marks(register: &Register, save: &RegisterSave) -> Result<Vec<NewMark>, AcademicsError> {
    let mut p = Problems::default();
    let on_register: HashSet<StudentId> = register.lines.iter().map(|l| l.student_id).collect();
    let mut seen = HashSet::new();
    let mut marks = Vec::with_capacity(save.marks.len());
    for (i, m) in save.marks.iter().enumerate() {
        let remark = m.remark.trim().to_owned();
        if !on_register.contains(&m.student_id) {
            p.add(
                &format!("marks.{i}.student_id"),
                format!("This student is not on {}'s register.", register.class_name),
            );
        } else if !seen.insert(m.student_id) {
            p.add(
                &format!("marks.{i}.student_id"),
                "This student is marked twice.",
            );
        }
        if remark.chars().count() > REMARK_CHARS {
            p.add(
                &format!("marks.{i}.remark"),
                format!("Use at most {REMARK_CHARS} characters."),
            );
        } else if kernel::has_control_chars(&remark) {
            p.add(
                &format!("marks.{i}.remark"),
                "Use letters, digits and punctuation only.",
            );
        }
        marks.push(NewMark {
            student_id: m.student_id,
            status: m.status,
            remark,
        });
    }
    let missing = register
        .lines
        .iter()
        .filter(|l| !save.marks.iter().any(|m| m.student_id == l.student_id))
        .count();
    if missing > 0 {
        p.add(
            "marks",
            format!(
                "{missing} student{} of the register {} no mark. Mark every student, then save.",
                if missing == 1 { "" } else { "s" },
                if missing == 1 { "has" } else { "have" }
            ),
        );
    }
    if save.reason.trim().chars().count() > REASON_CHARS {
        p.add("reason", format!("Use at most {REASON_CHARS} characters."));
    }
    p.into_result()?;
    Ok(marks)
}
