//! `/api/sessions/` and `/api/terms/`: the school's sessions, their terms and which are current.

use serde_json::{Value, json};
use test_support::{TestApp, a_school, a_teacher, an_admin, spawn_app};

use crate::helpers::{SETTINGS, ids, listed, refused_on};

const SESSIONS: &str = "/api/sessions/";
/// The session the default settings have.
const CURRENT: &str = "/api/sessions/2025-2026/";

/// Adds the 2026/2027 session as `token`, and answers it.
async fn next_session(app: &TestApp, token: &str) -> Value {
    let made = app
        .post(
            SESSIONS,
            Some(token),
            &json!({"name": "2026/2027", "start_date": "2026-09-07", "end_date": "2027-07-23"}),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    made.body
}

#[tokio::test]
async fn sessions_are_listed_with_their_terms_and_which_is_current() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;

    let sessions = listed(&app.get(SESSIONS, Some(&teacher.token)).await);
    let one = app.get(CURRENT, Some(&teacher.token)).await;

    assert_eq!(ids(&sessions), ["2025-2026"]);
    assert_eq!(one.status, 200, "{one:?}");
    assert_eq!(one.body["is_current"], true);
    let terms: Vec<&str> = one.body["terms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(terms, ["First Term", "Second Term", "Third Term"]);
    assert_eq!(one.body["terms"][0]["is_current"], true);
}

#[tokio::test]
async fn a_new_session_gets_three_terms_and_moves_the_settings_version_on() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let before = app.get(SETTINGS, Some(&admin.token)).await.body["version"]
        .as_i64()
        .unwrap();

    let made = next_session(&app, &admin.token).await;

    assert_eq!(made["id"], "2026-2027");
    assert_eq!(made["start_date"], "2026-09-07");
    assert_eq!(made["is_current"], false);
    assert_eq!(made["terms"].as_array().unwrap().len(), 3);
    assert_eq!(made["terms"][2]["name"], "Third Term");
    let after = app.get(SETTINGS, Some(&admin.token)).await.body["version"]
        .as_i64()
        .unwrap();
    assert!(after > before, "{before} -> {after}");
}

#[tokio::test]
async fn a_session_that_ends_before_it_starts_is_refused_on_its_end_date() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            SESSIONS,
            Some(&admin.token),
            &json!({"name": "2026/2027", "start_date": "2026-09-07", "end_date": "2026-01-01"}),
        )
        .await;

    refused_on(&answer, "end_date");
    assert_eq!(
        listed(&app.get(SESSIONS, Some(&admin.token)).await).len(),
        1
    );
}

#[tokio::test]
async fn a_session_without_a_name_is_refused_on_the_name() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            SESSIONS,
            Some(&admin.token),
            &json!({"terms": ["Only Term"]}),
        )
        .await;

    refused_on(&answer, "name");
}

#[tokio::test]
async fn a_session_is_renamed_its_dates_cleared_and_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    next_session(&app, &admin.token).await;
    let path = "/api/sessions/2026-2027/";

    let replaced = app
        .put(
            path,
            token,
            &json!({"name": "2026-27", "start_date": "2026-09-14", "end_date": "2027-07-16"}),
        )
        .await;
    let cleared = app.patch(path, token, &json!({"end_date": null})).await;
    let deleted = app.delete(path, token).await;

    assert_eq!(replaced.status, 200, "{replaced:?}");
    assert_eq!(replaced.body["name"], "2026-27");
    assert_eq!(replaced.body["start_date"], "2026-09-14");
    assert_eq!(cleared.status, 200, "{cleared:?}");
    assert_eq!(cleared.body["end_date"], Value::Null);
    assert_eq!(cleared.body["start_date"], "2026-09-14");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(app.get(path, token).await.status, 404);
}

#[tokio::test]
async fn the_schools_last_session_cannot_be_deleted() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app.delete(CURRENT, Some(&admin.token)).await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
}

