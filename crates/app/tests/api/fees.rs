//! `/api/fees/` and `/api/payments/` (issue 20, decisions/024): a family of two children is
//! invoiced with the sibling discount as a line, pays both invoices in one Paystack checkout
//! (the gateway a wiremock stand-in), and the signed webhook credits them once however often it
//! is delivered, with a receipt in the payer's notifications; a bank transfer waits for an
//! admin; strangers, bad signatures and other families' invoices change nothing.

use hmac::{KeyInit, Mac};
use serde_json::{Value, json};
use test_support::{a_school, a_sibling_link, spawn_app, spawn_app_with};
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{method, path},
};

use crate::helpers::SETTINGS;

const SECRET: &str = "sk_test_school_secret";

fn sign(body: &[u8]) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha512>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

/// Fee categories, the sibling discount, Paystack and bank transfers on.
pub(crate) async fn fee_settings(app: &test_support::TestApp, admin: Option<&str>) {
    let version = app.get(SETTINGS, admin).await.body["version"].clone();
    let saved = app
        .put(
            SETTINGS,
            admin,
            &json!({
                "version": version,
                "currency": "NGN",
                "fee_structure": {
                    "categories": [
                        {"id": "tuition", "name": "Tuition", "amount": 5_000_000, "mandatory": true},
                        {"id": "bus", "name": "School bus", "amount": 1_000_000, "mandatory": false}
                    ],
                    "paymentPlans": {"fullPayment": true, "twoInstallments": true, "threeInstallments": false}
                },
                "discount_rules": {"siblingDiscount": {"enabled": true, "secondChild": 10, "thirdChild": 15}},
                "payment_gateways": {
                    "paystack": {"enabled": true, "publicKey": "pk_test_school", "secretKey": SECRET},
                    "bankTransfer": {"enabled": true, "bankName": "First Bank",
                                     "accountNumber": "0123456789", "accountName": "Greenfield Academy"}
                }
            }),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
}

pub(crate) async fn current_term(app: &test_support::TestApp, admin: Option<&str>) -> String {
    let terms = app.get("/api/terms/", admin).await;
    terms.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["is_current"] == true)
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn invoices(statement: &Value) -> &Vec<Value> {
    statement["invoices"].as_array().unwrap()
}

#[tokio::test]
async fn a_family_pays_two_invoices_in_one_checkout_and_the_webhook_credits_once() {
    let paystack = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/transaction/initialize"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "status": true,
            "data": {"authorization_url": "https://checkout.paystack.com/test-page",
                     "access_code": "abc", "reference": "ignored"}
        })))
        .expect(1)
        .mount(&paystack)
        .await;
    let mut services = test_support::services();
    services.providers.paystack = paystack.uri();
    let app = spawn_app_with(services).await;
    let s = a_school(&app).await;
    let admin = Some(s.admin.token.as_str());
    let parent = Some(s.parent.token.as_str());
    // The other student is the parent's child too: two children in two classes.
    a_sibling_link(
        &app,
        kernel::ParentId::from_uuid(s.parent.record_id),
        kernel::StudentId::from_uuid(s.other_student.record_id),
    )
    .await;
    fee_settings(&app, admin).await;
    let term = current_term(&app, admin).await;

    // Raising the term's invoices for the whole school, twice: the second makes none.
    let body = json!({"term_id": term, "due_dates": ["2026-09-14", "2026-10-19"]});
    let made = app.post("/api/fees/invoices/generate/", admin, &body).await;
    assert_eq!(made.status, 200, "{made:?}");
    assert_eq!(made.body["created"], 2, "{made:?}");
    let again = app.post("/api/fees/invoices/generate/", admin, &body).await;
    assert_eq!(
        (
            again.body["created"].clone(),
            again.body["existing"].clone()
        ),
        (json!(0), json!(2))
    );

    // The parent sees both; the second child (by admission number, fees being equal) has the
    // sibling discount as a line of its own.
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.status, 200, "{statement:?}");
    let listed = invoices(&statement.body);
    assert_eq!(listed.len(), 2);
    let second = listed
        .iter()
        .find(|i| i["admission_number"] == "2025/0002")
        .unwrap();
    let discount: Vec<&Value> = second["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "discount")
        .collect();
    assert_eq!(discount.len(), 1);
    assert_eq!(discount[0]["amount"], -500_000);
    assert_eq!(second["figures"]["net"], 4_500_000);
    assert_eq!(statement.body["balance"], 9_500_000);
    assert_eq!(
        statement.body["gateways"],
        json!(["paystack", "bank_transfer"])
    );
    // The other parent sees only their own child's invoice.
    let theirs = app
        .get("/api/fees/statement/", Some(&s.other_parent.token))
        .await;
    assert_eq!(invoices(&theirs.body).len(), 1);
    let first_id = listed
        .iter()
        .find(|i| i["admission_number"] == "2025/0001")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let not_theirs = app
        .get(
            &format!("/api/fees/invoices/{first_id}/"),
            Some(&s.other_parent.token),
        )
        .await;
    assert_eq!(not_theirs.status, 404, "{not_theirs:?}");
    // A teacher has no fees to read.
    let teacher = app
        .get("/api/fees/statement/", Some(&s.teacher.token))
        .await;
    assert_eq!(teacher.status, 403);

    // The admin's list: a page at a time by the student's name, each invoice with its figures,
    // and filtered by the status its sums give.
    let all = app.get("/api/fees/invoices/", admin).await;
    assert_eq!(all.status, 200, "{all:?}");
    assert_eq!(all.body["count"], 2);
    let rows = all.body["results"].as_array().unwrap().clone();
    assert!(rows[0]["student_name"].as_str() <= rows[1]["student_name"].as_str());
    let nets: i64 = rows
        .iter()
        .map(|r| r["figures"]["net"].as_i64().unwrap())
        .sum();
    assert_eq!(nets, 9_500_000);
    for (page, row) in rows.iter().enumerate() {
        let one = app
            .get(
                &format!("/api/fees/invoices/?page_size=1&page={}", page + 1),
                admin,
            )
            .await;
        assert_eq!(one.body["count"], 2, "{one:?}");
        assert_eq!(one.body["results"].as_array().unwrap().len(), 1);
        assert_eq!(one.body["results"][0]["id"], row["id"]);
        assert_eq!(one.body["results"][0]["figures"], row["figures"]);
    }
    let unpaid = app.get("/api/fees/invoices/?status=unpaid", admin).await;
    assert_eq!(unpaid.body["count"], 2, "{unpaid:?}");
    let found = app
        .get("/api/fees/invoices/?search=2025%2F0002", admin)
        .await;
    assert_eq!(found.body["count"], 1, "{found:?}");
    assert_eq!(found.body["results"][0]["admission_number"], "2025/0002");
    let paid = app.get("/api/fees/invoices/?status=paid", admin).await;
    assert_eq!(paid.body["count"], 0, "{paid:?}");

    // One checkout for both.
    let ids: Vec<Value> = listed.iter().map(|i| i["id"].clone()).collect();
    let started = app
        .post(
            "/api/payments/checkout/",
            parent,
            &json!({"invoice_ids": ids, "gateway": "paystack"}),
        )
        .await;
    assert_eq!(started.status, 201, "{started:?}");
    assert_eq!(
        started.body["checkout_url"],
        "https://checkout.paystack.com/test-page"
    );
    let reference = started.body["reference"].as_str().unwrap().to_owned();
    let payment_id = started.body["payment_id"].as_str().unwrap().to_owned();

    let event = json!({"event": "charge.success", "data": {
        "id": 302961, "status": "success", "reference": reference,
        "amount": 9_500_000, "currency": "NGN"}})
    .to_string();
    let hook = "/api/payments/webhooks/paystack/";
    // A wrong signature answers 401 and credits nothing.
    let forged = app
        .post_raw(
            hook,
            &[("x-paystack-signature", &sign(b"other"))],
            event.as_bytes(),
        )
        .await;
    assert_eq!(forged.status, 401, "{forged:?}");
    let pending = app
        .get(&format!("/api/payments/{payment_id}/"), parent)
        .await;
    assert_eq!(pending.body["status"], "pending");

    // Twenty deliveries at once credit once.
    let signature = sign(event.as_bytes());
    let headers = [("x-paystack-signature", signature.as_str())];
    let deliveries = (0..20).map(|_| app.post_raw(hook, &headers, event.as_bytes()));
    for answer in futures_util::future::join_all(deliveries).await {
        assert_eq!(answer.status, 200, "{answer:?}");
    }
    let paid = app
        .get(&format!("/api/payments/{payment_id}/"), parent)
        .await;
    assert_eq!(paid.body["status"], "successful", "{paid:?}");
    assert_eq!(paid.body["receipt_number"], "R-000001");
    let allocated: i64 = paid.body["allocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(allocated, 9_500_000);
    let after = app.get("/api/fees/statement/", parent).await;
    assert_eq!(after.body["balance"], 0);
    let paid = app.get("/api/fees/invoices/?status=paid", admin).await;
    assert_eq!(paid.body["count"], 2, "{paid:?}");
    let unpaid = app.get("/api/fees/invoices/?status=unpaid", admin).await;
    assert_eq!(unpaid.body["count"], 0, "{unpaid:?}");
    assert!(
        invoices(&after.body)
            .iter()
            .all(|i| i["figures"]["status"] == "paid")
    );
    // The receipt is in the parent's notifications.
    let unread = app.get("/api/notifications/unread_count/", parent).await;
    assert!(
        unread.body["count"].as_i64().unwrap_or(0) >= 1,
        "{unread:?}"
    );

    // An event for a reference nobody made is recorded and answered 200.
    let stranger = json!({"event": "charge.success", "data": {"id": 1, "status": "success",
        "reference": "SP-NOBODY", "amount": 100, "currency": "NGN"}})
    .to_string();
    let answered = app
        .post_raw(
            hook,
            &[("x-paystack-signature", &sign(stranger.as_bytes()))],
            stranger.as_bytes(),
        )
        .await;
    assert_eq!(answered.status, 200, "{answered:?}");
}

#[tokio::test]
async fn a_bank_transfer_waits_for_an_admin_who_confirms_or_rejects_it() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let admin = Some(s.admin.token.as_str());
    let parent = Some(s.parent.token.as_str());
    fee_settings(&app, admin).await;
    let term = current_term(&app, admin).await;
    let made = app
        .post(
            "/api/fees/invoices/generate/",
            admin,
            &json!({"term_id": term, "class_id": s.class.id, "due_dates": ["2026-09-14", "2026-10-19"]}),
        )
        .await;
    assert_eq!(made.body["created"], 1, "{made:?}");
    let statement = app.get("/api/fees/statement/", parent).await;
    let invoice = invoices(&statement.body)[0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

    // A text file is not a proof.
    let refused = app
        .post_form(
            "/api/payments/bank-transfers/",
            parent,
            &[
                ("invoice_ids", None, invoice.as_bytes()),
                ("proof", Some("proof.txt"), b"hello"),
            ],
        )
        .await;
    assert_eq!(refused.status, 422, "{refused:?}");

    let sent = app
        .post_form(
            "/api/payments/bank-transfers/",
            parent,
            &[
                ("invoice_ids", None, invoice.as_bytes()),
                ("amount", None, b"2000000"),
                ("proof", Some("proof.png"), png),
            ],
        )
        .await;
    assert_eq!(sent.status, 201, "{sent:?}");
    assert_eq!(sent.body["status"], "pending");
    let id = sent.body["id"].as_str().unwrap().to_owned();

    // The parent may not confirm their own transfer; the admin sees it waiting.
    let own = app
        .post(&format!("/api/payments/{id}/confirm/"), parent, &json!({}))
        .await;
    assert_eq!(own.status, 403, "{own:?}");
    let waiting = app.get("/api/payments/?status=pending", admin).await;
    assert_eq!(waiting.body["count"], 1, "{waiting:?}");
    let proof = app.get(&format!("/api/payments/{id}/proof/"), admin).await;
    assert_eq!(proof.status, 200);
    assert_eq!(proof.header("content-type"), "image/png");

    let confirmed = app
        .post(&format!("/api/payments/{id}/confirm/"), admin, &json!({}))
        .await;
    assert_eq!(confirmed.status, 200, "{confirmed:?}");
    assert_eq!(confirmed.body["status"], "successful");
    assert_eq!(confirmed.body["receipt_number"], "R-000001");
    let twice = app
        .post(&format!("/api/payments/{id}/confirm/"), admin, &json!({}))
        .await;
    assert_eq!(twice.status, 409, "{twice:?}");
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 3_000_000);
    assert_eq!(
        invoices(&statement.body)[0]["figures"]["status"],
        "part_paid"
    );

    // A second transfer is rejected with a reason the parent reads; nothing is credited.
    let another = app
        .post_form(
            "/api/payments/bank-transfers/",
            parent,
            &[
                ("invoice_ids", None, invoice.as_bytes()),
                ("proof", Some("p.png"), png),
            ],
        )
        .await;
    let other_id = another.body["id"].as_str().unwrap().to_owned();
    let no_reason = app
        .post(
            &format!("/api/payments/{other_id}/reject/"),
            admin,
            &json!({"reason": " "}),
        )
        .await;
    assert_eq!(no_reason.status, 422);
    let rejected = app
        .post(
            &format!("/api/payments/{other_id}/reject/"),
            admin,
            &json!({"reason": "=HYPERLINK(\"http://x.example\") No transfer reached the account."}),
        )
        .await;
    assert_eq!(rejected.body["status"], "rejected", "{rejected:?}");
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 3_000_000);
    // The reason is the admin's own words: the export keeps it text, not a formula.
    let csv = app.get("/api/payments/export/", admin).await;
    assert!(
        csv.text
            .contains("\"'=HYPERLINK(\"\"http://x.example\"\") No transfer"),
        "{}",
        csv.text
    );
}

