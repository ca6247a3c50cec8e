//! Exams and their schedules against mocked ports (decisions/018): who may change them, the
//! checks a paper gets before the store's clash constraints, how an exam's status moves, and
//! publishing, which writes the notices with the status change.

mod common;

use std::sync::{Arc, Mutex};

use academics::{
    AcademicsError,
    calendar::Term,
    classes::ClassSubject,
    exams::{Exam, ExamKind, ExamPaperInput, ExamPatch, ExamStatus, NewPaper, Sitter},
};
use common::{Mocks, admin, fields, member};
use kernel::{
    ClassId, ClassSubjectId, ExamId, Role, TeacherId, TermId, UserId,
    outbox::{Channel, Event, NewNotification},
};
use time::macros::{date, time};

fn exam(id: ExamId, status: ExamStatus, papers: u32) -> Exam {
    Exam {
        id,
        name: "First Term Examination".into(),
        term_id: TermId::from_uuid(uuid::Uuid::from_u128(3)),
        term_name: "First Term 2026/2027".into(),
        kind: ExamKind::Exam,
        start_date: date!(2026 - 12 - 07),
        end_date: date!(2026 - 12 - 11),
        status,
        papers,
    }
}

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

fn paper(exam_id: ExamId, subject: ClassSubjectId, day: time::Date) -> ExamPaperInput {
    ExamPaperInput {
        exam_id,
        class_subject_id: subject,
        invigilator_id: None,
        date: day,
        start_time: time!(09:00),
        end_time: time!(11:00),
        room: " Hall A ".into(),
    }
}

fn sitter(name: &str, is_parent: bool) -> Sitter {
    Sitter {
        class_id: ClassId::from_uuid(uuid::Uuid::from_u128(7)),
        class_name: "JSS 2B".into(),
        user_id: UserId::generate(),
        name: name.into(),
        email: Some(format!("{}@example.com", name.to_lowercase())),
        phone: None,
        wants_email: true,
        wants_sms: true,
        is_parent,
    }
}

fn message(user: UserId) -> NewNotification {
    NewNotification {
        id: uuid::Uuid::now_v7(),
        event: Event::ExamSchedule,
        channel: Channel::InApp,
        user_id: Some(user),
        recipient: String::new(),
        subject: "First Term Examination timetable for JSS 2B".into(),
        body: "Published".into(),
        link: None,
        dedup_key: None,
        created_at: time::OffsetDateTime::UNIX_EPOCH,
        not_before: None,
    }
}

#[tokio::test]
async fn a_paper_takes_its_class_and_invigilator_from_the_subject() {
    let mut mocks = Mocks::new();
    let id = ExamId::generate();
    mocks
        .exams
        .expect_get()
        .returning(move |id, _| Ok(Some(exam(id, ExamStatus::Draft, 0))));
    let teacher = TeacherId::generate();
    mocks
        .classes
        .expect_subject()
        .returning(move |id, _| Ok(Some(maths(id, Some(teacher)))));
    let stored = Arc::new(Mutex::new(Vec::<NewPaper>::new()));
    let keep = Arc::clone(&stored);
    mocks.papers.expect_insert().times(1).returning(move |p| {
        keep.lock().unwrap().extend(p);
        Ok(())
    });
    mocks.papers.expect_get().returning(|_, _| Ok(None));

    let subject = ClassSubjectId::generate();
    let _ = mocks
        .academics()
        .exams
        .create_paper(&admin(), paper(id, subject, date!(2026 - 12 - 08)))
        .await;

    let stored = stored.lock().unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(
        stored[0].class_id,
        ClassId::from_uuid(uuid::Uuid::from_u128(7))
    );
    assert_eq!(stored[0].invigilator_id, Some(teacher));
    assert_eq!(stored[0].room, "Hall A");
}

