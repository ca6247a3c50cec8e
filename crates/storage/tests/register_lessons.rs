//! Lessons on a real, throwaway database (decisions/017): PostgreSQL refuses a class, a teacher
//! or a room in two places at once, even for writers racing each other; the refusal names the
//! lesson already there; each viewer sees the lessons of their reach; a term's timetable copies.

mod common;

use academics::{
    AcademicsError,
    classes::ClassRepo,
    timetable::{LessonFilter, LessonRepo, NewLesson, Weekday},
};
use common::{database, offers, school, terms};
use kernel::{ClassId, ClassSubjectId, LessonId, Scope, TeacherId, TermId};
use storage::PgLessonRepo;
use time::{Time, macros::time};

#[allow(clippy::too_many_arguments)]
fn lesson(
    term: TermId,
    class: ClassId,
    subject: ClassSubjectId,
    teacher: Option<TeacherId>,
    start: Time,
    end: Time,
    room: &str,
) -> NewLesson {
    NewLesson {
        id: LessonId::generate(),
        term_id: term,
        class_id: class,
        class_subject_id: subject,
        teacher_id: teacher,
        weekday: Weekday::Monday,
        start_time: start,
        end_time: end,
        room: room.into(),
    }
}

fn conflict(failure: (usize, AcademicsError)) -> String {
    match failure.1 {
        AcademicsError::Conflict(sentence) => sentence,
        other => panic!("not a clash: {other:?}"),
    }
}

#[tokio::test]
async fn a_class_a_teacher_or_a_room_in_two_places_at_once_is_refused_naming_the_lesson() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let lessons = PgLessonRepo::new(register.db.clone());
    let term = terms(&register).await[0];
    let in_a = offers(&register, s.a.id, Some(s.t1.id)).await;
    let in_b = register
        .classes
        .list_subjects(Default::default(), Scope::All, Default::default())
        .await
        .unwrap()
        .results
        .into_iter()
        .find(|c| c.class_id == s.b.id)
        .unwrap()
        .id;
    let first = lesson(
        term,
        s.a.id,
        in_a,
        Some(s.t1.id),
        time!(08:00),
        time!(08:40),
        "Lab 1",
    );
    lessons.insert(vec![first]).await.unwrap();

    // The same class at an overlapping time.
    let class_twice = lesson(term, s.a.id, in_a, None, time!(08:20), time!(09:00), "");
    let sentence = conflict(lessons.insert(vec![class_twice]).await.unwrap_err());
    assert!(
        sentence.starts_with("Grade 1A already has Mathematics on Monday 08:00-08:40."),
        "{sentence}"
    );
    // The same teacher in another class.
    let teacher_twice = lesson(
        term,
        s.b.id,
        in_b,
        Some(s.t1.id),
        time!(08:30),
        time!(09:10),
        "",
    );
    let sentence = conflict(lessons.insert(vec![teacher_twice]).await.unwrap_err());
    assert!(
        sentence.contains("already teaches Grade 1A Mathematics on Monday 08:00-08:40."),
        "{sentence}"
    );
    // The same room, however it is written.
    let room_twice = lesson(
        term,
        s.b.id,
        in_b,
        Some(s.t2.id),
        time!(07:50),
        time!(08:10),
        "LAB 1",
    );
    let sentence = conflict(lessons.insert(vec![room_twice]).await.unwrap_err());
    assert!(
        sentence.starts_with("Lab 1 is already in use for Grade 1A Mathematics"),
        "{sentence}"
    );
    // Back to back is no clash, nor is the same slot in another term.
    let next = lesson(
        term,
        s.a.id,
        in_a,
        Some(s.t1.id),
        time!(08:40),
        time!(09:20),
        "Lab 1",
    );
    lessons.insert(vec![next]).await.unwrap();
    let other_term = terms(&register).await[1];
    let same_slot = lesson(
        other_term,
        s.a.id,
        in_a,
        Some(s.t1.id),
        time!(08:00),
        time!(08:40),
        "Lab 1",
    );
    lessons.insert(vec![same_slot]).await.unwrap();
    // A lesson whose subject belongs to another class is refused on the subject.
    let wrong_class = lesson(term, s.b.id, in_a, None, time!(12:00), time!(12:40), "");
    let failure = lessons.insert(vec![wrong_class]).await.unwrap_err();
    assert!(
        matches!(&failure.1, AcademicsError::Invalid(f) if f.contains_key("class_subject_id")),
        "{failure:?}"
    );
}

