//! A class's term results (decisions/021) against mocked ports: the report cards of a third
//! term worked out by hand (ties, an absent exam, a student without a subject, one absent
//! throughout, the earlier terms' totals, attendance and ratings), publishing and who may,
//! what families see, the term report's rules and the audit log after publishing.

mod common;

use std::collections::HashMap;

use academics::{
    AcademicsError,
    attendance::{AttendanceStatus, ClassMarks, DayMark, Guardian, Holiday, StudentMarks},
    calendar::{Session, Term},
    results::{
        Band, BoardSheet, CardStudent, Cell, ClassTerm, Frozen, Marks, NewResultChange,
        Publication, Rating, RatingGroup, ReportSave, ReportTraits, Scheme, SchemeComponent,
        SheetStatus, StoredReport, StoredRow,
    },
};
use common::{Mocks, admin, admin_with, fields, member, session_id};
use kernel::{
    ClassId, ClassSubjectId, Permission, Role, StudentId, TermId, UserId, Viewer,
    outbox::{Channel, Event, NewNotification},
};
use time::{Date, macros::date, macros::datetime};

fn s(mark: f64) -> Cell {
    Cell::Score(Marks((mark * 10.0).round() as u32))
}

fn grading() -> Frozen {
    Frozen {
        scheme: Scheme {
            components: vec![SchemeComponent {
                name: "CA".into(),
                max: 40,
            }],
            exam_max: 60,
        },
        bands: [
            ("A", 70, 100),
            ("B", 60, 69),
            ("C", 50, 59),
            ("D", 45, 49),
            ("E", 40, 44),
            ("F", 0, 39),
        ]
        .into_iter()
        .map(|(letter, min, max)| Band {
            letter: letter.into(),
            min,
            max,
        })
        .collect(),
        pass_mark: 40,
    }
}

fn term(id: TermId, name: &str, position: i32, dates: Option<(Date, Date)>) -> Term {
    Term {
        id,
        session_id: session_id("2025-2026"),
        name: name.into(),
        position,
        start_date: dates.map(|d| d.0),
        end_date: dates.map(|d| d.1),
        next_term_begins: Some(date!(2027 - 01 - 11)),
        is_current: position == 2,
    }
}

struct World {
    terms: [TermId; 3],
    class: ClassId,
    maths: ClassSubjectId,
    english: ClassSubjectId,
    /// A, B, C, D, E in the class's order.
    students: [StudentId; 5],
    class_teacher: UserId,
}

fn world() -> World {
    World {
        terms: [TermId::generate(), TermId::generate(), TermId::generate()],
        class: ClassId::generate(),
        maths: ClassSubjectId::generate(),
        english: ClassSubjectId::generate(),
        students: [(); 5].map(|_| StudentId::generate()),
        class_teacher: UserId::generate(),
    }
}

fn the_session(w: &World) -> Session {
    Session {
        id: session_id("2025-2026"),
        name: "2025/2026".into(),
        start_date: None,
        end_date: None,
        is_current: true,
        terms: vec![
            term(w.terms[0], "First Term", 0, None),
            term(w.terms[1], "Second Term", 1, None),
            // Two weeks: ten weekdays, one of them a holiday.
            term(
                w.terms[2],
                "Third Term",
                2,
                Some((date!(2026 - 09 - 07), date!(2026 - 09 - 18))),
            ),
        ],
    }
}

fn row(student: StudentId, ca: Cell, exam: Cell) -> StoredRow {
    StoredRow {
        student_id: student,
        ca: vec![ca],
        exam,
    }
}

