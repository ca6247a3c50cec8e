//! `/api/enrolments/`: which class each student is in, session by session.

use serde_json::json;
use test_support::{a_school, an_admin, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const ENROLMENTS: &str = "/api/enrolments/";

#[tokio::test]
async fn an_enrolment_puts_a_student_in_a_class_for_a_session() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let next = app
        .post("/api/sessions/", token, &json!({"name": "2026/2027"}))
        .await;
    assert_eq!(next.status, 201, "{next:?}");

    let made = app
        .post(
            ENROLMENTS,
            token,
            &json!({"student_id": school.student.record_id, "session_id": "2026-2027",
                    "class_id": school.other_class.id}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["session_id"], "2026-2027");
    assert_eq!(made.body["class_name"], "Grade 1B");
    assert_eq!(made.body["admission_number"], "2025/0001");
    assert_eq!(made.body["student_name"], "Ada Obi");
    let theirs = listed(
        &app.get(
            &format!("/api/enrolments/?student_id={}", school.student.record_id),
            token,
        )
        .await,
    );
    assert_eq!(theirs.len(), 2, "this session's and the next");
    let one = app
        .get(
            &format!("/api/enrolments/{}/", made.body["id"].as_str().unwrap()),
            token,
        )
        .await;
    assert_eq!(one.body, made.body);
}

#[tokio::test]
async fn enrolling_again_in_a_session_moves_the_student_to_the_new_class() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let moved = app
        .post(
            ENROLMENTS,
            token,
            &json!({"student_id": school.student.record_id, "session_id": "2025-2026",
                    "class_id": school.other_class.id}),
        )
        .await;

    assert_eq!(moved.status, 201, "{moved:?}");
    let this_session = listed(
        &app.get(
            &format!(
                "/api/enrolments/?student_id={}&session_id=2025-2026",
                school.student.record_id
            ),
            token,
        )
        .await,
    );
    assert_eq!(this_session.len(), 1);
    assert_eq!(
        this_session[0]["class_id"],
        school.other_class.id.to_string()
    );
}

#[tokio::test]
async fn an_enrolment_in_a_session_the_school_does_not_have_is_refused_on_session_id() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            ENROLMENTS,
            Some(&school.admin.token),
            &json!({"student_id": school.student.record_id, "session_id": "1999-2000",
                    "class_id": school.class.id}),
        )
        .await;

    refused_on(&answer, "session_id");
}

#[tokio::test]
async fn an_enrolment_without_a_class_is_refused_on_class_id() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            ENROLMENTS,
            Some(&school.admin.token),
            &json!({"student_id": school.student.record_id, "session_id": "2025-2026"}),
        )
        .await;

    refused_on(&answer, "class_id");
}

#[tokio::test]
async fn a_bulk_enrolment_with_an_unknown_class_names_the_item_and_stores_none() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let answer = app
        .post(
            "/api/enrolments/bulk_create/",
            token,
            &json!({"items": [
                {"student_id": school.student.record_id, "session_id": "2025-2026", "class_id": school.other_class.id},
                {"student_id": school.other_student.record_id, "session_id": "2025-2026", "class_id": uuid::Uuid::now_v7()},
            ]}),
        )
        .await;

    refused_on(&answer, "items.1.class_id");
    let seen = listed(
        &app.get(
            &format!("/api/enrolments/?class_id={}", school.class.id),
            token,
        )
        .await,
    );
    assert_eq!(seen.len(), 1, "the first item was not stored either");
}

#[tokio::test]
async fn enrolments_are_made_and_removed_in_bulk_and_one_by_one() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    app.post("/api/sessions/", token, &json!({"name": "2026/2027"}))
        .await;

    let made = app
        .post(
            "/api/enrolments/bulk_create/",
            token,
            &json!({"items": [
                {"student_id": school.student.record_id, "session_id": "2026-2027", "class_id": school.other_class.id},
                {"student_id": school.other_student.record_id, "session_id": "2026-2027", "class_id": school.class.id},
            ]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let one = app
        .delete(&format!("/api/enrolments/{}/", made_ids[0]), token)
        .await;
    let again = app
        .delete(&format!("/api/enrolments/{}/", made_ids[0]), token)
        .await;
    let rest = app
        .post(
            "/api/enrolments/bulk_delete/",
            token,
            &json!({"items": [made_ids[1]]}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made_ids.len(), 2);
    assert_eq!(one.status, 204, "{one:?}");
    assert_eq!(again.status, 404, "{again:?}");
    assert_eq!(rest.status, 204, "{rest:?}");
    assert!(
        listed(
            &app.get("/api/enrolments/?session_id=2026-2027", token)
                .await
        )
        .is_empty()
    );
}

#[tokio::test]
async fn a_parent_sees_only_their_childs_enrolments() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let everyone = listed(&app.get(ENROLMENTS, Some(&school.admin.token)).await);
    let other = everyone
        .iter()
        .find(|e| e["student_id"] == school.other_student.record_id.to_string())
        .unwrap();

    let seen = listed(&app.get(ENROLMENTS, Some(&school.parent.token)).await);
    let refused = app
        .get(
            &format!("/api/enrolments/{}/", other["id"].as_str().unwrap()),
            Some(&school.parent.token),
        )
        .await;

    assert_eq!(everyone.len(), 2);
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["student_id"], school.student.record_id.to_string());
    assert_eq!(refused.status, 404, "{refused:?}");
}

#[tokio::test]
async fn an_admin_without_settings_change_cannot_enrol_a_student() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let clerk = an_admin(&app, "clerk", false).await;

    let answer = app
        .post(
            ENROLMENTS,
            Some(&clerk.token),
            &json!({"student_id": school.student.record_id, "session_id": "2025-2026",
                    "class_id": school.other_class.id}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn the_enrolments_export_is_a_csv_filtered_like_the_list() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .get(
            &format!("/api/enrolments/export/?class_id={}", school.other_class.id),
            Some(&school.admin.token),
        )
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.header("content-type").starts_with("text/csv"));
    assert_eq!(
        answer.text.lines().collect::<Vec<_>>(),
        [
            "session,class,admission_number,student",
            "2025-2026,Grade 1B,2025/0002,Ada Obi"
        ]
    );
}
