//! The providers' clients against local stand-ins: wiremock for the HTTP APIs, checking each
//! provider's documented request, and a real SMTP server (aiosmtpd) started by the test.

mod common;

use std::{net::TcpListener, time::Duration};

use providers::{ProviderUrls, Providers};
use settings::{
    ProviderChecks,
    connections::{BrevoCheck, CardGateway, Encryption, SmtpCheck, TwilioCheck},
};
use test_support::SmtpServer;
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{body_partial_json, body_string_contains, header, method, path},
};

fn providers_at(server: &MockServer) -> Providers {
    common::providers_at(server, Duration::from_millis(800))
}

#[tokio::test]
async fn brevo_checks_the_key_on_the_account_and_names_a_refusal() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/v3/account"))
        .and(header("api-key", "xkeysib-good"))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            serde_json::json!({"email": "office@greenfield.example", "companyName": "Greenfield Academy"}),
        ))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/v3/account"))
        .respond_with(
            ResponseTemplate::new(401).set_body_json(
                serde_json::json!({"code": "unauthorized", "message": "Key not found"}),
            ),
        )
        .mount(&server)
        .await;
    let providers = providers_at(&server);
    let check = |key: &str| BrevoCheck {
        api_key: key.into(),
        from_name: String::new(),
        from_email: String::new(),
        to: None,
    };

    let ok = providers.brevo(&check("xkeysib-good"), "Greenfield").await;
    assert!(ok.success, "{ok:?}");
    assert!(ok.message.contains("Greenfield Academy"));
    let refused = providers.brevo(&check("xkeysib-bad"), "Greenfield").await;
    assert!(!refused.success);
    assert!(
        refused.message.contains("refused the API key"),
        "{refused:?}"
    );
}

#[tokio::test]
async fn a_brevo_test_email_is_the_documented_request() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v3/smtp/email"))
        .and(header("api-key", "xkeysib-good"))
        .and(body_partial_json(serde_json::json!({
            "sender": {"name": "Greenfield Office", "email": "office@greenfield.example"},
            "to": [{"email": "head@greenfield.example"}],
            "subject": "Test e-mail from Greenfield Academy",
        })))
        .respond_with(
            ResponseTemplate::new(201).set_body_json(serde_json::json!({"messageId": "<1@smtp>"})),
        )
        .expect(1)
        .mount(&server)
        .await;
    let outcome = providers_at(&server)
        .brevo(
            &BrevoCheck {
                api_key: "xkeysib-good".into(),
                from_name: "Greenfield Office".into(),
                from_email: "office@greenfield.example".into(),
                to: Some("head@greenfield.example".into()),
            },
            "Greenfield Academy",
        )
        .await;
    assert!(outcome.success, "{outcome:?}");
}

#[tokio::test]
async fn a_slow_provider_is_a_timeout_not_a_hang() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/balance"))
        .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let started = std::time::Instant::now();
    let outcome = providers_at(&server)
        .gateway(CardGateway::Paystack, "sk_test_1")
        .await;
    assert!(!outcome.success);
    assert!(
        outcome.message.contains("did not answer within"),
        "{outcome:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[tokio::test]
async fn each_gateway_reads_its_balance_with_the_secret_key() {
    let server = MockServer::start().await;
    for (route, body) in [
        ("/balance", serde_json::json!({"status": true, "data": []})),
        (
            "/v1/balance",
            serde_json::json!({"object": "balance", "livemode": false}),
        ),
        (
            "/v3/balances",
            serde_json::json!({"status": "success", "data": []}),
        ),
    ] {
        Mock::given(method("GET"))
            .and(path(route))
            .and(header("authorization", "Bearer sk_test_good"))
            .respond_with(ResponseTemplate::new(200).set_body_json(body))
            .mount(&server)
            .await;
        Mock::given(method("GET"))
            .and(path(route))
            .respond_with(
                ResponseTemplate::new(401)
                    .set_body_json(serde_json::json!({"status": false, "message": "Invalid key"})),
            )
            .mount(&server)
            .await;
    }
    let providers = providers_at(&server);
    for gateway in [
        CardGateway::Paystack,
        CardGateway::Stripe,
        CardGateway::Flutterwave,
    ] {
        let ok = providers.gateway(gateway, "sk_test_good").await;
        assert!(ok.success, "{gateway:?}: {ok:?}");
        let refused = providers.gateway(gateway, "sk_test_wrong").await;
        assert!(!refused.success);
        assert!(refused.message.starts_with(gateway.name()), "{refused:?}");
        assert!(refused.message.contains("secret key"), "{refused:?}");
    }
    let stripe = providers.gateway(CardGateway::Stripe, "sk_test_good").await;
    assert!(stripe.message.contains("test mode"));
}

#[tokio::test]
async fn twilio_checks_the_account_with_basic_auth_and_sends_a_form() {
    let server = MockServer::start().await;
    // Basic base64("AC123:token-1").
    let auth = "Basic QUMxMjM6dG9rZW4tMQ==";
    Mock::given(method("GET"))
        .and(path("/2010-04-01/Accounts/AC123.json"))
        .and(header("authorization", auth))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            serde_json::json!({"sid": "AC123", "friendly_name": "Greenfield SMS", "status": "active"}),
        ))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/2010-04-01/Accounts/AC123/Messages.json"))
        .and(header("authorization", auth))
        .and(header("content-type", "application/x-www-form-urlencoded"))
        .and(body_string_contains("To=%2B2348012345678"))
        .and(body_string_contains("From=%2B15005550006"))
        .respond_with(
            ResponseTemplate::new(201)
                .set_body_json(serde_json::json!({"sid": "SM1", "status": "queued"})),
        )
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .respond_with(
            ResponseTemplate::new(401)
                .set_body_json(serde_json::json!({"code": 20003, "message": "Authenticate"})),
        )
        .mount(&server)
        .await;
    let providers = providers_at(&server);
    let check = |token: &str, to: Option<&str>| TwilioCheck {
        account_sid: "AC123".into(),
        auth_token: token.into(),
        sender: "+15005550006".into(),
        to: to.map(Into::into),
    };

    let ok = providers
        .twilio(&check("token-1", None), "Greenfield")
        .await;
    assert!(
        ok.success && ok.message.contains("Greenfield SMS"),
        "{ok:?}"
    );
    let sent = providers
        .twilio(&check("token-1", Some("+2348012345678")), "Greenfield")
        .await;
    assert!(sent.success, "{sent:?}");
    let refused = providers.twilio(&check("wrong", None), "Greenfield").await;
    assert!(
        !refused.success && refused.message.contains("auth token"),
        "{refused:?}"
    );
}

