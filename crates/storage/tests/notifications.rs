//! The notifications outbox on a real database: de-duplication, claims that two senders never
//! share, outcomes, a rolled-back change that leaves no message, inboxes that are each person's
//! own.

mod plans;

use std::collections::HashSet;

use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{PageRequest, UserId};
use messaging::notifications::{
    Channel, Event, Inbox, NewNotification, Outbox, OutboxFilter, Outcome, Status,
};
use storage::{Database, DatabaseOptions, PgNotificationRepo, enqueue_in};
use test_support::TestDatabase;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
}

fn email(to: &str, dedup: Option<&str>) -> NewNotification {
    NewNotification {
        id: Uuid::now_v7(),
        event: Event::AbsentNotice,
        channel: Channel::Email,
        user_id: None,
        recipient: to.into(),
        subject: "Absent".into(),
        body: "Chidi was absent.".into(),
        link: None,
        dedup_key: dedup.map(Into::into),
        created_at: now(),
        not_before: None,
    }
}

async fn repo(db: &TestDatabase) -> (Database, PgNotificationRepo) {
    let database = Database::connect(db.url(), DatabaseOptions::default()).unwrap();
    (database.clone(), PgNotificationRepo::new(database))
}

/// The outbox over a pool of one connection, whose prepared statements a test can then read.
fn repo_on_one_connection(db: &TestDatabase) -> (Database, PgNotificationRepo) {
    let database = plans::one_connection(db);
    (database.clone(), PgNotificationRepo::new(database))
}

async fn a_user(db: &TestDatabase, username: &str) -> UserId {
    let id = Uuid::now_v7();
    db.client()
        .await
        .batch_execute(&format!(
            "INSERT INTO users (id, username, role, password_hash, created_at) \
             VALUES ('{id}', '{username}', 'parent', 'x', now())"
        ))
        .await
        .expect("a user");
    UserId::from_uuid(id)
}

#[tokio::test]
async fn the_same_dedup_key_is_written_once_and_in_app_messages_are_written_sent() {
    let db = TestDatabase::new().await;
    let (_, outbox) = repo(&db).await;
    let user = a_user(&db, "ngozi").await;
    let mut in_app = email("", Some("absent:chidi:2026-11-23:in_app"));
    in_app.channel = Channel::InApp;
    in_app.user_id = Some(user);

    let first = [
        email("a@family.example", Some("absent:chidi:2026-11-23:email")),
        in_app,
    ];
    assert_eq!(outbox.enqueue(&first).await.unwrap(), 2);
    let again = [email(
        "a@family.example",
        Some("absent:chidi:2026-11-23:email"),
    )];
    assert_eq!(outbox.enqueue(&again).await.unwrap(), 0);

    let all = outbox
        .list(&OutboxFilter::default(), PageRequest::default())
        .await
        .unwrap();
    assert_eq!(all.count, 2);
    let statuses: HashSet<_> = all.results.iter().map(|m| (m.channel, m.status)).collect();
    assert!(statuses.contains(&(Channel::Email, Status::Pending)));
    assert!(statuses.contains(&(Channel::InApp, Status::Sent)));
    assert_eq!(
        outbox
            .inbox(user, true, PageRequest::default())
            .await
            .unwrap()
            .count,
        1
    );
}

#[tokio::test]
async fn a_change_rolled_back_leaves_no_message() {
    let db = TestDatabase::new().await;
    let (database, outbox) = repo(&db).await;
    let mut conn = database.conn().await.unwrap();

    let result = conn
        .transaction::<(), diesel::result::Error, _>(async |conn| {
            enqueue_in(conn, &[email("a@family.example", None)]).await?;
            // The change the message was about fails: both go.
            Err(diesel::result::Error::RollbackTransaction)
        })
        .await;

    assert!(result.is_err());
    let all = outbox
        .list(&OutboxFilter::default(), PageRequest::default())
        .await
        .unwrap();
    assert_eq!(all.count, 0);
}

#[tokio::test]
async fn a_school_wide_announcement_of_thousands_of_messages_is_written_whole() {
    // 6,000 messages bind 78,000 values: more than one statement may carry (65,535).
    let db = TestDatabase::new().await;
    let (database, outbox) = repo(&db).await;
    let mut conn = database.conn().await.unwrap();
    let many: Vec<_> = (0..6_000)
        .map(|i| {
            email(
                &format!("parent{i}@family.example"),
                Some(&format!("news:{i}")),
            )
        })
        .collect();

    let written = conn
        .transaction::<usize, diesel::result::Error, _>(async |conn| enqueue_in(conn, &many).await)
        .await
        .unwrap();

    assert_eq!(written, 6_000);
    let all = outbox
        .list(&OutboxFilter::default(), PageRequest::default())
        .await
        .unwrap();
    assert_eq!(all.count, 6_000);
}

