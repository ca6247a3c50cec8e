//! `spawn_app()`: the wired portal on a throwaway database, served on a free port of 127.0.0.1,
//! with one method per call a test makes (zero2prod's `TestApp`). `spawn_app_behind_proxy()`
//! serves it as behind the school's reverse proxy, so that each call can come from its own
//! client address (`TestApp::call_from`) and no throttle keyed by address trips.

use std::net::{IpAddr, Ipv4Addr, TcpListener};

use actix_web::{HttpServer, dev::ServerHandle};
use auth::TokenKind;
use kernel::{Role, UserId};
use reqwest::Method;
use serde_json::Value;
use storage::{Database, DatabaseOptions};

use crate::TestDatabase;

/// The password every account the builders make signs in with.
pub const TEST_PASSWORD: &str = "Test school 1";

/// The secret the test app signs tokens and seals the settings' secrets with: a `school-portal`
/// process started on the same database needs it to read them.
pub const SECRET: &str = "9f3c1a7e5b2d8046f1e3c5a7b9d2e4f60a8c1e3b5d7f9a2c4e6b8d0f1a3c5e7b";

/// A running portal and its database; the server stops when this is dropped.
pub struct TestApp {
    /// `http://127.0.0.1:{port}`.
    pub address: String,
    pub db: TestDatabase,
    pub database: Database,
    /// The services the server runs on, for arranging what a test needs without HTTP.
    pub state: web::AppState,
    client: reqwest::Client,
    handle: ServerHandle,
}

impl std::fmt::Debug for TestApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestApp")
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

/// An answer: its status, its body as JSON (`Null` when empty or not JSON) and as text (for
/// CSV downloads), and its headers.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: Value,
    pub text: String,
    pub headers: reqwest::header::HeaderMap,
}

impl Answer {
    /// A header's value as text; empty when absent.
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }
}

/// The body of a request.
#[derive(Debug, Clone)]
pub enum Body {
    None,
    Json(Value),
    /// One file in a `multipart/form-data` form, as a browser's file input sends it.
    File {
        field: &'static str,
        name: &'static str,
        content_type: &'static str,
        content: Vec<u8>,
    },
}

/// The services of the app on `db`.
pub fn services() -> app::wiring::Services {
    app::wiring::Services {
        secret: SECRET.as_bytes().to_vec(),
        tokens: auth::TokenConfig::default(),
        hash_permits: 2,
        public_url: "http://127.0.0.1:8080".into(),
        providers: providers_unreachable(),
        trusted_proxies: Vec::new(),
        clock: kernel::SchoolClock::default(),
    }
}

/// Outside providers at an address that refuses connections: no test reaches the internet.
fn providers_unreachable() -> providers::ProviderUrls {
    let nowhere = "http://127.0.0.1:9".to_owned();
    providers::ProviderUrls {
        brevo: nowhere.clone(),
        twilio: nowhere.clone(),
        paystack: nowhere.clone(),
        stripe: nowhere.clone(),
        flutterwave: nowhere,
    }
}

/// The portal on a fresh database with the school's default settings stored.
pub async fn spawn_app() -> TestApp {
    spawn(services()).await
}

/// The portal with these services (the outside providers at stand-ins, say).
pub async fn spawn_app_with(services: app::wiring::Services) -> TestApp {
    spawn(services).await
}

/// The portal as behind the school's reverse proxy on 127.0.0.1: the client's address is the
/// one `X-Forwarded-For` names ([`TestApp::call_from`]).
pub async fn spawn_app_behind_proxy() -> TestApp {
    spawn(app::wiring::Services {
        trusted_proxies: vec![IpAddr::V4(Ipv4Addr::LOCALHOST)],
        ..services()
    })
    .await
}

async fn spawn(services: app::wiring::Services) -> TestApp {
    let db = TestDatabase::new().await;
    let database = Database::connect(db.url(), DatabaseOptions::default())
        .expect("the test database's pool builds");
    let state = app::wiring::state(&database, &services);
    state
        .settings
        .ensure_stored()
        .await
        .expect("the default settings are stored");
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let address = format!("http://{}", listener.local_addr().expect("a bound port"));
    let served = state.clone();
    let server = HttpServer::new(move || web::app(served.clone(), None))
        .workers(1)
        .listen(listener)
        .expect("the server listens")
        .disable_signals()
        .run();
    let handle = server.handle();
    tokio::spawn(server);
    TestApp {
        address,
        db,
        database,
        state,
        client: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("the HTTP client builds"),
        handle,
    }
}

/// Sends `request` and reads the whole answer.
async fn answer(request: reqwest::RequestBuilder) -> Answer {
    let response = request.send().await.expect("the test server answers");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.expect("the answer's body arrives");
    Answer {
        status,
        body: serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        text: String::from_utf8_lossy(&bytes).into_owned(),
        headers,
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Stopping is asynchronous; the server's task ends on its own once asked.
        let handle = self.handle.clone();
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move { handle.stop(false).await });
        }
    }
}

