//! The register as a whole: who sees what on the demo school, an admin adding records, and
//! what every register endpoint shares (sign-in, `HEAD`).

use actix_web::http::StatusCode;
use test_support::{TestDatabase, a_school, spawn_app};

use crate::helpers::{request, seeded_app, send, students_seen, token_for};

#[actix_web::test]
async fn every_role_sees_only_its_own_part_of_the_register() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let password = app::wiring::DEMO_PASSWORD;
    let admin = token_for(&app, "demo.admin", password).await;
    let teacher = token_for(&app, "demo.teacher", password).await;
    let parent = token_for(&app, "demo.parent", password).await;
    let student = token_for(&app, "demo.student", password).await;

    let everyone = students_seen(&app, &admin).await;
    assert_eq!(everyone.len(), 60, "the demo student among them");
    let outsider = everyone
        .iter()
        .find(|s| {
            s["class_name"]
                .as_str()
                .is_some_and(|c| c.starts_with("SS 3"))
        })
        .unwrap();
    let outsider_id = outsider["id"].as_str().unwrap();
    let outsider_parent = outsider["parents"][0]["parent_id"].as_str().unwrap();

    // The teacher: the JSS 1 classes they teach, and nobody else.
    let taught = students_seen(&app, &teacher).await;
    assert!(!taught.is_empty() && taught.len() < everyone.len());
    assert!(
        taught
            .iter()
            .all(|s| s["class_name"].as_str().unwrap().starts_with("JSS 1")),
        "{taught:?}"
    );
    let path = format!("/api/students/{outsider_id}/");
    let (status, body) = send(&app, request(Method::GET, &path, Some(&teacher), None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let path = format!("/api/parents/{outsider_parent}/");
    let (status, _) = send(&app, request(Method::GET, &path, Some(&teacher), None)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = send(
        &app,
        request(
            Method::PATCH,
            &format!("/api/students/{}/", taught[0]["id"].as_str().unwrap()),
            Some(&teacher),
            Some(serde_json::json!({"status": "withdrawn"})),
        ),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "teachers read, admins change"
    );

    // The parent sees her two children (Tolu, the demo student, and her brother Tobi), the
    // student herself; another family's child is 404 to both.
    let family = students_seen(&app, &parent).await;
    assert_eq!(family.len(), 2);
    assert!(family.iter().any(|s| s["username"] == "demo.student"));
    assert!(family.iter().any(|s| s["admission_number"] == "GFA/0001B"));
    for token in [&parent, &student] {
        let seen = students_seen(&app, token).await;
        assert!(seen.iter().any(|s| s["username"] == "demo.student"));
        let (status, body) = send(
            &app,
            request(
                Method::GET,
                &format!("/api/students/{outsider_id}/"),
                Some(token),
                None,
            ),
        )
        .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
        assert_eq!(body["code"], "register.not_found");
        let (status, _) = send(
            &app,
            request(Method::GET, "/api/teachers/", Some(token), None),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    }

    // Each profile carries its role's block (spec §3); the admin's none.
    let me = |token: String| {
        let app = &app;
        async move {
            send(
                app,
                request(Method::GET, "/api/profiles/me/", Some(&token), None),
            )
            .await
            .1
        }
    };
    let p = me(parent.clone()).await;
    let children = p["parent_data"]["children"].as_array().unwrap();
    let tolu = children
        .iter()
        .find(|c| c["name"] == "Tolu Bakare")
        .expect("Tolu is the parent's child");
    assert_eq!(tolu["class_name"], "JSS 1A");
    assert!(children.iter().any(|c| c["name"] == "Tobi Bakare"));
    let t = me(teacher.clone()).await;
    assert_eq!(t["teacher_data"]["classes"][0]["name"], "JSS 1A");
    assert!(!t["teacher_data"]["subjects"].as_array().unwrap().is_empty());
    let s = me(student.clone()).await;
    assert_eq!(s["student_data"]["class_name"], "JSS 1A");
    assert_eq!(s["student_data"]["parents"][0]["relationship"], "Mother");
    let a = me(admin.clone()).await;
    assert!(a.get("student_data").is_none() && a.get("teacher_data").is_none());
}

#[actix_web::test]
async fn an_admin_adds_a_class_a_teacher_and_a_student_and_the_rules_hold() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;

    let (status, teacher) = send(
        &app,
        request(
            Method::POST,
            "/api/teachers/",
            Some(&admin),
            Some(serde_json::json!({
                "staff_number": "GFA-T900", "first_name": "Bisi", "last_name": "Lawal",
                "email": "bisi.lawal@greenfield.example"
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{teacher}");
    let initial = teacher["initial_password"].as_str().unwrap().to_owned();
    assert_eq!(teacher["username"], "GFA-T900");

    let (status, class) = send(
        &app,
        request(
            Method::POST,
            "/api/classes/",
            Some(&admin),
            Some(serde_json::json!({"level_id": "jss-2", "arm": "Z", "class_teacher_id": teacher["id"]})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{class}");
    assert_eq!(class["name"], "JSS 2Z");
    assert_eq!(class["class_teacher_name"], "Bisi Lawal");

    let (status, student) = send(
        &app,
        request(
            Method::POST,
            "/api/students/",
            Some(&admin),
            Some(serde_json::json!({
                "admission_number": "GFA/0900", "first_name": "Kelechi", "last_name": "Okafor",
                "class_id": class["id"], "date_of_birth": "2013-02-01", "gender": "male"
            })),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{student}");
    assert_eq!(student["class_name"], "JSS 2Z");
    assert!(student["initial_password"].is_string());

    // The same admission number again: 422 on the field, nothing stored.
    let (status, body) = send(
        &app,
        request(
            Method::POST,
            "/api/students/",
            Some(&admin),
            Some(serde_json::json!({"admission_number": "gfa/0900", "first_name": "A", "last_name": "B"})),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["fields"]["admission_number"].is_array(), "{body}");

    // The class has a student and a class teacher: neither goes while they depend on it.
    let (status, body) = send(
        &app,
        request(
            Method::DELETE,
            &format!("/api/classes/{}/", class["id"].as_str().unwrap()),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, _) = send(
        &app,
        request(
            Method::DELETE,
            &format!("/api/teachers/{}/", teacher["id"].as_str().unwrap()),
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);

    // The new teacher signs in with the password shown once, must change it, and sees the
    // new student in their class.
    let token = token_for(&app, "GFA-T900", &initial).await;
    let (_, me) = send(
        &app,
        request(Method::GET, "/api/profiles/me/", Some(&token), None),
    )
    .await;
    assert_eq!(me["must_change_password"], true);
    let (status, _) = send(
        &app,
        request(Method::GET, "/api/students/", Some(&token), None),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "a temporary password opens only the profile"
    );
    let (status, changed) = send(
        &app,
        request(
            Method::POST,
            "/api/auth/change-password/",
            Some(&token),
            Some(
                serde_json::json!({"current_password": initial, "new_password": "Bisi's own 2026"}),
            ),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    let token = token_for(&app, "GFA-T900", "Bisi's own 2026").await;
    let seen = students_seen(&app, &token).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["admission_number"], "GFA/0900");
}

#[tokio::test]
async fn head_on_a_register_list_answers_200_without_a_body() {
    let app = spawn_app().await;
    let school = a_school(&app).await;

    for path in [
        "/api/class-levels/",
        "/api/subjects/",
        "/api/sessions/",
        "/api/terms/",
        "/api/classes/",
        "/api/class-subjects/",
        "/api/enrolments/",
        "/api/students/",
        "/api/teachers/",
        "/api/parents/",
        "/api/students/export/",
    ] {
        let answer = app.head(path, Some(&school.admin.token)).await;

        assert_eq!(answer.status, 200, "{path}: {answer:?}");
        assert!(answer.text.is_empty(), "{path}: {answer:?}");
    }
}

#[tokio::test]
async fn the_register_answers_401_to_a_visitor() {
    let app = spawn_app().await;

    for path in [
        "/api/class-levels/",
        "/api/sessions/",
        "/api/classes/",
        "/api/students/",
        "/api/teachers/me/",
        "/api/parents/",
    ] {
        let answer = app.get(path, None).await;

        assert_eq!(answer.status, 401, "{path}: {answer:?}");
        assert_eq!(answer.body["code"], "auth.not_authenticated");
    }
}
