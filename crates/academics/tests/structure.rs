//! Class levels, subjects and sessions against mocked ports.

mod common;

use academics::{
    AcademicsError,
    calendar::SessionInput,
    structure::{ClassLevel, LevelInput, SubjectInput},
};
use common::{Mocks, admin, admin_with, fields, member, session};
use kernel::{LevelId, Permission, Role};

fn jss1() -> ClassLevel {
    ClassLevel {
        id: LevelId::parse("jss-1").unwrap(),
        name: "JSS 1".into(),
        position: 0,
    }
}

#[tokio::test]
async fn a_new_level_gets_a_key_from_its_name_and_the_next_position() {
    let mut mocks = Mocks::new();
    mocks
        .structure
        .expect_levels()
        .returning(|| Ok(vec![jss1()]));
    mocks
        .structure
        .expect_insert_levels()
        .withf(|levels| {
            levels.len() == 1 && levels[0].id.as_str() == "jss-2" && levels[0].position == 1
        })
        .times(1)
        .returning(|_| Ok(()));

    let made = mocks
        .academics()
        .structure
        .create_level(
            &admin(),
            LevelInput {
                name: " JSS 2 ".into(),
                ..LevelInput::default()
            },
        )
        .await
        .unwrap();

    assert_eq!(made.name, "JSS 2");
}

#[tokio::test]
async fn only_admins_who_change_settings_change_the_catalogue() {
    let register = Mocks::new().academics();
    for viewer in [
        member(Role::Teacher),
        admin_with(&[Permission::UsersManage]),
    ] {
        let err = register
            .structure
            .create_subject(
                &viewer,
                SubjectInput {
                    name: "Civic Education".into(),
                    ..SubjectInput::default()
                },
            )
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::Forbidden(_)));
    }
}

#[tokio::test]
async fn a_level_name_already_used_is_refused_whatever_its_case() {
    let mut mocks = Mocks::new();
    mocks
        .structure
        .expect_levels()
        .returning(|| Ok(vec![jss1()]));
    mocks.structure.expect_insert_levels().never();

    let err = mocks
        .academics()
        .structure
        .create_levels(
            &admin(),
            vec![LevelInput {
                name: "jss 1".into(),
                ..LevelInput::default()
            }],
        )
        .await
        .unwrap_err();

    assert!(fields(err).contains_key("items.0.name"));
}

#[tokio::test]
async fn a_new_session_gets_three_terms_and_must_end_after_it_starts() {
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![session("2025-2026", true)]));
    mocks.calendar.expect_insert_sessions().never();

    let err = mocks
        .academics()
        .calendar
        .create_session(
            &admin(),
            SessionInput {
                name: "2026/2027".into(),
                start_date: Some(time::macros::date!(2027 - 07 - 01)),
                end_date: Some(time::macros::date!(2026 - 09 - 01)),
                ..SessionInput::default()
            },
        )
        .await
        .unwrap_err();
    assert!(fields(err).contains_key("end_date"));

    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![session("2025-2026", true)]));
    mocks
        .calendar
        .expect_insert_sessions()
        .withf(|new| new[0].id.as_str() == "2026-2027" && new[0].terms.len() == 3)
        .times(1)
        .returning(|_| Ok(()));
    // The answer reads the sessions back; the mock keeps answering the first list.
    let made = mocks
        .academics()
        .calendar
        .create_sessions(
            &admin(),
            vec![SessionInput {
                name: "2026/2027".into(),
                ..SessionInput::default()
            }],
        )
        .await
        .unwrap();
    assert!(
        made.is_empty(),
        "the mock store does not keep the new session"
    );
}

#[tokio::test]
async fn the_last_session_cannot_be_removed() {
    let mut mocks = Mocks::new();
    mocks
        .calendar
        .expect_sessions()
        .returning(|| Ok(vec![session("2025-2026", true)]));
    mocks.calendar.expect_delete_sessions().never();

    let err = mocks
        .academics()
        .calendar
        .delete_session(&admin(), common::session_id("2025-2026"))
        .await
        .unwrap_err();

    assert!(matches!(err, AcademicsError::Conflict(_)));
}
