//! What the tests share: the binary, the services over a test database, calls made in-process,
//! the mailer that keeps what would have been sent, and what the register's tests check on the
//! answers of `test_support::spawn_app()`.

use std::process::Command;

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::{Answer, School, TestApp, TestDatabase};

pub const SECRET: &str = "4f9c2a7e1b8d6053c9e4a1f7b2d8e6c0";

pub fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_school-portal"));
    command
        .env_remove("DATABASE_URL")
        .env_remove("PORTAL_SECRET_KEY")
        .env_remove("PORTAL_CONFIG");
    command
}

pub fn services() -> app::wiring::Services {
    app::wiring::Services {
        secret: SECRET.as_bytes().to_vec(),
        tokens: auth::TokenConfig::default(),
        hash_permits: 2,
        public_url: "http://127.0.0.1:8080".into(),
        providers: providers::ProviderUrls::default(),
        trusted_proxies: Vec::new(),
        clock: kernel::SchoolClock::default(),
    }
}

pub async fn get_json(db: &Database, path: &str) -> (StatusCode, Value) {
    let app = actix_test::init_service(web::app(app::wiring::state(db, &services()), None)).await;
    let response =
        actix_test::call_service(&app, actix_test::TestRequest::get().uri(path).to_request()).await;
    let status = response.status();
    (status, actix_test::read_body_json(response).await)
}

/// Keeps the e-mails the portal sends.
#[derive(Default)]
pub struct Outbox(pub std::sync::Mutex<Vec<auth::OutgoingEmail>>);

#[async_trait::async_trait]
impl auth::Mailer for Outbox {
    async fn send(&self, email: auth::OutgoingEmail) -> Result<(), auth::AuthError> {
        self.0.lock().unwrap().push(email);
        Ok(())
    }
}

pub fn link_token(outbox: &Outbox, path: &str) -> String {
    let emails = outbox.0.lock().unwrap();
    let body = &emails.last().expect("an e-mail was sent").body;
    let start = body.find(path).expect("the e-mail holds the link") + path.len();
    body[start..].split_whitespace().next().unwrap().to_owned()
}

/// Signs in through the API and answers the access token.
pub async fn token_for<S, B>(app: &S, username: &str, password: &str) -> String
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

pub fn multipart(field: &str, content: &[u8]) -> (String, Vec<u8>) {
    let boundary = "portal-test-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"me.png\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(content);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// A seeded school served in-process, and a way to call it as someone.
pub async fn seeded_app(
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

pub fn request(
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

pub async fn send<S, B>(app: &S, req: actix_http::Request) -> (StatusCode, Value)
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

pub const SETTINGS: &str = "/api/school-settings/school-settings/";

/// Everyone's list and record of students as the HTTP API answers them.
pub async fn students_seen<S, B>(app: &S, token: &str) -> Vec<Value>
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

/// The results of a list answered whole in the envelope of product.md §1
/// (`{count, next, previous, results}`), checked.
pub fn listed(answer: &Answer) -> Vec<Value> {
    assert_eq!(answer.status, 200, "{answer:?}");
    let body = answer.body.as_object().expect("the list is an object");
    let mut keys: Vec<&str> = body.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["count", "next", "previous", "results"], "{answer:?}");
    let results = body["results"]
        .as_array()
        .expect("results is an array")
        .clone();
    if body["next"].is_null() && body["previous"].is_null() {
        assert_eq!(body["count"], results.len(), "{answer:?}");
    }
    results
}

/// The ids of `items`.
pub fn ids(items: &[Value]) -> Vec<String> {
    items
        .iter()
        .map(|item| item["id"].as_str().expect("an id").to_owned())
        .collect()
}

/// Checks that `answer` is a 422 whose `fields` name `field`.
pub fn refused_on(answer: &Answer, field: &str) {
    assert_eq!(answer.status, 422, "{answer:?}");
    assert!(
        answer.body["fields"][field].is_array(),
        "{field}: {answer:?}"
    );
}

/// The id of the Mathematics that `class` offers.
pub async fn mathematics_of(
    app: &TestApp,
    school: &School,
    class: impl std::fmt::Display,
) -> String {
    let offered = listed(
        &app.get(
            &format!("/api/class-subjects/?class_id={class}"),
            Some(&school.admin.token),
        )
        .await,
    );
    offered[0]["id"].as_str().unwrap().to_owned()
}