#[tokio::test]
async fn a_paper_outside_the_exam_s_dates_or_hours_is_refused_and_nothing_is_stored() {
    let mut mocks = Mocks::new();
    mocks
        .exams
        .expect_get()
        .returning(|id, _| Ok(Some(exam(id, ExamStatus::Draft, 0))));
    mocks
        .classes
        .expect_subject()
        .returning(|id, _| Ok(Some(maths(id, None))));
    mocks.papers.expect_insert().never();
    let academics = mocks.academics();
    let id = ExamId::generate();

    let err = academics
        .exams
        .create_paper(
            &admin(),
            paper(id, ClassSubjectId::generate(), date!(2026 - 12 - 14)),
        )
        .await
        .unwrap_err();
    assert_eq!(
        fields(err)["date"],
        [
            "Choose a day of First Term Examination: Monday 7 December 2026 to Friday 11 December 2026."
        ]
    );

    let mut late = paper(id, ClassSubjectId::generate(), date!(2026 - 12 - 08));
    late.start_time = time!(11:00);
    late.end_time = time!(10:00);
    let err = academics
        .exams
        .create_paper(&admin(), late)
        .await
        .unwrap_err();
    assert_eq!(
        fields(err)["end_time"],
        ["The paper must end after it starts."]
    );
}

#[tokio::test]
async fn only_the_office_changes_exams_and_their_papers() {
    let mocks = Mocks::new();
    let academics = mocks.academics();
    for role in [Role::Teacher, Role::Student, Role::Parent] {
        let err = academics
            .exams
            .create_paper(
                &member(role),
                paper(
                    ExamId::generate(),
                    ClassSubjectId::generate(),
                    date!(2026 - 12 - 08),
                ),
            )
            .await
            .unwrap_err();
        assert!(
            matches!(err, AcademicsError::Forbidden(_)),
            "{role:?}: {err:?}"
        );
        let err = academics
            .exams
            .publish(&member(role), ExamId::generate())
            .await
            .unwrap_err();
        assert!(
            matches!(err, AcademicsError::Forbidden(_)),
            "{role:?}: {err:?}"
        );
    }
}

#[tokio::test]
async fn publishing_writes_the_notices_with_the_status_change() {
    let mut mocks = Mocks::new();
    let published = Arc::new(Mutex::new(false));
    let seen = Arc::clone(&published);
    mocks.exams.expect_get().returning(move |id, _| {
        let status = if *seen.lock().unwrap() {
            ExamStatus::Scheduled
        } else {
            ExamStatus::Draft
        };
        Ok(Some(exam(id, status, 12)))
    });
    let ada = sitter("Ada", false);
    let mum = sitter("Ngozi", true);
    let (ada_id, mum_id) = (ada.user_id, mum.user_id);
    mocks
        .exams
        .expect_sitters()
        .returning(move |_| Ok(vec![ada.clone(), mum.clone()]));
    mocks
        .exam_notices
        .expect_notices()
        .times(1)
        .returning(|_, sitters, _| Ok(sitters.iter().map(|s| message(s.user_id)).collect()));
    let written = Arc::new(Mutex::new(Vec::<NewNotification>::new()));
    let keep = Arc::clone(&written);
    let mark = Arc::clone(&published);
    mocks
        .exams
        .expect_publish()
        .times(1)
        .returning(move |_, _, messages| {
            keep.lock().unwrap().extend(messages);
            *mark.lock().unwrap() = true;
            Ok(true)
        });

    let result = mocks
        .academics()
        .exams
        .publish(&admin(), ExamId::generate())
        .await
        .unwrap();

    assert_eq!(result.exam.status, ExamStatus::Scheduled);
    assert_eq!(result.messages, 2);
    assert_eq!(
        result.detail,
        "Published First Term Examination. 2 students and parents will be told: 2 messages."
    );
    let users: Vec<_> = written.lock().unwrap().iter().map(|m| m.user_id).collect();
    assert_eq!(users, [Some(ada_id), Some(mum_id)]);
}

#[tokio::test]
async fn an_exam_without_papers_or_already_published_is_not_published() {
    let mut mocks = Mocks::new();
    let empty = ExamId::generate();
    mocks.exams.expect_get().returning(move |id, _| {
        Ok(Some(if id == empty {
            exam(id, ExamStatus::Draft, 0)
        } else {
            exam(id, ExamStatus::Scheduled, 3)
        }))
    });
    mocks.exams.expect_publish().never();
    mocks.exam_notices.expect_notices().never();
    let academics = mocks.academics();

    let err = academics.exams.publish(&admin(), empty).await.unwrap_err();
    assert_eq!(
        err.to_string(),
        "This exam has no papers yet. Add its papers to the schedule, then publish it."
    );
    let err = academics
        .exams
        .publish(&admin(), ExamId::generate())
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "This exam's schedule is already published."
    );
}

