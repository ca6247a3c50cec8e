//! The timetable's rules against mocked ports (decisions/017): who may change it, what a new
//! lesson takes from its class subject, the checks before the store's clash constraints, and
//! copying a term.

mod common;

use std::sync::{Arc, Mutex};

use academics::{
    AcademicsError,
    classes::ClassSubject,
    timetable::{LessonInput, NewLesson, Weekday},
};
use common::{Mocks, admin, fields, member, session};
use kernel::{ClassId, ClassSubjectId, Role, TeacherId};
use time::macros::time;

fn maths(id: ClassSubjectId, teacher: Option<TeacherId>) -> ClassSubject {
    ClassSubject {
        id,
        class_id: ClassId::from_uuid(uuid::Uuid::from_u128(7)),
        class_name: "JSS 2B".into(),
        subject_id: "mathematics".parse().unwrap(),
        subject_name: "Mathematics".into(),
        teacher_id: teacher,
        teacher_name: teacher.map(|_| "Emeka Nwosu".into()),
    }
}

fn monday_first(subject: ClassSubjectId) -> LessonInput {
    LessonInput {
        term_id: None,
        class_subject_id: subject,
        teacher_id: None,
        weekday: Weekday::Monday,
        start_time: time!(08:00),
        end_time: time!(08:40),
        room: " Lab 1 ".into(),
    }
}

#[tokio::test]
async fn a_lesson_takes_its_class_and_teacher_from_the_subject_in_the_current_term() {
    let mut mocks = Mocks::new();
    let current = session("2026-2027", true);
    let term = current.terms[0].clone();
    let term_for_lookup = term.clone();
    mocks
        .calendar
        .expect_sessions()
        .returning(move || Ok(vec![current.clone()]));
    mocks
        .calendar
        .expect_term()
        .returning(move |_| Ok(Some(term_for_lookup.clone())));
    let subject = ClassSubjectId::generate();
    let teacher = TeacherId::generate();
    mocks
        .classes
        .expect_subject()
        .returning(move |id, _| Ok(Some(maths(id, Some(teacher)))));
    let stored = Arc::new(Mutex::new(Vec::<NewLesson>::new()));
    let keep = Arc::clone(&stored);
    mocks.lessons.expect_insert().times(1).returning(move |l| {
        keep.lock().unwrap().extend(l);
        Ok(())
    });
    mocks.lessons.expect_get().returning(|_, _| Ok(None));

    let _ = mocks
        .academics()
        .timetable
        .create(&admin(), monday_first(subject))
        .await;

    let stored = stored.lock().unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].term_id, term.id);
    assert_eq!(
        stored[0].class_id,
        ClassId::from_uuid(uuid::Uuid::from_u128(7))
    );
    assert_eq!(stored[0].teacher_id, Some(teacher));
    assert_eq!(stored[0].room, "Lab 1");
}

#[tokio::test]
async fn only_admins_who_change_the_structure_change_the_timetable() {
    let mut mocks = Mocks::new();
    mocks.lessons.expect_insert().never();
    let timetable = mocks.academics().timetable;
    for role in [Role::Teacher, Role::Student, Role::Parent] {
        let err = timetable
            .create(&member(role), monday_first(ClassSubjectId::generate()))
            .await
            .unwrap_err();
        assert!(
            matches!(err, AcademicsError::Forbidden(_)),
            "{role:?}: {err:?}"
        );
    }
}

#[tokio::test]
async fn a_lesson_that_ends_before_it_starts_or_names_no_subject_of_the_class_is_refused() {
    let mut mocks = Mocks::new();
    let current = session("2026-2027", true);
    let term = current.terms[0].clone();
    mocks
        .calendar
        .expect_sessions()
        .returning(move || Ok(vec![current.clone()]));
    mocks
        .calendar
        .expect_term()
        .returning(move |_| Ok(Some(term.clone())));
    mocks.classes.expect_subject().returning(|_, _| Ok(None));
    mocks.lessons.expect_insert().never();
    let mut backwards = monday_first(ClassSubjectId::generate());
    backwards.end_time = time!(07:30);

    let err = mocks
        .academics()
        .timetable
        .create(&admin(), backwards)
        .await
        .unwrap_err();

    let fields = fields(err);
    assert_eq!(fields["end_time"], ["The lesson must end after it starts."]);
    assert_eq!(
        fields["class_subject_id"],
        ["Choose one of the subjects this class offers."]
    );
}

#[tokio::test]
async fn a_term_is_copied_only_into_a_term_without_lessons() {
    let mut mocks = Mocks::new();
    let first = session("2026-2027", true);
    let mut second_term = first.terms[0].clone();
    second_term.id = kernel::TermId::generate();
    second_term.name = "Second Term".into();
    let (from, to) = (first.terms[0].clone(), second_term.clone());
    let lookup = [from.clone(), to.clone()];
    mocks
        .calendar
        .expect_term()
        .returning(move |id| Ok(lookup.iter().find(|t| t.id == id).cloned()));
    let (from_id, to_id) = (from.id, to.id);
    let busy = Arc::new(Mutex::new(true));
    let busy_now = Arc::clone(&busy);
    mocks.lessons.expect_count().returning(move |term| {
        Ok(if term == from_id {
            40
        } else if *busy_now.lock().unwrap() {
            3
        } else {
            0
        })
    });
    mocks
        .lessons
        .expect_copy_term()
        .times(1)
        .returning(|_, _| Ok(40));
    let timetable = mocks.academics().timetable;

    let refused = timetable
        .copy_term(&admin(), from_id, to_id)
        .await
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "Second Term already has 3 lessons. Delete them first, or copy into a term without a \
         timetable."
    );
    *busy.lock().unwrap() = false;
    let copied = timetable.copy_term(&admin(), from_id, to_id).await.unwrap();
    assert_eq!(copied.copied, 40);
    assert_eq!(
        copied.detail,
        "Copied 40 lessons from First Term to Second Term."
    );

    let same = timetable
        .copy_term(&admin(), from_id, from_id)
        .await
        .unwrap_err();
    assert_eq!(
        fields(same)["to_term_id"],
        ["Choose another term to copy into."]
    );
}
