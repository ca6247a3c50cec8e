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
        providers: providers::ProviderUrls::default(),
        trusted_proxies: Vec::new(),
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
        .args(["seed-demo", "--students", "60"])
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
        .args(["seed-demo", "--students", "60"])
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
            .args(["seed-demo", "--students", "60"])
            .output()
            .unwrap()
    };
    let first = seed();
    let second = seed();
    let said = String::from_utf8_lossy(&first.stdout);
    // The register makes the teacher, student and parent; the admin comes after.
    assert!(said.contains("Built the register"), "{said}");
    assert!(
        said.contains("Created the demo accounts demo.admin."),
        "{said}"
    );
    assert!(String::from_utf8_lossy(&second.stdout).contains("already exist"));
    assert!(String::from_utf8_lossy(&first.stdout).contains("Published 3 demo announcements."));
    assert!(!String::from_utf8_lossy(&second.stdout).contains("Published"));

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
        .args(["seed-demo", "--students", "60"])
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

/// A seeded school served in-process, and a way to call it as someone.
async fn seeded_app(
    test_db: &TestDatabase,
) -> impl actix_web::dev::Service<
    actix_http::Request,
    Response = actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>,
    Error = actix_web::Error,
> {
    let seeded = binary()
        .env("DATABASE_URL", test_db.url())
        .args(["seed-demo", "--students", "60"])
        .output()
        .unwrap();
    assert!(seeded.status.success());
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    actix_test::init_service(web::app(app::wiring::state(&db, &services()), None)).await
}

fn request(
    method: actix_web::http::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> actix_http::Request {
    let mut req = actix_test::TestRequest::default().method(method).uri(path);
    if let Some(token) = token {
        req = req.insert_header(("Authorization", format!("Bearer {token}")));
    }
    if let Some(body) = body {
        req = req.set_json(body);
    }
    req.to_request()
}

async fn send<S, B>(app: &S, req: actix_http::Request) -> (StatusCode, Value)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    let response = actix_test::call_service(app, req).await;
    let status = response.status();
    let body = actix_test::read_body(response).await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

const SETTINGS: &str = "/api/school-settings/school-settings/";

#[actix_web::test]
async fn a_partial_settings_update_changes_only_what_was_sent_and_never_answers_secrets() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let (_, before) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    let version = before["version"].as_i64().unwrap();

    let (status, after) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "version": version,
                "primary_color": "#0F766E",
                "notifications": {"email": {"smtp": {
                    "host": "smtp.greenfield.example", "password": "smtp-secret-pw"}}},
                "payment_gateways": {"paystack": {"secretKey": "sk_test_paystack_123"}},
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["version"], version + 1);
    assert_eq!(after["primary_color"], "#0F766E");
    assert_eq!(
        after["notifications"]["email"]["smtp"]["host"],
        "smtp.greenfield.example"
    );
    assert_eq!(after["notifications"]["email"]["smtp"]["passwordSet"], true);
    assert_eq!(after["payment_gateways"]["paystack"]["secretKeySet"], true);
    // Everything not sent is as it was.
    let mut expected = before.clone();
    expected["version"] = after["version"].clone();
    expected["primary_color"] = after["primary_color"].clone();
    expected["notifications"]["email"]["smtp"] = after["notifications"]["email"]["smtp"].clone();
    expected["payment_gateways"]["paystack"] = after["payment_gateways"]["paystack"].clone();
    assert_eq!(after, expected);

    // No answer, and no row of the settings table, holds a secret in plain text.
    for token in [Some(admin.as_str()), None] {
        let response =
            actix_test::call_service(&app, request(Method::GET, SETTINGS, token, None)).await;
        let text = String::from_utf8(actix_test::read_body(response).await.to_vec()).unwrap();
        assert!(!text.contains("smtp-secret-pw") && !text.contains("sk_test_paystack_123"));
    }
    let client = test_db.client().await;
    let row = client
        .query_one(
            "SELECT document::text || secrets::text FROM school_settings",
            &[],
        )
        .await
        .unwrap();
    let stored: String = row.get(0);
    assert!(!stored.contains("smtp-secret-pw") && !stored.contains("sk_test_paystack_123"));
    assert!(stored.contains("smtp_password"));

    // Visitors see the look and identity, not the connection details.
    let (_, public) = send(&app, request(Method::GET, SETTINGS, None, None)).await;
    assert_eq!(public["primary_color"], "#0F766E");
    assert_eq!(public["notifications"]["email"]["smtp"]["host"], "");
    assert_eq!(
        public["notifications"]["email"]["smtp"]["passwordSet"],
        false
    );

    // A later update that does not send the secret keeps it.
    let (_, kept) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"school_motto": "Learn and serve"})),
        ),
    )
    .await;
    assert_eq!(kept["notifications"]["email"]["smtp"]["passwordSet"], true);
    assert_eq!(kept["school_motto"], "Learn and serve");
}

