//! Results (decisions/020): a worked example checked by hand (a class of eight with ties, an
//! absent exam, a student absent throughout one subject and one without the other, and a third
//! term), and the score sheets' rules against mocked ports.

mod common;

use std::collections::HashMap;

use academics::{
    AcademicsError,
    results::{
        Band, Cell, Frozen, Marks, RosterLine, RowInput, Scheme, SchemeComponent, SheetRow,
        SheetSave, SheetStatus, StoredRow, StoredSheet, SubjectResult, TermResult, band_of,
        class_standings, cumulative, positions, row_total, subject_figures,
    },
};
use common::{Mocks, admin, admin_with, fields, member, session};
use kernel::{ClassId, ClassSubjectId, Permission, Role, StudentId, UserId, Viewer};

fn bands() -> Vec<Band> {
    [
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
    .collect()
}

/// Tenths from a mark written with at most one decimal.
fn s(mark: f64) -> Cell {
    Cell::Score(Marks((mark * 10.0).round() as u32))
}

#[test]
fn a_worked_example_of_a_class_of_eight() {
    use Cell::Absent as ABS;
    // Mathematics: three CA columns of 10 and an exam of 70.
    let maths = [
        (vec![s(8.0), s(9.0), s(10.0)], s(60.0)),   // S1: 87
        (vec![s(10.0), s(10.0), s(10.0)], s(57.0)), // S2: 87, tied with S1
        (vec![s(7.0), s(6.5), s(8.0)], s(48.5)),    // S3: 70.0, an A exactly
        (vec![s(6.0), s(6.0), s(7.0)], s(50.5)),    // S4: 69.5, rounds to 70, an A
        (vec![s(5.0), s(6.0), s(7.0)], ABS),        // S5: absent from the exam: 18, an F
        (vec![s(9.0), s(9.0), s(9.0)], s(45.0)),    // S6: 72
        (vec![ABS, ABS, ABS], ABS),                 // S7: absent throughout: no total
        (vec![s(4.0), s(5.0), s(5.0)], s(40.0)),    // S8: 54, a C
    ];
    let totals: Vec<Option<Marks>> = maths
        .iter()
        .map(|(ca, exam)| {
            row_total(&SheetRow {
                ca: ca.clone(),
                exam: *exam,
            })
        })
        .collect();
    let tenths: Vec<Option<u32>> = totals.iter().map(|t| t.map(|m| m.0)).collect();
    assert_eq!(
        tenths,
        [
            Some(870),
            Some(870),
            Some(700),
            Some(695),
            Some(180),
            Some(720),
            None,
            Some(540)
        ]
    );
    assert_eq!(
        positions(&totals, |a, b| a.cmp(b)),
        [
            Some(1),
            Some(1),
            Some(4),
            Some(5),
            Some(7),
            Some(3),
            None,
            Some(6)
        ]
    );
    let grades: Vec<_> = totals
        .iter()
        .map(|t| t.and_then(|t| band_of(t, &bands(), 40)).map(|g| g.letter))
        .collect();
    assert_eq!(
        grades,
        [
            Some("A"),
            Some("A"),
            Some("A"),
            Some("A"),
            Some("F"),
            Some("A"),
            None,
            Some("C")
        ]
        .map(|g| g.map(String::from))
    );
    // 457.5 over the seven with a total: 65.357..., kept as 65.36.
    let figures = subject_figures(&totals);
    assert_eq!(figures.average, Some(6536));
    assert_eq!(figures.highest, Some(Marks(870)));
    assert_eq!(figures.lowest, Some(Marks(180)));

    // English: S8 has no score in it; S4's 77.5 ties S4's average with S1's.
    let english = [60.0, 70.0, 80.0, 77.5, 40.0, 65.0, 58.0]
        .map(|m| Some(Marks((m * 10.0) as u32)))
        .into_iter()
        .chain([None])
        .collect::<Vec<_>>();
    let results: Vec<TermResult> = totals
        .iter()
        .zip(&english)
        .map(|(m, e)| {
            TermResult::of(&[
                SubjectResult {
                    subject: "Mathematics".into(),
                    total: *m,
                },
                SubjectResult {
                    subject: "English".into(),
                    total: *e,
                },
            ])
        })
        .collect();
    let averages: Vec<_> = results.iter().map(TermResult::average).collect();
    assert_eq!(
        averages,
        [7350, 7850, 7500, 7350, 2900, 6850, 5800, 5400].map(Some)
    );
    let standings = class_standings(&results);
    let places: Vec<_> = standings.iter().map(|s| s.position).collect();
    assert_eq!(places, [3, 1, 2, 3, 8, 5, 6, 7].map(Some));
    assert!(standings.iter().all(|s| s.of == 8));
    // (73.5 + 78.5 + 75 + 73.5 + 29 + 68.5 + 58 + 54) / 8 = 63.75.
    assert_eq!(standings[0].class_average, Some(6375));

    // Third term: S1's Mathematics over the session, absent throughout the second term.
    let third = cumulative(&[Some(Marks(800)), None, Some(Marks(870))]);
    assert_eq!(third.total, Some(Marks(1670)));
    assert_eq!(third.average, Some(8350));
}

// --- Score sheets on mocked ports -----------------------------------------------------------

fn grading() -> Frozen {
    Frozen {
        scheme: Scheme {
            components: ["Classwork", "Homework", "Projects"]
                .map(|name| SchemeComponent {
                    name: name.into(),
                    max: 10,
                })
                .to_vec(),
            exam_max: 70,
        },
        bands: bands(),
        pass_mark: 40,
    }
}

struct Fixture {
    cs: ClassSubjectId,
    teacher: UserId,
    ada: StudentId,
    ben: StudentId,
}

fn stored(f: &Fixture, status: SheetStatus, cells: Vec<StoredRow>) -> StoredSheet {
    StoredSheet {
        class_subject_id: f.cs,
        class_id: ClassId::generate(),
        class_name: "JSS 1A".into(),
        subject_name: "Mathematics".into(),
        term_id: session("2026-2027", true).terms[0].id,
        teacher_user: Some(f.teacher),
        teacher_name: Some("Funmi Ade".into()),
        status,
        version: 3,
        returned_reason: None,
        ever_published: false,
        roster: [(f.ada, "Ada Obi"), (f.ben, "Ben Eze")]
            .map(|(id, name)| RosterLine {
                student_id: id,
                name: name.into(),
                admission_number: "2025/0001".into(),
            })
            .to_vec(),
        cells: cells
            .into_iter()
            .map(|r| (r.student_id, r))
            .collect::<HashMap<_, _>>(),
    }
}

fn fixture() -> Fixture {
    Fixture {
        cs: ClassSubjectId::generate(),
        teacher: UserId::generate(),
        ada: StudentId::generate(),
        ben: StudentId::generate(),
    }
}

fn mocks(f: &Fixture, status: SheetStatus, cells: Vec<StoredRow>) -> Mocks {
    let mut mocks = Mocks::new();
    let sessions = session("2026-2027", true);
    mocks
        .calendar
        .expect_sessions()
        .returning(move || Ok(vec![sessions.clone()]));
    let sheet = stored(f, status, cells);
    mocks
        .results
        .expect_sheet()
        .returning(move |_, _| Ok(Some(sheet.clone())));
    mocks
        .results
        .expect_frozen()
        .returning(|_| Ok(Some(grading())));
    mocks
}

fn teacher(f: &Fixture) -> Viewer {
    Viewer::new(f.teacher, Role::Teacher, kernel::Permissions::NONE)
}

fn row(student: StudentId, ca: [&str; 3], exam: &str) -> RowInput {
    RowInput {
        student_id: student,
        ca: ca.map(|c| (!c.is_empty()).then(|| c.to_owned())).to_vec(),
        exam: (!exam.is_empty()).then(|| exam.to_owned()),
    }
}

#[tokio::test]
async fn a_sheet_shows_the_figures_the_server_computes_to_its_teacher_and_admins_only() {
    let f = fixture();
    let cells = vec![
        StoredRow {
            student_id: f.ada,
            ca: vec![s(8.0), s(9.5), s(10.0)],
            exam: s(42.0),
        },
        StoredRow {
            student_id: f.ben,
            ca: vec![s(5.0), Cell::Absent, s(4.0)],
            exam: Cell::Absent,
        },
    ];
    let academics = mocks(&f, SheetStatus::Draft, cells).academics();
    let sheet = academics
        .score_sheets
        .sheet(&teacher(&f), f.cs, None)
        .await
        .unwrap();
    assert!(sheet.editable && sheet.frozen);
    let ada = &sheet.lines[0];
    assert_eq!(
        ada.ca,
        [Some("8".into()), Some("9.5".into()), Some("10".into())]
    );
    assert_eq!(
        (
            ada.total.as_deref(),
            ada.grade.as_deref(),
            ada.remark.as_deref(),
            ada.position
        ),
        (Some("69.5"), Some("A"), Some("Excellent"), Some(1))
    );
    let ben = &sheet.lines[1];
    assert_eq!(ben.exam.as_deref(), Some("ABS"));
    assert_eq!(
        (ben.total.as_deref(), ben.grade.as_deref()),
        (Some("9"), Some("F"))
    );
    assert_eq!(sheet.average.as_deref(), Some("39.25"));
    assert_eq!(
        (sheet.highest.as_deref(), sheet.lowest.as_deref()),
        (Some("69.5"), Some("9"))
    );

    // An admin reads it, but enters nothing without results.publish.
    let reader = academics
        .score_sheets
        .sheet(&admin_with(&[]), f.cs, None)
        .await
        .unwrap();
    assert!(!reader.editable);
    // Another teacher, a parent: no such class subject.
    for viewer in [member(Role::Teacher), member(Role::Parent)] {
        let err = academics
            .score_sheets
            .sheet(&viewer, f.cs, None)
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::NotFound(_)), "{err:?}");
    }
}

