//! The HTTP adapter as a client sees it: statuses, bodies, headers and the error envelope,
//! over mocked domain ports.

use actix_web::{
    http::{StatusCode, header},
    test,
};
use serde_json::Value;
use settings::{MockSettingsRepo, SchoolSettings, SettingsError};
use web::AppState;

mod support;

use support::{Probe, nothing_stored};

fn state(repo: MockSettingsRepo, probe: Probe) -> AppState {
    support::state_with(repo, probe, support::auth_with(None, "unused"))
}

fn stored(settings: SchoolSettings) -> MockSettingsRepo {
    let mut repo = MockSettingsRepo::new();
    repo.expect_load().returning(move || {
        Ok(Some(settings::StoredSettings {
            settings: settings.clone(),
            secrets: settings::SealedSecrets::new(),
            version: 1,
        }))
    });
    repo
}

fn failing() -> MockSettingsRepo {
    let mut repo = MockSettingsRepo::new();
    repo.expect_load().returning(|| {
        Err(SettingsError::Internal(anyhow::anyhow!(
            "password authentication failed for user \"portal\""
        )))
    });
    repo
}

async fn get(
    state: AppState,
    path: &str,
) -> (StatusCode, actix_web::http::header::HeaderMap, Value) {
    let app = test::init_service(web::app(state, None)).await;
    let response = test::call_service(&app, test::TestRequest::get().uri(path).to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    let body = test::read_body(response).await;
    let json = serde_json::from_slice(&body)
        .unwrap_or(Value::String(String::from_utf8_lossy(&body).into()));
    (status, headers, json)
}

#[actix_web::test]
async fn school_settings_answer_the_spec_defaults_when_nothing_is_stored() {
    let (status, _, body) = get(
        state(nothing_stored(), Probe(Ok(()))),
        "/api/school-settings/school-settings/",
    )
    .await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["school_motto"], "Knowledge at its spring");
    assert_eq!(body["timezone"], "UTC-5");
    assert_eq!(body["date_format"], "dd/mm/yyyy");
    assert_eq!(body["language"], "English");
    assert_eq!(body["theme"], "light");
    assert_eq!(body["primary_color"], "#3B82F6");
    assert_eq!(body["typography"], "Inter");
    assert_eq!(body["allow_self_registration"], true);
    assert_eq!(body["email_verification_required"], true);
    assert_eq!(body["registration_approval_required"], false);
    assert_eq!(body["default_user_role"], "student");
    assert_eq!(body["password_min_length"], 8);
    assert_eq!(body["password_reset_interval"], 90);
    assert_eq!(body["profile_image_max_size"], 2);
    assert_eq!(
        body["grading"]["grades"][0],
        serde_json::json!({"letter": "A", "min": 70, "max": 100})
    );
    assert_eq!(
        body["grading"]["grades"][5],
        serde_json::json!({"letter": "F", "min": 0, "max": 39})
    );
    assert_eq!(body["marking_scheme"]["examination"], 70);
    assert_eq!(body["marking_scheme"]["components"][1]["name"], "Homework");
    assert_eq!(body["sessions"][0]["name"], "2025/2026");
    assert_eq!(
        body["sessions"][0]["terms"],
        serde_json::json!(["First Term", "Second Term", "Third Term"])
    );
    assert_eq!(body["class_levels"][2]["name"], "Grade 3");
    assert_eq!(body["subjects"][0]["name"], "Mathematics");
    assert_eq!(body["payment_gateways"]["flutterwave"]["testMode"], true);
    assert_eq!(body["chat_system"]["adminToTeacher"]["maxFileSize"], 10);
    assert_eq!(
        body["chat_system"]["moderation"]["flaggedContentAction"],
        "hide"
    );
}

#[actix_web::test]
async fn school_settings_answer_what_the_school_stored() {
    let settings = SchoolSettings {
        school_name: "Greenfield Academy".into(),
        school_motto: "Learning for life".into(),
        ..SchoolSettings::default()
    };

    let (status, headers, body) = get(
        state(stored(settings), Probe(Ok(()))),
        "/api/school-settings/school-settings/",
    )
    .await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["school_name"], "Greenfield Academy");
    assert_eq!(body["school_motto"], "Learning for life");
    assert_eq!(headers.get(header::CACHE_CONTROL).unwrap(), "no-cache");
}

#[actix_web::test]
async fn school_settings_never_contain_a_secret() {
    let (_, _, body) = get(
        state(nothing_stored(), Probe(Ok(()))),
        "/api/school-settings/school-settings/",
    )
    .await;

    let text = body.to_string();
    for secret in [
        "\"password\"",
        "\"apiKey\"",
        "\"apiSecret\"",
        "\"secretKey\"",
    ] {
        assert!(!text.contains(secret), "{secret} is in the answer");
    }
    assert_eq!(body["notifications"]["email"]["smtp"]["passwordSet"], false);
}

