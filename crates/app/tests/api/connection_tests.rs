//! Testing a provider's connection with the saved keys.

use actix_web::{http::StatusCode, test as actix_test};
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

use crate::helpers::{SETTINGS, binary, request, send, services, token_for};

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
