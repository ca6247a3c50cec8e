//! Classes and the subjects they offer on a real, throwaway database: each viewer's scope,
//! counts, clashes as field errors, and records others depend on.

mod common;

use academics::{
    AcademicsError,
    classes::{ClassFilter, ClassPatch, ClassRepo, ClassSubjectFilter, NewClassSubject},
    parents::ParentRepo,
    students::StudentRepo,
    teachers::TeacherRepo,
};
use common::{Register, class, database, school, subject};
use kernel::{ClassSubjectId, PageRequest, Scope};

async fn class_names(register: &Register, scope: Scope) -> Vec<String> {
    register
        .classes
        .list(ClassFilter::default(), scope, PageRequest::default())
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|c| c.name)
        .collect()
}

#[tokio::test]
async fn each_viewer_sees_only_their_own_classes() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let t1 = Scope::Teacher(s.t1.login.user_id);

    assert_eq!(
        class_names(&register, Scope::All).await,
        ["Grade 1A", "Grade 1B"]
    );
    assert_eq!(class_names(&register, t1).await, ["Grade 1A"]);
    assert_eq!(
        class_names(&register, Scope::Teacher(s.t2.login.user_id)).await,
        ["Grade 1B"]
    );
    assert_eq!(
        class_names(&register, Scope::Student(s.s3.login.user_id)).await,
        Vec::<String>::new()
    );
    assert!(register.classes.get(s.b.id, t1).await.unwrap().is_none());
    let parent = Scope::Parent(s.p.login.user_id);
    assert!(
        register
            .classes
            .get(s.a.id, parent)
            .await
            .unwrap()
            .is_some()
    );
    assert!(
        register
            .classes
            .get(s.b.id, parent)
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn a_class_shows_its_teacher_and_how_many_students_it_has() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let a = register
        .classes
        .get(s.a.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(a.student_count, 1);
    assert_eq!(a.class_teacher_id, Some(s.t1.id));
    assert_eq!(a.class_teacher_name.as_deref(), Some("T-001 Test"));
    assert_eq!(a.level_name, "Grade 1");

    let taught_by_t2 = ClassFilter {
        teacher_id: Some(s.t2.id),
        ..ClassFilter::default()
    };
    let page = register
        .classes
        .list(taught_by_t2, Scope::All, PageRequest::default())
        .await
        .unwrap();
    assert_eq!(page.count, 1);
    assert_eq!(page.results[0].id, s.b.id);
    let searched = ClassFilter {
        search: Some("1a".into()),
        ..ClassFilter::default()
    };
    let page = register
        .classes
        .list(searched, Scope::All, PageRequest::default())
        .await
        .unwrap();
    assert_eq!(page.results[0].id, s.a.id);
}

#[tokio::test]
async fn class_subjects_follow_the_classes_scope() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let all = register
        .classes
        .list_subjects(
            ClassSubjectFilter::default(),
            Scope::All,
            PageRequest::default(),
        )
        .await
        .unwrap();
    assert_eq!(all.count, 1);
    let offered = &all.results[0];
    assert_eq!(offered.subject_name, "Mathematics");
    assert_eq!(offered.teacher_name.as_deref(), Some("T-002 Test"));

    let t1 = Scope::Teacher(s.t1.login.user_id);
    assert!(
        register
            .classes
            .subject(offered.id, t1)
            .await
            .unwrap()
            .is_none()
    );
    let t2 = Scope::Teacher(s.t2.login.user_id);
    assert!(
        register
            .classes
            .subject(offered.id, t2)
            .await
            .unwrap()
            .is_some()
    );

    register
        .classes
        .update_subjects(vec![(offered.id, None)])
        .await
        .unwrap();
    let cleared = register
        .classes
        .subject(offered.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(cleared.teacher_id, None);
}

#[tokio::test]
async fn clashes_and_missing_records_name_their_field() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let field_of = |error: AcademicsError| match error {
        AcademicsError::Invalid(fields) => fields.into_keys().collect::<Vec<_>>(),
        other => panic!("not a field error: {other:?}"),
    };

    let (_, error) = register
        .classes
        .insert(vec![class("grade 1a", "C", None)])
        .await
        .unwrap_err();
    assert_eq!(field_of(error), ["name"]);
    let (_, error) = register
        .classes
        .insert(vec![class("Grade 1 Alpha", "a", None)])
        .await
        .unwrap_err();
    assert_eq!(field_of(error), ["arm"]);
    let (index, error) = register
        .classes
        .insert_subjects(vec![NewClassSubject {
            id: ClassSubjectId::generate(),
            class_id: s.b.id,
            subject_id: subject("mathematics"),
            teacher_id: None,
        }])
        .await
        .unwrap_err();
    assert_eq!(index, 0);
    assert_eq!(field_of(error), ["subject_id"]);
    let (_, error) = register
        .classes
        .insert_subjects(vec![NewClassSubject {
            id: ClassSubjectId::generate(),
            class_id: s.a.id,
            subject_id: subject("latin"),
            teacher_id: None,
        }])
        .await
        .unwrap_err();
    assert_eq!(field_of(error), ["subject_id"]);
    let (_, error) = register
        .classes
        .update(vec![(
            s.b.id,
            ClassPatch {
                level_id: Some(common::level("grade-9")),
                ..ClassPatch::default()
            },
        )])
        .await
        .unwrap_err();
    assert_eq!(field_of(error), ["level_id"]);
}

#[tokio::test]
async fn records_others_depend_on_are_refused_with_what_to_do() {
    let (_db, register) = database().await;
    let s = school(&register).await;

    let (_, error) = register.teachers.delete(vec![s.t1.id]).await.unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("class teacher")));
    let (_, error) = register.classes.delete(vec![s.a.id]).await.unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("enrolled")));

    // Once the class has no teacher and no students, both go.
    register
        .classes
        .update(vec![(
            s.a.id,
            ClassPatch {
                class_teacher_id: Some(None),
                ..ClassPatch::default()
            },
        )])
        .await
        .unwrap();
    register.teachers.delete(vec![s.t1.id]).await.unwrap();
    register.students.delete(vec![s.s1.id]).await.unwrap();
    register.classes.delete(vec![s.a.id]).await.unwrap();
    assert!(
        register
            .classes
            .get(s.a.id, Scope::All)
            .await
            .unwrap()
            .is_none()
    );
    // The parent stays, without the child.
    let p = register
        .parents
        .get(s.p.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert!(p.children.is_empty());
}
