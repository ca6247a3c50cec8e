//! Who may see and mark a class's register, and the checks a save gets before the store's own.

use std::{
    collections::{HashMap, HashSet},
    sync::Arc,
};

use kernel::{ClassId, Clock, Permission, Role, StudentId, TermId, Viewer, outbox::Channel};
use time::{Date, Duration, Month};

use crate::{
    AcademicsError,
    access::require_structure,
    attendance::{
        AttendanceStatus, ClassSummary, DayDate, Holiday, MarkChange, Marker, MonthLine,
        MonthSheet, NewMark, Register, RegisterSave, SaveOutcome, SchoolCalendar, SchoolDay,
        StoredSave, StudentDays, StudentMarks, StudentSummary, Tally, rate, school_day_problem,
        school_days,
    },
    calendar::{Calendar, CalendarRepo, Term},
    classes::ClassRepo,
    csv_out,
    error::Problems,
    students::StudentRepo,
};

use super::{AbsenceNotices, AttendanceRepo};

/// How long an absence notice waits before it is sent by e-mail or SMS: a register corrected
/// within this time (the student was only late) never reaches the parent's phone.
pub const ABSENCE_NOTICE_HOLD: Duration = Duration::minutes(10);
/// The longest range a class's or a student's attendance is read over.
const MAX_RANGE_DAYS: i64 = 366;

const REMARK_CHARS: usize = 200;
const REASON_CHARS: usize = 300;
const HOLIDAY_CHARS: usize = 80;

/// Attendance's use cases.
#[derive(Clone)]
pub struct Attendance {
    repo: Arc<dyn AttendanceRepo>,
    classes: Arc<dyn ClassRepo>,
    students: Arc<dyn StudentRepo>,
    terms: Arc<dyn CalendarRepo>,
    calendar: Calendar,
    notices: Arc<dyn AbsenceNotices>,
    clock: Arc<dyn Clock>,
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

    /// `date` as a school day of the current term, or a sentence on `date` saying why not.
    async fn open_day(&self, date: Date) -> Result<(Term, Vec<Holiday>), AcademicsError> {
        let term = self.calendar.current_term().await?;
        let holidays = self.repo.holidays(term.id).await?;
        let today = self.clock.now().date();
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
        self.open_day(date).await?;
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
        let (term, holidays) = self.open_day(save.date).await?;
        let register = self
            .repo
            .register(save.class_id, save.date)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        let marks = checked_marks(&register, &save)?;
        let at = self.clock.now();
        let latest = latest_school_day(&term, &holidays, at.date());
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
                notices,
            })
            .await?;
        let stored = self
            .repo
            .register(save.class_id, save.date)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
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
        let today = self.clock.now().date();
        let holidays = self.repo.holidays(term.id).await?;
        let mut tally = self.repo.tally(student, first, last.min(today)).await?;
        tally.days_open = school_days(&term, &holidays, today);
        Ok(tally)
    }
}

impl Attendance {
    /// The current session's school calendar (its terms, each with its holidays, read at once)
    /// and its current term.
    async fn session_calendar(&self) -> Result<(SchoolCalendar, Term), AcademicsError> {
        let session = self.calendar.current_session().await?;
        let term = Calendar::term_of(&session)?;
        let ids = session.terms.iter().map(|t| t.id).collect();
        let holidays = self.repo.holidays_of(ids).await?;
        let terms = session
            .terms
            .into_iter()
            .map(|t| {
                let own = holidays
                    .iter()
                    .filter(|(id, _)| *id == t.id)
                    .map(|(_, h)| h.clone())
                    .collect();
                (t, own)
            })
            .collect();
        Ok((SchoolCalendar::new(terms), term))
    }

