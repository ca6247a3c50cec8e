//! A class's term results on a real, throwaway database (decisions/021): read whole, published
//! only with every sheet approved at the version read, the cards stored as published with the
//! parents' notices, unpublished with the notices not yet sent withdrawn, term reports refused
//! while published, the audit log, and the comment bank.

mod common;

use std::collections::HashMap;

use academics::{
    AcademicsError,
    results::{
        Cell, Change, CommentKind, Frozen, Marks, NewBankComment, NewResultChange, PublishedFrom,
        Rating, RatingGroup, ReportCard, ReportRepo, ResultRepo, Scheme, SchemeComponent,
        SheetStatus, StoredReport, StoredRow,
    },
};
use common::{database, offers, school, terms};
use kernel::{
    ClassId, SessionId,
    outbox::{Channel, Event, NewNotification},
};
use storage::{PgReportRepo, PgResultRepo};
use time::OffsetDateTime;

/// What a publishing was composed from: the one sheet at `version`, no term report.
fn sheets_at(sheet: kernel::ClassSubjectId, version: i64) -> PublishedFrom {
    PublishedFrom {
        sheets: vec![(sheet, version)],
        reports: HashMap::new(),
    }
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
        bands: vec![academics::results::Band {
            letter: "A".into(),
            min: 0,
            max: 100,
        }],
        pass_mark: 40,
    }
}

fn card_of(class: &academics::results::ClassTerm, student: kernel::StudentId) -> ReportCard {
    ReportCard {
        student_id: student,
        name: "Ada".into(),
        admission_number: "2025/0001".into(),
        gender: String::new(),
        date_of_birth: None,
        photo_url: None,
        class_id: class.class_id,
        class_name: class.class_name.clone(),
        class_teacher_name: class.class_teacher_name.clone(),
        term_id: class.term_id,
        term_name: "First Term".into(),
        session_name: "2025/2026".into(),
        next_term_begins: None,
        components: vec![],
        exam_max: 60,
        earlier_terms: vec![],
        subjects: vec![],
        total: Some("75".into()),
        average: Some("75.00".into()),
        grade: Some("A".into()),
        remark: None,
        position: Some(1),
        out_of: 1,
        class_average: Some("75.00".into()),
        days_present: 0,
        days_open: 0,
        class_teacher_comment: String::new(),
        principal_comment: String::new(),
        ratings: vec![],
        published: true,
        published_at: Some(OffsetDateTime::now_utc()),
    }
}

