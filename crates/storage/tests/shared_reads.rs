//! Reads on the connection a thread's reads share (`Database::read`, decisions/029): reads
//! running at once go to one connection; a connection the database closed, idle or under a
//! read, is replaced and the read answered on the new one; one that does not answer in time is
//! given up; a read that fails for what it asked is not run again.

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

/// A shared read of the statement `sql(n)` answers on its `n`th call (from 0), counting the
/// calls in `calls`.
async fn read_pid(
    db: &Database,
    calls: &AtomicUsize,
    sql: impl Fn(usize) -> String + Send + Sync,
) -> anyhow::Result<Result<Pid, DieselError>> {
    db.read(|conn| {
        let sql = sql(calls.fetch_add(1, Ordering::SeqCst));
        Box::pin(async move { diesel::sql_query(sql).get_result::<Pid>(&mut &*conn).await })
    })
    .await
}

/// The process id of the database session that answers a shared read, counting the calls.
async fn pid(db: &Database, calls: &AtomicUsize) -> i32 {
    slow_pid(db, calls, 0.0).await.expect("a connection")
}

fn database(db: &TestDatabase) -> Database {
    Database::connect(db.url(), DatabaseOptions::default()).unwrap()
}

/// Ends the database session `pid`, as a restart or an administrator would, and waits until it
/// has ended.
async fn terminate(db: &Database, pid: i32) {
    let mut pooled = db.conn().await.unwrap();
    diesel::sql_query(format!("SELECT pg_terminate_backend({pid}, 5000)"))
        .execute(&mut pooled)
        .await
        .unwrap();
}

/// Waits until the session `pid` is running a statement that mentions `what`.
async fn running(db: &Database, pid: i32, what: &str) {
    #[derive(QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let mut pooled = db.conn().await.unwrap();
    loop {
        let found = diesel::sql_query(format!(
            "SELECT count(*) AS n FROM pg_stat_activity
             WHERE pid = {pid} AND state = 'active' AND strpos(query, '{what}') > 0"
        ))
        .get_result::<Count>(&mut pooled)
        .await
        .unwrap();
        if found.n > 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The session answering a shared read that, the first time it is called, sleeps `seconds`
/// first; counting the calls.
async fn slow_pid(db: &Database, calls: &AtomicUsize, seconds: f64) -> anyhow::Result<i32> {
    let pid = read_pid(db, calls, |n| {
        let seconds = if n == 0 { seconds } else { 0.0 };
        format!("SELECT pg_backend_pid() AS pid FROM pg_sleep({seconds})")
    })
    .await?
    .expect("an answer");
    Ok(pid.pid)
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

    terminate(&db, first).await;

    calls.store(0, Ordering::SeqCst);
    let second = pid(&db, &calls).await;
    assert_ne!(second, first, "a new session answered");
    assert_eq!(
        AtomicUsize::load(&calls, Ordering::SeqCst),
        2,
        "run once on the closed connection, once on the new"
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

    let failed = read_pid(&db, &calls, |_| "SELECT 1 / 0 AS pid".to_owned())
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

#[tokio::test]
async fn a_read_under_way_when_the_database_ends_its_session_is_answered_on_a_new_one() {
    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let first = pid(&db, &AtomicUsize::new(0)).await;

    // The session ends while it runs the read: its error reaches that read, not a closed socket.
    let calls = AtomicUsize::new(0);
    let (answer, ()) = tokio::join!(slow_pid(&db, &calls, 30.0), async {
        running(&db, first, "pg_sleep").await;
        terminate(&db, first).await;
    });
    assert_ne!(answer.unwrap(), first, "answered by a new session");
    assert_eq!(AtomicUsize::load(&calls, Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_register_read_on_a_closed_connection_is_answered_on_a_new_one() {
    use academics::students::StudentRepo;

    let test_db = TestDatabase::new().await;
    let db = database(&test_db);
    let first = pid(&db, &AtomicUsize::new(0)).await;
    terminate(&db, first).await;
    // The register's own error type carries the lost connection to `read`.
    let nobody = kernel::UserId::from_uuid(uuid::Uuid::nil());
    let student = storage::PgStudentRepo::new(db.clone())
        .of_user(nobody)
        .await
        .expect("answered");
    assert_eq!(student, None);
    assert_ne!(pid(&db, &AtomicUsize::new(0)).await, first);
}

#[tokio::test]
async fn a_connection_that_does_not_answer_in_time_is_given_up() {
    let test_db = TestDatabase::new().await;
    let db = Database::connect(
        test_db.url(),
        DatabaseOptions {
            read_timeout: Duration::from_millis(300),
            ..DatabaseOptions::default()
        },
    )
    .unwrap();
    let first = pid(&db, &AtomicUsize::new(0)).await;

    let calls = AtomicUsize::new(0);
    let error = slow_pid(&db, &calls, 30.0).await.unwrap_err();
    assert!(
        error.to_string().contains("did not answer a read within"),
        "{error:#}"
    );
    assert_eq!(
        AtomicUsize::load(&calls, Ordering::SeqCst),
        1,
        "not run again"
    );
    assert_ne!(
        pid(&db, &AtomicUsize::new(0)).await,
        first,
        "the next read is on a new connection"
    );
    terminate(&db, first).await;
}
