//! The students' CSV import against mocked ports.

mod common;

use std::sync::{Arc, Mutex};

use academics::{Taken, students::Gender};
use common::{Mocks, admin, class, fields, parent};
use kernel::{ClassId, Page, ParentId};
use uuid::Uuid;

fn import_mocks(existing_parent: Option<academics::parents::Parent>) -> Mocks {
    let mut mocks = Mocks::new();
    mocks.classes.expect_list().returning(|_, _, page| {
        Ok(Page {
            count: 1,
            results: vec![class(ClassId::from_uuid(Uuid::from_u128(7)), "JSS 1A")],
            request: page,
        })
    });
    mocks
        .parents
        .expect_find()
        .returning(move |_, _| Ok(existing_parent.clone().into_iter().collect()));
    mocks.students.expect_taken().returning(|_, _, numbers| {
        Ok(Taken {
            numbers: numbers.into_iter().filter(|n| n == "2024/0009").collect(),
            ..Taken::default()
        })
    });
    mocks
}

const HEADER: &str = "admission_number,first_name,last_name,gender,date_of_birth,admission_date,class,email,parent_first_name,parent_last_name,parent_email,parent_phone,relationship\n";

#[tokio::test]
async fn an_import_reports_every_bad_line_and_stores_nothing() {
    let mut mocks = import_mocks(None);
    mocks.students.expect_import().never();
    let file = format!(
        "{HEADER}\
         2025/0001,Ada,Obi,female,2014-03-09,,JSS 1A,,Ngozi,Obi,ngozi@example.com,,Mother\n\
         2025/0001,Tunde,Obi,male,,,JSS 1A,,,,,,\n\
         2024/0009,Bola,Ade,x,2014-13-01,,JSS 9Z,,,,,,\n\
         2025/0004,,Eze,,,,,,Kemi,Eze,,,Aunt\n"
    );

    let err = mocks
        .academics()
        .students
        .import(&admin(), file.as_bytes())
        .await
        .unwrap_err();

    let fields = fields(err);
    assert!(!fields.contains_key("line.2"), "{fields:?}");
    assert!(
        fields["line.3"][0].contains("same as on line 2"),
        "{fields:?}"
    );
    let line4 = fields["line.4"].join(" | ");
    assert!(line4.contains("already registered"), "{line4}");
    assert!(line4.contains("gender"), "{line4}");
    assert!(line4.contains("date_of_birth"), "{line4}");
    assert!(line4.contains("JSS 9Z"), "{line4}");
    let line5 = fields["line.5"].join(" | ");
    assert!(line5.contains("first_name"), "{line5}");
    assert!(line5.contains("e-mail or phone"), "{line5}");
}

#[tokio::test]
async fn an_import_shares_a_new_parent_between_siblings_and_matches_a_registered_one() {
    let known = ParentId::from_uuid(Uuid::from_u128(42));
    let mut mocks = import_mocks(Some(parent(known, "Kemi@Example.com")));
    let stored = Arc::new(Mutex::new(None));
    let keep = Arc::clone(&stored);
    mocks
        .students
        .expect_import()
        .times(1)
        .returning(move |batch, _| {
            *keep.lock().unwrap() = Some(batch);
            Ok(())
        });
    let file = format!(
        "\u{feff}{HEADER}\
         2025/0001,Ada,Obi,female,2014-03-09,2025-09-08,jss 1a,,Ngozi,Obi,ngozi@example.com,+234 803 000 0001,Mother\n\
         2025/0002,Tunde,Obi,male,,,,,Ngozi,Obi,NGOZI@example.com,,Mother\n\
         2025/0003,Chidi,Eze,m,,,,,,,kemi@example.com,,Mother\n\
         ,,,,,,,,,,,,\n"
    );

    let result = mocks
        .academics()
        .students
        .import(&admin(), file.as_bytes())
        .await
        .unwrap();

    assert_eq!(result.students_created, 3);
    assert_eq!(result.parents_created, 1);
    assert_eq!(result.parents_matched, 1);
    assert_eq!(
        result.credentials.len(),
        4,
        "three students and one new parent"
    );
    let batch = stored.lock().unwrap().take().unwrap();
    let ngozi = batch.parents[0].id;
    assert_eq!(batch.parents[0].login.username, "ngozi@example.com");
    assert_eq!(batch.students[0].parents[0].parent_id, ngozi);
    assert_eq!(
        batch.students[1].parents[0].parent_id, ngozi,
        "siblings share a parent"
    );
    assert_eq!(batch.students[2].parents[0].parent_id, known);
    assert_eq!(
        batch.students[0].class_id,
        Some(ClassId::from_uuid(Uuid::from_u128(7))),
        "class names ignore case"
    );
    assert_eq!(batch.students[2].gender, Gender::Male);
}

#[tokio::test]
async fn an_import_needs_the_required_columns() {
    let err = Mocks::new()
        .academics()
        .students
        .import(&admin(), b"first_name,surname\nAda,Obi\n")
        .await
        .unwrap_err();

    let header = fields(err)["line.1"].join(" | ");
    assert!(header.contains("Unknown column \"surname\""), "{header}");
    assert!(header.contains("admission_number is missing"), "{header}");
}
