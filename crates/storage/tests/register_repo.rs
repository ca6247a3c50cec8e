//! The register on a real, throwaway PostgreSQL database: each viewer's scope, batches as one
//! transaction, clashes as field errors, records others depend on, promotion and the import.

use academics::{
    AcademicsError, ClassFilter, ClassPatch, Gender, ImportBatch, Login, NewClass, NewParent,
    NewStudent, NewTeacher, ParentFilter, ParentLink, Placement, Register, Scope, StudentFilter,
    StudentOrder, StudentPatch, StudentStatus, TermPatch,
};
use kernel::{PageRequest, Role};
use storage::{Database, DatabaseOptions, PgRegister};
use test_support::TestDatabase;
use time::{OffsetDateTime, macros::date};
use uuid::Uuid;

/// The structure the settings would have written: two levels, a subject, a current session
/// with three terms.
const STRUCTURE: &str = "
    INSERT INTO class_levels (id, name, position) VALUES ('grade-1', 'Grade 1', 0), ('grade-2', 'Grade 2', 1);
    INSERT INTO subjects (id, name, position) VALUES ('mathematics', 'Mathematics', 0);
    INSERT INTO academic_sessions (id, name, position, is_current) VALUES ('2025-2026', '2025/2026', 0, true);
    INSERT INTO terms (session_id, position, name, is_current) VALUES
        ('2025-2026', 0, 'First Term', true), ('2025-2026', 1, 'Second Term', false),
        ('2025-2026', 2, 'Third Term', false);";

async fn database() -> TestDatabase {
    let db = TestDatabase::new().await;
    db.client().await.batch_execute(STRUCTURE).await.unwrap();
    db
}

fn repo(db: &TestDatabase) -> PgRegister {
    PgRegister::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap())
}

fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
}

fn login(username: &str, role: Role) -> Login {
    Login {
        user_id: Uuid::now_v7(),
        username: username.into(),
        email: String::new(),
        first_name: username.into(),
        last_name: "Test".into(),
        role,
        password_hash: "$sha256$00".into(),
    }
}

fn teacher(staff: &str) -> NewTeacher {
    NewTeacher {
        id: Uuid::now_v7(),
        login: login(staff, Role::Teacher),
        staff_number: staff.into(),
        phone: String::new(),
        qualification: String::new(),
        specialisation: String::new(),
        bio: String::new(),
        hire_date: None,
    }
}

fn class(name: &str, arm: &str, teacher: Option<Uuid>) -> NewClass {
    NewClass {
        id: Uuid::now_v7(),
        level_id: "grade-1".into(),
        arm: arm.into(),
        name: name.into(),
        class_teacher_id: teacher,
    }
}

fn student(number: &str, class: Option<Uuid>, parents: Vec<ParentLink>) -> NewStudent {
    NewStudent {
        id: Uuid::now_v7(),
        login: login(number, Role::Student),
        admission_number: number.into(),
        date_of_birth: Some(date!(2015 - 04 - 01)),
        gender: Gender::Female,
        address: String::new(),
        admission_date: None,
        status: StudentStatus::Active,
        class_id: class,
        parents,
    }
}

fn parent(username: &str) -> NewParent {
    NewParent {
        id: Uuid::now_v7(),
        login: Login {
            email: username.into(),
            ..login(username, Role::Parent)
        },
        phone: "+234 803 000 0001".into(),
        address: String::new(),
        occupation: String::new(),
        children: vec![],
    }
}

struct School {
    t1: NewTeacher,
    t2: NewTeacher,
    a: NewClass,
    b: NewClass,
    s1: NewStudent,
    s2: NewStudent,
    s3: NewStudent,
    p: NewParent,
}

/// Class A has class teacher t1; class B offers Mathematics taught by t2. s1 is in A (with
/// parent p), s2 in B, s3 in no class.
async fn school(repo: &PgRegister) -> School {
    let (t1, t2) = (teacher("T-001"), teacher("T-002"));
    repo.insert_teachers(vec![t1.clone(), t2.clone()], now())
        .await
        .unwrap();
    let a = class("Grade 1A", "A", Some(t1.id));
    let b = class("Grade 1B", "B", None);
    repo.insert_classes(vec![a.clone(), b.clone()])
        .await
        .unwrap();
    repo.insert_class_subjects(vec![(
        Uuid::now_v7(),
        academics::ClassSubjectInput {
            class_id: b.id,
            subject_id: "mathematics".into(),
            teacher_id: Some(t2.id),
        },
    )])
    .await
    .unwrap();
    let p = parent("ngozi@example.com");
    repo.insert_parents(vec![p.clone()], now()).await.unwrap();
    let s1 = student(
        "2025/0001",
        Some(a.id),
        vec![ParentLink {
            parent_id: p.id,
            relationship: "Mother".into(),
        }],
    );
    let s2 = student("2025/0002", Some(b.id), vec![]);
    let s3 = student("2025/0003", None, vec![]);
    repo.insert_students(vec![s1.clone(), s2.clone(), s3.clone()], now())
        .await
        .unwrap();
    School {
        t1,
        t2,
        a,
        b,
        s1,
        s2,
        s3,
        p,
    }
}

