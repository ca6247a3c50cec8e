//! Attendance on a real, throwaway database (decisions/019): one mark per student per day however
//! two teachers race, every correction logged, a retried save taken once, a save from a stale
//! register refused, and the register following the student's enrolment.

mod common;

use academics::{
    AcademicsError,
    attendance::{AttendanceRepo, AttendanceStatus, Marker, NewMark, SaveOutcome},
    enrolments::{EnrolmentFilter, EnrolmentRepo, NewEnrolment},
};
use common::{database, school};
use kernel::{EnrolmentId, Scope, StudentId, UserId};
use storage::PgAttendanceRepo;
use time::{Duration, OffsetDateTime, macros::date};

fn mark(student: StudentId, status: AttendanceStatus) -> NewMark {
    NewMark {
        student_id: student,
        status,
        remark: String::new(),
    }
}

fn by(user: UserId) -> Marker {
    Marker {
        user,
        at: OffsetDateTime::now_utc(),
    }
}

#[tokio::test]
async fn a_day_s_register_keeps_one_mark_per_student_logs_corrections_and_takes_a_retry_once() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgAttendanceRepo::new(register.db.clone());
    let day = date!(2026 - 11 - 23);
    let teacher = s.t1.login.user_id;

    let roll = repo.register(s.a.id, day).await.unwrap().unwrap();
    let names: Vec<_> = roll.lines.iter().map(|l| l.student_id).collect();
    assert_eq!(names, [s.s1.id], "class A's register is its one student");
    assert_eq!(roll.lines[0].status, None);

    let first = repo
        .save(
            s.a.id,
            day,
            vec![mark(s.s1.id, AttendanceStatus::Absent)],
            String::new(),
            "save-0001".into(),
            by(teacher),
            None,
        )
        .await
        .unwrap();
    assert_eq!(first, SaveOutcome::Saved { new: 1, changed: 0 });
    // The phone retries the same save: nothing is written again.
    let again = repo
        .save(
            s.a.id,
            day,
            vec![mark(s.s1.id, AttendanceStatus::Present)],
            String::new(),
            "save-0001".into(),
            by(teacher),
            None,
        )
        .await
        .unwrap();
    assert_eq!(again, SaveOutcome::Repeated);
    let roll = repo.register(s.a.id, day).await.unwrap().unwrap();
    assert_eq!(roll.lines[0].status, Some(AttendanceStatus::Absent));

    // A correction, with its reason in the log.
    let corrected = repo
        .save(
            s.a.id,
            day,
            vec![NewMark {
                remark: "Came at 9:10".into(),
                ..mark(s.s1.id, AttendanceStatus::Late)
            }],
            "She arrived after the register".into(),
            "save-0002".into(),
            by(teacher),
            None,
        )
        .await
        .unwrap();
    assert_eq!(corrected, SaveOutcome::Saved { new: 0, changed: 1 });
    let log = db
        .client()
        .await
        .query_one(
            "SELECT from_status, to_status, to_remark, reason FROM attendance_changes",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(log.get::<_, String>(0), "absent");
    assert_eq!(log.get::<_, String>(1), "late");
    assert_eq!(log.get::<_, String>(2), "Came at 9:10");
    assert_eq!(log.get::<_, String>(3), "She arrived after the register");

    // Someone who opened the register before that correction cannot overwrite it.
    let stale = repo
        .save(
            s.a.id,
            day,
            vec![mark(s.s1.id, AttendanceStatus::Present)],
            String::new(),
            "save-0003".into(),
            by(s.t2.login.user_id),
            Some(OffsetDateTime::now_utc() - Duration::minutes(5)),
        )
        .await
        .unwrap_err();
    assert!(
        matches!(&stale, AcademicsError::Conflict(m) if m.contains("changed this register at")),
        "{stale:?}"
    );

    let tally = repo
        .tally(s.s1.id, date!(2026 - 09 - 14), date!(2026 - 12 - 18))
        .await
        .unwrap();
    assert_eq!((tally.present, tally.absent, tally.late), (0, 0, 1));
}

#[tokio::test]
async fn two_teachers_saving_a_class_at_once_leave_one_mark_and_the_register_follows_enrolment() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgAttendanceRepo::new(register.db.clone());
    let day = date!(2026 - 11 - 24);

    let saves = [
        (s.t1.login.user_id, AttendanceStatus::Absent, "race-0001"),
        (s.t2.login.user_id, AttendanceStatus::Present, "race-0002"),
    ]
    .map(|(user, status, key)| {
        let repo = repo.clone();
        let (class, student) = (s.a.id, s.s1.id);
        tokio::spawn(async move {
            repo.save(
                class,
                day,
                vec![mark(student, status)],
                String::new(),
                key.into(),
                by(user),
                None,
            )
            .await
        })
    });
    let mut outcomes = Vec::new();
    for save in saves {
        outcomes.push(save.await.unwrap().unwrap());
    }
    outcomes.sort_by_key(|o| format!("{o:?}"));
    assert_eq!(
        outcomes,
        [
            SaveOutcome::Saved { new: 0, changed: 1 },
            SaveOutcome::Saved { new: 1, changed: 0 }
        ],
        "the second save saw the first's mark and logged its change"
    );
    let marks: i64 = db
        .client()
        .await
        .query_one("SELECT count(*) FROM attendance_marks", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(marks, 1);

    // s1 moves to class B: class A's register no longer lists them, class B's does.
    let enrolments = register
        .enrolments
        .list(
            EnrolmentFilter {
                student_id: Some(s.s1.id),
                ..EnrolmentFilter::default()
            },
            Scope::All,
            Default::default(),
        )
        .await
        .unwrap()
        .results;
    let current = enrolments[0].clone();
    register.enrolments.delete(vec![current.id]).await.unwrap();
    register
        .enrolments
        .enrol(vec![NewEnrolment {
            id: EnrolmentId::generate(),
            student_id: s.s1.id,
            session_id: current.session_id.clone(),
            class_id: s.b.id,
        }])
        .await
        .unwrap();
    let a = repo.register(s.a.id, day).await.unwrap().unwrap();
    assert!(a.lines.is_empty(), "{a:?}");
    let b = repo.register(s.b.id, day).await.unwrap().unwrap();
    assert!(b.lines.iter().any(|l| l.student_id == s.s1.id));
}
