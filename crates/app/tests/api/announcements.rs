//! Announcements and their audiences.

use actix_web::{http::StatusCode, test as actix_test};
use serde_json::Value;
use test_support::TestDatabase;

use crate::helpers::{request, seeded_app, send, token_for};

#[actix_web::test]
async fn announcements_reach_only_the_audience_they_are_meant_for() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    // Only this test's announcements, not the demo school's.
    test_db
        .client()
        .await
        .batch_execute("DELETE FROM announcements")
        .await
        .unwrap();
    let pw = app::wiring::DEMO_PASSWORD;
    let admin = token_for(&app, "demo.admin", pw).await;
    let parent = token_for(&app, "demo.parent", pw).await;
    let student = token_for(&app, "demo.student", pw).await;
    let path = "/api/school-settings/announcements/";
    let create = |title: &str, audience: &str| {
        request(
            Method::POST,
            path,
            Some(&admin),
            Some(
                serde_json::json!({"title": title, "content": format!("{title}: details."),
                "target_audience": audience, "priority": "HIGH"}),
            ),
        )
    };
    let (status, for_parents) = send(&app, create("PTA meeting", "PARENTS")).await;
    assert_eq!(status, StatusCode::CREATED, "{for_parents}");
    assert_eq!(for_parents["created_by_name"], "Grace Adeyemi");
    send(&app, create("Term dates", "ALL")).await;
    let (_, hidden) = send(&app, create("Staff training", "TEACHERS")).await;
    let hidden_id = hidden["id"].as_str().unwrap().to_owned();
    let (status, _) = send(
        &app,
        request(
            Method::PATCH,
            &format!("{path}{hidden_id}/"),
            Some(&admin),
            Some(serde_json::json!({"is_active": true, "expires_at": null})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let titles = |body: &Value| -> Vec<String> {
        body["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["title"].as_str().unwrap().to_owned())
            .collect()
    };
    let (_, seen) = send(&app, request(Method::GET, path, Some(&parent), None)).await;
    let mut seen = titles(&seen);
    seen.sort();
    assert_eq!(seen, ["PTA meeting", "Term dates"]);
    // Asking for another audience does not widen what a student sees.
    let (_, seen) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}?target_audience=PARENTS&target_audience=TEACHERS"),
            Some(&student),
            None,
        ),
    )
    .await;
    assert_eq!(seen["count"], 0);
    let (_, seen) = send(&app, request(Method::GET, path, None, None)).await;
    assert_eq!(titles(&seen), ["Term dates"]);
    let (status, _) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}{hidden_id}/"),
            Some(&parent),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Switched off, it disappears for readers but stays for admins; only admins write.
    let parents_id = for_parents["id"].as_str().unwrap();
    let (status, _) = send(
        &app,
        request(
            Method::PUT,
            &format!("{path}{parents_id}/"),
            Some(&parent),
            Some(serde_json::json!({"title": "x", "content": "y"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, off) = send(
        &app,
        request(Method::PUT, &format!("{path}{parents_id}/"), Some(&admin), Some(serde_json::json!({
            "title": "PTA meeting", "content": "Moved to next week.", "target_audience": "PARENTS", "is_active": false}))),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(off["priority"], "MEDIUM");
    let (_, seen) = send(&app, request(Method::GET, path, Some(&parent), None)).await;
    assert_eq!(titles(&seen), ["Term dates"]);
    let (_, all) = send(
        &app,
        request(
            Method::GET,
            &format!("{path}?ordering=title"),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(
        titles(&all),
        ["PTA meeting", "Staff training", "Term dates"]
    );

    let (status, invalid) = send(
        &app,
        request(Method::POST, path, Some(&admin), Some(serde_json::json!({"title": " ", "content": "x", "expires_at": "2001-01-01T00:00:00Z"}))),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(invalid["fields"]["title"].is_array() && invalid["fields"]["expires_at"].is_array());

    let delete = || {
        request(
            Method::DELETE,
            &format!("{path}{parents_id}/"),
            Some(&admin),
            None,
        )
    };
    let response = actix_test::call_service(&app, delete()).await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    assert_eq!(send(&app, delete()).await.0, StatusCode::NOT_FOUND);
}
