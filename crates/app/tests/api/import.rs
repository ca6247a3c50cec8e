//! The CSV imports of students and teachers (`/api/students/import/`, `/api/teachers/import/`),
//! their templates, and the exports of the demo school.

use actix_web::{http::StatusCode, test as actix_test};
use test_support::{TestDatabase, a_school, a_teacher, an_admin, spawn_app};

use crate::helpers::{
    listed, multipart, refused_on, request, seeded_app, send, students_seen, token_for,
};

#[actix_web::test]
async fn an_import_with_bad_lines_changes_nothing_and_a_good_one_adds_everyone() {
    use actix_web::http::Method;
    let test_db = TestDatabase::new().await;
    let app = seeded_app(&test_db).await;
    let admin = token_for(&app, "demo.admin", app::wiring::DEMO_PASSWORD).await;
    let before = students_seen(&app, &admin).await.len();
    let upload = |csv: String| {
        let (content_type, body) = multipart("file", csv.as_bytes());
        actix_test::TestRequest::post()
            .uri("/api/students/import/")
            .insert_header(("Authorization", format!("Bearer {admin}")))
            .insert_header(("Content-Type", content_type))
            .set_payload(body)
            .to_request()
    };
    let header = academics::students::import::COLUMNS.join(",");

    let bad = format!(
        "{header}\n\
         GFA/1001,Ada,Eze,female,2014-01-02,,JSS 1A,,Uche,Eze,uche.eze@example.com,,Father\n\
         GFA/0001,Tobi,Ojo,,,,,,,,,,\n\
         GFA/1003,Femi,Ade,,2014-02-30,,JSS 7Q,,,,,,\n"
    );
    let (status, body) = send(&app, upload(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    let fields = body["fields"].as_object().unwrap();
    assert!(!fields.contains_key("line.2"));
    assert!(
        fields["line.3"][0]
            .as_str()
            .unwrap()
            .contains("already registered"),
        "{body}"
    );
    assert_eq!(fields["line.4"].as_array().unwrap().len(), 2, "{body}");
    assert_eq!(
        students_seen(&app, &admin).await.len(),
        before,
        "nothing was stored"
    );

    let good = format!(
        "{header}\n\
         GFA/1001,Ada,Eze,female,2014-01-02,2026-09-14,JSS 1A,,Uche,Eze,uche.eze@example.com,,Father\n\
         GFA/1002,Obi,Eze,male,2013-06-11,2026-09-14,JSS 2A,,Uche,Eze,UCHE.EZE@example.com,,Father\n\
         GFA/1003,Femi,Bakare,,,,,,,,demo.parent@greenfield.example,,Mother\n"
    );
    let (status, result) = send(&app, upload(good)).await;
    assert_eq!(status, StatusCode::CREATED, "{result}");
    assert_eq!(result["students_created"], 3);
    assert_eq!(result["parents_created"], 1);
    assert_eq!(result["parents_matched"], 1);
    assert_eq!(result["credentials"].as_array().unwrap().len(), 4);
    assert_eq!(students_seen(&app, &admin).await.len(), before + 3);

    // The demo parent (of Tolu and Tobi) now has a third child; the new parent signs in with
    // the slip's password.
    let parent = token_for(&app, "demo.parent", app::wiring::DEMO_PASSWORD).await;
    assert_eq!(students_seen(&app, &parent).await.len(), 3);
    let slip = result["credentials"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["role"] == "parent")
        .unwrap();
    assert_eq!(slip["username"], "uche.eze@example.com");
    let token = token_for(
        &app,
        "uche.eze@example.com",
        slip["password"].as_str().unwrap(),
    )
    .await;
    let (_, me) = send(
        &app,
        request(Method::GET, "/api/profiles/me/", Some(&token), None),
    )
    .await;
    assert_eq!(me["parent_data"]["children"].as_array().unwrap().len(), 2);

    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/students/export/?search=Eze",
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    assert!(csv.starts_with("admission_number,first_name,last_name"));
    assert!(csv.contains("GFA/1002,Obi,Eze,male,2013-06-11"), "{csv}");

    // Every list exports: the enrolments the import made, as the admin sees them.
    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/enrolments/export/?page_size=5",
            Some(&admin),
            None,
        ),
    )
    .await;
    assert_eq!(export.status(), StatusCode::OK);
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    assert!(
        csv.starts_with("session,class,admission_number,student\n"),
        "{csv}"
    );
    assert!(csv.contains(",JSS 2A,GFA/1002,Obi Eze"), "{csv}");
    let export = actix_test::call_service(
        &app,
        request(
            Method::GET,
            "/api/class-subjects/export/",
            Some(&parent),
            None,
        ),
    )
    .await;
    let csv = String::from_utf8(actix_test::read_body(export).await.to_vec()).unwrap();
    // The parent's children: Tolu in JSS 1A, Tobi in SS 1A, Femi not in a class yet; so those
    // two classes' subjects only.
    assert!(csv.lines().count() > 1, "{csv}");
    assert!(
        csv.lines()
            .skip(1)
            .all(|l| l.starts_with("JSS 1A,") || l.starts_with("SS 1A,")),
        "{csv}"
    );
}

#[tokio::test]
async fn the_students_import_template_has_every_column_and_an_example() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .get("/api/students/import/template/", Some(&admin.token))
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.header("content-type").starts_with("text/csv"));
    assert!(
        answer
            .header("content-disposition")
            .contains("students-template.csv")
    );
    let lines: Vec<&str> = answer.text.lines().collect();
    assert_eq!(lines[0], academics::students::import::COLUMNS.join(","));
    assert_eq!(lines.len(), 2);
}