#[tokio::test]
async fn a_save_checks_every_cell_and_sends_the_version_it_read() {
    let f = fixture();
    let mut m = mocks(&f, SheetStatus::Draft, vec![]);
    m.results
        .expect_save()
        .times(1)
        .withf({
            let ada = f.ada;
            move |_, _, expected, rows, _, audit, _| {
                audit.is_empty()
                    && *expected == 3
                    && rows.len() == 1
                    && rows[0].student_id == ada
                    && rows[0].ca == [s(8.0), Cell::Absent, Cell::Empty]
                    && rows[0].exam == s(55.5)
            }
        })
        .returning(|_, _, _, _, _, _, _| Ok(4));
    let academics = m.academics();
    let bad = academics
        .score_sheets
        .save(
            &teacher(&f),
            f.cs,
            None,
            SheetSave {
                version: 3,
                rows: vec![
                    row(f.ada, ["8", "11", ""], "70.5"),
                    row(StudentId::generate(), ["1", "1", "1"], "1"),
                ],
            },
        )
        .await
        .unwrap_err();
    let problems = fields(bad);
    assert_eq!(
        problems["rows.0.ca.1"],
        ["Enter a mark from 0 to 10 (one decimal at most), or ABS for absent."]
    );
    assert!(problems.contains_key("rows.0.exam"));
    assert_eq!(
        problems["rows.1.student_id"],
        ["This student is not in JSS 1A."]
    );

    academics
        .score_sheets
        .save(
            &teacher(&f),
            f.cs,
            None,
            SheetSave {
                version: 3,
                rows: vec![row(f.ada, ["8", "abs", ""], "55.5")],
            },
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_submitted_sheet_is_not_edited_and_is_approved_or_returned_by_who_publishes() {
    let f = fixture();
    let full = |id| StoredRow {
        student_id: id,
        ca: vec![s(5.0); 3],
        exam: s(50.0),
    };
    // A draft with a column not entered cannot be submitted.
    let mut partial = full(f.ben);
    partial.exam = Cell::Empty;
    let academics = mocks(&f, SheetStatus::Draft, vec![full(f.ada), partial]).academics();
    let err = academics
        .score_sheets
        .submit(&teacher(&f), f.cs, None, 3)
        .await
        .unwrap_err();
    assert_eq!(
        fields(err)["rows"],
        [
            "1 student has a column not entered. Enter a mark, or ABS for absent, in every column, then submit."
        ]
    );

    let mut m = mocks(&f, SheetStatus::Submitted, vec![full(f.ada), full(f.ben)]);
    m.results.expect_save().never();
    m.results
        .expect_set_status()
        .times(1)
        .withf(|_, _, version, from, to, reason, _, _| {
            *version == 3
                && *from == SheetStatus::Submitted
                && *to == SheetStatus::Draft
                && reason.as_deref() == Some("Check Ben's exam score.")
        })
        .returning(|_, _, _, _, _, _, _, _| Ok(4));
    let academics = m.academics();
    let err = academics
        .score_sheets
        .save(
            &teacher(&f),
            f.cs,
            None,
            SheetSave {
                version: 3,
                rows: vec![],
            },
        )
        .await
        .unwrap_err();
    assert!(
        matches!(&err, AcademicsError::Conflict(m) if m.contains("submitted")),
        "{err:?}"
    );
    // The teacher cannot approve their own sheet; an admin without results.publish neither.
    for viewer in [teacher(&f), admin_with(&[Permission::UsersManage])] {
        let err = academics
            .score_sheets
            .approve(&viewer, f.cs, None, 3)
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::Forbidden(_)), "{err:?}");
    }
    let err = academics
        .score_sheets
        .return_sheet(&admin(), f.cs, None, 3, "  ")
        .await
        .unwrap_err();
    assert!(fields(err).contains_key("reason"));
    academics
        .score_sheets
        .return_sheet(&admin(), f.cs, None, 3, " Check Ben's exam score. ")
        .await
        .unwrap();
}

