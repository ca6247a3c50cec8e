//! The gateways' payment calls against wiremock stand-ins that check each documented request.

mod common;

use std::time::Duration;

use providers::{
    Providers,
    payments::{PaymentOutcome, PaymentRequest},
};
use settings::connections::CardGateway;
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{body_partial_json, body_string_contains, header, method, path, query_param},
};

fn providers_at(server: &MockServer) -> Providers {
    common::providers_at(server, Duration::from_secs(2))
}

fn fees() -> PaymentRequest {
    PaymentRequest {
        reference: "INV-2026-0001-a".into(),
        amount_minor: 15_000_000,
        currency: "NGN".into(),
        payer_email: "ada@family.example".into(),
        return_url: "https://portal.greenfield.example/parent/payments/return".into(),
        description: "First Term fees, Chidi Okafor".into(),
    }
}

#[tokio::test]
async fn paystack_initialises_in_kobo_and_verifies_by_reference() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/transaction/initialize"))
        .and(header("authorization", "Bearer sk_test_school"))
        .and(body_partial_json(serde_json::json!({
            "email": "ada@family.example", "amount": 15_000_000, "currency": "NGN",
            "reference": "INV-2026-0001-a"})))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": true,
            "data": {"authorization_url": "https://checkout.paystack.com/abc", "reference": "INV-2026-0001-a"}})))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/transaction/verify/INV-2026-0001-a"))
        .and(header("authorization", "Bearer sk_test_school"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": true, "data": {"status": "success", "amount": 15_000_000, "currency": "NGN"}})))
        .mount(&server)
        .await;
    let providers = providers_at(&server);

    let checkout = providers
        .start_payment(CardGateway::Paystack, "sk_test_school", &fees())
        .await
        .unwrap();
    assert_eq!(checkout.url, "https://checkout.paystack.com/abc");
    let outcome = providers
        .verify_payment(CardGateway::Paystack, "sk_test_school", "INV-2026-0001-a")
        .await
        .unwrap();
    assert_eq!(
        outcome,
        PaymentOutcome::Successful {
            amount_minor: 15_000_000,
            currency: "NGN".into()
        }
    );
}

#[tokio::test]
async fn flutterwave_takes_major_units_and_verifies_by_tx_ref() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v3/payments"))
        .and(header("authorization", "Bearer FLWSECK_TEST-1"))
        .and(body_partial_json(serde_json::json!({
            "tx_ref": "INV-2026-0001-a", "amount": 150_000.0, "currency": "NGN",
            "customer": {"email": "ada@family.example"}})))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success", "data": {"link": "https://checkout.flutterwave.com/v3/hosted/pay/x"}})))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v3/transactions/verify_by_reference"))
        .and(query_param("tx_ref", "INV-2026-0001-a"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success", "data": {"status": "failed", "amount": 150000}})))
        .mount(&server)
        .await;
    let providers = providers_at(&server);

    let checkout = providers
        .start_payment(CardGateway::Flutterwave, "FLWSECK_TEST-1", &fees())
        .await
        .unwrap();
    assert!(checkout.url.contains("flutterwave.com"));
    assert_eq!(checkout.gateway_id, "INV-2026-0001-a");
    let outcome = providers
        .verify_payment(
            CardGateway::Flutterwave,
            "FLWSECK_TEST-1",
            "INV-2026-0001-a",
        )
        .await
        .unwrap();
    assert_eq!(outcome, PaymentOutcome::Failed);
}

/// The Ugandan shilling has no minor unit: 500,000 shillings are sent as 500,000 and read back
/// as 500,000, not as 5,000 (a payer charged a hundredth, and credited in full on verify).
#[tokio::test]
async fn flutterwave_major_units_follow_a_currency_without_decimals() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v3/payments"))
        .and(body_partial_json(serde_json::json!({
            "tx_ref": "INV-2026-0001-a", "amount": 500_000.0, "currency": "UGX"})))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success", "data": {"link": "https://checkout.flutterwave.com/v3/hosted/pay/x"}})))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v3/transactions/verify_by_reference"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success",
            "data": {"status": "successful", "amount": 500_000, "currency": "UGX"}})))
        .mount(&server)
        .await;
    let providers = providers_at(&server);
    let ugx = PaymentRequest {
        amount_minor: 500_000,
        currency: "UGX".into(),
        ..fees()
    };

    providers
        .start_payment(CardGateway::Flutterwave, "FLWSECK_TEST-1", &ugx)
        .await
        .unwrap();
    let outcome = providers
        .verify_payment(CardGateway::Flutterwave, "FLWSECK_TEST-1", &ugx.reference)
        .await
        .unwrap();
    assert_eq!(
        outcome,
        PaymentOutcome::Successful {
            amount_minor: 500_000,
            currency: "UGX".into()
        }
    );
}