/// The third term of a class of five, with the earlier terms' cells for A.
fn class_term(w: &World, publication: Option<Publication>) -> ClassTerm {
    let [a, b, c, d, e] = w.students;
    let mut cells = HashMap::new();
    let mut put = |subject, r: StoredRow| {
        cells.insert((subject, r.student_id), r);
    };
    // Mathematics: A 80 and B 80 tie; C absent from the exam (20); D does not take it; E absent
    // throughout (no total).
    put(w.maths, row(a, s(30.0), s(50.0)));
    put(w.maths, row(b, s(30.0), s(50.0)));
    put(w.maths, row(c, s(20.0), Cell::Absent));
    put(w.maths, row(e, Cell::Absent, Cell::Absent));
    // English: B 85, A 65, C 50.5, D 40.
    put(w.english, row(a, s(25.0), s(40.0)));
    put(w.english, row(b, s(35.0), s(50.0)));
    put(w.english, row(c, s(20.0), s(30.5)));
    put(w.english, row(d, s(10.0), s(30.0)));
    let mut earlier = HashMap::new();
    // A: Mathematics 70 in the first term and nothing in the second; English 60 and 62.
    earlier.insert((w.terms[0], w.maths, a), row(a, s(30.0), s(40.0)));
    earlier.insert((w.terms[0], w.english, a), row(a, s(20.0), s(40.0)));
    earlier.insert((w.terms[1], w.english, a), row(a, s(22.0), s(40.0)));
    let sheet = |id, name: &str| BoardSheet {
        class_subject_id: id,
        subject_name: name.into(),
        teacher_name: None,
        teacher_user: None,
        status: SheetStatus::Approved,
        returned: false,
        version: 7,
        entered: 4,
    };
    ClassTerm {
        class_id: w.class,
        class_name: "JSS 1A".into(),
        class_teacher_user: Some(w.class_teacher),
        class_teacher_name: Some("Funmi Ade".into()),
        term_id: w.terms[2],
        frozen: Some(grading()),
        publication,
        subjects: vec![sheet(w.maths, "Mathematics"), sheet(w.english, "English")],
        students: w
            .students
            .iter()
            .zip(["A", "B", "C", "D", "E"])
            .map(|(id, name)| CardStudent {
                student_id: *id,
                user_id: UserId::generate(),
                name: format!("Student {name}"),
                admission_number: format!("JSS/{name}"),
                gender: String::new(),
                date_of_birth: None,
                photo_url: None,
            })
            .collect(),
        cells,
        earlier,
        reports: HashMap::from([(
            a,
            StoredReport {
                class_teacher_comment: "A steady term.".into(),
                principal_comment: String::new(),
                ratings: vec![
                    Rating {
                        group: RatingGroup::Affective,
                        name: "Punctuality".into(),
                        value: Some(4),
                    },
                    Rating {
                        group: RatingGroup::Affective,
                        name: "Old trait".into(),
                        value: Some(3),
                    },
                ],
            },
        )]),
    }
}

fn traits() -> ReportTraits {
    ReportTraits {
        affective: vec!["Punctuality".into(), "Neatness".into()],
        psychomotor: vec!["Games".into()],
    }
}

fn mark(day: u8, status: AttendanceStatus) -> DayMark {
    DayMark {
        date: Date::from_calendar_date(2026, time::Month::September, day).unwrap(),
        status,
        remark: String::new(),
    }
}

/// Mocks for a class's third term as `class_term` has it.
fn mocks(w: &World, publication: Option<Publication>) -> Mocks {
    let mut m = Mocks::new();
    let session = the_session(w);
    let terms = session.terms.clone();
    m.calendar
        .expect_sessions()
        .returning(move || Ok(vec![session.clone()]));
    m.calendar
        .expect_term()
        .returning(move |id| Ok(terms.iter().find(|t| t.id == id).cloned()));
    let ct = class_term(w, publication);
    m.reports
        .expect_class_term()
        .returning(move |_, _, _, _| Ok(Some(ct.clone())));
    let class = w.class;
    m.reports
        .expect_student_class()
        .returning(move |_, _| Ok(Some(class)));
    m.traits.expect_traits().returning(|| Ok(traits()));
    let third = w.terms[2];
    m.attendance.expect_holidays_of().returning(move |_| {
        Ok(vec![(
            third,
            Holiday {
                date: date!(2026 - 09 - 10),
                name: "Founders' Day".into(),
            },
        )])
    });
    let [a, b, ..] = w.students;
    m.attendance
        .expect_class_marks()
        .returning(move |class, _, _| {
            use AttendanceStatus::*;
            let days = [7, 8, 9, 11, 14, 15, 16, 17, 18];
            let a_marks = days
                .iter()
                .map(|d| mark(*d, if *d == 18 { Late } else { Present }))
                .collect();
            let b_marks = days
                .iter()
                .map(|d| mark(*d, if *d < 9 { Absent } else { Present }))
                .collect();
            Ok(Some(ClassMarks {
                class_id: class,
                class_name: "JSS 1A".into(),
                students: vec![
                    StudentMarks {
                        student_id: a,
                        name: String::new(),
                        admission_number: String::new(),
                        marks: a_marks,
                    },
                    StudentMarks {
                        student_id: b,
                        name: String::new(),
                        admission_number: String::new(),
                        marks: b_marks,
                    },
                ],
            }))
        });
    m
}

