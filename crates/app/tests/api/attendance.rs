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

    let (day, weekend) = date_the_term(&app, admin).await;
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

/// The current term's id.
async fn current_term(app: &test_support::TestApp, admin: Option<&str>) -> String {
    let terms = app.get("/api/terms/", admin).await;
    terms.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["is_current"] == true)
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Dates the current term from four weeks ago to two months ahead; answers the latest weekday
/// up to today (the latest school day) and the latest Saturday.
async fn date_the_term(
    app: &test_support::TestApp,
    admin: Option<&str>,
) -> (time::Date, time::Date) {
    // The current term runs from four weeks ago to two months ahead.
    let today = time::OffsetDateTime::now_utc().date();
    let term = current_term(app, admin).await;
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
    (day, weekend)
}

#[tokio::test]
async fn an_absence_tells_the_parent_and_admins_read_the_school_s_day_range_month_and_log() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let teacher = Some(school.teacher.token.as_str());
    let parent = Some(school.parent.token.as_str());
    let (day, _) = date_the_term(&app, admin).await;
    let date = kernel::dates::format(day);
    let mark = |status: &str, key: &str| {
        json!({"class_id": school.class.id, "date": date,
               "marks": [{"student_id": school.student.record_id, "status": status}],
               "reason": "Checked again", "idempotency_key": key})
    };
    let inbox = || async {
        let answer = app.get("/api/notifications/", parent).await;
        assert_eq!(answer.status, 200, "{answer:?}");
        answer.body["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["subject"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };

    // The latest school day's register marks the child absent, twice: one notice.
    for key in ["absent-save-1", "absent-save-2"] {
        let saved = app
            .post("/api/attendance/register/", teacher, &mark("absent", key))
            .await;
        assert_eq!(saved.status, 200, "{saved:?}");
    }
    let subjects = inbox().await;
    assert_eq!(subjects.len(), 1, "{subjects:?}");
    assert!(subjects[0].ends_with("was absent today"), "{subjects:?}");
    // Corrected before it was read: the notice is withdrawn.
    app.post(
        "/api/attendance/register/",
        teacher,
        &mark("late", "late-save-1"),
    )
    .await;
    assert!(inbox().await.is_empty());
    app.post(
        "/api/attendance/register/",
        teacher,
        &mark("absent", "absent-save-3"),
    )
    .await;
    assert_eq!(inbox().await.len(), 1);

    // The school's day: the class marked, the other class not.
    let today = app
        .get(&format!("/api/attendance/day/?date={date}"), admin)
        .await;
    assert_eq!(today.status, 200, "{today:?}");
    assert_eq!(today.body["closed"], Value::Null);
    let classes = today.body["classes"].as_array().unwrap();
    let line = classes
        .iter()
        .find(|c| c["class_id"] == json!(school.class.id))
        .unwrap();
    assert_eq!(
        (line["absent"].as_u64(), line["marked"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(line["rate"], 0);
    assert!(today.body["not_marked"].as_u64().unwrap() >= 1);
    assert_eq!(app.get("/api/attendance/day/", teacher).await.status, 403);

    // A class's range and month, with their CSV.
    let summary = app
        .get(
            &format!(
                "/api/attendance/summary/?class_id={}&from={date}&to={date}",
                school.class.id
            ),
            teacher,
        )
        .await;
    assert_eq!(summary.status, 200, "{summary:?}");
    assert_eq!(summary.body["days_open"], 1);
    assert_eq!(summary.body["students"][0]["tally"]["absent"], 1);
    let csv = app
        .get(
            &format!(
                "/api/attendance/summary/export/?class_id={}&from={date}&to={date}",
                school.class.id
            ),
            admin,
        )
        .await;
    assert_eq!(csv.status, 200);
    assert!(csv.header("content-type").starts_with("text/csv"));
    let month = &date[..7];
    let sheet = app
        .get(
            &format!(
                "/api/attendance/month/?class_id={}&month={month}",
                school.class.id
            ),
            admin,
        )
        .await;
    assert_eq!(sheet.status, 200, "{sheet:?}");
    let days = sheet.body["days"].as_array().unwrap();
    let at = days.iter().position(|d| d == &json!(date)).unwrap();
    assert_eq!(sheet.body["lines"][0]["marks"][at], "absent");
    refused_on(
        &app.get(
            &format!(
                "/api/attendance/month/?class_id={}&month=soon",
                school.class.id
            ),
            admin,
        )
        .await,
        "month",
    );
    // Another class's teacher and the families are told there is no such class.
    for token in [&school.other_teacher.token, &school.parent.token] {
        let answer = app
            .get(
                &format!("/api/attendance/summary/?class_id={}", school.class.id),
                Some(token),
            )
            .await;
        assert_eq!(answer.status, 404, "{answer:?}");
    }

    // The parent's calendar of their child, not of another family's.
    let days = app
        .get(
            &format!(
                "/api/attendance/student/?student_id={}",
                school.student.record_id
            ),
            parent,
        )
        .await;
    assert_eq!(days.status, 200, "{days:?}");
    assert!(
        days.body["marks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["date"] == json!(date) && m["status"] == "absent")
    );
    assert_eq!(days.body["tally"]["absent"], 1);
    assert_eq!(
        app.get(
            &format!(
                "/api/attendance/student/?student_id={}",
                school.student.record_id
            ),
            Some(&school.other_parent.token),
        )
        .await
        .status,
        404
    );

    // The corrections, for admins only.
    let log = app
        .get(
            &format!(
                "/api/attendance/changes/?student_id={}",
                school.student.record_id
            ),
            admin,
        )
        .await;
    assert_eq!(log.status, 200, "{log:?}");
    let steps: Vec<_> = log
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            format!(
                "{} -> {}",
                c["from_status"].as_str().unwrap(),
                c["to_status"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(steps, ["late -> absent", "absent -> late"]);
    assert_eq!(log.body[0]["reason"], "Checked again");
    assert_eq!(
        app.get(
            &format!(
                "/api/attendance/changes/?student_id={}",
                school.student.record_id
            ),
            teacher,
        )
        .await
        .status,
        403
    );

    // The day is made a holiday afterwards (Founders' Day): its absence stays on record but
    // leaves the child's figures, on the calendar, the tally and the family's dashboard alike.
    let term = current_term(&app, admin).await;
    let holiday = app
        .put(
            "/api/attendance/holidays/",
            admin,
            &json!({"term_id": term, "items": [{"date": date, "name": "Founders' Day"}]}),
        )
        .await;
    assert_eq!(holiday.status, 200, "{holiday:?}");
    let student = school.student.record_id;
    let days = app
        .get(
            &format!("/api/attendance/student/?student_id={student}"),
            parent,
        )
        .await;
    assert_eq!(days.body["tally"]["absent"], 0, "{days:?}");
    let tally = app
        .get(
            &format!("/api/attendance/tally/?student_id={student}"),
            parent,
        )
        .await;
    assert_eq!(tally.status, 200, "{tally:?}");
    assert_eq!(tally.body["absent"], 0, "{tally:?}");
    let board = app.get("/api/dashboard/", parent).await;
    assert_eq!(board.status, 200, "{board:?}");
    let child = board.body["children"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["student_id"] == json!(student))
        .unwrap();
    assert_eq!(child["absent"], 0, "{board:?}");
}
