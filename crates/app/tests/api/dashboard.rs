//! `/api/dashboard/` (issue 21, decisions/025): each role's figures from a small school built
//! here, and a family's dashboard showing their own children only. Whether today has a register
//! depends on the day the test runs (a weekend has none), so the classes owing a register are
//! checked against the answer's own `closed`.

use serde_json::{Value, json};
use test_support::{a_school, spawn_app};

use crate::fees::{current_term, fee_settings};

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn each_role_s_dashboard_counts_the_school_and_a_family_sees_only_its_own() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let admin = Some(s.admin.token.as_str());
    fee_settings(&app, admin).await;
    let term = current_term(&app, admin).await;
    let (student, class_a, class_b) = (s.student.record_id, s.class.id, s.other_class.id);
    let teacher = s.teacher.record_id;
    // The term runs around today; class A's register is marked today, B's is not; class A has
    // a lesson today; one of A's score sheets waits for approval; one e-mail failed for good.
    app.sql(&format!(
        "UPDATE terms SET start_date = current_date - 30, end_date = current_date + 30
         WHERE id = '{term}';
         INSERT INTO attendance_marks (student_id, day, class_id, status, marked_at)
         VALUES ('{student}', current_date, '{class_a}', 'present', now());
         INSERT INTO lessons (id, term_id, class_id, class_subject_id, teacher_id, weekday,
                              starts_at, ends_at, room)
         SELECT gen_random_uuid(), '{term}', cs.class_id, cs.id, '{teacher}',
                extract(isodow FROM current_date), '08:00', '08:40', 'Lab 1'
         FROM class_subjects cs WHERE cs.class_id = '{class_a}';
         INSERT INTO score_sheets (class_subject_id, term_id, status, version, updated_at)
         SELECT cs.id, '{term}', 'submitted', 1, now()
         FROM class_subjects cs WHERE cs.class_id = '{class_a}';
         INSERT INTO notifications (id, event, channel, recipient, subject, body, status,
                                    next_attempt_at, created_at)
         VALUES (gen_random_uuid(), 'welcome', 'email', 'a@example.com', 'Welcome', 'Hello',
                 'failed', now(), now());"
    ))
    .await;
    // Two messages wait for a moderator, one held and one hidden (flagged, kept from the
    // teacher); neither the delivered nor the rejected one waits.
    let (parent, teacher_user) = (s.parent.user_id, s.teacher.user_id);
    app.sql(&format!(
        "INSERT INTO conversations (id, pair, user_a, user_b, created_at, last_message_at)
         VALUES ('00000000-0000-4000-8000-00000000c0de', 'teacher_parent',
                 least('{parent}'::uuid, '{teacher_user}'::uuid),
                 greatest('{parent}'::uuid, '{teacher_user}'::uuid), now(), now());
         INSERT INTO messages (id, conversation_id, sender_id, body, state, sent_at, delivered_at)
         SELECT gen_random_uuid(), '00000000-0000-4000-8000-00000000c0de', '{parent}', 'Hello',
                state, now(), CASE WHEN state = 'delivered' THEN now() END
         FROM unnest(ARRAY['held', 'hidden', 'delivered', 'rejected']) AS state;"
    ))
    .await;
    let made = app
        .post(
            "/api/fees/invoices/generate/",
            admin,
            &json!({"term_id": term, "due_dates": ["2026-09-14", "2026-10-19"]}),
        )
        .await;
    assert_eq!(made.status, 200, "{made:?}");
    let posted = app
        .post(
            "/api/school-settings/announcements/",
            admin,
            &json!({"title": "PTA meeting", "content": "On Friday.", "target_audience": "PARENTS",
                    "priority": "HIGH"}),
        )
        .await;
    assert_eq!(posted.status, 201, "{posted:?}");

    let a = app.get("/api/dashboard/", admin).await;
    assert_eq!(a.status, 200, "{a:?}");
    let d = &a.body;
    assert_eq!(d["role"], "admin");
    assert_eq!(d["students"]["active"], 2);
    assert_eq!(
        (d["teachers"].clone(), d["parents"].clone()),
        (json!(2), json!(2))
    );
    assert_eq!(d["attendance"]["classes"], 2);
    assert_eq!(d["attendance"]["marked"], 1);
    assert_eq!(d["attendance"]["rate"], 100);
    if d["closed"].is_null() {
        assert_eq!(
            names(&d["attendance"]["not_marked"]),
            vec![s.other_class.name.as_str()]
        );
        assert_eq!(
            d["attendance_trend"].as_array().unwrap().last().unwrap()["rate"],
            100
        );
    } else {
        assert!(names(&d["attendance"]["not_marked"]).is_empty());
    }
    // Tuition 50,000.00 for each of the two students.
    assert_eq!(d["fees"]["currency"], "NGN");
    assert_eq!(d["fees"]["invoices"], 2);
    assert_eq!(d["fees"]["expected"], 10_000_000);
    assert_eq!(d["fees"]["collected"], 0);
    assert_eq!(d["collection_by_class"].as_array().unwrap().len(), 2);
    assert_eq!(d["results_waiting"], 1);
    assert_eq!(d["notifications_failed"], 1);
    assert_eq!(d["messages_held"], 2);
    assert_eq!(d["announcements"][0]["title"], "PTA meeting");
    assert!(d["totals_counted_at"].is_string());

    // The day's registers are counted by the marks' trigger: a correction moves the count
    // from one status to the other, and a removed mark leaves the class unmarked again.
    app.sql(&format!(
        "UPDATE attendance_marks SET status = 'absent'
         WHERE student_id = '{student}' AND day = current_date"
    ))
    .await;
    let d = app.get("/api/dashboard/", admin).await.body;
    assert_eq!(
        (
            d["attendance"]["marked"].clone(),
            d["attendance"]["absent"].clone()
        ),
        (json!(1), json!(1))
    );
    assert_eq!(d["attendance"]["rate"], 0);
    app.sql(&format!(
        "DELETE FROM attendance_marks WHERE student_id = '{student}' AND day = current_date"
    ))
    .await;
    let d = app.get("/api/dashboard/", admin).await.body;
    assert_eq!(d["attendance"]["marked"], 0);
    assert_eq!(d["attendance"]["rate"], Value::Null);
    if d["closed"].is_null() {
        assert_eq!(names(&d["attendance"]["not_marked"]).len(), 2);
    }
    // No count is left behind for the removed mark.
    app.sql(
        "DO $$ BEGIN
             IF EXISTS (SELECT 1 FROM attendance_class_days
                        WHERE present + absent + late + excused > 0) THEN
                 RAISE EXCEPTION 'a removed mark is still counted';
             END IF;
         END $$",
    )
    .await;
    app.sql(&format!(
        "INSERT INTO attendance_marks (student_id, day, class_id, status, marked_at)
         VALUES ('{student}', current_date, '{class_a}', 'present', now())"
    ))
    .await;

    let t = app
        .get("/api/dashboard/", Some(s.teacher.token.as_str()))
        .await;
    assert_eq!(t.status, 200, "{t:?}");
    assert_eq!(t.body["role"], "teacher");
    let lessons = t.body["lessons"].as_array().unwrap();
    assert_eq!(lessons.len(), 1, "{t:?}");
    assert_eq!(
        (lessons[0]["starts_at"].clone(), lessons[0]["room"].clone()),
        (json!("08:00"), json!("Lab 1"))
    );
    assert!(
        names(&t.body["classes_not_marked"]).is_empty(),
        "A is marked"
    );
    assert_eq!(t.body["score_sheets"]["submitted"], 1);
    assert!(
        t.body["announcements"].as_array().unwrap().is_empty(),
        "for parents only"
    );
    let other = app
        .get("/api/dashboard/", Some(s.other_teacher.token.as_str()))
        .await;
    assert_eq!(other.body["score_sheets"]["not_started"], 1);
    assert!(other.body["lessons"].as_array().unwrap().is_empty());
    if other.body["closed"].is_null() {
        assert_eq!(
            names(&other.body["classes_not_marked"]),
            vec![s.other_class.name.as_str()]
        );
    }

    let p = app
        .get("/api/dashboard/", Some(s.parent.token.as_str()))
        .await;
    assert_eq!(p.status, 200, "{p:?}");
    assert_eq!(p.body["role"], "parent");
    let children = p.body["children"].as_array().unwrap();
    assert_eq!(children.len(), 1, "only their own child: {p:?}");
    let child = &children[0];
    assert_eq!(child["student_id"], json!(student));
    assert_eq!(child["class"]["id"], json!(class_a));
    assert_eq!(child["present"], 1);
    assert_eq!(child["attendance_rate"], 100);
    assert_eq!(child["lessons"].as_array().unwrap().len(), 1);
    assert_eq!(child["balance"]["balance"], 5_000_000);
    assert_eq!(p.body["family_balance"]["balance"], 5_000_000);
    assert_eq!(p.body["announcements"][0]["title"], "PTA meeting");

    let me = app
        .get("/api/dashboard/", Some(s.other_student.token.as_str()))
        .await;
    assert_eq!(me.status, 200, "{me:?}");
    assert_eq!(me.body["role"], "student");
    assert_eq!(me.body["me"]["class"]["id"], json!(class_b));
    assert_eq!(me.body["me"]["present"], 0);
    assert!(me.body["me"]["attendance_rate"].is_null());
    assert!(me.body["me"]["lessons"].as_array().unwrap().is_empty());
    assert!(me.body["announcements"].as_array().unwrap().is_empty());

    assert_eq!(app.get("/api/dashboard/", None).await.status, 401);
}

