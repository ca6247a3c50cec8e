//! The newsletter's subscriptions.

use actix_web::{http::StatusCode, test as actix_test};
use test_support::TestDatabase;

use crate::helpers::{request, seeded_app, send, token_for};

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

    // The export, for the school's mailing tool, holds the confirmed addresses only.
    let (status, _) = send(&app, subscribe("obi@family.example")).await;
    assert_eq!(status, StatusCode::CREATED);
    test_db
        .client()
        .await
        .execute(
            "UPDATE newsletter_subscribers SET confirmed_at = now() WHERE email = 'obi@family.example'",
            &[],
        )
        .await
        .unwrap();
    let export = actix_test::call_service(
        &app,
        request(Method::GET, "/api/newsletter/export/", Some(&admin), None),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    assert!(
        export
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/csv"))
    );
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    let lines: Vec<_> = csv.lines().collect();
    assert_eq!(lines[0], "email,subscribed_at,confirmed_at");
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(lines[1].starts_with("obi@family.example,"), "{csv}");
    let (status, _) = send(
        &app,
        request(Method::GET, "/api/newsletter/export/", Some(&teacher), None),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

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
