//! `/api/lessons/` (decisions/017): an admin builds a class's Monday, meets clashes the
//! database refuses with a sentence naming the lesson already there, and each person sees the
//! lessons of their reach.

use serde_json::{Value, json};
use test_support::{a_school, spawn_app};

use crate::helpers::{listed, mathematics_of, refused_on};

const LESSONS: &str = "/api/lessons/";

fn monday(subject: &str, start: &str, end: &str) -> Value {
    json!({"class_subject_id": subject, "weekday": "monday", "start_time": start, "end_time": end})
}

fn names(answer: &test_support::Answer) -> Vec<String> {
    listed(answer)
        .iter()
        .map(|l| {
            format!(
                "{} {}",
                l["class_name"].as_str().unwrap(),
                l["start_time"].as_str().unwrap()
            )
        })
        .collect()
}

#[tokio::test]
async fn an_admin_builds_a_monday_and_each_person_sees_the_lessons_of_their_reach() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let maths = mathematics_of(&app, &school, school.class.id).await;

    let first = app
        .post(LESSONS, admin, &monday(&maths, "08:00", "08:40"))
        .await;
    assert_eq!(first.status, 201, "{first:?}");
    assert_eq!(
        first.body["teacher_id"],
        json!(school.teacher.record_id),
        "the subject's teacher"
    );
    assert_eq!(first.body["start_time"], "08:00");

    // The class cannot be in two lessons at once; the answer names the lesson already there.
    let clash = app
        .post(LESSONS, admin, &monday(&maths, "08:20", "09:00"))
        .await;
    assert_eq!(clash.status, 409, "{clash:?}");
    let detail = clash.body["detail"].as_str().unwrap();
    assert!(
        detail.contains("already has Mathematics on Monday 08:00-08:40"),
        "{detail}"
    );
    // Resolved: the next period.
    let second = app
        .post(LESSONS, admin, &monday(&maths, "08:40", "09:20"))
        .await;
    assert_eq!(second.status, 201, "{second:?}");

    // A lesson that ends before it starts is refused on the field.
    refused_on(
        &app.post(LESSONS, admin, &monday(&maths, "10:00", "09:00"))
            .await,
        "end_time",
    );

    assert_eq!(
        names(&app.get(LESSONS, Some(&school.teacher.token)).await).len(),
        2
    );
    assert!(names(&app.get(LESSONS, Some(&school.other_teacher.token)).await).is_empty());
    assert_eq!(
        names(&app.get(LESSONS, Some(&school.student.token)).await).len(),
        2
    );
    assert_eq!(
        names(&app.get(LESSONS, Some(&school.parent.token)).await).len(),
        2
    );
    assert!(names(&app.get(LESSONS, Some(&school.other_parent.token)).await).is_empty());
    let id = first.body["id"].as_str().unwrap();
    let theirs = app
        .get(
            &format!("{LESSONS}{id}/"),
            Some(&school.other_student.token),
        )
        .await;
    assert_eq!(theirs.status, 404, "{theirs:?}");
}

#[tokio::test]
async fn a_teacher_in_two_classes_at_once_is_refused_and_a_term_copies_once() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let maths = mathematics_of(&app, &school, school.class.id).await;
    let other_maths = mathematics_of(&app, &school, school.other_class.id).await;
    let made = app
        .post(LESSONS, admin, &monday(&maths, "08:00", "08:40"))
        .await;
    assert_eq!(made.status, 201, "{made:?}");

    let mut borrowed = monday(&other_maths, "08:10", "08:50");
    borrowed["teacher_id"] = json!(school.teacher.record_id);
    let clash = app.post(LESSONS, admin, &borrowed).await;
    assert_eq!(clash.status, 409, "{clash:?}");
    let detail = clash.body["detail"].as_str().unwrap();
    assert!(detail.contains("already teaches"), "{detail}");
    assert!(
        detail.contains("Mathematics on Monday 08:00-08:40"),
        "{detail}"
    );

    let terms = listed(&app.get("/api/terms/", admin).await);
    let current = terms.iter().find(|t| t["is_current"] == true).unwrap()["id"].clone();
    let next = terms.iter().find(|t| t["is_current"] == false).unwrap()["id"].clone();
    let copy = json!({"from_term_id": current, "to_term_id": next});
    let copied = app.post("/api/lessons/copy_term/", admin, &copy).await;
    assert_eq!(copied.status, 201, "{copied:?}");
    assert_eq!(copied.body["copied"], 1);
    let again = app.post("/api/lessons/copy_term/", admin, &copy).await;
    assert_eq!(again.status, 409, "{again:?}");
    let in_next = app
        .get(
            &format!("{LESSONS}?term_id={}", next.as_str().unwrap()),
            admin,
        )
        .await;
    assert_eq!(names(&in_next).len(), 1);
}
