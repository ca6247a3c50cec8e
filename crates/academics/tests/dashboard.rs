//! The dashboards' rules against mocked ports (decisions/025): the day they speak of, the
//! thirty school days of the attendance chart, rates from counts, which of a teacher's classes
//! still owe today's register, and a family's balance.

mod common;

use std::sync::Arc;

use academics::{
    attendance::Holiday,
    calendar::Session,
    dashboard::{
        Balance, ChildRow, ClassCount, ClassLine, Dashboard, Dashboards, DayRate,
        MockDashboardRepo, Personal, SchoolDay, SchoolTotals, TeacherFigures,
    },
};
use common::{Mocks, admin, member, session};
use kernel::{ClassId, FixedClock, Role, Scope, StudentId};
use time::{
    OffsetDateTime,
    macros::{date, datetime},
};

/// The current session, whose First Term runs from 14 September to 18 December 2026.
fn dated_session() -> Session {
    let mut s = session("2026-2027", true);
    s.terms[0].start_date = Some(date!(2026 - 09 - 14));
    s.terms[0].end_date = Some(date!(2026 - 12 - 18));
    s
}

/// Dashboards on `now`, the session dated or none current, with `holidays` in the term.
fn dashboards(
    repo: MockDashboardRepo,
    now: OffsetDateTime,
    current: bool,
    holidays: Vec<Holiday>,
) -> Dashboards {
    let mut mocks = Mocks::new();
    let mut session = dated_session();
    session.is_current = current;
    mocks
        .calendar
        .expect_sessions()
        .returning(move || Ok(vec![session.clone()]));
    mocks.attendance.expect_holidays_of().returning(move |ids| {
        Ok(ids
            .into_iter()
            .flat_map(|id| holidays.iter().map(move |h| (id, h.clone())))
            .collect())
    });
    let academics = mocks.academics_at(now);
    Dashboards::new(
        Arc::new(repo),
        academics.attendance.clone(),
        Arc::new(FixedClock(now)),
    )
}

fn personal(repo: &mut MockDashboardRepo) {
    repo.expect_personal().returning(|_, _| {
        Ok(Personal {
            unread_messages: 2,
            announcements: vec![],
        })
    });
}

fn class(name: &str) -> ClassLine {
    ClassLine {
        id: ClassId::generate(),
        name: name.into(),
    }
}

#[tokio::test]
async fn the_admin_sees_today_s_registers_and_thirty_school_days() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    let (a, b) = (class("JSS 1A"), class("JSS 1B"));
    let (a2, b2) = (a.clone(), b.clone());
    repo.expect_school_totals()
        .times(1)
        .returning(|term, days| {
            assert!(term.is_some());
            // Thirty school days back from Wednesday 25 November, less the holiday of 13 November:
            // the twenty-nine before today (today's come from the registers now).
            assert_eq!(days.len(), 29);
            assert_eq!(days.last(), Some(&date!(2026 - 11 - 24)));
            assert!(!days.contains(&date!(2026 - 11 - 13)));
            assert!(!days.contains(&date!(2026 - 11 - 21)), "a Saturday");
            assert_eq!(days[0], date!(2026 - 10 - 14));
            Ok(SchoolTotals {
                days: vec![DayRate {
                    date: date!(2026 - 11 - 24),
                    marked: 8,
                    present: 5,
                    late: 1,
                    rate: None,
                }],
                ..SchoolTotals::default()
            })
        });
    repo.expect_school_day().returning(move |term, today| {
        assert!(term.is_some());
        assert_eq!(today, date!(2026 - 11 - 25));
        Ok(SchoolDay {
            today: vec![
                (
                    a2.clone(),
                    ClassCount {
                        present: 7,
                        absent: 1,
                        late: 1,
                        excused: 1,
                    },
                ),
                (b2.clone(), ClassCount::default()),
            ],
            sheets_submitted: 3,
            ..SchoolDay::default()
        })
    });
    let holiday = Holiday {
        date: date!(2026 - 11 - 13),
        name: "Mid-term break".into(),
    };
    let dashboards = dashboards(repo, datetime!(2026-11-25 09:00 UTC), true, vec![holiday]);
    let Dashboard::Admin(d) = dashboards.show(&admin()).await.unwrap() else {
        panic!("an admin's dashboard");
    };
    assert_eq!(d.closed, None);
    assert_eq!(d.attendance.classes, 2);
    assert_eq!(d.attendance.not_marked, vec![b]);
    assert_eq!(d.attendance.marked, 10);
    assert_eq!(d.attendance.rate, Some(80), "(7 present + 1 late) of 10");
    assert_eq!(d.attendance_trend.len(), 30);
    let tuesday = &d.attendance_trend[28];
    assert_eq!(tuesday.date, date!(2026 - 11 - 24));
    assert_eq!(tuesday.rate, Some(75), "(5 + 1) of 8");
    assert_eq!(d.attendance_trend[27].rate, None, "no register marked");
    assert_eq!(
        d.attendance_trend[29].rate,
        Some(80),
        "today's, from the registers now"
    );
    assert_eq!(d.results_waiting, 3);
    assert!(d.term.is_some());
    assert_eq!(d.totals_counted_at, datetime!(2026-11-25 09:00 UTC));
    // Read again within the minute: the totals are not counted again (`times(1)` above).
    dashboards.show(&admin()).await.unwrap();
}

