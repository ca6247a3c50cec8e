//! `/api/result-pins/` (decisions/022): an admin makes a batch and reads its PINs once; a
//! family checks a published report card with a card, which binds to the first student and
//! counts its views; every refusal says which, changes nothing, and wrong tries are throttled.

use serde_json::{Value, json};
use test_support::{Body, Method, a_school, spawn_app, spawn_app_behind_proxy};

use crate::results::an_approved_sheet;

fn check(admission: &str, serial: &str, pin: &str) -> Value {
    json!({"admission_number": admission, "serial": serial, "pin": pin})
}

#[tokio::test]
async fn a_card_opens_one_students_published_card_and_refuses_everything_else_by_name() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    an_approved_sheet(&app, &school).await;
    let published = app
        .post(
            &format!("/api/results/classes/{}/publish/", school.class.id),
            admin,
            &json!({}),
        )
        .await;
    assert_eq!(published.status, 200, "{published:?}");
    let number = |id: uuid::Uuid| {
        let app = &app;
        async move {
            app.get(&format!("/api/students/{id}/"), admin).await.body["admission_number"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let ada = number(school.student.record_id).await;
    let other = number(school.other_student.record_id).await;
    let term = app.get("/api/sessions/", admin).await.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["terms"].as_array().unwrap().clone())
        .find(|t| t["is_current"] == true)
        .unwrap()["id"]
        .clone();

    // The batch: two cards, two views each; the PINs in this answer and nowhere else.
    let made = app
        .post(
            "/api/result-pins/batches/",
            admin,
            &json!({"count": 2, "term_id": term, "uses_allowed": 2,
                    "expires_on": "2099-12-31", "prefix": "gfa"}),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    assert_eq!(made.header("cache-control"), "no-store");
    let cards = made.body["cards"].as_array().unwrap().clone();
    let (serial, pin) = (
        cards[0]["serial"].as_str().unwrap().to_owned(),
        cards[0]["pin"].as_str().unwrap().to_owned(),
    );
    let (serial2, pin2) = (
        cards[1]["serial"].as_str().unwrap().to_owned(),
        cards[1]["pin"].as_str().unwrap().to_owned(),
    );
    assert!(serial.starts_with("GFA-"), "{serial}");
    assert_eq!(pin.len(), 12);
    let batch = made.body["batch"]["id"].as_str().unwrap().to_owned();
    let listed = app.get("/api/result-pins/batches/", admin).await;
    assert!(!listed.text.contains(&pin), "a PIN is never listed");
    let page = app
        .get(&format!("/api/result-pins/batches/{batch}/cards/"), admin)
        .await;
    assert!(!page.text.contains(&pin) && page.text.contains(&serial));

    // The first check binds the card to Ada and shows her published card, typed as printed.
    let grouped = format!("{} {} {}", &pin[..4], &pin[4..8], &pin[8..]);
    let seen = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&ada.to_lowercase(), &serial.to_lowercase(), &grouped),
        )
        .await;
    assert_eq!(seen.status, 200, "{seen:?}");
    assert_eq!(seen.body["card"]["total"], "74");
    assert_eq!(seen.body["uses_left"], 1);
    assert_eq!(seen.header("cache-control"), "no-store");

    // Another student with the same card: refused, and Ada's view is still there.
    let refused = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&other, &serial, &pin),
        )
        .await;
    assert_eq!(
        (refused.status, refused.body["code"].as_str().unwrap()),
        (409, "pins.other_student"),
        "{refused:?}"
    );
    let again = app
        .post("/api/result-pins/check/", None, &check(&ada, &serial, &pin))
        .await;
    assert_eq!(again.body["uses_left"], 0, "{again:?}");
    let used_up = app
        .post("/api/result-pins/check/", None, &check(&ada, &serial, &pin))
        .await;
    assert_eq!(used_up.body["code"], "pins.used_up", "{used_up:?}");
    assert!(used_up.body["detail"].as_str().unwrap().contains("2 times"));

    // The other class is not published: refused without using the card.
    let early = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&other, &serial2, &pin2),
        )
        .await;
    assert_eq!(early.body["code"], "pins.not_published", "{early:?}");
    let unknown = app
        .post(
            "/api/result-pins/check/",
            None,
            &check("NO-SUCH-1", &serial2, &pin2),
        )
        .await;
    assert_eq!(unknown.body["code"], "pins.no_student", "{unknown:?}");
    let page = app
        .get(&format!("/api/result-pins/batches/{batch}/cards/"), admin)
        .await;
    let second = page.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["serial"] == json!(serial2))
        .unwrap()
        .clone();
    assert_eq!(
        (&second["uses"], &second["student_id"]),
        (&json!(0), &Value::Null)
    );

    // A wrong PIN and an unknown serial read the same.
    let wrong = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&ada, &serial2, "000000000000"),
        )
        .await;
    let nowhere = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&ada, "GFA-0000-999999", &pin2),
        )
        .await;
    assert_eq!(wrong.status, 422);
    assert_eq!(
        (&wrong.body["code"], &wrong.body["detail"]),
        (&nowhere.body["code"], &nowhere.body["detail"])
    );

    // Withdrawn: refused by name.
    let revoked = app
        .post(
            &format!(
                "/api/result-pins/batches/{batch}/cards/{}/revoke/",
                second["id"].as_str().unwrap()
            ),
            admin,
            &json!({}),
        )
        .await;
    assert_eq!(revoked.status, 204, "{revoked:?}");
    let withdrawn = app
        .post(
            "/api/result-pins/check/",
            None,
            &check(&ada, &serial2, &pin2),
        )
        .await;
    assert_eq!(withdrawn.body["code"], "pins.revoked", "{withdrawn:?}");

    // The export: each card's use, never a PIN.
    let csv = app
        .get(&format!("/api/result-pins/batches/{batch}/export/"), admin)
        .await;
    assert_eq!(csv.status, 200);
    assert!(
        csv.text.contains(&serial) && !csv.text.contains(&pin),
        "{}",
        csv.text
    );
}

