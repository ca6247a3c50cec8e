//! `/api/conversations/` and `/api/messages/` (issue 19, decisions/023): a parent writes to
//! their child's teacher, who is told through the outbox and answers; an open thread reads
//! what came after its cursor; the school's blacklist holds a message for a moderator, whose
//! approval delivers it; strangers, closed pairs, long messages and closed hours are refused
//! with sentences, and nothing is kept.

use serde_json::{Value, json};
use test_support::{a_school, spawn_app};

use crate::helpers::SETTINGS;

/// Changes the chat settings (merged key by key) as the superuser.
async fn chat_settings(app: &test_support::TestApp, token: Option<&str>, chat: Value) {
    let version = app.get(SETTINGS, token).await.body["version"].clone();
    let saved = app
        .put(
            SETTINGS,
            token,
            &json!({"version": version, "chat_system": chat}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
}

fn bodies(thread: &Value) -> Vec<String> {
    thread["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_parent_and_a_teacher_talk_about_a_child_and_a_moderator_releases_a_held_message() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let parent = Some(s.parent.token.as_str());
    let teacher = Some(s.teacher.token.as_str());
    let admin = Some(s.admin.token.as_str());

    // The parent may write to their child's teacher, about that child, and to nobody else.
    let contacts = app.get("/api/conversations/contacts/", parent).await;
    assert_eq!(contacts.status, 200, "{contacts:?}");
    let found = contacts.body.as_array().unwrap();
    let the_teacher = found
        .iter()
        .find(|c| c["id"] == json!(s.teacher.user_id))
        .expect("the class teacher is a contact");
    assert_eq!(the_teacher["students"][0]["id"], json!(s.student.record_id));
    assert!(
        found
            .iter()
            .all(|c| c["id"] != json!(s.other_teacher.user_id))
    );

    let started = app
        .post(
            "/api/conversations/",
            parent,
            &json!({"to": s.teacher.user_id, "body": "Good morning. How is she doing in maths?"}),
        )
        .await;
    assert_eq!(started.status, 201, "{started:?}");
    assert_eq!(started.body["message"]["state"], "delivered");
    assert_eq!(started.body["message"]["mine"], true);
    assert_eq!(
        started.body["conversation"]["about"]["id"],
        json!(s.student.record_id)
    );
    let id = started.body["conversation"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let thread = format!("/api/conversations/{id}/");
    let parent_cursor = started.body["message"]["seq"].as_i64().unwrap();

    // The teacher has one unread, and an in-app notification that names the parent.
    let inbox = app.get("/api/conversations/", teacher).await;
    assert_eq!(inbox.status, 200, "{inbox:?}");
    assert_eq!(inbox.body["unread"], 1);
    assert_eq!(inbox.body["results"][0]["conversation"]["id"], json!(id));
    let told = app.get("/api/notifications/", teacher).await;
    let notice = told.body["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["event"] == "new_message")
        .expect("the teacher is told");
    assert!(
        notice["link"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/teacher/messages/{id}")),
        "{notice}"
    );

    // Reading the thread marks it read; the answer reaches the parent's open thread after its
    // cursor.
    let read = app.get(&thread, teacher).await;
    assert_eq!(read.status, 200, "{read:?}");
    assert_eq!(read.header("cache-control"), "no-store");
    assert_eq!(
        bodies(&read.body),
        ["Good morning. How is she doing in maths?"]
    );
    assert_eq!(
        app.get("/api/conversations/", teacher).await.body["unread"],
        0
    );
    let answered = app
        .post(
            &format!("{thread}messages/"),
            teacher,
            &json!({"body": "Very well. See https://school.example/maths for the syllabus."}),
        )
        .await;
    assert_eq!(answered.status, 201, "{answered:?}");
    let since = app
        .get(&format!("{thread}?after={parent_cursor}"), parent)
        .await;
    assert_eq!(
        bodies(&since.body),
        ["Very well. See https://school.example/maths for the syllabus."]
    );
    assert_eq!(since.body["messages"][0]["mine"], false);
    let cursor = since.body["cursor"].as_i64().unwrap();
    assert!(cursor > parent_cursor);

    // The school blacklists a word: the parent's message with it is held, and the teacher
    // sees nothing new.
    chat_settings(
        &app,
        admin,
        json!({"moderation": {"blockedKeywords": ["bribe"]}}),
    )
    .await;
    let flagged = app
        .post(
            &format!("{thread}messages/"),
            parent,
            &json!({"body": "Would a BRIBE help her marks?"}),
        )
        .await;
    assert_eq!(flagged.status, 201, "{flagged:?}");
    assert_eq!(flagged.body["state"], "held");
    assert_eq!(
        flagged.body["note"],
        Value::Null,
        "the filter's reason is the moderators'"
    );
    let teacher_cursor = read.body["cursor"].as_i64().unwrap();
    let teacher_sees = app
        .get(&format!("{thread}?after={teacher_cursor}"), teacher)
        .await;
    assert!(
        bodies(&teacher_sees.body)
            .iter()
            .all(|b| !b.contains("BRIBE"))
    );

    // Only moderators see the queue; the superuser approves, and the teacher's thread gets it.
    assert_eq!(app.get("/api/messages/", teacher).await.status, 403);
    let queue = app.get("/api/messages/", admin).await;
    assert_eq!(queue.status, 200, "{queue:?}");
    let waiting = &queue.body[0];
    assert_eq!(waiting["message"]["state"], "hidden");
    assert!(
        waiting["message"]["note"]
            .as_str()
            .unwrap()
            .contains("bribe")
    );
    let message = waiting["message"]["id"].as_str().unwrap();
    let refused = app
        .post(
            &format!("/api/messages/{message}/reject/"),
            admin,
            &json!({"reason": " "}),
        )
        .await;
    assert_eq!(refused.status, 422, "{refused:?}");
    let approved = app
        .post(
            &format!("/api/messages/{message}/approve/"),
            admin,
            &json!({}),
        )
        .await;
    assert_eq!(approved.status, 200, "{approved:?}");
    assert_eq!(approved.body["state"], "delivered");
    let released = app
        .get(&format!("{thread}?after={teacher_cursor}"), teacher)
        .await;
    assert!(bodies(&released.body).iter().any(|b| b.contains("BRIBE")));
    assert_eq!(
        app.post(
            &format!("/api/messages/{message}/approve/"),
            admin,
            &json!({})
        )
        .await
        .status,
        404,
        "decided once"
    );
}

#[tokio::test]
async fn strangers_closed_pairs_long_messages_and_closed_hours_are_refused_and_nothing_is_kept() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let parent = Some(s.parent.token.as_str());
    let admin = Some(s.admin.token.as_str());
    let to = |user: kernel::UserId, body: &str| json!({"to": user, "body": body});

    // Another class's teacher is not found, so the directory cannot be walked.
    let stranger = app
        .post(
            "/api/conversations/",
            parent,
            &to(s.other_teacher.user_id, "Hello"),
        )
        .await;
    assert_eq!(stranger.status, 404, "{stranger:?}");
    // Teachers and students: closed by the default settings, with a sentence.
    let student = app
        .post(
            "/api/conversations/",
            Some(s.student.token.as_str()),
            &to(s.teacher.user_id, "Hello"),
        )
        .await;
    assert_eq!(student.status, 403, "{student:?}");
    assert_eq!(student.body["code"], "messages.closed");
    assert!(
        student.body["detail"]
            .as_str()
            .unwrap()
            .contains("teachers and students")
    );
    // Too long, or empty.
    let long = app
        .post(
            "/api/conversations/",
            parent,
            &to(s.teacher.user_id, &"a".repeat(2001)),
        )
        .await;
    assert_eq!(long.status, 422, "{long:?}");
    assert!(long.body["fields"]["body"].is_array());
    let empty = app
        .post(
            "/api/conversations/",
            parent,
            &to(s.teacher.user_id, " \n "),
        )
        .await;
    assert_eq!(empty.status, 422, "{empty:?}");

    // Business hours in the school's named time zone, which now is outside of.
    let lagos_hour = (time::OffsetDateTime::now_utc().hour() + 1) % 24;
    let opens = (lagos_hour + 2) % 24;
    let opens = if opens >= 22 { 1 } else { opens };
    let version = app.get(SETTINGS, admin).await.body["version"].clone();
    let saved = app
        .put(
            SETTINGS,
            admin,
            &json!({"version": version, "timezone": "Africa/Lagos", "chat_system": {"moderation": {
                "businessHoursOnly": true,
                "businessHours": {"start": format!("{opens:02}:00"), "end": format!("{:02}:00", opens + 1)}}}}),
        )
        .await;
    assert_eq!(saved.status, 200, "{saved:?}");
    let closed = app
        .post(
            "/api/conversations/",
            parent,
            &to(s.teacher.user_id, "Hello"),
        )
        .await;
    assert_eq!(closed.status, 409, "{closed:?}");
    assert!(
        closed.body["detail"]
            .as_str()
            .unwrap()
            .contains(&format!("{opens:02}:00")),
        "{closed:?}"
    );

    // Nothing was kept: no conversation for anyone.
    for token in [parent, Some(s.teacher.token.as_str())] {
        let inbox = app.get("/api/conversations/", token).await;
        assert_eq!(inbox.body["results"], json!([]), "{inbox:?}");
    }
}

#[tokio::test]
async fn a_file_goes_to_the_two_people_only_judged_by_its_content_and_its_size() {
    let app = spawn_app().await;
    let s = a_school(&app).await;
    let parent = Some(s.parent.token.as_str());
    let teacher = Some(s.teacher.token.as_str());
    let started = app
        .post(
            "/api/conversations/",
            parent,
            &json!({"to": s.teacher.user_id, "body": "The doctor's note for last week."}),
        )
        .await;
    assert_eq!(started.status, 201, "{started:?}");
    let id = started.body["conversation"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let files = format!("/api/conversations/{id}/attachments/");
    let pdf = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

    // A PDF, named by the parent's computer: kept, announced with the message.
    let sent = app
        .upload(&files, parent, "file", "/home/kemi/doctor note.pdf", pdf)
        .await;
    assert_eq!(sent.status, 201, "{sent:?}");
    assert_eq!(sent.body["attachment"]["name"], "doctor note.pdf");
    assert_eq!(sent.body["attachment"]["kind"], "pdf");
    assert_eq!(
        sent.body["body"], "doctor note.pdf",
        "the name stands in for a message"
    );
    let message = sent.body["id"].as_str().unwrap().to_owned();
    let file = format!("/api/messages/{message}/attachment/");

    // The teacher downloads it; another family does not find it.
    let got = app.get(&file, teacher).await;
    assert_eq!(got.status, 200, "{got:?}");
    assert_eq!(got.header("content-type"), "application/pdf");
    assert!(got.header("content-disposition").starts_with("attachment;"));
    assert_eq!(got.header("x-content-type-options"), "nosniff");
    assert_eq!(got.text.as_bytes(), pdf);
    let stranger = app.get(&file, Some(s.other_parent.token.as_str())).await;
    assert_eq!(stranger.status, 404, "{stranger:?}");

    // A script named as a PDF, and a file over the pair's 5 MB: refused, nothing kept.
    let script = app
        .upload(
            &files,
            parent,
            "file",
            "report.pdf",
            b"<script>alert(1)</script>",
        )
        .await;
    assert_eq!(script.status, 422, "{script:?}");
    assert_eq!(script.body["code"], "messages.file_refused");
    assert!(
        script.body["detail"]
            .as_str()
            .unwrap()
            .contains("PDF, JPG, PNG")
    );
    let mut big = pdf.to_vec();
    big.resize(5 * 1024 * 1024 + 1, b' ');
    let large = app.upload(&files, parent, "file", "scan.pdf", &big).await;
    assert_eq!(large.status, 422, "{large:?}");
    assert!(large.body["detail"].as_str().unwrap().contains("5 MB"));
    let thread = app.get(&format!("/api/conversations/{id}/"), teacher).await;
    assert_eq!(thread.body["messages"].as_array().unwrap().len(), 2);
}
