//! Attendance's rules against mocked ports (decisions/019): who may mark a class, which days
//! have a register, what a save must carry, and a student's days in the term. The mocked clock
//! says 22 November 2026, 08:00 (a Sunday), so "today" in these tests is a Sunday.

mod common;

use academics::{
    AcademicsError,
    attendance::{AttendanceStatus, MarkInput, Register, RegisterLine, RegisterSave, Tally},
    calendar::Session,
};
use common::{Mocks, admin, admin_with, fields, member, session, student};
use kernel::{ClassId, Permission, Role, StudentId};
use time::{
    Date,
    macros::{date, datetime},
};

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
        read_at: None,
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
        .attendance
        .expect_holidays_of()
        .returning(|_| Ok(vec![]));
    mocks
        .classes
        .expect_get()
        .returning(|id, _| Ok(Some(common::class(id, "JSS 1A"))));
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
    // Friday's register, taken on Sunday: its absences are still news, but Ada has no parent
    // on the portal, so there is nobody to tell.
    mocks
        .attendance
        .expect_guardians()
        .returning(|_| Ok(vec![]));
    mocks.absence_notices.expect_notices().never();
    mocks
        .attendance
        .expect_save()
        .times(1)
        .withf(move |s| {
            s.class == class
                && s.date == date!(2026 - 11 - 20)
                && s.marks.len() == 1
                && s.key == "key-00000003"
                && s.notices.is_empty()
        })
        .returning(|_| Ok(academics::attendance::SaveOutcome::Saved { new: 1, changed: 0 }));
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

    let (stored, _) = academics
        .attendance
        .save(
            &admin(),
            save(class, date!(2026 - 11 - 20), vec![absent(ada)]),
            " key-00000003 ",
        )
        .await
        .unwrap();
    assert_eq!(stored.lines.len(), 1, "the register as stored is answered");
    let tally = academics.attendance.tally(&admin(), ada).await.unwrap();
    // 14 September to Friday 20 November: ten weeks of five days.
    assert_eq!(tally.days_open, 50);
    assert_eq!((tally.present, tally.absent), (45, 2));
}

fn guardian(student: StudentId) -> academics::attendance::Guardian {
    academics::attendance::Guardian {
        student_id: student,
        student_name: "Ada Obi".into(),
        class_name: "JSS 1A".into(),
        user_id: kernel::UserId::generate(),
        name: "Ngozi Obi".into(),
        email: Some("ngozi@example.com".into()),
        phone: None,
        wants_email: true,
        wants_sms: true,
    }
}

fn notice(
    g: &academics::attendance::Guardian,
    channel: kernel::outbox::Channel,
) -> kernel::outbox::NewNotification {
    kernel::outbox::NewNotification {
        id: uuid::Uuid::now_v7(),
        event: kernel::outbox::Event::AbsentNotice,
        channel,
        user_id: Some(g.user_id),
        recipient: String::new(),
        subject: "Ada Obi was absent today".into(),
        body: String::new(),
        link: None,
        dedup_key: Some(academics::attendance::absence_key(
            g.student_id,
            date!(2026 - 11 - 24),
            g.user_id,
        )),
        created_at: datetime!(2026-11-24 08:00 UTC),
        not_before: None,
    }
}

/// Tuesday 24 November 2026, 08:00: a school day.
const TUESDAY: time::OffsetDateTime = datetime!(2026-11-24 08:00 UTC);

