//! The throttles' log on a real database: events counted per key within a window, newest
//! first, subjects counted once each, cleared by key.

use kernel::ThrottleLog;
use storage::{Database, DatabaseOptions, PgThrottleLog};
use test_support::TestDatabase;
use time::{Duration, OffsetDateTime};

fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
}

fn event(key: &str, subject: &str) -> (String, String) {
    (key.to_owned(), subject.to_owned())
}

#[tokio::test]
async fn events_are_counted_per_key_within_the_window_newest_first_and_cleared() {
    let db = TestDatabase::new().await;
    let log = PgThrottleLog::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap());
    let both = [
        event("account:ada", ""),
        event("address:10.0.0.1", "account:ada"),
    ];
    log.record(&both, now() - Duration::minutes(30))
        .await
        .unwrap();
    log.record(&both, now() - Duration::minutes(5))
        .await
        .unwrap();
    log.record(&both, now()).await.unwrap();

    let recent = log
        .recent("account:ada", now() - Duration::minutes(15), 10)
        .await
        .unwrap();
    assert_eq!(recent, vec![now(), now() - Duration::minutes(5)]);
    let newest = log
        .recent("account:ada", now() - Duration::hours(1), 1)
        .await
        .unwrap();
    assert_eq!(newest, vec![now()]);

    log.clear("account:ada").await.unwrap();
    assert!(
        log.recent("account:ada", now() - Duration::hours(1), 10)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        log.recent("address:10.0.0.1", now() - Duration::hours(1), 10)
            .await
            .unwrap()
            .len(),
        3
    );
}

#[tokio::test]
async fn an_address_counts_the_different_accounts_it_failed_on() {
    let db = TestDatabase::new().await;
    let log = PgThrottleLog::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap());
    for account in ["ada", "bola", "ada", "chidi"] {
        log.record(&[event("address:10.0.0.2", account)], now())
            .await
            .unwrap();
    }
    log.record(
        &[event("address:10.0.0.2", "dayo")],
        now() - Duration::hours(2),
    )
    .await
    .unwrap();

    let subjects = log
        .subjects("address:10.0.0.2", now() - Duration::minutes(15))
        .await
        .unwrap();

    assert_eq!(subjects, 3);
}
