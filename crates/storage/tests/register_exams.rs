//! Exams and their papers on a real, throwaway database (decisions/018): PostgreSQL refuses a
//! class, an invigilator or a room in two places at once, even for writers racing each other;
//! the refusal names the paper already there; a draft is the office's alone; publishing writes
//! the notices with the status, once.

mod common;

use academics::{
    AcademicsError,
    classes::ClassRepo,
    exams::{
        ExamFilter, ExamKind, ExamRepo, ExamStatus, NewExam, NewPaper, PaperFilter, PaperRepo,
    },
};
use common::{Register, database, offers, school, terms};
use kernel::{
    ClassId, ClassSubjectId, ExamId, ExamPaperId, Scope, TeacherId,
    outbox::{Channel, Event, NewNotification},
};
use storage::{PgExamRepo, PgPaperRepo};
use time::{
    Date, OffsetDateTime, Time,
    macros::{date, time},
};

async fn draft(register: &Register, exams: &PgExamRepo) -> ExamId {
    let id = ExamId::generate();
    exams
        .insert(NewExam {
            id,
            term_id: terms(register).await[0],
            name: "First Term Examination".into(),
            kind: ExamKind::Exam,
            start_date: date!(2026 - 12 - 07),
            end_date: date!(2026 - 12 - 11),
            status: ExamStatus::Draft,
        })
        .await
        .unwrap();
    id
}

