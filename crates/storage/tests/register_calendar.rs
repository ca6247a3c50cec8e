//! Sessions and terms on a real, throwaway database: created, renamed, removed, their dates,
//! exactly one current session and term, and the settings' version moving on with each write.

mod common;

use academics::{
    AcademicsError,
    calendar::{CalendarRepo, SessionPatch, TermPatch},
    enrolments::{EnrolmentRepo, NewEnrolment},
};
use common::{database, new_session, school, session, settings_version, with_settings_row};
use kernel::{EnrolmentId, TermId};
use time::macros::date;

#[tokio::test]
async fn term_dates_names_and_the_current_term() {
    let (_db, register) = database().await;
    let sessions = register.calendar.sessions().await.unwrap();
    assert_eq!(sessions.len(), 1);
    assert!(sessions[0].is_current, "the first session became current");
    assert!(sessions[0].terms[0].is_current, "with its first term");
    assert_eq!(sessions[0].terms.len(), 3);
    let second = sessions[0].terms[1].id;
    register
        .calendar
        .update_term(
            second,
            TermPatch {
                name: Some("Lent Term".into()),
                start_date: Some(Some(date!(2026 - 01 - 05))),
                end_date: Some(Some(date!(2026 - 04 - 02))),
                next_term_begins: Some(Some(date!(2026 - 04 - 27))),
            },
        )
        .await
        .unwrap();
    register.calendar.make_term_current(second).await.unwrap();
    let term = register.calendar.term(second).await.unwrap().unwrap();
    assert!(term.is_current);
    assert_eq!(term.name, "Lent Term");
    assert_eq!(term.next_term_begins, Some(date!(2026 - 04 - 27)));
    let sessions = register.calendar.sessions().await.unwrap();
    assert_eq!(sessions[0].terms.iter().filter(|t| t.is_current).count(), 1);

    let backwards = TermPatch {
        end_date: Some(Some(date!(2025 - 12 - 01))),
        ..TermPatch::default()
    };
    let error = register
        .calendar
        .update_term(second, backwards)
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::Invalid(f) if f.contains_key("end_date")));
    // Two terms of one session never share a name, whatever its case and spaces: the database
    // keeps that even against a write the service did not check.
    let first_name = sessions[0].terms[0].name.clone();
    let clash = TermPatch {
        name: Some(format!(" {} ", first_name.to_uppercase())),
        ..TermPatch::default()
    };
    let error = register
        .calendar
        .update_term(second, clash)
        .await
        .unwrap_err();
    assert!(
        matches!(&error, AcademicsError::Invalid(f) if f.contains_key("name")),
        "{error:?}"
    );
    let term = register.calendar.term(second).await.unwrap().unwrap();
    assert_eq!(term.name, "Lent Term", "nothing changed");
    let missing = register
        .calendar
        .update_term(TermId::generate(), TermPatch::default())
        .await
        .unwrap_err();
    assert!(matches!(missing, AcademicsError::NotFound("term")));
    assert!(
        register
            .calendar
            .make_term_current(TermId::generate())
            .await
            .is_err()
    );
}

#[tokio::test]
async fn a_session_is_created_with_its_terms_renamed_and_refused_when_its_id_is_taken() {
    let (_db, register) = database().await;
    register
        .calendar
        .insert_sessions(vec![new_session(
            "2026-2027",
            "2026/2027",
            1,
            &["Autumn", "Spring"],
        )])
        .await
        .unwrap();
    let (index, error) = register
        .calendar
        .insert_sessions(vec![
            new_session("2027-2028", "2027/2028", 2, &["One"]),
            new_session("2026-2027", "Again", 3, &["One"]),
        ])
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    assert!(matches!(error, AcademicsError::Invalid(f) if f.contains_key("id")));

    register
        .calendar
        .update_sessions(vec![(
            session("2026-2027"),
            SessionPatch {
                name: Some("Next year".into()),
                start_date: Some(Some(date!(2026 - 09 - 07))),
                end_date: None,
            },
        )])
        .await
        .unwrap();
    let sessions = register.calendar.sessions().await.unwrap();
    assert_eq!(sessions.len(), 2, "the refused batch stored nothing");
    let next = &sessions[1];
    assert_eq!(next.name, "Next year");
    assert_eq!(next.start_date, Some(date!(2026 - 09 - 07)));
    assert!(!next.is_current);
    let terms: Vec<_> = next
        .terms
        .iter()
        .map(|t| (t.position, t.name.as_str()))
        .collect();
    assert_eq!(terms, [(0, "Autumn"), (1, "Spring")]);

    let (_, error) = register
        .calendar
        .update_sessions(vec![(session("1999-2000"), SessionPatch::default())])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound("session")));
}