#[tokio::test]
async fn two_lessons_swapped_in_one_batch_are_judged_where_they_end() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let lessons = PgLessonRepo::new(register.db.clone());
    let term = terms(&register).await[0];
    let maths = offers(&register, s.a.id, Some(s.t1.id)).await;
    let first = lesson(
        term,
        s.a.id,
        maths,
        None,
        time!(08:00),
        time!(08:40),
        "Lab 1",
    );
    let second = lesson(
        term,
        s.a.id,
        maths,
        None,
        time!(08:40),
        time!(09:20),
        "Lab 1",
    );
    lessons
        .insert(vec![first.clone(), second.clone()])
        .await
        .unwrap();

    // Swapped: the first moved onto the second, which moves away in the same batch.
    let swapped = vec![
        NewLesson {
            start_time: time!(08:40),
            end_time: time!(09:20),
            ..first.clone()
        },
        NewLesson {
            start_time: time!(08:00),
            end_time: time!(08:40),
            ..second.clone()
        },
    ];
    lessons.update(swapped).await.unwrap();
    let stored = lessons.get(first.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(stored.start_time, time!(08:40));

    // A batch that ends in a clash is refused whole, under the first lesson of the batch that
    // clashes, naming the lesson it would meet where that one ends.
    let clashing = vec![
        NewLesson {
            room: "Lab 2".into(),
            ..second.clone()
        },
        NewLesson {
            start_time: time!(08:20),
            end_time: time!(09:00),
            ..first.clone()
        },
    ];
    let (at, why) = lessons.update(clashing).await.unwrap_err();
    assert_eq!(at, 0);
    assert!(
        matches!(&why, AcademicsError::Conflict(m) if m.starts_with("Grade 1A already has Mathematics on Monday 08:20-09:00.")),
        "{why:?}"
    );
    let second_now = lessons.get(second.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(
        second_now.room, "Lab 1",
        "nothing of the refused batch is kept"
    );
}

#[tokio::test]
async fn of_twenty_clashing_lessons_saved_at_once_exactly_one_is_kept() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let lessons = PgLessonRepo::new(register.db.clone());
    let term = terms(&register).await[0];
    let in_a = offers(&register, s.a.id, Some(s.t1.id)).await;

    let attempts = (0..20u8).map(|i| {
        let lessons = lessons.clone();
        let start = Time::from_hms(10, i, 0).unwrap();
        let end = Time::from_hms(10, 30 + i, 0).unwrap();
        let l = lesson(term, s.a.id, in_a, None, start, end, "");
        tokio::spawn(async move { lessons.insert(vec![l]).await })
    });
    let mut kept = 0;
    for attempt in attempts.collect::<Vec<_>>() {
        match attempt.await.unwrap() {
            Ok(()) => kept += 1,
            Err((_, AcademicsError::Conflict(_))) => {}
            Err(other) => panic!("not a clash: {other:?}"),
        }
    }
    assert_eq!(kept, 1);
    let stored = lessons
        .list(
            LessonFilter {
                term_id: Some(term),
                ..LessonFilter::default()
            },
            Scope::All,
            Default::default(),
        )
        .await
        .unwrap();
    assert_eq!(stored.count, 1);
}

#[tokio::test]
async fn each_viewer_sees_the_lessons_of_their_reach_and_a_term_copies_whole() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let lessons = PgLessonRepo::new(register.db.clone());
    let all_terms = terms(&register).await;
    let term = all_terms[0];
    let in_a = offers(&register, s.a.id, None).await;
    let in_b = register
        .classes
        .list_subjects(Default::default(), Scope::All, Default::default())
        .await
        .unwrap()
        .results
        .into_iter()
        .find(|c| c.class_id == s.b.id)
        .unwrap()
        .id;
    lessons
        .insert(vec![
            lesson(term, s.a.id, in_a, None, time!(08:00), time!(08:40), ""),
            lesson(
                term,
                s.b.id,
                in_b,
                Some(s.t2.id),
                time!(08:00),
                time!(08:40),
                "",
            ),
        ])
        .await
        .unwrap();
    let seen = async |scope| {
        lessons
            .list(
                LessonFilter {
                    term_id: Some(term),
                    ..LessonFilter::default()
                },
                scope,
                Default::default(),
            )
            .await
            .unwrap()
            .results
            .into_iter()
            .map(|l| l.class_name)
            .collect::<Vec<_>>()
    };
    assert_eq!(seen(Scope::All).await, ["Grade 1A", "Grade 1B"]);
    // t1 is class A's class teacher; t2 teaches Mathematics in class B.
    assert_eq!(seen(Scope::Teacher(s.t1.login.user_id)).await, ["Grade 1A"]);
    assert_eq!(seen(Scope::Teacher(s.t2.login.user_id)).await, ["Grade 1B"]);
    assert_eq!(seen(Scope::Student(s.s2.login.user_id)).await, ["Grade 1B"]);
    assert_eq!(seen(Scope::Parent(s.p.login.user_id)).await, ["Grade 1A"]);
    assert!(seen(Scope::Student(s.s3.login.user_id)).await.is_empty());

    assert_eq!(lessons.copy_term(term, all_terms[1]).await.unwrap(), 2);
    assert_eq!(lessons.count(all_terms[1]).await.unwrap(), 2);
    assert_eq!(lessons.count(term).await.unwrap(), 2);
}
