//! `/api/score-sheets/` (decisions/020): the subject teacher enters scores the server totals,
//! grades and places; a save from an older version and a wrong cell are refused; the sheet goes
//! to an admin who returns it once and approves it; families and other teachers never see it.

use serde_json::json;
use test_support::{a_school, spawn_app};

use crate::helpers::{mathematics_of, refused_on};

#[tokio::test]
async fn a_subject_teacher_fills_a_sheet_an_admin_returns_it_once_and_approves_it() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let teacher = Some(school.teacher.token.as_str());
    let maths = mathematics_of(&app, &school, school.class.id).await;
    let assigned = app
        .patch(
            &format!("/api/class-subjects/{maths}/"),
            admin,
            &json!({"teacher_id": school.teacher.record_id}),
        )
        .await;
    assert_eq!(assigned.status, 200, "{assigned:?}");
    let path = format!("/api/score-sheets/{maths}/");

    let sheet = app.get(&path, teacher).await;
    assert_eq!(sheet.status, 200, "{sheet:?}");
    assert_eq!(sheet.body["version"], 0);
    assert_eq!(sheet.body["status"], "draft");
    assert_eq!(sheet.body["frozen"], false);
    assert_eq!(sheet.body["components"].as_array().unwrap().len(), 3);
    assert_eq!(sheet.body["exam_max"], 70);
    let lines = sheet.body["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "the class's one student");
    assert_eq!(lines[0]["student_id"], json!(school.student.record_id));

    let row = |ca: [&str; 3], exam: &str| json!({"student_id": school.student.record_id, "ca": ca, "exam": exam});
    let saved = app
        .patch(
            &path,
            teacher,
            &json!({"version": 0, "rows": [row(["8", "9.5", "ABS"], "50")]}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    let line = &saved.body["lines"][0];
    assert_eq!(line["ca"], json!(["8", "9.5", "ABS"]));
    assert_eq!(
        (&line["total"], &line["grade"], &line["position"]),
        (&json!("67.5"), &json!("B"), &json!(1))
    );
    assert_eq!(saved.body["version"], 1);
    assert_eq!(saved.body["frozen"], true);
    // Another tab still on version 0, and a cell over its column's maximum.
    let stale = app
        .patch(&path, teacher, &json!({"version": 0, "rows": []}))
        .await;
    assert_eq!(stale.status, 409, "{stale:?}");
    refused_on(
        &app.patch(
            &path,
            teacher,
            &json!({"version": 1, "rows": [row(["11", "", ""], "")]}),
        )
        .await,
        "rows.0.ca.0",
    );
    // Families and other teachers: no such sheet.
    for token in [
        &school.parent.token,
        &school.student.token,
        &school.other_teacher.token,
    ] {
        assert_eq!(app.get(&path, Some(token)).await.status, 404);
    }

    let submitted = app
        .post(&format!("{path}submit/"), teacher, &json!({"version": 1}))
        .await;
    assert_eq!(submitted.body["status"], "submitted", "{submitted:?}");
    assert_eq!(submitted.body["editable"], false);
    let returned = app
        .post(
            &format!("{path}return/"),
            admin,
            &json!({"version": 2, "reason": "Check the projects column."}),
        )
        .await;
    assert_eq!(returned.body["status"], "draft", "{returned:?}");
    assert_eq!(
        returned.body["returned_reason"],
        "Check the projects column."
    );
    // The board marks it returned, for the teacher's list of sheets, until it is sent again.
    let board_says = |board: &serde_json::Value| {
        board["classes"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|c| c["sheets"].as_array().unwrap())
            .find(|s| s["class_subject_id"] == json!(maths))
            .map(|s| (s["status"].clone(), s["returned"].clone()))
    };
    let board = app.get("/api/results/board/", teacher).await;
    assert_eq!(
        board_says(&board.body),
        Some((json!("draft"), json!(true))),
        "{board:?}"
    );
    // The teacher corrects it and submits again; the admin approves.
    let corrected = app
        .patch(
            &path,
            teacher,
            &json!({"version": 3, "rows": [row(["8", "9.5", "7"], "50")]}),
        )
        .await;
    assert_eq!(corrected.body["lines"][0]["total"], "74.5", "{corrected:?}");
    app.post(&format!("{path}submit/"), teacher, &json!({"version": 4}))
        .await;
    let board = app.get("/api/results/board/", teacher).await;
    assert_eq!(
        board_says(&board.body),
        Some((json!("submitted"), json!(false))),
        "{board:?}"
    );
    let teacher_approves = app
        .post(&format!("{path}approve/"), teacher, &json!({"version": 5}))
        .await;
    assert_eq!(teacher_approves.status, 403);
    let approved = app
        .post(&format!("{path}approve/"), admin, &json!({"version": 5}))
        .await;
    assert_eq!(approved.body["status"], "approved", "{approved:?}");
}

/// The class's sheet filled by its teacher (74 for the one student), submitted and approved.
pub(crate) async fn an_approved_sheet(
    app: &test_support::TestApp,
    school: &test_support::School,
) -> String {
    let admin = Some(school.admin.token.as_str());
    let teacher = Some(school.teacher.token.as_str());
    let maths = mathematics_of(app, school, school.class.id).await;
    let path = format!("/api/score-sheets/{maths}/");
    let row = json!({"student_id": school.student.record_id, "ca": ["8", "9", "7"], "exam": "50"});
    let saved = app
        .patch(&path, teacher, &json!({"version": 0, "rows": [row]}))
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    app.post(&format!("{path}submit/"), teacher, &json!({"version": 1}))
        .await;
    let approved = app
        .post(&format!("{path}approve/"), admin, &json!({"version": 2}))
        .await;
    assert_eq!(approved.body["status"], "approved", "{approved:?}");
    path
}

#[tokio::test]
async fn families_see_a_report_card_only_once_its_class_is_published() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let teacher = Some(school.teacher.token.as_str());
    let parent = Some(school.parent.token.as_str());
    let sheet = an_approved_sheet(&app, &school).await;
    let card_path = format!("/api/results/students/{}/", school.student.record_id);
    let class_path = format!("/api/results/classes/{}/", school.class.id);

    // Not published: the parent and the student see nothing; the class teacher and admins do.
    assert_eq!(app.get(&card_path, parent).await.status, 404);
    assert_eq!(
        app.get(&card_path, Some(&school.student.token))
            .await
            .status,
        404
    );
    let terms = app.get(&format!("{card_path}terms/"), parent).await;
    assert_eq!(terms.body["count"], 0, "{terms:?}");
    let preview = app.get(&card_path, teacher).await;
    assert_eq!(preview.status, 200, "{preview:?}");
    assert_eq!(preview.body["published"], false);
    assert_eq!(preview.body["total"], "74");
    assert_eq!(
        app.get(&card_path, Some(&school.other_teacher.token))
            .await
            .status,
        404
    );

    // The class teacher writes a comment and a rating; the principal's comment is not theirs.
    let written = app
        .patch(
            &card_path,
            teacher,
            &json!({"class_teacher_comment": "A careful worker.",
                    "ratings": [{"group": "affective", "name": "Neatness", "value": 5}]}),
        )
        .await;
    assert_eq!(written.status, 200, "{written:?}");
    assert_eq!(written.body["class_teacher_comment"], "A careful worker.");
    refused_on(
        &app.patch(
            &card_path,
            teacher,
            &json!({"principal_comment": "Well done."}),
        )
        .await,
        "principal_comment",
    );

    // Published: the board says so, the parent reads the card and is told in the portal.
    let board = app.get("/api/results/board/", admin).await;
    assert_eq!(board.status, 200, "{board:?}");
    let class = board.body["classes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["class_id"] == json!(school.class.id))
        .unwrap()
        .clone();
    assert_eq!(class["ready"], true, "{class:?}");
    assert_eq!(
        app.post(&format!("{class_path}publish/"), teacher, &json!({}))
            .await
            .status,
        403
    );
    let published = app
        .post(&format!("{class_path}publish/"), admin, &json!({}))
        .await;
    assert_eq!(published.status, 200, "{published:?}");
    assert_eq!(published.body["published"], true);
    let card = app.get(&card_path, parent).await;
    assert_eq!(card.status, 200, "{card:?}");
    assert_eq!(
        (
            &card.body["total"],
            &card.body["position"],
            &card.body["out_of"]
        ),
        (&json!("74"), &json!(1), &json!(1))
    );
    assert_eq!(card.body["published"], true);
    assert_eq!(card.body["class_teacher_comment"], "A careful worker.");
    assert_eq!(
        app.get(&card_path, Some(&school.other_parent.token))
            .await
            .status,
        404
    );
    let inbox = app.get("/api/notifications/", parent).await;
    assert!(
        inbox.body["results"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n["subject"].as_str().unwrap().contains("results")),
        "{inbox:?}"
    );
    // Published: nothing changes until it is unpublished.
    let locked = app
        .patch(
            &card_path,
            teacher,
            &json!({"class_teacher_comment": "Changed."}),
        )
        .await;
    assert_eq!(locked.status, 409, "{locked:?}");

    // Unpublished to correct it: families see nothing again; the correction is logged.
    let unpublished = app
        .post(&format!("{class_path}unpublish/"), admin, &json!({}))
        .await;
    assert_eq!(unpublished.body["published"], false, "{unpublished:?}");
    assert_eq!(app.get(&card_path, parent).await.status, 404);
    let current = app.get(&sheet, admin).await;
    assert_eq!(current.body["status"], "approved");
    let version = current.body["version"].as_i64().unwrap();
    let reopened = app
        .post(
            &format!("{sheet}return/"),
            admin,
            &json!({"version": version, "reason": "The exam was 52."}),
        )
        .await;
    assert_eq!(reopened.body["status"], "draft", "{reopened:?}");
    let row = json!({"student_id": school.student.record_id, "ca": ["8", "9", "7"], "exam": "52"});
    let corrected = app
        .patch(
            &sheet,
            teacher,
            &json!({"version": version + 1, "rows": [row]}),
        )
        .await;
    assert_eq!(corrected.body["lines"][0]["total"], "76", "{corrected:?}");
    let log = app.get(&format!("{class_path}changes/"), admin).await;
    let whats: Vec<&str> = log.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["what"].as_str().unwrap())
        .collect();
    assert_eq!(
        whats,
        ["Mathematics: Exam", "Mathematics: sheet", "Results"],
        "{log:?}"
    );
    assert_eq!(log.body["results"][0]["old_value"], "50");
    assert_eq!(log.body["results"][0]["new_value"], "52");
    assert_eq!(
        app.get(&format!("{class_path}changes/"), teacher)
            .await
            .status,
        403
    );

    // The broadsheet, for the class teacher and admins.
    let csv = app
        .get(&format!("{class_path}broadsheet/export/"), teacher)
        .await;
    assert_eq!(csv.status, 200, "{csv:?}");
    assert!(csv.text.contains(",76,76,76.00,A,1 of 1"), "{}", csv.text);
    assert_eq!(
        app.get(
            &format!("{class_path}broadsheet/"),
            Some(&school.other_teacher.token)
        )
        .await
        .status,
        404
    );
}