#[tokio::test]
async fn a_session_students_are_enrolled_in_cannot_be_deleted() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    next_session(&app, &school.admin.token).await;

    let answer = app.delete(CURRENT, Some(&school.admin.token)).await;

    assert_eq!(answer.status, 409, "{answer:?}");
    assert_eq!(answer.body["code"], "register.conflict");
}

#[tokio::test]
async fn sessions_are_added_changed_and_deleted_in_bulk() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());

    let made = app
        .post(
            "/api/sessions/bulk_create/",
            token,
            &json!({"items": [{"name": "2026/2027"}, {"name": "2027/2028", "terms": ["Autumn", "Spring"]}]}),
        )
        .await;
    let changed = app
        .post(
            "/api/sessions/bulk_update/",
            token,
            &json!({"items": [{"id": "2026-2027", "start_date": "2026-09-07"}, {"id": "2027-2028", "name": "2027-28"}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/sessions/bulk_delete/",
            token,
            &json!({"items": ["2026-2027", "2027-2028"]}),
        )
        .await;

    assert_eq!(made.status, 201, "{made:?}");
    let results = made.body["results"].as_array().unwrap();
    assert_eq!(ids(results), ["2026-2027", "2027-2028"]);
    assert_eq!(results[1]["terms"].as_array().unwrap().len(), 2);
    assert_eq!(changed.status, 200, "{changed:?}");
    assert_eq!(changed.body["results"][0]["start_date"], "2026-09-07");
    assert_eq!(changed.body["results"][1]["name"], "2027-28");
    assert_eq!(deleted.status, 204, "{deleted:?}");
    assert_eq!(ids(&listed(&app.get(SESSIONS, token).await)), ["2025-2026"]);
}

#[tokio::test]
async fn a_bulk_session_call_with_one_bad_item_stores_none_and_names_it() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    next_session(&app, &admin.token).await;

    let created = app
        .post(
            "/api/sessions/bulk_create/",
            token,
            &json!({"items": [{"name": "2027/2028"}, {"name": "2025/2026"}]}),
        )
        .await;
    let updated = app
        .post(
            "/api/sessions/bulk_update/",
            token,
            &json!({"items": [{"id": "2025-2026", "start_date": "2025-09-01", "end_date": "2025-01-01"}]}),
        )
        .await;
    let deleted = app
        .post(
            "/api/sessions/bulk_delete/",
            token,
            &json!({"items": ["2025-2026", "1999-2000"]}),
        )
        .await;

    refused_on(&created, "items.1.name");
    refused_on(&updated, "items.0.end_date");
    refused_on(&deleted, "items.1.id");
    assert_eq!(
        ids(&listed(&app.get(SESSIONS, token).await)),
        ["2025-2026", "2026-2027"]
    );
}

#[tokio::test]
async fn making_a_session_current_makes_its_first_term_current_and_the_old_one_not() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    next_session(&app, &admin.token).await;

    let made = app
        .post("/api/sessions/2026-2027/make_current/", token, &json!({}))
        .await;

    assert_eq!(made.status, 200, "{made:?}");
    assert_eq!(made.body["is_current"], true);
    assert_eq!(made.body["terms"][0]["is_current"], true);
    assert_eq!(app.get(CURRENT, token).await.body["is_current"], false);
}

#[tokio::test]
async fn making_an_unknown_session_current_answers_404() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .post(
            "/api/sessions/1999-2000/make_current/",
            Some(&admin.token),
            &json!({}),
        )
        .await;

    assert_eq!(answer.status, 404, "{answer:?}");
}

#[tokio::test]
async fn a_teacher_cannot_add_a_session_or_make_one_current() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;
    let token = Some(teacher.token.as_str());

    let added = app
        .post(SESSIONS, token, &json!({"name": "2026/2027"}))
        .await;
    let current = app
        .post("/api/sessions/2025-2026/make_current/", token, &json!({}))
        .await;

    assert_eq!(added.status, 403, "{added:?}");
    assert_eq!(current.status, 403, "{current:?}");
}

