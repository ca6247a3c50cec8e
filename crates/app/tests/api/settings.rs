//! The school settings: partial updates, versions, validation and secrets.

use actix_web::{http::StatusCode, test as actix_test};
use test_support::TestDatabase;

use crate::helpers::{SETTINGS, request, seeded_app, send, token_for};

#[actix_web::test]
async fn a_partial_settings_update_changes_only_what_was_sent_and_never_answers_secrets() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let (_, before) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    let version = before["version"].as_i64().unwrap();

    let (status, after) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "version": version,
                "primary_color": "#0F766E",
                "notifications": {"email": {"smtp": {
                    "host": "smtp.greenfield.example", "password": "smtp-secret-pw"}}},
                "payment_gateways": {"paystack": {"secretKey": "sk_test_paystack_123"}},
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{after}");
    assert_eq!(after["version"], version + 1);
    assert_eq!(after["primary_color"], "#0F766E");
    assert_eq!(
        after["notifications"]["email"]["smtp"]["host"],
        "smtp.greenfield.example"
    );
    assert_eq!(after["notifications"]["email"]["smtp"]["passwordSet"], true);
    assert_eq!(after["payment_gateways"]["paystack"]["secretKeySet"], true);
    // Everything not sent is as it was.
    let mut expected = before.clone();
    expected["version"] = after["version"].clone();
    expected["primary_color"] = after["primary_color"].clone();
    expected["notifications"]["email"]["smtp"] = after["notifications"]["email"]["smtp"].clone();
    expected["payment_gateways"]["paystack"] = after["payment_gateways"]["paystack"].clone();
    assert_eq!(after, expected);

    // No answer, and no row of the settings table, holds a secret in plain text.
    for token in [Some(admin.as_str()), None] {
        let response =
            actix_test::call_service(&app, request(Method::GET, SETTINGS, token, None)).await;
        let text = String::from_utf8(actix_test::read_body(response).await.to_vec()).unwrap();
        assert!(!text.contains("smtp-secret-pw") && !text.contains("sk_test_paystack_123"));
    }
    let client = test_db.client().await;
    let row = client
        .query_one(
            "SELECT document::text || secrets::text FROM school_settings",
            &[],
        )
        .await
        .unwrap();
    let stored: String = row.get(0);
    assert!(!stored.contains("smtp-secret-pw") && !stored.contains("sk_test_paystack_123"));
    assert!(stored.contains("smtp_password"));

    // Visitors see the look and identity, not the connection details.
    let (_, public) = send(&app, request(Method::GET, SETTINGS, None, None)).await;
    assert_eq!(public["primary_color"], "#0F766E");
    assert_eq!(public["notifications"]["email"]["smtp"]["host"], "");
    assert_eq!(
        public["notifications"]["email"]["smtp"]["passwordSet"],
        false
    );

    // A later update that does not send the secret keeps it.
    let (_, kept) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"school_motto": "Learn and serve"})),
        ),
    )
    .await;
    assert_eq!(kept["notifications"]["email"]["smtp"]["passwordSet"], true);
    assert_eq!(kept["school_motto"], "Learn and serve");
}

