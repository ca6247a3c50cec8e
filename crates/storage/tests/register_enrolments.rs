//! Enrolments and promotion on a real, throwaway database.

mod common;

use academics::{
    AcademicsError,
    calendar::CalendarRepo,
    enrolments::{EnrolmentFilter, EnrolmentRepo, NewEnrolment, Placement},
    students::{StudentRepo, StudentStatus},
};
use common::{database, new_session, now, school, session};
use kernel::{ClassId, EnrolmentId, PageRequest, Scope};

#[tokio::test]
async fn promotion_fills_the_next_session_and_making_it_current_moves_everyone() {
    let (_db, register) = database().await;
    register
        .calendar
        .insert_sessions(vec![new_session(
            "2026-2027",
            "2026/2027",
            1,
            &["First Term"],
        )])
        .await
        .unwrap();
    let s = school(&register).await;
    assert_eq!(
        register
            .enrolments
            .roll(s.a.id, &session("2025-2026"))
            .await
            .unwrap(),
        [s.s1.id]
    );
    register
        .enrolments
        .promote(
            session("2026-2027"),
            vec![
                Placement::Enrol(s.s1.id, s.b.id),
                Placement::Graduate(s.s2.id),
            ],
            now(),
        )
        .await
        .unwrap();

    // Nothing moves until the new session is current.
    let s1 = register
        .students
        .get(s.s1.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(s1.class_id, Some(s.a.id));
    register
        .calendar
        .make_session_current(&session("2026-2027"))
        .await
        .unwrap();
    let sessions = register.calendar.sessions().await.unwrap();
    assert!(sessions[1].is_current);
    assert!(!sessions[0].is_current);
    assert!(
        sessions[1].terms[0].is_current,
        "its first term became current"
    );
    let current_terms = sessions
        .iter()
        .flat_map(|x| &x.terms)
        .filter(|t| t.is_current);
    assert_eq!(current_terms.count(), 1);

    let s1 = register
        .students
        .get(s.s1.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(s1.class_id, Some(s.b.id));
    let s2 = register
        .students
        .get(s.s2.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(s2.status, StudentStatus::Graduated);
    assert_eq!(s2.class_id, None);
    let missing = register
        .calendar
        .make_session_current(&session("1999-2000"))
        .await
        .unwrap_err();
    assert!(matches!(missing, AcademicsError::NotFound("session")));
    assert!(register.calendar.sessions().await.unwrap()[1].is_current);
}

#[tokio::test]
async fn enrolments_follow_the_viewers_scope_and_refuse_what_does_not_exist() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let count = |scope| {
        let enrolments = register.enrolments.clone();
        async move {
            enrolments
                .list(EnrolmentFilter::default(), scope, PageRequest::default())
                .await
                .unwrap()
                .count
        }
    };
    assert_eq!(count(Scope::All).await, 2);
    assert_eq!(count(Scope::Teacher(s.t1.login.user_id)).await, 1);
    assert_eq!(count(Scope::Parent(s.p.login.user_id)).await, 1);
    assert_eq!(count(Scope::Student(s.s3.login.user_id)).await, 0);

    let id = EnrolmentId::generate();
    register
        .enrolments
        .enrol(vec![NewEnrolment {
            id,
            student_id: s.s3.id,
            session_id: session("2025-2026"),
            class_id: s.a.id,
        }])
        .await
        .unwrap();
    let enrolment = register
        .enrolments
        .get(id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(enrolment.class_name, "Grade 1A");
    assert_eq!(enrolment.admission_number, "2025/0003");
    let in_a = EnrolmentFilter {
        class_ids: vec![s.a.id],
        ..EnrolmentFilter::default()
    };
    let page = register
        .enrolments
        .list(in_a, Scope::All, PageRequest::default())
        .await
        .unwrap();
    assert_eq!(page.count, 2);

    let (_, error) = register
        .enrolments
        .enrol(vec![NewEnrolment {
            id: EnrolmentId::generate(),
            student_id: s.s3.id,
            session_id: session("2025-2026"),
            class_id: ClassId::generate(),
        }])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::Invalid(f) if f.contains_key("class_id")));
    register.enrolments.delete(vec![id]).await.unwrap();
    let (_, error) = register.enrolments.delete(vec![id]).await.unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound("enrolment")));
}
