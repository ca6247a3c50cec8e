//! Score sheets on a real, throwaway database (decisions/020): the first score freezes the
//! term's grading, a save from an older version is refused, a submitted sheet takes no scores,
//! a status change checks the version and is logged, and a sheet lists its class's students.

mod common;

use academics::{
    AcademicsError,
    results::{
        Band, Cell, Change, Frozen, Marks, ResultRepo, Scheme, SchemeComponent, SheetStatus,
        StoredRow,
    },
};
use common::{database, offers, school, terms};
use storage::PgResultRepo;
use time::OffsetDateTime;

fn grading(exam_max: u32) -> Frozen {
    Frozen {
        scheme: Scheme {
            components: vec![SchemeComponent {
                name: "Classwork".into(),
                max: 30,
            }],
            exam_max,
        },
        bands: vec![Band {
            letter: "A".into(),
            min: 0,
            max: 100,
        }],
        pass_mark: 40,
    }
}

#[tokio::test]
async fn a_save_of_empty_cells_freezes_nothing_and_the_first_score_does() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let term = terms(&register).await[0];
    let cs = offers(&register, s.a.id, Some(s.t1.id)).await;
    let repo = PgResultRepo::new(register.db.clone());
    let change = Change {
        by: s.t1.login.user_id,
        at: OffsetDateTime::now_utc(),
    };
    // A cell typed and cleared again: the autosave sends the row empty.
    let cleared = StoredRow {
        student_id: s.s1.id,
        ca: vec![Cell::Empty],
        exam: Cell::Empty,
    };
    let v1 = repo
        .save(cs, term, 0, vec![cleared], grading(60), vec![], change)
        .await
        .unwrap();
    assert_eq!(v1, 1);
    assert_eq!(
        repo.frozen(term).await.unwrap(),
        None,
        "the admin may still correct the scheme"
    );
    let scored = StoredRow {
        student_id: s.s1.id,
        ca: vec![Cell::Score(Marks(200))],
        exam: Cell::Empty,
    };
    repo.save(cs, term, 1, vec![scored], grading(70), vec![], change)
        .await
        .unwrap();
    assert_eq!(repo.frozen(term).await.unwrap(), Some(grading(70)));
}

#[tokio::test]
async fn a_sheet_is_saved_under_its_version_and_freezes_the_term_s_grading() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let term = terms(&register).await[0];
    let cs = offers(&register, s.a.id, Some(s.t1.id)).await;
    let repo = PgResultRepo::new(register.db.clone());
    let change = Change {
        by: s.t1.login.user_id,
        at: OffsetDateTime::now_utc(),
    };

    let empty = repo.sheet(cs, term).await.unwrap().unwrap();
    assert_eq!((empty.version, empty.status), (0, SheetStatus::Draft));
    assert_eq!(empty.teacher_user, Some(s.t1.login.user_id));
    let roster: Vec<_> = empty.roster.iter().map(|l| l.student_id).collect();
    assert_eq!(roster, [s.s1.id], "class A's one student");
    assert_eq!(repo.frozen(term).await.unwrap(), None);

    let row = StoredRow {
        student_id: s.s1.id,
        ca: vec![Cell::Score(Marks(255))],
        exam: Cell::Absent,
    };
    let v1 = repo
        .save(cs, term, 0, vec![row.clone()], grading(70), vec![], change)
        .await
        .unwrap();
    assert_eq!(v1, 1);
    // Frozen by the first score: a save checked against other settings (read before that
    // score landed) is refused and changes nothing; one checked against the term's grading
    // is taken.
    let other = repo
        .save(cs, term, 1, vec![row.clone()], grading(60), vec![], change)
        .await
        .unwrap_err();
    assert!(
        matches!(&other, AcademicsError::Conflict(m) if m.contains("marking scheme changed")),
        "{other:?}"
    );
    let v2 = repo
        .save(cs, term, 1, vec![row.clone()], grading(70), vec![], change)
        .await
        .unwrap();
    assert_eq!(v2, 2);
    assert_eq!(repo.frozen(term).await.unwrap(), Some(grading(70)));
    let stored = repo.sheet(cs, term).await.unwrap().unwrap();
    assert_eq!(stored.cells[&s.s1.id], row);

    // Another tab still holding version 1.
    let stale = repo
        .save(cs, term, 1, vec![row.clone()], grading(70), vec![], change)
        .await
        .unwrap_err();
    assert!(matches!(&stale, AcademicsError::Conflict(m) if m.contains("after you opened it")));

    // Submitted: the version is checked, no score is taken, the change is logged.
    assert!(
        repo.set_status(
            cs,
            term,
            1,
            SheetStatus::Draft,
            SheetStatus::Submitted,
            None,
            vec![],
            change
        )
        .await
        .is_err()
    );
    let v3 = repo
        .set_status(
            cs,
            term,
            2,
            SheetStatus::Draft,
            SheetStatus::Submitted,
            None,
            vec![],
            change,
        )
        .await
        .unwrap();
    let refused = repo
        .save(cs, term, v3, vec![row.clone()], grading(70), vec![], change)
        .await
        .unwrap_err();
    assert!(matches!(&refused, AcademicsError::Conflict(m) if m.contains("submitted")));
    repo.set_status(
        cs,
        term,
        v3,
        SheetStatus::Submitted,
        SheetStatus::Draft,
        Some("Check the exam column.".into()),
        vec![],
        change,
    )
    .await
    .unwrap();
    let returned = repo.sheet(cs, term).await.unwrap().unwrap();
    assert_eq!(returned.status, SheetStatus::Draft);
    assert_eq!(
        returned.returned_reason.as_deref(),
        Some("Check the exam column.")
    );
    let events: i64 = db
        .client()
        .await
        .query_one("SELECT count(*) FROM score_sheet_events", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(events, 2);
}
