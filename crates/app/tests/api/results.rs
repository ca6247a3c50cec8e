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
    let teacher_approves = app
        .post(&format!("{path}approve/"), teacher, &json!({"version": 5}))
        .await;
    assert_eq!(teacher_approves.status, 403);
    let approved = app
        .post(&format!("{path}approve/"), admin, &json!({"version": 5}))
        .await;
    assert_eq!(approved.body["status"], "approved", "{approved:?}");
}