#[tokio::test]
async fn two_senders_claiming_at_once_never_claim_the_same_message() {
    let db = TestDatabase::new().await;
    let (_, outbox) = repo(&db).await;
    let items: Vec<_> = (0..200)
        .map(|i| email(&format!("p{i}@family.example"), None))
        .collect();
    outbox.enqueue(&items).await.unwrap();
    let other =
        PgNotificationRepo::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap());

    let mut seen = HashSet::new();
    loop {
        let lease = now() + Duration::minutes(5);
        let (a, b) = tokio::join!(
            outbox.claim_due(now(), lease, 7),
            other.claim_due(now(), lease, 7)
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        if a.is_empty() && b.is_empty() {
            break;
        }
        for m in a.iter().chain(&b) {
            assert!(seen.insert(m.id), "{} was claimed twice", m.id);
            assert_eq!(m.attempts, 1);
        }
    }
    assert_eq!(seen.len(), 200);
    // Claimed messages are leased: not due again before the lease ends, due after it.
    assert!(outbox.claim_due(now(), now(), 10).await.unwrap().is_empty());
    let after_lease = now() + Duration::minutes(6);
    assert_eq!(
        outbox
            .claim_due(after_lease, after_lease, 500)
            .await
            .unwrap()
            .len(),
        200
    );
}

#[tokio::test]
async fn outcomes_are_recorded_and_a_cancelled_message_stays_cancelled() {
    let db = TestDatabase::new().await;
    let (_, outbox) = repo(&db).await;
    let items = [
        email("sent@family.example", None),
        email("retry@family.example", None),
        email("failed@family.example", None),
        email("waiting@family.example", None),
        email("cancelled@family.example", None),
    ];
    outbox.enqueue(&items).await.unwrap();
    let claimed = outbox
        .claim_due(now(), now() + Duration::minutes(5), 10)
        .await
        .unwrap();
    let claim_of = |to: &str| claimed.iter().find(|m| m.recipient == to).unwrap().claim();
    let id_of = |to: &str| claim_of(to).id;
    outbox
        .cancel(id_of("cancelled@family.example"))
        .await
        .unwrap();
    let later = now() + Duration::minutes(1);
    for (to, outcome) in [
        (
            "sent@family.example",
            Outcome::Sent {
                provider_message_id: Some("<m1@smtp>".into()),
            },
        ),
        (
            "retry@family.example",
            Outcome::Retry {
                error: "down".into(),
                at: later,
                counted: true,
            },
        ),
        (
            "failed@family.example",
            Outcome::Failed {
                error: "no such mailbox".into(),
            },
        ),
        (
            "waiting@family.example",
            // A provider set without a sender waits for its settings too (the no-provider
            // case is counted in the API's test).
            Outcome::Retry {
                error: "Not sent: the e-mail settings have no sender address.".into(),
                at: later,
                counted: false,
            },
        ),
        (
            "cancelled@family.example",
            Outcome::Sent {
                provider_message_id: None,
            },
        ),
    ] {
        outbox.record(&claim_of(to), &outcome, now()).await.unwrap();
    }

    let get = |to: &'static str| {
        let outbox = outbox.clone();
        let id = id_of(to);
        async move { outbox.get(id).await.unwrap().unwrap() }
    };
    let sent = get("sent@family.example").await;
    assert_eq!(
        (sent.status, sent.provider_message_id.as_deref()),
        (Status::Sent, Some("<m1@smtp>"))
    );
    let retry = get("retry@family.example").await;
    assert_eq!(
        (retry.status, retry.attempts, retry.next_attempt_at),
        (Status::Pending, 1, later)
    );
    let waiting = get("waiting@family.example").await;
    assert_eq!((waiting.status, waiting.attempts), (Status::Pending, 0));
    assert_eq!(get("failed@family.example").await.status, Status::Failed);
    assert_eq!(
        get("cancelled@family.example").await.status,
        Status::Cancelled
    );

    let counts = outbox.counts().await.unwrap();
    assert_eq!(
        (counts.pending, counts.failed, counts.waiting_for_provider),
        (2, 1, 1)
    );
    // A failed message is sent again from its first try; a sent one cannot be.
    assert!(
        outbox
            .retry(id_of("failed@family.example"), later)
            .await
            .unwrap()
    );
    assert_eq!(get("failed@family.example").await.attempts, 0);
    assert!(
        !outbox
            .retry(id_of("sent@family.example"), later)
            .await
            .unwrap()
    );
}