#[tokio::test]
async fn a_third_terms_report_cards_worked_out_by_hand() {
    let w = world();
    let academics = mocks(&w, None).academics();
    let cards = academics
        .results
        .class_cards(&admin(), w.class, Some(w.terms[2]))
        .await
        .unwrap();
    let [a, b, c, d, e] = w.students;
    // Everyone with anything entered has a card, E (absent throughout) too.
    assert_eq!(cards.cards.len(), 5);
    let card = |id| cards.cards.iter().find(|c| c.student_id == id).unwrap();

    let ca = card(a);
    assert_eq!(ca.earlier_terms, ["First Term", "Second Term"]);
    assert_eq!(ca.subjects.len(), 2);
    let maths = &ca.subjects[0];
    assert_eq!(maths.subject, "Mathematics");
    assert_eq!(maths.ca, [Some("30".to_owned())]);
    assert_eq!(maths.total.as_deref(), Some("80"));
    assert_eq!(maths.grade.as_deref(), Some("A"));
    assert_eq!(maths.remark.as_deref(), Some("Excellent"));
    // Tied with B: both first; C third.
    assert_eq!(maths.position, Some(1));
    // (80 + 80 + 20) / 3: E and D have no total and are left out.
    assert_eq!(maths.average.as_deref(), Some("60.00"));
    assert_eq!(maths.highest.as_deref(), Some("80"));
    assert_eq!(maths.lowest.as_deref(), Some("20"));
    // First term 70, second term none: cumulative 150 over two terms.
    assert_eq!(maths.earlier, [Some("70".to_owned()), None]);
    assert_eq!(maths.cumulative.as_deref(), Some("150"));
    assert_eq!(maths.cumulative_average.as_deref(), Some("75.00"));
    let english = &ca.subjects[1];
    assert_eq!(english.total.as_deref(), Some("65"));
    assert_eq!(english.grade.as_deref(), Some("B"));
    assert_eq!(english.position, Some(2));
    // (65 + 85 + 50.5 + 40) / 4 = 60.125, halves up.
    assert_eq!(english.average.as_deref(), Some("60.13"));
    // 60 + 62 + 65 = 187 over three terms = 62.33.
    assert_eq!(english.cumulative.as_deref(), Some("187"));
    assert_eq!(english.cumulative_average.as_deref(), Some("62.33"));
    // A: 145 over two subjects = 72.50, an A; second behind B's 82.50, of the four placed.
    assert_eq!(ca.total.as_deref(), Some("145"));
    assert_eq!(ca.average.as_deref(), Some("72.50"));
    assert_eq!(ca.grade.as_deref(), Some("A"));
    assert_eq!((ca.position, ca.out_of), (Some(2), 4));
    // (82.50 + 72.50 + 35.25 + 40.00) / 4 = 57.5625.
    assert_eq!(ca.class_average.as_deref(), Some("57.56"));
    // Nine school days (ten weekdays less Founders' Day); late counts as present.
    assert_eq!((ca.days_present, ca.days_open), (9, 9));
    assert_eq!(ca.next_term_begins, Some(date!(2027 - 01 - 11)));
    assert_eq!(ca.class_teacher_comment, "A steady term.");
    // Every trait the school rates, and the rated one the settings no longer name.
    let ratings: Vec<(&str, Option<u8>)> = ca
        .ratings
        .iter()
        .map(|r| (r.name.as_str(), r.value))
        .collect();
    assert_eq!(
        ratings,
        [
            ("Punctuality", Some(4)),
            ("Neatness", None),
            ("Old trait", Some(3)),
            ("Games", None)
        ]
    );
    assert!(!ca.published);

    let cb = card(b);
    assert_eq!(cb.subjects[0].position, Some(1));
    assert_eq!(cb.subjects[1].position, Some(1));
    assert_eq!(
        (cb.position, cb.average.as_deref()),
        (Some(1), Some("82.50"))
    );
    assert_eq!(cb.days_present, 7);
    // C: absent from the Mathematics exam (20, an F), 70.5 over two = 35.25, fourth.
    let cc = card(c);
    assert_eq!(cc.subjects[0].exam.as_deref(), Some("ABS"));
    assert_eq!(cc.subjects[0].total.as_deref(), Some("20"));
    assert_eq!(cc.subjects[0].grade.as_deref(), Some("F"));
    assert_eq!(cc.subjects[0].position, Some(3));
    assert_eq!(
        (cc.position, cc.average.as_deref()),
        (Some(4), Some("35.25"))
    );
    assert_eq!(cc.grade.as_deref(), Some("F"));
    // D takes English alone: 40 over one subject, an E, third.
    let cd = card(d);
    assert_eq!(cd.subjects.len(), 1);
    assert_eq!(cd.subjects[0].subject, "English");
    assert_eq!(cd.subjects[0].position, Some(4));
    assert_eq!(
        (cd.position, cd.average.as_deref()),
        (Some(3), Some("40.00"))
    );
    assert_eq!(cd.grade.as_deref(), Some("E"));
    assert_eq!(cd.days_present, 0);
    // E: ABS throughout Mathematics: no total, no position, not placed.
    let ce = card(e);
    assert_eq!(ce.subjects[0].total, None);
    assert_eq!(ce.subjects[0].position, None);
    assert_eq!((ce.position, ce.out_of, ce.total.as_ref()), (None, 4, None));

    // The broadsheet carries the same figures.
    let sheet = academics
        .results
        .broadsheet(&admin(), w.class, Some(w.terms[2]))
        .await
        .unwrap();
    assert_eq!(sheet.subjects, ["Mathematics", "English"]);
    assert_eq!(
        sheet.lines[3].totals,
        [None, Some("40".to_owned())],
        "D has no Mathematics"
    );
    assert_eq!(sheet.lines[1].position, Some(1));
    assert_eq!(
        sheet.subject_averages,
        [Some("60.00".to_owned()), Some("60.13".to_owned())]
    );
    assert_eq!(sheet.class_average.as_deref(), Some("57.56"));
    let csv = academics
        .results
        .broadsheet_csv(&admin(), w.class, Some(w.terms[2]))
        .await
        .unwrap();
    assert!(
        csv.contains("JSS/A,Student A,80,65,145,72.50,A,2 of 4"),
        "{csv}"
    );
}