    /// A class's attendance over a whole term, for its report cards: the term's school days
    /// (up to today) and each student's counts; no days at all when none of the term's
    /// registers was taken in the portal. No check of the caller: the results service asks for
    /// the classes its caller may see.
    pub(crate) async fn term_tallies(
        &self,
        class: ClassId,
        term: &Term,
    ) -> Result<(u32, HashMap<StudentId, Tally>), AcademicsError> {
        let (Some(from), Some(last)) = (term.start_date, term.end_date) else {
            return Ok((0, HashMap::new()));
        };
        let today = self.clock.now().date();
        let to = last.min(today);
        if to < from {
            return Ok((0, HashMap::new()));
        }
        let session = self.calendar.session(&term.session_id).await?;
        let ids = session.terms.iter().map(|t| t.id).collect();
        let holidays = self.repo.holidays_of(ids).await?;
        let terms = session
            .terms
            .into_iter()
            .map(|t| {
                let own = holidays
                    .iter()
                    .filter(|(id, _)| *id == t.id)
                    .map(|(_, h)| h.clone())
                    .collect();
                (t, own)
            })
            .collect();
        let days: HashSet<Date> = SchoolCalendar::new(terms)
            .days(from, to, today)
            .into_iter()
            .collect();
        let days_open = days.len() as u32;
        let Some(marks) = self.repo.class_marks(class, from, to).await? else {
            return Ok((0, HashMap::new()));
        };
        // A term whose registers were never taken in the portal has no attendance to report:
        // none, rather than "present 0 of 62 days".
        if marks.students.iter().all(|s| s.marks.is_empty()) {
            return Ok((0, HashMap::new()));
        }
        Ok((
            days_open,
            marks
                .students
                .iter()
                .map(|s| (s.student_id, tally_of(s, &days, days_open)))
                .collect(),
        ))
    }

    /// Any admin, or a teacher of the class, may read its attendance; anyone else is told
    /// there is no such class.
    async fn may_read(&self, viewer: &Viewer, class: ClassId) -> Result<(), AcademicsError> {
        match viewer.role() {
            Role::Admin => Ok(()),
            Role::Teacher => self
                .classes
                .get(class, viewer.scope())
                .await?
                .map(|_| ())
                .ok_or(AcademicsError::NotFound("class")),
            _ => Err(AcademicsError::NotFound("class")),
        }
    }

    /// The days a read covers: `from` and `to` as asked, by default the current term up to
    /// today; at most a year, the end not before the start.
    fn range(
        &self,
        from: Option<Date>,
        to: Option<Date>,
        term: &Term,
    ) -> Result<(Date, Date), AcademicsError> {
        let today = self.clock.now().date();
        let from = from.or(term.start_date).unwrap_or(today);
        let to = to.unwrap_or_else(|| {
            term.end_date
                .map_or(today, |last| last.min(today))
                // Before the term begins, its range so far is its first day: no school day yet.
                .max(from)
        });
        if to < from {
            return Err(AcademicsError::field(
                "to",
                "Choose a last day on or after the first day.",
            ));
        }
        if (to - from).whole_days() >= MAX_RANGE_DAYS {
            return Err(AcademicsError::field(
                "to",
                "Choose at most a year of days. For longer, read one year at a time.",
            ));
        }
        Ok((from, to))
    }

    /// The whole school on `date` (today by default): each class's register, marked or not,
    /// with its counts and rate, and the school's totals. For admins.
    pub async fn school_day(
        &self,
        viewer: &Viewer,
        date: Option<Date>,
    ) -> Result<SchoolDay, AcademicsError> {
        if viewer.role() != Role::Admin {
            return Err(AcademicsError::Forbidden(
                "Only admins see the whole school's attendance.",
            ));
        }
        let today = self.clock.now().date();
        let date = date.unwrap_or(today);
        let (calendar, term) = self.session_calendar().await?;
        let closed = calendar.problem(&term, date, today);
        let mut classes = self.repo.school_day(date).await?;
        let mut day = SchoolDay {
            date,
            closed,
            not_marked: 0,
            students: 0,
            marked: 0,
            present: 0,
            absent: 0,
            late: 0,
            excused: 0,
            rate: None,
            classes: Vec::new(),
        };
        for c in &mut classes {
            c.rate = rate(c.present, c.late, c.marked);
            day.not_marked += u32::from(c.marked == 0 && c.students > 0);
            day.students += c.students;
            day.marked += c.marked;
            day.present += c.present;
            day.absent += c.absent;
            day.late += c.late;
            day.excused += c.excused;
        }
        day.rate = rate(day.present, day.late, day.marked);
        day.classes = classes;
        Ok(day)
    }

