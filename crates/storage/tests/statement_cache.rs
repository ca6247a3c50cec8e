//! The register's reads are statements each connection prepares once and reuses, one text per
//! kind of viewer and filter shape; a parent's and a teacher's own record are one statement.
//!
//! The pool has one connection, whose diesel instrumentation records what it runs
//! (`StartQuery`) and what it prepares to keep (`CacheQuery`); PostgreSQL's
//! `pg_prepared_statements` shows what the connection keeps prepared.

mod common;

use std::sync::{Arc, Mutex};

use academics::{
    parents::ParentRepo,
    students::{StudentFilter, StudentOrder, StudentRepo},
    teachers::TeacherRepo,
};
use common::{Register, school, structure};
use diesel::{QueryableByName, connection::InstrumentationEvent, sql_types::Text};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{PageRequest, Scope};
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

/// What the connection did: `run: <sql>` for each statement run, `prepare: <sql>` for each
/// statement prepared for the cache. The pool's check on checkout is left out.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<String>>>);

impl Log {
    fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }

    fn runs(events: &[String]) -> usize {
        events.iter().filter(|e| e.starts_with("run: ")).count()
    }

    fn prepared(events: &[String]) -> Vec<String> {
        events
            .iter()
            .filter_map(|e| e.strip_prefix("prepare: "))
            .map(str::to_owned)
            .collect()
    }
}

/// A register over a pool of one connection whose work is logged.
async fn one_connection(db: &TestDatabase) -> (Register, Log) {
    let pool = Database::connect(
        db.url(),
        DatabaseOptions {
            max_connections: 1,
            ..DatabaseOptions::default()
        },
    )
    .unwrap();
    let log = Log::default();
    let events = log.clone();
    pool.conn()
        .await
        .unwrap()
        .set_instrumentation(move |event: InstrumentationEvent<'_>| {
            let line = match event {
                InstrumentationEvent::StartQuery { query, .. } => format!("run: {query}"),
                InstrumentationEvent::CacheQuery { sql, .. } => format!("prepare: {sql}"),
                _ => return,
            };
            // The pool's check of the connection on every checkout.
            if !line.starts_with("run: SELECT $1 --") {
                events.0.lock().unwrap().push(line);
            }
        });
    (Register::over(pool), log)
}

#[derive(QueryableByName)]
struct Statement {
    #[diesel(sql_type = Text)]
    statement: String,
}

/// The statements the connection keeps prepared (other than the one asking).
async fn kept(register: &Register) -> Vec<String> {
    let mut conn = register.db.conn().await.unwrap();
    diesel::sql_query(
        "SELECT statement FROM pg_prepared_statements
         WHERE statement NOT LIKE '%pg_prepared_statements%'",
    )
    .load::<Statement>(&mut conn)
    .await
    .unwrap()
    .into_iter()
    .map(|s| s.statement)
    .collect()
}

async fn list(register: &Register, filter: StudentFilter, scope: Scope) {
    register
        .students
        .list(
            filter,
            StudentOrder::default(),
            scope,
            PageRequest::default(),
        )
        .await
        .unwrap();
}

#[tokio::test]
async fn a_list_is_prepared_once_per_viewer_kind_and_filter_shape() {
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;
    let teacher = Scope::Teacher(s.t1.login.user_id);

    log.take();
    list(&register, StudentFilter::default(), teacher).await;
    let first = Log::prepared(&log.take());
    assert_eq!(
        first.len(),
        1,
        "the first list prepares its statement: {first:?}"
    );
    let kept_after_first = kept(&register).await;
    assert!(
        kept_after_first.contains(&first[0]),
        "and the connection keeps it"
    );
    log.take();

    list(&register, StudentFilter::default(), teacher).await;
    let again = log.take();
    assert_eq!(Log::runs(&again), 1);
    assert!(
        Log::prepared(&again).is_empty(),
        "the second reuses it: {again:?}"
    );
    assert_eq!(kept(&register).await.len(), kept_after_first.len());

    // Another teacher's list is the same statement with another value.
    list(
        &register,
        StudentFilter::default(),
        Scope::Teacher(s.t2.login.user_id),
    )
    .await;
    assert!(Log::prepared(&log.take()).is_empty());

    // Another kind of viewer, or another filter, is another statement.
    list(
        &register,
        StudentFilter::default(),
        Scope::Parent(s.p.login.user_id),
    )
    .await;
    let parent = Log::prepared(&log.take());
    assert_eq!(parent.len(), 1);
    assert_ne!(parent[0], first[0]);
    let in_a = StudentFilter {
        class_ids: vec![s.a.id],
        ..StudentFilter::default()
    };
    list(&register, in_a, teacher).await;
    let filtered = Log::prepared(&log.take());
    assert_eq!(filtered.len(), 1);
    assert!(
        filtered[0].contains("e.class_id = ANY($2)"),
        "{}",
        filtered[0]
    );
    assert_eq!(kept(&register).await.len(), kept_after_first.len() + 2);
}

#[tokio::test]
async fn a_parents_and_a_teachers_own_record_are_one_statement_each() {
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;

    log.take();
    let mother = register
        .parents
        .of_user(s.p.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(mother.children.len(), 1);
    assert_eq!(Log::runs(&log.take()), 1);

    let teacher = register
        .teachers
        .of_user(s.t2.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(teacher.subjects.len(), 1);
    assert_eq!(Log::runs(&log.take()), 1);

    let student = register
        .students
        .of_user(s.s1.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(student.parents.len(), 1);
    assert_eq!(Log::runs(&log.take()), 1);
}