/// The parent starts a card payment of `invoice` through `gateway`: answers its reference and
/// its id.
async fn checkout(
    app: &test_support::TestApp,
    parent: &str,
    invoice: &str,
    gateway: &str,
) -> (String, String) {
    let started = app
        .post(
            "/api/payments/checkout/",
            Some(parent),
            &json!({"invoice_ids": [invoice], "gateway": gateway}),
        )
        .await;
    assert_eq!(started.status, 201, "{started:?}");
    let text = |field: &str| started.body[field].as_str().unwrap().to_owned();
    (text("reference"), text("payment_id"))
}

/// A school of one invoice taking Stripe (a wiremock stand-in, kept alive by the caller),
/// whose checkout session reads back paid in full, in `currency`.
async fn stripe_school(
    currency: &str,
) -> (
    MockServer,
    test_support::TestApp,
    test_support::School,
    String,
) {
    let stripe = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            json!({"id": "cs_test_1", "url": "https://checkout.stripe.com/c/pay/cs_test_1"}),
        ))
        .mount(&stripe)
        .await;
    Mock::given(method("GET"))
        .and(path("/v1/checkout/sessions/cs_test_1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "id": "cs_test_1", "payment_status": "paid", "status": "complete",
            "amount_total": 5_000_000, "currency": currency})))
        .mount(&stripe)
        .await;
    let mut services = test_support::services();
    services.providers.stripe = stripe.uri();
    let app = spawn_app_with(services).await;
    let (s, invoice) = one_invoice(
        &app,
        json!({"stripe": {"enabled": true, "publishableKey": "pk_test_s",
                          "secretKey": "sk_test_s", "webhookSecret": "whsec_test"}}),
    )
    .await;
    (stripe, app, s, invoice)
}