#[tokio::test]
async fn after_publishing_a_reopened_sheet_logs_every_cell_it_changes() {
    let f = fixture();
    let full = |id, exam| StoredRow {
        student_id: id,
        ca: vec![s(5.0); 3],
        exam,
    };
    // An approved sheet of a class unpublished to correct it: an admin reopens it, with why.
    let mut m = mocks(&f, SheetStatus::Approved, vec![full(f.ada, s(50.0))]);
    m.results.checkpoint();
    let mut sheet = stored(&f, SheetStatus::Approved, vec![full(f.ada, s(50.0))]);
    sheet.ever_published = true;
    let reopened = sheet.clone();
    m.results
        .expect_sheet()
        .returning(move |_, _| Ok(Some(reopened.clone())));
    m.results.expect_frozen().returning(|_| Ok(Some(grading())));
    m.results
        .expect_set_status()
        .times(1)
        .withf(|_, _, _, from, to, _, audit, _| {
            *from == SheetStatus::Approved
                && *to == SheetStatus::Draft
                && audit.len() == 1
                && audit[0].what == "Mathematics: sheet"
                && audit[0].old_value == "approved"
                && audit[0].new_value == "draft (Ada's exam was 55.)"
        })
        .returning(|_, _, _, _, _, _, _, _| Ok(4));
    m.academics()
        .score_sheets
        .return_sheet(&admin(), f.cs, None, 3, "Ada's exam was 55.")
        .await
        .unwrap();

    // The draft's save writes one entry per changed cell, old and new as the sheet shows them.
    let mut m = mocks(&f, SheetStatus::Draft, vec![]);
    m.results.checkpoint();
    sheet.status = SheetStatus::Draft;
    m.results
        .expect_sheet()
        .returning(move |_, _| Ok(Some(sheet.clone())));
    m.results.expect_frozen().returning(|_| Ok(Some(grading())));
    let ada = f.ada;
    m.results
        .expect_save()
        .times(1)
        .withf(move |_, _, _, _, _, audit, _| {
            audit.len() == 2
                && audit.iter().all(|c| c.student_id == Some(ada))
                && audit[0].what == "Mathematics: Homework"
                && (audit[0].old_value.as_str(), audit[0].new_value.as_str()) == ("5", "ABS")
                && audit[1].what == "Mathematics: Exam"
                && (audit[1].old_value.as_str(), audit[1].new_value.as_str()) == ("50", "55")
        })
        .returning(|_, _, _, _, _, _, _| Ok(5));
    m.academics()
        .score_sheets
        .save(
            &admin(),
            f.cs,
            None,
            SheetSave {
                version: 3,
                rows: vec![row(f.ada, ["5", "ABS", "5"], "55")],
            },
        )
        .await
        .unwrap();
}
