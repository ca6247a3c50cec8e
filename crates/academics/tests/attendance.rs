//! Attendance's rules against mocked ports (decisions/019): who may mark a class, which days
//! have a register, what a save must carry, and a student's days in the term. The mocked clock
//! says 22 November 2026, 08:00 (a Sunday), so "today" in these tests is a Sunday.

mod common;

use academics::{
    AcademicsError,
    attendance::{AttendanceStatus, MarkInput, Register, RegisterLine, RegisterSave, Tally},
    calendar::Session,
};
use common::{Mocks, admin, admin_with, class, fields, member, session, student};
use kernel::{ClassId, Permission, Role, StudentId};
use time::{Date, macros::date};

/// The current session, whose First Term runs from 14 September to 18 December 2026.
fn dated_session() -> Session {
    let mut s = session("2026-2027", true);
    s.terms[0].start_date = Some(date!(2026 - 09 - 14));
    s.terms[0].end_date = Some(date!(2026 - 12 - 18));
    s
}

fn roll(class: ClassId, date: Date, students: &[StudentId]) -> Register {
    Register {
        class_id: class,
        class_name: "JSS 1A".into(),
        date,
        lines: students
            .iter()
            .map(|id| RegisterLine {
                student_id: *id,
                name: "Ada Obi".into(),
                admission_number: "2025/0001".into(),
                status: None,
                remark: String::new(),
                marked_by_name: None,
                marked_at: None,
            })
            .collect(),
    }
}

/// A school with a dated term, no holidays and class `class` of `students`.
fn mocks(class_id: ClassId, students: Vec<StudentId>) -> Mocks {
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![dated_session()]));
    mocks.attendance.expect_holidays().returning(|_| Ok(vec![]));
    mocks
        .classes
        .expect_get()
        .returning(|id, _| Ok(Some(class(id, "JSS 1A"))));
    mocks
        .attendance
        .expect_register()
        .returning(move |_, date| Ok(Some(roll(class_id, date, &students))));
    mocks
}

fn save(class: ClassId, date: Date, marks: Vec<MarkInput>) -> RegisterSave {
    RegisterSave {
        class_id: class,
        date,
        marks,
        reason: String::new(),
        read_at: None,
        idempotency_key: None,
    }
}

fn absent(student: StudentId) -> MarkInput {
    MarkInput {
        student_id: student,
        status: AttendanceStatus::Absent,
        remark: String::new(),
    }
}

#[tokio::test]
async fn only_the_class_s_teachers_and_admins_who_manage_people_mark_it() {
    let mut mocks = Mocks::new();
    // The teacher teaches no class: their scope finds none.
    mocks.classes.expect_get().returning(|_, _| Ok(None));
    mocks.attendance.expect_save().never();
    let academics = mocks.academics();
    let day = date!(2026 - 11 - 20);
    let class = ClassId::generate();
    for (viewer, forbidden) in [
        (member(Role::Teacher), false),
        (member(Role::Parent), false),
        (member(Role::Student), false),
        (admin_with(&[Permission::SettingsChange]), true),
    ] {
        let err = academics
            .attendance
            .save(&viewer, save(class, day, vec![]), "key-00000001")
            .await
            .unwrap_err();
        if forbidden {
            assert!(matches!(err, AcademicsError::Forbidden(_)), "{err:?}");
        } else {
            assert!(matches!(err, AcademicsError::NotFound("class")), "{err:?}");
        }
    }
}

#[tokio::test]
async fn a_register_is_only_for_a_school_day_gone_by() {
    let class = ClassId::generate();
    let mut mocks = mocks(class, vec![]);
    mocks.attendance.expect_save().never();
    let academics = mocks.academics();
    for (day, why) in [
        (
            date!(2026 - 11 - 23),
            "A register can be marked on the day, or later for a day gone by; not ahead.",
        ),
        (
            date!(2026 - 11 - 21),
            "Saturday is a weekend day: there is no register.",
        ),
    ] {
        let err = academics
            .attendance
            .register(&admin(), class, day)
            .await
            .unwrap_err();
        assert_eq!(fields(err)["date"], [why]);
    }
}

#[tokio::test]
async fn a_save_marks_every_student_of_the_register_once_and_no_one_else() {
    let class = ClassId::generate();
    let (ada, obi, stranger) = (
        StudentId::generate(),
        StudentId::generate(),
        StudentId::generate(),
    );
    let mut mocks = mocks(class, vec![ada, obi]);
    mocks.attendance.expect_save().never();
    let academics = mocks.academics();
    let day = date!(2026 - 11 - 20);

    let err = academics
        .attendance
        .save(
            &admin(),
            save(class, day, vec![absent(ada), absent(ada), absent(stranger)]),
            "key-00000002",
        )
        .await
        .unwrap_err();
    let fields = fields(err);
    assert_eq!(
        fields["marks.1.student_id"],
        ["This student is marked twice."]
    );
    assert_eq!(
        fields["marks.2.student_id"],
        ["This student is not on JSS 1A's register."]
    );
    assert_eq!(
        fields["marks"],
        ["1 student of the register has no mark. Mark every student, then save."]
    );

    let err = academics
        .attendance
        .save(
            &admin(),
            save(class, day, vec![absent(ada), absent(obi)]),
            "short",
        )
        .await
        .unwrap_err();
    assert!(common::fields(err).contains_key("idempotency_key"));
}

#[tokio::test]
async fn a_whole_register_is_saved_and_a_student_s_term_counts_its_school_days() {
    let class = ClassId::generate();
    let ada = StudentId::generate();
    let mut mocks = mocks(class, vec![ada]);
    mocks
        .attendance
        .expect_save()
        .times(1)
        .withf(move |c, d, marks, _, key, _, _| {
            *c == class && *d == date!(2026 - 11 - 20) && marks.len() == 1 && key == "key-00000003"
        })
        .returning(|_, _, _, _, _, _, _| {
            Ok(academics::attendance::SaveOutcome::Saved { new: 1, changed: 0 })
        });
    mocks
        .students
        .expect_get()
        .returning(|id, _| Ok(Some(student(id))));
    mocks.attendance.expect_tally().returning(|_, from, to| {
        assert_eq!((from, to), (date!(2026 - 09 - 14), date!(2026 - 11 - 22)));
        Ok(Tally {
            absent: 2,
            present: 45,
            ..Tally::default()
        })
    });
    let academics = mocks.academics();

    academics
        .attendance
        .save(
            &admin(),
            save(class, date!(2026 - 11 - 20), vec![absent(ada)]),
            " key-00000003 ",
        )
        .await
        .unwrap();
    let tally = academics.attendance.tally(&admin(), ada).await.unwrap();
    // 14 September to Friday 20 November: ten weeks of five days.
    assert_eq!(tally.days_open, 50);
    assert_eq!((tally.present, tally.absent), (45, 2));
}
