//! Each role's dashboard from the store's counts and the school's calendar.

use std::sync::Arc;

use kernel::{Clock, Role, TermId, Viewer};
use time::{Date, Duration};

use crate::{
    AcademicsError,
    attendance::{Attendance, SchoolCalendar, rate},
    calendar::Term,
    dashboard::{
        AdminDashboard, AttendanceToday, Balance, ChildFigures, ChildRow, Dashboard, DashboardRepo,
        DayRate, ParentDashboard, SchoolTotals, StudentDashboard, TRENDS_DAYS, TeacherDashboard,
        TermLine, kept::Kept,
    },
};

/// How far back the attendance chart looks for its thirty school days: far enough to cross a
/// half-term break and the holidays around it.
const TRENDS_LOOKBACK_DAYS: i64 = 120;

/// How long the admin's totals (head counts, fees, the earlier days of the attendance chart,
/// the grade distribution) are kept before they are counted again (decisions/025): they run
/// over every student and every invoice, and an admin acts on none of them within the minute.
/// Today's registers and the work waiting are counted on every request.
pub const TOTALS_KEPT: Duration = Duration::minutes(1);

/// How long the session's calendar (its terms, the current one, their holidays) is kept
/// before it is read again: it changes only when an admin edits the sessions or the holidays,
/// and every dashboard needs it. An edit made through this server (the sessions screen, the
/// holidays, the settings' Academic tab) is read at once (the copy is kept by
/// `Calendar::edits`); after one made through another server, a dashboard may speak
/// of the old term or miss a new holiday for these few seconds (the registers themselves
/// always read it afresh).
pub const CALENDAR_KEPT: Duration = Duration::seconds(10);

/// What the totals were counted for: the term, and the earlier days of the attendance chart.
type TotalsKey = (Option<TermId>, Vec<Date>);

/// The current session's school days, its current term and the session's name; none when no
/// session or term is current.
type CalendarNow = Option<(SchoolCalendar, Term, String)>;

/// The dashboards (decisions/025).
#[derive(Clone)]
pub struct Dashboards {
    repo: Arc<dyn DashboardRepo>,
    attendance: Attendance,
    clock: Arc<dyn Clock>,
    totals: Arc<Kept<TotalsKey, SchoolTotals>>,
    /// Kept by the calendar's count of changes (`Calendar::edits`).
    calendar: Arc<Kept<u64, CalendarNow>>,
}

impl std::fmt::Debug for Dashboards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Dashboards")
    }
}

/// The school's day as the dashboards see it.
struct Day {
    today: Date,
    /// The current session's school days and its current term, when one is current.
    calendar: Option<(SchoolCalendar, Term, String)>,
    closed: Option<String>,
}

impl Day {
    fn term(&self) -> Option<&Term> {
        self.calendar.as_ref().map(|(_, t, _)| t)
    }

    fn term_line(&self) -> Option<TermLine> {
        self.calendar.as_ref().map(|(_, t, session)| TermLine {
            id: t.id,
            name: t.name.clone(),
            session_name: session.clone(),
        })
    }

    fn weekday(&self) -> u8 {
        self.today.weekday().number_from_monday()
    }

    /// The school days of the current term up to today.
    fn days_open(&self) -> u32 {
        let Some((calendar, term, _)) = &self.calendar else {
            return 0;
        };
        let (Some(first), Some(last)) = (term.start_date, term.end_date) else {
            return 0;
        };
        u32::try_from(calendar.days(first, last, self.today).len()).unwrap_or(u32::MAX)
    }

    /// The last [`TRENDS_DAYS`] school days up to today, oldest first.
    fn recent_school_days(&self) -> Vec<Date> {
        let Some((calendar, _, _)) = &self.calendar else {
            return Vec::new();
        };
        let from = self.today - Duration::days(TRENDS_LOOKBACK_DAYS);
        let days = calendar.days(from, self.today, self.today);
        days[days.len().saturating_sub(TRENDS_DAYS)..].to_vec()
    }
}