#[allow(clippy::too_many_arguments)]
fn paper(
    exam: ExamId,
    class: ClassId,
    subject: ClassSubjectId,
    invigilator: Option<TeacherId>,
    day: Date,
    start: Time,
    end: Time,
    room: &str,
) -> NewPaper {
    NewPaper {
        id: ExamPaperId::generate(),
        exam_id: exam,
        class_id: class,
        class_subject_id: subject,
        invigilator_id: invigilator,
        date: day,
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

/// Class B's Mathematics, which t2 teaches.
async fn maths_in_b(register: &Register, b: ClassId) -> ClassSubjectId {
    register
        .classes
        .list_subjects(Default::default(), Scope::All, Default::default())
        .await
        .unwrap()
        .results
        .into_iter()
        .find(|c| c.class_id == b)
        .unwrap()
        .id
}

#[tokio::test]
async fn a_class_an_invigilator_or_a_room_in_two_places_at_once_is_refused_naming_the_paper() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let exams = PgExamRepo::new(register.db.clone());
    let papers = PgPaperRepo::new(register.db.clone());
    let exam = draft(&register, &exams).await;
    let in_a = offers(&register, s.a.id, Some(s.t1.id)).await;
    let in_b = maths_in_b(&register, s.b.id).await;
    let monday = date!(2026 - 12 - 07);
    papers
        .insert(vec![paper(
            exam,
            s.a.id,
            in_a,
            Some(s.t1.id),
            monday,
            time!(09:00),
            time!(11:00),
            "Hall A",
        )])
        .await
        .unwrap();

    let class_twice = paper(
        exam,
        s.a.id,
        in_a,
        None,
        monday,
        time!(10:00),
        time!(12:00),
        "",
    );
    let sentence = conflict(papers.insert(vec![class_twice]).await.unwrap_err());
    assert_eq!(
        sentence,
        "Grade 1A already sits Mathematics on Monday 7 December 2026 09:00-11:00. Choose \
         another time, or change that paper first."
    );
    let invigilator_twice = paper(
        exam,
        s.b.id,
        in_b,
        Some(s.t1.id),
        monday,
        time!(10:30),
        time!(11:30),
        "",
    );
    let sentence = conflict(papers.insert(vec![invigilator_twice]).await.unwrap_err());
    assert!(
        sentence.contains("already invigilates Grade 1A Mathematics on Monday 7 December 2026"),
        "{sentence}"
    );
    let room_twice = paper(
        exam,
        s.b.id,
        in_b,
        Some(s.t2.id),
        monday,
        time!(08:00),
        time!(09:30),
        "hall a",
    );
    let sentence = conflict(papers.insert(vec![room_twice]).await.unwrap_err());
    assert!(
        sentence.starts_with("Hall A is already in use for Grade 1A Mathematics"),
        "{sentence}"
    );
    // Back to back, and the same time on another day, are no clash.
    papers
        .insert(vec![
            paper(
                exam,
                s.a.id,
                in_a,
                Some(s.t1.id),
                monday,
                time!(11:00),
                time!(12:00),
                "Hall A",
            ),
            paper(
                exam,
                s.a.id,
                in_a,
                Some(s.t1.id),
                date!(2026 - 12 - 08),
                time!(09:00),
                time!(11:00),
                "Hall A",
            ),
        ])
        .await
        .unwrap();
    // Two papers of one batch that clash with each other: neither is kept.
    let failure = papers
        .insert(vec![
            paper(
                exam,
                s.b.id,
                in_b,
                None,
                monday,
                time!(14:00),
                time!(15:00),
                "",
            ),
            paper(
                exam,
                s.b.id,
                in_b,
                None,
                monday,
                time!(14:30),
                time!(15:30),
                "",
            ),
        ])
        .await
        .unwrap_err();
    assert_eq!(failure.0, 1);
    assert_eq!(
        conflict(failure),
        "Two of these papers are for the same class at overlapping times."
    );
    let listed = papers
        .list(
            PaperFilter {
                exam_id: Some(exam),
                ..PaperFilter::default()
            },
            Scope::All,
            Default::default(),
        )
        .await
        .unwrap();
    assert_eq!(listed.count, 3);
    assert_eq!(exams.papers_outside(exam, monday, monday).await.unwrap(), 1);
}

#[tokio::test]
async fn of_twenty_clashing_papers_saved_at_once_exactly_one_is_kept() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let exams = PgExamRepo::new(register.db.clone());
    let papers = PgPaperRepo::new(register.db.clone());
    let exam = draft(&register, &exams).await;
    let in_a = offers(&register, s.a.id, None).await;

    let attempts = (0..20u8).map(|i| {
        let papers = papers.clone();
        let start = Time::from_hms(9, i, 0).unwrap();
        let end = Time::from_hms(10, i, 0).unwrap();
        let p = paper(
            exam,
            s.a.id,
            in_a,
            None,
            date!(2026 - 12 - 09),
            start,
            end,
            "",
        );
        tokio::spawn(async move { papers.insert(vec![p]).await })
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
    let stored = papers
        .list(PaperFilter::default(), Scope::All, Default::default())
        .await
        .unwrap();
    assert_eq!(stored.count, 1);
}

#[tokio::test]
async fn a_draft_is_the_office_s_until_published_with_its_notices_once() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let exams = PgExamRepo::new(register.db.clone());
    let papers = PgPaperRepo::new(register.db.clone());
    let exam = draft(&register, &exams).await;
    let in_a = offers(&register, s.a.id, None).await;
    let in_b = maths_in_b(&register, s.b.id).await;
    let monday = date!(2026 - 12 - 07);
    papers
        .insert(vec![
            paper(
                exam,
                s.a.id,
                in_a,
                None,
                monday,
                time!(09:00),
                time!(10:00),
                "",
            ),
            paper(
                exam,
                s.b.id,
                in_b,
                Some(s.t2.id),
                monday,
                time!(09:00),
                time!(10:00),
                "",
            ),
        ])
        .await
        .unwrap();
    let seen = async |scope| {
        papers
            .list(PaperFilter::default(), scope, Default::default())
            .await
            .unwrap()
            .results
            .into_iter()
            .map(|p| p.class_name)
            .collect::<Vec<_>>()
    };
    let exams_seen = async |scope| {
        exams
            .list(ExamFilter::default(), scope, Default::default())
            .await
            .unwrap()
            .count
    };
    assert_eq!(seen(Scope::All).await, ["Grade 1A", "Grade 1B"]);
    assert_eq!(exams_seen(Scope::All).await, 1);
    for scope in [
        Scope::Teacher(s.t1.login.user_id),
        Scope::Student(s.s1.login.user_id),
        Scope::Parent(s.p.login.user_id),
    ] {
        assert!(seen(scope).await.is_empty(), "{scope:?} sees a draft");
        assert_eq!(exams_seen(scope).await, 0);
    }

    // s1 in class A with their parent p, and s2 in class B, sit the exam.
    let sitters = exams.sitters(exam).await.unwrap();
    let mut who: Vec<_> = sitters
        .iter()
        .map(|s| (s.class_name.as_str(), s.is_parent))
        .collect();
    who.sort_unstable();
    assert_eq!(
        who,
        [("Grade 1A", false), ("Grade 1A", true), ("Grade 1B", false)]
    );

    let at = OffsetDateTime::now_utc();
    let messages: Vec<NewNotification> = sitters
        .iter()
        .map(|s| NewNotification {
            id: uuid::Uuid::now_v7(),
            event: Event::ExamSchedule,
            channel: Channel::InApp,
            user_id: Some(s.user_id),
            recipient: String::new(),
            subject: format!("First Term Examination timetable for {}", s.class_name),
            body: "Published.".into(),
            link: None,
            dedup_key: None,
            created_at: at,
            not_before: None,
        })
        .collect();
    assert!(exams.publish(exam, at, messages.clone()).await.unwrap());
    // A second publish (another admin a moment later) writes nothing.
    assert!(!exams.publish(exam, at, messages).await.unwrap());
    // An edit begun on the draft (its name) does not put the draft back: it is refused.
    let renamed = NewExam {
        id: exam,
        term_id: terms(&register).await[0],
        name: "First Term Exams".into(),
        kind: ExamKind::Exam,
        start_date: date!(2026 - 12 - 07),
        end_date: date!(2026 - 12 - 11),
        status: ExamStatus::Draft,
    };
    let stale = exams
        .update(renamed.clone(), ExamStatus::Draft)
        .await
        .unwrap_err();
    assert!(
        matches!(&stale, AcademicsError::Conflict(m) if m.contains("it is scheduled now")),
        "{stale:?}"
    );
    exams
        .update(
            NewExam {
                status: ExamStatus::Scheduled,
                ..renamed
            },
            ExamStatus::Scheduled,
        )
        .await
        .unwrap();
    let written: i64 = db
        .client()
        .await
        .query_one(
            "SELECT count(*) FROM notifications WHERE event = 'exam_schedule'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(written, 3);

    // t1 is class A's class teacher; t2 invigilates class B's paper.
    assert_eq!(seen(Scope::Teacher(s.t1.login.user_id)).await, ["Grade 1A"]);
    assert_eq!(seen(Scope::Teacher(s.t2.login.user_id)).await, ["Grade 1B"]);
    assert_eq!(seen(Scope::Student(s.s2.login.user_id)).await, ["Grade 1B"]);
    assert_eq!(seen(Scope::Parent(s.p.login.user_id)).await, ["Grade 1A"]);
    assert!(seen(Scope::Student(s.s3.login.user_id)).await.is_empty());
    assert_eq!(exams_seen(Scope::Student(s.s3.login.user_id)).await, 1);
}