#[tokio::test]
async fn a_draft_becomes_scheduled_only_by_publishing_and_dates_keep_their_papers() {
    let mut mocks = Mocks::new();
    mocks
        .exams
        .expect_get()
        .returning(|id, _| Ok(Some(exam(id, ExamStatus::Draft, 4))));
    mocks.calendar.expect_term().returning(|id| {
        Ok(Some(Term {
            id,
            session_id: common::session_id("2026-2027"),
            name: "First Term".into(),
            position: 0,
            start_date: Some(date!(2026 - 09 - 07)),
            end_date: Some(date!(2026 - 12 - 18)),
            next_term_begins: None,
            is_current: true,
        }))
    });
    mocks
        .exams
        .expect_papers_outside()
        .returning(|_, _, _| Ok(2));
    mocks.exams.expect_update().never();
    let academics = mocks.academics();

    let err = academics
        .exams
        .update(
            &admin(),
            ExamId::generate(),
            ExamPatch {
                status: Some(ExamStatus::Scheduled),
                ..ExamPatch::default()
            },
        )
        .await
        .unwrap_err();
    assert!(fields(err)["status"][0].starts_with("Publish the schedule"));

    let err = academics
        .exams
        .update(
            &admin(),
            ExamId::generate(),
            ExamPatch {
                end_date: Some(date!(2026 - 12 - 09)),
                ..ExamPatch::default()
            },
        )
        .await
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "2 papers of this exam fall outside these dates. Move them first, or choose dates that \
         include them."
    );

    let err = academics
        .exams
        .update(
            &admin(),
            ExamId::generate(),
            ExamPatch {
                end_date: Some(date!(2026 - 12 - 22)),
                ..ExamPatch::default()
            },
        )
        .await
        .unwrap_err();
    assert_eq!(
        fields(err)["end_date"],
        ["First Term ends on Friday 18 December 2026. End the exam by then."]
    );
}

/// A stored paper of `exam` (its status `status`).
fn stored_paper(exam: ExamId, status: ExamStatus) -> academics::exams::ExamPaper {
    academics::exams::ExamPaper {
        id: kernel::ExamPaperId::generate(),
        exam_id: exam,
        exam_name: "First Term Examination".into(),
        exam_status: status,
        class_id: ClassId::from_uuid(uuid::Uuid::from_u128(7)),
        class_name: "JSS 2B".into(),
        class_subject_id: ClassSubjectId::generate(),
        subject_id: "mathematics".parse().unwrap(),
        subject_name: "Mathematics".into(),
        invigilator_id: None,
        invigilator_name: None,
        date: date!(2026 - 12 - 08),
        start_time: time!(09:00),
        end_time: time!(11:00),
        room: String::new(),
    }
}

#[tokio::test]
async fn a_completed_exam_s_papers_are_neither_deleted_nor_moved_to_another_exam() {
    let completed = ExamId::generate();
    let draft = ExamId::generate();
    let mut mocks = Mocks::new();
    mocks
        .papers
        .expect_get()
        .returning(move |_, _| Ok(Some(stored_paper(completed, ExamStatus::Completed))));
    mocks.exams.expect_get().returning(move |id, _| {
        let status = if id == completed {
            ExamStatus::Completed
        } else {
            ExamStatus::Draft
        };
        Ok(Some(exam(id, status, 1)))
    });
    mocks
        .classes
        .expect_subject()
        .returning(|id, _| Ok(Some(maths(id, None))));
    mocks.papers.expect_delete().never();
    mocks.papers.expect_update().never();
    let academics = mocks.academics();
    let frozen = "First Term Examination is completed, so its papers can no longer change. \
                  Reopen it first.";

    let err = academics
        .exams
        .delete_paper(&admin(), kernel::ExamPaperId::generate())
        .await
        .unwrap_err();
    assert!(
        matches!(&err, AcademicsError::Conflict(m) if m == frozen),
        "{err:?}"
    );

    // Replaced whole with a draft exam's id: it would leave the completed exam.
    let err = academics
        .exams
        .replace_paper(
            &admin(),
            kernel::ExamPaperId::generate(),
            paper(draft, ClassSubjectId::generate(), date!(2026 - 12 - 08)),
        )
        .await
        .unwrap_err();
    assert_eq!(fields(err)["exam_id"], [frozen]);
}