#[actix_web::test]
async fn design_settings_answer_the_spec_table_defaults() {
    let (status, _, body) = get(
        state(nothing_stored(), Probe(Ok(()))),
        "/api/school-settings/",
    )
    .await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        serde_json::json!({
            "primary_color": "#3B82F6",
            "theme": "default",
            "animations_enabled": true,
            "compact_mode": false,
            "typography": "Inter",
            "border_radius": "rounded-lg",
            "shadow_style": "shadow-md",
        })
    );
}

#[actix_web::test]
async fn a_store_failure_answers_a_generic_500_with_a_request_id() {
    let (status, headers, body) =
        get(state(failing(), Probe(Ok(()))), "/api/school-settings/").await;

    assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(body["code"], "server.internal");
    assert!(!body.to_string().contains("password authentication"));
    assert!(body["detail"].as_str().unwrap().contains("X-Request-Id"));
    assert!(headers.contains_key("x-request-id"));
}

#[actix_web::test]
async fn every_answer_carries_a_distinct_request_id() {
    let app = test::init_service(web::app(state(nothing_stored(), Probe(Ok(()))), None)).await;
    let first = test::call_service(
        &app,
        test::TestRequest::get().uri("/api/health/").to_request(),
    )
    .await;
    let second = test::call_service(
        &app,
        test::TestRequest::get().uri("/api/health/").to_request(),
    )
    .await;

    let id = |h: &header::HeaderMap| h.get("x-request-id").unwrap().to_str().unwrap().to_owned();
    let (first, second) = (id(first.headers()), id(second.headers()));
    assert_ne!(first, second);
    assert_eq!(first.len(), 36);
}

#[actix_web::test]
async fn an_unknown_api_path_answers_the_404_envelope() {
    let (status, _, body) = get(
        state(nothing_stored(), Probe(Ok(()))),
        "/api/no-such-thing/",
    )
    .await;

    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["code"], "api.not_found");
    assert!(
        body["detail"]
            .as_str()
            .unwrap()
            .contains("/api/no-such-thing/")
    );
    assert!(body.get("fields").is_none());
}

#[actix_web::test]
async fn a_wrong_method_answers_the_405_envelope() {
    let app = test::init_service(web::app(state(nothing_stored(), Probe(Ok(()))), None)).await;
    let response = test::call_service(
        &app,
        test::TestRequest::delete()
            .uri("/api/school-settings/")
            .to_request(),
    )
    .await;

    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    let body: Value = test::read_body_json(response).await;
    assert_eq!(body["code"], "api.method_not_allowed");
}

#[actix_web::test]
async fn health_answers_200_while_the_database_answers() {
    let (status, _, body) = get(state(nothing_stored(), Probe(Ok(()))), "/api/health/").await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        serde_json::json!({"status": "ok", "checks": {"database": "ok"}})
    );
}

#[actix_web::test]
async fn health_answers_503_json_while_the_database_is_down() {
    let (status, _, body) = get(
        state(nothing_stored(), Probe(Err("connection refused"))),
        "/api/health/",
    )
    .await;

    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(body["status"], "unavailable");
    assert_eq!(body["checks"]["database"], "unavailable");
    assert_eq!(body["code"], "health.unavailable");
    assert!(!body.to_string().contains("connection refused"));
}

#[actix_web::test]
async fn the_openapi_document_lists_every_endpoint() {
    let (status, _, body) = get(state(nothing_stored(), Probe(Ok(()))), "/api/openapi.json").await;

    assert_eq!(status, StatusCode::OK);
    let paths = body["paths"].as_object().unwrap();
    // Every endpoint served is documented under its method and path, and nothing else is.
    let mut served = std::collections::BTreeSet::new();
    for endpoint in web::routes::endpoints() {
        for path in endpoint.paths() {
            served.insert((endpoint.method().to_lowercase(), path.to_owned()));
        }
    }
    let mut documented = std::collections::BTreeSet::new();
    for (path, item) in paths {
        for (method, _) in item.as_object().unwrap() {
            documented.insert((method.clone(), path.clone()));
        }
    }
    assert_eq!(served, documented);
    assert!(served.len() > 150, "only {} operations", served.len());
    let schema = &body["components"]["schemas"]["SchoolSettings"];
    assert_eq!(schema["default"]["school_motto"], "Knowledge at its spring");
}