#[tokio::test]
async fn the_class_teacher_sees_the_class_and_others_do_not() {
    let w = world();
    let academics = mocks(&w, None).academics();
    let teacher = Viewer::new(w.class_teacher, Role::Teacher, kernel::Permissions::NONE);
    academics
        .results
        .class_cards(&teacher, w.class, None)
        .await
        .unwrap();
    for viewer in [
        member(Role::Teacher),
        member(Role::Parent),
        member(Role::Student),
    ] {
        let err = academics
            .results
            .class_cards(&viewer, w.class, None)
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::NotFound(_)), "{err:?}");
    }
    // Another teacher does not see one student's card either.
    let err = academics
        .results
        .student_card(&member(Role::Teacher), w.students[0], None)
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::NotFound(_)), "{err:?}");
}

#[tokio::test]
async fn families_see_only_the_card_as_published() {
    let w = world();
    let mut m = mocks(&w, None);
    let [a, b, ..] = w.students;
    // The parent's scope finds A (their child), not B.
    m.students
        .expect_get()
        .returning(move |id, _| Ok((id == a).then(|| common::student(id))));
    m.reports.expect_published_card().returning(|_, _| Ok(None));
    let academics = m.academics();
    let parent = member(Role::Parent);
    let err = academics
        .results
        .student_card(&parent, b, None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, AcademicsError::NotFound("student")),
        "{err:?}"
    );
    // A's class is not published: nothing, though the card exists for staff.
    let err = academics
        .results
        .student_card(&parent, a, None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, AcademicsError::NotFound("published report card")),
        "{err:?}"
    );
    assert_eq!(
        academics
            .results
            .student_card(&admin(), a, None)
            .await
            .unwrap()
            .total
            .as_deref(),
        Some("145")
    );
}

