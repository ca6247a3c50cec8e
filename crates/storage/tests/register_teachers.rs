//! Teachers on a real, throwaway database: what each teaches, their own record, filters,
//! clashes and deactivation.

mod common;

use academics::{
    AcademicsError,
    teachers::{TeacherFilter, TeacherOrder, TeacherPatch, TeacherRepo},
};
use common::{database, now, school, subject, teacher};
use kernel::PageRequest;

#[tokio::test]
async fn a_teacher_comes_with_the_classes_they_lead_and_the_subjects_they_teach() {
    let (_db, register) = database().await;
    let s = school(&register).await;

    let t1 = register.teachers.get(s.t1.id).await.unwrap().unwrap();
    assert_eq!(t1.classes.len(), 1);
    assert_eq!(t1.classes[0].name, "Grade 1A");
    assert!(t1.subjects.is_empty());
    let t2 = register
        .teachers
        .of_user(s.t2.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(t2.id, s.t2.id);
    assert!(t2.classes.is_empty());
    assert_eq!(t2.subjects[0].subject_name, "Mathematics");
    assert_eq!(t2.subjects[0].class_id, s.b.id);
    assert!(
        register
            .teachers
            .of_user(s.s1.login.user_id)
            .await
            .unwrap()
            .is_none()
    );
}

/// What a teacher teaches comes by class name, then subject name, in the list and in their own
/// record alike, whatever order it was given in.
#[tokio::test]
async fn what_a_teacher_teaches_comes_by_class_then_subject() {
    use academics::{
        classes::{ClassRepo, NewClassSubject},
        structure::{StructureRepo, Subject},
    };
    use kernel::ClassSubjectId;

    let (_db, register) = database().await;
    let s = school(&register).await;
    register
        .structure
        .insert_subjects(
            ["Yoruba", "English", "Basic Science"]
                .iter()
                .enumerate()
                .map(|(i, name)| Subject {
                    id: subject(&name.to_lowercase().replace(' ', "-")),
                    name: (*name).into(),
                    position: i32::try_from(i).unwrap() + 1,
                })
                .collect(),
        )
        .await
        .unwrap();
    // Grade 1B already has Mathematics from T-002; Grade 1A gets three more, out of order.
    let offered = ["english", "yoruba", "basic-science"]
        .into_iter()
        .map(|id| NewClassSubject {
            id: ClassSubjectId::generate(),
            class_id: s.a.id,
            subject_id: subject(id),
            teacher_id: Some(s.t2.id),
        })
        .collect();
    register.classes.insert_subjects(offered).await.unwrap();
    let expected = [
        ("Grade 1A", "Basic Science"),
        ("Grade 1A", "English"),
        ("Grade 1A", "Yoruba"),
        ("Grade 1B", "Mathematics"),
    ];
    let taught = |t: &academics::teachers::Teacher| {
        t.subjects
            .iter()
            .map(|x| (x.class_name.clone(), x.subject_name.clone()))
            .collect::<Vec<_>>()
    };
    let own = register.teachers.get(s.t2.id).await.unwrap().unwrap();
    assert_eq!(
        taught(&own),
        expected.map(|(c, x)| (c.to_owned(), x.to_owned()))
    );
    let listed = register
        .teachers
        .list(
            TeacherFilter::default(),
            TeacherOrder::default(),
            PageRequest::default(),
        )
        .await
        .unwrap();
    let in_list = listed.results.iter().find(|t| t.id == s.t2.id).unwrap();
    assert_eq!(taught(in_list), taught(&own));
}

#[tokio::test]
async fn lists_filter_by_class_subject_and_search() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let staff = |filter| {
        let teachers = register.teachers.clone();
        async move {
            teachers
                .list(filter, TeacherOrder::StaffNumber, PageRequest::default())
                .await
                .unwrap()
                .results
                .into_iter()
                .map(|t| t.staff_number)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(staff(TeacherFilter::default()).await, ["T-001", "T-002"]);
    let of_a = TeacherFilter {
        class_id: Some(s.a.id),
        ..TeacherFilter::default()
    };
    assert_eq!(staff(of_a).await, ["T-001"]);
    let maths = TeacherFilter {
        subject_id: Some(subject("mathematics")),
        ..TeacherFilter::default()
    };
    assert_eq!(staff(maths).await, ["T-002"]);
    let searched = TeacherFilter {
        search: Some("t-00".into()),
        is_active: Some(true),
        ..TeacherFilter::default()
    };
    assert_eq!(staff(searched).await.len(), 2);
}

#[tokio::test]
async fn a_taken_staff_number_is_refused_and_a_teacher_is_deactivated() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let mut clash = teacher("T-003");
    clash.staff_number = "t-001".into();
    let (index, error) = register
        .teachers
        .insert(vec![teacher("T-004"), clash], now())
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    assert!(matches!(error, AcademicsError::Invalid(f) if f.contains_key("staff_number")));
    assert!(
        register
            .teachers
            .taken(vec!["t-004".into()], vec![], vec![])
            .await
            .unwrap()
            .usernames
            .is_empty()
    );

    register
        .teachers
        .update(
            vec![(
                s.t2.id,
                TeacherPatch {
                    bio: Some(" Loves numbers. ".into()),
                    is_active: Some(false),
                    ..TeacherPatch::default()
                },
            )],
            now(),
        )
        .await
        .unwrap();
    let t2 = register.teachers.get(s.t2.id).await.unwrap().unwrap();
    assert_eq!(t2.bio, "Loves numbers.");
    assert!(!t2.is_active);

    let taken = register
        .teachers
        .taken(
            vec!["T-002".into()],
            vec![],
            vec!["t-002".into(), "T-009".into()],
        )
        .await
        .unwrap();
    assert!(taken.usernames.contains("t-002"));
    assert_eq!(taken.numbers.into_iter().collect::<Vec<_>>(), ["t-002"]);
}

#[tokio::test]
async fn a_welcome_is_stored_with_its_account_or_not_at_all() {
    use academics::{Welcome, WelcomeLink};
    use kernel::outbox::{Channel, Event, NewNotification};
    use messaging::notifications::{Outbox, OutboxFilter};

    let (_db, register) = database().await;
    let outbox = storage::PgNotificationRepo::new(register.db.clone());
    let welcomed = |staff: &str| {
        let mut t = teacher(staff);
        t.login.email = format!("{staff}@school.example");
        t.login.welcome = Some(Welcome {
            link: Some(WelcomeLink {
                token_hash: format!("hash-{staff}"),
                expires_at: now() + time::Duration::days(7),
            }),
            messages: vec![NewNotification {
                id: uuid::Uuid::now_v7(),
                event: Event::Welcome,
                channel: Channel::Email,
                user_id: Some(t.login.user_id),
                recipient: t.login.email.clone(),
                subject: "Welcome".into(),
                body: "Choose your password: https://portal.example/reset-password?token=x".into(),
                link: None,
                dedup_key: None,
                created_at: now(),
                not_before: None,
            }],
        });
        t
    };
    let messages = async || {
        outbox
            .list(&OutboxFilter::default(), PageRequest::default())
            .await
            .unwrap()
            .count
    };

    // The second teacher's staff number clashes: the batch rolls back, welcome and all.
    register
        .teachers
        .insert(vec![welcomed("T-100")], now())
        .await
        .unwrap();
    assert_eq!(messages().await, 1);
    let clash = register
        .teachers
        .insert(vec![welcomed("T-101"), welcomed("T-100")], now())
        .await;
    assert!(clash.is_err());
    assert_eq!(messages().await, 1);
}
