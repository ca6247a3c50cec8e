//! The wired application on a real, throwaway PostgreSQL database, and the binary's commands.

use std::process::Command;

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

const SECRET: &str = "4f9c2a7e1b8d6053c9e4a1f7b2d8e6c0";

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_school-portal"));
    command
        .env_remove("DATABASE_URL")
        .env_remove("PORTAL_SECRET_KEY")
        .env_remove("PORTAL_CONFIG");
    command
}

fn services() -> app::wiring::Services {
    app::wiring::Services {
        secret: SECRET.as_bytes().to_vec(),
        tokens: auth::TokenConfig::default(),
        hash_permits: 2,
        public_url: "http://127.0.0.1:8080".into(),
    }
}

async fn get_json(db: &Database, path: &str) -> (StatusCode, Value) {
    let app = actix_test::init_service(web::app(app::wiring::state(db, &services()), None)).await;
    let response =
        actix_test::call_service(&app, actix_test::TestRequest::get().uri(path).to_request()).await;
    let status = response.status();
    (status, actix_test::read_body_json(response).await)
}

#[actix_web::test]
async fn the_settings_stored_by_seed_demo_are_served() {
    let test_db = TestDatabase::new().await;
    let output = binary()
        .env("DATABASE_URL", test_db.url())
        .arg("seed-demo")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();

    let (status, body) = get_json(&db, "/api/school-settings/school-settings/").await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["school_name"], "Greenfield Academy");
    assert_eq!(body["grading"]["passMark"], 40);
}

#[actix_web::test]
async fn seed_demo_never_overwrites_a_schools_settings() {
    let test_db = TestDatabase::new().await;
    test_db
        .client()
        .await
        .batch_execute(r#"INSERT INTO school_settings (id, document) VALUES (1, '{"school_name": "St. Mary''s"}')"#)
        .await
        .unwrap();

    let output = binary()
        .env("DATABASE_URL", test_db.url())
        .arg("seed-demo")
        .output()
        .unwrap();

    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains("nothing was changed"));
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let (_, body) = get_json(&db, "/api/school-settings/school-settings/").await;
    assert_eq!(body["school_name"], "St. Mary's");
}

#[actix_web::test]
async fn health_recovers_by_itself_after_the_database_drops_its_connections() {
    let test_db = TestDatabase::new().await;
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;
    let health = || {
        actix_test::TestRequest::get()
            .uri("/api/health/")
            .to_request()
    };
    assert_eq!(
        actix_test::call_service(&app, health()).await.status(),
        StatusCode::OK
    );

    test_db.terminate_connections().await;

    assert_eq!(
        actix_test::call_service(&app, health()).await.status(),
        StatusCode::OK
    );
}

#[test]
fn serve_refuses_to_start_without_a_secret_and_names_the_variable() {
    let output = binary()
        .env(
            "DATABASE_URL",
            "postgres://postgres@127.0.0.1:5432/school_portal",
        )
        .arg("serve")
        .output()
        .unwrap();

    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("PORTAL_SECRET_KEY is not set"), "{stderr}");
}

#[test]
fn check_config_names_a_bad_database_url() {
    let output = binary()
        .env("DATABASE_URL", "mysql://root@localhost/school")
        .env("PORTAL_SECRET_KEY", SECRET)
        .arg("check-config")
        .output()
        .unwrap();

    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("DATABASE_URL must start with postgres://"),
        "{stderr}"
    );
}

#[tokio::test]
async fn check_config_passes_on_a_migrated_database() {
    let test_db = TestDatabase::new().await;

    let output = binary()
        .env("DATABASE_URL", test_db.url())
        .env("PORTAL_SECRET_KEY", SECRET)
        .arg("check-config")
        .output()
        .unwrap();

    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("configuration is valid"), "{stdout}");
    assert!(!stdout.contains("not applied"), "{stdout}");
}

#[test]
fn openapi_prints_the_document_without_any_configuration() {
    let output = binary().arg("openapi").output().unwrap();

    assert!(output.status.success());
    let document: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert!(document["paths"]["/api/school-settings/school-settings/"].is_object());
}