#[tokio::test]
async fn publishing_needs_every_sheet_approved_and_tells_each_parent_once() {
    let w = world();
    // Not every sheet approved: refused with the sheets named.
    let mut m = mocks(&w, None);
    m.reports.checkpoint();
    let mut ct = class_term(&w, None);
    ct.subjects[1].status = SheetStatus::Submitted;
    m.reports
        .expect_class_term()
        .returning(move |_, _, _, _| Ok(Some(ct.clone())));
    m.reports.expect_publish().never();
    let academics = m.academics();
    let err = academics
        .results
        .publish(&admin(), w.class, None)
        .await
        .unwrap_err();
    assert!(
        matches!(&err, AcademicsError::Conflict(m) if m.contains("English (submitted)")),
        "{err:?}"
    );
    // Only admins who publish results publish.
    for viewer in [
        admin_with(&[Permission::UsersManage]),
        Viewer::new(w.class_teacher, Role::Teacher, kernel::Permissions::NONE),
    ] {
        let err = academics
            .results
            .publish(&viewer, w.class, None)
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::Forbidden(_)), "{err:?}");
    }

    // Every sheet approved: each card stored as published, a notice per parent.
    let mut m = mocks(&w, None);
    let [a, ..] = w.students;
    let parent = UserId::generate();
    m.attendance.expect_guardians().returning(move |students| {
        assert_eq!(students.len(), 5);
        Ok(vec![Guardian {
            student_id: a,
            student_name: "Student A".into(),
            class_name: "JSS 1A".into(),
            user_id: parent,
            name: "Mrs A".into(),
            email: None,
            phone: None,
            wants_email: true,
            wants_sms: true,
        }])
    });
    let third = w.terms[2];
    m.result_notices
        .expect_notices()
        .times(1)
        .withf(move |g, t, name, _| g.len() == 1 && *t == third && name == "Third Term")
        .returning(move |_, term, _, at| {
            Ok(vec![NewNotification {
                id: uuid::Uuid::now_v7(),
                event: Event::ResultReleased,
                channel: Channel::InApp,
                user_id: Some(parent),
                recipient: String::new(),
                subject: "Third Term results".into(),
                body: "Published".into(),
                link: None,
                dedup_key: Some(academics::results::result_key(term, a, parent)),
                created_at: at,
                not_before: None,
            }])
        });
    let (maths, english) = (w.maths, w.english);
    m.reports
        .expect_publish()
        .times(1)
        .withf(move |_, term, from, cards, notices, audit, _| {
            *term == third
                && from.sheets == [(maths, 7), (english, 7)]
                && cards.len() == 5
                && cards
                    .iter()
                    .all(|c| c.published && c.published_at.is_some())
                && notices.len() == 1
                && audit.is_empty()
        })
        .returning(|_, _, _, _, _, _, _| Ok(()));
    let class = w.class;
    m.reports.expect_board().returning(move |_| {
        Ok(vec![academics::results::ClassResults {
            class_id: class,
            class_name: "JSS 1A".into(),
            class_teacher_name: None,
            students: 5,
            sheets: vec![],
            published: true,
            first_published_at: None,
            ready: false,
        }])
    });
    let academics = m.academics();
    let done = academics
        .results
        .publish(&admin(), w.class, Some(third))
        .await
        .unwrap();
    assert!(done.published);
}