#[tokio::test]
async fn a_class_is_published_whole_and_unpublished_to_correct_it() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let term = terms(&register).await[0];
    let session = SessionId::parse("2025-2026").unwrap();
    let cs = offers(&register, s.a.id, Some(s.t1.id)).await;
    let sheets = PgResultRepo::new(register.db.clone());
    let reports = PgReportRepo::new(register.db.clone());
    let change = Change {
        by: s.t1.login.user_id,
        at: OffsetDateTime::now_utc(),
    };
    let row = StoredRow {
        student_id: s.s1.id,
        ca: vec![Cell::Score(Marks(300))],
        exam: Cell::Score(Marks(450)),
    };
    let v1 = sheets
        .save(cs, term, 0, vec![row.clone()], grading(), vec![], change)
        .await
        .unwrap();

    // Read whole: the class teacher, the sheet, the student, the cells, the frozen grading.
    let class = reports
        .class_term(s.a.id, term, session.clone(), vec![])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(class.class_teacher_user, Some(s.t1.login.user_id));
    assert_eq!(class.frozen, Some(grading()));
    // A class that is not there reads as none (its six statements are sent together).
    assert!(
        reports
            .class_term(ClassId::generate(), term, session.clone(), vec![])
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(class.subjects.len(), 1);
    assert_eq!(
        (
            class.subjects[0].status,
            class.subjects[0].version,
            class.subjects[0].entered
        ),
        (SheetStatus::Draft, v1, 1)
    );
    assert_eq!(class.students.len(), 1);
    assert_eq!(class.cells[&(cs, s.s1.id)], row);
    assert_eq!(
        reports
            .student_class(s.s1.id, session.clone())
            .await
            .unwrap(),
        Some(s.a.id)
    );
    let board = reports.board(term).await.unwrap();
    assert_eq!(board.len(), 2, "both classes, with or without sheets");

    // A draft sheet: refused, nothing written.
    let card = card_of(&class, s.s1.id);
    let notice = |key: &str| NewNotification {
        id: uuid::Uuid::now_v7(),
        event: Event::ResultReleased,
        channel: Channel::Email,
        user_id: Some(s.p.login.user_id),
        recipient: "ngozi@example.com".into(),
        subject: "First Term results".into(),
        body: "Published.".into(),
        link: None,
        dedup_key: Some(key.to_owned()),
        created_at: OffsetDateTime::now_utc(),
        not_before: None,
    };
    let key = academics::results::result_key(term, s.s1.id, s.p.login.user_id) + ":email";
    let refused = reports
        .publish(
            s.a.id,
            term,
            sheets_at(cs, v1),
            vec![card.clone()],
            vec![notice(&key)],
            vec![],
            change,
        )
        .await
        .unwrap_err();
    assert!(
        matches!(refused, AcademicsError::Conflict(_)),
        "{refused:?}"
    );
    assert!(
        reports
            .published_card(s.s1.id, term)
            .await
            .unwrap()
            .is_none()
    );

    // Submitted and approved: published with its card and notice; the sheet is published.
    let v2 = sheets
        .set_status(
            cs,
            term,
            v1,
            SheetStatus::Draft,
            SheetStatus::Submitted,
            None,
            vec![],
            change,
        )
        .await
        .unwrap();
    let v3 = sheets
        .set_status(
            cs,
            term,
            v2,
            SheetStatus::Submitted,
            SheetStatus::Approved,
            None,
            vec![],
            change,
        )
        .await
        .unwrap();
    // A stale version (the sheet moved since it was read) is refused too.
    assert!(
        reports
            .publish(
                s.a.id,
                term,
                sheets_at(cs, v2),
                vec![card.clone()],
                vec![],
                vec![],
                change
            )
            .await
            .is_err()
    );
    // A term report saved after the cards were composed (from none) is not left out of them:
    // the publishing is refused, and taken once the cards are composed with it.
    let meanwhile = StoredReport {
        class_teacher_comment: "Saved meanwhile.".into(),
        ..StoredReport::default()
    };
    assert!(
        reports
            .save_report(
                s.s1.id,
                s.a.id,
                term,
                StoredReport::default(),
                meanwhile.clone(),
                vec![],
                change,
            )
            .await
            .unwrap()
    );
    let left_out = reports
        .publish(
            s.a.id,
            term,
            sheets_at(cs, v3),
            vec![card.clone()],
            vec![notice(&key)],
            vec![],
            change,
        )
        .await
        .unwrap_err();
    assert!(
        matches!(&left_out, AcademicsError::Conflict(m) if m.contains("term report")),
        "{left_out:?}"
    );
    let with_it = |version| PublishedFrom {
        reports: HashMap::from([(s.s1.id, meanwhile.clone())]),
        ..sheets_at(cs, version)
    };
    reports
        .publish(
            s.a.id,
            term,
            with_it(v3),
            vec![card.clone()],
            vec![notice(&key)],
            vec![],
            change,
        )
        .await
        .unwrap();
    assert_eq!(
        reports.published_card(s.s1.id, term).await.unwrap(),
        Some(card.clone())
    );
    let terms_seen = reports.card_terms(s.s1.id, true).await.unwrap();
    assert_eq!(terms_seen.len(), 1);
    assert!(terms_seen[0].published);
    assert_eq!(terms_seen[0].class_name, "Grade 1A");
    let after = sheets.sheet(cs, term).await.unwrap().unwrap();
    assert_eq!(after.status, SheetStatus::Published);
    assert!(after.ever_published);
    // Published twice: refused.
    assert!(
        reports
            .publish(
                s.a.id,
                term,
                sheets_at(cs, after.version),
                vec![card.clone()],
                vec![],
                vec![],
                change
            )
            .await
            .is_err()
    );
    // While published, the term report does not change.
    let report = StoredReport {
        class_teacher_comment: "A good term.".into(),
        principal_comment: String::new(),
        ratings: vec![Rating {
            group: RatingGroup::Affective,
            name: "Neatness".into(),
            value: Some(4),
        }],
    };
    let refused = reports
        .save_report(
            s.s1.id,
            s.a.id,
            term,
            StoredReport::default(),
            report.clone(),
            vec![],
            change,
        )
        .await
        .unwrap_err();
    assert!(
        matches!(refused, AcademicsError::Conflict(_)),
        "{refused:?}"
    );

    // Unpublished: the card is gone, the unsent e-mail withdrawn, the sheet approved again.
    let entry = NewResultChange {
        class_id: s.a.id,
        student_id: None,
        what: "Results".into(),
        old_value: "published".into(),
        new_value: "unpublished".into(),
    };
    reports
        .unpublish(s.a.id, term, vec![entry.clone()], change)
        .await
        .unwrap();
    assert!(
        reports
            .published_card(s.s1.id, term)
            .await
            .unwrap()
            .is_none()
    );
    assert!(reports.card_terms(s.s1.id, true).await.unwrap().is_empty());
    let staff_terms = reports.card_terms(s.s1.id, false).await.unwrap();
    assert_eq!(staff_terms.len(), 1);
    assert!(!staff_terms[0].published);
    let status: String = db
        .client()
        .await
        .query_one(
            "SELECT status FROM notifications WHERE dedup_key = $1",
            &[&key],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(status, "cancelled");
    // Published again: the withdrawn notice is written anew, unsent.
    let approved = sheets.sheet(cs, term).await.unwrap().unwrap();
    reports
        .publish(
            s.a.id,
            term,
            with_it(approved.version),
            vec![card.clone()],
            vec![notice(&key)],
            vec![],
            change,
        )
        .await
        .unwrap();
    let status: String = db
        .client()
        .await
        .query_one(
            "SELECT status FROM notifications WHERE dedup_key = $1",
            &[&key],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(status, "pending");
    reports
        .unpublish(s.a.id, term, vec![], change)
        .await
        .unwrap();
    assert_eq!(
        sheets.sheet(cs, term).await.unwrap().unwrap().status,
        SheetStatus::Approved
    );
    assert!(
        reports
            .unpublish(s.a.id, term, vec![], change)
            .await
            .is_err(),
        "not published"
    );
    // Now the term report changes, and the change is in the log.
    let comment = NewResultChange {
        class_id: s.a.id,
        student_id: Some(s.s1.id),
        what: "Class teacher's comment".into(),
        old_value: String::new(),
        new_value: "A good term.".into(),
    };
    let saved = reports
        .save_report(
            s.s1.id,
            s.a.id,
            term,
            meanwhile.clone(),
            report.clone(),
            vec![comment],
            change,
        )
        .await
        .unwrap();
    assert!(saved);
    // A second save made from the report as it was before that one (the principal's, begun
    // while the class teacher saved) stores nothing: its maker applies it again to this one.
    let overtaken = reports
        .save_report(
            s.s1.id,
            s.a.id,
            term,
            StoredReport::default(),
            StoredReport {
                principal_comment: "Well done.".into(),
                ..StoredReport::default()
            },
            vec![],
            change,
        )
        .await
        .unwrap();
    assert!(!overtaken);
    let class = reports
        .class_term(s.a.id, term, session, vec![])
        .await
        .unwrap()
        .unwrap();
    assert_eq!(class.reports[&s.s1.id], report);
    assert!(class.publication.is_some_and(|p| !p.published));
    let page = reports
        .changes(s.a.id, term, kernel::PageRequest::default())
        .await
        .unwrap();
    assert_eq!(page.count, 2);
    let log = page.results;
    assert_eq!(log.len(), 2, "{log:?}");
    assert_eq!(log[0].what, "Class teacher's comment");
    assert!(log[0].student_name.is_some());
    assert_eq!(
        (log[1].old_value.as_str(), log[1].new_value.as_str()),
        ("published", "unpublished")
    );
    assert!(log[1].changed_by.is_some());
    // A page at a time, counted whole: every change can be reached, however many.
    let second = reports
        .changes(s.a.id, term, kernel::PageRequest { page: 2, size: 1 })
        .await
        .unwrap();
    assert_eq!(second.count, 2);
    assert_eq!(second.results.len(), 1);
    assert_eq!(second.results[0].new_value, "unpublished");
}

#[tokio::test]
async fn the_comment_bank_keeps_each_comment_once() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let reports = PgReportRepo::new(register.db.clone());
    let change = Change {
        by: s.t1.login.user_id,
        at: OffsetDateTime::now_utc(),
    };
    let added = reports
        .add_comment(
            NewBankComment {
                kind: CommentKind::ClassTeacher,
                body: "A hardworking pupil.".into(),
            },
            change,
        )
        .await
        .unwrap();
    let again = reports
        .add_comment(
            NewBankComment {
                kind: CommentKind::ClassTeacher,
                body: "a hardworking pupil.".into(),
            },
            change,
        )
        .await
        .unwrap_err();
    assert!(matches!(again, AcademicsError::Conflict(_)), "{again:?}");
    // The same words as the principal's are another comment.
    reports
        .add_comment(
            NewBankComment {
                kind: CommentKind::Principal,
                body: "A hardworking pupil.".into(),
            },
            change,
        )
        .await
        .unwrap();
    assert_eq!(reports.comments().await.unwrap().len(), 2);
    assert!(reports.delete_comment(added.id).await.unwrap());
    assert!(!reports.delete_comment(added.id).await.unwrap());
}
