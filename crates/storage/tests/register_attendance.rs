//! Attendance on a real, throwaway database (decisions/019): one mark per student per day however
//! two teachers race, every correction logged, a retried save taken once, a save from a stale
//! register refused, and the register following the student's enrolment.

mod common;

use academics::{
    AcademicsError,
    attendance::{
        AttendanceRepo, AttendanceStatus, Holiday, Marker, NewMark, SaveOutcome, StoredSave,
        absence_key,
    },
    classes::ClassRepo,
    enrolments::{EnrolmentFilter, EnrolmentRepo, NewEnrolment},
    students::{NewStudent, StudentRepo, StudentStatus},
};
use common::{class, database, now, school, student};
use kernel::{
    ClassId, EnrolmentId, Scope, StudentId, UserId,
    outbox::{Channel, Event, NewNotification},
};
use storage::PgAttendanceRepo;
use time::{Date, Duration, OffsetDateTime, UtcOffset, macros::date};

fn mark(student: StudentId, status: AttendanceStatus) -> NewMark {
    NewMark {
        student_id: student,
        status,
        remark: String::new(),
    }
}

fn stored(
    class: ClassId,
    date: Date,
    marks: Vec<NewMark>,
    reason: String,
    key: String,
    by: Marker,
    read_at: Option<OffsetDateTime>,
) -> StoredSave {
    StoredSave {
        class,
        date,
        marks,
        reason,
        key,
        by,
        read_at,
        offset: UtcOffset::UTC,
        notices: Vec::new(),
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
    // Stamped by the database's clock, which the save below stamps its mark by, later.
    let read_at = roll.read_at.expect("a register carries when it was read");

    let first = repo
        .save(stored(
            s.a.id,
            day,
            vec![mark(s.s1.id, AttendanceStatus::Absent)],
            String::new(),
            "save-0001".into(),
            by(teacher),
            None,
        ))
        .await
        .unwrap();
    assert_eq!(first, SaveOutcome::Saved { new: 1, changed: 0 });
    // The phone retries the same save: nothing is written again.
    let again = repo
        .save(stored(
            s.a.id,
            day,
            vec![mark(s.s1.id, AttendanceStatus::Present)],
            String::new(),
            "save-0001".into(),
            by(teacher),
            None,
        ))
        .await
        .unwrap();
    assert_eq!(again, SaveOutcome::Repeated);
    let roll = repo.register(s.a.id, day).await.unwrap().unwrap();
    assert!(roll.lines[0].marked_at.is_some_and(|at| at > read_at));
    assert_eq!(roll.lines[0].status, Some(AttendanceStatus::Absent));

    // A correction, with its reason in the log.
    let corrected_by = by(teacher);
    let corrected = repo
        .save(stored(
            s.a.id,
            day,
            vec![NewMark {
                remark: "Came at 9:10".into(),
                ..mark(s.s1.id, AttendanceStatus::Late)
            }],
            "She arrived after the register".into(),
            "save-0002".into(),
            corrected_by,
            None,
        ))
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

    // Someone who opened the register before that correction cannot overwrite it; they are
    // told when it was made as the school's clocks show it (here an hour ahead of UTC).
    let lagos = UtcOffset::from_hms(1, 0, 0).unwrap();
    let stale = repo
        .save(StoredSave {
            offset: lagos,
            ..stored(
                s.a.id,
                day,
                vec![mark(s.s1.id, AttendanceStatus::Present)],
                String::new(),
                "save-0003".into(),
                by(s.t2.login.user_id),
                Some(OffsetDateTime::now_utc() - Duration::minutes(5)),
            )
        })
        .await
        .unwrap_err();
    let local = corrected_by.at.to_offset(lagos);
    let when = format!(
        "changed this register at {:02}:{:02}, after you opened it",
        local.hour(),
        local.minute()
    );
    assert!(
        matches!(&stale, AcademicsError::Conflict(m) if m.contains(&when)),
        "{stale:?} should say {when}"
    );

    let tally = repo
        .tally(s.s1.id, date!(2026 - 09 - 14), date!(2026 - 12 - 18))
        .await
        .unwrap();
    assert_eq!((tally.present, tally.absent, tally.late), (0, 0, 1));

    // The day is made a holiday afterwards (Founders' Day): its mark stays on record but is no
    // longer counted, as the calendar's counts do not count the day.
    let term = common::terms(&register).await[0];
    repo.replace_holidays(
        term,
        vec![Holiday {
            date: day,
            name: "Founders' Day".into(),
        }],
    )
    .await
    .unwrap();
    let tally = repo
        .tally(s.s1.id, date!(2026 - 09 - 14), date!(2026 - 12 - 18))
        .await
        .unwrap();
    assert_eq!((tally.present, tally.absent, tally.late), (0, 0, 0));
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
            repo.save(stored(
                class,
                day,
                vec![mark(student, status)],
                String::new(),
                key.into(),
                by(user),
                None,
            ))
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

fn notice(
    student: StudentId,
    day: Date,
    parent: UserId,
    channel: Channel,
    at: OffsetDateTime,
) -> NewNotification {
    NewNotification {
        id: uuid::Uuid::now_v7(),
        event: Event::AbsentNotice,
        channel,
        user_id: Some(parent),
        recipient: if channel == Channel::Email {
            "ngozi@example.com".into()
        } else {
            String::new()
        },
        subject: "Ada was absent today".into(),
        body: "Dear Ngozi".into(),
        link: None,
        // As the outbox's composer writes it: one key per channel.
        dedup_key: Some(format!(
            "{}:{}",
            absence_key(student, day, parent),
            channel.as_str()
        )),
        created_at: at,
        not_before: (channel == Channel::Email).then(|| at + Duration::minutes(10)),
    }
}

#[tokio::test]
async fn one_absence_makes_one_notice_and_a_correction_withdraws_what_is_not_sent() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgAttendanceRepo::new(register.db.clone());
    let day = date!(2026 - 11 - 24);
    let teacher = s.t1.login.user_id;
    let parent = s.p.login.user_id;

    let guardians = repo.guardians(vec![s.s1.id, s.s2.id]).await.unwrap();
    assert_eq!(guardians.len(), 1, "s2 has no parent");
    assert_eq!(guardians[0].user_id, parent);
    assert_eq!(guardians[0].class_name, "Grade 1A");
    assert_eq!(guardians[0].email.as_deref(), Some("ngozi@example.com"));

    let save = |status, key: &str, notices: bool| {
        let at = OffsetDateTime::now_utc();
        StoredSave {
            notices: if notices {
                [Channel::InApp, Channel::Email]
                    .map(|c| notice(s.s1.id, day, parent, c, at))
                    .to_vec()
            } else {
                Vec::new()
            },
            ..stored(
                s.a.id,
                day,
                vec![mark(s.s1.id, status)],
                "Corrected".into(),
                key.into(),
                by(teacher),
                None,
            )
        }
    };
    let outbox = || async {
        let rows = db
            .client()
            .await
            .query(
                "SELECT channel, status, next_attempt_at > created_at AS held FROM notifications
                 ORDER BY channel",
                &[],
            )
            .await
            .unwrap();
        rows.iter()
            .map(|r| {
                format!(
                    "{} {}{}",
                    r.get::<_, String>(0),
                    r.get::<_, String>(1),
                    if r.get::<_, bool>(2) { " held" } else { "" }
                )
            })
            .collect::<Vec<_>>()
    };

    repo.save(save(AttendanceStatus::Absent, "note-0001", true))
        .await
        .unwrap();
    assert_eq!(outbox().await, ["email pending held", "in_app sent"]);
    // Saved again (another key, the notices composed again): still one notice per channel.
    repo.save(save(AttendanceStatus::Absent, "note-0002", true))
        .await
        .unwrap();
    assert_eq!(outbox().await, ["email pending held", "in_app sent"]);

    // She was only late: the e-mail is withdrawn unsent, the unread in-app notice removed.
    repo.save(save(AttendanceStatus::Late, "note-0003", false))
        .await
        .unwrap();
    assert_eq!(outbox().await, ["email cancelled held"]);

    // Marked absent again after all: the notice is written again.
    repo.save(save(AttendanceStatus::Absent, "note-0004", true))
        .await
        .unwrap();
    assert_eq!(outbox().await, ["email pending held", "in_app sent"]);

    // The reads an admin's screens make.
    let classes = repo.school_day(day).await.unwrap();
    let a = classes.iter().find(|c| c.class_id == s.a.id).unwrap();
    let b = classes.iter().find(|c| c.class_id == s.b.id).unwrap();
    assert_eq!((a.students, a.marked, a.absent), (1, 1, 1));
    assert!(a.marked_by_name.is_some() && a.class_teacher_name.is_some());
    assert_eq!((b.students, b.marked), (1, 0));

    let marks = repo
        .class_marks(s.a.id, date!(2026 - 11 - 01), date!(2026 - 11 - 30))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(marks.students.len(), 1);
    assert_eq!(marks.students[0].marks.len(), 1);
    assert_eq!(marks.students[0].marks[0].status, AttendanceStatus::Absent);
    // B's student has no mark: listed, with none.
    let b_marks = repo
        .class_marks(s.b.id, date!(2026 - 11 - 01), date!(2026 - 11 - 30))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(b_marks.students.len(), 1);
    assert!(b_marks.students[0].marks.is_empty());

    let own = repo
        .student_marks(s.s1.id, date!(2026 - 11 - 24), date!(2026 - 11 - 24))
        .await
        .unwrap();
    assert_eq!(own.len(), 1);
    let changes = repo.changes(s.s1.id).await.unwrap();
    let steps: Vec<_> = changes
        .iter()
        .map(|c| (c.from_status, c.to_status))
        .collect();
    assert_eq!(
        steps,
        [
            (AttendanceStatus::Late, AttendanceStatus::Absent),
            (AttendanceStatus::Absent, AttendanceStatus::Late)
        ]
    );
    assert_eq!(changes[0].reason, "Corrected");
}

#[tokio::test]
async fn a_class_s_marks_come_by_student_in_name_order_each_in_day_order() {
    use AttendanceStatus::{Absent, Late, Present};
    let (_db, register) = database().await;
    let s = school(&register).await;
    let repo = PgAttendanceRepo::new(register.db.clone());
    // Two more students in class A, whose names sort before and after s1's ("Test").
    let mut first = student("2025/0010", Some(s.a.id), vec![]);
    first.login.last_name = "Adeyemi".into();
    let mut last = student("2025/0011", Some(s.a.id), vec![]);
    last.login.last_name = "Zubair".into();
    // And one who has left: off the register.
    let left = NewStudent {
        status: StudentStatus::Withdrawn,
        ..student("2025/0012", Some(s.a.id), vec![])
    };
    register
        .students
        .insert(vec![first.clone(), last.clone(), left], now())
        .await
        .unwrap();
    // Three days saved out of their order, s1's with a remark each.
    let days = [
        (date!(2026 - 11 - 25), Present),
        (date!(2026 - 11 - 23), Absent),
        (date!(2026 - 11 - 24), Late),
    ];
    for (i, (day, status)) in days.into_iter().enumerate() {
        let marks = vec![
            NewMark {
                remark: format!("save {i}"),
                ..mark(s.s1.id, status)
            },
            mark(first.id, Present),
            mark(last.id, Absent),
        ];
        repo.save(stored(
            s.a.id,
            day,
            marks,
            String::new(),
            format!("order-000{i}"),
            by(s.t1.login.user_id),
            None,
        ))
        .await
        .unwrap();
    }

    // From the 24th: the 23rd is outside.
    let a = repo
        .class_marks(s.a.id, date!(2026 - 11 - 24), date!(2026 - 11 - 30))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(a.class_name, "Grade 1A");
    let order: Vec<_> = a.students.iter().map(|m| m.student_id).collect();
    assert_eq!(order, [first.id, s.s1.id, last.id]);
    let s1: Vec<_> = a.students[1]
        .marks
        .iter()
        .map(|m| (m.date, m.status, m.remark.as_str()))
        .collect();
    assert_eq!(
        s1,
        [
            (date!(2026 - 11 - 24), Late, "save 2"),
            (date!(2026 - 11 - 25), Present, "save 0"),
        ]
    );
    assert!(a.students[2].marks.iter().all(|m| m.status == Absent));

    // A class with no students is there, with none; a class that is not there is not.
    let empty = class("Grade 1C", "C", None);
    register.classes.insert(vec![empty.clone()]).await.unwrap();
    let none = repo
        .class_marks(empty.id, date!(2026 - 11 - 01), date!(2026 - 11 - 30))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(none.class_name, "Grade 1C");
    assert!(none.students.is_empty());
    assert!(
        repo.class_marks(
            ClassId::generate(),
            date!(2026 - 11 - 01),
            date!(2026 - 11 - 30)
        )
        .await
        .unwrap()
        .is_none()
    );
}