#[tokio::test]
async fn removing_the_current_session_makes_the_first_remaining_one_current() {
    let (_db, register) = database().await;
    register
        .calendar
        .insert_sessions(vec![new_session(
            "2026-2027",
            "2026/2027",
            1,
            &["Autumn", "Spring"],
        )])
        .await
        .unwrap();
    register
        .calendar
        .delete_sessions(vec![session("2025-2026")])
        .await
        .unwrap();
    let sessions = register.calendar.sessions().await.unwrap();
    assert_eq!(sessions.len(), 1);
    assert!(sessions[0].is_current);
    assert!(sessions[0].terms[0].is_current);
    assert!(!sessions[0].terms[1].is_current);
}

#[tokio::test]
async fn a_session_students_are_enrolled_in_is_not_removed() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    register
        .calendar
        .insert_sessions(vec![new_session("2026-2027", "2026/2027", 1, &["Autumn"])])
        .await
        .unwrap();
    register
        .enrolments
        .enrol(vec![NewEnrolment {
            id: EnrolmentId::generate(),
            student_id: s.s1.id,
            session_id: session("2026-2027"),
            class_id: s.b.id,
        }])
        .await
        .unwrap();
    let (index, error) = register
        .calendar
        .delete_sessions(vec![session("2026-2027")])
        .await
        .unwrap_err();
    assert_eq!(index, 0);
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("enrolled")));
    assert_eq!(register.calendar.sessions().await.unwrap().len(), 2);
}

#[tokio::test]
async fn every_calendar_write_moves_the_settings_version_on() {
    let (db, register) = database().await;
    with_settings_row(&db).await;
    let before = settings_version(&db).await;
    let first_term = register.calendar.sessions().await.unwrap()[0].terms[0].id;

    register
        .calendar
        .insert_sessions(vec![new_session("2026-2027", "2026/2027", 1, &["Autumn"])])
        .await
        .unwrap();
    register
        .calendar
        .update_sessions(vec![(session("2026-2027"), SessionPatch::default())])
        .await
        .unwrap();
    register
        .calendar
        .update_term(first_term, TermPatch::default())
        .await
        .unwrap();
    register
        .calendar
        .make_term_current(first_term)
        .await
        .unwrap();
    register
        .calendar
        .make_session_current(&session("2026-2027"))
        .await
        .unwrap();
    register
        .calendar
        .delete_sessions(vec![session("2025-2026")])
        .await
        .unwrap();
    assert_eq!(settings_version(&db).await, before + 6);

    // A refused write moves nothing.
    let _ = register
        .calendar
        .delete_sessions(vec![session("1999-2000")])
        .await
        .unwrap_err();
    assert_eq!(settings_version(&db).await, before + 6);
}

/// The first session's terms named `names` (one per term, in order) as a school named them
/// before migration 031, then migrated by it again: their names after it, and their ids.
async fn named_before_the_index(names: [&str; 3]) -> (Vec<String>, Vec<TermId>) {
    let (db, register) = database().await;
    let ids: Vec<TermId> = register.calendar.sessions().await.unwrap()[0]
        .terms
        .iter()
        .map(|t| t.id)
        .collect();
    let mut sql = String::from("DROP INDEX terms_session_name;");
    for (id, name) in ids.iter().zip(names) {
        sql.push_str(&format!(
            "UPDATE terms SET name = '{name}' WHERE id = '{id}';"
        ));
    }
    db.client().await.batch_execute(&sql).await.unwrap();
    db.forget_migration("20261128000031").await;
    assert_eq!(storage::run_migrations(db.url()).await.unwrap().len(), 1);
    let after = register.calendar.sessions().await.unwrap()[0]
        .terms
        .iter()
        .map(|t| t.name.clone())
        .collect();
    (after, ids)
}

#[tokio::test]
async fn the_migration_renames_the_later_of_two_terms_named_alike() {
    let (names, _) = named_before_the_index(["First Term", "Second Term", " first TERM"]).await;
    assert_eq!(
        names,
        ["First Term", "Second Term", "first TERM (term 3)"],
        "the first keeps its name, the later one is told from it; no term is lost"
    );
}

#[tokio::test]
async fn the_migrations_new_names_fit_the_column_and_are_free() {
    let long = "The long term of the rains and of the harvest"; // 45 characters
    let (names, _) = named_before_the_index([long, &long.to_lowercase(), "Third Term"]).await;
    assert_eq!(names[0], long);
    assert_eq!(
        names[1],
        "the long term of the rains and of the har (term 2)"
    );
    assert!(names[1].chars().count() <= 50);

    // A later term whose new name another term already has gets the start of its id too.
    let (names, ids) = named_before_the_index(["Autumn", "autumn", "Autumn (term 2)"]).await;
    let id = ids[1].to_string();
    assert_eq!(
        names,
        [
            "Autumn".to_owned(),
            format!("autumn (term 2, {})", &id[..8]),
            "Autumn (term 2)".to_owned()
        ]
    );
}
