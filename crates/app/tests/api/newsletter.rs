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
