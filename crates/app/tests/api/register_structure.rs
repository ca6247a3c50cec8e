//! `/api/class-levels/` and `/api/subjects/`: the school's catalogue, kept with the settings'
//! Academic tab (decisions/012).

use serde_json::json;
use test_support::{a_class, a_school, a_teacher, an_admin, spawn_app};

use crate::helpers::{SETTINGS, ids, listed, refused_on};

const LEVELS: &str = "/api/class-levels/";
const SUBJECTS: &str = "/api/subjects/";

#[tokio::test]
async fn everyone_signed_in_reads_the_class_levels_in_order() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;

    let levels = listed(&app.get(LEVELS, Some(&teacher.token)).await);
    let one = app
        .get("/api/class-levels/grade-2/", Some(&teacher.token))
        .await;

    assert_eq!(ids(&levels), ["grade-1", "grade-2", "grade-3"]);
    assert_eq!(
        levels[0],
        json!({"id": "grade-1", "name": "Grade 1", "position": 0})
    );
    assert_eq!(one.status, 200, "{one:?}");
    assert_eq!(one.body["name"], "Grade 2");
    assert_eq!(app.get(LEVELS, None).await.status, 401);
}

#[tokio::test]
async fn an_unknown_class_level_answers_404() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .get("/api/class-levels/grade-9/", Some(&admin.token))
        .await;

    assert_eq!(answer.status, 404, "{answer:?}");
    assert_eq!(answer.body["code"], "register.not_found");
}

#[tokio::test]
async fn a_class_level_created_here_shows_up_in_the_school_settings() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let made = app
        .post(LEVELS, Some(&admin.token), &json!({"name": "Grade 4"}))
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(
        made.body,
        json!({"id": "grade-4", "name": "Grade 4", "position": 3})
    );
    let settings = app.get(SETTINGS, Some(&admin.token)).await;
    assert!(
        settings.body["class_levels"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["id"] == "grade-4" && l["name"] == "Grade 4"),
        "{settings:?}"
    );
}

#[tokio::test]
async fn a_settings_save_from_before_a_class_level_change_answers_409() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let read = app.get(SETTINGS, Some(&admin.token)).await;
    let version = read.body["version"].as_i64().unwrap();
    let made = app
        .post(LEVELS, Some(&admin.token), &json!({"name": "Grade 4"}))
        .await;
    assert_eq!(made.status, 201, "{made:?}");

    let stale = app
        .put(
            SETTINGS,
            Some(&admin.token),
            &json!({"version": version, "school_motto": "From an older screen"}),
        )
        .await;

    assert_eq!(stale.status, 409, "{stale:?}");
    assert_eq!(stale.body["code"], "settings.stale");
    let now = app.get(SETTINGS, Some(&admin.token)).await;
    assert!(now.body["version"].as_i64().unwrap() > version);
    assert_ne!(now.body["school_motto"], "From an older screen");
}

#[tokio::test]
async fn a_class_level_is_renamed_moved_and_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    let path = "/api/class-levels/grade-3/";

    let renamed = app.put(path, token, &json!({"name": "Grade Three"})).await;
    let moved = app.patch(path, token, &json!({"position": 9})).await;
    let deleted = app.delete(path, token).await;

    assert_eq!(renamed.status, 200, "{renamed:?}");
    assert_eq!(renamed.body["name"], "Grade Three");
    assert_eq!(moved.status, 200, "{moved:?}");
    assert_eq!(
        moved.body,
        json!({"id": "grade-3", "name": "Grade Three", "position": 9})
    );
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert!(deleted.text.is_empty());
    assert_eq!(app.get(path, token).await.status, 404);
}

#[tokio::test]
async fn a_class_level_with_a_name_already_taken_is_refused_on_the_name() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(LEVELS, Some(&admin.token), &json!({"name": "grade 1"}))
        .await;

    refused_on(&answer, "name");
    assert_eq!(listed(&app.get(LEVELS, Some(&admin.token)).await).len(), 3);
}

#[tokio::test]
async fn a_class_level_that_classes_belong_to_cannot_be_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    a_class(&app, "A", None).await;

    let answer = app
        .delete("/api/class-levels/grade-1/", Some(&admin.token))
        .await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
    assert_eq!(
        app.get("/api/class-levels/grade-1/", Some(&admin.token))
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn a_bulk_class_level_call_stores_every_item_or_none_and_names_the_item() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let refused = app
        .post(
            "/api/class-levels/bulk_create/",
            token,
            &json!({"items": [{"name": "Grade 4"}, {"name": "GRADE 4"}]}),
        )
        .await;
    let made = app
        .post(
            "/api/class-levels/bulk_create/",
            token,
            &json!({"items": [{"name": "Grade 4"}, {"id": "g5", "name": "Grade 5"}]}),
        )
        .await;

    refused_on(&refused, "items.1.name");
    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(
        ids(made.body["results"].as_array().unwrap()),
        ["grade-4", "g5"]
    );
    assert_eq!(
        listed(&app.get(LEVELS, token).await).len(),
        5,
        "the refused call stored nothing"
    );
}