/// The dashboards keep the school's calendar ten seconds, but a change made through this server
/// shows on the next one: a term renamed on the settings' Academic tab, and a term dated on
/// the sessions screen (decisions/025).
#[tokio::test]
async fn a_calendar_changed_on_either_screen_shows_on_the_next_dashboard() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let admin = Some(s.admin.token.as_str());
    let term = current_term(&app, admin).await;
    let before = app.get("/api/dashboard/", admin).await;
    assert_eq!(before.body["term"]["name"], "First Term", "{before:?}");
    let closed = |answer: &test_support::Answer| {
        answer.body["closed"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    };
    assert!(closed(&before).contains("has no dates yet"), "{before:?}");

    let settings = app.get(crate::helpers::SETTINGS, admin).await.body;
    let mut sessions = settings["sessions"].clone();
    sessions[0]["terms"][0] = json!("Harmattan Term");
    let saved = app
        .put(
            crate::helpers::SETTINGS,
            admin,
            &json!({"version": settings["version"], "sessions": sessions}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    let renamed = app.get("/api/dashboard/", admin).await;
    assert_eq!(
        renamed.body["term"]["name"], "Harmattan Term",
        "{renamed:?}"
    );

    let dated = app
        .patch(
            &format!("/api/terms/{term}/"),
            admin,
            &json!({"start_date": "2026-09-14", "end_date": "2026-12-18"}),
        )
        .await;
    assert_eq!(dated.status, 200, "{dated:?}");
    let after = app.get("/api/dashboard/", admin).await;
    assert!(!closed(&after).contains("has no dates yet"), "{after:?}");
}

/// The dashboards' day is the date where the school is, not the server's UTC date
/// (decisions/028): a school twelve hours behind UTC before noon, fourteen ahead after it, is
/// on another day than UTC's whenever the test runs.
#[tokio::test]
async fn the_dashboard_s_day_is_the_date_where_the_school_is() {
    use kernel::Clock;
    let clock = kernel::SchoolClock::default();
    let app = test_support::spawn_app_with(app::wiring::Services {
        clock: clock.clone(),
        ..test_support::services()
    })
    .await;
    let s = a_school(&app).await;

    // Chosen just before the request, so that the school is on another day than UTC's.
    let at = time::OffsetDateTime::now_utc();
    clock.set_offset(if at.hour() < 12 {
        time::macros::offset!(-12)
    } else {
        time::macros::offset!(+14)
    });
    assert_ne!(clock.date_at(at), at.date(), "the school is on another day");
    let before = clock.today();
    let answer = app
        .get("/api/dashboard/", Some(s.admin.token.as_str()))
        .await;
    let after = clock.today();
    assert_eq!(answer.status, 200, "{answer:?}");
    let day = answer.body["today"].as_str().unwrap().to_owned();
    assert!(
        day == before.to_string() || day == after.to_string(),
        "{day}, not the school's {before}"
    );
}