#[tokio::test]
async fn today_s_new_absences_tell_the_parents_and_e_mail_waits_for_a_quick_correction() {
    use kernel::outbox::Channel;
    let class = ClassId::generate();
    let (ada, ben, chi) = (
        StudentId::generate(),
        StudentId::generate(),
        StudentId::generate(),
    );
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![dated_session()]));
    mocks.attendance.expect_holidays().returning(|_| Ok(vec![]));
    mocks
        .classes
        .expect_get()
        .returning(|id, _| Ok(Some(common::class(id, "JSS 1A"))));
    // Chi was already marked absent this morning: the parents were told then.
    mocks
        .attendance
        .expect_register()
        .returning(move |_, date| {
            let mut r = roll(class, date, &[ada, ben, chi]);
            r.lines[2].status = Some(AttendanceStatus::Absent);
            Ok(Some(r))
        });
    mocks
        .attendance
        .expect_guardians()
        .times(1)
        .withf(move |students| students == &vec![ada])
        .returning(|students| Ok(students.into_iter().map(guardian).collect()));
    mocks
        .absence_notices
        .expect_notices()
        .times(1)
        .withf(|g, date, at| g.len() == 1 && *date == date!(2026 - 11 - 24) && *at == TUESDAY)
        .returning(|g, _, _| {
            Ok(vec![
                notice(&g[0], Channel::InApp),
                notice(&g[0], Channel::Email),
            ])
        });
    mocks
        .attendance
        .expect_save()
        .times(1)
        .withf(|s| {
            let in_app = &s.notices[0];
            let email = &s.notices[1];
            s.notices.len() == 2
                && in_app.not_before.is_none()
                && email.not_before == Some(TUESDAY + time::Duration::minutes(10))
        })
        .returning(|_| Ok(academics::attendance::SaveOutcome::Saved { new: 3, changed: 0 }));
    let academics = mocks.academics_at(TUESDAY);
    let present = |id| MarkInput {
        status: AttendanceStatus::Present,
        ..absent(id)
    };
    academics
        .attendance
        .save(
            &admin(),
            save(
                class,
                date!(2026 - 11 - 24),
                vec![absent(ada), present(ben), absent(chi)],
            ),
            "key-00000010",
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn friday_s_register_taken_on_saturday_still_tells_the_parents() {
    let class = ClassId::generate();
    let ada = StudentId::generate();
    let mut mocks = mocks(class, vec![ada]);
    mocks
        .attendance
        .expect_guardians()
        .times(1)
        .returning(|students| Ok(students.into_iter().map(guardian).collect()));
    mocks
        .absence_notices
        .expect_notices()
        .times(1)
        .withf(|_, date, _| *date == date!(2026 - 11 - 20))
        .returning(|g, _, _| Ok(vec![notice(&g[0], kernel::outbox::Channel::InApp)]));
    mocks
        .attendance
        .expect_save()
        .times(1)
        .withf(|s| s.notices.len() == 1)
        .returning(|_| Ok(academics::attendance::SaveOutcome::Saved { new: 1, changed: 0 }));
    mocks
        .academics_at(datetime!(2026-11-21 10:00 UTC))
        .attendance
        .save(
            &admin(),
            save(class, date!(2026 - 11 - 20), vec![absent(ada)]),
            "key-00000012",
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_register_for_a_day_gone_by_tells_nobody() {
    let class = ClassId::generate();
    let ada = StudentId::generate();
    let mut mocks = mocks(class, vec![ada]);
    mocks.attendance.expect_guardians().never();
    mocks.absence_notices.expect_notices().never();
    mocks
        .attendance
        .expect_save()
        .times(1)
        .withf(|s| s.notices.is_empty())
        .returning(|_| Ok(academics::attendance::SaveOutcome::Saved { new: 1, changed: 0 }));
    mocks
        .academics_at(TUESDAY)
        .attendance
        .save(
            &admin(),
            save(class, date!(2026 - 11 - 23), vec![absent(ada)]),
            "key-00000011",
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn the_school_s_day_is_for_admins_and_counts_unmarked_classes() {
    use academics::attendance::ClassDay;
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![dated_session()]));
    mocks
        .attendance
        .expect_holidays_of()
        .returning(|_| Ok(vec![]));
    let line = |name: &str, students, present, absent| ClassDay {
        class_id: ClassId::generate(),
        class_name: name.into(),
        class_teacher_name: None,
        students,
        marked: present + absent,
        present,
        absent,
        late: 0,
        excused: 0,
        marked_by_name: None,
        marked_at: None,
        rate: None,
    };
    mocks.attendance.expect_school_day().returning(move |_| {
        Ok(vec![
            line("JSS 1A", 40, 38, 2),
            line("JSS 1B", 35, 0, 0),
            line("Empty", 0, 0, 0),
        ])
    });
    let academics = mocks.academics_at(TUESDAY);
    let err = academics
        .attendance
        .school_day(&member(Role::Teacher), None)
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::Forbidden(_)), "{err:?}");

    let day = academics
        .attendance
        .school_day(&admin(), None)
        .await
        .unwrap();
    assert_eq!(day.date, date!(2026 - 11 - 24));
    assert_eq!(day.closed, None);
    assert_eq!(
        day.not_marked, 1,
        "a class with no students has nothing to mark"
    );
    assert_eq!((day.students, day.marked, day.absent), (75, 40, 2));
    assert_eq!(day.classes[0].rate, Some(95));
    assert_eq!(day.classes[1].rate, None);
    assert_eq!(day.rate, Some(95));

    let sunday = academics
        .attendance
        .school_day(&admin(), Some(date!(2026 - 11 - 22)))
        .await
        .unwrap();
    assert_eq!(
        sunday.closed.as_deref(),
        Some("Sunday is a weekend day: there is no register.")
    );
}

#[tokio::test]
async fn a_class_s_range_counts_school_days_only_and_what_was_not_marked() {
    use academics::attendance::{ClassMarks, DayMark, StudentMarks};
    let class = ClassId::generate();
    let ada = StudentId::generate();
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![dated_session()]));
    mocks.attendance.expect_holidays_of().returning(|terms| {
        Ok(vec![(
            terms[0],
            academics::attendance::Holiday {
                date: date!(2026 - 11 - 20),
                name: "Mid-term break".into(),
            },
        )])
    });
    mocks
        .classes
        .expect_get()
        .returning(|id, _| Ok(Some(common::class(id, "JSS 1A"))));
    let mark = |date, status| DayMark {
        date,
        status,
        remark: String::new(),
    };
    mocks
        .attendance
        .expect_class_marks()
        .returning(move |class_id, _, _| {
            Ok(Some(ClassMarks {
                class_id,
                class_name: "JSS 1A".into(),
                students: vec![StudentMarks {
                    student_id: ada,
                    name: "Ada Obi".into(),
                    admission_number: "2025/0001".into(),
                    marks: vec![
                        mark(date!(2026 - 11 - 16), AttendanceStatus::Present),
                        mark(date!(2026 - 11 - 17), AttendanceStatus::Absent),
                        mark(date!(2026 - 11 - 18), AttendanceStatus::Late),
                        // Marked before the day was made a holiday: not counted.
                        mark(date!(2026 - 11 - 20), AttendanceStatus::Absent),
                    ],
                }],
            }))
        });
    let academics = mocks.academics_at(TUESDAY);
    // 16 to 24 November: seven weekdays less the holiday.
    let summary = academics
        .attendance
        .class_summary(
            &admin(),
            class,
            Some(date!(2026 - 11 - 16)),
            Some(date!(2026 - 11 - 24)),
        )
        .await
        .unwrap();
    assert_eq!(summary.days_open, 6);
    let line = &summary.students[0];
    assert_eq!(
        (line.tally.present, line.tally.absent, line.tally.late),
        (1, 1, 1)
    );
    assert_eq!(line.unmarked, 3);
    assert_eq!(line.rate, Some(67));

    let csv = academics
        .attendance
        .class_summary_csv(
            &admin(),
            class,
            Some(date!(2026 - 11 - 16)),
            Some(date!(2026 - 11 - 24)),
        )
        .await
        .unwrap();
    assert_eq!(csv.lines().nth(1), Some("2025/0001,Ada Obi,6,1,1,1,0,3,67"));

    let backwards = academics
        .attendance
        .class_summary(
            &admin(),
            class,
            Some(date!(2026 - 11 - 24)),
            Some(date!(2026 - 11 - 16)),
        )
        .await
        .unwrap_err();
    assert!(fields(backwards).contains_key("to"));

    // November's sheet: its school days up to today (Tuesday 24th), less the holiday.
    let sheet = academics
        .attendance
        .month(&admin(), class, "2026-11")
        .await
        .unwrap();
    assert_eq!(sheet.month, "2026-11");
    assert_eq!(sheet.days.len(), 5 + 5 + 4 + 2);
    let marks = &sheet.lines[0].marks;
    assert_eq!(marks[10], Some(AttendanceStatus::Present), "Monday 16th");
    assert_eq!(marks[11], Some(AttendanceStatus::Absent));
    assert_eq!(marks[0], None, "not marked on the 2nd");
    let csv = academics
        .attendance
        .month_csv(&admin(), class, "2026-11")
        .await
        .unwrap();
    let header = csv.lines().next().unwrap();
    assert!(
        header.starts_with("admission_number,name,2026-11-02,"),
        "{header}"
    );
    assert!(csv.lines().nth(1).unwrap().contains(",P,A,L,"));
}

