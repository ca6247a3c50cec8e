//! `/api/attendance/` (decisions/019): a class teacher marks the register, a retried save is
//! taken once, a correction is counted, other teachers and families cannot mark it, and a
//! parent reads their child's days in the term.

use serde_json::{Value, json};
use test_support::{a_school, spawn_app};

use crate::helpers::refused_on;

#[tokio::test]
async fn a_class_teacher_marks_the_register_once_however_often_it_is_sent() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let teacher = Some(school.teacher.token.as_str());

    // The current term runs from four weeks ago to two months ahead.
    let today = time::OffsetDateTime::now_utc().date();
    let terms = app.get("/api/terms/", admin).await;
    let term = terms.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["is_current"] == true)
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let dated = app
        .patch(
            &format!("/api/terms/{term}/"),
            admin,
            &json!({"start_date": kernel::dates::format(today - time::Duration::days(28)),
                    "end_date": kernel::dates::format(today + time::Duration::days(60))}),
        )
        .await;
    assert_eq!(dated.status, 200, "{dated:?}");
    let mut day = today;
    while matches!(
        day.weekday(),
        time::Weekday::Saturday | time::Weekday::Sunday
    ) {
        day = day.previous_day().unwrap();
    }
    let mut weekend = today;
    while !matches!(weekend.weekday(), time::Weekday::Saturday) {
        weekend = weekend.previous_day().unwrap();
    }
    let path = |d: time::Date| {
        format!(
            "/api/attendance/register/?class_id={}&date={}",
            school.class.id,
            kernel::dates::format(d)
        )
    };

    let register = app.get(&path(day), teacher).await;
    assert_eq!(register.status, 200, "{register:?}");
    let lines = register.body["lines"].as_array().unwrap().clone();
    assert_eq!(lines.len(), 1, "the class's one student");
    assert_eq!(lines[0]["student_id"], json!(school.student.record_id));
    assert_eq!(lines[0]["status"], Value::Null);
    refused_on(&app.get(&path(weekend), teacher).await, "date");
    // Another class's teacher, and the families, are told there is no such class.
    for token in [&school.other_teacher.token, &school.parent.token] {
        assert_eq!(app.get(&path(day), Some(token)).await.status, 404);
    }

    let body = |status: &str, key: &str| {
        json!({"class_id": school.class.id, "date": kernel::dates::format(day),
               "marks": [{"student_id": school.student.record_id, "status": status}],
               "reason": "Arrived after the register", "idempotency_key": key})
    };
    let saved = app
        .post(
            "/api/attendance/register/",
            teacher,
            &body("absent", "first-save-1"),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    assert_eq!(
        (saved.body["new"].as_u64(), saved.body["repeated"].as_bool()),
        (Some(1), Some(false))
    );
    assert_eq!(saved.body["register"]["lines"][0]["status"], "absent");
    // The phone sends it again: nothing changes.
    let again = app
        .post(
            "/api/attendance/register/",
            teacher,
            &body("present", "first-save-1"),
        )
        .await;
    assert_eq!(again.body["repeated"], true, "{again:?}");
    assert_eq!(again.body["register"]["lines"][0]["status"], "absent");
    // A correction.
    let corrected = app
        .post(
            "/api/attendance/register/",
            teacher,
            &body("late", "second-save"),
        )
        .await;
    assert_eq!(corrected.body["changed"], 1, "{corrected:?}");
    // A register that leaves a student out is refused.
    refused_on(
        &app.post(
            "/api/attendance/register/",
            teacher,
            &json!({"class_id": school.class.id, "date": kernel::dates::format(day),
                    "marks": [], "idempotency_key": "third-save"}),
        )
        .await,
        "marks",
    );

    let tally = app
        .get(
            &format!(
                "/api/attendance/tally/?student_id={}",
                school.student.record_id
            ),
            Some(&school.parent.token),
        )
        .await;
    assert_eq!(tally.status, 200, "{tally:?}");
    assert_eq!(tally.body["late"], 1);
    assert_eq!(tally.body["absent"], 0);
    assert!(tally.body["days_open"].as_u64().unwrap() >= 19, "{tally:?}");
    let other = app
        .get(
            &format!(
                "/api/attendance/tally/?student_id={}",
                school.student.record_id
            ),
            Some(&school.other_parent.token),
        )
        .await;
    assert_eq!(other.status, 404, "another family's child");
}
