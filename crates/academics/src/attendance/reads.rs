//! What admins, teachers and families read of attendance: the school's day, a class's range and
//! month (with their CSV), a student's days and the corrections log. The days counted are the
//! current session's school days ([`SchoolCalendar`]), read once per request.

use std::collections::{HashMap, HashSet};

use kernel::{ClassId, Role, StudentId, Viewer};
use time::{Date, Month};

use crate::{
    AcademicsError,
    attendance::{
        AttendanceStatus, ClassSummary, DayDate, MarkChange, MonthLine, MonthSheet, SchoolCalendar,
        SchoolDay, StudentDays, StudentMarks, StudentSummary, Tally, rate,
    },
    calendar::{Calendar, Term},
    csv_out,
};

use super::service::Attendance;

/// The longest range a class's or a student's attendance is read over.
const MAX_RANGE_DAYS: i64 = 366;

impl Attendance {
    /// The current session's school calendar (its terms, each with its holidays, read at once)
    /// and its current term.
    async fn session_calendar(&self) -> Result<(SchoolCalendar, Term), AcademicsError> {
        let (calendar, term, _) = self.calendar_now().await?;
        Ok((calendar, term))
    }

    /// The current session's school days, its current term and the session's name; a
    /// `Conflict` saying what to do when no session or term is current.
    pub(crate) async fn calendar_now(
        &self,
    ) -> Result<(SchoolCalendar, Term, String), AcademicsError> {
        let session = self.calendar.current_session().await?;
        let term = Calendar::term_of(&session)?;
        let name = session.name.clone();
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
        Ok((SchoolCalendar::new(terms), term, name))
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
        let today = self.clock.today();
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
        let today = self.clock.today();
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
        let today = self.clock.today();
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
        let today = self.clock.today();
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
        let today = self.clock.today();
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
        let today = self.clock.today();
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
