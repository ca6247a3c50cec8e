//! Uploaded images: profile pictures, the school's logo and favicon.

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::{SETTINGS, binary, multipart, request, seeded_app, send, services, token_for};

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