/// The terms of `session`, as `token` lists them.
async fn terms_of(app: &TestApp, session: &str, token: &str) -> Vec<Value> {
    listed(
        &app.get(&format!("/api/terms/?session_id={session}"), Some(token))
            .await,
    )
}

#[tokio::test]
async fn terms_are_listed_in_order_of_every_session_or_of_one() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    next_session(&app, &admin.token).await;

    let all = listed(&app.get("/api/terms/", Some(&admin.token)).await);
    let current = terms_of(&app, "2025-2026", &admin.token).await;
    let one = app
        .get(
            &format!("/api/terms/{}/", current[1]["id"].as_str().unwrap()),
            Some(&admin.token),
        )
        .await;

    assert_eq!(all.len(), 6);
    assert_eq!(current.len(), 3);
    assert!(current.iter().all(|t| t["session_id"] == "2025-2026"));
    assert_eq!(one.status, 200, "{one:?}");
    assert_eq!(one.body["name"], "Second Term");
    assert_eq!(one.body["position"], 1);
}

#[tokio::test]
async fn an_unknown_term_answers_404() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .get(
            &format!("/api/terms/{}/", uuid::Uuid::now_v7()),
            Some(&admin.token),
        )
        .await;

    assert_eq!(answer.status, 404, "{answer:?}");
}

#[tokio::test]
async fn a_term_gets_its_dates_and_when_the_next_term_begins() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let first = &terms_of(&app, "2025-2026", &admin.token).await[0];

    let answer = app
        .patch(
            &format!("/api/terms/{}/", first["id"].as_str().unwrap()),
            Some(&admin.token),
            &json!({"name": "Autumn Term", "start_date": "2025-09-08", "end_date": "2025-12-12",
                    "next_term_begins": "2026-01-05"}),
        )
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert_eq!(answer.body["name"], "Autumn Term");
    assert_eq!(answer.body["end_date"], "2025-12-12");
    assert_eq!(answer.body["next_term_begins"], "2026-01-05");
}

#[tokio::test]
async fn a_next_term_that_begins_before_this_one_ends_is_refused() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let first = &terms_of(&app, "2025-2026", &admin.token).await[0];

    let answer = app
        .patch(
            &format!("/api/terms/{}/", first["id"].as_str().unwrap()),
            Some(&admin.token),
            &json!({"start_date": "2025-09-08", "end_date": "2025-12-12", "next_term_begins": "2025-12-01"}),
        )
        .await;

    refused_on(&answer, "next_term_begins");
}

#[tokio::test]
async fn a_teacher_cannot_change_a_term() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;
    let first = &terms_of(&app, "2025-2026", &teacher.token).await[0];

    let answer = app
        .patch(
            &format!("/api/terms/{}/", first["id"].as_str().unwrap()),
            Some(&teacher.token),
            &json!({"name": "Mine"}),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn making_a_term_current_makes_its_session_current_too() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    next_session(&app, &admin.token).await;
    let second = &terms_of(&app, "2026-2027", &admin.token).await[1];

    let answer = app
        .post(
            &format!(
                "/api/terms/{}/make_current/",
                second["id"].as_str().unwrap()
            ),
            Some(&admin.token),
            &json!({}),
        )
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert_eq!(answer.body["is_current"], true);
    let sessions = listed(&app.get(SESSIONS, Some(&admin.token)).await);
    let current: Vec<&Value> = sessions
        .iter()
        .filter(|s| s["is_current"] == true)
        .collect();
    assert_eq!(current.len(), 1);
    assert_eq!(current[0]["id"], "2026-2027");
    assert_eq!(current[0]["terms"][1]["is_current"], true);
    assert_eq!(current[0]["terms"][0]["is_current"], false);
    // What the public pages announce follows.
    let settings = app.get(crate::helpers::SETTINGS, None).await;
    assert_eq!(settings.body["academic_year"], "2026/2027", "{settings:?}");
    assert_eq!(settings.body["current_term"], "Second Term", "{settings:?}");
}

