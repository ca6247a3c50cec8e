//! The health check.

use actix_web::{http::StatusCode, test as actix_test};
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::services;

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

#[tokio::test]
async fn uptime_monitors_can_ask_with_head() {
    let app = test_support::spawn_app().await;

    let answer = app.head("/api/health/", None).await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.text.is_empty(), "{answer:?}");
}
