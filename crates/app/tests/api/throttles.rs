//! Throttles a school can live with (decisions/014): one account cannot be guessed, and many
//! families behind one address (a computer lab, a mobile network) can still sign in.

use serde_json::json;
use test_support::{Body, Method, TEST_PASSWORD, an_admin, spawn_app_behind_proxy};

fn credentials(username: &str, password: &str) -> Body {
    Body::Json(json!({"username": username, "password": password}))
}

#[tokio::test]
async fn one_accounts_sixth_guess_waits_with_a_true_retry_after() {
    let app = spawn_app_behind_proxy().await;
    let target = an_admin(&app, "head.teacher", false).await;
    for attempt in 0..5 {
        let answer = app
            .call_from(
                &format!("198.51.100.{attempt}"),
                Method::POST,
                "/api/auth/login/",
                None,
                credentials(&target.username, "not the password 1"),
            )
            .await;
        assert_eq!(answer.status, 401, "attempt {attempt}: {answer:?}");
    }

    // From yet another address, with the right password: the account must wait.
    let sixth = app
        .call_from(
            "198.51.100.99",
            Method::POST,
            "/api/auth/login/",
            None,
            credentials(&target.username, TEST_PASSWORD),
        )
        .await;

    assert_eq!(sixth.status, 429, "{sixth:?}");
    let wait: u64 = sixth.header("retry-after").parse().unwrap();
    assert!((14 * 60..=15 * 60).contains(&wait), "Retry-After {wait}");
}

#[tokio::test]
async fn a_hundred_typos_behind_one_address_lock_nobody_else_out() {
    let app = spawn_app_behind_proxy().await;
    let lab = "203.0.113.50";
    for pupil in 0..100 {
        let answer = app
            .call_from(
                lab,
                Method::POST,
                "/api/auth/login/",
                None,
                credentials(&format!("pupil{pupil}"), "a typo 1"),
            )
            .await;
        assert_eq!(answer.status, 401, "pupil {pupil}: {answer:?}");
    }
    let classmate = an_admin(&app, "classmate", false).await;

    let signed_in = app
        .call_from(
            lab,
            Method::POST,
            "/api/auth/login/",
            None,
            credentials(&classmate.username, TEST_PASSWORD),
        )
        .await;

    assert_eq!(signed_in.status, 200, "{signed_in:?}");
}