#[actix_web::test]
async fn a_stale_or_invalid_settings_update_changes_nothing_and_only_settings_change_may_write() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let teacher = token_for(&app, "demo.teacher", app::wiring::DEMO_PASSWORD).await;
    let (_, before) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    let version = before["version"].as_i64().unwrap();

    // Another admin saves first; an update made from the older version is refused.
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"version": version, "school_motto": "First"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, stale) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"version": version, "school_motto": "Second"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(stale["code"], "settings.stale");
    let stale_tag = actix_test::TestRequest::put()
        .uri(SETTINGS)
        .insert_header(("Authorization", format!("Bearer {admin}")))
        .insert_header(("If-Match", format!("\"settings-{version}\"")))
        .set_json(serde_json::json!({"school_motto": "Third"}))
        .to_request();
    assert_eq!(send(&app, stale_tag).await.0, StatusCode::CONFLICT);

    // Invalid values answer one message per field, and nothing is stored.
    let (status, invalid) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "primary_color": "teal",
                "marking_scheme": {"examination": 60},
                "notifications": {"email": {"smtp": {"port": 0}}},
                "nonsense": true,
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(invalid["fields"]["nonsense"][0], "This is not a setting.");
    let (status, invalid) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "primary_color": "teal",
                "marking_scheme": {"examination": 60},
                "notifications": {"email": {"smtp": {"port": 0}}},
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = invalid["fields"].as_object().unwrap();
    for field in [
        "primary_color",
        "marking_scheme.examination",
        "notifications.email.smtp.port",
    ] {
        assert!(fields.contains_key(field), "{field}: {invalid}");
    }

    // A teacher may not write, nor read the communication settings.
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&teacher),
            Some(serde_json::json!({"school_name": "Mine"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(
        &app,
        request(
            Method::GET,
            "/api/school-settings/communication-settings/",
            Some(&teacher),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(
        &app,
        request(Method::PUT, SETTINGS, None, Some(serde_json::json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let (_, after) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    assert_eq!(after["school_motto"], "First");
    assert_eq!(after["school_name"], before["school_name"]);
    assert_eq!(after["version"], version + 1);

    // The communication settings take only their own keys.
    let communication = "/api/school-settings/communication-settings/";
    let (status, refused) = send(
        &app,
        request(
            Method::PUT,
            communication,
            Some(&admin),
            Some(serde_json::json!({"school_name": "x"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    let (status, changed) = send(
        &app,
        request(
            Method::PUT,
            communication,
            Some(&admin),
            Some(serde_json::json!({
            "chat_system": {"moderation": {"businessHoursOnly": true}}})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(
        changed["chat_system"]["moderation"]["businessHoursOnly"],
        true
    );
    assert!(changed.get("school_name").is_none());
}

#[actix_web::test]
async fn logo_and_favicon_uploads_are_checked_by_content_and_size_and_served_at_new_urls() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let teacher = token_for(&app, "demo.teacher", app::wiring::DEMO_PASSWORD).await;
    let upload = |path: &str, field: &str, content: &[u8], token: &str| {
        let (content_type, body) = multipart(field, content);
        actix_test::TestRequest::post()
            .uri(path)
            .insert_header(("Authorization", format!("Bearer {token}")))
            .insert_header(("X-CSRFToken", "ignored-by-a-bearer-token-api"))
            .insert_header(("Content-Type", content_type))
            .set_payload(body)
            .to_request()
    };
    let logo = "/api/school-settings/school-settings/upload-logo/";
    let favicon = "/api/school-settings/school-settings/upload-favicon/";
    let png: Vec<u8> = [
        0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0,
        0, 0, 1,
    ]
    .to_vec();

    let (status, body) = send(
        &app,
        upload(
            logo,
            "logo",
            b"<!doctype html><script>alert(1)</script>",
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{body}");
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#;
    let (status, body) = send(&app, upload(logo, "logo", svg, &admin)).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(body["detail"].as_str().unwrap().contains("SVG"), "{body}");
    let mut big = png.clone();
    big.resize(2 * 1024 * 1024 + 1, 0);
    assert_eq!(
        send(&app, upload(logo, "logo", &big, &admin)).await.0,
        StatusCode::PAYLOAD_TOO_LARGE
    );
    big.truncate(512 * 1024 + 1);
    let (status, too_big) = send(&app, upload(favicon, "favicon", &big, &admin)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(
        too_big["detail"].as_str().unwrap().contains("512 KB"),
        "{too_big}"
    );
    assert_eq!(
        send(&app, upload(logo, "logo", &png, &teacher)).await.0,
        StatusCode::FORBIDDEN
    );
    let (_, untouched) = send(&app, request(Method::GET, SETTINGS, None, None)).await;
    assert_eq!(untouched["logo_url"], Value::Null);

    let (status, first) = send(&app, upload(logo, "logo", &png, &admin)).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let first_url = first["logo_url"].as_str().unwrap().to_owned();
    let served = actix_test::call_service(&app, request(Method::GET, &first_url, None, None)).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers().get("content-type").unwrap(), "image/png");

    let mut other = png.clone();
    other.push(7);
    let (_, second) = send(&app, upload(logo, "logo", &other, &admin)).await;
    let second_url = second["logo_url"].as_str().unwrap();
    assert_ne!(second_url, first_url, "a new logo gets a new address");
    let gone = actix_test::call_service(&app, request(Method::GET, &first_url, None, None)).await;
    assert_eq!(
        gone.status(),
        StatusCode::NOT_FOUND,
        "the replaced logo is deleted"
    );

    let (status, with_icon) = send(&app, upload(favicon, "favicon", &png, &admin)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        with_icon["favicon_url"]
            .as_str()
            .unwrap()
            .starts_with("/media/")
    );
    assert_eq!(with_icon["logo_url"], second["logo_url"]);

    // Removing the logo in the settings deletes its file too.
    let (status, removed) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"logo_url": null})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(removed["logo_url"], Value::Null);
    let gone = actix_test::call_service(&app, request(Method::GET, second_url, None, None)).await;
    assert_eq!(gone.status(), StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn announcements_reach_only_the_audience_they_are_meant_for() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    // Only this test's announcements, not the demo school's.
    test_db
        .client()
        .await
        .batch_execute("DELETE FROM announcements")
        .await
        .unwrap();
    let pw = app::wiring::DEMO_PASSWORD;
    let admin = token_for(&app, "demo.admin", pw).await;
    let parent = token_for(&app, "demo.parent", pw).await;
    let student = token_for(&app, "demo.student", pw).await;
    let path = "/api/school-settings/announcements/";
    let create = |title: &str, audience: &str| {
        request(
            Method::POST,
            path,
            Some(&admin),
            Some(
                serde_json::json!({"title": title, "content": format!("{title}: details."),
                "target_audience": audience, "priority": "HIGH"}),
            ),
        )
    };
    let (status, for_parents) = send(&app, create("PTA meeting", "PARENTS")).await;
    assert_eq!(status, StatusCode::CREATED, "{for_parents}");
    assert_eq!(for_parents["created_by_name"], "Grace Adeyemi");
    send(&app, create("Term dates", "ALL")).await;
    let (_, hidden) = send(&app, create("Staff training", "TEACHERS")).await;
    let hidden_id = hidden["id"].as_str().unwrap().to_owned();
    let (status, _) = send(
        &app,
        request(
            Method::PATCH,
            &format!("{path}{hidden_id}/"),
            Some(&admin),
            Some(serde_json::json!({"is_active": true, "expires_at": null})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let titles = |body: &Value| -> Vec<String> {
        body["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["title"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, seen) = send(&app, request(Method::GET, path, Some(&parent), None)).await;
    let mut seen = titles(&seen);
    seen.sort();
    assert_eq!(seen, ["PTA meeting", "Term dates"]);
    // Asking for another audience does not widen what a student sees.
    let (_, seen) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}?target_audience=PARENTS&target_audience=TEACHERS"),
            Some(&student),
            None,
        ),
    )
    .await;
    assert_eq!(seen["count"], 0);
    let (_, seen) = send(&app, request(Method::GET, path, None, None)).await;
    assert_eq!(titles(&seen), ["Term dates"]);
    let (status, _) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}{hidden_id}/"),
            Some(&parent),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Switched off, it disappears for readers but stays for admins; only admins write.
    let parents_id = for_parents["id"].as_str().unwrap();
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            &format!("{path}{parents_id}/"),
            Some(&parent),
            Some(serde_json::json!({"title": "x", "content": "y"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, off) = send(
        &app,
        request(Method::PUT, &format!("{path}{parents_id}/"), Some(&admin), Some(serde_json::json!({
            "title": "PTA meeting", "content": "Moved to next week.", "target_audience": "PARENTS", "is_active": false}))),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(off["priority"], "MEDIUM");
    let (_, seen) = send(&app, request(Method::GET, path, Some(&parent), None)).await;
    assert_eq!(titles(&seen), ["Term dates"]);
    let (_, all) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}?ordering=title"),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(
        titles(&all),
        ["PTA meeting", "Staff training", "Term dates"]
    );

    let (status, invalid) = send(
        &app,
        request(Method::POST, path, Some(&admin), Some(serde_json::json!({"title": " ", "content": "x", "expires_at": "2001-01-01T00:00:00Z"}))),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(invalid["fields"]["title"].is_array() && invalid["fields"]["expires_at"].is_array());

    let delete = || {
        request(
            Method::DELETE,
            &format!("{path}{parents_id}/"),
            Some(&admin),
            None,
        )
    };
    let response = actix_test::call_service(&app, delete()).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(send(&app, delete()).await.0, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn visitors_subscribe_to_the_newsletter_once_and_admins_see_the_list() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let teacher = token_for(&app, "demo.teacher", app::wiring::DEMO_PASSWORD).await;
    let subscribe = |email: &str| {
        request(
            Method::POST,
            "/api/newsletter/",
            None,
            Some(serde_json::json!({ "email": email })),
        )
    };

    let (status, first) = send(&app, subscribe(" ada@family.example ")).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert_eq!(first["email"], "ada@family.example");
    // A repeat, in another case, is answered alike and kept once.
    let (status, again) = send(&app, subscribe("ADA@family.example")).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(again["detail"], first["detail"]);
    let (status, refused) = send(&app, subscribe("ada@home")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused["fields"]["email"][0]
            .as_str()
            .unwrap()
            .contains("e-mail address")
    );

    let (status, list) = send(
        &app,
        request(Method::GET, "/api/newsletter/", Some(&admin), None),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["count"], 1);
    let id = list["results"][0]["id"].as_str().unwrap().to_owned();
    let (status, _) = send(
        &app,
        request(Method::GET, "/api/newsletter/", Some(&teacher), None),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(&app, request(Method::GET, "/api/newsletter/", None, None)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let remove = || {
        request(
            Method::DELETE,
            &format!("/api/newsletter/{id}/"),
            Some(&admin),
            None,
        )
    };
    assert_eq!(
        actix_test::call_service(&app, remove()).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(send(&app, remove()).await.0, StatusCode::NOT_FOUND);
}

#[actix_web::test]
async fn an_admin_tests_a_gateway_with_the_saved_key_and_others_may_not() {
    use actix_web::http::Method;
    use wiremock::{
        Mock, MockServer, ResponseTemplate,
        matchers::{header, method, path},
    };
    let paystack = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/balance"))
        .and(header("authorization", "Bearer sk_test_saved"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"status": true, "data": []})),
        )
        .expect(1)
        .mount(&paystack)
        .await;
    let test_db = TestDatabase::new().await;
    let seeded = binary()
        .env("DATABASE_URL", test_db.url())
        .args(["seed-demo", "--students", "60"])
        .output()
        .unwrap();
    assert!(seeded.status.success());
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let services = app::wiring::Services {
        providers: providers::ProviderUrls {
            paystack: paystack.uri(),
            ..providers::ProviderUrls::default()
        },
        ..services()
    };
    let app = actix_test::init_service(web::app(app::wiring::state(&db, &services), None)).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let teacher = token_for(&app, "demo.teacher", app::wiring::DEMO_PASSWORD).await;
    let test = |gateway: &str, token: &str| {
        request(
            Method::POST,
            &format!("/api/school-settings/payment-gateways/{gateway}/test/"),
            Some(token),
            Some(serde_json::json!({"publicKey": "pk_test_1", "testMode": true})),
        )
    };

    // No key sent and none saved: the test says what is missing, and reaches no provider.
    let (status, missing) = send(&app, test("paystack", &admin)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{missing}");
    assert!(missing["fields"]["secretKey"].is_array());

    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
            "payment_gateways": {"paystack": {"secretKey": "sk_test_saved"}}})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, outcome) = send(&app, test("paystack", &admin)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(outcome["success"], true, "{outcome}");
    assert!(
        outcome["message"]
            .as_str()
            .unwrap()
            .contains("Paystack accepted")
    );

    assert_eq!(
        send(&app, test("paystack", &teacher)).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        send(&app, test("paypal", &admin)).await.0,
        StatusCode::NOT_FOUND
    );
    let (status, bank) = send(&app, test("bankTransfer", &admin)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(bank["success"], false);
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

#[actix_web::test]
async fn invisible_characters_and_clashing_ids_are_refused_not_stored() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;

    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"school_name": "Green\u{0}field"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["school_name"].is_array());

    // Two class levels whose ids differ only in case would be one row.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [
            {"id": "jss-1", "name": "JSS 1"}, {"id": "JSS-1", "name": "JSS One"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["class_levels.1.id"].is_array(), "{body}");

    let (status, _) = send(
        &app,
        request(
            Method::POST,
            "/api/newsletter/",
            None,
            Some(serde_json::json!({"email": "ada\u{0}@family.example"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Swapping two names still saves.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [
            {"id": "jss-1", "name": "JSS 2"}, {"id": "jss-2", "name": "JSS 1"},
            {"id": "jss-3", "name": "JSS 3"}, {"id": "ss-1", "name": "SS 1"},
            {"id": "ss-2", "name": "SS 2"}, {"id": "ss-3", "name": "SS 3"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["class_levels"][0]["name"], "JSS 2");

    // A level that classes belong to cannot be removed: the school's register depends on it.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [{"id": "jss-1", "name": "JSS 1"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["fields"]["class_levels"][0]
            .as_str()
            .unwrap()
            .contains("Classes screen")
    );
}

/// Everyone's list and record of students as the HTTP API answers them.
async fn students_seen<S, B>(app: &S, token: &str) -> Vec<Value>
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
    B: actix_web::body::MessageBody,
{
    use actix_web::http::Method;
    let (status, body) = send(
        app,
        request(
            Method::GET,
            "/api/students/?page_size=200",
            Some(token),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["results"].as_array().unwrap().clone()
}

#[actix_web::test]
async fn every_role_sees_only_its_own_part_of_the_register() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let password = app::wiring::DEMO_PASSWORD;
    let admin = token_for(&app, "demo.admin", password).await;
    let teacher = token_for(&app, "demo.teacher", password).await;
    let parent = token_for(&app, "demo.parent", password).await;
    let student = token_for(&app, "demo.student", password).await;

    let everyone = students_seen(&app, &admin).await;
    assert_eq!(everyone.len(), 60, "the demo student among them");
    let outsider = everyone
        .iter()
        .find(|s| {
            s["class_name"]
                .as_str()
                .is_some_and(|c| c.starts_with("SS 3"))
        })
        .unwrap();
    let outsider_id = outsider["id"].as_str().unwrap();
    let outsider_parent = outsider["parents"][0]["parent_id"].as_str().unwrap();

    // The teacher: the JSS 1 classes they teach, and nobody else.
    let taught = students_seen(&app, &teacher).await;
    assert!(!taught.is_empty() && taught.len() < everyone.len());
    assert!(
        taught
            .iter()
            .all(|s| s["class_name"].as_str().unwrap().starts_with("JSS 1")),
        "{taught:?}"
    );
    let path = format!("/api/students/{outsider_id}/");
    let (status, body) = send(&app, request(Method::GET, &path, Some(&teacher), None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let path = format!("/api/parents/{outsider_parent}/");
    let (status, _) = send(&app, request(Method::GET, &path, Some(&teacher), None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = send(
        &app,
        request(
            Method::PATCH,
            &format!("/api/students/{}/", taught[0]["id"].as_str().unwrap()),
            Some(&teacher),
            Some(serde_json::json!({"status": "withdrawn"})),
        ),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "teachers read, admins change"
    );

    // The parent and the student: the one child, and 404 for another family's.
    for token in [&parent, &student] {
        let seen = students_seen(&app, token).await;
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0]["username"], "demo.student");
        let (status, body) = send(
            &app,
            request(
                Method::GET,
                &format!("/api/students/{outsider_id}/"),
                Some(token),
                None,
            ),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        assert_eq!(body["code"], "register.not_found");
        let (status, _) = send(
            &app,
            request(Method::GET, "/api/teachers/", Some(token), None),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }

    // Each profile carries its role's block (spec §3); the admin's none.
    let me = |token: String| {
        let app = &app;
        async move {
            send(
                app,
                request(Method::GET, "/api/profiles/me/", Some(&token), None),
            )
            .await
            .1
        }
    };
    let p = me(parent.clone()).await;
    assert_eq!(p["parent_data"]["children"][0]["name"], "Tolu Bakare");
    assert_eq!(p["parent_data"]["children"][0]["class_name"], "JSS 1A");
    let t = me(teacher.clone()).await;
    assert_eq!(t["teacher_data"]["classes"][0]["name"], "JSS 1A");
    assert!(!t["teacher_data"]["subjects"].as_array().unwrap().is_empty());
    let s = me(student.clone()).await;
    assert_eq!(s["student_data"]["class_name"], "JSS 1A");
    assert_eq!(s["student_data"]["parents"][0]["relationship"], "Mother");
    let a = me(admin.clone()).await;
    assert!(a.get("student_data").is_none() && a.get("teacher_data").is_none());
}

#[actix_web::test]
async fn an_admin_adds_a_class_a_teacher_and_a_student_and_the_rules_hold() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;

    let (status, teacher) = send(
        &app,
        request(
            Method::POST,
            "/api/teachers/",
            Some(&admin),
            Some(serde_json::json!({
                "staff_number": "GFA-T900", "first_name": "Bisi", "last_name": "Lawal",
                "email": "bisi.lawal@greenfield.example"
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{teacher}");
    let initial = teacher["initial_password"].as_str().unwrap().to_owned();
    assert_eq!(teacher["username"], "GFA-T900");

    let (status, class) = send(
        &app,
        request(
            Method::POST,
            "/api/classes/",
            Some(&admin),
            Some(serde_json::json!({"level_id": "jss-2", "arm": "Z", "class_teacher_id": teacher["id"]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{class}");
    assert_eq!(class["name"], "JSS 2Z");
    assert_eq!(class["class_teacher_name"], "Bisi Lawal");

    let (status, student) = send(
        &app,
        request(
            Method::POST,
            "/api/students/",
            Some(&admin),
            Some(serde_json::json!({
                "admission_number": "GFA/0900", "first_name": "Kelechi", "last_name": "Okafor",
                "class_id": class["id"], "date_of_birth": "2013-02-01", "gender": "male"
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{student}");
    assert_eq!(student["class_name"], "JSS 2Z");
    assert!(student["initial_password"].is_string());

    // The same admission number again: 422 on the field, nothing stored.
    let (status, body) = send(
        &app,
        request(
            Method::POST,
            "/api/students/",
            Some(&admin),
            Some(serde_json::json!({"admission_number": "gfa/0900", "first_name": "A", "last_name": "B"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["admission_number"].is_array(), "{body}");

    // The class has a student and a class teacher: neither goes while they depend on it.
    let (status, body) = send(
        &app,
        request(
            Method::DELETE,
            &format!("/api/classes/{}/", class["id"].as_str().unwrap()),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, _) = send(
        &app,
        request(
            Method::DELETE,
            &format!("/api/teachers/{}/", teacher["id"].as_str().unwrap()),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);

    // The new teacher signs in with the password shown once, must change it, and sees the
    // new student in their class.
    let token = token_for(&app, "GFA-T900", &initial).await;
    let (_, me) = send(
        &app,
        request(Method::GET, "/api/profiles/me/", Some(&token), None),
    )
    .await;
    assert_eq!(me["must_change_password"], true);
    let (status, _) = send(
        &app,
        request(Method::GET, "/api/students/", Some(&token), None),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a temporary password opens only the profile"
    );
    let (status, changed) = send(
        &app,
        request(
            Method::POST,
            "/api/auth/change-password/",
            Some(&token),
            Some(
                serde_json::json!({"current_password": initial, "new_password": "Bisi's own 2026"}),
            ),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    let token = token_for(&app, "GFA-T900", "Bisi's own 2026").await;
    let seen = students_seen(&app, &token).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["admission_number"], "GFA/0900");
}

#[actix_web::test]
async fn an_import_with_bad_lines_changes_nothing_and_a_good_one_adds_everyone() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let before = students_seen(&app, &admin).await.len();
    let upload = |csv: String| {
        let (content_type, body) = multipart("file", csv.as_bytes());
        actix_test::TestRequest::post()
            .uri("/api/students/import/")
            .insert_header(("Authorization", format!("Bearer {admin}")))
            .insert_header(("Content-Type", content_type))
            .set_payload(body)
            .to_request()
    };
    let header = academics::import::COLUMNS.join(",");

    let bad = format!(
        "{header}\n\
         GFA/1001,Ada,Eze,female,2014-01-02,,JSS 1A,,Uche,Eze,uche.eze@example.com,,Father\n\
         GFA/0001,Tobi,Ojo,,,,,,,,,,\n\
         GFA/1003,Femi,Ade,,2014-02-30,,JSS 7Q,,,,,,\n"
    );
    let (status, body) = send(&app, upload(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let fields = body["fields"].as_object().unwrap();
    assert!(!fields.contains_key("line.2"));
    assert!(
        fields["line.3"][0]
            .as_str()
            .unwrap()
            .contains("already registered"),
        "{body}"
    );
    assert_eq!(fields["line.4"].as_array().unwrap().len(), 2, "{body}");
    assert_eq!(
        students_seen(&app, &admin).await.len(),
        before,
        "nothing was stored"
    );

    let good = format!(
        "{header}\n\
         GFA/1001,Ada,Eze,female,2014-01-02,2026-09-14,JSS 1A,,Uche,Eze,uche.eze@example.com,,Father\n\
         GFA/1002,Obi,Eze,male,2013-06-11,2026-09-14,JSS 2A,,Uche,Eze,UCHE.EZE@example.com,,Father\n\
         GFA/1003,Femi,Bakare,,,,,,,,demo.parent@greenfield.example,,Mother\n"
    );
    let (status, result) = send(&app, upload(good)).await;
    assert_eq!(status, StatusCode::CREATED, "{result}");
    assert_eq!(result["students_created"], 3);
    assert_eq!(result["parents_created"], 1);
    assert_eq!(result["parents_matched"], 1);
    assert_eq!(result["credentials"].as_array().unwrap().len(), 4);
    assert_eq!(students_seen(&app, &admin).await.len(), before + 3);

    // The demo parent now has two children; the new parent signs in with the slip's password.
    let parent = token_for(&app, "demo.parent", app::wiring::DEMO_PASSWORD).await;
    assert_eq!(students_seen(&app, &parent).await.len(), 2);
    let slip = result["credentials"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["role"] == "parent")
        .unwrap();
    assert_eq!(slip["username"], "uche.eze@example.com");
    let token = token_for(
        &app,
        "uche.eze@example.com",
        slip["password"].as_str().unwrap(),
    )
    .await;
    let (_, me) = send(
        &app,
        request(Method::GET, "/api/profiles/me/", Some(&token), None),
    )
    .await;
    assert_eq!(me["parent_data"]["children"].as_array().unwrap().len(), 2);

    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/students/export/?search=Eze",
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    assert!(csv.starts_with("admission_number,first_name,last_name"));
    assert!(csv.contains("GFA/1002,Obi,Eze,male,2013-06-11"), "{csv}");

    // Every list exports: the enrolments the import made, as the admin sees them.
    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/enrolments/export/?page_size=5",
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    assert!(
        csv.starts_with("session,class,admission_number,student\n"),
        "{csv}"
    );
    assert!(csv.contains(",JSS 2A,GFA/1002,Obi Eze"), "{csv}");
    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/class-subjects/export/",
            Some(&parent),
            None,
        ),
    )
    .await;
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    // The parent's children: one in JSS 1A, one not in a class yet; so JSS 1A's subjects only.
    assert!(csv.lines().count() > 1, "{csv}");
    assert!(
        csv.lines().skip(1).all(|l| l.starts_with("JSS 1A,")),
        "{csv}"
    );
}
