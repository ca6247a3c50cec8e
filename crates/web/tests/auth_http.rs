//! Signing in and the bearer token over HTTP: statuses, bodies, and forged tokens refused.

use actix_web::{
    http::{StatusCode, header},
    test,
};
use auth::{TokenConfig, TokenKind, Tokens};
use kernel::Role;
use serde_json::{Value, json};
use time::Duration;
use uuid::Uuid;

mod support;

use support::{Probe, auth_with, nothing_stored, now, state_with, tokens, user};

async fn call(
    account: Option<auth::User>,
    request: test::TestRequest,
) -> (StatusCode, header::HeaderMap, Value) {
    let state = state_with(
        nothing_stored(),
        Probe(Ok(())),
        auth_with(account, "correct 1"),
    );
    let app = test::init_service(web::app(state, None)).await;
    let response = test::call_service(&app, request.to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    let body = test::read_body(response).await;
    (
        status,
        headers,
        serde_json::from_slice(&body).unwrap_or(Value::Null),
    )
}

fn login(username: &str, password: &str) -> test::TestRequest {
    test::TestRequest::post()
        .uri("/api/auth/login/")
        .set_json(json!({"username": username, "password": password}))
}

fn me(token: &str) -> test::TestRequest {
    test::TestRequest::get()
        .uri("/api/profiles/me/")
        .insert_header((header::AUTHORIZATION, format!("Bearer {token}")))
}

#[actix_web::test]
async fn signing_in_answers_access_refresh_and_the_user() {
    let account = user(Role::Teacher);

    let (status, _, body) = call(Some(account.clone()), login("teacher.one", "correct 1")).await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["user"]["role"], "teacher");
    assert_eq!(body["user"]["username"], "teacher.one");
    assert_eq!(body["user"]["first_name"], "Ada");
    assert!(body["user"].get("password_hash").is_none());
    let access = body["access"].as_str().unwrap();
    assert!(tokens().verify(access, TokenKind::Access, now()).is_ok());
    assert!(body["refresh"].as_str().unwrap().len() > 20);
}

#[actix_web::test]
async fn a_wrong_password_answers_401_with_a_sentence() {
    let (status, headers, body) = call(Some(user(Role::Parent)), login("parent.one", "nope")).await;

    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["code"], "auth.invalid_credentials");
    assert_eq!(
        body["detail"],
        "The username or password is incorrect. Check them and try again."
    );
    assert_eq!(headers.get(header::WWW_AUTHENTICATE).unwrap(), "Bearer");
}

#[actix_web::test]
async fn missing_credentials_answer_422_per_field() {
    let request = test::TestRequest::post()
        .uri("/api/auth/login/")
        .set_json(json!({}));

    let (status, _, body) = call(None, request).await;

    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["username"], json!(["Enter your username."]));
    assert_eq!(body["fields"]["password"], json!(["Enter your password."]));
}

#[actix_web::test]
async fn a_valid_access_token_reads_the_profile() {
    let account = user(Role::Student);
    let (token, _) = tokens()
        .issue(TokenKind::Access, account.id, Role::Student, None, now())
        .unwrap();

    let (status, _, body) = call(Some(account.clone()), me(&token)).await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["id"], account.id.to_string());
    assert_eq!(body["role"], "student");
}

#[actix_web::test]
async fn no_token_answers_401() {
    let (status, _, body) = call(None, test::TestRequest::get().uri("/api/profiles/me/")).await;

    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["code"], "auth.not_authenticated");
}

#[actix_web::test]
async fn forged_expired_and_misused_tokens_all_answer_401() {
    let account = user(Role::Admin);
    let id = account.id;
    let issue = |t: &Tokens, kind, at| {
        t.issue(kind, id, Role::Admin, Some(Uuid::now_v7()), at)
            .unwrap()
            .0
    };
    let good = issue(&tokens(), TokenKind::Access, now());
    let payload = good.split('.').nth(1).unwrap().to_owned();
    let forged = [
        (
            "algorithm none",
            format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}."),
        ),
        (
            "wrong signature",
            issue(
                &Tokens::new(b"some other secret, 32 bytes long", TokenConfig::default()),
                TokenKind::Access,
                now(),
            ),
        ),
        (
            "expired",
            issue(&tokens(), TokenKind::Access, now() - Duration::hours(2)),
        ),
        (
            "wrong audience",
            issue(
                &Tokens::new(
                    support::SECRET,
                    TokenConfig {
                        audience: "another-app".into(),
                        ..TokenConfig::default()
                    },
                ),
                TokenKind::Access,
                now(),
            ),
        ),
        (
            "refresh as access",
            issue(&tokens(), TokenKind::Refresh, now()),
        ),
        ("garbage", "not.a.token".to_owned()),
    ];

    for (what, token) in forged {
        let (status, _, body) = call(Some(account.clone()), me(&token)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{what}");
        assert_eq!(body["code"], "auth.invalid_token", "{what}");
    }
    let (status, _, _) = call(Some(account), me(&good)).await;
    assert_eq!(status, StatusCode::OK, "the genuine token still works");
}

#[actix_web::test]
async fn a_deactivated_users_token_stops_working_at_once() {
    let account = auth::User {
        is_active: false,
        ..user(Role::Teacher)
    };
    let (token, _) = tokens()
        .issue(TokenKind::Access, account.id, Role::Teacher, None, now())
        .unwrap();

    let (status, _, _) = call(Some(account), me(&token)).await;

    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[actix_web::test]
async fn logout_always_answers_204() {
    let request = test::TestRequest::post()
        .uri("/api/auth/logout/")
        .set_json(json!({"refresh": "whatever"}));

    let (status, _, _) = call(None, request).await;

    assert_eq!(status, StatusCode::NO_CONTENT);
}

#[actix_web::test]
async fn both_spellings_of_the_profile_status_paths_answer() {
    let account = user(Role::Parent);
    let (token, _) = tokens()
        .issue(TokenKind::Access, account.id, Role::Parent, None, now())
        .unwrap();
    for path in [
        "/api/profiles/verification-status/",
        "/api/profiles/profiles/verification_status/",
        "/api/profiles/contact-info/",
        "/api/profiles/profiles/contact_info/",
    ] {
        let request = test::TestRequest::get()
            .uri(path)
            .insert_header((header::AUTHORIZATION, format!("Bearer {token}")));
        let (status, _, _) = call(Some(account.clone()), request).await;
        assert_eq!(status, StatusCode::OK, "{path}");
    }
}
