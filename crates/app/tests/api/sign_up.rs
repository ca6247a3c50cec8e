//! Self sign-up, the e-mailed links, and an admin's approval.

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::{Outbox, binary, link_token, services, token_for};

#[actix_web::test]
async fn a_family_signs_up_confirms_its_email_signs_in_and_resets_its_password() {
    use std::sync::Arc;
    let test_db = TestDatabase::new().await;
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let outbox = Arc::new(Outbox::default());
    let mut state = app::wiring::state(&db, &services());
    state.auth = app::wiring::auth_service_with(&db, &services(), outbox.clone());
    let app = actix_test::init_service(web::app(state, None)).await;
    let post = |path: &str, body: Value| {
        actix_test::TestRequest::post()
            .uri(path)
            .set_json(body)
            .to_request()
    };
    let login = || {
        post(
            "/api/auth/login/",
            serde_json::json!({"username": "chidi", "password": "family pass 1"}),
        )
    };

    let signup = post(
        "/api/auth/signup/",
        serde_json::json!({"username": "chidi", "email": "chidi@family.example", "first_name": "Chidi",
                            "last_name": "Okafor", "password": "family pass 1"}),
    );
    let response = actix_test::call_service(&app, signup).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let body: Value = actix_test::read_body_json(response).await;
    assert_eq!(body["user"]["role"], "student", "the school's default role");
    assert_eq!(body["email_verification_required"], true);

    let refused = actix_test::call_service(&app, login()).await;
    assert_eq!(
        refused.status(),
        StatusCode::FORBIDDEN,
        "not before the e-mail is confirmed"
    );

    let token = link_token(&outbox, "/verify-email?token=");
    let verified = actix_test::call_service(
        &app,
        post(
            "/api/auth/verify-email/",
            serde_json::json!({"token": token}),
        ),
    )
    .await;
    assert_eq!(verified.status(), StatusCode::OK);
    let again = actix_test::call_service(
        &app,
        post(
            "/api/auth/verify-email/",
            serde_json::json!({"token": token}),
        ),
    )
    .await;
    assert_eq!(again.status(), StatusCode::BAD_REQUEST, "a link works once");
    assert_eq!(
        actix_test::call_service(&app, login()).await.status(),
        StatusCode::OK
    );

    let reset = post(
        "/api/auth/password-reset/",
        serde_json::json!({"email": "CHIDI@family.example"}),
    );
    assert_eq!(
        actix_test::call_service(&app, reset).await.status(),
        StatusCode::ACCEPTED
    );
    let token = link_token(&outbox, "/reset-password?token=");
    let confirm = post(
        "/api/auth/password-reset/confirm/",
        serde_json::json!({"token": token, "new_password": "a new family pass 2"}),
    );
    assert_eq!(
        actix_test::call_service(&app, confirm).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        actix_test::call_service(&app, login()).await.status(),
        StatusCode::UNAUTHORIZED
    );
    let new_login = post(
        "/api/auth/login/",
        serde_json::json!({"username": "chidi", "password": "a new family pass 2"}),
    );
    assert_eq!(
        actix_test::call_service(&app, new_login).await.status(),
        StatusCode::OK
    );
}

#[actix_web::test]
async fn sign_up_is_refused_when_the_school_turned_it_off() {
    let test_db = TestDatabase::new().await;
    test_db
        .client()
        .await
        .batch_execute(r#"INSERT INTO school_settings (id, document) VALUES (1, '{"allow_self_registration": false}')"#)
        .await
        .unwrap();
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;

    let signup = actix_test::TestRequest::post()
        .uri("/api/auth/signup/")
        .set_json(
            serde_json::json!({"username": "chidi", "email": "c@f.example", "first_name": "C",
                                     "last_name": "O", "password": "family pass 1"}),
        )
        .to_request();
    let response = actix_test::call_service(&app, signup).await;

    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let body: Value = actix_test::read_body_json(response).await;
    assert_eq!(body["code"], "auth.signup_closed");
}

#[actix_web::test]
async fn a_self_registered_account_waits_for_an_admins_approval() {
    use std::sync::Arc;
    let test_db = TestDatabase::new().await;
    binary()
        .env("DATABASE_URL", test_db.url())
        .args(["seed-demo", "--students", "60"])
        .output()
        .unwrap();
    test_db
        .client()
        .await
        .batch_execute(
            r#"UPDATE school_settings SET document = document || '{"email_verification_required": false,
               "registration_approval_required": true}'"#,
        )
        .await
        .unwrap();
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let outbox = Arc::new(Outbox::default());
    let mut state = app::wiring::state(&db, &services());
    state.auth = app::wiring::auth_service_with(&db, &services(), outbox.clone());
    let app = actix_test::init_service(web::app(state, None)).await;
    let signup = actix_test::TestRequest::post()
        .uri("/api/auth/signup/")
        .set_json(serde_json::json!({"username": "new.parent", "email": "new@family.example", "first_name": "Ify",
                                     "last_name": "Obi", "password": "family pass 1"}))
        .to_request();
    let created: Value = actix_test::call_and_read_body_json(&app, signup).await;
    let login = || {
        actix_test::TestRequest::post()
            .uri("/api/auth/login/")
            .set_json(serde_json::json!({"username": "new.parent", "password": "family pass 1"}))
            .to_request()
    };
    let waiting = actix_test::call_service(&app, login()).await;
    assert_eq!(waiting.status(), StatusCode::FORBIDDEN);
    let body: Value = actix_test::read_body_json(waiting).await;
    assert_eq!(body["code"], "auth.awaiting_approval");

    let head = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let pending: Value = actix_test::call_and_read_body_json(
        &app,
        actix_test::TestRequest::get()
            .uri("/api/users/?approved=false")
            .insert_header(("Authorization", format!("Bearer {head}")))
            .to_request(),
    )
    .await;
    assert_eq!(pending["count"], 1);
    let approve = actix_test::TestRequest::patch()
        .uri(&format!(
            "/api/users/{}/",
            created["user"]["id"].as_str().unwrap()
        ))
        .insert_header(("Authorization", format!("Bearer {head}")))
        .set_json(serde_json::json!({"approved": true}))
        .to_request();
    assert_eq!(
        actix_test::call_service(&app, approve).await.status(),
        StatusCode::OK
    );

    assert_eq!(
        actix_test::call_service(&app, login()).await.status(),
        StatusCode::OK
    );
    let emails = outbox.0.lock().unwrap();
    assert_eq!(emails.last().unwrap().subject, "Your account is approved");
}
