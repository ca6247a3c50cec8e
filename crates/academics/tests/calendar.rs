//! The calendar's changes, counted (`Calendar::edits`, decisions/025): each stored change to
//! the sessions, terms and holidays moves the count that the dashboards' kept copy of the
//! calendar is keyed by; a refused one does not.

mod common;

use academics::{
    attendance::Holiday,
    calendar::{SessionInput, SessionPatch, TermPatch},
};
use common::{Mocks, admin, member, session, session_id};
use kernel::Role;
use time::macros::date;

#[tokio::test]
async fn every_stored_change_to_the_calendar_is_counted_and_a_refused_one_is_not() {
    let mut mocks = Mocks::new();
    let stored = mocks.stored_calendar(vec![
        session("2026-2027", true),
        session("2027-2028", false),
    ]);
    let term = stored.first_term();
    let academics = mocks.academics();
    let calendar = &academics.calendar;
    let admin = admin();
    let teacher = member(Role::Teacher);
    let mut counted = calendar.edits();
    let mut moved_once = |what: &str| {
        let now = calendar.edits();
        assert_eq!(now, counted + 1, "{what}: counted once");
        counted = now;
    };

    calendar
        .create_session(
            &admin,
            SessionInput {
                id: None,
                name: "2028/2029".into(),
                start_date: None,
                end_date: None,
                terms: None,
            },
        )
        .await
        .unwrap();
    moved_once("a session added");
    calendar
        .update_session(
            &admin,
            session_id("2027-2028"),
            SessionPatch {
                name: Some("2027/28".into()),
                ..SessionPatch::default()
            },
        )
        .await
        .unwrap();
    moved_once("a session renamed");
    calendar
        .make_session_current(&admin, session_id("2027-2028"))
        .await
        .unwrap();
    moved_once("a session made current");
    calendar
        .delete_session(&admin, session_id("2028-2029"))
        .await
        .unwrap();
    moved_once("a session removed");
    let dated = TermPatch {
        start_date: Some(Some(date!(2026 - 09 - 14))),
        end_date: Some(Some(date!(2026 - 12 - 18))),
        ..TermPatch::default()
    };
    calendar
        .update_term(&admin, term, dated.clone())
        .await
        .unwrap();
    moved_once("a term dated");
    calendar.make_term_current(&admin, term).await.unwrap();
    moved_once("a term made current");
    academics
        .attendance
        .set_holidays(
            &admin,
            term,
            vec![Holiday {
                date: date!(2026 - 10 - 01),
                name: "Independence Day".into(),
            }],
        )
        .await
        .unwrap();
    moved_once("the holidays saved");

    // Refused: nothing stored, nothing counted.
    assert!(calendar.update_term(&teacher, term, dated).await.is_err());
    let backwards = TermPatch {
        start_date: Some(Some(date!(2026 - 12 - 18))),
        end_date: Some(Some(date!(2026 - 09 - 14))),
        ..TermPatch::default()
    };
    assert!(calendar.update_term(&admin, term, backwards).await.is_err());
    assert_eq!(calendar.edits(), counted, "refused changes are not counted");
}

#[tokio::test]
async fn a_term_is_not_renamed_to_another_term_of_its_session() {
    let mut mocks = Mocks::new();
    let mut with_two = session("2026-2027", true);
    let mut second = with_two.terms[0].clone();
    second.id = kernel::TermId::generate();
    second.name = "Second Term".into();
    second.position = 1;
    second.is_current = false;
    with_two.terms.push(second);
    // Another session's term of the same name is no clash.
    let mut other = session("2027-2028", false);
    other.terms[0].name = "Summer".into();
    let stored = mocks.stored_calendar(vec![with_two, other]);
    let term = stored.first_term();
    let academics = mocks.academics();
    let calendar = &academics.calendar;
    let admin = admin();

    let refused = calendar
        .update_term(
            &admin,
            term,
            TermPatch {
                name: Some(" second TERM ".into()),
                ..TermPatch::default()
            },
        )
        .await
        .unwrap_err();
    assert!(
        format!("{refused:?}").contains("Another term of this session already has this name"),
        "{refused:?}"
    );
    assert_eq!(
        calendar.term(term).await.unwrap().name,
        "First Term",
        "nothing stored"
    );

    for name in ["FIRST term", "Summer"] {
        let renamed = calendar
            .update_term(
                &admin,
                term,
                TermPatch {
                    name: Some(name.into()),
                    ..TermPatch::default()
                },
            )
            .await
            .unwrap();
        assert_eq!(renamed.name, name);
    }
}

#[tokio::test]
async fn a_new_session_with_two_terms_of_one_name_is_refused_on_the_second() {
    let mut mocks = Mocks::new();
    mocks.stored_calendar(vec![session("2026-2027", true)]);
    let academics = mocks.academics();
    let refused = academics
        .calendar
        .create_session(
            &admin(),
            SessionInput {
                id: None,
                name: "2027/2028".into(),
                start_date: None,
                end_date: None,
                terms: Some(vec!["Autumn".into(), " autumn ".into(), "Spring".into()]),
            },
        )
        .await
        .unwrap_err();
    let academics::AcademicsError::Invalid(fields) = &refused else {
        panic!("{refused:?}");
    };
    assert_eq!(fields.keys().collect::<Vec<_>>(), ["terms.1"], "{fields:?}");
    assert_eq!(
        academics.calendar.sessions().await.unwrap().len(),
        1,
        "nothing stored"
    );
}
