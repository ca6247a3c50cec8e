//! `storage::visibility`'s fragments run against a real, throwaway database: each kind of viewer
//! sees exactly the students, classes, parents and enrolments the rule gives them.

mod common;

use academics::{
    calendar::CalendarRepo,
    enrolments::{EnrolmentRepo, NewEnrolment},
    parents::ParentRepo,
};
use common::{Register, School, database, new_session, now, parent, school, session};
use diesel::{QueryableByName, sql_types::Text};
use diesel_async::RunQueryDsl;
use kernel::{EnrolmentId, Scope};
use storage::visibility;

#[derive(QueryableByName)]
struct Value {
    #[diesel(sql_type = Text)]
    value: String,
}

/// The `value`s `sql` selects, sorted, with the viewer bound as `$1` when the scope has one.
async fn values(register: &Register, sql: String, scope: Scope) -> Vec<String> {
    let mut conn = register.db.conn().await.unwrap();
    let query = diesel::sql_query(sql);
    let rows: Vec<Value> = match visibility::viewer(scope) {
        Some(viewer) => {
            query
                .bind::<diesel::sql_types::Uuid, _>(viewer.into_uuid())
                .load(&mut conn)
                .await
        }
        None => query.load(&mut conn).await,
    }
    .unwrap();
    let mut values: Vec<String> = rows.into_iter().map(|r| r.value).collect();
    values.sort();
    values
}

async fn students(register: &Register, scope: Scope) -> Vec<String> {
    let sql = format!(
        "SELECT s.admission_number AS value FROM students s WHERE {}",
        visibility::students(scope, "s.id")
    );
    values(register, sql, scope).await
}

async fn classes(register: &Register, scope: Scope) -> Vec<String> {
    let sql = format!(
        "SELECT c.name AS value FROM classes c WHERE {}",
        visibility::classes(scope, "c.id")
    );
    values(register, sql, scope).await
}

async fn parents(register: &Register, scope: Scope) -> Vec<String> {
    let sql = format!(
        "SELECT u.username AS value FROM parents p JOIN users u ON u.id = p.user_id WHERE {}",
        visibility::parents(scope, "p.id")
    );
    values(register, sql, scope).await
}

/// Enrolments as `admission number in class (session)`.
async fn enrolments(register: &Register, scope: Scope) -> Vec<String> {
    let sql = format!(
        "SELECT s.admission_number || ' in ' || c.name || ' (' || e.session_id || ')' AS value
         FROM enrolments e JOIN students s ON s.id = e.student_id JOIN classes c ON c.id = e.class_id
         WHERE {}",
        visibility::enrolments(scope, "e.student_id", "e.class_id")
    );
    values(register, sql, scope).await
}

/// The school of `common::school`, with s3 placed in class A for next session (not current),
/// and a second parent of s1.
async fn the_school(register: &Register) -> (School, academics::parents::NewParent) {
    let s = school(register).await;
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
    register
        .enrolments
        .enrol(vec![NewEnrolment {
            id: EnrolmentId::generate(),
            student_id: s.s3.id,
            session_id: session("2026-2027"),
            class_id: s.a.id,
        }])
        .await
        .unwrap();
    let father = parent("emeka@example.com");
    register
        .parents
        .insert(vec![father.clone()], now())
        .await
        .unwrap();
    register
        .parents
        .link(father.id, s.s1.id, "Father".into())
        .await
        .unwrap();
    (s, father)
}

#[tokio::test]
async fn an_admin_sees_everything() {
    let (_db, register) = database().await;
    the_school(&register).await;
    assert_eq!(students(&register, Scope::All).await.len(), 3);
    assert_eq!(classes(&register, Scope::All).await.len(), 2);
    assert_eq!(parents(&register, Scope::All).await.len(), 2);
    assert_eq!(enrolments(&register, Scope::All).await.len(), 3);
}

#[tokio::test]
async fn a_teacher_sees_their_classes_and_this_sessions_students_of_them_and_their_parents() {
    let (_db, register) = database().await;
    let (s, _) = the_school(&register).await;
    let class_teacher = Scope::Teacher(s.t1.login.user_id);
    let subject_teacher = Scope::Teacher(s.t2.login.user_id);

    assert_eq!(classes(&register, class_teacher).await, ["Grade 1A"]);
    assert_eq!(classes(&register, subject_teacher).await, ["Grade 1B"]);
    // s3 is in Grade 1A next session only: not a student of t1 this session.
    assert_eq!(students(&register, class_teacher).await, ["2025/0001"]);
    assert_eq!(students(&register, subject_teacher).await, ["2025/0002"]);
    assert_eq!(
        parents(&register, class_teacher).await,
        ["emeka@example.com", "ngozi@example.com"]
    );
    assert!(parents(&register, subject_teacher).await.is_empty());
    // Every enrolment in their classes, whatever the session.
    assert_eq!(
        enrolments(&register, class_teacher).await,
        [
            "2025/0001 in Grade 1A (2025-2026)",
            "2025/0003 in Grade 1A (2026-2027)"
        ]
    );
}

#[tokio::test]
async fn a_parent_sees_their_children_their_classes_and_their_other_parents() {
    let (_db, register) = database().await;
    let (s, father) = the_school(&register).await;
    let mother = Scope::Parent(s.p.login.user_id);

    assert_eq!(students(&register, mother).await, ["2025/0001"]);
    assert_eq!(classes(&register, mother).await, ["Grade 1A"]);
    assert_eq!(
        parents(&register, mother).await,
        ["emeka@example.com", "ngozi@example.com"]
    );
    assert_eq!(
        enrolments(&register, mother).await,
        ["2025/0001 in Grade 1A (2025-2026)"]
    );
    let father = Scope::Parent(father.login.user_id);
    assert_eq!(students(&register, father).await, ["2025/0001"]);

    let childless = parent("musa@example.com");
    register
        .parents
        .insert(vec![childless.clone()], now())
        .await
        .unwrap();
    let childless = Scope::Parent(childless.login.user_id);
    assert!(students(&register, childless).await.is_empty());
    assert!(classes(&register, childless).await.is_empty());
    assert_eq!(parents(&register, childless).await, ["musa@example.com"]);
}

#[tokio::test]
async fn a_student_sees_themselves_their_class_and_their_parents() {
    let (_db, register) = database().await;
    let (s, _) = the_school(&register).await;
    let s1 = Scope::Student(s.s1.login.user_id);

    assert_eq!(students(&register, s1).await, ["2025/0001"]);
    assert_eq!(classes(&register, s1).await, ["Grade 1A"]);
    assert_eq!(
        parents(&register, s1).await,
        ["emeka@example.com", "ngozi@example.com"]
    );
    // s3 has no class this session, and no parents.
    let s3 = Scope::Student(s.s3.login.user_id);
    assert_eq!(students(&register, s3).await, ["2025/0003"]);
    assert!(classes(&register, s3).await.is_empty());
    assert!(parents(&register, s3).await.is_empty());
    assert_eq!(
        enrolments(&register, s3).await,
        ["2025/0003 in Grade 1A (2026-2027)"]
    );
}