#[actix_web::test]
async fn an_admin_created_on_the_command_line_signs_in_and_reads_their_profile() {
    use std::io::Write;
    let test_db = TestDatabase::new().await;
    let mut child = binary()
        .env("DATABASE_URL", test_db.url())
        .env("PORTAL_SECRET_KEY", SECRET)
        .args([
            "create-admin",
            "--username",
            "Head.Teacher",
            "--email",
            "head@school.example",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"Str0ng password\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );

    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;
    let login = actix_test::TestRequest::post()
        .uri("/api/auth/login/")
        .set_json(serde_json::json!({"username": "head.teacher", "password": "Str0ng password"}))
        .to_request();
    let body: Value = actix_test::call_and_read_body_json(&app, login).await;
    assert_eq!(body["user"]["role"], "admin");
    assert_eq!(body["user"]["is_superuser"], true);

    let me = actix_test::TestRequest::get()
        .uri("/api/profiles/me/")
        .insert_header((
            "Authorization",
            format!("Bearer {}", body["access"].as_str().unwrap()),
        ))
        .to_request();
    let profile: Value = actix_test::call_and_read_body_json(&app, me).await;
    assert_eq!(profile["username"], "Head.Teacher");

    let refresh = actix_test::TestRequest::post()
        .uri("/api/auth/token/refresh/")
        .set_json(serde_json::json!({"refresh": body["refresh"]}))
        .to_request();
    let response = actix_test::call_service(&app, refresh).await;
    assert_eq!(response.status(), StatusCode::OK);
    let again = actix_test::TestRequest::post()
        .uri("/api/auth/token/refresh/")
        .set_json(serde_json::json!({"refresh": body["refresh"]}))
        .to_request();
    assert_eq!(
        actix_test::call_service(&app, again).await.status(),
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn create_admin_refuses_a_weak_password_and_says_why() {
    use std::io::Write;
    let test_db = TestDatabase::new().await;
    let mut child = binary()
        .env("DATABASE_URL", test_db.url())
        .env("PORTAL_SECRET_KEY", SECRET)
        .args(["create-admin", "--username", "head"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"short\n").unwrap();
    let output = child.wait_with_output().unwrap();

    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("password: Use at least 8 characters."),
        "{stderr}"
    );
}

/// Keeps the e-mails the portal sends.
#[derive(Default)]
struct Outbox(std::sync::Mutex<Vec<auth::OutgoingEmail>>);

#[async_trait::async_trait]
impl auth::Mailer for Outbox {
    async fn send(&self, email: auth::OutgoingEmail) -> Result<(), auth::AuthError> {
        self.0.lock().unwrap().push(email);
        Ok(())
    }
}

fn link_token(outbox: &Outbox, path: &str) -> String {
    let emails = outbox.0.lock().unwrap();
    let body = &emails.last().expect("an e-mail was sent").body;
    let start = body.find(path).expect("the e-mail holds the link") + path.len();
    body[start..].split_whitespace().next().unwrap().to_owned()
}

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
async fn seed_demo_creates_one_account_per_role_once() {
    let test_db = TestDatabase::new().await;
    let seed = || {
        binary()
            .env("DATABASE_URL", test_db.url())
            .arg("seed-demo")
            .output()
            .unwrap()
    };
    let first = seed();
    let second = seed();
    assert!(
        String::from_utf8_lossy(&first.stdout)
            .contains("demo.admin, demo.teacher, demo.student, demo.parent")
    );
    assert!(String::from_utf8_lossy(&second.stdout).contains("already exist"));

    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;
    for (username, role) in [("demo.parent", "parent"), ("demo.admin", "admin")] {
        let login = actix_test::TestRequest::post()
            .uri("/api/auth/login/")
            .set_json(
                serde_json::json!({"username": username, "password": app::wiring::DEMO_PASSWORD}),
            )
            .to_request();
        let body: Value = actix_test::call_and_read_body_json(&app, login).await;
        assert_eq!(body["user"]["role"], role);
    }
}

/// Signs in through the API and answers the access token.
async fn token_for<S, B>(app: &S, username: &str, password: &str) -> String
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let login = actix_test::TestRequest::post()
        .uri("/api/auth/login/")
        .set_json(serde_json::json!({"username": username, "password": password}))
        .to_request();
    let body: Value = actix_test::call_and_read_body_json(app, login).await;
    body["access"]
        .as_str()
        .unwrap_or_else(|| panic!("{username} could not sign in: {body}"))
        .to_owned()
}

#[actix_web::test]
async fn superusers_manage_admins_and_roles_and_recover_passwords() {
    let test_db = TestDatabase::new().await;
    let seeded = binary()
        .env("DATABASE_URL", test_db.url())
        .arg("seed-demo")
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
            "/api/users/?role=teacher&search=emeka",
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
    assert_eq!(everyone["count"], 3);

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

fn multipart(field: &str, content: &[u8]) -> (String, Vec<u8>) {
    let boundary = "portal-test-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"me.png\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

#[actix_web::test]
async fn a_profile_picture_is_checked_by_content_stored_and_served_with_a_long_cache() {
    let test_db = TestDatabase::new().await;
    binary()
        .env("DATABASE_URL", test_db.url())
        .arg("seed-demo")
        .output()
        .unwrap();
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await;
    let token = token_for(&app, "demo.student", app::wiring::DEMO_PASSWORD).await;
    let upload = |content: &[u8]| {
        let (content_type, body) = multipart("profile_image", content);
        actix_test::TestRequest::post()
            .uri("/profiles/profiles/upload_profile_picture/")
            .insert_header(("Authorization", format!("Bearer {token}")))
            .insert_header(("Content-Type", content_type))
            .set_payload(body)
            .to_request()
    };
    let png: Vec<u8> = [
        0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0,
        0, 0, 1,
    ]
    .to_vec();

    let html =
        actix_test::call_service(&app, upload(b"<html><script>alert(1)</script></html>")).await;
    assert_eq!(html.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let mut big = png.clone();
    big.resize(2 * 1024 * 1024 + 1, 0);
    assert_eq!(
        actix_test::call_service(&app, upload(&big)).await.status(),
        StatusCode::PAYLOAD_TOO_LARGE
    );

    let stored: Value = actix_test::call_and_read_body_json(&app, upload(&png)).await;
    let url = stored["profile_picture_url"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/media/"), "{stored}");
    let served =
        actix_test::call_service(&app, actix_test::TestRequest::get().uri(&url).to_request()).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers().get("content-type").unwrap(), "image/png");
    assert!(
        served
            .headers()
            .get("cache-control")
            .unwrap()
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert_eq!(actix_test::read_body(served).await.as_ref(), png.as_slice());
}

#[actix_web::test]
async fn a_self_registered_account_waits_for_an_admins_approval() {
    use std::sync::Arc;
    let test_db = TestDatabase::new().await;
    binary()
        .env("DATABASE_URL", test_db.url())
        .arg("seed-demo")
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
