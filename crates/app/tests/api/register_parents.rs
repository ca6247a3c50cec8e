//! `/api/parents/`: records with their accounts, links to children, bulk calls and the export.

use serde_json::json;
use test_support::{a_school, an_admin, spawn_app};

use crate::helpers::{ids, listed, refused_on};

const PARENTS: &str = "/api/parents/";

#[tokio::test]
async fn a_parent_is_added_with_their_children() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let made = app
        .post(
            PARENTS,
            Some(&school.admin.token),
            &json!({"first_name": "Uche", "last_name": "Obi", "email": "uche.obi@family.example",
                    "children": [{"student_id": school.student.record_id, "relationship": "Father"}]}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["username"], "uche.obi@family.example");
    assert!(made.body["initial_password"].is_string());
    assert_eq!(
        made.body["children"][0]["student_id"],
        school.student.record_id.to_string()
    );
    assert_eq!(made.body["children"][0]["relationship"], "Father");
    assert_eq!(made.body["children"][0]["class_name"], "Grade 1A");
}

#[tokio::test]
async fn a_parent_without_an_email_or_a_phone_is_refused() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            PARENTS,
            Some(&admin.token),
            &json!({"first_name": "Uche", "last_name": "Obi"}),
        )
        .await;

    refused_on(&answer, "email");
}

#[tokio::test]
async fn a_parent_is_changed_with_patch_replaced_with_put_and_deleted() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let path = format!("/api/parents/{}/", school.other_parent.record_id);

    let changed = app
        .patch(&path, token, &json!({"occupation": "Nurse"}))
        .await;
    let replaced = app
        .put(
            &path,
            token,
            &json!({"first_name": "Ngozi", "last_name": "Eze", "email": "ngozi.eze@family.example",
                    "phone": "+234 805 000 0001"}),
        )
        .await;
    let deleted = app.delete(&path, token).await;

    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["occupation"], "Nurse");
    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["last_name"], "Eze");
    assert_eq!(replaced.body["occupation"], "", "PUT replaces every field");
    assert_eq!(
        replaced.body["children"].as_array().unwrap().len(),
        1,
        "PUT keeps the links"
    );
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(&path, token).await.status, 404);
}

#[tokio::test]
async fn a_child_is_linked_to_a_parent_and_unlinked() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.admin.token.as_str());
    let parent = school.parent.record_id;

    let linked = app
        .post(
            &format!("/api/parents/{parent}/children/"),
            token,
            &json!({"student_id": school.other_student.record_id, "relationship": "Guardian"}),
        )
        .await;
    let unlink = format!(
        "/api/parents/{parent}/children/{}/",
        school.other_student.record_id
    );
    let unlinked = app.delete(&unlink, token).await;
    let again = app.delete(&unlink, token).await;

    assert_eq!(linked.status, 200, "{linked:?}");
    assert_eq!(linked.body["children"].as_array().unwrap().len(), 2);
    assert_eq!(unlinked.status, 204, "{unlinked:?}");
    assert_eq!(again.status, 404, "{again:?}");
    let now = app.get(&format!("/api/parents/{parent}/"), token).await;
    assert_eq!(now.body["children"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn linking_a_student_that_does_not_exist_is_refused_on_student_id() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            &format!("/api/parents/{}/children/", school.parent.record_id),
            Some(&school.admin.token),
            &json!({"student_id": uuid::Uuid::now_v7(), "relationship": "Mother"}),
        )
        .await;

    refused_on(&answer, "student_id");
}

#[tokio::test]
async fn a_teacher_cannot_link_a_child_to_a_parent() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .post(
            &format!("/api/parents/{}/children/", school.parent.record_id),
            Some(&school.teacher.token),
            &json!({"student_id": school.student.record_id, "relationship": "Mother"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn a_parent_reads_only_their_own_record() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.parent.token.as_str());

    let seen = listed(&app.get(PARENTS, token).await);
    let other = app
        .get(
            &format!("/api/parents/{}/", school.other_parent.record_id),
            token,
        )
        .await;

    assert_eq!(ids(&seen), [school.parent.record_id.to_string()]);
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_teacher_reads_the_parents_of_their_students_only() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let token = Some(school.teacher.token.as_str());

    let seen = listed(&app.get(PARENTS, token).await);
    let other = app
        .get(
            &format!("/api/parents/{}/", school.other_parent.record_id),
            token,
        )
        .await;

    assert_eq!(ids(&seen), [school.parent.record_id.to_string()]);
    assert_eq!(other.status, 404, "{other:?}");
}

#[tokio::test]
async fn a_bulk_parent_create_with_a_parent_who_cannot_be_reached_stores_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            "/api/parents/bulk_create/",
            Some(&admin.token),
            &json!({"items": [
                {"first_name": "Uche", "last_name": "Obi", "email": "uche@family.example"},
                {"first_name": "Ify", "last_name": "Obi"},
            ]}),
        )
        .await;

    refused_on(&answer, "items.1.email");
    assert!(listed(&app.get(PARENTS, Some(&admin.token)).await).is_empty());
}

#[tokio::test]
async fn parents_are_added_changed_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/parents/bulk_create/",
            token,
            &json!({"items": [
                {"first_name": "Uche", "last_name": "Obi", "email": "uche@family.example"},
                {"first_name": "Ify", "last_name": "Obi", "phone": "+234 805 000 0002"},
            ]}),
        )
        .await;
    let made_ids = ids(made.body["results"].as_array().unwrap());
    let changed = app
        .post(
            "/api/parents/bulk_update/",
            token,
            &json!({"items": [{"id": made_ids[0], "is_active": false}, {"id": made_ids[1], "occupation": "Trader"}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/parents/bulk_delete/",
            token,
            &json!({"items": made_ids}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(
        made.body["results"][1]["username"], "+2348050000002",
        "without an e-mail, the phone signs in"
    );
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["results"][0]["is_active"], false);
    assert_eq!(changed.body["results"][1]["occupation"], "Trader");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(listed(&app.get(PARENTS, token).await).is_empty());
}

#[tokio::test]
async fn the_parents_export_is_a_csv_with_each_parents_children() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .get(
            &format!(
                "/api/parents/export/?student_id={}",
                school.student.record_id
            ),
            Some(&school.admin.token),
        )
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.header("content-type").starts_with("text/csv"));
    assert_eq!(
        answer.text.lines().collect::<Vec<_>>(),
        [
            "first_name,last_name,email,phone,address,occupation,children,active",
            "Ngozi,Obi,parent.2025/0001@family.example,,,,Ada Obi (2025/0001),true"
        ]
    );
}