#[tokio::test]
async fn a_month_is_written_yyyy_mm() {
    let class = ClassId::generate();
    let academics = mocks(class, vec![]).academics_at(TUESDAY);
    for bad in ["2026-13", "26-11", "November", "2026-1"] {
        let err = academics
            .attendance
            .month(&admin(), class, bad)
            .await
            .unwrap_err();
        assert_eq!(
            fields(err)["month"],
            ["Write the month as YYYY-MM, for example 2026-11."],
            "{bad}"
        );
    }
}

#[tokio::test]
async fn corrections_are_for_admins_and_a_student_s_days_for_who_may_see_them() {
    let ada = StudentId::generate();
    let mut mocks = mocks(ClassId::generate(), vec![]);
    mocks.students.expect_get().returning(|_, _| Ok(None));
    mocks.attendance.expect_changes().never();
    let academics = mocks.academics_at(TUESDAY);
    let err = academics
        .attendance
        .changes(&member(Role::Teacher), ada)
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::Forbidden(_)), "{err:?}");
    // A parent asking for a child not theirs: the store finds no such student in their scope.
    let err = academics
        .attendance
        .student_days(&member(Role::Parent), ada, None, None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, AcademicsError::NotFound("student")),
        "{err:?}"
    );
}

#[tokio::test]
async fn before_the_term_begins_a_student_s_term_has_no_school_day_yet() {
    let ada = StudentId::generate();
    let mut mocks = mocks(ClassId::generate(), vec![]);
    mocks
        .students
        .expect_get()
        .returning(|id, _| Ok(Some(student(id))));
    mocks
        .attendance
        .expect_student_marks()
        .returning(|_, _, _| Ok(vec![]));
    let days = mocks
        .academics_at(datetime!(2026-09-01 08:00 UTC))
        .attendance
        .student_days(&admin(), ada, None, None)
        .await
        .unwrap();
    assert_eq!(
        (days.from, days.to),
        (date!(2026 - 09 - 14), date!(2026 - 09 - 14))
    );
    assert!(days.school_days.is_empty());
    assert_eq!((days.tally.days_open, days.rate), (0, None));
}