#[tokio::test]
async fn wrong_tries_on_a_card_wait_for_their_client_and_a_client_cannot_walk_serials() {
    // Behind a proxy the tests trust, each call says which client it comes from.
    let app = spawn_app_behind_proxy().await;
    let school = a_school(&app).await;
    let admin = Some(school.admin.token.as_str());
    let made = app
        .post(
            "/api/result-pins/batches/",
            admin,
            &json!({"count": 1, "session_id": app.get("/api/sessions/", admin).await.body["results"][0]["id"],
                    "expires_on": "2099-12-31", "prefix": "GFA"}),
        )
        .await;
    assert_eq!(made.status, 201, "{made:?}");
    let serial = made.body["cards"][0]["serial"].as_str().unwrap().to_owned();
    let pin = made.body["cards"][0]["pin"].as_str().unwrap().to_owned();
    let try_from = |client: String, pin: String| {
        let app = &app;
        let serial = serial.clone();
        async move {
            app.call_from(
                &client,
                Method::POST,
                "/api/result-pins/check/",
                None,
                Body::Json(check("X/1", &serial, &pin)),
            )
            .await
        }
    };
    // Five wrong tries from one address: that address waits, even with the right PIN.
    for _ in 0..5 {
        let answer = try_from("10.1.0.1".into(), "111111111111".into()).await;
        assert_eq!(answer.status, 422, "{answer:?}");
    }
    let locked = try_from("10.1.0.1".into(), pin.clone()).await;
    assert_eq!(locked.status, 429, "{locked:?}");
    assert!(locked.header("retry-after").parse::<u64>().unwrap() > 0);
    // The family holding the card, elsewhere, is not locked out by a stranger's tries: the
    // PIN is right (the admission number here belongs to nobody).
    let owner = try_from("10.1.0.2".into(), pin.clone()).await;
    assert_eq!(owner.body["code"], "pins.no_student", "{owner:?}");
    // Addresses of one IPv6 /64 are one client.
    for i in 1..=5 {
        let answer = try_from(format!("2001:db8:7:7::{i}"), "111111111111".into()).await;
        assert_eq!(answer.status, 422, "{answer:?}");
    }
    let same_network = try_from("2001:db8:7:7:abcd::1".into(), pin.clone()).await;
    assert_eq!(same_network.status, 429, "{same_network:?}");

    // One client trying serial after serial is stopped after 30 wrong tries.
    let mut last = 0;
    for n in 0..31 {
        let answer = app
            .call_from(
                "10.2.0.1",
                Method::POST,
                "/api/result-pins/check/",
                None,
                Body::Json(check("X/1", &format!("GFA-0000-{n:06}"), "111111111111")),
            )
            .await;
        last = answer.status;
    }
    assert_eq!(last, 429);
}
