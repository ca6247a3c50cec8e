//! Promotion at the end of a session, against mocked ports.

mod common;

use std::sync::{Arc, Mutex};

use academics::enrolments::{Placement, PromoteRequest};
use common::{Mocks, admin, class, fields, session, session_id};
use kernel::{ClassId, StudentId};

fn promotion_mocks(roll: Vec<StudentId>, placements: Arc<Mutex<Vec<Placement>>>) -> Mocks {
    let mut mocks = Mocks::new();
    mocks
        .classes
        .expect_get()
        .returning(|id, _| Ok(Some(class(id, "JSS 1A"))));
    mocks.calendar.expect_sessions().returning(|| {
        Ok(vec![
            session("2024-2025", false),
            session("2025-2026", true),
            session("2026-2027", false),
        ])
    });
    mocks.enrolments.expect_roll().returning(move |_, s| {
        assert_eq!(s.as_str(), "2025-2026");
        Ok(roll.clone())
    });
    mocks.enrolments.expect_promote().returning(move |s, p, _| {
        assert_eq!(s.as_str(), "2026-2027");
        placements.lock().unwrap().extend(p);
        Ok(())
    });
    mocks
}

#[tokio::test]
async fn promotion_moves_everyone_not_chosen_to_repeat_or_graduate() {
    let (a, b, c) = (
        StudentId::generate(),
        StudentId::generate(),
        StudentId::generate(),
    );
    let (from, to) = (ClassId::generate(), ClassId::generate());
    let placements = Arc::new(Mutex::new(Vec::new()));
    let register = promotion_mocks(vec![a, b, c], Arc::clone(&placements)).academics();

    let result = register
        .enrolments
        .promote(
            &admin(),
            from,
            PromoteRequest {
                to_session_id: session_id("2026-2027"),
                to_class_id: Some(to),
                repeat: vec![b],
                repeat_class_id: None,
                graduate: vec![c],
            },
        )
        .await
        .unwrap();

    assert_eq!(
        (result.promoted, result.repeated, result.graduated),
        (1, 1, 1)
    );
    let placements = placements.lock().unwrap();
    assert!(placements.contains(&Placement::Enrol(a, to)));
    assert!(
        placements.contains(&Placement::Enrol(b, from)),
        "repeaters stay in their class"
    );
    assert!(placements.contains(&Placement::Graduate(c)));
}

/// The fields on which a promotion of one student `a`'s class, asked as `request`, is refused;
/// nothing is written.
async fn refused(
    a: StudentId,
    request: PromoteRequest,
) -> std::collections::BTreeMap<String, Vec<String>> {
    let mut mocks = promotion_mocks(vec![a], Arc::default());
    mocks.enrolments.checkpoint();
    mocks
        .enrolments
        .expect_roll()
        .returning(move |_, _| Ok(vec![a]));
    mocks.enrolments.expect_promote().never();
    let err = mocks
        .academics()
        .enrolments
        .promote(&admin(), ClassId::generate(), request)
        .await
        .unwrap_err();
    fields(err)
}

#[tokio::test]
async fn promotion_refuses_the_current_session_and_strangers() {
    let a = StudentId::generate();
    let fields = refused(
        a,
        PromoteRequest {
            to_session_id: session_id("2025-2026"),
            to_class_id: Some(ClassId::generate()),
            repeat: vec![StudentId::generate()],
            repeat_class_id: None,
            graduate: vec![a],
        },
    )
    .await;

    assert!(fields.contains_key("to_session_id"));
    assert!(fields.contains_key("repeat"), "a student of another class");
}

#[tokio::test]
async fn promotion_refuses_a_session_before_the_current_one() {
    // Promoting into last year would rewrite the classes its students were in then.
    let fields = refused(
        StudentId::generate(),
        PromoteRequest {
            to_session_id: session_id("2024-2025"),
            to_class_id: Some(ClassId::generate()),
            repeat: vec![],
            repeat_class_id: None,
            graduate: vec![],
        },
    )
    .await;

    let said = fields["to_session_id"].join(" ");
    assert!(said.contains("before the current session"), "{said}");
}