impl TestApp {
    /// Any request: `token` as the bearer, `body` as JSON.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Answer {
        let body = body.map_or(Body::None, |value| Body::Json(value.clone()));
        answer(self.request(method, path, token, body)).await
    }

    /// Any request, as sent by the client at `client` through the school's proxy (for an app
    /// of [`spawn_app_behind_proxy`]; any other app ignores the address).
    pub async fn call_from(
        &self,
        client: &str,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Body,
    ) -> Answer {
        let request = self
            .request(method, path, token, body)
            .header("X-Forwarded-For", client);
        answer(request).await
    }

    /// Uploads `content` as the file `filename` in the multipart field `field`, as a browser's
    /// form does.
    pub async fn upload(
        &self,
        path: &str,
        token: Option<&str>,
        field: &'static str,
        filename: &'static str,
        content: &[u8],
    ) -> Answer {
        let body = Body::File {
            field,
            name: filename,
            content_type: "application/octet-stream",
            content: content.to_vec(),
        };
        answer(self.request(Method::POST, path, token, body)).await
    }

    fn request(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Body,
    ) -> reqwest::RequestBuilder {
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        match body {
            Body::None => request,
            Body::Json(value) => request.json(&value),
            Body::File {
                field,
                name,
                content_type,
                content,
            } => {
                let boundary = "test-support-boundary";
                let mut form = format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; \
                     filename=\"{name}\"\r\nContent-Type: {content_type}\r\n\r\n"
                )
                .into_bytes();
                form.extend_from_slice(&content);
                form.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
                request
                    .header(
                        reqwest::header::CONTENT_TYPE,
                        format!("multipart/form-data; boundary={boundary}"),
                    )
                    .body(form)
            }
        }
    }

    /// Posts a `multipart/form-data` form of `parts` (name, file name for a file, content), as
    /// a browser's form does.
    pub async fn post_form(
        &self,
        path: &str,
        token: Option<&str>,
        parts: &[(&str, Option<&str>, &[u8])],
    ) -> Answer {
        let boundary = "test-support-form-boundary";
        let mut form = Vec::new();
        for (name, file, content) in parts {
            let disposition = match file {
                Some(file) => format!(
                    "form-data; name=\"{name}\"; filename=\"{file}\"\r\nContent-Type: \
                     application/octet-stream"
                ),
                None => format!("form-data; name=\"{name}\""),
            };
            form.extend_from_slice(
                format!("--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n").as_bytes(),
            );
            form.extend_from_slice(content);
            form.extend_from_slice(b"\r\n");
        }
        form.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let mut request = self
            .client
            .post(format!("{}{path}", self.address))
            .header(
                reqwest::header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(form);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        answer(request).await
    }

    /// Posts `body` as it is, with `headers` (a webhook as its sender signs it).
    pub async fn post_raw(&self, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Answer {
        let mut request = self
            .client
            .post(format!("{}{path}", self.address))
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(body.to_vec());
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        answer(request).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        self.call(Method::GET, path, token, None).await
    }

    pub async fn head(&self, path: &str, token: Option<&str>) -> Answer {
        self.call(Method::HEAD, path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Answer {
        self.call(Method::POST, path, token, Some(body)).await
    }

    pub async fn put(&self, path: &str, token: Option<&str>, body: &Value) -> Answer {
        self.call(Method::PUT, path, token, Some(body)).await
    }

    pub async fn patch(&self, path: &str, token: Option<&str>, body: &Value) -> Answer {
        self.call(Method::PATCH, path, token, Some(body)).await
    }

    pub async fn delete(&self, path: &str, token: Option<&str>) -> Answer {
        self.call(Method::DELETE, path, token, None).await
    }

    /// Signs in and answers the access token; panics with the answer when refused.
    pub async fn sign_in(&self, username: &str, password: &str) -> String {
        let answer = self
            .post(
                "/api/auth/login/",
                None,
                &serde_json::json!({"username": username, "password": password}),
            )
            .await;
        assert_eq!(
            answer.status, 200,
            "{username} could not sign in: {answer:?}"
        );
        answer.body["access"]
            .as_str()
            .expect("the sign-in answers an access token")
            .to_owned()
    }

    /// An access token for `user`, as signing in would answer, issued without checking a
    /// password: the builders' accounts are many, and each password check costs a fraction of a
    /// second of argon2 in a debug build.
    pub fn token_for(&self, user: UserId, role: Role) -> String {
        self.state
            .auth
            .tokens()
            .issue(
                TokenKind::Access,
                user,
                role,
                None,
                time::OffsetDateTime::now_utc(),
            )
            .expect("the access token is signed")
            .0
    }

    /// Runs SQL on the test database, for arranging what no endpoint does.
    pub async fn sql(&self, statement: &str) {
        self.db
            .client()
            .await
            .batch_execute(statement)
            .await
            .unwrap_or_else(|e| panic!("{statement}: {e}"));
    }
}
