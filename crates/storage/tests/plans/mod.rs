//! The plans of the statements a connection keeps prepared, for the tests that an index serves
//! a read (decisions/026: every connection of the portal plans a statement once, for any values).

#![allow(dead_code)] // Each test file uses its own part of this.

use diesel_async::{AsyncPgConnection, RunQueryDsl};
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

/// A pool of one connection: the statements a test's reads leave prepared are all on the
/// connection it then asks for their plans.
pub fn one_connection(db: &TestDatabase) -> Database {
    let options = DatabaseOptions {
        max_connections: 1,
        ..DatabaseOptions::default()
    };
    Database::connect(db.url(), options).unwrap()
}

/// Rules out reading a whole table on every later connection to `db`, so that a plan shows
/// whether an index can serve its statement at all: a test's handful of rows is cheaper read
/// whole, a school's years of them are not.
pub async fn no_table_scans(db: &TestDatabase) {
    db.client()
        .await
        .batch_execute(
            "DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET enable_seqscan = off', \
             current_database()); END $$",
        )
        .await
        .unwrap();
}

#[derive(diesel::QueryableByName)]
struct Kept {
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    statement: String,
}

#[derive(diesel::QueryableByName)]
struct PlanLine {
    #[diesel(sql_type = diesel::sql_types::Text)]
    #[diesel(column_name = "QUERY PLAN")]
    line: String,
}

/// Asserts that `index` serves the statement the connection keeps prepared whose text holds
/// every one of `fragments`, planned for the values `args` (written as SQL).
pub async fn assert_served_by(
    conn: &mut AsyncPgConnection,
    fragments: &[&str],
    args: &str,
    index: &str,
) {
    let kept: Vec<Kept> = diesel::sql_query("SELECT name, statement FROM pg_prepared_statements")
        .load(conn)
        .await
        .unwrap();
    let found = kept
        .iter()
        .find(|k| fragments.iter().all(|f| k.statement.contains(f)))
        .unwrap_or_else(|| {
            let texts: Vec<&str> = kept.iter().map(|k| k.statement.as_str()).collect();
            panic!("no statement kept with {fragments:?}: {texts:#?}")
        });
    let plan: String = diesel::sql_query(format!("EXPLAIN EXECUTE {}({args})", found.name))
        .load::<PlanLine>(conn)
        .await
        .unwrap()
        .into_iter()
        .map(|p| p.line + "\n")
        .collect();
    assert!(
        plan.contains(index),
        "{fragments:?} is not served by {index}:\n{plan}"
    );
}