#[actix_web::test]
async fn only_path_segments_are_documented_as_path_parameters_and_every_ref_resolves() {
    let (_, _, body) = get(state(nothing_stored(), Probe(Ok(()))), "/api/openapi.json").await;

    for (path, item) in body["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            // Every segment of the path is a declared path parameter.
            for segment in path.split('{').skip(1) {
                let name = segment.split('}').next().unwrap();
                assert!(
                    operation["parameters"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|p| p["name"] == name && p["in"] == "path"),
                    "{method} {path}: the path parameter {name} is not declared"
                );
            }
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                let name = parameter["name"].as_str().unwrap();
                let in_path = path.contains(&format!("{{{name}}}"));
                assert_eq!(
                    parameter["in"] == "path",
                    in_path,
                    "{method} {path}: {name} is documented in {}",
                    parameter["in"]
                );
            }
        }
    }
    let text = body.to_string();
    let schemas = body["components"]["schemas"].as_object().unwrap();
    for reference in text.split("\"#/components/schemas/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(
            schemas.contains_key(name),
            "{name} is referred to but missing"
        );
    }
}

#[actix_web::test]
async fn swagger_ui_is_served_from_the_binary() {
    let (status, _, body) = get(state(nothing_stored(), Probe(Ok(()))), "/api/docs/").await;

    assert_eq!(status, StatusCode::OK);
    assert!(body.as_str().unwrap().contains("swagger-ui"));
}

#[actix_web::test]
async fn other_paths_answer_the_frontend_so_its_router_decides() {
    let dist = std::env::temp_dir().join(format!("sp-dist-{}", std::process::id()));
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><div id=\"root\"></div>",
    )
    .unwrap();
    std::fs::write(dist.join("assets/app-1234.js"), "console.log(1)").unwrap();
    let app = test::init_service(web::app(
        state(nothing_stored(), Probe(Ok(()))),
        web::Frontend::load(&dist).unwrap(),
    ))
    .await;

    let page = test::call_service(
        &app,
        test::TestRequest::get().uri("/no/such/page").to_request(),
    )
    .await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(
        page.headers().get(header::CACHE_CONTROL).unwrap(),
        "no-cache"
    );
    assert!(String::from_utf8_lossy(&test::read_body(page).await).contains("id=\"root\""));

    let asset = test::call_service(
        &app,
        test::TestRequest::get()
            .uri("/assets/app-1234.js")
            .to_request(),
    )
    .await;
    assert_eq!(asset.status(), StatusCode::OK);
    assert!(
        asset
            .headers()
            .get(header::CACHE_CONTROL)
            .unwrap()
            .to_str()
            .unwrap()
            .contains("immutable")
    );

    let missing = test::call_service(
        &app,
        test::TestRequest::get().uri("/assets/gone.js").to_request(),
    )
    .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);

    let api = test::call_service(
        &app,
        test::TestRequest::get().uri("/api/nope/").to_request(),
    )
    .await;
    assert_eq!(api.status(), StatusCode::NOT_FOUND);

    std::fs::remove_dir_all(dist).unwrap();
}

/// A build with Brotli and gzip copies beside its script, as `vite build` writes them.
fn compressed_build(name: &str) -> std::path::PathBuf {
    let dist = std::env::temp_dir().join(format!("sp-dist-{name}-{}", std::process::id()));
    std::fs::create_dir_all(dist.join("assets")).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html><p>page</p>").unwrap();
    std::fs::write(dist.join("assets/app-5678.js"), "console.log('plain')").unwrap();
    std::fs::write(dist.join("assets/app-5678.js.br"), "brotli bytes").unwrap();
    std::fs::write(dist.join("assets/app-5678.js.gz"), "gzip bytes").unwrap();
    dist
}

async fn fetch_asset(
    dist: &std::path::Path,
    accept: &str,
) -> (StatusCode, actix_web::http::header::HeaderMap, String) {
    let app = test::init_service(web::app(
        state(nothing_stored(), Probe(Ok(()))),
        web::Frontend::load(dist).unwrap(),
    ))
    .await;
    let mut request = test::TestRequest::get().uri("/assets/app-5678.js");
    if !accept.is_empty() {
        request = request.insert_header((header::ACCEPT_ENCODING, accept));
    }
    let response = test::call_service(&app, request.to_request()).await;
    let status = response.status();
    let headers = response.headers().clone();
    let body = String::from_utf8_lossy(&test::read_body(response).await).into_owned();
    (status, headers, body)
}