#[tokio::test]
async fn the_session_and_term_the_school_announces_follow_the_calendar_over_the_typed_words() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    let announced = async || {
        let body = app.get(crate::helpers::SETTINGS, None).await.body;
        (body["academic_year"].clone(), body["current_term"].clone())
    };

    // Typed on the settings' General tab: kept as typed.
    let saved = app
        .put(
            crate::helpers::SETTINGS,
            token,
            &json!({"academic_year": "Our 2025/2026", "current_term": "Autumn"}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    assert_eq!(announced().await, (json!("Our 2025/2026"), json!("Autumn")));

    // A session added, not current: the typed words stay.
    next_session(&app, &admin.token).await;
    assert_eq!(announced().await, (json!("Our 2025/2026"), json!("Autumn")));

    // The new session made current, then its current term renamed: announced.
    let made = app
        .post("/api/sessions/2026-2027/make_current/", token, &json!({}))
        .await;
    assert_eq!(made.status, 200, "{made:?}");
    assert_eq!(announced().await, (json!("2026/2027"), json!("First Term")));
    let first = made.body["terms"][0]["id"].as_str().unwrap().to_owned();
    let renamed = app
        .patch(
            &format!("/api/terms/{first}/"),
            token,
            &json!({"name": "Harmattan Term"}),
        )
        .await;
    assert_eq!(renamed.status, 200, "{renamed:?}");
    assert_eq!(
        announced().await,
        (json!("2026/2027"), json!("Harmattan Term"))
    );

    // A term's dates changed, or the current term made current again: the words stay as typed.
    let typed = app
        .put(
            crate::helpers::SETTINGS,
            token,
            &json!({"academic_year": "This year", "current_term": "Harmattan"}),
        )
        .await;
    assert_eq!(typed.status, 200, "{typed:?}");
    let dated = app
        .patch(
            &format!("/api/terms/{first}/"),
            token,
            &json!({"end_date": "2026-12-18"}),
        )
        .await;
    assert_eq!(dated.status, 200, "{dated:?}");
    let again = app
        .post(
            &format!("/api/terms/{first}/make_current/"),
            token,
            &json!({}),
        )
        .await;
    assert_eq!(again.status, 200, "{again:?}");
    assert_eq!(announced().await, (json!("This year"), json!("Harmattan")));
}

#[tokio::test]
async fn a_settings_save_that_renames_the_current_session_announces_its_new_name() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let token = Some(admin.token.as_str());
    let typed = app
        .put(
            crate::helpers::SETTINGS,
            token,
            &json!({"academic_year": "Our year", "current_term": "Autumn"}),
        )
        .await;
    assert_eq!(typed.status, 200, "{typed:?}");
    let mut sessions = typed.body["sessions"].clone();

    // The Academic tab adds a session: nothing current changed, the typed words stay.
    sessions
        .as_array_mut()
        .unwrap()
        .push(json!({"id": "2026-2027", "name": "2026/2027", "terms": ["First Term"]}));
    let added = app
        .put(
            crate::helpers::SETTINGS,
            token,
            &json!({ "sessions": sessions }),
        )
        .await;
    assert_eq!(added.status, 200, "{added:?}");
    assert_eq!(added.body["academic_year"], "Our year");

    // It renames the current session: the answer and the public pages name it.
    sessions[0]["name"] = json!("2025-26");
    let renamed = app
        .put(
            crate::helpers::SETTINGS,
            token,
            &json!({ "sessions": sessions }),
        )
        .await;
    assert_eq!(renamed.status, 200, "{renamed:?}");
    assert_eq!(renamed.body["academic_year"], "2025-26");
    assert_eq!(renamed.body["current_term"], "First Term");
    let public = app.get(crate::helpers::SETTINGS, None).await.body;
    assert_eq!(public["academic_year"], "2025-26");
    assert_eq!(public["current_term"], "First Term");
    assert_eq!(public["version"], renamed.body["version"]);
}