#[actix_web::test]
async fn a_stale_or_invalid_settings_update_changes_nothing_and_only_settings_change_may_write() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let teacher = token_for(&app, "demo.teacher", app::wiring::DEMO_PASSWORD).await;
    let (_, before) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    let version = before["version"].as_i64().unwrap();

    // Another admin saves first; an update made from the older version is refused.
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"version": version, "school_motto": "First"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, stale) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"version": version, "school_motto": "Second"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(stale["code"], "settings.stale");
    let stale_tag = actix_test::TestRequest::put()
        .uri(SETTINGS)
        .insert_header(("Authorization", format!("Bearer {admin}")))
        .insert_header(("If-Match", format!("\"settings-{version}\"")))
        .set_json(serde_json::json!({"school_motto": "Third"}))
        .to_request();
    assert_eq!(send(&app, stale_tag).await.0, StatusCode::CONFLICT);

    // Invalid values answer one message per field, and nothing is stored.
    let (status, invalid) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "primary_color": "teal",
                "marking_scheme": {"examination": 60},
                "notifications": {"email": {"smtp": {"port": 0}}},
                "nonsense": true,
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(invalid["fields"]["nonsense"][0], "This is not a setting.");
    let (status, invalid) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({
                "primary_color": "teal",
                "marking_scheme": {"examination": 60},
                "notifications": {"email": {"smtp": {"port": 0}}},
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let fields = invalid["fields"].as_object().unwrap();
    for field in [
        "primary_color",
        "marking_scheme.examination",
        "notifications.email.smtp.port",
    ] {
        assert!(fields.contains_key(field), "{field}: {invalid}");
    }

    // A teacher may not write, nor read the communication settings.
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&teacher),
            Some(serde_json::json!({"school_name": "Mine"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(
        &app,
        request(
            Method::GET,
            "/api/school-settings/communication-settings/",
            Some(&teacher),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(
        &app,
        request(Method::PUT, SETTINGS, None, Some(serde_json::json!({}))),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let (_, after) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    assert_eq!(after["school_motto"], "First");
    assert_eq!(after["school_name"], before["school_name"]);
    assert_eq!(after["version"], version + 1);

    // The communication settings take only their own keys.
    let communication = "/api/school-settings/communication-settings/";
    let (status, refused) = send(
        &app,
        request(
            Method::PUT,
            communication,
            Some(&admin),
            Some(serde_json::json!({"school_name": "x"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    let (status, changed) = send(
        &app,
        request(
            Method::PUT,
            communication,
            Some(&admin),
            Some(serde_json::json!({
            "chat_system": {"moderation": {"businessHoursOnly": true}}})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(
        changed["chat_system"]["moderation"]["businessHoursOnly"],
        true
    );
    assert!(changed.get("school_name").is_none());
}

#[actix_web::test]
async fn invisible_characters_clashing_ids_and_unknown_zones_are_refused_not_stored() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;

    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"school_name": "Green\u{0}field"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["school_name"].is_array());

    // Two class levels whose ids differ only in case would be one row.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [
            {"id": "jss-1", "name": "JSS 1"}, {"id": "JSS-1", "name": "JSS One"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["class_levels.1.id"].is_array(), "{body}");

    // A zone name of the right shape that the zone database does not know would have put the
    // school's dates on UTC.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"timezone": "Africa/Lagoss"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["fields"]["timezone"][0]
            .as_str()
            .unwrap()
            .contains("does not know the time zone Africa/Lagoss"),
        "{body}"
    );
    // Nor a POSIX zone of the same shape, which PostgreSQL would read (as UTC-1) and no browser.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"timezone": "Africa/Lagos1"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let (status, body) = send(&app, request(Method::GET, SETTINGS, Some(&admin), None)).await;
    assert_eq!(status, StatusCode::OK);
    assert_ne!(body["timezone"], "Africa/Lagoss", "nothing was stored");
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"timezone": "America/New_York"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["timezone"], "America/New_York");

    let (status, _) = send(
        &app,
        request(
            Method::POST,
            "/api/newsletter/",
            None,
            Some(serde_json::json!({"email": "ada\u{0}@family.example"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Swapping two names still saves.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [
            {"id": "jss-1", "name": "JSS 2"}, {"id": "jss-2", "name": "JSS 1"},
            {"id": "jss-3", "name": "JSS 3"}, {"id": "ss-1", "name": "SS 1"},
            {"id": "ss-2", "name": "SS 2"}, {"id": "ss-3", "name": "SS 3"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["class_levels"][0]["name"], "JSS 2");

    // A level that classes belong to cannot be removed: the school's register depends on it.
    let (status, body) = send(
        &app,
        request(
            Method::PUT,
            SETTINGS,
            Some(&admin),
            Some(serde_json::json!({"class_levels": [{"id": "jss-1", "name": "JSS 1"}]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["fields"]["class_levels"][0]
            .as_str()
            .unwrap()
            .contains("Classes screen")
    );
}

/// The settings' time zone reaches the services' clock (decisions/028): a fixed offset, a zone
/// of the tz database (asked of PostgreSQL) and, for a name of the right shape that PostgreSQL
/// does not know, UTC.
#[tokio::test]
async fn the_school_clock_follows_the_settings_time_zone() {
    let app = test_support::spawn_app().await;
    let clock = kernel::SchoolClock::default();
    for (zone, seconds) in [
        ("UTC-5", -5 * 3600),
        ("Africa/Lagos", 3600),
        ("UTC+05:30", 19_800),
    ] {
        app.sql(&format!(
            "UPDATE school_settings SET document = document || '{{\"timezone\": \"{zone}\"}}'::jsonb,
                    version = version + 1"
        ))
        .await;
        app::school_time::refresh(&clock, &app.state.settings, &app.database)
            .await
            .unwrap();
        assert_eq!(clock.offset().whole_seconds(), seconds, "{zone}");
    }
    let unknown = app::school_time::offset_of("Mars/Olympus_Mons", &app.database)
        .await
        .unwrap();
    assert_eq!(unknown, time::UtcOffset::UTC);
    // The database's answer: names without regard to case, as AT TIME ZONE reads them, and an
    // unknown name told by its error's code, not its words.
    for (zone, seconds) in [
        ("africa/LAGOS", Some(3600)),
        ("Etc/GMT+5", Some(-5 * 3600)),
        ("Mars/Olympus_Mons", None),
        ("", None),
    ] {
        assert_eq!(
            app.database.utc_offset_of(zone).await.unwrap(),
            seconds,
            "{zone:?}"
        );
    }
}

/// The fee reminders are dated by the school's day, so they wait until a process's clock has
/// read the zone (decisions/028): at once when the database answered as the process started;
/// otherwise from the first read that succeeds, tried again every few seconds.
#[actix_web::test]
async fn a_process_tells_when_its_clock_has_read_the_school_s_zone() {
    let app = test_support::spawn_app().await;
    app.sql(
        "UPDATE school_settings SET document = document || '{\"timezone\": \"UTC+1\"}'::jsonb,
                version = version + 1",
    )
    .await;
    let start = async |answered: bool| {
        let clock = kernel::SchoolClock::default();
        let started = app::school_time::start(
            clock.clone(),
            app.state.settings.clone(),
            app.database.clone(),
            answered,
        )
        .await;
        (clock, started)
    };

    let (clock, started) = start(true).await;
    assert!(started.zone_read().is_read());
    assert_eq!(clock.offset().whole_seconds(), 3600);
    started.abort();

    // The database did not answer as this one started: UTC, and not read, until it tries again.
    let (clock, waiting) = start(false).await;
    let zone_read = waiting.zone_read();
    assert!(!zone_read.is_read());
    assert_eq!(clock.offset(), time::UtcOffset::UTC);
    let tried_again = app::school_time::UNTIL_READ * 4;
    let began = std::time::Instant::now();
    while !zone_read.is_read() && began.elapsed() < tried_again {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(zone_read.is_read(), "read within {tried_again:?}");
    assert_eq!(clock.offset().whole_seconds(), 3600);
    waiting.abort();
}