async fn visible(repo: &PgRegister, scope: Scope) -> Vec<String> {
    repo.list_students(
        StudentFilter::default(),
        StudentOrder::AdmissionNumber,
        scope,
        PageRequest::default(),
    )
    .await
    .unwrap()
    .results
    .into_iter()
    .map(|s| s.admission_number)
    .collect()
}

#[tokio::test]
async fn each_viewer_sees_only_their_own_students() {
    let db = database().await;
    let repo = repo(&db);
    let s = school(&repo).await;

    assert_eq!(
        visible(&repo, Scope::All).await,
        ["2025/0001", "2025/0002", "2025/0003"]
    );
    assert_eq!(
        visible(&repo, Scope::Teacher(s.t1.login.user_id)).await,
        ["2025/0001"]
    );
    assert_eq!(
        visible(&repo, Scope::Teacher(s.t2.login.user_id)).await,
        ["2025/0002"]
    );
    assert_eq!(
        visible(&repo, Scope::Parent(s.p.login.user_id)).await,
        ["2025/0001"]
    );
    assert_eq!(
        visible(&repo, Scope::Student(s.s2.login.user_id)).await,
        ["2025/0002"]
    );

    // A record outside the scope is simply not there.
    let t1 = Scope::Teacher(s.t1.login.user_id);
    assert!(repo.student(s.s2.id, t1).await.unwrap().is_none());
    let mine = repo.student(s.s1.id, t1).await.unwrap().unwrap();
    assert_eq!(mine.class_name.as_deref(), Some("Grade 1A"));
    assert_eq!(mine.parents[0].relationship, "Mother");
    assert_eq!(mine.parents[0].phone, "+234 803 000 0001");

    let classes: Vec<String> = repo
        .list_classes(ClassFilter::default(), t1, PageRequest::default())
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(classes, ["Grade 1A"]);
    assert!(repo.class(s.b.id, t1).await.unwrap().is_none());
    assert!(
        repo.class(s.a.id, Scope::Parent(s.p.login.user_id))
            .await
            .unwrap()
            .is_some()
    );

    let parents_of = |scope| {
        let repo = repo.clone();
        async move {
            repo.list_parents(ParentFilter::default(), scope, PageRequest::default())
                .await
                .unwrap()
                .count
        }
    };
    assert_eq!(parents_of(t1).await, 1);
    assert_eq!(parents_of(Scope::Teacher(s.t2.login.user_id)).await, 0);
    assert_eq!(parents_of(Scope::Student(s.s3.login.user_id)).await, 0);
    assert!(
        repo.parent(s.p.id, Scope::Student(s.s1.login.user_id))
            .await
            .unwrap()
            .is_some()
    );
}