#[tokio::test]
async fn on_a_weekend_no_class_owes_a_register() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_school_totals().returning(|_, days| {
        assert_eq!(
            days.last(),
            Some(&date!(2026 - 11 - 20)),
            "the Friday before"
        );
        Ok(SchoolTotals::default())
    });
    repo.expect_school_day().returning(|_, _| {
        Ok(SchoolDay {
            today: vec![(class("JSS 1A"), ClassCount::default())],
            ..SchoolDay::default()
        })
    });
    repo.expect_teacher().returning(|_, _, _, weekday| {
        assert_eq!(weekday, 7, "Sunday");
        Ok(TeacherFigures {
            classes: vec![(class("JSS 1A"), false)],
            ..TeacherFigures::default()
        })
    });
    let dashboards = dashboards(repo, datetime!(2026-11-22 09:00 UTC), true, vec![]);
    let Dashboard::Admin(d) = dashboards.show(&admin()).await.unwrap() else {
        panic!("an admin's dashboard");
    };
    assert!(d.closed.unwrap().contains("weekend"));
    assert!(d.attendance.not_marked.is_empty());
    assert_eq!(d.attendance.rate, None);
    let Dashboard::Teacher(t) = dashboards.show(&member(Role::Teacher)).await.unwrap() else {
        panic!("a teacher's dashboard");
    };
    assert!(t.classes_not_marked.is_empty());
    assert_eq!(t.unread_messages, 2);
}

#[tokio::test]
async fn a_teacher_is_shown_the_classes_whose_register_is_still_open() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    let open = class("SS 2B");
    let open2 = open.clone();
    repo.expect_teacher()
        .returning(move |_, _, today, weekday| {
            assert_eq!((today, weekday), (date!(2026 - 11 - 23), 1));
            Ok(TeacherFigures {
                classes: vec![(class("SS 2A"), true), (open2.clone(), false)],
                ..TeacherFigures::default()
            })
        });
    let dashboards = dashboards(repo, datetime!(2026-11-23 10:00 UTC), true, vec![]);
    let Dashboard::Teacher(t) = dashboards.show(&member(Role::Teacher)).await.unwrap() else {
        panic!("a teacher's dashboard");
    };
    assert_eq!(t.classes_not_marked, vec![open]);
}

