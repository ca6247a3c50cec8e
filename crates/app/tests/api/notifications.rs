//! Notifications end to end: account e-mails through the outbox to a real SMTP server, messages
//! that wait for a provider, each person's in-app messages, and the admins' outbox.

use messaging::notifications::{Event, Occurrence, Recipient};
use serde_json::json;
use settings::Scope;
use test_support::{SmtpServer, a_school, spawn_app};

/// Points the school's e-mail at `server` (no encryption: a stand-in on loopback).
async fn use_smtp(app: &test_support::TestApp, server: &SmtpServer) {
    app.state
        .settings
        .update(
            json!({"notifications": {"email": {"provider": "smtp", "smtp": {
                "host": "127.0.0.1", "port": server.port, "username": "office",
                "password": "office-pass", "encryption": "none",
                "fromName": "Greenfield Office", "fromEmail": "office@greenfield.example"}}}}),
            None,
            Scope::All,
        )
        .await
        .expect("the e-mail settings are saved");
}

/// Queues `count` account approvals, to `family{i}@home.example`.
async fn approve_families(outbox: &messaging::notifications::NotificationService, count: usize) {
    for i in 0..count {
        outbox
            .account_email(
                Event::AccountApproved,
                None,
                &format!("family{i}@home.example"),
                "Your account is approved",
                "You can sign in now.",
            )
            .await
            .unwrap();
    }
}

/// The text of a message as sent: quoted-printable soft breaks and `=3D` undone.
fn plain(data: &str) -> String {
    data.replace("=\r\n", "").replace("=3D", "=")
}

async fn sign_up(app: &test_support::TestApp) {
    let answer = app
        .post(
            "/api/auth/signup/",
            None,
            &json!({"username": "chidi", "email": "chidi@family.example", "first_name": "Chidi",
                    "last_name": "Okafor", "password": "family pass 1"}),
        )
        .await;
    assert_eq!(answer.status, 201, "{answer:?}");
}

#[tokio::test]
async fn a_sign_up_verification_email_arrives_by_smtp_and_its_link_verifies_the_account() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let server = SmtpServer::start("office", "office-pass");
    use_smtp(&app, &server).await;
    sign_up(&app).await;

    let claimed = app.state.notifications.deliver_due(50).await.unwrap();

    assert_eq!(claimed, 1);
    let messages = server.messages();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0]["to"], json!(["chidi@family.example"]));
    let data = plain(messages[0]["data"].as_str().unwrap());
    assert!(
        data.contains("Subject: Confirm your e-mail address"),
        "{data}"
    );
    assert!(
        data.contains("Content-Type: text/plain"),
        "a plain-text part: {data}"
    );
    let at = data.find("/verify-email?token=").expect("the link") + "/verify-email?token=".len();
    let token: String = data[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let verified = app
        .post("/api/auth/verify-email/", None, &json!({"token": token}))
        .await;
    assert_eq!(verified.status, 200, "{verified:?}");

    // The admins' outbox shows it sent, without the link's secret.
    let outbox = app
        .get("/api/notifications/outbox/", Some(&school.admin.token))
        .await;
    assert_eq!(outbox.status, 200, "{outbox:?}");
    let message = &outbox.body["results"][0];
    assert_eq!(message["status"], "sent");
    assert_eq!(message["event"], "verify_email");
    assert_eq!(message["attempts"], 1);
    let body = message["body"].as_str().unwrap();
    assert!(
        body.contains("token=[hidden]") && !body.contains(&token),
        "{body}"
    );
}

#[tokio::test]
async fn without_a_provider_an_email_waits_saying_so_and_goes_once_one_is_set() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    sign_up(&app).await;

    app.state.notifications.deliver_due(50).await.unwrap();

    let outbox = app
        .get(
            "/api/notifications/outbox/?status=pending",
            Some(&school.admin.token),
        )
        .await;
    let message = &outbox.body["results"][0];
    assert_eq!(message["attempts"], 0, "{outbox:?}");
    assert!(
        message["last_error"]
            .as_str()
            .unwrap()
            .starts_with("Not sent: no e-mail provider is set."),
        "{message}"
    );
    let counts = app
        .get(
            "/api/notifications/outbox/counts/",
            Some(&school.admin.token),
        )
        .await;
    assert_eq!(
        counts.body,
        json!({"pending": 1, "failed": 0, "waiting_for_provider": 1})
    );

    let server = SmtpServer::start("office", "office-pass");
    use_smtp(&app, &server).await;
    // A minute later it is looked at again.
    app.sql("UPDATE notifications SET next_attempt_at = now() - interval '1 second'")
        .await;
    app.state.notifications.deliver_due(50).await.unwrap();
    assert_eq!(server.messages().len(), 1);
}

