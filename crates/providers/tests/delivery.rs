//! Delivering the outbox's messages through Brevo and Twilio stand-ins (wiremock), and through a
//! real SMTP server: each answer sorted into sent, tried again later, or failed for good.

mod common;

use std::time::Duration;

use messaging::notifications::{Channel, Delivery, Event, Notification, Status};
use providers::delivery::{EmailRoute, Routes, SmsRoute};
use settings::connections::Encryption;
use test_support::SmtpServer;
use time::OffsetDateTime;
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{body_partial_json, body_string_contains, header, method, path},
};

fn message(channel: Channel, to: &str) -> Notification {
    Notification {
        id: uuid::Uuid::now_v7(),
        event: Event::AbsentNotice,
        channel,
        user_id: None,
        recipient: to.into(),
        subject: "Chidi was absent today".into(),
        body: "Dear Mrs Okafor, <Chidi> was absent.".into(),
        link: None,
        status: Status::Pending,
        attempts: 1,
        next_attempt_at: OffsetDateTime::UNIX_EPOCH,
        last_error: None,
        provider_message_id: None,
        created_at: OffsetDateTime::UNIX_EPOCH,
        sent_at: None,
        read_at: None,
    }
}

fn brevo_and_twilio() -> Routes {
    Routes {
        school: "Greenfield Academy".into(),
        email: Ok(EmailRoute::Brevo {
            api_key: "xkeysib-1".into(),
            from_name: String::new(),
            from_email: "office@greenfield.example".into(),
        }),
        sms: Ok(SmsRoute {
            account_sid: "AC123".into(),
            auth_token: "token".into(),
            sender: "+15005550006".into(),
        }),
    }
}

#[tokio::test]
async fn brevo_and_twilio_answers_are_sorted_into_sent_retry_and_failed() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v3/smtp/email"))
        .and(header("api-key", "xkeysib-1"))
        .and(body_partial_json(serde_json::json!({
            "sender": {"name": "Greenfield Academy", "email": "office@greenfield.example"},
            "to": [{"email": "ngozi@family.example"}],
            "textContent": "Dear Mrs Okafor, <Chidi> was absent.",
        })))
        .and(body_string_contains("&lt;Chidi&gt;"))
        .respond_with(
            ResponseTemplate::new(201)
                .set_body_json(serde_json::json!({"messageId": "<m1@brevo>"})),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v3/smtp/email"))
        .and(body_string_contains("bad@"))
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(serde_json::json!({"message": "email is not valid"})),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v3/smtp/email"))
        .and(body_string_contains("busy@"))
        .respond_with(ResponseTemplate::new(503))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/2010-04-01/Accounts/AC123/Messages.json"))
        .and(body_string_contains("To=%2B2348031234567"))
        .respond_with(ResponseTemplate::new(201).set_body_json(serde_json::json!({"sid": "SM1"})))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/2010-04-01/Accounts/AC123/Messages.json"))
        .and(body_string_contains("To=123"))
        .respond_with(ResponseTemplate::new(400).set_body_json(serde_json::json!({"code": 21211, "message": "The 'To' number 123 is not a valid phone number."})))
        .mount(&server)
        .await;
    let providers = common::providers_at(&server, Duration::from_secs(2));

    let got = providers
        .deliver(
            &brevo_and_twilio(),
            &[
                message(Channel::Email, "ngozi@family.example"),
                message(Channel::Email, "bad@family.example"),
                message(Channel::Email, "busy@family.example"),
                message(Channel::Sms, "+2348031234567"),
                message(Channel::Sms, "123"),
            ],
        )
        .await;

    assert_eq!(got[0], Delivery::Sent(Some("<m1@brevo>".into())));
    assert!(
        matches!(&got[1], Delivery::Permanent(e) if e.contains("email is not valid")),
        "{:?}",
        got[1]
    );
    assert!(matches!(&got[2], Delivery::Transient(_)), "{:?}", got[2]);
    assert_eq!(got[3], Delivery::Sent(Some("SM1".into())));
    assert!(
        matches!(&got[4], Delivery::Permanent(e) if e.contains("not a valid phone")),
        "{:?}",
        got[4]
    );
}

#[tokio::test]
async fn a_channel_without_a_provider_waits_and_smtp_sends_text_and_escaped_html() {
    let smtp = SmtpServer::start("office", "right-pass");
    let providers = providers::Providers::new(providers::ProviderUrls::default()).unwrap();
    let routes = Routes {
        school: "Greenfield Academy".into(),
        email: Ok(EmailRoute::Smtp {
            host: "127.0.0.1".into(),
            port: smtp.port,
            encryption: Encryption::None,
            credentials: Some(("office".into(), "right-pass".into())),
            from_name: String::new(),
            from_email: "office@greenfield.example".into(),
        }),
        sms: Err("Not sent: no SMS provider is set.".into()),
    };

    let got = providers
        .deliver(
            &routes,
            &[
                message(Channel::Email, "ngozi@family.example"),
                message(Channel::Sms, "+2348031234567"),
            ],
        )
        .await;

    assert!(matches!(&got[0], Delivery::Sent(_)), "{:?}", got[0]);
    assert_eq!(
        got[1],
        Delivery::NotConfigured("Not sent: no SMS provider is set.".into())
    );
    let sent = smtp.messages();
    assert_eq!(sent.len(), 1);
    let data = sent[0]["data"].as_str().unwrap();
    assert!(
        data.contains("From: \"Greenfield Academy\" <office@greenfield.example>"),
        "{data}"
    );
    assert!(
        data.contains("text/plain") && data.contains("text/html"),
        "{data}"
    );
    assert!(
        data.contains("&lt;Chidi&gt;"),
        "the HTML part escapes what people wrote: {data}"
    );
}

#[tokio::test]
async fn an_smtp_server_that_accepts_and_says_nothing_is_given_up_and_tried_again_later() {
    // A port that takes the connection and never greets (TLS expected where the portal speaks
    // plain text, or a session a firewall dropped): the send must end, not hold the sender.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let (done, until_done) = std::sync::mpsc::channel::<()>();
    let held = std::thread::spawn(move || {
        let connections: Vec<_> = listener.incoming().take(1).collect();
        // Held open, silent, until the test has its answer.
        let _ = until_done.recv();
        drop(connections);
    });
    let providers = providers::Providers::with_timeout(
        providers::ProviderUrls::default(),
        Duration::from_millis(500),
    )
    .unwrap();
    let routes = Routes {
        school: "Greenfield Academy".into(),
        email: Ok(EmailRoute::Smtp {
            host: "127.0.0.1".into(),
            port,
            encryption: Encryption::None,
            credentials: None,
            from_name: String::new(),
            from_email: "office@greenfield.example".into(),
        }),
        sms: Err("Not sent: no SMS provider is set.".into()),
    };

    // Far above the one-second bound: only a send that never ends fails here.
    let got = tokio::time::timeout(
        Duration::from_secs(30),
        providers.deliver(&routes, &[message(Channel::Email, "ngozi@family.example")]),
    )
    .await
    .expect("the send ends by itself");
    assert!(
        matches!(&got[0], Delivery::Transient(why) if why.contains("did not finish")),
        "{:?}",
        got[0]
    );
    drop(done);
    held.join().unwrap();
}
