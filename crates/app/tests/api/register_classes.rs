//! `/api/classes/`: class arms with their class teachers, their export and promotion.

use serde_json::{Value, json};
use test_support::{a_class, a_school, a_student_with_parents, an_admin, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const CLASSES: &str = "/api/classes/";

#[tokio::test]
async fn classes_are_listed_a_page_at_a_time_with_links_to_the_neighbours() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let first = app.get("/api/classes/?page_size=1", token).await;
    let second = app.get("/api/classes/?page_size=1&page=2", token).await;

    assert_eq!(first.status, 200, "{first:?}");
    assert_eq!(first.body["count"], 2);
    assert_eq!(first.body["results"].as_array().unwrap().len(), 1);
    assert_eq!(first.body["previous"], Value::Null);
    assert!(
        first.body["next"].as_str().unwrap().contains("page=2"),
        "{first:?}"
    );
    assert_eq!(second.body["next"], Value::Null);
    assert!(second.body["previous"].as_str().is_some(), "{second:?}");
    assert_ne!(
        first.body["results"][0]["id"],
        second.body["results"][0]["id"]
    );
}

#[tokio::test]
async fn a_class_is_named_after_its_level_and_arm() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let made = app
        .post(
            CLASSES,
            Some(&school.admin.token),
            &json!({"level_id": "grade-2", "arm": "C", "class_teacher_id": school.teacher.record_id}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["name"], "Grade 2C");
    assert_eq!(made.body["level_name"], "Grade 2");
    assert_eq!(made.body["class_teacher_name"], "Emeka Nwosu");
    assert_eq!(made.body["student_count"], 0);
    let one = app
        .get(
            &format!("/api/classes/{}/", made.body["id"].as_str().unwrap()),
            Some(&school.admin.token),
        )
        .await;
    assert_eq!(one.body, made.body);
}

#[tokio::test]
async fn a_class_without_a_level_is_refused_with_level_id_named() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(CLASSES, Some(&admin.token), &json!({"arm": "C"}))
        .await;

    refused_on(&answer, "level_id");
    assert_eq!(
        answer.body["fields"]["level_id"][0],
        "This field is required."
    );
}

#[tokio::test]
async fn a_class_of_a_level_the_school_does_not_have_is_refused_on_level_id() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            CLASSES,
            Some(&admin.token),
            &json!({"level_id": "grade-9", "arm": "A"}),
        )
        .await;

    refused_on(&answer, "level_id");
}

#[tokio::test]
async fn a_class_with_another_classes_name_or_level_and_arm_is_refused() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    a_class(&app, "A", None).await;

    let same_name = app
        .post(
            CLASSES,
            Some(&admin.token),
            &json!({"level_id": "grade-2", "arm": "B", "name": "Grade 1A"}),
        )
        .await;
    let same_arm = app
        .post(
            CLASSES,
            Some(&admin.token),
            &json!({"level_id": "grade-1", "arm": "A", "name": "Grade 1 Amber"}),
        )
        .await;

    refused_on(&same_name, "name");
    refused_on(&same_arm, "arm");
}

#[tokio::test]
async fn a_class_is_replaced_with_put_and_loses_its_class_teacher_with_patch() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let path = format!("/api/classes/{}/", school.class.id);

    let replaced = app
        .put(
            &path,
            token,
            &json!({"level_id": "grade-1", "arm": "A", "name": "Grade 1 Amber",
                    "class_teacher_id": school.other_teacher.record_id}),
        )
        .await;
    let cleared = app
        .patch(&path, token, &json!({"class_teacher_id": null}))
        .await;

    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["name"], "Grade 1 Amber");
    assert_eq!(
        replaced.body["class_teacher_id"],
        school.other_teacher.record_id.to_string()
    );
    assert_eq!(cleared.status, 200, "{cleared:?}");
    assert_eq!(cleared.body["class_teacher_id"], Value::Null);
    assert_eq!(
        cleared.body["name"], "Grade 1 Amber",
        "absent fields are kept"
    );
}

#[tokio::test]
async fn a_class_replaced_without_a_name_is_named_from_its_new_level_and_arm() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let path = format!("/api/classes/{}/", school.class.id);

    let replaced = app
        .put(
            &path,
            Some(&school.admin.token),
            &json!({"level_id": "grade-2", "arm": "D"}),
        )
        .await;

    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["name"], "Grade 2D");
}

#[tokio::test]
async fn an_empty_class_is_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let class = a_class(&app, "Z", None).await;
    let path = format!("/api/classes/{}/", class.id);

    let deleted = app.delete(&path, Some(&admin.token)).await;

    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(&path, Some(&admin.token)).await.status, 404);
}

#[tokio::test]
async fn a_class_with_enrolments_cannot_be_deleted() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .delete(
            &format!("/api/classes/{}/", school.class.id),
            Some(&school.admin.token),
        )
        .await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
}

#[tokio::test]
async fn a_bulk_class_create_missing_a_level_names_the_item_and_stores_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            "/api/classes/bulk_create/",
            Some(&admin.token),
            &json!({"items": [{"level_id": "grade-1", "arm": "A"}, {"arm": "B"}]}),
        )
        .await;

    refused_on(&answer, "items.1.level_id");
    assert!(listed(&app.get(CLASSES, Some(&admin.token)).await).is_empty());
}