#[tokio::test]
async fn a_wrong_smtp_password_is_tried_again_later_and_an_admin_can_cancel_it() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let server = SmtpServer::start("office", "another-pass");
    use_smtp(&app, &server).await;
    sign_up(&app).await;

    app.state.notifications.deliver_due(50).await.unwrap();

    let outbox = app
        .get("/api/notifications/outbox/", Some(&school.admin.token))
        .await;
    let message = &outbox.body["results"][0];
    assert_eq!(
        (message["status"].as_str(), message["attempts"].as_u64()),
        (Some("pending"), Some(1))
    );
    assert!(
        message["last_error"]
            .as_str()
            .unwrap()
            .contains("username or password"),
        "{message}"
    );
    let id = message["id"].as_str().unwrap();
    let cancelled = app
        .post(
            &format!("/api/notifications/outbox/{id}/cancel/"),
            Some(&school.admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(cancelled.body["status"], "cancelled", "{cancelled:?}");
    let again = app
        .post(
            &format!("/api/notifications/outbox/{id}/cancel/"),
            Some(&school.admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(again.status, 409, "{again:?}");
    assert!(server.messages().is_empty());
}

#[tokio::test]
async fn in_app_messages_reach_their_person_only_and_are_marked_read() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let occurrence = |user, name: &str| Occurrence {
        event: Event::EventAnnouncement,
        recipient: Recipient {
            user_id: Some(user),
            name: name.into(),
            email: None,
            phone: None,
            wants_email: true,
            wants_sms: true,
        },
        values: [
            ("title", "Sports day".to_owned()),
            ("message", "On Friday.".to_owned()),
        ]
        .into(),
        link: Some("http://127.0.0.1/announcements".into()),
        dedup_key: None,
    };
    app.state
        .notifications
        .notify(&[
            occurrence(school.parent.user_id, "Mrs Eze"),
            occurrence(school.other_parent.user_id, "Mr Lawal"),
        ])
        .await
        .unwrap();

    let mine = app
        .get(
            "/api/notifications/?unread=true",
            Some(&school.parent.token),
        )
        .await;
    assert_eq!(mine.body["count"], 1, "{mine:?}");
    let message = &mine.body["results"][0];
    assert_eq!(message["subject"], "Sports day");
    assert!(
        message["body"]
            .as_str()
            .unwrap()
            .starts_with("Dear Mrs Eze,")
    );
    let unread = app
        .get(
            "/api/notifications/unread_count/",
            Some(&school.parent.token),
        )
        .await;
    assert_eq!(unread.body, json!({"count": 1}));

    let id = message["id"].as_str().unwrap();
    let not_theirs = app
        .post(
            &format!("/api/notifications/{id}/read/"),
            Some(&school.other_parent.token),
            &json!({}),
        )
        .await;
    assert_eq!(not_theirs.status, 404);
    let read = app
        .post(
            &format!("/api/notifications/{id}/read/"),
            Some(&school.parent.token),
            &json!({}),
        )
        .await;
    assert_eq!(read.status, 204);
    let unread = app
        .get(
            "/api/notifications/unread_count/",
            Some(&school.parent.token),
        )
        .await;
    assert_eq!(unread.body, json!({"count": 0}));
    let theirs = app
        .get(
            "/api/notifications/unread_count/",
            Some(&school.other_parent.token),
        )
        .await;
    assert_eq!(theirs.body, json!({"count": 1}));
}

#[tokio::test]
async fn an_smtp_server_that_stops_mid_batch_delays_messages_but_loses_and_doubles_none() {
    let app = spawn_app().await;
    let first = SmtpServer::start("office", "office-pass");
    let port = first.port;
    use_smtp(&app, &first).await;
    // Two senders on one database, as two app servers are.
    let one = app.state.notifications.clone();
    let two = app::notifications::notification_service(&app.database, &test_support::services());
    approve_families(&one, 40).await;

    assert_eq!(one.deliver_due(10).await.unwrap(), 10);
    let before = first.messages();
    drop(first);
    // The server is down: every other message is tried once, by one sender or the other.
    loop {
        let (a, b) = tokio::join!(one.deliver_due(7), two.deliver_due(7));
        if a.unwrap() + b.unwrap() == 0 {
            break;
        }
    }
    let outbox = storage::PgNotificationRepo::new(app.database.clone());
    let waiting = messaging::notifications::Outbox::list(
        &outbox,
        &messaging::notifications::OutboxFilter {
            status: Some(messaging::notifications::Status::Pending),
            ..Default::default()
        },
        kernel::PageRequest::new(Some(1), Some(100)).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(waiting.count, 30);
    let now = time::OffsetDateTime::now_utc();
    for m in &waiting.results {
        assert_eq!(m.attempts, 1);
        assert!(
            m.last_error.as_deref().unwrap().contains("refused"),
            "{m:?}"
        );
        // Not before the first backoff (1 minute, less at most a fifth).
        assert!(
            m.next_attempt_at - now > time::Duration::seconds(45),
            "{m:?}"
        );
    }

    // The server is back, and the backoff has passed.
    let second = SmtpServer::start_on(port, "office", "office-pass");
    app.sql("UPDATE notifications SET next_attempt_at = now() WHERE status = 'pending'")
        .await;
    loop {
        let (a, b) = tokio::join!(one.deliver_due(7), two.deliver_due(7));
        if a.unwrap() + b.unwrap() == 0 {
            break;
        }
    }
    let mut arrived: Vec<String> = before
        .iter()
        .chain(second.messages().iter())
        .map(|m| m["to"][0].as_str().unwrap().to_owned())
        .collect();
    arrived.sort();
    let mut expected: Vec<String> = (0..40).map(|i| format!("family{i}@home.example")).collect();
    expected.sort();
    assert_eq!(arrived, expected, "every message arrived exactly once");
}

#[tokio::test]
async fn an_announcement_published_with_notify_tells_its_audience_in_one_go() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let path = "/api/school-settings/announcements/";
    let hidden = app
        .post(
            path,
            Some(&school.admin.token),
            &json!({"title": "Draft", "content": "Not yet.", "is_active": false, "notify": true}),
        )
        .await;
    assert_eq!(hidden.status, 422, "{hidden:?}");
    assert!(hidden.body["fields"]["notify"].is_array(), "{hidden:?}");

    let published = app
        .post(
            path,
            Some(&school.admin.token),
            &json!({"title": "Parents' evening", "content": "Thursday at 4 pm in the hall.",
                    "target_audience": "PARENTS", "notify": true}),
        )
        .await;

    assert_eq!(published.status, 201, "{published:?}");
    assert_eq!(published.body["title"], "Parents' evening");
    // Each parent in the portal and by e-mail (SMS is off by default).
    assert_eq!(published.body["messages"], 4, "{published:?}");
    let inbox = app
        .get("/api/notifications/", Some(&school.parent.token))
        .await;
    assert_eq!(
        inbox.body["results"][0]["subject"], "Parents' evening",
        "{inbox:?}"
    );
    assert!(
        inbox.body["results"][0]["body"]
            .as_str()
            .unwrap()
            .contains("Thursday at 4 pm in the hall."),
        "{inbox:?}"
    );
    let teachers = app
        .get("/api/notifications/", Some(&school.teacher.token))
        .await;
    assert_eq!(teachers.body["count"], 0, "teachers are not its audience");
    let emails = app
        .get(
            "/api/notifications/outbox/?channel=email&event=event_announcement",
            Some(&school.admin.token),
        )
        .await;
    assert_eq!(emails.body["count"], 2, "{emails:?}");

    let quiet = app
        .post(
            path,
            Some(&school.admin.token),
            &json!({"title": "Quiet", "content": "Only on the board."}),
        )
        .await;
    assert_eq!(quiet.body["messages"], 0, "{quiet:?}");
}

#[tokio::test]
async fn a_newsletter_subscription_is_confirmed_from_the_emailed_link_once() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let server = SmtpServer::start("office", "office-pass");
    use_smtp(&app, &server).await;
    let subscribed = app
        .post(
            "/api/newsletter/",
            None,
            &json!({"email": "reader@family.example"}),
        )
        .await;
    assert_eq!(subscribed.status, 201, "{subscribed:?}");
    assert!(
        subscribed.body["detail"]
            .as_str()
            .unwrap()
            .contains("open the link")
    );

    app.state.notifications.deliver_due(50).await.unwrap();

    let data = plain(server.messages()[0]["data"].as_str().unwrap());
    let at = data.find("/newsletter/confirm?token=").expect("the link")
        + "/newsletter/confirm?token=".len();
    let token: String = data[at..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    let list = app.get("/api/newsletter/", Some(&school.admin.token)).await;
    assert_eq!(
        list.body["results"][0]["confirmed_at"],
        serde_json::Value::Null
    );
    let confirmed = app
        .post("/api/newsletter/confirm/", None, &json!({"token": token}))
        .await;
    assert_eq!(confirmed.status, 200, "{confirmed:?}");
    assert_eq!(confirmed.body["email"], "reader@family.example");
    let again = app
        .post("/api/newsletter/confirm/", None, &json!({"token": token}))
        .await;
    assert_eq!(again.status, 422, "a link works once: {again:?}");
    let list = app.get("/api/newsletter/", Some(&school.admin.token)).await;
    assert!(
        list.body["results"][0]["confirmed_at"].is_string(),
        "{list:?}"
    );
}

#[tokio::test]
async fn a_new_teacher_is_welcomed_by_email_with_a_link_to_choose_a_password_not_a_password() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let server = SmtpServer::start("office", "office-pass");
    use_smtp(&app, &server).await;

    let made = app
        .post(
            "/api/teachers/",
            Some(&school.admin.token),
            &json!({"staff_number": "T-900", "first_name": "Bola", "last_name": "Ade",
                    "email": "bola@school.example", "phone": "+234 803 000 0900"}),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.body["welcome_email"], "bola@school.example");
    let slip_password = made.body["initial_password"].as_str().unwrap().to_owned();

    app.state.notifications.deliver_due(50).await.unwrap();
    let messages = server.messages();
    let welcome = messages
        .iter()
        .find(|m| m["to"] == json!(["bola@school.example"]))
        .expect("the welcome arrived");
    let data = plain(welcome["data"].as_str().unwrap());
    assert!(data.contains("Subject: Welcome to"), "{data}");
    assert!(data.contains("T-900"), "the username: {data}");
    assert!(
        !data.contains(&slip_password),
        "no password by e-mail: {data}"
    );
    let at = data
        .find("/reset-password?token=")
        .expect("the link to choose a password")
        + "/reset-password?token=".len();
    let token: String = data[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();

    let chosen = app
        .post(
            "/api/auth/password-reset/confirm/",
            None,
            &json!({"token": token, "new_password": "Bola chose 1 this"}),
        )
        .await;
    assert_eq!(chosen.status, 200, "{chosen:?}");
    let signed_in = app
        .post(
            "/api/auth/login/",
            None,
            &json!({"username": "T-900", "password": "Bola chose 1 this"}),
        )
        .await;
    assert_eq!(signed_in.status, 200, "{signed_in:?}");
    assert_eq!(
        signed_in.body["user"]["must_change_password"], false,
        "{signed_in:?}"
    );

    // Adding the teacher again is refused, and nobody is welcomed twice.
    let again = app
        .post(
            "/api/teachers/",
            Some(&school.admin.token),
            &json!({"staff_number": "T-900", "first_name": "Bola", "last_name": "Ade",
                    "email": "bola@school.example"}),
        )
        .await;
    assert_eq!(again.status, 422, "{again:?}");
    app.state.notifications.deliver_due(50).await.unwrap();
    let welcomes = server
        .messages()
        .iter()
        .filter(|m| m["to"] == json!(["bola@school.example"]))
        .count();
    assert_eq!(welcomes, 1);
}

/// A server stopped (SIGTERM, as for a deploy) while its sender is at work stops cleanly: it
/// finishes the batch it claimed, sent and recorded, so nothing goes twice, and leaves the
/// rest to the next sender. (It used to panic on every stop: its pooled SMTP connection closed
/// itself after the runtime was gone.)
#[tokio::test]
async fn a_server_stopped_while_sending_finishes_its_batch_and_sends_nothing_twice() {
    stopped_while_sending("serve").await;
}

/// `school-portal worker` stops the same way.
#[tokio::test]
async fn a_worker_stopped_while_sending_finishes_its_batch_and_sends_nothing_twice() {
    stopped_while_sending("worker").await;
}

/// Starts `school-portal <process>` on an outbox of 2,000 e-mails, sends it SIGTERM once it
/// has sent some (`serve` with a request under way whose body never ends), and checks that it
/// stopped cleanly within the 10 s `docker stop` waits, and that every e-mail went exactly once
/// once the next sender took over.
async fn stopped_while_sending(process: &str) {
    let app = spawn_app().await;
    let smtp = SmtpServer::start("office", "office-pass");
    use_smtp(&app, &smtp).await;
    let outbox = &app.state.notifications;
    // Enough that the stop comes long before the last, on a slow machine too.
    approve_families(outbox, 2000).await;
    let (mut server, port) = start(&app, process);
    wait_until(&mut server, "it sent an e-mail", || {
        !smtp.messages().is_empty()
    })
    .await;
    // `serve`: a request under way when the stop comes, whose body never ends, so the server
    // waits out its whole drain for it.
    let under_way = match process {
        "serve" => Some(request_under_way(port).await),
        _ => None,
    };
    terminate(&server);
    let (stopped, asked) = ended(server).await;
    let stderr = String::from_utf8_lossy(&stopped.stderr);
    assert!(stopped.status.success(), "{stderr}");
    drop(under_way);
    // The requests' drain (all 8 s of it, for the request above) and the sender's last batch
    // run together, each cut short at 8 s: `docker stop` waits 10 s before it kills.
    assert!(
        asked.elapsed() < std::time::Duration::from_secs(10),
        "the {process} took {:?} to stop",
        asked.elapsed()
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    let sent_before_the_stop = smtp.messages().len();
    assert!(
        sent_before_the_stop < 2000,
        "the stop came after the last message"
    );

    // Nothing it claimed is left claimed: the next sender finds every other message due.
    while outbox.deliver_due(100).await.unwrap() > 0 {}
    let mut recipients: Vec<String> = smtp
        .messages()
        .iter()
        .map(|m| m["to"][0].as_str().unwrap().to_owned())
        .collect();
    let received = recipients.len();
    recipients.sort();
    recipients.dedup();
    assert_eq!(recipients.len(), 2000, "a message was lost");
    assert_eq!(received, 2000, "a message was sent twice");
}

/// Asked twice to stop, a server does not wait out its drain: someone will not wait.
#[tokio::test]
async fn a_server_asked_twice_to_stop_stops_at_once() {
    let app = spawn_app().await;
    let (mut server, port) = start(&app, "serve");
    wait_until(&mut server, "it answered", || answers(port)).await;
    // Without the second signal, this request would hold the stop for the whole 8 s drain.
    let under_way = request_under_way(port).await;
    terminate(&server);
    // The second signal once the first is acted on (the server takes no more requests), or
    // both could come before the server looks, and count as one.
    wait_until(&mut server, "it stopped taking requests", || !answers(port)).await;
    terminate(&server);
    let (stopped, asked) = ended(server).await;
    drop(under_way);
    let stderr = String::from_utf8_lossy(&stopped.stderr);
    let logs = String::from_utf8_lossy(&stopped.stdout);
    assert_eq!(stopped.status.code(), Some(1), "{stderr}{logs}");
    assert!(logs.contains("asked again to stop"), "{stderr}{logs}");
    assert!(
        asked.elapsed() < std::time::Duration::from_secs(4),
        "the server took {:?} to stop after the second signal",
        asked.elapsed()
    );
}

/// Asked to stop while it is still starting, waiting on a database that does not answer to
/// store its settings, a server stops at once: not after the pool's 5 s wait, then starting.
#[tokio::test]
async fn a_server_asked_to_stop_while_its_database_does_not_answer_stops_at_once() {
    // Takes connections in (into the kernel's backlog) and never answers one.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let database = silent.local_addr().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = crate::helpers::binary()
        .env(
            "DATABASE_URL",
            format!("postgres://portal@{database}/portal"),
        )
        .env("PORTAL_SECRET_KEY", test_support::SECRET)
        .env("PORTAL_BIND", format!("127.0.0.1:{port}"))
        .env("PORTAL_LOG", "info")
        .arg("serve")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // It listens before it stores the settings: from then on, it waits on the database.
    wait_until(&mut server, "it listened", || {
        std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
    })
    .await;
    terminate(&server);
    let (stopped, asked) = ended(server).await;
    drop(silent);
    let stderr = String::from_utf8_lossy(&stopped.stderr);
    let logs = String::from_utf8_lossy(&stopped.stdout);
    assert!(stopped.status.success(), "{stderr}{logs}");
    assert!(
        logs.contains("asked to stop while starting"),
        "{stderr}{logs}"
    );
    assert!(
        asked.elapsed() < std::time::Duration::from_secs(3),
        "the server took {:?} to stop while starting",
        asked.elapsed()
    );
}

/// `school-portal <process>` on the test app's database, sending notifications, and the port it
/// listens on (when it serves).
fn start(app: &test_support::TestApp, process: &str) -> (std::process::Child, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let server = crate::helpers::binary()
        .env("DATABASE_URL", app.db.url())
        // The test app's own secret, which sealed the SMTP password it saved.
        .env("PORTAL_SECRET_KEY", test_support::SECRET)
        .env("PORTAL_BIND", format!("127.0.0.1:{port}"))
        .env("PORTAL_LOG", "warn")
        .env("PORTAL_SEND_NOTIFICATIONS", "true")
        .arg(process)
        // The logs (on stdout) too: a few lines at `warn`, read once the process has ended.
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    (server, port)
}

/// Waits, up to a minute, until `done`, while the process runs.
async fn wait_until(server: &mut std::process::Child, what: &str, done: impl Fn() -> bool) {
    let waited = std::time::Instant::now();
    while !done() {
        if server.try_wait().unwrap().is_some() {
            let mut output = String::new();
            if let Some(mut stderr) = server.stderr.take() {
                std::io::Read::read_to_string(&mut stderr, &mut output).unwrap();
            }
            if let Some(mut logs) = server.stdout.take() {
                std::io::Read::read_to_string(&mut logs, &mut output).unwrap();
            }
            panic!("the process ended before {what}: {output}");
        }
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(60),
            "a minute went by before {what}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// What the process left once it ended, and when it was asked to (now).
async fn ended(server: std::process::Child) -> (std::process::Output, std::time::Instant) {
    let asked = std::time::Instant::now();
    let output = tokio::task::spawn_blocking(move || server.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    (output, asked)
}

/// Whether the server at `port` answers HTTP: it listens, and its workers serve.
fn answers(port: u16) -> bool {
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    // Taken in by the kernel is not answered: a stopping server may leave it waiting.
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(1)))
        .unwrap();
    let mut answer = String::new();
    std::io::Write::write_all(&mut stream, b"GET /api/health/ HTTP/1.0\r\n\r\n").is_ok()
        && std::io::Read::read_to_string(&mut stream, &mut answer).is_ok()
        && answer.starts_with("HTTP/1.")
}

/// A sign-in whose body never ends.
async fn request_under_way(port: u16) -> std::net::TcpStream {
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    std::io::Write::write_all(
        &mut stream,
        b"POST /api/auth/login/ HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n\
          Content-Length: 100\r\n\r\n{\"username\"",
    )
    .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    stream
}

fn terminate(server: &std::process::Child) {
    let signal = std::process::Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(signal.success());
}