#[actix_web::test]
async fn assets_are_sent_as_the_build_compressed_them() {
    let dist = compressed_build("encodings");

    let (status, headers, body) = fetch_asset(&dist, "gzip, deflate, br, zstd").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, "brotli bytes");
    assert_eq!(headers.get(header::CONTENT_ENCODING).unwrap(), "br");
    assert_eq!(headers.get(header::VARY).unwrap(), "accept-encoding");
    assert!(
        headers
            .get(header::CONTENT_TYPE)
            .unwrap()
            .to_str()
            .unwrap()
            .contains("javascript")
    );
    assert_eq!(
        headers.get(header::CACHE_CONTROL).unwrap(),
        "public, max-age=31536000, immutable"
    );

    let (_, headers, body) = fetch_asset(&dist, "gzip, deflate").await;
    assert_eq!(body, "gzip bytes");
    assert_eq!(headers.get(header::CONTENT_ENCODING).unwrap(), "gzip");

    let (_, headers, body) = fetch_asset(&dist, "br;q=0, gzip;q=0").await;
    assert_eq!(body, "console.log('plain')");
    assert!(headers.get(header::CONTENT_ENCODING).is_none());
    assert_eq!(headers.get(header::VARY).unwrap(), "accept-encoding");

    std::fs::remove_dir_all(dist).unwrap();
}

#[actix_web::test]
async fn pages_carry_the_security_headers_and_answer_head() {
    let dist = compressed_build("headers");
    let app = test::init_service(web::app(
        state(nothing_stored(), Probe(Ok(()))),
        web::Frontend::load(&dist).unwrap(),
    ))
    .await;

    for method in [actix_web::http::Method::GET, actix_web::http::Method::HEAD] {
        let page = test::call_service(
            &app,
            test::TestRequest::default()
                .method(method.clone())
                .uri("/student/results")
                .to_request(),
        )
        .await;
        assert_eq!(page.status(), StatusCode::OK, "{method} a page");
        let headers = page.headers();
        assert_eq!(headers.get(header::CACHE_CONTROL).unwrap(), "no-cache");
        assert!(
            headers
                .get(header::CONTENT_TYPE)
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        let csp = headers
            .get(header::CONTENT_SECURITY_POLICY)
            .unwrap()
            .to_str()
            .unwrap();
        for directive in [
            "default-src 'self'",
            "script-src 'self';",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ] {
            assert!(csp.contains(directive), "{directive} in {csp}");
        }
        assert!(!csp.contains("unsafe"), "{csp}");
        let permissions = headers.get("permissions-policy").unwrap().to_str().unwrap();
        for feature in ["camera=()", "microphone=()", "geolocation=()", "payment=()"] {
            assert!(permissions.contains(feature), "{feature} in {permissions}");
        }
        // Served over http here: no promise of https.
        assert!(headers.get(header::STRICT_TRANSPORT_SECURITY).is_none());
    }

    let post = test::call_service(
        &app,
        test::TestRequest::post()
            .uri("/student/results")
            .to_request(),
    )
    .await;
    assert_eq!(post.status(), StatusCode::METHOD_NOT_ALLOWED);

    std::fs::remove_dir_all(dist).unwrap();
}

#[actix_web::test]
async fn https_portals_tell_browsers_to_keep_to_https() {
    let mut served = state(nothing_stored(), Probe(Ok(())));
    served.https = true;

    let (_, headers, _) = get(served, "/api/health/").await;

    assert_eq!(
        headers.get(header::STRICT_TRANSPORT_SECURITY).unwrap(),
        "max-age=63072000; includeSubDomains"
    );
}

#[actix_web::test]
async fn without_a_built_frontend_other_paths_say_so() {
    let (status, _, body) = get(state(nothing_stored(), Probe(Ok(()))), "/about").await;

    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["code"], "frontend.not_built");
}

#[actix_web::test]
async fn the_web_app_manifest_is_named_and_coloured_by_the_settings() {
    let settings = SchoolSettings {
        school_name: "Greenfield International Academy".into(),
        primary_color: "#0F766E".into(),
        logo_url: Some("/media/logo-1/abc".into()),
        ..SchoolSettings::default()
    };
    let (status, headers, body) = get(
        state(stored(settings), Probe(Ok(()))),
        "/manifest.webmanifest",
    )
    .await;

    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        headers.get("content-type").unwrap(),
        "application/manifest+json"
    );
    assert_eq!(body["name"], "Greenfield International Academy");
    assert_eq!(body["short_name"], "GIA", "a long name's initials");
    assert_eq!(body["theme_color"], "#0F766E");
    assert_eq!(body["display"], "standalone");
    assert_eq!(body["scope"], "/");
    assert_eq!(body["icons"][0]["src"], "/media/logo-1/abc");
    assert_eq!(body["icons"][1]["src"], "/favicon.svg");
}
