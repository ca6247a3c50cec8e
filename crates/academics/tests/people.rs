//! Teachers' and parents' rules against mocked ports.

mod common;

use academics::{
    AcademicsError, Taken,
    parents::{ChildLink, ParentInput},
    teachers::TeacherInput,
};
use common::{Mocks, admin, fields, member, parent};
use kernel::{PageRequest, ParentId, Role, StudentId, TeacherId};

#[tokio::test]
async fn parents_and_students_may_not_list_the_teachers_nor_read_one() {
    let register = Mocks::new().academics();
    assert!(matches!(
        register
            .teachers
            .list(
                &member(Role::Parent),
                Default::default(),
                Default::default(),
                PageRequest::default()
            )
            .await,
        Err(AcademicsError::Forbidden(_))
    ));
    assert!(matches!(
        register
            .teachers
            .get(&member(Role::Student), TeacherId::generate())
            .await,
        Err(AcademicsError::NotFound(_))
    ));
}

#[tokio::test]
async fn a_taken_staff_number_is_reported_before_anything_is_stored() {
    let mut mocks = Mocks::new();
    mocks.teachers.expect_taken().returning(|_, _, numbers| {
        Ok(Taken {
            numbers: numbers.into_iter().collect(),
            ..Taken::default()
        })
    });
    mocks.teachers.expect_insert().never();

    let err = mocks
        .academics()
        .teachers
        .create(
            &admin(),
            TeacherInput {
                staff_number: "TCH/001".into(),
                first_name: "Emeka".into(),
                last_name: "Nwosu".into(),
                email: "emeka@school.example".into(),
                ..TeacherInput::default()
            },
        )
        .await
        .unwrap_err();

    assert_eq!(
        fields(err)["staff_number"],
        vec!["Another teacher has this staff number."]
    );
}

#[tokio::test]
async fn a_teachers_import_reports_bad_lines_by_number_and_stores_nothing() {
    let mut mocks = Mocks::new();
    mocks
        .teachers
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    mocks.teachers.expect_insert().never();
    let file = "staff_number,first_name,last_name,email\n\
                TCH/001,Emeka,Nwosu,emeka@school.example\n\
                TCH/001,Ada,,not-an-address\n";

    let err = mocks
        .academics()
        .teachers
        .import(&admin(), file.as_bytes())
        .await
        .unwrap_err();

    let fields = fields(err);
    assert!(!fields.contains_key("line.2"), "{fields:?}");
    let line3 = fields["line.3"].join(" | ");
    assert!(line3.contains("staff_number"), "{line3}");
    assert!(line3.contains("last_name"), "{line3}");
    assert!(line3.contains("email"), "{line3}");
}

#[tokio::test]
async fn a_parent_needs_an_email_or_a_phone() {
    let mut mocks = Mocks::new();
    mocks.parents.expect_insert().never();

    let err = mocks
        .academics()
        .parents
        .create(
            &admin(),
            ParentInput {
                first_name: "Ngozi".into(),
                last_name: "Obi".into(),
                ..ParentInput::default()
            },
        )
        .await
        .unwrap_err();

    assert!(fields(err)["email"][0].contains("phone number"));
}

#[tokio::test]
async fn linking_a_child_checks_the_student_exists() {
    let mut mocks = Mocks::new();
    mocks
        .parents
        .expect_get()
        .returning(|id, _| Ok(Some(parent(id, "ngozi@example.com"))));
    mocks.students.expect_get().returning(|_, _| Ok(None));
    mocks.parents.expect_link().never();

    let err = mocks
        .academics()
        .parents
        .link_child(
            &admin(),
            ParentId::generate(),
            ChildLink {
                student_id: StudentId::generate(),
                relationship: "Mother".into(),
            },
        )
        .await
        .unwrap_err();

    assert!(fields(err).contains_key("student_id"));
}