    /// A class's attendance from `from` to `to` (the term so far by default): each student of
    /// its register with their days. For admins and the class's teachers.
    pub async fn class_summary(
        &self,
        viewer: &Viewer,
        class: ClassId,
        from: Option<Date>,
        to: Option<Date>,
    ) -> Result<ClassSummary, AcademicsError> {
        self.may_read(viewer, class).await?;
        let (calendar, term) = self.session_calendar().await?;
        let (from, to) = self.range(from, to, &term)?;
        let today = self.clock.now().date();
        let days: HashSet<Date> = calendar.days(from, to, today).into_iter().collect();
        let marks = self
            .repo
            .class_marks(class, from, to)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        let days_open = days.len() as u32;
        let (mut attended, mut marked) = (0, 0);
        let students = marks
            .students
            .into_iter()
            .map(|s| {
                let tally = tally_of(&s, &days, days_open);
                let counted = tally.present + tally.absent + tally.late + tally.excused;
                attended += tally.present + tally.late;
                marked += counted;
                StudentSummary {
                    student_id: s.student_id,
                    name: s.name,
                    admission_number: s.admission_number,
                    unmarked: days_open.saturating_sub(counted),
                    rate: rate(tally.present, tally.late, counted),
                    tally,
                }
            })
            .collect();
        Ok(ClassSummary {
            class_id: class,
            class_name: marks.class_name,
            from,
            to,
            days_open,
            students,
            rate: rate(attended, 0, marked),
        })
    }

    /// The class summary as CSV, safe to open in a spreadsheet.
    pub async fn class_summary_csv(
        &self,
        viewer: &Viewer,
        class: ClassId,
        from: Option<Date>,
        to: Option<Date>,
    ) -> Result<String, AcademicsError> {
        let summary = self.class_summary(viewer, class, from, to).await?;
        csv_out::write(
            &[
                "admission_number",
                "name",
                "days_open",
                "present",
                "absent",
                "late",
                "excused",
                "not_marked",
                "rate_percent",
            ],
            summary.students.into_iter().map(|s| {
                vec![
                    s.admission_number,
                    s.name,
                    s.tally.days_open.to_string(),
                    s.tally.present.to_string(),
                    s.tally.absent.to_string(),
                    s.tally.late.to_string(),
                    s.tally.excused.to_string(),
                    s.unmarked.to_string(),
                    s.rate.map(|r| r.to_string()).unwrap_or_default(),
                ]
            }),
        )
    }

    /// A class's month as the register book shows it: each student's mark on each school day
    /// of `month` (`YYYY-MM`), with their counts. For admins and the class's teachers.
    pub async fn month(
        &self,
        viewer: &Viewer,
        class: ClassId,
        month: &str,
    ) -> Result<MonthSheet, AcademicsError> {
        self.may_read(viewer, class).await?;
        let (first, last) = month_span(month)?;
        let today = self.clock.now().date();
        let days = self.session_calendar().await?.0.days(first, last, today);
        let set: HashSet<Date> = days.iter().copied().collect();
        let marks = self
            .repo
            .class_marks(class, first, last)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        let lines = marks
            .students
            .into_iter()
            .map(|s| {
                let tally = tally_of(&s, &set, days.len() as u32);
                let counted = tally.present + tally.absent + tally.late + tally.excused;
                MonthLine {
                    marks: days
                        .iter()
                        .map(|d| s.marks.iter().find(|m| m.date == *d).map(|m| m.status))
                        .collect(),
                    student_id: s.student_id,
                    name: s.name,
                    admission_number: s.admission_number,
                    rate: rate(tally.present, tally.late, counted),
                    tally,
                }
            })
            .collect();
        Ok(MonthSheet {
            class_id: class,
            class_name: marks.class_name,
            month: format!("{:04}-{:02}", first.year(), u8::from(first.month())),
            days: days.into_iter().map(DayDate).collect(),
            lines,
        })
    }

