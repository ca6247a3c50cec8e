//! The binary's commands: seed-demo, serve, check-config, openapi, create-admin.

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::{SECRET, binary, get_json, services};

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
    // The public pages' session and term are the calendar's current ones.
    let current = test_db
        .client()
        .await
        .query_one(
            "SELECT s.name, t.name FROM terms t JOIN academic_sessions s ON s.id = t.session_id
              WHERE t.is_current AND s.is_current",
            &[],
        )
        .await
        .unwrap();
    assert_eq!(body["academic_year"], current.get::<_, String>(0));
    assert_eq!(body["current_term"], current.get::<_, String>(1));
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
    // The admin's outbox shows e-mails sent and two that failed, once (they were never written
    // while the welcome e-mails seeded before them filled the outbox).
    assert!(said.contains("Wrote 8 demo messages"), "{said}");
    assert!(!String::from_utf8_lossy(&second.stdout).contains("demo messages (sent"));
    let outcomes: Vec<(String, i64)> = test_db
        .client()
        .await
        .query(
            "SELECT status, count(*) FROM notifications
              WHERE channel = 'email' AND dedup_key LIKE 'demo:%' GROUP BY status ORDER BY status",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| (row.get(0), row.get(1)))
        .collect();
    assert_eq!(outcomes, [("failed".to_owned(), 2), ("sent".to_owned(), 3)]);

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

    // Every school day of the current term gone by has its registers, from the term's first
    // day: a family's calendar shows none of them unmarked. (Two days short of today, so that
    // the school's time zone never makes "today" differ.)
    let unmarked = test_db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM terms t,
                    generate_series(t.start_date, least(t.end_date, current_date - 2), '1 day') d
             WHERE t.is_current AND t.start_date < current_date - 2
               AND extract(isodow FROM d) < 6
               AND NOT EXISTS (SELECT 1 FROM term_holidays h WHERE h.term_id = t.id AND h.day = d)
               AND NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.day = d::date)",
            &[],
        )
        .await
        .unwrap()
        .get::<_, i64>(0);
    assert_eq!(unmarked, 0, "school days of the term without a register");
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

/// `school-portal check-config` on the database at `url`.
fn check_config(url: &str) -> std::process::Output {
    binary()
        .env("DATABASE_URL", url)
        .env("PORTAL_SECRET_KEY", SECRET)
        .arg("check-config")
        .output()
        .unwrap()
}

#[test]
fn check_config_names_a_bad_database_url() {
    let output = check_config("mysql://root@localhost/school");

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

    let output = check_config(test_db.url());

    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("configuration is valid"), "{stdout}");
    assert!(!stdout.contains("not applied"), "{stdout}");
}

#[tokio::test]
async fn check_config_says_when_the_database_lacks_a_migration() {
    let test_db = TestDatabase::new().await;
    test_db.forget_last_migration().await;

    let output = check_config(test_db.url());

    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.contains("1 migration(s) are not applied yet: run school-portal migrate."),
        "{stdout}"
    );
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