#[tokio::test]
async fn lists_filter_search_and_count() {
    let db = database().await;
    let repo = repo(&db);
    let s = school(&repo).await;

    let in_b = repo
        .list_students(
            StudentFilter {
                class_ids: vec![s.b.id],
                ..StudentFilter::default()
            },
            StudentOrder::default(),
            Scope::All,
            PageRequest::default(),
        )
        .await
        .unwrap();
    assert_eq!(in_b.count, 1);
    assert_eq!(in_b.results[0].id, s.s2.id);

    let found = repo
        .list_students(
            StudentFilter {
                search: Some("0003".into()),
                ..StudentFilter::default()
            },
            StudentOrder::default(),
            Scope::All,
            PageRequest::default(),
        )
        .await
        .unwrap();
    assert_eq!(found.results[0].id, s.s3.id);

    let taught = repo
        .list_students(
            StudentFilter {
                teacher_id: Some(s.t2.id),
                ..StudentFilter::default()
            },
            StudentOrder::default(),
            Scope::All,
            PageRequest::default(),
        )
        .await
        .unwrap();
    assert_eq!(taught.count, 1);

    let page = repo
        .list_students(
            StudentFilter::default(),
            StudentOrder::AdmissionNumberDesc,
            Scope::All,
            PageRequest { page: 2, size: 2 },
        )
        .await
        .unwrap();
    assert_eq!(page.count, 3);
    assert_eq!(page.results.len(), 1);
    assert_eq!(page.results[0].id, s.s1.id);

    let teacher = repo.teacher(s.t1.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(teacher.classes[0].name, "Grade 1A");
    let teacher = repo.teacher(s.t2.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(teacher.subjects[0].subject_name, "Mathematics");
    let classes = repo.class(s.a.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(classes.student_count, 1);
}

#[tokio::test]
async fn a_batch_is_all_or_nothing_and_a_clash_names_its_field_and_item() {
    let db = database().await;
    let repo = repo(&db);
    let first = student("2025/0100", None, vec![]);
    let mut clash = student("2025/0101", None, vec![]);
    clash.admission_number = "2025/0100".into();
    let (index, error) = repo
        .insert_students(vec![first, clash], now())
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    let AcademicsError::Invalid(fields) = error else {
        panic!("not a field error: {error:?}")
    };
    assert!(fields.contains_key("admission_number"));
    assert_eq!(visible(&repo, Scope::All).await, Vec::<String>::new());

    let one = student("2025/0200", None, vec![]);
    let mut same_name = student("2025/0201", None, vec![]);
    same_name.login.username = "2025/0200".into();
    let (_, error) = repo
        .insert_students(vec![one, same_name], now())
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = error else {
        panic!("not a field error")
    };
    assert!(fields.contains_key("username"));
}

#[tokio::test]
async fn records_others_depend_on_are_refused_with_what_to_do() {
    let db = database().await;
    let repo = repo(&db);
    let s = school(&repo).await;

    let (_, error) = repo.delete_teachers(vec![s.t1.id]).await.unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("class teacher")));
    let (_, error) = repo.delete_classes(vec![s.a.id]).await.unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("enrolled")));

    // Once the class has no teacher and no students, both go.
    repo.update_classes(vec![(
        s.a.id,
        ClassPatch {
            class_teacher_id: Some(None),
            ..ClassPatch::default()
        },
    )])
    .await
    .unwrap();
    repo.delete_teachers(vec![s.t1.id]).await.unwrap();
    repo.delete_students(vec![s.s1.id]).await.unwrap();
    repo.delete_classes(vec![s.a.id]).await.unwrap();
    assert!(repo.class(s.a.id, Scope::All).await.unwrap().is_none());
    // The parent stays, without the child.
    let p = repo.parent(s.p.id, Scope::All).await.unwrap().unwrap();
    assert!(p.children.is_empty());
}

#[tokio::test]
async fn changing_a_students_class_and_status_and_deactivating_them() {
    let db = database().await;
    let repo = repo(&db);
    let s = school(&repo).await;
    repo.update_students(
        vec![(
            s.s3.id,
            StudentPatch {
                class_id: Some(Some(s.b.id)),
                status: Some(StudentStatus::Suspended),
                first_name: Some("Chidi".into()),
                is_active: Some(false),
                ..StudentPatch::default()
            },
        )],
        now(),
    )
    .await
    .unwrap();
    let s3 = repo.student(s.s3.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(s3.class_id, Some(s.b.id));
    assert_eq!(s3.status, StudentStatus::Suspended);
    assert_eq!(s3.first_name, "Chidi");
    assert!(!s3.is_active);
    let row = db
        .client()
        .await
        .query_one(
            "SELECT extract(epoch FROM sessions_valid_after)::bigint FROM users WHERE id::text = $1",
            &[&s.s3.login.user_id.to_string()],
        )
        .await
        .unwrap();
    let valid_after: i64 = row.get(0);
    assert_eq!(
        valid_after,
        now().unix_timestamp(),
        "deactivating ends the sessions"
    );

    let (_, error) = repo
        .update_students(vec![(Uuid::now_v7(), StudentPatch::default())], now())
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound(_)));
}