    /// The month's sheet as CSV: P, A, L or E per school day, then the counts.
    pub async fn month_csv(
        &self,
        viewer: &Viewer,
        class: ClassId,
        month: &str,
    ) -> Result<String, AcademicsError> {
        let sheet = self.month(viewer, class, month).await?;
        let mut header: Vec<String> = vec!["admission_number".into(), "name".into()];
        header.extend(sheet.days.iter().map(|d| d.0.to_string()));
        header.extend(
            ["present", "absent", "late", "excused", "rate_percent"]
                .into_iter()
                .map(String::from),
        );
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        csv_out::write(
            &header,
            sheet.lines.into_iter().map(|l| {
                let mut row = vec![l.admission_number, l.name];
                row.extend(l.marks.iter().map(|m| match m {
                    Some(AttendanceStatus::Present) => "P".to_owned(),
                    Some(AttendanceStatus::Absent) => "A".to_owned(),
                    Some(AttendanceStatus::Late) => "L".to_owned(),
                    Some(AttendanceStatus::Excused) => "E".to_owned(),
                    None => String::new(),
                }));
                row.extend([
                    l.tally.present.to_string(),
                    l.tally.absent.to_string(),
                    l.tally.late.to_string(),
                    l.tally.excused.to_string(),
                    l.rate.map(|r| r.to_string()).unwrap_or_default(),
                ]);
                row
            }),
        )
    }

    /// A student's days from `from` to `to` (the term so far by default): the school days, the
    /// holidays, each mark, the counts and the rate. Anyone who may see the student.
    pub async fn student_days(
        &self,
        viewer: &Viewer,
        student: StudentId,
        from: Option<Date>,
        to: Option<Date>,
    ) -> Result<StudentDays, AcademicsError> {
        self.students
            .get(student, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))?;
        let (calendar, term) = self.session_calendar().await?;
        let (from, to) = self.range(from, to, &term)?;
        let today = self.clock.now().date();
        let days = calendar.days(from, to, today);
        let set: HashSet<Date> = days.iter().copied().collect();
        let marks = self.repo.student_marks(student, from, to).await?;
        let own = StudentMarks {
            student_id: student,
            name: String::new(),
            admission_number: String::new(),
            marks,
        };
        let tally = tally_of(&own, &set, days.len() as u32);
        let counted = tally.present + tally.absent + tally.late + tally.excused;
        Ok(StudentDays {
            student_id: student,
            from,
            to,
            school_days: days.into_iter().map(DayDate).collect(),
            holidays: calendar.holidays(from, to),
            marks: own.marks,
            rate: rate(tally.present, tally.late, counted),
            tally,
        })
    }

    /// The corrections of a student's marks, newest first: who changed what, when and why.
    /// For admins.
    pub async fn changes(
        &self,
        viewer: &Viewer,
        student: StudentId,
    ) -> Result<Vec<MarkChange>, AcademicsError> {
        if viewer.role() != Role::Admin {
            return Err(AcademicsError::Forbidden(
                "Only admins see the corrections of attendance marks.",
            ));
        }
        self.students
            .get(student, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))?;
        self.repo.changes(student).await
    }
}

/// A student's counts over `days` (school days): marks on other days (a day made a holiday
/// after it was marked) are not counted.
fn tally_of(student: &StudentMarks, days: &HashSet<Date>, days_open: u32) -> Tally {
    let mut tally = Tally {
        days_open,
        ..Tally::default()
    };
    for m in student.marks.iter().filter(|m| days.contains(&m.date)) {
        match m.status {
            AttendanceStatus::Present => tally.present += 1,
            AttendanceStatus::Absent => tally.absent += 1,
            AttendanceStatus::Late => tally.late += 1,
            AttendanceStatus::Excused => tally.excused += 1,
        }
    }
    tally
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

/// The first and last day of `month`, written `YYYY-MM`.
pub fn month_span(month: &str) -> Result<(Date, Date), AcademicsError> {
    let bad = || AcademicsError::field("month", "Write the month as YYYY-MM, for example 2026-11.");
    let (y, m) = month.trim().split_once('-').ok_or_else(bad)?;
    if y.len() != 4 || m.len() != 2 {
        return Err(bad());
    }
    let year: i32 = y.parse().map_err(|_| bad())?;
    let month = Month::try_from(m.parse::<u8>().map_err(|_| bad())?).map_err(|_| bad())?;
    let first = Date::from_calendar_date(year, month, 1).map_err(|_| bad())?;
    let last = Date::from_calendar_date(year, month, month.length(year)).map_err(|_| bad())?;
    Ok((first, last))
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