fn stripe_header(secret: &str, t: i64, body: &[u8]) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.").as_bytes());
    mac.update(body);
    format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
}

/// A school of one family with this term's invoice raised, and the parent's token.
async fn one_invoice(
    app: &test_support::TestApp,
    gateways: Value,
) -> (test_support::School, String) {
    let s = a_school(app).await;
    let admin = Some(s.admin.token.as_str());
    fee_settings(app, admin).await;
    let version = app.get(SETTINGS, admin).await.body["version"].clone();
    let saved = app
        .put(
            SETTINGS,
            admin,
            &json!({"version": version, "payment_gateways": gateways}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    let term = current_term(app, admin).await;
    let today = time::OffsetDateTime::now_utc().date();
    let made = app
        .post(
            "/api/fees/invoices/generate/",
            admin,
            &json!({"term_id": term, "class_id": s.class.id,
                    "due_dates": [kernel::dates::format(today + time::Duration::days(2)),
                                  kernel::dates::format(today + time::Duration::days(40))]}),
        )
        .await;
    assert_eq!(made.body["created"], 1, "{made:?}");
    let statement = app.get("/api/fees/statement/", Some(&s.parent.token)).await;
    let invoice = invoices(&statement.body)[0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    (s, invoice)
}

#[tokio::test]
async fn stripe_checks_its_timestamped_signature_and_the_payer_s_return_asks_the_gateway() {
    // The session is paid when the payer comes back.
    let (_stripe, app, s, invoice) = stripe_school("ngn").await;
    let parent = Some(s.parent.token.as_str());
    // The secret is write-only: the settings say it is set, never what it is.
    let settings = app.get(SETTINGS, Some(&s.admin.token)).await;
    assert_eq!(
        settings.body["payment_gateways"]["stripe"]["webhookSecretSet"],
        true
    );
    assert!(!settings.text.contains("whsec_test"));

    let (reference, _) = checkout(&app, &s.parent.token, &invoice, "stripe").await;

    // A signature older than five minutes is refused, however right.
    let event = json!({"id": "evt_1", "type": "checkout.session.completed", "data": {"object": {
        "id": "cs_test_1", "client_reference_id": reference, "amount_total": 5_000_000,
        "currency": "ngn", "payment_status": "paid"}}})
    .to_string();
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let stale = stripe_header("whsec_test", now - 600, event.as_bytes());
    let refused = app
        .post_raw(
            "/api/payments/webhooks/stripe/",
            &[("stripe-signature", &stale)],
            event.as_bytes(),
        )
        .await;
    assert_eq!(refused.status, 401, "{refused:?}");

    // The payer's return settles it from the gateway's answer, before any webhook.
    let back = app
        .post(
            "/api/payments/verify/",
            parent,
            &json!({"reference": reference}),
        )
        .await;
    assert_eq!(back.status, 200, "{back:?}");
    assert_eq!(back.body["status"], "successful");
    assert_eq!(back.body["receipt_number"], "R-000001");
    // The webhook arriving afterwards credits nothing more.
    let fresh = stripe_header("whsec_test", now, event.as_bytes());
    let late = app
        .post_raw(
            "/api/payments/webhooks/stripe/",
            &[("stripe-signature", &fresh)],
            event.as_bytes(),
        )
        .await;
    assert_eq!(late.status, 200, "{late:?}");
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 0);
    assert_eq!(statement.body["payments"].as_array().unwrap().len(), 1);
}

/// The gateway's verify answer names its currency, and one other than the payment's credits
/// nothing: the payment is closed with the amount the gateway reported.
#[tokio::test]
async fn a_verify_answer_in_another_currency_is_not_credited() {
    let (_stripe, app, s, invoice) = stripe_school("usd").await;
    let (reference, _) = checkout(&app, &s.parent.token, &invoice, "stripe").await;
    let parent = Some(s.parent.token.as_str());
    let back = app
        .post(
            "/api/payments/verify/",
            parent,
            &json!({"reference": reference}),
        )
        .await;
    assert_eq!(back.body["status"], "failed", "{back:?}");
    assert!(
        back.body["reason"]
            .as_str()
            .unwrap()
            .contains("USD 50,000.00"),
        "{back:?}"
    );
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 5_000_000);
}

/// Paystack calls a checkout not yet paid "abandoned": the payer's return closes it as failed.
/// A signed success webhook then credits it only when Paystack, asked, says it was paid (a
/// retried delivery may come after a reversal); then once, with a receipt.
#[tokio::test]
async fn a_card_payment_closed_as_abandoned_is_credited_when_the_gateway_says_it_was_paid() {
    let paystack = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/transaction/initialize"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "status": true,
            "data": {"authorization_url": "https://checkout.paystack.com/test-page",
                     "access_code": "abc", "reference": "ignored"}})))
        .mount(&paystack)
        .await;
    let verify = |status: &str| {
        Mock::given(method("GET"))
            .and(wiremock::matchers::path_regex("^/transaction/verify/"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!({
                "status": true, "data": {"status": status, "amount": 5_000_000,
                                         "currency": "NGN"}})))
    };
    // Asked on the return, then on the first webhook: reversed; from then on, paid.
    verify("abandoned").up_to_n_times(1).mount(&paystack).await;
    verify("reversed").up_to_n_times(1).mount(&paystack).await;
    verify("success").mount(&paystack).await;
    let mut services = test_support::services();
    services.providers.paystack = paystack.uri();
    let app = spawn_app_with(services).await;
    let (s, invoice) = one_invoice(&app, json!({})).await;
    let parent = Some(s.parent.token.as_str());
    let (reference, _) = checkout(&app, &s.parent.token, &invoice, "paystack").await;
    let back = app
        .post(
            "/api/payments/verify/",
            parent,
            &json!({"reference": reference}),
        )
        .await;
    assert_eq!(back.body["status"], "failed", "{back:?}");
    let payment = format!("/api/payments/{}/", back.body["id"].as_str().unwrap());
    let hook = "/api/payments/webhooks/paystack/";
    let deliver = async |id: u32| {
        let event = json!({"event": "charge.success", "data": {
            "id": id, "status": "success", "reference": reference,
            "amount": 5_000_000, "currency": "NGN"}})
        .to_string();
        let signature = sign(event.as_bytes());
        let answer = app
            .post_raw(
                hook,
                &[("x-paystack-signature", &signature)],
                event.as_bytes(),
            )
            .await;
        assert_eq!(answer.status, 200, "{answer:?}");
    };

    // The webhook's word alone: Paystack, asked, says reversed, so nothing is credited.
    deliver(7001).await;
    assert_eq!(app.get(&payment, parent).await.body["status"], "failed");
    // Paystack now says paid: credited, once however often it is delivered.
    deliver(7002).await;
    deliver(7002).await;
    deliver(7003).await;
    let paid = app.get(&payment, parent).await;
    assert_eq!(paid.body["status"], "successful", "{paid:?}");
    assert_eq!(paid.body["receipt_number"], "R-000001");
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 0, "{statement:?}");
    assert_eq!(statement.body["payments"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_flutterwave_payment_of_another_amount_is_not_credited() {
    let flutterwave = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v3/payments"))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            json!({"status": "success", "data": {"link": "https://checkout.flutterwave.com/v3/hosted/pay/x"}}),
        ))
        .mount(&flutterwave)
        .await;
    let mut services = test_support::services();
    services.providers.flutterwave = flutterwave.uri();
    let app = spawn_app_with(services).await;
    let (s, invoice) = one_invoice(
        &app,
        json!({"flutterwave": {"enabled": true, "publicKey": "FLWPUBK_TEST",
                               "secretKey": "FLWSECK_TEST", "secretHash": "hash-of-the-school"}}),
    )
    .await;
    let parent = Some(s.parent.token.as_str());
    let (reference, payment_id) = checkout(&app, &s.parent.token, &invoice, "flutterwave").await;
    // The webhook claims the ₦50,000 asked, but Flutterwave's verify-by-id call (which is what
    // counts: its webhook is signed by a shared secret only) holds ₦49,000, in major units.
    Mock::given(method("GET"))
        .and(path("/v3/transactions/285959875/verify"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"status": "success",
            "data": {"id": 285959875, "status": "successful", "tx_ref": reference,
                     "amount": 49000, "currency": "NGN"}})),
        )
        .expect(1)
        .mount(&flutterwave)
        .await;
    let event = json!({"event": "charge.completed", "data": {"id": 285959875,
        "tx_ref": reference, "amount": 50000, "currency": "NGN", "status": "successful"}})
    .to_string();
    let wrong = app
        .post_raw(
            "/api/payments/webhooks/flutterwave/",
            &[("verif-hash", "not-the-hash")],
            event.as_bytes(),
        )
        .await;
    assert_eq!(wrong.status, 401);
    let told = app
        .post_raw(
            "/api/payments/webhooks/flutterwave/",
            &[("verif-hash", "hash-of-the-school")],
            event.as_bytes(),
        )
        .await;
    assert_eq!(told.status, 200, "{told:?}");
    let payment = app
        .get(&format!("/api/payments/{payment_id}/"), parent)
        .await;
    assert_eq!(payment.body["status"], "failed", "{payment:?}");
    assert!(
        payment.body["reason"]
            .as_str()
            .unwrap()
            .contains("Nothing was credited")
    );
    let statement = app.get("/api/fees/statement/", parent).await;
    assert_eq!(statement.body["balance"], 5_000_000);
}