#[tokio::test]
async fn without_a_current_term_the_dashboards_say_so_and_still_answer() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_teacher().never();
    repo.expect_school_totals().returning(|term, days| {
        assert_eq!(term, None);
        assert!(days.is_empty());
        Ok(SchoolTotals::default())
    });
    repo.expect_school_day().returning(|term, _| {
        assert_eq!(term, None);
        Ok(SchoolDay::default())
    });
    let dashboards = dashboards(repo, datetime!(2026-11-23 10:00 UTC), false, vec![]);
    let Dashboard::Teacher(t) = dashboards.show(&member(Role::Teacher)).await.unwrap() else {
        panic!("a teacher's dashboard");
    };
    assert!(t.closed.unwrap().contains("No term is marked current"));
    assert!(t.term.is_none());
    let Dashboard::Admin(a) = dashboards.show(&admin()).await.unwrap() else {
        panic!("an admin's dashboard");
    };
    assert!(a.attendance_trend.is_empty());
}

fn row(name: &str, marks: (u32, u32, u32, u32), balance: Option<(&str, i64)>) -> ChildRow {
    ChildRow {
        student_id: StudentId::generate(),
        name: name.into(),
        admission_number: "GFA/0001".into(),
        class: Some(class("JSS 1A")),
        lessons: vec![],
        present: marks.0,
        absent: marks.1,
        late: marks.2,
        excused: marks.3,
        latest_result: None,
        balance: balance.map(|(currency, balance)| Balance {
            currency: currency.into(),
            balance,
        }),
    }
}

#[tokio::test]
async fn a_parent_sees_each_child_s_rate_and_the_family_s_balance() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_children()
        .returning(|scope, term, from, today, weekday| {
            assert!(
                matches!(scope, Scope::Parent(_)),
                "the parent's own children"
            );
            assert!(term.is_some());
            assert_eq!(from, date!(2026 - 09 - 14), "the term's first day");
            assert_eq!((today, weekday), (date!(2026 - 11 - 23), 1));
            Ok(vec![
                row("Tolu", (40, 3, 2, 1), Some(("NGN", 15_000_000))),
                row("Tobi", (0, 0, 0, 0), Some(("NGN", -500_000))),
            ])
        });
    let dashboards = dashboards(repo, datetime!(2026-11-23 10:00 UTC), true, vec![]);
    let Dashboard::Parent(p) = dashboards.show(&member(Role::Parent)).await.unwrap() else {
        panic!("a parent's dashboard");
    };
    assert_eq!(p.children.len(), 2);
    let tolu = &p.children[0];
    // 14 September to 23 November: 51 weekdays.
    assert_eq!(tolu.days_open, 51);
    assert_eq!(tolu.attendance_rate, Some(91), "(40 + 2) of 46, half up");
    assert_eq!(p.children[1].attendance_rate, None, "nothing marked yet");
    assert_eq!(
        p.family_balance,
        Some(Balance {
            currency: "NGN".into(),
            balance: 14_500_000
        })
    );
}

#[tokio::test]
async fn balances_in_two_currencies_are_not_added_up() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_children().returning(|_, _, _, _, _| {
        Ok(vec![
            row("Tolu", (1, 0, 0, 0), Some(("NGN", 100))),
            row("Tobi", (1, 0, 0, 0), Some(("USD", 100))),
            row("Tade", (1, 0, 0, 0), None),
        ])
    });
    let dashboards = dashboards(repo, datetime!(2026-11-23 10:00 UTC), true, vec![]);
    let Dashboard::Parent(p) = dashboards.show(&member(Role::Parent)).await.unwrap() else {
        panic!("a parent's dashboard");
    };
    assert_eq!(p.family_balance, None);
}

#[tokio::test]
async fn a_student_sees_their_own_figures() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_children().returning(|scope, _, _, _, _| {
        assert!(
            matches!(scope, Scope::Student(_)),
            "the student's own record"
        );
        Ok(vec![row("Ada", (9, 1, 0, 0), None)])
    });
    let dashboards = dashboards(repo, datetime!(2026-11-23 10:00 UTC), true, vec![]);
    let Dashboard::Student(s) = dashboards.show(&member(Role::Student)).await.unwrap() else {
        panic!("a student's dashboard");
    };
    let me = s.me.unwrap();
    assert_eq!(me.attendance_rate, Some(90));
    assert_eq!(s.unread_messages, 2);
}