/// Naira are read back from Flutterwave's decimal text, never through floating point; an
/// amount that is not a plain decimal is an error, not a payment of nothing.
#[tokio::test]
async fn flutterwave_amounts_are_read_from_their_decimals() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v3/transactions/verify_by_reference"))
        .and(query_param("tx_ref", "INV-1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success",
            "data": {"status": "successful", "amount": 1500.1, "currency": "NGN"}})))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v3/transactions/verify_by_reference"))
        .and(query_param("tx_ref", "INV-2"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "status": "success",
            "data": {"status": "successful", "amount": "a lot", "currency": "NGN"}})))
        .mount(&server)
        .await;
    let providers = providers_at(&server);

    assert_eq!(
        providers
            .verify_payment(CardGateway::Flutterwave, "FLWSECK_TEST-1", "INV-1")
            .await
            .unwrap(),
        PaymentOutcome::Successful {
            amount_minor: 150_010,
            currency: "NGN".into()
        }
    );
    assert!(
        providers
            .verify_payment(CardGateway::Flutterwave, "FLWSECK_TEST-1", "INV-2")
            .await
            .is_err()
    );
}

#[tokio::test]
async fn stripe_opens_a_checkout_session_and_reads_it_back() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .and(header("content-type", "application/x-www-form-urlencoded"))
        .and(body_string_contains("client_reference_id=INV-2026-0001-a"))
        .and(body_string_contains(
            "line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=15000000",
        ))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "id": "cs_test_1", "url": "https://checkout.stripe.com/c/pay/cs_test_1"})))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/checkout/sessions/cs_test_1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "id": "cs_test_1", "status": "open", "payment_status": "unpaid"})))
        .mount(&server)
        .await;
    let providers = providers_at(&server);

    let checkout = providers
        .start_payment(CardGateway::Stripe, "sk_test_stripe", &fees())
        .await
        .unwrap();
    assert_eq!(checkout.gateway_id, "cs_test_1");
    let outcome = providers
        .verify_payment(CardGateway::Stripe, "sk_test_stripe", &checkout.gateway_id)
        .await
        .unwrap();
    assert_eq!(outcome, PaymentOutcome::Pending);
}

#[tokio::test]
async fn a_refused_key_and_an_unknown_payment_say_so() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(401).set_body_json(serde_json::json!({"message": "Invalid key"})),
        )
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(404)
                .set_body_json(serde_json::json!({"message": "Transaction reference not found"})),
        )
        .mount(&server)
        .await;
    let providers = providers_at(&server);

    let refused = providers
        .start_payment(CardGateway::Paystack, "sk_wrong", &fees())
        .await
        .unwrap_err();
    assert!(refused.0.contains("refused the secret key"), "{refused}");
    let unknown = providers
        .verify_payment(CardGateway::Paystack, "sk", "nope")
        .await
        .unwrap_err();
    assert!(
        unknown.0.contains("does not know this payment"),
        "{unknown}"
    );
}