#[tokio::test]
async fn an_admin_adds_a_fee_and_gives_back_no_more_than_a_payment_paid() {
    let app = spawn_app().await;
    let (s, invoice) = one_invoice(&app, json!({})).await;
    let admin = Some(s.admin.token.as_str());
    let parent = Some(s.parent.token.as_str());
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
    let sent = app
        .post_form(
            "/api/payments/bank-transfers/",
            parent,
            &[
                ("invoice_ids", None, invoice.as_bytes()),
                ("amount", None, b"1000000"),
                ("proof", Some("proof.png"), png),
            ],
        )
        .await;
    let payment = sent.body["id"].as_str().unwrap().to_owned();
    let confirmed = app
        .post(
            &format!("/api/payments/{payment}/confirm/"),
            admin,
            &json!({}),
        )
        .await;
    assert_eq!(confirmed.status, 200, "{confirmed:?}");

    let entries = format!("/api/fees/invoices/{invoice}/entries/");
    // A late fee, as its own line.
    let charged = app
        .post(
            &entries,
            admin,
            &json!({"kind": "charge", "amount": 250_000, "description": "Late registration"}),
        )
        .await;
    assert_eq!(charged.status, 201, "{charged:?}");
    assert_eq!(charged.body["figures"]["balance"], 4_250_000);
    // More back than the payment paid is refused with what is left.
    let too_much = app
        .post(
            &entries,
            admin,
            &json!({"kind": "refund", "amount": 1_000_001, "description": "Overpaid",
                    "payment_id": payment}),
        )
        .await;
    assert_eq!(too_much.status, 409, "{too_much:?}");
    assert!(
        too_much.body["detail"]
            .as_str()
            .unwrap()
            .contains("10,000.00")
    );
    let refunded = app
        .post(
            &entries,
            admin,
            &json!({"kind": "refund", "amount": 400_000, "description": "Bus fee returned",
                    "payment_id": payment}),
        )
        .await;
    assert_eq!(refunded.status, 201, "{refunded:?}");
    assert_eq!(refunded.body["figures"]["paid"], 600_000);
    assert_eq!(refunded.body["figures"]["balance"], 4_650_000);
    // A discount is not an admin's entry; a parent may add none.
    let discount = app
        .post(
            &entries,
            admin,
            &json!({"kind": "discount", "amount": 100, "description": "Goodwill"}),
        )
        .await;
    assert_eq!(discount.status, 422);
    let by_parent = app
        .post(
            &entries,
            parent,
            &json!({"kind": "charge", "amount": 100, "description": "x"}),
        )
        .await;
    assert_eq!(by_parent.status, 403);
    // The export lists the payment.
    let csv = app.get("/api/payments/export/", admin).await;
    assert_eq!(csv.status, 200);
    assert!(csv.text.contains("R-000001"), "{}", csv.text);
}