#[tokio::test]
async fn a_sender_whose_lease_lapsed_cannot_record_over_the_next_claim() {
    let db = TestDatabase::new().await;
    let (_, outbox) = repo(&db).await;
    outbox
        .enqueue(&[email("slow@family.example", None)])
        .await
        .unwrap();
    // The first sender's provider is slower than its lease; a second sender claims the message.
    let first = outbox
        .claim_due(now(), now() + Duration::minutes(5), 10)
        .await
        .unwrap()
        .remove(0);
    let second = outbox
        .claim_due(
            now() + Duration::minutes(6),
            now() + Duration::minutes(11),
            10,
        )
        .await
        .unwrap()
        .remove(0);
    assert_eq!(second.id, first.id);

    // The first sender's failure arrives while the second's try holds the message: left out.
    outbox
        .record(
            &first.claim(),
            &Outcome::Failed {
                error: "The SMTP server did not answer.".into(),
            },
            now() + Duration::minutes(7),
        )
        .await
        .unwrap();
    let held = outbox.get(first.id).await.unwrap().unwrap();
    assert_eq!(
        (held.status, held.attempts, held.next_attempt_at),
        (Status::Pending, 2, second.next_attempt_at)
    );

    // The second sender's outcome is the message's.
    outbox
        .record(
            &second.claim(),
            &Outcome::Sent {
                provider_message_id: Some("<m2@smtp>".into()),
            },
            now() + Duration::minutes(8),
        )
        .await
        .unwrap();
    let sent = outbox.get(first.id).await.unwrap().unwrap();
    assert_eq!(
        (sent.status, sent.provider_message_id.as_deref()),
        (Status::Sent, Some("<m2@smtp>"))
    );
}

#[tokio::test]
async fn an_inbox_is_its_owners_alone() {
    let db = TestDatabase::new().await;
    let (_, repo) = repo(&db).await;
    let ngozi = a_user(&db, "ngozi").await;
    let musa = a_user(&db, "musa").await;
    let for_user = |user: UserId, minutes: i64| {
        let mut m = email("", None);
        m.channel = Channel::InApp;
        m.user_id = Some(user);
        m.created_at = now() + Duration::minutes(minutes);
        m
    };
    let ngozis = [for_user(ngozi, 1), for_user(ngozi, 2), for_user(ngozi, 3)];
    repo.enqueue(&ngozis).await.unwrap();
    repo.enqueue(&[for_user(musa, 1)]).await.unwrap();

    let page = repo
        .inbox(ngozi, false, PageRequest::default())
        .await
        .unwrap();
    assert_eq!(
        page.results.iter().map(|m| m.id).collect::<Vec<_>>(),
        vec![ngozis[2].id, ngozis[1].id, ngozis[0].id],
        "newest first"
    );
    assert!(!repo.mark_read(musa, ngozis[0].id, now()).await.unwrap());
    assert!(repo.mark_read(ngozi, ngozis[0].id, now()).await.unwrap());
    assert_eq!(repo.unread_count(ngozi).await.unwrap(), 2);
    assert_eq!(repo.mark_all_read(ngozi, now()).await.unwrap(), 2);
    assert_eq!(repo.unread_count(ngozi).await.unwrap(), 0);
    assert_eq!(repo.unread_count(musa).await.unwrap(), 1);
}

#[tokio::test]
async fn a_word_in_few_messages_is_found_and_its_search_can_be_served_by_indexes() {
    let db = TestDatabase::new().await;
    let (_, outbox) = repo(&db).await;
    let client = db.client().await;
    client
        .batch_execute(
            "INSERT INTO notifications (id, event, channel, recipient, subject, body, status, \
                 next_attempt_at, created_at) \
             SELECT gen_random_uuid(), 'absent_notice', 'email', 'parent' || i || '@family.example', \
                 'Tolu Ade was absent today', 'x', 'sent', now(), now() - i * interval '1 minute' \
             FROM generate_series(1, 2000) i",
        )
        .await
        .expect("a long log");
    let to_her = email("zainab.okafor@family.example", None);
    let about_him = NewNotification {
        subject: "Emeka OKAFOR was absent today".into(),
        ..email("father@family.example", None)
    };
    outbox.enqueue(&[to_her, about_him]).await.unwrap();
    client.batch_execute("ANALYZE notifications").await.unwrap();

    let filter = OutboxFilter {
        search: Some(" Okafor ".into()),
        ..OutboxFilter::default()
    };
    let page = outbox.list(&filter, PageRequest::default()).await.unwrap();
    assert_eq!(page.count, 2);
    let found: HashSet<_> = page.results.iter().map(|m| m.recipient.as_str()).collect();
    assert_eq!(
        found,
        HashSet::from(["zainab.okafor@family.example", "father@family.example"])
    );

    // The search's statement can be served by the two trigram indexes. At this size PostgreSQL
    // would rather read the table, so the table is ruled out (on 100,000 messages of this shape
    // it chose the indexes itself).
    client
        .batch_execute("SET enable_seqscan = off")
        .await
        .unwrap();
    let plan: String = client
        .query(
            "EXPLAIN SELECT count(*) FROM notifications \
             WHERE recipient ILIKE '%okafor%' OR subject ILIKE '%okafor%'",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|row| row.get::<_, String>(0) + "\n")
        .collect();
    assert!(plan.contains("notifications_recipient_trgm_idx"), "{plan}");
    assert!(plan.contains("notifications_subject_trgm_idx"), "{plan}");
}