#[tokio::test]
async fn a_provider_that_is_not_listening_is_a_refused_connection() {
    let port = free_port();
    let providers = Providers::new(ProviderUrls {
        stripe: format!("http://127.0.0.1:{port}"),
        ..ProviderUrls::default()
    })
    .unwrap();
    let outcome = providers.gateway(CardGateway::Stripe, "sk").await;
    assert!(!outcome.success);
    assert!(
        outcome.message.contains("connection was refused"),
        "{outcome:?}"
    );
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn smtp(port: u16, password: &str, to: Option<&str>) -> SmtpCheck {
    SmtpCheck {
        host: "127.0.0.1".into(),
        port,
        encryption: Encryption::None,
        credentials: Some(("office".into(), password.into())),
        from_name: "Greenfield Office".into(),
        from_email: "office@greenfield.example".into(),
        to: to.map(Into::into),
    }
}

#[tokio::test]
async fn smtp_signs_in_and_a_test_message_arrives_as_addressed() {
    let server = SmtpServer::start("office", "right-pass");
    let providers = Providers::new(ProviderUrls::default()).unwrap();

    let outcome = providers
        .smtp(
            &smtp(server.port, "right-pass", Some("head@greenfield.example")),
            "Greenfield Academy",
        )
        .await;

    assert!(outcome.success, "{outcome:?}");
    assert!(outcome.message.contains("signed in as office"));
    let messages = server.messages();
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0]["from"], "office@greenfield.example");
    assert_eq!(
        messages[0]["to"],
        serde_json::json!(["head@greenfield.example"])
    );
    let data = messages[0]["data"].as_str().unwrap();
    assert!(
        data.contains("Subject: Test e-mail from Greenfield Academy"),
        "{data}"
    );
    assert!(
        data.contains("From: \"Greenfield Office\" <office@greenfield.example>")
            || data.contains("From: Greenfield Office <office@greenfield.example>"),
        "{data}"
    );
}

#[tokio::test]
async fn a_wrong_smtp_password_and_a_closed_port_each_say_so() {
    let server = SmtpServer::start("office", "right-pass");
    let providers = Providers::new(ProviderUrls::default()).unwrap();

    let wrong = providers
        .smtp(&smtp(server.port, "wrong-pass", None), "Greenfield")
        .await;
    assert!(!wrong.success);
    assert!(
        wrong.message.contains("refused the username or password"),
        "{wrong:?}"
    );

    let closed = providers
        .smtp(&smtp(free_port(), "right-pass", None), "Greenfield")
        .await;
    assert!(!closed.success);
    assert!(
        closed.message.contains("connection was refused"),
        "{closed:?}"
    );
    assert!(server.messages().is_empty());
}

#[tokio::test]
async fn every_provider_that_answers_too_slowly_is_a_timeout() {
    let server = MockServer::start().await;
    for route in [
        "/v3/account",
        "/2010-04-01/Accounts/AC123.json",
        "/v1/balance",
        "/v3/balances",
    ] {
        Mock::given(method("GET"))
            .and(path(route))
            .respond_with(ResponseTemplate::new(200).set_delay(Duration::from_secs(3)))
            .mount(&server)
            .await;
    }
    let providers = providers_at(&server);
    let outcomes = [
        providers
            .brevo(
                &BrevoCheck {
                    api_key: "xkeysib-1".into(),
                    from_name: String::new(),
                    from_email: String::new(),
                    to: None,
                },
                "Greenfield",
            )
            .await,
        providers
            .twilio(
                &TwilioCheck {
                    account_sid: "AC123".into(),
                    auth_token: "token".into(),
                    sender: String::new(),
                    to: None,
                },
                "Greenfield",
            )
            .await,
        providers.gateway(CardGateway::Stripe, "sk_test_1").await,
        providers
            .gateway(CardGateway::Flutterwave, "FLWSECK_TEST-1")
            .await,
    ];
    for outcome in outcomes {
        assert!(!outcome.success);
        assert!(
            outcome.message.contains("did not answer within"),
            "{outcome:?}"
        );
    }
}
