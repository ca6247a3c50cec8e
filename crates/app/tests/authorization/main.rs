//! The authorization matrix: every operation of `/api/openapi.json`, called by every kind of
//! caller, on a record inside and one outside the caller's reach, answers what the table in
//! `expectations.rs` says. An operation the table does not list fails the test, so every new
//! endpoint must state who may call it (decisions/012).
//!
//! Callers: a visitor, a student, a parent, a teacher, an admin holding no permission, an admin
//! holding every permission through a role, a superuser, a deactivated parent (with a token
//! issued before) and a teacher who must first change a temporary password. Writes by the two
//! admins who may make them go to records made for that one call, so no call depends on what an
//! earlier one changed.

mod expectations;
mod world;

use std::collections::{BTreeMap, BTreeSet};

use test_support::spawn_app_behind_proxy;
use world::{CALLERS, Reach, World};

/// Each documented operation as (method, path), in the order they are called: deletions last,
/// so that nothing a later call reads was removed by an earlier one.
fn operations(doc: &serde_json::Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("the document has paths") {
        for method in item.as_object().expect("a path item is an object").keys() {
            out.push((method.to_uppercase(), path.clone()));
        }
    }
    out.sort_by_key(|(method, path)| {
        (
            method == "DELETE" || path.contains("bulk_delete"),
            path.clone(),
        )
    });
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_documented_operation_answers_each_caller_as_the_table_says() {
    let app = spawn_app_behind_proxy().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let table = expectations::table();
    let documented = operations(&doc);

    let listed: BTreeSet<(String, String)> = table.keys().cloned().collect();
    let present: BTreeSet<(String, String)> = documented.iter().cloned().collect();
    let missing: Vec<String> = present
        .difference(&listed)
        .map(|(m, p)| format!("    (\"{m} {p}\", \"...\"),"))
        .collect();
    assert!(
        missing.is_empty(),
        "these operations have no row in tests/authorization/expectations.rs; say who may call \
         them:\n{}",
        missing.join("\n")
    );
    let stale: Vec<String> = listed
        .difference(&present)
        .map(|(m, p)| format!("{m} {p}"))
        .collect();
    assert!(
        stale.is_empty(),
        "rows for operations that no longer exist: {stale:?}"
    );

    let mut world = World::build(&app).await;
    let mut failures = Vec::new();
    let mut calls = 0;
    for (method, path) in &documented {
        let row = &table[&(method.clone(), path.clone())];
        let reaches: &[Reach] = if expectations::names_a_record(method, path) {
            &[Reach::Inside, Reach::Outside]
        } else {
            &[Reach::Inside]
        };
        for &reach in reaches {
            for (index, caller) in CALLERS.iter().enumerate() {
                let expected = row.expected(reach, index);
                let answer = world.call(&app, method, path, *caller, reach).await;
                calls += 1;
                if answer.status != expected {
                    failures.push(format!(
                        "{method} {path} as {caller:?} ({reach:?}): expected {expected}, got {} {}",
                        answer.status,
                        answer
                            .body
                            .get("detail")
                            .and_then(|d| d.as_str())
                            .unwrap_or("")
                    ));
                }
            }
        }
    }
    assert!(calls > 1_900, "only {calls} calls were made");
    let by_operation: BTreeMap<&str, usize> = failures.iter().fold(BTreeMap::new(), |mut m, f| {
        *m.entry(f.split(" as ").next().unwrap_or("")).or_insert(0) += 1;
        m
    });
    assert!(
        failures.is_empty(),
        "{} of {calls} answers differ from the table ({} operations):\n{}",
        failures.len(),
        by_operation.len(),
        failures.join("\n")
    );
}