#[tokio::test]
async fn promotion_fills_the_next_session_and_making_it_current_moves_everyone() {
    let db = database().await;
    db.client()
        .await
        .batch_execute(
            "INSERT INTO academic_sessions (id, name, position) VALUES ('2026-2027', '2026/2027', 1);
             INSERT INTO terms (session_id, position, name) VALUES ('2026-2027', 0, 'First Term');",
        )
        .await
        .unwrap();
    let repo = repo(&db);
    let s = school(&repo).await;
    repo.promote(
        "2026-2027".into(),
        vec![
            Placement::Enrol(s.s1.id, s.b.id),
            Placement::Graduate(s.s2.id),
        ],
        now(),
    )
    .await
    .unwrap();

    // Nothing moves until the new session is current.
    assert_eq!(
        repo.student(s.s1.id, Scope::All)
            .await
            .unwrap()
            .unwrap()
            .class_id,
        Some(s.a.id)
    );
    repo.make_session_current("2026-2027").await.unwrap();
    let sessions = repo.sessions().await.unwrap();
    assert!(
        sessions
            .iter()
            .find(|x| x.id == "2026-2027")
            .unwrap()
            .is_current
    );
    assert!(
        !sessions
            .iter()
            .find(|x| x.id == "2025-2026")
            .unwrap()
            .is_current
    );
    assert!(
        sessions[1].terms[0].is_current,
        "its first term became current"
    );
    assert_eq!(
        sessions
            .iter()
            .flat_map(|x| &x.terms)
            .filter(|t| t.is_current)
            .count(),
        1
    );

    let s1 = repo.student(s.s1.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(s1.class_id, Some(s.b.id));
    let s2 = repo.student(s.s2.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(s2.status, StudentStatus::Graduated);
    assert_eq!(s2.class_id, None);
}

#[tokio::test]
async fn term_dates_and_the_current_term() {
    let db = database().await;
    let repo = repo(&db);
    let sessions = repo.sessions().await.unwrap();
    assert_eq!(sessions.len(), 1);
    assert!(sessions[0].is_current);
    assert_eq!(sessions[0].terms.len(), 3);
    let second = sessions[0].terms[1].id;
    repo.update_term(
        second,
        TermPatch {
            start_date: Some(Some(date!(2026 - 01 - 05))),
            end_date: Some(Some(date!(2026 - 04 - 02))),
            next_term_begins: Some(Some(date!(2026 - 04 - 27))),
        },
    )
    .await
    .unwrap();
    repo.make_term_current(second).await.unwrap();
    let term = repo.term(second).await.unwrap().unwrap();
    assert!(term.is_current);
    assert_eq!(term.next_term_begins, Some(date!(2026 - 04 - 27)));
    let sessions = repo.sessions().await.unwrap();
    assert_eq!(sessions[0].terms.iter().filter(|t| t.is_current).count(), 1);
}

#[tokio::test]
async fn an_import_stores_parents_then_students_in_one_transaction() {
    let db = database().await;
    let repo = repo(&db);
    let s = school(&repo).await;
    let p = parent("kemi@example.com");
    let link = |id| {
        vec![ParentLink {
            parent_id: id,
            relationship: "Mother".into(),
        }]
    };
    let batch = ImportBatch {
        parents: vec![p.clone()],
        students: vec![
            student("2025/0301", Some(s.a.id), link(p.id)),
            student("2025/0302", Some(s.a.id), link(p.id)),
            student("2025/0303", None, link(s.p.id)),
        ],
    };
    repo.import(batch, now()).await.unwrap();
    let kemi = repo.parent(p.id, Scope::All).await.unwrap().unwrap();
    assert_eq!(kemi.children.len(), 2);
    assert_eq!(kemi.children[0].class_name.as_deref(), Some("Grade 1A"));
    let found = repo
        .find_parents(
            vec!["KEMI@example.com".into()],
            vec!["+2348030000001".into()],
        )
        .await
        .unwrap();
    assert_eq!(found.len(), 2, "by e-mail in any case, and by phone digits");

    // A clash on the last student undoes the parents too.
    let q = parent("musa@example.com");
    let batch = ImportBatch {
        parents: vec![q.clone()],
        students: vec![student("2025/0001", None, link(q.id))],
    };
    let (index, _) = repo.import(batch, now()).await.unwrap_err();
    assert_eq!(index, 1);
    assert!(repo.parent(q.id, Scope::All).await.unwrap().is_none());

    let taken = repo
        .taken(
            vec!["2025/0301".into(), "nobody".into()],
            vec!["Kemi@example.com".into()],
            vec!["2025/0302".into()],
        )
        .await
        .unwrap();
    assert!(taken.usernames.contains("2025/0301"));
    assert!(!taken.usernames.contains("nobody"));
    assert!(taken.emails.contains("kemi@example.com"));
    assert!(taken.admission_numbers.contains("2025/0302"));
}
