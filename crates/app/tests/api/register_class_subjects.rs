//! `/api/class-subjects/`: the subjects each class offers, with their subject teachers.

use serde_json::{Value, json};
use test_support::{School, TestApp, a_school, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const CLASS_SUBJECTS: &str = "/api/class-subjects/";

/// The id of the Mathematics that `school.class` offers.
async fn mathematics_of_class(app: &TestApp, school: &School) -> String {
    let offered = listed(
        &app.get(
            &format!("/api/class-subjects/?class_id={}", school.class.id),
            Some(&school.admin.token),
        )
        .await,
    );
    assert_eq!(offered.len(), 1);
    offered[0]["id"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_class_offers_a_subject_with_its_teacher() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let made = app
        .post(
            CLASS_SUBJECTS,
            Some(&school.admin.token),
            &json!({"class_id": school.class.id, "subject_id": "english", "teacher_id": school.teacher.record_id}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["class_name"], "Grade 1A");
    assert_eq!(made.body["subject_name"], "English");
    assert_eq!(made.body["teacher_name"], "Emeka Nwosu");
    let offered = listed(
        &app.get(
            &format!("/api/class-subjects/?class_id={}", school.class.id),
            Some(&school.admin.token),
        )
        .await,
    );
    assert_eq!(offered.len(), 2);
    let one = app
        .get(
            &format!("/api/class-subjects/{}/", made.body["id"].as_str().unwrap()),
            Some(&school.admin.token),
        )
        .await;
    assert_eq!(one.body, made.body);
}

#[tokio::test]
async fn a_class_cannot_offer_the_same_subject_twice() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            CLASS_SUBJECTS,
            Some(&school.admin.token),
            &json!({"class_id": school.class.id, "subject_id": "mathematics"}),
        )
        .await;

    refused_on(&answer, "subject_id");
}

#[tokio::test]
async fn a_class_subject_without_a_subject_is_refused_on_subject_id() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            CLASS_SUBJECTS,
            Some(&school.admin.token),
            &json!({"class_id": school.class.id}),
        )
        .await;

    refused_on(&answer, "subject_id");
}

#[tokio::test]
async fn a_class_subjects_teacher_is_changed_cleared_and_the_subject_removed() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let path = format!(
        "/api/class-subjects/{}/",
        mathematics_of_class(&app, &school).await
    );

    let changed = app
        .put(
            &path,
            token,
            &json!({"teacher_id": school.other_teacher.record_id}),
        )
        .await;
    let kept = app.patch(&path, token, &json!({})).await;
    let cleared = app.patch(&path, token, &json!({"teacher_id": null})).await;
    let deleted = app.delete(&path, token).await;

    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(
        changed.body["teacher_id"],
        school.other_teacher.record_id.to_string()
    );
    assert_eq!(kept.body["teacher_id"], changed.body["teacher_id"]);
    assert_eq!(cleared.status, 200, "{cleared:?}");
    assert_eq!(cleared.body["teacher_id"], Value::Null);
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(&path, token).await.status, 404);
}

#[tokio::test]
async fn class_subjects_are_added_reassigned_and_removed_in_bulk() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let refused = app
        .post(
            "/api/class-subjects/bulk_create/",
            token,
            &json!({"items": [{"class_id": school.class.id, "subject_id": "english"},
                              {"class_id": school.class.id}]}),
        )
        .await;
    let made = app
        .post(
            "/api/class-subjects/bulk_create/",
            token,
            &json!({"items": [{"class_id": school.class.id, "subject_id": "english"},
                              {"class_id": school.other_class.id, "subject_id": "science"}]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let reassigned = app
        .post(
            "/api/class-subjects/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "teacher_id": school.teacher.record_id},
                              {"id": made_ids[1], "teacher_id": school.other_teacher.record_id}]}),
        )
        .await;
    let removed = app
        .post(
            "/api/class-subjects/bulk_delete/",
            token,
            &json!({"items": made_ids}),
        )
        .await;

    refused_on(&refused, "items.1.subject_id");
    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(reassigned.status, 200, "{reassigned:?}");
    assert_eq!(reassigned.body["results"][1]["teacher_name"], "Emeka Nwosu");
    assert_eq!(removed.status, 204, "{removed:?}");
    assert_eq!(listed(&app.get(CLASS_SUBJECTS, token).await).len(), 2);
}

#[tokio::test]
async fn a_teacher_cannot_read_what_a_class_they_do_not_teach_offers() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let theirs = listed(
        &app.get(
            &format!("/api/class-subjects/?class_id={}", school.other_class.id),
            Some(&school.admin.token),
        )
        .await,
    );

    let seen = listed(&app.get(CLASS_SUBJECTS, Some(&school.teacher.token)).await);
    let other = app
        .get(
            &format!("/api/class-subjects/{}/", theirs[0]["id"].as_str().unwrap()),
            Some(&school.teacher.token),
        )
        .await;

    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["class_id"], school.class.id.to_string());
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_teacher_cannot_choose_a_subjects_teacher() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let path = format!(
        "/api/class-subjects/{}/",
        mathematics_of_class(&app, &school).await
    );

    let answer = app
        .patch(
            &path,
            Some(&school.teacher.token),
            &json!({"teacher_id": null}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn the_class_subjects_export_is_a_csv_of_what_the_caller_sees() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let all = app
        .get("/api/class-subjects/export/", Some(&school.admin.token))
        .await;
    let a_family = app
        .get(
            "/api/class-subjects/export/",
            Some(&school.other_parent.token),
        )
        .await;

    assert_eq!(all.status, 200, "{all:?}");
    assert!(all.header("content-type").starts_with("text/csv"));
    assert_eq!(all.text.lines().next(), Some("class,subject,teacher"));
    assert_eq!(all.text.lines().count(), 3, "{}", all.text);
    assert_eq!(
        a_family.text.lines().skip(1).collect::<Vec<_>>(),
        ["Grade 1B,Mathematics,Emeka Nwosu"]
    );
}