#[tokio::test]
async fn a_bulk_class_level_update_naming_an_unknown_level_changes_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let refused = app
        .post(
            "/api/class-levels/bulk_update/",
            token,
            &json!({"items": [{"id": "grade-1", "name": "Year 1"}, {"id": "grade-9", "name": "Year 9"}]}),
        )
        .await;
    let changed = app
        .post(
            "/api/class-levels/bulk_update/",
            token,
            &json!({"items": [{"id": "grade-1", "name": "Year 1"}, {"id": "grade-2", "position": 7}]}),
        )
        .await;

    refused_on(&refused, "items.1.id");
    assert_eq!(changed.status, 200, "{changed:?}");
    let results = changed.body["results"].as_array().unwrap();
    assert_eq!(results[0]["name"], "Year 1");
    assert_eq!(results[1]["position"], 7);
}

#[tokio::test]
async fn a_bulk_class_level_delete_refuses_a_level_in_use_on_its_item() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    a_class(&app, "A", None).await;

    let refused = app
        .post(
            "/api/class-levels/bulk_delete/",
            token,
            &json!({"items": ["grade-3", "grade-1"]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/class-levels/bulk_delete/",
            token,
            &json!({"items": ["grade-2", "grade-3"]}),
        )
        .await;

    refused_on(&refused, "items.1.id");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(ids(&listed(&app.get(LEVELS, token).await)), ["grade-1"]);
}

#[tokio::test]
async fn an_admin_without_settings_change_reads_class_levels_but_cannot_change_them() {
    let app = spawn_app().await;
    let clerk = an_admin(&app, "clerk", false).await;

    let read = app.get(LEVELS, Some(&clerk.token)).await;
    let refused = app
        .post(LEVELS, Some(&clerk.token), &json!({"name": "Grade 4"}))
        .await;

    assert_eq!(read.status, 200);
    assert_eq!(refused.status, 403, "{refused:?}");
    assert_eq!(refused.body["code"], "register.forbidden");
}

#[tokio::test]
async fn subjects_are_listed_added_changed_and_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(SUBJECTS, token, &json!({"name": "Basic Science & Tech"}))
        .await;
    let path = "/api/subjects/basic-science-tech/";
    let renamed = app
        .put(path, token, &json!({"name": "Basic Science"}))
        .await;
    let moved = app.patch(path, token, &json!({"position": 0})).await;
    let listed_after = listed(&app.get(SUBJECTS, token).await);
    let deleted = app.delete(path, token).await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(
        made.body,
        json!({"id": "basic-science-tech", "name": "Basic Science & Tech", "position": 3})
    );
    assert_eq!(renamed.body["name"], "Basic Science");
    assert_eq!(moved.body["position"], 0);
    assert!(ids(&listed_after).contains(&"basic-science-tech".to_owned()));
    assert_eq!(
        app.get("/api/subjects/english/", token).await.body,
        json!({"id": "english", "name": "English", "position": 1})
    );
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(path, token).await.status, 404);
}

#[tokio::test]
async fn a_subject_without_a_name_is_refused_on_the_name() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let one = app.post(SUBJECTS, Some(&admin.token), &json!({})).await;
    let many = app
        .post(
            "/api/subjects/bulk_create/",
            Some(&admin.token),
            &json!({"items": [{"name": "Music"}, {"name": " "}]}),
        )
        .await;

    refused_on(&one, "name");
    refused_on(&many, "items.1.name");
    assert_eq!(
        listed(&app.get(SUBJECTS, Some(&admin.token)).await).len(),
        3
    );
}

#[tokio::test]
async fn a_subject_that_classes_offer_cannot_be_deleted() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    let answer = app
        .delete("/api/subjects/mathematics/", Some(&school.admin.token))
        .await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
}

#[tokio::test]
async fn subjects_are_added_changed_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/subjects/bulk_create/",
            token,
            &json!({"items": [{"name": "Music"}, {"id": "pe", "name": "Physical Education"}]}),
        )
        .await;
    let changed = app
        .post(
            "/api/subjects/bulk_update/",
            token,
            &json!({"items": [{"id": "english", "name": "English Language"}, {"id": "pe", "position": 0}]}),
        )
        .await;
    let clash = app
        .post(
            "/api/subjects/bulk_update/",
            token,
            &json!({"items": [{"id": "science", "name": "english language"}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/subjects/bulk_delete/",
            token,
            &json!({"items": ["english", "science", "music", "pe"]}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(
        ids(made.body["results"].as_array().unwrap()),
        ["music", "pe"]
    );
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["results"][0]["name"], "English Language");
    assert_eq!(changed.body["results"][1]["position"], 0);
    refused_on(&clash, "items.0.name");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(
        ids(&listed(&app.get(SUBJECTS, token).await)),
        ["mathematics"]
    );
}

#[tokio::test]
async fn a_teacher_cannot_add_a_subject() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;

    let answer = app
        .post(SUBJECTS, Some(&teacher.token), &json!({"name": "Music"}))
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}
