//! Reads on the connection a thread's reads share (`Database::read`, decisions/029): reads
//! running at once go to one connection; a connection the database closed is replaced and the
//! read answered on the new one; a read that fails for what it asked is not run again.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use diesel::{QueryableByName, result::Error as DieselError, sql_types::Integer};
use diesel_async::RunQueryDsl;
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

#[derive(QueryableByName)]
struct Pid {
    #[diesel(sql_type = Integer)]
    pid: i32,
}

/// The process id of the database session that answers a shared read, counting the calls.
async fn pid(db: &Database, calls: &AtomicUsize) -> i32 {
    db.read(|conn| {
        calls.fetch_add(1, Ordering::SeqCst);
        Box::pin(async move {
            diesel::sql_query("SELECT pg_backend_pid() AS pid")
                .get_result::<Pid>(&mut &*conn)
                .await
        })
    })
    .await
    .expect("a connection")
    .expect("an answer")
    .pid
}

fn database(db: &TestDatabase) -> Database {
    Database::connect(db.url(), DatabaseOptions::default()).unwrap()
}

#[tokio::test]
async fn reads_at_once_share_one_connection_apart_from_the_pool() {
    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let calls = AtomicUsize::new(0);
    let (a, b, c) = tokio::join!(pid(&db, &calls), pid(&db, &calls), pid(&db, &calls));
    assert_eq!((a, b), (c, c), "three reads at once, one session");
    assert_eq!(pid(&db, &calls).await, a, "and the next read too");

    let mut pooled = db.conn().await.unwrap();
    let own = diesel::sql_query("SELECT pg_backend_pid() AS pid")
        .get_result::<Pid>(&mut pooled)
        .await
        .unwrap()
        .pid;
    assert_ne!(own, a, "a transaction's connection is never the shared one");
}

#[tokio::test]
async fn a_connection_the_database_closed_is_replaced_and_the_read_answered() {
    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let calls = AtomicUsize::new(0);
    let first = pid(&db, &calls).await;

    // The database ends that session, as a restart or an administrator would.
    let mut pooled = db.conn().await.unwrap();
    diesel::sql_query(format!("SELECT pg_terminate_backend({first}, 5000)"))
        .execute(&mut pooled)
        .await
        .unwrap();
    // The client learns of it when its socket closes; give it that moment.
    tokio::time::sleep(Duration::from_millis(100)).await;

    calls.store(0, Ordering::SeqCst);
    let second = pid(&db, &calls).await;
    assert_ne!(second, first, "a new session answered");
    assert!(
        (1..=2).contains(&AtomicUsize::load(&calls, Ordering::SeqCst)),
        "run again at most once"
    );
    assert_eq!(
        pid(&db, &calls).await,
        second,
        "and it is kept for the next reads"
    );
}

#[tokio::test]
async fn a_read_that_fails_for_what_it_asked_is_not_run_again() {
    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let calls = AtomicUsize::new(0);
    let before = pid(&db, &AtomicUsize::new(0)).await;

    let failed = db
        .read(|conn| {
            calls.fetch_add(1, Ordering::SeqCst);
            Box::pin(async move {
                diesel::sql_query("SELECT 1 / 0 AS pid")
                    .get_result::<Pid>(&mut &*conn)
                    .await
            })
        })
        .await
        .expect("a connection");
    assert!(
        matches!(failed, Err(DieselError::DatabaseError(..))),
        "the database's error is the read's answer"
    );
    assert_eq!(AtomicUsize::load(&calls, Ordering::SeqCst), 1);
    assert_eq!(
        pid(&db, &AtomicUsize::new(0)).await,
        before,
        "the connection is still shared"
    );
}

#[tokio::test]
async fn once_serving_the_starting_threads_shared_connection_is_closed() {
    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let calls = AtomicUsize::new(0);
    let starting = pid(&db, &calls).await;
    db.serving();
    let next = pid(&db, &calls).await;
    assert_ne!(
        next, starting,
        "a new connection, opened by the thread that reads now"
    );
}