impl Dashboards {
    pub fn new(
        repo: Arc<dyn DashboardRepo>,
        attendance: Attendance,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            attendance,
            clock,
            totals: Arc::new(Kept::new(TOTALS_KEPT)),
            calendar: Arc::new(Kept::new(CALENDAR_KEPT)),
        }
    }

    /// The viewer's own dashboard, by their role.
    pub async fn show(&self, viewer: &Viewer) -> Result<Dashboard, AcademicsError> {
        let day = self.day().await?;
        let personal = self.repo.personal(viewer.user(), viewer.role()).await?;
        Ok(match viewer.role() {
            Role::Admin => {
                let trend_days = day.recent_school_days();
                let term = day.term().map(|t| t.id);
                let school = self.repo.school_day(term, day.today).await?;
                // Earlier days with the kept totals; today's from the live registers below.
                let earlier: Vec<Date> = trend_days
                    .iter()
                    .copied()
                    .filter(|d| *d < day.today)
                    .collect();
                let (counted_at, totals) = self
                    .totals
                    .get((term, earlier.clone()), self.clock.now(), || {
                        self.repo.school_totals(term, earlier)
                    })
                    .await?;
                let mut attendance = AttendanceToday {
                    classes: u32::try_from(school.today.len()).unwrap_or(u32::MAX),
                    ..AttendanceToday::default()
                };
                for (class, count) in &school.today {
                    if count.marked() == 0 && day.closed.is_none() {
                        attendance.not_marked.push(class.clone());
                    }
                    attendance.marked += count.marked();
                    attendance.present += count.present;
                    attendance.absent += count.absent;
                    attendance.late += count.late;
                    attendance.excused += count.excused;
                }
                attendance.rate = rate(attendance.present, attendance.late, attendance.marked);
                let mut marked = totals.days;
                if attendance.marked > 0 {
                    marked.push(DayRate {
                        date: day.today,
                        marked: attendance.marked,
                        present: attendance.present,
                        late: attendance.late,
                        rate: None,
                    });
                }
                Dashboard::Admin(AdminDashboard {
                    today: day.today,
                    closed: day.closed.clone(),
                    term: day.term_line(),
                    totals_counted_at: counted_at,
                    students: totals.students,
                    teachers: totals.teachers,
                    parents: totals.parents,
                    attendance,
                    attendance_trend: trend(&trend_days, &marked),
                    fees: totals.fees,
                    collection_by_class: totals.collection,
                    grades_term: totals.grades_term,
                    grade_distribution: totals.grades,
                    results_waiting: school.sheets_submitted,
                    messages_held: school.messages_held,
                    notifications_failed: school.notifications_failed,
                    announcements: personal.announcements,
                })
            }
            Role::Teacher => {
                let figures = match day.term() {
                    Some(term) => {
                        self.repo
                            .teacher(viewer.user(), term.id, day.today, day.weekday())
                            .await?
                    }
                    None => Default::default(),
                };
                let classes_not_marked = if day.closed.is_none() {
                    figures
                        .classes
                        .into_iter()
                        .filter(|(_, marked)| !marked)
                        .map(|(class, _)| class)
                        .collect()
                } else {
                    Vec::new()
                };
                Dashboard::Teacher(TeacherDashboard {
                    today: day.today,
                    closed: day.closed.clone(),
                    term: day.term_line(),
                    lessons: figures.lessons,
                    classes_not_marked,
                    score_sheets: figures.sheets,
                    unread_messages: personal.unread_messages,
                    announcements: personal.announcements,
                })
            }
            Role::Student | Role::Parent => {
                let term = day.term();
                let from = term.and_then(|t| t.start_date).unwrap_or(day.today);
                let rows = self
                    .repo
                    .children(
                        viewer.scope(),
                        term.map(|t| t.id),
                        from,
                        day.today,
                        day.weekday(),
                    )
                    .await?;
                let days_open = day.days_open();
                let children: Vec<ChildFigures> =
                    rows.into_iter().map(|r| child(r, days_open)).collect();
                if viewer.role() == Role::Student {
                    Dashboard::Student(StudentDashboard {
                        today: day.today,
                        closed: day.closed.clone(),
                        term: day.term_line(),
                        me: children.into_iter().next(),
                        unread_messages: personal.unread_messages,
                        announcements: personal.announcements,
                    })
                } else {
                    Dashboard::Parent(ParentDashboard {
                        today: day.today,
                        closed: day.closed.clone(),
                        term: day.term_line(),
                        family_balance: family_balance(&children),
                        children,
                        unread_messages: personal.unread_messages,
                        announcements: personal.announcements,
                    })
                }
            }
        })
    }

    async fn day(&self) -> Result<Day, AcademicsError> {
        let today = self.clock.today();
        // Read before the calendar is: a change stored while it is being read leaves the copy
        // under an older count, read again on the next request.
        let edits = self.attendance.calendar_edits();
        let (_, calendar) = self
            .calendar
            .get(edits, self.clock.now(), || async {
                match self.attendance.calendar_now().await {
                    Ok(found) => Ok(Some(found)),
                    // No session or term is current yet: the dashboards still count what there
                    // is.
                    Err(AcademicsError::Conflict(_)) => Ok(None),
                    Err(e) => Err(e),
                }
            })
            .await?;
        let closed = match &calendar {
            Some((calendar, term, _)) => calendar.problem(term, today, today),
            None => Some(
                "No term is marked current, so there is no register today. An admin makes one \
                 current on the sessions screen."
                    .to_owned(),
            ),
        };
        Ok(Day {
            today,
            calendar,
            closed,
        })
    }
}

/// Each of `days` with the school's marks that day (a day without any has no rate).
fn trend(days: &[Date], marked: &[DayRate]) -> Vec<DayRate> {
    days.iter()
        .map(|&date| match marked.iter().find(|d| d.date == date) {
            Some(d) => DayRate {
                rate: rate(d.present, d.late, d.marked),
                ..d.clone()
            },
            None => DayRate {
                date,
                marked: 0,
                present: 0,
                late: 0,
                rate: None,
            },
        })
        .collect()
}

fn child(row: ChildRow, days_open: u32) -> ChildFigures {
    let marked = row.present + row.absent + row.late + row.excused;
    ChildFigures {
        student_id: row.student_id,
        name: row.name,
        admission_number: row.admission_number,
        class: row.class,
        lessons: row.lessons,
        days_open,
        present: row.present,
        absent: row.absent,
        late: row.late,
        excused: row.excused,
        attendance_rate: rate(row.present, row.late, marked),
        latest_result: row.latest_result,
        balance: row.balance,
    }
}

/// The children's balances added up; none when none has an invoice, or when they are owed in
/// different currencies (each card shows its own then).
fn family_balance(children: &[ChildFigures]) -> Option<Balance> {
    let mut balances = children.iter().filter_map(|c| c.balance.as_ref());
    let first = balances.next()?.clone();
    balances.try_fold(first, |sum, b| {
        (b.currency == sum.currency).then(|| Balance {
            currency: sum.currency,
            balance: sum.balance.saturating_add(b.balance),
        })
    })
}