#[tokio::test]
async fn a_students_import_adds_the_students_of_the_file_with_their_parents() {
    let app = spawn_app().await;
    let school = a_school(&app).await;
    let header = academics::students::import::COLUMNS.join(",");
    let csv = format!(
        "{header}\n2025/0100,Chidi,Eze,male,2014-01-02,2025-09-08,Grade 1A,,Uche,Eze,uche.eze@family.example,,Father\n"
    );

    let answer = app
        .upload(
            "/api/students/import/",
            Some(&school.admin.token),
            "file",
            "students.csv",
            csv.as_bytes(),
        )
        .await;

    assert_eq!(answer.status, 201, "{answer:?}");
    assert_eq!(answer.body["students_created"], 1);
    assert_eq!(answer.body["parents_created"], 1);
    assert_eq!(answer.body["credentials"].as_array().unwrap().len(), 2);
    let in_class = listed(
        &app.get(
            &format!("/api/students/?class_id={}", school.class.id),
            Some(&school.admin.token),
        )
        .await,
    );
    assert_eq!(in_class.len(), 2);
}

#[tokio::test]
async fn a_teacher_may_not_import_students() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;
    let csv = academics::students::import::template();

    let answer = app
        .upload(
            "/api/students/import/",
            Some(&teacher.token),
            "file",
            "students.csv",
            csv.as_bytes(),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}

#[tokio::test]
async fn an_import_without_the_file_field_names_the_field() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let csv = academics::students::import::template();

    let answer = app
        .upload(
            "/api/students/import/",
            Some(&admin.token),
            "upload",
            "students.csv",
            csv.as_bytes(),
        )
        .await;

    refused_on(&answer, "file");
}

#[tokio::test]
async fn the_teachers_import_template_has_every_column_and_an_example() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;

    let answer = app
        .get("/api/teachers/import/template/", Some(&admin.token))
        .await;

    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.header("content-type").starts_with("text/csv"));
    assert!(
        answer
            .header("content-disposition")
            .contains("teachers-template.csv")
    );
    let lines: Vec<&str> = answer.text.lines().collect();
    assert_eq!(lines[0], academics::teachers::import::COLUMNS.join(","));
    assert_eq!(lines.len(), 2);
}

#[tokio::test]
async fn a_teachers_import_adds_everyone_and_answers_each_password_once() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let header = academics::teachers::import::COLUMNS.join(",");
    let csv = format!(
        "{header}\n\
         TCH/050,Bisi,Lawal,bisi.lawal@school.example,,B.Sc. Ed.,Mathematics,2024-09-02,\n\
         TCH/051,Tobi,Ojo,tobi.ojo@school.example,,,,,tobi\n"
    );

    let answer = app
        .upload(
            "/api/teachers/import/",
            Some(&admin.token),
            "file",
            "teachers.csv",
            csv.as_bytes(),
        )
        .await;

    assert_eq!(answer.status, 201, "{answer:?}");
    assert_eq!(answer.body["teachers_created"], 2);
    let credentials = answer.body["credentials"].as_array().unwrap();
    assert_eq!(credentials[0]["username"], "TCH/050");
    assert_eq!(credentials[1]["username"], "tobi");
    assert!(
        credentials
            .iter()
            .all(|c| c["password"].as_str().is_some_and(|p| !p.is_empty()))
    );
    let password = credentials[1]["password"].as_str().unwrap();
    app.sign_in("tobi", password).await;
    let teachers = listed(&app.get("/api/teachers/", Some(&admin.token)).await);
    assert_eq!(teachers.len(), 2);
}

#[tokio::test]
async fn a_teachers_import_with_bad_lines_names_each_line_and_stores_none() {
    let app = spawn_app().await;
    let admin = an_admin(&app, "head", true).await;
    let header = academics::teachers::import::COLUMNS.join(",");
    let csv = format!(
        "{header}\n\
         TCH/050,Bisi,Lawal,bisi.lawal@school.example,,,,,\n\
         TCH/050,Tobi,Ojo,tobi.ojo@school.example,,,,2024-02-30,\n\
         TCH/052,Ada,,not-an-email,,,,,\n"
    );

    let answer = app
        .upload(
            "/api/teachers/import/",
            Some(&admin.token),
            "file",
            "teachers.csv",
            csv.as_bytes(),
        )
        .await;

    assert_eq!(answer.status, 422, "{answer:?}");
    let fields = answer.body["fields"].as_object().unwrap();
    assert!(!fields.contains_key("line.2"), "{answer:?}");
    assert!(fields.contains_key("line.3"), "{answer:?}");
    assert!(fields.contains_key("line.4"), "{answer:?}");
    assert!(listed(&app.get("/api/teachers/", Some(&admin.token)).await).is_empty());
}

#[tokio::test]
async fn a_teacher_may_not_import_teachers() {
    let app = spawn_app().await;
    let teacher = a_teacher(&app, "TCH/001").await;
    let csv = academics::teachers::import::template();

    let answer = app
        .upload(
            "/api/teachers/import/",
            Some(&teacher.token),
            "file",
            "teachers.csv",
            csv.as_bytes(),
        )
        .await;

    assert_eq!(answer.status, 403, "{answer:?}");
}
