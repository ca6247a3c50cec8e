//! `/api/students/`: records with their accounts, bulk calls, filters and the export. The CSV
//! import is in `import.rs`.

use serde_json::{Value, json};
use test_support::{a_school, an_admin, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const STUDENTS: &str = "/api/students/";

#[tokio::test]
async fn a_student_is_added_with_a_password_shown_only_once() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let made = app
        .post(
            STUDENTS,
            token,
            &json!({"admission_number": "2025/0100", "first_name": "Chidi", "last_name": "Obi",
                    "gender": "male", "date_of_birth": "2014-03-02", "class_id": school.class.id,
                    "parents": [{"parent_id": school.parent.record_id, "relationship": "Mother"}]}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert!(made.body["initial_password"].is_string(), "{made:?}");
    assert_eq!(made.body["username"], "2025/0100");
    assert_eq!(made.body["class_name"], "Grade 1A");
    assert_eq!(made.body["status"], "active");
    assert_eq!(
        made.body["parents"][0]["parent_id"],
        school.parent.record_id.to_string()
    );
    let read = app
        .get(
            &format!("/api/students/{}/", made.body["id"].as_str().unwrap()),
            token,
        )
        .await;
    assert_eq!(read.status, 200);
    assert!(read.body.get("initial_password").is_none(), "{read:?}");
}

#[tokio::test]
async fn a_student_without_names_is_refused_on_each_missing_name() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            STUDENTS,
            Some(&admin.token),
            &json!({"admission_number": "2025/0100"}),
        )
        .await;

    refused_on(&answer, "first_name");
    refused_on(&answer, "last_name");
}

#[tokio::test]
async fn a_student_is_changed_with_patch_and_replaced_with_put() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let path = format!("/api/students/{}/", school.student.record_id);

    let suspended = app
        .patch(&path, token, &json!({"status": "suspended"}))
        .await;
    let replaced = app
        .put(
            &path,
            token,
            &json!({"admission_number": "2025/0001", "first_name": "Adaeze", "last_name": "Obi",
                    "class_id": school.other_class.id}),
        )
        .await;

    assert_eq!(suspended.status, 200, "{suspended:?}");
    assert_eq!(suspended.body["status"], "suspended");
    assert_eq!(
        suspended.body["first_name"], "Ada",
        "absent fields are kept"
    );
    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["first_name"], "Adaeze");
    assert_eq!(replaced.body["class_name"], "Grade 1B");
}

#[tokio::test]
async fn a_student_born_after_their_admission_is_refused_on_the_admission_date() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .patch(
            &format!("/api/students/{}/", school.student.record_id),
            Some(&school.admin.token),
            &json!({"date_of_birth": "2015-01-01", "admission_date": "2014-09-01"}),
        )
        .await;

    refused_on(&answer, "admission_date");
}

#[tokio::test]
async fn a_student_added_by_mistake_is_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    let made = app
        .post(
            STUDENTS,
            token,
            &json!({"admission_number": "2025/0100", "first_name": "Chidi", "last_name": "Obi"}),
        )
        .await;
    let path = format!("/api/students/{}/", made.body["id"].as_str().unwrap());

    let deleted = app.delete(&path, token).await;

    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(&path, token).await.status, 404);
}

#[tokio::test]
async fn a_bulk_student_create_with_an_admission_number_twice_stores_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            "/api/students/bulk_create/",
            Some(&admin.token),
            &json!({"items": [
                {"admission_number": "2025/0100", "first_name": "Chidi", "last_name": "Obi"},
                {"admission_number": "2025/0100", "first_name": "Emeka", "last_name": "Obi"},
            ]}),
        )
        .await;

    refused_on(&answer, "items.1.admission_number");
    assert!(listed(&app.get(STUDENTS, Some(&admin.token)).await).is_empty());
}