#[tokio::test]
async fn the_totals_are_kept_a_minute_and_the_calendar_ten_seconds() {
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_school_day()
        .times(3)
        .returning(|_, _| Ok(SchoolDay::default()));
    repo.expect_school_totals()
        .times(2)
        .returning(|_, _| Ok(SchoolTotals::default()));
    let start = datetime!(2026-11-25 09:00 UTC);
    let clock = Arc::new(std::sync::Mutex::new(start));
    let mut mocks = Mocks::new();
    let session = dated_session();
    // The calendar is kept ten seconds: read at 0 s and at 59 s, kept at 61 s.
    mocks
        .calendar
        .expect_sessions()
        .times(2)
        .returning(move || Ok(vec![session.clone()]));
    mocks
        .attendance
        .expect_holidays_of()
        .times(2)
        .returning(|_| Ok(vec![]));
    let academics = mocks.academics_at(start);
    let dashboards = Dashboards::new(
        Arc::new(repo),
        academics.attendance.clone(),
        Arc::new(SteppingClock(clock.clone())),
    );
    let counted_at = |d: Dashboard| match d {
        Dashboard::Admin(a) => a.totals_counted_at,
        _ => panic!("an admin's dashboard"),
    };
    assert_eq!(counted_at(dashboards.show(&admin()).await.unwrap()), start);
    *clock.lock().unwrap() = start + time::Duration::seconds(59);
    assert_eq!(
        counted_at(dashboards.show(&admin()).await.unwrap()),
        start,
        "kept, and said to be as of the first count"
    );
    let later = start + time::Duration::seconds(61);
    *clock.lock().unwrap() = later;
    assert_eq!(counted_at(dashboards.show(&admin()).await.unwrap()), later);
}

/// A clock the test moves on.
#[derive(Debug)]
struct SteppingClock(Arc<std::sync::Mutex<OffsetDateTime>>);

impl kernel::Clock for SteppingClock {
    fn now(&self) -> OffsetDateTime {
        *self.0.lock().unwrap()
    }
}

/// The admin who dates the term, or lists a holiday, sees it on the next dashboard: the kept
/// calendar is read again as soon as this server changes it, not ten seconds later; without a
/// change it stays kept.
#[tokio::test]
async fn a_change_to_the_calendar_shows_on_the_next_dashboard_at_once() {
    let now = datetime!(2026-11-23 10:00 UTC);
    let mut mocks = Mocks::new();
    let stored = mocks.stored_calendar(vec![session("2026-2027", true)]);
    let term = stored.first_term();
    let academics = mocks.academics_at(now);
    let mut repo = MockDashboardRepo::new();
    personal(&mut repo);
    repo.expect_children().returning(|_, _, _, _, _| Ok(vec![]));
    let dashboards = Dashboards::new(
        Arc::new(repo),
        academics.attendance.clone(),
        Arc::new(FixedClock(now)),
    );
    let closed = || async {
        match dashboards.show(&member(Role::Parent)).await.unwrap() {
            Dashboard::Parent(p) => p.closed,
            _ => panic!("a parent's dashboard"),
        }
    };

    assert!(closed().await.unwrap().contains("has no dates yet"));
    academics
        .calendar
        .update_term(
            &admin(),
            term,
            academics::calendar::TermPatch {
                start_date: Some(Some(date!(2026 - 09 - 14))),
                end_date: Some(Some(date!(2026 - 12 - 18))),
                ..Default::default()
            },
        )
        .await
        .unwrap();
    assert_eq!(closed().await, None, "a Monday of the dated term");
    assert_eq!(closed().await, None, "kept");
    academics
        .attendance
        .set_holidays(
            &admin(),
            term,
            vec![Holiday {
                date: date!(2026 - 11 - 23),
                name: "Founders' Day".into(),
            }],
        )
        .await
        .unwrap();
    assert!(closed().await.unwrap().contains("Founders' Day"));
    // Read for the first dashboard, after the term's dates and after the holiday: not for
    // the dashboard between, which took the kept copy.
    assert_eq!(stored.reads.load(std::sync::atomic::Ordering::Relaxed), 3);
}