#[derive(diesel::QueryableByName)]
struct Plans {
    #[diesel(sql_type = diesel::sql_types::Text)]
    statement: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    generic_plans: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    custom_plans: i64,
}

#[tokio::test]
async fn a_search_is_planned_for_its_word_and_the_whole_log_once() {
    let db = TestDatabase::new().await;
    let (database, outbox) = repo_on_one_connection(&db);
    outbox
        .enqueue(&[email("zainab.okafor@family.example", None)])
        .await
        .unwrap();
    let search = |word: &str| OutboxFilter {
        search: Some(word.into()),
        ..OutboxFilter::default()
    };
    for _ in 0..2 {
        let found = outbox
            .list(&search("okafor"), PageRequest::default())
            .await
            .unwrap();
        assert_eq!(found.count, 1);
        let none = outbox
            .list(&search("nobody"), PageRequest::default())
            .await
            .unwrap();
        assert_eq!(none.count, 0);
        let all = outbox
            .list(&OutboxFilter::default(), PageRequest::default())
            .await
            .unwrap();
        assert_eq!(all.count, 1);
    }
    // Each search was planned for its word; the reads after it kept the connection's generic
    // plans.
    let mut conn = database.conn().await.unwrap();
    let plans = diesel::sql_query(
        "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
         WHERE statement LIKE 'SELECT %\"notifications\"%'
           AND statement NOT LIKE '%pg_prepared_statements%'",
    )
    .load::<Plans>(&mut conn)
    .await
    .unwrap();
    let (searches, whole): (Vec<_>, Vec<_>) =
        plans.iter().partition(|p| p.statement.contains("ILIKE"));
    assert_eq!(searches.len(), 2, "the count and the page");
    assert_eq!(whole.len(), 2, "the count and the page");
    for p in searches {
        assert_eq!((p.generic_plans, p.custom_plans), (0, 4), "{}", p.statement);
    }
    for p in whole {
        assert_eq!(p.custom_plans, 0, "{}", p.statement);
        assert!(p.generic_plans > 0, "{}", p.statement);
    }
}

#[tokio::test]
async fn the_bell_the_inbox_and_the_senders_poll_are_served_by_their_partial_indexes() {
    let db = TestDatabase::new().await;
    // A handful of messages is cheaper read whole; a school's years of them are not. Reading
    // the table is ruled out, so each statement shows whether its index can serve it at all
    // (planned once for any values, as every connection of the portal plans, decisions/026).
    plans::no_table_scans(&db).await;
    let (database, repo) = repo_on_one_connection(&db);
    let user = a_user(&db, "ngozi").await;
    let in_app = NewNotification {
        channel: Channel::InApp,
        user_id: Some(user),
        ..email("", None)
    };
    repo.enqueue(&[in_app, email("ngozi@family.example", None)])
        .await
        .unwrap();

    assert_eq!(repo.unread_count(user).await.unwrap(), 1);
    let claimed = repo
        .claim_due(now(), now() + Duration::minutes(5), 10)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 1);

    let mut conn = database.conn().await.unwrap();
    plans::assert_served_by(
        &mut conn,
        &["COUNT(*)", "\"read_at\" IS NULL"],
        &format!("'{}'", user.as_uuid()),
        "notifications_unread_idx",
    )
    .await;
    plans::assert_served_by(
        &mut conn,
        &["SKIP LOCKED"],
        "'2030-01-01 00:00:00+00'::timestamptz, 10",
        "notifications_due_idx",
    )
    .await;
    // The repository's next read needs the one connection back.
    drop(conn);

    // A person's inbox, a page of it. (Marking it all read is an UPDATE, which diesel never
    // keeps prepared: PostgreSQL plans it for its values each time.)
    let inbox = repo
        .inbox(user, false, PageRequest::default())
        .await
        .unwrap();
    assert_eq!(inbox.count, 1);
    let mut conn = database.conn().await.unwrap();
    plans::assert_served_by(
        &mut conn,
        &["ORDER BY \"notifications\".\"created_at\" DESC", "'in_app'"],
        // The page's size is in the text; its offset is bound.
        &format!("'{}', 0", user.as_uuid()),
        "notifications_inbox_idx",
    )
    .await;
}