/// The fee reminders written to the test app's outbox.
fn reminders(app: &test_support::TestApp) -> app::payments::OutboxReminders {
    app::payments::OutboxReminders {
        notifications: app.state.notifications.clone(),
        public_url: "http://127.0.0.1:8080".into(),
    }
}

#[tokio::test]
async fn a_family_is_reminded_of_an_instalment_due_soon_once() {
    let app = spawn_app().await;
    let (s, _invoice) = one_invoice(&app, json!({})).await;
    let reminders = reminders(&app);
    let written = app.state.fees.remind(&reminders).await.unwrap();
    assert!(written >= 1, "the first instalment is due in two days");
    assert_eq!(app.state.fees.remind(&reminders).await.unwrap(), 0);
    let inbox = app.get("/api/notifications/", Some(&s.parent.token)).await;
    assert!(
        inbox.text.contains("School fees reminder"),
        "{}",
        inbox.text
    );
}

#[tokio::test]
async fn the_fee_jobs_write_no_reminder_until_the_school_s_zone_is_read() {
    let app = spawn_app().await;
    let (s, _invoice) = one_invoice(&app, json!({})).await;
    let reminders = reminders(&app);
    let round = async |read: bool| {
        app::payments::fee_jobs_once(
            &app::school_time::ZoneRead::fixed(read),
            &app.state.fees,
            &app.state.payments,
            &reminders,
        )
        .await
    };

    assert_eq!(round(false).await, None, "the reminders wait");
    let inbox = app.get("/api/notifications/", Some(&s.parent.token)).await;
    assert!(
        !inbox.text.contains("School fees reminder"),
        "{}",
        inbox.text
    );

    let written = round(true).await.unwrap();
    assert!(written >= 1, "the first instalment is due in two days");
    let inbox = app.get("/api/notifications/", Some(&s.parent.token)).await;
    assert!(
        inbox.text.contains("School fees reminder"),
        "{}",
        inbox.text
    );
}
