//! `/api/exams/` and `/api/exam-schedules/` (decisions/018): an admin drafts an exam, builds its
//! schedule, meets a clash the database refuses with a sentence naming the paper already there,
//! publishes it, and the students and parents of its classes are told and see their papers.

use serde_json::{Value, json};
use test_support::{a_school, spawn_app};

use crate::helpers::{listed, mathematics_of, refused_on};

const EXAMS: &str = "/api/exams/";
const PAPERS: &str = "/api/exam-schedules/";

fn paper(exam: &str, subject: &str, start: &str, end: &str, room: &str) -> Value {
    json!({"exam_id": exam, "class_subject_id": subject, "date": "2026-12-07",
           "start_time": start, "end_time": end, "room": room})
}

#[tokio::test]
async fn an_admin_schedules_an_exam_and_publishing_tells_its_classes() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let maths = mathematics_of(&app, &school, school.class.id).await;
    let other_maths = mathematics_of(&app, &school, school.other_class.id).await;

    let exam = app
        .post(
            EXAMS,
            admin,
            &json!({"name": "First Term Examination", "kind": "exam",
                    "start_date": "2026-12-07", "end_date": "2026-12-11"}),
        )
        .await;
    assert_eq!(exam.status, 201, "{exam:?}");
    assert_eq!(exam.body["status"], "draft");
    assert_eq!(exam.body["papers"], 0);
    let exam_id = exam.body["id"].as_str().unwrap().to_owned();
    // The same name twice in a term is refused on the name.
    refused_on(
        &app.post(
            EXAMS,
            admin,
            &json!({"name": "first term examination", "kind": "test",
                    "start_date": "2026-12-07", "end_date": "2026-12-07"}),
        )
        .await,
        "name",
    );
    // Nothing to publish yet.
    let empty = app
        .post(&format!("{EXAMS}{exam_id}/publish/"), admin, &json!({}))
        .await;
    assert_eq!(empty.status, 409, "{empty:?}");

    let first = app
        .post(
            PAPERS,
            admin,
            &paper(&exam_id, &maths, "09:00", "11:00", "Hall A"),
        )
        .await;
    assert_eq!(first.status, 201, "{first:?}");
    assert_eq!(
        first.body["invigilator_id"],
        json!(school.teacher.record_id),
        "the subject's teacher"
    );
    // The hall is taken: the answer names the paper already there.
    let clash = app
        .post(
            PAPERS,
            admin,
            &paper(&exam_id, &other_maths, "10:00", "12:00", "hall a"),
        )
        .await;
    assert_eq!(clash.status, 409, "{clash:?}");
    let detail = clash.body["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("Hall A is already in use for ")
            && detail.contains(" Mathematics on Monday 7 December 2026 09:00-11:00."),
        "{detail}"
    );
    // Resolved: another room.
    let second = app
        .post(
            PAPERS,
            admin,
            &paper(&exam_id, &other_maths, "10:00", "12:00", "Hall B"),
        )
        .await;
    assert_eq!(second.status, 201, "{second:?}");
    // A day outside the exam is refused on the date.
    let mut late = paper(&exam_id, &maths, "09:00", "10:00", "");
    late["date"] = json!("2026-12-14");
    refused_on(&app.post(PAPERS, admin, &late).await, "date");

    // Before publishing, only the office sees the exam.
    assert!(listed(&app.get(PAPERS, Some(&school.student.token)).await).is_empty());
    let hidden = app
        .get(&format!("{EXAMS}{exam_id}/"), Some(&school.parent.token))
        .await;
    assert_eq!(hidden.status, 404, "{hidden:?}");

    let published = app
        .post(&format!("{EXAMS}{exam_id}/publish/"), admin, &json!({}))
        .await;
    assert_eq!(published.status, 200, "{published:?}");
    assert_eq!(published.body["exam"]["status"], "scheduled");
    assert!(
        published.body["messages"].as_u64().unwrap() >= 4,
        "{published:?}"
    );
    let again = app
        .post(&format!("{EXAMS}{exam_id}/publish/"), admin, &json!({}))
        .await;
    assert_eq!(again.status, 409, "{again:?}");

    // Each family sees its own class's paper, and is told in the portal.
    let theirs = listed(&app.get(PAPERS, Some(&school.student.token)).await);
    assert_eq!(theirs.len(), 1);
    assert_eq!(theirs[0]["subject_name"], "Mathematics");
    assert_eq!(theirs[0]["room"], "Hall A");
    let others = listed(&app.get(PAPERS, Some(&school.other_parent.token)).await);
    assert_eq!(others.len(), 1);
    assert_eq!(others[0]["room"], "Hall B");
    let inbox = app
        .get("/api/notifications/", Some(&school.parent.token))
        .await;
    let subject = inbox.body["results"][0]["subject"].as_str().unwrap_or("");
    assert!(
        subject.starts_with("First Term Examination timetable for"),
        "{inbox:?}"
    );
    assert_eq!(
        app.get("/api/notifications/", Some(&school.teacher.token))
            .await
            .body["count"],
        0,
        "teachers are not told"
    );

    // A published exam is withdrawn before it can be deleted.
    let refused = app.delete(&format!("{EXAMS}{exam_id}/"), admin).await;
    assert_eq!(refused.status, 409, "{refused:?}");
    let withdrawn = app
        .patch(
            &format!("{EXAMS}{exam_id}/"),
            admin,
            &json!({"status": "draft"}),
        )
        .await;
    assert_eq!(withdrawn.status, 200, "{withdrawn:?}");
    let deleted = app.delete(&format!("{EXAMS}{exam_id}/"), admin).await;
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(listed(&app.get(PAPERS, admin).await).is_empty());
}