#[tokio::test]
async fn students_are_added_changed_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/students/bulk_create/",
            token,
            &json!({"items": [
                {"admission_number": "2025/0100", "first_name": "Chidi", "last_name": "Obi"},
                {"admission_number": "2025/0101", "first_name": "Emeka", "last_name": "Obi"},
            ]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let unknown = app
        .post(
            "/api/students/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "status": "withdrawn"},
                              {"id": uuid::Uuid::now_v7(), "status": "withdrawn"}]}),
        )
        .await;
    let changed = app
        .post(
            "/api/students/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "status": "withdrawn"},
                              {"id": made_ids[1], "is_active": false}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/students/bulk_delete/",
            token,
            &json!({"items": made_ids}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert!(made.body["results"][1]["initial_password"].is_string());
    refused_on(&unknown, "items.1.id");
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["results"][0]["status"], "withdrawn");
    assert_eq!(changed.body["results"][1]["is_active"], false);
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(listed(&app.get(STUDENTS, token).await).is_empty());
}

#[tokio::test]
async fn a_parent_cannot_read_another_familys_child() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.parent.token.as_str());

    let seen = listed(&app.get(STUDENTS, token).await);
    let other = app
        .get(
            &format!("/api/students/{}/", school.other_student.record_id),
            token,
        )
        .await;

    assert_eq!(ids(&seen), [school.student.record_id.to_string()]);
    assert_eq!(other.status, 404, "{other:?}");
    assert_eq!(other.body["code"], "register.not_found");
}

#[tokio::test]
async fn a_student_reads_only_their_own_record() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.student.token.as_str());

    let own = app
        .get(
            &format!("/api/students/{}/", school.student.record_id),
            token,
        )
        .await;
    let other = app
        .get(
            &format!("/api/students/{}/", school.other_student.record_id),
            token,
        )
        .await;

    assert_eq!(own.status, 200, "{own:?}");
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_teacher_reads_the_students_of_their_classes_only() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.teacher.token.as_str());

    let seen = listed(&app.get(STUDENTS, token).await);
    let other = app
        .get(
            &format!("/api/students/{}/", school.other_student.record_id),
            token,
        )
        .await;

    assert_eq!(ids(&seen), [school.student.record_id.to_string()]);
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_teacher_cannot_change_a_student_of_their_class() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .patch(
            &format!("/api/students/{}/", school.student.record_id),
            Some(&school.teacher.token),
            &json!({"status": "withdrawn"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
    assert_eq!(answer.body["code"], "register.forbidden");
}

#[tokio::test]
async fn an_admin_without_users_manage_cannot_add_a_student() {
    let app = spawn_app().await;
    let clerk = an_admin(&app, "clerk", false).await;

    let answer = app
        .post(
            STUDENTS,
            Some(&clerk.token),
            &json!({"admission_number": "2025/0100", "first_name": "Chidi", "last_name": "Obi"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn students_are_searched_and_ordered_as_asked() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());

    let reversed = listed(
        &app.get("/api/students/?ordering=-admission_number", token)
            .await,
    );
    let found = listed(&app.get("/api/students/?search=0002", token).await);
    let in_class = listed(
        &app.get(
            &format!("/api/students/?class_id={}", school.class.id),
            token,
        )
        .await,
    );
    let unknown = app.get("/api/students/?ordering=shoe_size", token).await;

    let numbers: Vec<&Value> = reversed.iter().map(|s| &s["admission_number"]).collect();
    assert_eq!(numbers, ["2025/0002", "2025/0001"]);
    assert_eq!(ids(&found), [school.other_student.record_id.to_string()]);
    assert_eq!(ids(&in_class), [school.student.record_id.to_string()]);
    refused_on(&unknown, "ordering");
}

#[tokio::test]
async fn the_students_export_is_a_csv_of_the_students_the_caller_sees() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let all = app
        .get("/api/students/export/", Some(&school.admin.token))
        .await;
    let own = app
        .get("/api/students/export/", Some(&school.parent.token))
        .await;

    assert_eq!(all.status, 200, "{all:?}");
    assert!(all.header("content-type").starts_with("text/csv"));
    assert!(all.header("content-disposition").contains("students.csv"));
    assert!(
        all.text
            .starts_with("admission_number,first_name,last_name"),
        "{}",
        all.text
    );
    assert_eq!(all.text.lines().count(), 3, "{}", all.text);
    let lines: Vec<&str> = own.text.lines().collect();
    assert_eq!(lines.len(), 2, "{}", own.text);
    assert!(lines[1].starts_with("2025/0001,"), "{}", own.text);
}
