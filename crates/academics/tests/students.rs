//! Students' rules against mocked ports: who may add them, their accounts, bulk errors, scope.

mod common;

use std::sync::{Arc, Mutex};

use academics::{AcademicsError, Taken, students::NewStudent};
use common::{Mocks, admin, admin_with, fields, input, member, student};
use kernel::{Permission, Role, Scope, StudentId};

#[tokio::test]
async fn only_admins_who_manage_users_add_students() {
    let register = Mocks::new().academics();
    for viewer in [
        member(Role::Teacher),
        member(Role::Parent),
        admin_with(&[Permission::SettingsChange]),
    ] {
        let err = register
            .students
            .create(&viewer, input("2025/0001"))
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::Forbidden(_)), "{viewer:?}");
    }
}

#[tokio::test]
async fn a_new_student_gets_an_account_named_by_the_admission_number_and_a_password_shown_once() {
    let mut mocks = Mocks::new();
    let stored = Arc::new(Mutex::new(Vec::<NewStudent>::new()));
    let keep = Arc::clone(&stored);
    mocks
        .students
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    mocks
        .students
        .expect_insert()
        .times(1)
        .returning(move |students, _| {
            keep.lock().unwrap().extend(students);
            Ok(())
        });
    mocks.students.expect_get().returning(|id, scope| {
        assert_eq!(scope, Scope::All);
        Ok(Some(student(id)))
    });

    let made = mocks
        .academics()
        .students
        .create(&admin(), input(" 2025/0001 "))
        .await
        .unwrap();

    assert_eq!(made.initial_password.as_deref(), Some("Init0#pass"));
    let stored = stored.lock().unwrap();
    assert_eq!(stored[0].login.username, "2025/0001");
    assert_eq!(stored[0].login.role, Role::Student);
    assert_eq!(stored[0].login.password_hash, "sha:0");
    assert_eq!(stored[0].admission_number, "2025/0001");
    // No e-mail address: nobody to welcome by e-mail, and the slip is the way in.
    assert_eq!(stored[0].login.welcome, None);
    assert_eq!(made.welcome_email, None);
}

#[tokio::test]
async fn a_new_student_with_an_email_is_welcomed_with_the_account_and_the_answer_says_where() {
    let mut mocks = Mocks::new();
    let stored = Arc::new(Mutex::new(Vec::<NewStudent>::new()));
    let keep = Arc::clone(&stored);
    mocks
        .students
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    mocks
        .students
        .expect_insert()
        .returning(move |students, _| {
            keep.lock().unwrap().extend(students);
            Ok(())
        });
    mocks
        .students
        .expect_get()
        .returning(|id, _| Ok(Some(student(id))));
    let mut with_email = input("2025/0003");
    with_email.email = " ada@family.example ".into();

    let made = mocks
        .academics()
        .students
        .create(&admin(), with_email)
        .await
        .unwrap();

    // The welcome goes into the same insert as the account, so both are stored or neither.
    let stored = stored.lock().unwrap();
    let welcome = stored[0].login.welcome.as_ref().expect("a welcome");
    assert_eq!(welcome.messages[0].recipient, "ada@family.example");
    assert_eq!(welcome.messages[0].user_id, Some(stored[0].login.user_id));
    assert!(welcome.link.is_some());
    assert_eq!(made.welcome_email.as_deref(), Some("ada@family.example"));
}

#[tokio::test]
async fn a_chosen_password_must_follow_the_policy_and_is_hashed_not_shown() {
    let mut mocks = Mocks::new();
    mocks.students.expect_insert().never();
    let mut weak = input("2025/0002");
    weak.password = Some("short".into());

    let err = mocks
        .academics()
        .students
        .create(&admin(), weak)
        .await
        .unwrap_err();

    assert_eq!(fields(err)["password"], vec!["Use at least 8 characters."]);
}

#[tokio::test]
async fn a_bulk_call_reports_every_bad_item_under_its_index_and_stores_nothing() {
    let mut mocks = Mocks::new();
    mocks.students.expect_insert().never();
    let mut bad_date = input("2025/0003");
    bad_date.date_of_birth = Some(time::macros::date!(2030 - 01 - 01));

    let err = mocks
        .academics()
        .students
        .create_many(&admin(), vec![input("2025/0001"), input(""), bad_date])
        .await
        .unwrap_err();

    let fields = fields(err);
    assert!(
        fields.contains_key("items.1.admission_number"),
        "{fields:?}"
    );
    assert!(fields.contains_key("items.2.date_of_birth"), "{fields:?}");
    assert!(!fields.keys().any(|k| k.starts_with("items.0.")));
}

#[tokio::test]
async fn a_store_refusal_of_one_item_comes_back_under_that_item() {
    let mut mocks = Mocks::new();
    mocks
        .students
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    mocks.students.expect_insert().returning(|_, _| {
        Err((
            1,
            AcademicsError::field(
                "admission_number",
                "Another student has this admission number.",
            ),
        ))
    });

    let err = mocks
        .academics()
        .students
        .create_many(&admin(), vec![input("2025/0001"), input("2025/0002")])
        .await
        .unwrap_err();

    assert_eq!(
        fields(err)["items.1.admission_number"],
        vec!["Another student has this admission number."]
    );
}

#[tokio::test]
async fn one_record_gets_the_stores_refusal_on_its_own_field() {
    let mut mocks = Mocks::new();
    mocks
        .students
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    mocks.students.expect_insert().returning(|_, _| {
        Err((
            0,
            AcademicsError::field("class_id", "There is no such class."),
        ))
    });

    let err = mocks
        .academics()
        .students
        .create(&admin(), input("2025/0001"))
        .await
        .unwrap_err();

    assert!(fields(err).contains_key("class_id"));
}

#[tokio::test]
async fn taken_numbers_and_repeats_in_a_batch_are_reported_on_the_field_to_fix() {
    let mut mocks = Mocks::new();
    mocks.students.expect_taken().returning(|_, _, numbers| {
        Ok(Taken {
            numbers: numbers.into_iter().filter(|n| n == "2025/0001").collect(),
            ..Taken::default()
        })
    });
    mocks.students.expect_insert().never();
    let mut named = input("2025/0003");
    named.username = Some("2025/0002".into());

    let err = mocks
        .academics()
        .students
        .create_many(
            &admin(),
            vec![input("2025/0001"), input("2025/0002"), named],
        )
        .await
        .unwrap_err();

    let fields = fields(err);
    assert!(
        fields.contains_key("items.0.admission_number"),
        "{fields:?}"
    );
    assert!(
        !fields.keys().any(|k| k.starts_with("items.1.")),
        "{fields:?}"
    );
    assert!(fields.contains_key("items.2.username"), "{fields:?}");
}

#[tokio::test]
async fn reads_go_through_the_viewers_scope_and_an_unseen_record_is_not_found() {
    let parent = member(Role::Parent);
    let mut mocks = Mocks::new();
    mocks
        .students
        .expect_get()
        .withf(move |_, scope| *scope == Scope::Parent(parent.user()))
        .returning(|_, _| Ok(None));

    let err = mocks
        .academics()
        .students
        .get(&parent, StudentId::generate())
        .await
        .unwrap_err();

    assert!(matches!(err, AcademicsError::NotFound("student")));
}