#[tokio::test]
async fn classes_are_added_changed_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/classes/bulk_create/",
            token,
            &json!({"items": [{"level_id": "grade-1", "arm": "A"}, {"level_id": "grade-2", "arm": "A"}]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let changed = app
        .post(
            "/api/classes/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "name": "Grade 1 Amber"}, {"id": made_ids[1], "arm": "B", "name": "Grade 2B"}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/classes/bulk_delete/",
            token,
            &json!({"items": made_ids}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["results"][1]["name"], "Grade 2A");
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["results"][0]["name"], "Grade 1 Amber");
    assert_eq!(changed.body["results"][1]["arm"], "B");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(listed(&app.get(CLASSES, token).await).is_empty());
}

#[tokio::test]
async fn a_bulk_class_delete_refuses_a_class_with_enrolments_on_its_item() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let empty = a_class(&app, "Z", None).await;

    let answer = app
        .post(
            "/api/classes/bulk_delete/",
            Some(&school.admin.token),
            &json!({"items": [empty.id, school.class.id]}),
        )
        .await;

    refused_on(&answer, "items.1.id");
    assert_eq!(
        listed(&app.get(CLASSES, Some(&school.admin.token)).await).len(),
        3,
        "the empty class stays too"
    );
}

#[tokio::test]
async fn a_teacher_sees_only_the_classes_they_teach() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.teacher.token.as_str());

    let seen = listed(&app.get(CLASSES, token).await);
    let other = app
        .get(&format!("/api/classes/{}/", school.other_class.id), token)
        .await;

    assert_eq!(ids(&seen), [school.class.id.to_string()]);
    assert_eq!(other.status, 404, "{other:?}");
    assert_eq!(other.body["code"], "register.not_found");
}

#[tokio::test]
async fn a_parent_cannot_read_another_familys_class() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.parent.token.as_str());

    let own = app
        .get(&format!("/api/classes/{}/", school.class.id), token)
        .await;
    let other = app
        .get(&format!("/api/classes/{}/", school.other_class.id), token)
        .await;

    assert_eq!(own.status, 200, "{own:?}");
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_teacher_cannot_change_a_class() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .patch(
            &format!("/api/classes/{}/", school.class.id),
            Some(&school.teacher.token),
            &json!({"arm": "Q"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn the_classes_export_is_a_csv_of_the_classes_the_caller_sees() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let all = app
        .get("/api/classes/export/", Some(&school.admin.token))
        .await;
    let taught = app
        .get("/api/classes/export/", Some(&school.teacher.token))
        .await;

    assert_eq!(all.status, 200, "{all:?}");
    assert!(
        all.header("content-type").starts_with("text/csv"),
        "{all:?}"
    );
    assert!(all.header("content-disposition").contains("classes.csv"));
    let lines: Vec<&str> = all.text.lines().collect();
    assert_eq!(lines[0], "name,level,arm,class_teacher,students");
    assert_eq!(lines.len(), 3, "{}", all.text);
    assert!(
        lines.contains(&"Grade 1A,Grade 1,A,Emeka Nwosu,1"),
        "{}",
        all.text
    );
    assert_eq!(taught.text.lines().count(), 2, "{}", taught.text);
}

#[tokio::test]
async fn promotion_moves_a_class_on_except_those_who_repeat_or_graduate() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let (repeater, _) = a_student_with_parents(&app, "2025/0003", school.class.id).await;
    let (leaver, _) = a_student_with_parents(&app, "2025/0004", school.class.id).await;
    let next = app
        .post("/api/sessions/", token, &json!({"name": "2026/2027"}))
        .await;
    assert_eq!(next.status, 201, "{next:?}");
    let grade_2 = app
        .post(CLASSES, token, &json!({"level_id": "grade-2", "arm": "A"}))
        .await;
    let grade_2_id = grade_2.body["id"].as_str().unwrap().to_owned();

    let answer = app
        .post(
            &format!("/api/classes/{}/promote/", school.class.id),
            token,
            &json!({"to_session_id": "2026-2027", "to_class_id": grade_2_id,
                    "repeat": [repeater.record_id], "graduate": [leaver.record_id]}),
        )
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert_eq!(
        answer.body,
        json!({"promoted": 1, "repeated": 1, "graduated": 1})
    );
    let next_year = listed(
        &app.get("/api/enrolments/?session_id=2026-2027", token)
            .await,
    );
    let placed = |student: uuid::Uuid| {
        next_year
            .iter()
            .find(|e| e["student_id"] == student.to_string())
            .map(|e| e["class_id"].as_str().unwrap().to_owned())
    };
    assert_eq!(placed(school.student.record_id), Some(grade_2_id));
    assert_eq!(
        placed(repeater.record_id),
        Some(school.class.id.to_string())
    );
    assert_eq!(placed(leaver.record_id), None);
    let left = app
        .get(&format!("/api/students/{}/", leaver.record_id), token)
        .await;
    assert_eq!(left.body["status"], "graduated");
}

#[tokio::test]
async fn promotion_into_the_current_session_is_refused_on_to_session_id() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            &format!("/api/classes/{}/promote/", school.class.id),
            Some(&school.admin.token),
            &json!({"to_session_id": "2025-2026", "to_class_id": school.other_class.id}),
        )
        .await;

    refused_on(&answer, "to_session_id");
}

#[tokio::test]
async fn promoting_a_class_that_does_not_exist_answers_404() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            &format!("/api/classes/{}/promote/", uuid::Uuid::now_v7()),
            Some(&admin.token),
            &json!({"to_session_id": "2025-2026"}),
        )
        .await;

    assert_eq!(answer.status, 404, "{answer:?}");
}
