//! `/api/teachers/`: the staff room's list, a teacher's own record, records with their accounts,
//! bulk calls and the export. The CSV import is in `import.rs`.

use serde_json::json;
use test_support::{a_school, a_teacher, an_admin, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const TEACHERS: &str = "/api/teachers/";

#[tokio::test]
async fn teachers_are_listed_and_read_by_the_schools_staff() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let seen = listed(&app.get(TEACHERS, Some(&school.teacher.token)).await);
    let colleague = app
        .get(
            &format!("/api/teachers/{}/", school.other_teacher.record_id),
            Some(&school.teacher.token),
        )
        .await;

    assert_eq!(seen.len(), 2);
    assert_eq!(colleague.status, 200, "{colleague:?}");
    assert_eq!(colleague.body["classes"][0]["name"], "Grade 1B");
    let mine = seen
        .iter()
        .find(|t| t["id"] == school.teacher.record_id.to_string())
        .unwrap();
    assert_eq!(mine["classes"][0]["name"], "Grade 1A");
    assert_eq!(mine["subjects"][0]["subject_name"], "Mathematics");
}

#[tokio::test]
async fn a_parent_may_not_list_the_teachers() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app.get(TEACHERS, Some(&school.parent.token)).await;

    assert_eq!(answer.status, 403, "{answer:?}");
    assert_eq!(answer.body["code"], "register.forbidden");
}

#[tokio::test]
async fn a_parent_is_told_there_is_no_such_teacher() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .get(
            &format!("/api/teachers/{}/", school.teacher.record_id),
            Some(&school.parent.token),
        )
        .await;

    assert_eq!(answer.status, 404, "{answer:?}");
}

#[tokio::test]
async fn a_teacher_reads_and_changes_their_own_record() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;
    let token = Some(teacher.token.as_str());

    let own = app.get("/api/teachers/me/", token).await;
    let changed = app
        .patch(
            "/api/teachers/me/",
            token,
            &json!({"phone": "+234 802 555 0147", "bio": "Mathematics since 2010."}),
        )
        .await;

    assert_eq!(own.status, 200, "{own:?}");
    assert_eq!(own.body["id"], teacher.record_id.to_string());
    assert_eq!(own.body["staff_number"], "TCH/001");
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["phone"], "+234 802 555 0147");
    assert_eq!(changed.body["bio"], "Mathematics since 2010.");
}

#[tokio::test]
async fn a_teacher_cannot_change_their_own_staff_number() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;

    let answer = app
        .patch(
            "/api/teachers/me/",
            Some(&teacher.token),
            &json!({"staff_number": "TCH/999"}),
        )
        .await;

    refused_on(&answer, "staff_number");
}

#[tokio::test]
async fn an_admin_has_no_teacher_record_of_their_own() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app.get("/api/teachers/me/", Some(&admin.token)).await;

    assert_eq!(answer.status, 404, "{answer:?}");
}

#[tokio::test]
async fn a_teacher_is_added_with_a_password_shown_once_changed_and_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            TEACHERS,
            token,
            &json!({"staff_number": "TCH/050", "first_name": "Bisi", "last_name": "Lawal",
                    "email": "bisi.lawal@school.example", "hire_date": "2024-09-02"}),
        )
        .await;
    let path = format!("/api/teachers/{}/", made.body["id"].as_str().unwrap());
    let changed = app
        .patch(&path, token, &json!({"qualification": "B.Sc. Ed."}))
        .await;
    let replaced = app
        .put(
            &path,
            token,
            &json!({"staff_number": "TCH/050", "first_name": "Bisola", "last_name": "Lawal",
                    "email": "bisola.lawal@school.example"}),
        )
        .await;
    let read = app.get(&path, token).await;
    let deleted = app.delete(&path, token).await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["username"], "TCH/050");
    assert!(made.body["initial_password"].is_string());
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["qualification"], "B.Sc. Ed.");
    assert_eq!(changed.body["hire_date"], "2024-09-02");
    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["first_name"], "Bisola");
    assert_eq!(
        replaced.body["qualification"], "",
        "PUT replaces every field"
    );
    assert_eq!(read.body, replaced.body);
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(&path, token).await.status, 404);
}

#[tokio::test]
async fn a_teacher_without_an_email_is_refused_on_the_email() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            TEACHERS,
            Some(&admin.token),
            &json!({"staff_number": "TCH/050", "first_name": "Bisi", "last_name": "Lawal"}),
        )
        .await;

    refused_on(&answer, "email");
}

#[tokio::test]
async fn a_class_teacher_cannot_be_deleted() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .delete(
            &format!("/api/teachers/{}/", school.teacher.record_id),
            Some(&school.admin.token),
        )
        .await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
}

#[tokio::test]
async fn a_bulk_teacher_create_with_a_staff_number_twice_stores_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            "/api/teachers/bulk_create/",
            Some(&admin.token),
            &json!({"items": [
                {"staff_number": "TCH/050", "first_name": "Bisi", "last_name": "Lawal", "email": "b@school.example"},
                {"staff_number": "tch/050", "first_name": "Tobi", "last_name": "Ojo", "email": "t@school.example"},
            ]}),
        )
        .await;

    refused_on(&answer, "items.1.staff_number");
    assert!(listed(&app.get(TEACHERS, Some(&admin.token)).await).is_empty());
}

#[tokio::test]
async fn teachers_are_added_deactivated_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/teachers/bulk_create/",
            token,
            &json!({"items": [
                {"staff_number": "TCH/050", "first_name": "Bisi", "last_name": "Lawal", "email": "b@school.example"},
                {"staff_number": "TCH/051", "first_name": "Tobi", "last_name": "Ojo", "email": "t@school.example"},
            ]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let deactivated = app
        .post(
            "/api/teachers/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "is_active": false}, {"id": made_ids[1], "phone": "+234 803 000 0000"}]}),
        )
        .await;
    let active = listed(&app.get("/api/teachers/?is_active=true", token).await);
    let deleted = app
        .post(
            "/api/teachers/bulk_delete/",
            token,
            &json!({"items": made_ids}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(deactivated.status, 200, "{deactivated:?}");
    assert_eq!(deactivated.body["results"][0]["is_active"], false);
    assert_eq!(ids(&active), [made_ids[1].clone()]);
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(listed(&app.get(TEACHERS, token).await).is_empty());
}

#[tokio::test]
async fn a_bulk_teacher_delete_refuses_a_class_teacher_on_its_item() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            "/api/teachers/bulk_delete/",
            Some(&school.admin.token),
            &json!({"items": [school.teacher.record_id]}),
        )
        .await;

    refused_on(&answer, "items.0.id");
}

#[tokio::test]
async fn a_teacher_cannot_add_a_colleague() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;

    let answer = app
        .post(
            TEACHERS,
            Some(&teacher.token),
            &json!({"staff_number": "TCH/050", "first_name": "Bisi", "last_name": "Lawal",
                    "email": "bisi.lawal@school.example"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn the_teachers_export_is_a_csv_for_the_staff_only() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let staff = app
        .get(
            "/api/teachers/export/?ordering=-staff_number",
            Some(&school.teacher.token),
        )
        .await;
    let family = app
        .get("/api/teachers/export/", Some(&school.parent.token))
        .await;

    assert_eq!(staff.status, 200, "{staff:?}");
    assert!(staff.header("content-type").starts_with("text/csv"));
    let lines: Vec<&str> = staff.text.lines().collect();
    assert_eq!(lines.len(), 3, "{}", staff.text);
    assert!(lines[1].contains("TCH/002"), "{}", staff.text);
    assert_eq!(family.status, 403, "{family:?}");
}