#[tokio::test]
async fn a_term_report_follows_who_writes_what_and_is_audited_after_publishing() {
    let w = world();
    let [a, ..] = w.students;
    let class_teacher = Viewer::new(w.class_teacher, Role::Teacher, kernel::Permissions::NONE);
    // Published: nothing changes.
    let published = Publication {
        published: true,
        first_published_at: datetime!(2026-09-20 10:00 UTC),
        changed_at: datetime!(2026-09-20 10:00 UTC),
    };
    let mut m = mocks(&w, Some(published));
    m.reports.expect_save_report().never();
    let academics = m.academics();
    let err = academics
        .results
        .save_report(
            &class_teacher,
            a,
            None,
            ReportSave {
                class_teacher_comment: Some("Better.".into()),
                ..ReportSave::default()
            },
        )
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::Conflict(_)), "{err:?}");

    // Unpublished after publishing: the class teacher's changes are saved and audited; the
    // principal's comment and unknown traits and values are refused.
    let mut m = mocks(
        &w,
        Some(Publication {
            published: false,
            ..published
        }),
    );
    let class = w.class;
    m.reports
        .expect_save_report()
        .times(1)
        .withf(move |student, c, _, read, report, audit, _| {
            let expected = [
                NewResultChange {
                    class_id: class,
                    student_id: Some(a),
                    what: "Class teacher's comment".into(),
                    old_value: "A steady term.".into(),
                    new_value: "A much better term.".into(),
                },
                NewResultChange {
                    class_id: class,
                    student_id: Some(a),
                    what: "Psychomotor: Games".into(),
                    old_value: "(not rated)".into(),
                    new_value: "5".into(),
                },
            ];
            *student == a
                && *c == class
                && read.class_teacher_comment == "A steady term."
                && report.class_teacher_comment == "A much better term."
                && report
                    .ratings
                    .iter()
                    .any(|r| r.name == "Games" && r.value == Some(5))
                && audit == &expected
        })
        .returning(|_, _, _, _, _, _, _| Ok(true));
    let academics = m.academics();
    let err = academics
        .results
        .save_report(
            &class_teacher,
            a,
            None,
            ReportSave {
                principal_comment: Some("Well done.".into()),
                ratings: Some(vec![
                    Rating {
                        group: RatingGroup::Psychomotor,
                        name: "Chess".into(),
                        value: Some(3),
                    },
                    Rating {
                        group: RatingGroup::Affective,
                        name: "Neatness".into(),
                        value: Some(6),
                    },
                ]),
                ..ReportSave::default()
            },
        )
        .await
        .unwrap_err();
    let problems = fields(err);
    assert!(problems.contains_key("principal_comment"));
    assert_eq!(
        problems["ratings.0.name"],
        ["Chess is not one of the school's psychomotor traits."]
    );
    assert_eq!(
        problems["ratings.1.value"],
        ["Rate from 1 (poor) to 5 (excellent), or clear the rating."]
    );
    academics
        .results
        .save_report(
            &class_teacher,
            a,
            None,
            ReportSave {
                class_teacher_comment: Some(" A much better term. ".into()),
                ratings: Some(vec![Rating {
                    group: RatingGroup::Psychomotor,
                    name: "Games".into(),
                    value: Some(5),
                }]),
                ..ReportSave::default()
            },
        )
        .await
        .unwrap();
    // Another teacher is told there is no such student.
    let err = academics
        .results
        .save_report(&member(Role::Teacher), a, None, ReportSave::default())
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::NotFound(_)), "{err:?}");
}

#[tokio::test]
async fn a_term_report_save_overtaken_by_another_is_made_again_on_the_newer_report() {
    let w = world();
    let [a, ..] = w.students;
    let class_teacher = Viewer::new(w.class_teacher, Role::Teacher, kernel::Permissions::NONE);
    let comment = || ReportSave {
        class_teacher_comment: Some("A steady term.".into()),
        ..ReportSave::default()
    };
    // The principal's save lands between this one's read and its write: the store refuses the
    // first try, and the comment is applied again to the report as it then stands.
    let mut m = mocks(&w, None);
    let tries = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let seen = tries.clone();
    m.reports
        .expect_save_report()
        .times(2)
        .returning(move |_, _, _, _, _, _, _| {
            Ok(seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst) > 0)
        });
    m.academics()
        .results
        .save_report(&class_teacher, a, None, comment())
        .await
        .unwrap();
    assert_eq!(tries.load(std::sync::atomic::Ordering::SeqCst), 2);

    // Overtaken every time: after three tries the person is told to reload.
    let mut m = mocks(&w, None);
    m.reports
        .expect_save_report()
        .times(3)
        .returning(|_, _, _, _, _, _, _| Ok(false));
    let err = m
        .academics()
        .results
        .save_report(&class_teacher, a, None, comment())
        .await
        .unwrap_err();
    assert!(
        matches!(&err, AcademicsError::Conflict(m) if m.contains("Reload it")),
        "{err:?}"
    );
}
