//! Superusers' management of admins, roles and passwords, one by one and in bulk.

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::{binary, request, seeded_app, send, services, token_for};

#[actix_web::test]
async fn superusers_manage_admins_and_roles_and_recover_passwords() {
    let test_db = TestDatabase::new().await;
    let seeded = binary()
        .env("DATABASE_URL", test_db.url())
        .args(["seed-demo", "--students", "60"])
        .output()
        .unwrap();
    assert!(seeded.status.success());
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;
    let pw = app::wiring::DEMO_PASSWORD;
    let head = token_for(&app, "demo.admin", pw).await;
    let call = |method: actix_web::http::Method, path: &str, token: &str, body: Option<Value>| {
        let mut req = actix_test::TestRequest::default()
            .method(method)
            .uri(path)
            .insert_header(("Authorization", format!("Bearer {token}")));
        if let Some(body) = body {
            req = req.set_json(body);
        }
        req.to_request()
    };
    use actix_web::http::Method;

    // A superuser adds an admin who must change the given password.
    let created = actix_test::call_service(&app, call(Method::POST, "/api/admins/", &head, Some(serde_json::json!({
        "username": "bursar", "email": "bursar@greenfield.example", "first_name": "Bola", "last_name": "Ade",
        "password": "Bursar pass 1"})))).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let bursar: Value = actix_test::read_body_json(created).await;
    assert_eq!(bursar["must_change_password"], true);
    let bursar_id = bursar["id"].as_str().unwrap().to_owned();

    // Until they choose their own password, the new admin can do nothing else.
    let first = token_for(&app, "bursar", "Bursar pass 1").await;
    let blocked =
        actix_test::call_service(&app, call(Method::GET, "/api/users/", &first, None)).await;
    assert_eq!(blocked.status(), StatusCode::FORBIDDEN);
    let blocked: Value = actix_test::read_body_json(blocked).await;
    assert_eq!(blocked["code"], "auth.password_change_required");
    let changed: Value = actix_test::call_and_read_body_json(&app, call(Method::POST, "/api/auth/change-password/", &first,
        Some(serde_json::json!({"current_password": "Bursar pass 1", "new_password": "Bursar own pass 2"})))).await;
    let clerk = changed["access"].as_str().unwrap().to_owned();

    // The new admin holds no permission yet: they cannot list accounts.
    let refused =
        actix_test::call_service(&app, call(Method::GET, "/api/users/", &clerk, None)).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);

    // A role with users.manage, granted to them, lets them.
    let role = actix_test::call_service(
        &app,
        call(
            Method::POST,
            "/api/school-settings/roles/",
            &head,
            Some(serde_json::json!({
        "name": "Office", "permissions": ["users.manage"]})),
        ),
    )
    .await;
    assert_eq!(role.status(), StatusCode::CREATED);
    let role: Value = actix_test::read_body_json(role).await;
    let grant = actix_test::call_service(
        &app,
        call(
            Method::POST,
            "/api/school-settings/user-roles/",
            &head,
            Some(serde_json::json!({
        "user": bursar_id, "role": role["id"]})),
        ),
    )
    .await;
    assert_eq!(grant.status(), StatusCode::CREATED);
    let listed = actix_test::call_service(
        &app,
        call(
            Method::GET,
            "/api/users/?role=teacher&search=demo.teacher",
            &clerk,
            None,
        ),
    )
    .await;
    assert_eq!(listed.status(), StatusCode::OK);
    let listed: Value = actix_test::read_body_json(listed).await;
    assert_eq!(listed["count"], 1);
    let teacher_id = listed["results"][0]["id"].as_str().unwrap().to_owned();
    // Without a role filter they see everyone but the admins, who are for superusers.
    let everyone: Value = actix_test::call_and_read_body_json(
        &app,
        call(Method::GET, "/api/users/?page_size=200", &clerk, None),
    )
    .await;
    assert!(
        everyone["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u["role"] != "admin"),
        "{everyone}"
    );
    // The register's 60 students, their parents and the teachers; the admin is left out.
    assert!(
        everyone["count"].as_u64().unwrap() > 100,
        "{}",
        everyone["count"]
    );

    // ...but not admins, and not roles: those are for superusers.
    assert_eq!(
        actix_test::call_service(&app, call(Method::GET, "/api/admins/", &clerk, None))
            .await
            .status(),
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        actix_test::call_service(
            &app,
            call(Method::GET, "/api/school-settings/roles/", &clerk, None)
        )
        .await
        .status(),
        StatusCode::FORBIDDEN
    );

    // A temporary password signs the teacher in, flagged to be changed.
    let recovered = actix_test::call_service(
        &app,
        call(
            Method::POST,
            &format!("/api/users/{teacher_id}/recover-password/"),
            &clerk,
            Some(serde_json::json!({"method": "temporary_password"})),
        ),
    )
    .await;
    assert_eq!(recovered.status(), StatusCode::OK);
    let recovered: Value = actix_test::read_body_json(recovered).await;
    let temporary = recovered["temporary_password"].as_str().unwrap();
    let teacher = token_for(&app, "demo.teacher", temporary).await;
    let me: Value = actix_test::call_and_read_body_json(
        &app,
        call(Method::GET, "/api/profiles/me/", &teacher, None),
    )
    .await;
    assert_eq!(me["must_change_password"], true);

    // A teacher may not touch any of it.
    assert_eq!(
        actix_test::call_service(&app, call(Method::GET, "/api/users/", &teacher, None))
            .await
            .status(),
        StatusCode::FORBIDDEN
    );

    // Deactivating the bursar ends their session at once; nobody deactivates themselves.
    let gone = actix_test::call_service(
        &app,
        call(
            Method::DELETE,
            &format!("/api/admins/{bursar_id}/"),
            &head,
            None,
        ),
    )
    .await;
    assert_eq!(gone.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        actix_test::call_service(&app, call(Method::GET, "/api/profiles/me/", &clerk, None))
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );
    let me: Value = actix_test::call_and_read_body_json(
        &app,
        call(Method::GET, "/api/profiles/me/", &head, None),
    )
    .await;
    let myself = actix_test::call_service(
        &app,
        call(
            Method::DELETE,
            &format!("/api/admins/{}/", me["id"].as_str().unwrap()),
            &head,
            None,
        ),
    )
    .await;
    assert_eq!(myself.status(), StatusCode::CONFLICT);
}

#[actix_web::test]
async fn bulk_admin_calls_apply_every_item_or_none_and_name_each_problem() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let head = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let admin = |username: &str, email: &str| {
        serde_json::json!({"username": username, "email": email, "first_name": "Bola",
            "last_name": "Ade", "password": "Office pass 1"})
    };
    let count_admins = || async {
        let (_, list) = send(
            &app,
            request(Method::GET, "/api/admins/", Some(&head), None),
        )
        .await;
        list["count"].as_u64().unwrap()
    };
    let before = count_admins().await;

    // The second item repeats the first's username, the third has a weak password: none is added.
    let (status, refused) = send(
        &app,
        request(
            Method::POST,
            "/api/admins/bulk_create/",
            Some(&head),
            Some(serde_json::json!({"items": [
                admin("bursar", "bursar@greenfield.example"),
                admin("BURSAR", "bursar2@greenfield.example"),
                {"username": "clerk", "email": "clerk@greenfield.example", "first_name": "C",
                 "last_name": "L", "password": "short"},
            ]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(
        refused["fields"]["items.2.password"].is_array(),
        "{refused}"
    );
    assert_eq!(count_admins().await, before);
    let (status, duplicate) = send(
        &app,
        request(
            Method::POST,
            "/api/admins/bulk_create/",
            Some(&head),
            Some(serde_json::json!({"items": [
                admin("bursar", "bursar@greenfield.example"),
                admin("BURSAR", "bursar2@greenfield.example"),
            ]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        duplicate["fields"]["items.1.username"].is_array(),
        "{duplicate}"
    );
    assert_eq!(
        count_admins().await,
        before,
        "the first item was rolled back too"
    );

    let (status, created) = send(
        &app,
        request(
            Method::POST,
            "/api/admins/bulk_create/",
            Some(&head),
            Some(serde_json::json!({"items": [
                admin("bursar", "bursar@greenfield.example"),
                admin("clerk", "clerk@greenfield.example"),
            ]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let ids: Vec<String> = created["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(count_admins().await, before + 2);

    // PUT replaces every editable field.
    let (status, replaced) = send(
        &app,
        request(
            Method::PUT,
            &format!("/api/admins/{}/", ids[0]),
            Some(&head),
            Some(serde_json::json!({
            "first_name": "Bolanle", "last_name": "Ade", "email": "bolanle@greenfield.example",
            "is_active": true, "is_superuser": false})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{replaced}");
    assert_eq!(replaced["first_name"], "Bolanle");

    // An update naming an unknown admin changes nobody.
    let (status, unknown) = send(
        &app,
        request(
            Method::POST,
            "/api/admins/bulk_update/",
            Some(&head),
            Some(serde_json::json!({"items": [
                {"id": ids[1], "first_name": "Chidi"},
                {"id": uuid::Uuid::now_v7(), "first_name": "Nobody"},
            ]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(unknown["fields"]["items.1.id"].is_array(), "{unknown}");
    let (_, clerk) = send(
        &app,
        request(
            Method::GET,
            &format!("/api/admins/{}/", ids[1]),
            Some(&head),
            None,
        ),
    )
    .await;
    assert_eq!(clerk["first_name"], "Bola");

    let response = actix_test::call_service(
        &app,
        request(
            Method::POST,
            "/api/admins/bulk_delete/",
            Some(&head),
            Some(serde_json::json!({"items": ids})),
        ),
    )
    .await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let (_, clerk) = send(
        &app,
        request(
            Method::GET,
            &format!("/api/admins/{}/", ids[1]),
            Some(&head),
            None,
        ),
    )
    .await;
    assert_eq!(clerk["is_active"], false);
}
