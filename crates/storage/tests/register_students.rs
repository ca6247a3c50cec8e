//! Students on a real, throwaway database: each viewer's scope, filters and pages, batches as
//! one transaction, clashes as field errors, changes of class and status, deactivation.

mod common;
mod plans;

use academics::{
    AcademicsError,
    students::{StudentFilter, StudentOrder, StudentPatch, StudentRepo, StudentStatus},
};
use common::{Register, database, now, school, structure, student, visible_students};
use kernel::{PageRequest, Scope, StudentId};
use test_support::TestDatabase;

async fn listed(register: &Register, filter: StudentFilter) -> Vec<String> {
    register
        .students
        .list(
            filter,
            StudentOrder::AdmissionNumber,
            Scope::All,
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
    let (_db, register) = database().await;
    let s = school(&register).await;

    assert_eq!(
        visible_students(&register, Scope::All).await,
        ["2025/0001", "2025/0002", "2025/0003"]
    );
    assert_eq!(
        visible_students(&register, Scope::Teacher(s.t1.login.user_id)).await,
        ["2025/0001"]
    );
    assert_eq!(
        visible_students(&register, Scope::Teacher(s.t2.login.user_id)).await,
        ["2025/0002"]
    );
    assert_eq!(
        visible_students(&register, Scope::Parent(s.p.login.user_id)).await,
        ["2025/0001"]
    );
    assert_eq!(
        visible_students(&register, Scope::Student(s.s2.login.user_id)).await,
        ["2025/0002"]
    );
}

#[tokio::test]
async fn a_record_outside_the_scope_is_simply_not_there() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let t1 = Scope::Teacher(s.t1.login.user_id);

    assert!(register.students.get(s.s2.id, t1).await.unwrap().is_none());
    let mine = register.students.get(s.s1.id, t1).await.unwrap().unwrap();
    assert_eq!(mine.class_name.as_deref(), Some("Grade 1A"));
    assert_eq!(
        mine.level_id.map(|l| l.to_string()).as_deref(),
        Some("grade-1")
    );
    assert_eq!(mine.parents.len(), 1);
    assert_eq!(mine.parents[0].relationship, "Mother");
    assert_eq!(mine.parents[0].phone, "+234 803 000 0001");
    assert_eq!(mine.parents[0].email, "ngozi@example.com");
}

#[tokio::test]
async fn a_students_own_record_is_found_by_their_account() {
    let (_db, register) = database().await;
    let s = school(&register).await;

    let own = register
        .students
        .of_user(s.s1.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(own.id, s.s1.id);
    assert_eq!(own.parents[0].parent_id, s.p.id);
    assert!(
        register
            .students
            .of_user(s.t1.login.user_id)
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn lists_filter_search_and_count() {
    let (_db, register) = database().await;
    let s = school(&register).await;

    let in_b = StudentFilter {
        class_ids: vec![s.b.id],
        ..StudentFilter::default()
    };
    assert_eq!(listed(&register, in_b).await, ["2025/0002"]);
    let found = StudentFilter {
        search: Some("0003".into()),
        ..StudentFilter::default()
    };
    assert_eq!(listed(&register, found).await, ["2025/0003"]);
    let taught = StudentFilter {
        teacher_id: Some(s.t2.id),
        ..StudentFilter::default()
    };
    assert_eq!(listed(&register, taught).await, ["2025/0002"]);
    let children = StudentFilter {
        parent_id: Some(s.p.id),
        ..StudentFilter::default()
    };
    assert_eq!(listed(&register, children).await, ["2025/0001"]);
    let this_session_in_a = StudentFilter {
        session_id: Some(common::session("2025-2026")),
        class_ids: vec![s.a.id],
        ..StudentFilter::default()
    };
    assert_eq!(listed(&register, this_session_in_a).await, ["2025/0001"]);
    let suspended = StudentFilter {
        statuses: vec![StudentStatus::Suspended],
        ..StudentFilter::default()
    };
    assert!(listed(&register, suspended).await.is_empty());

    let page = register
        .students
        .list(
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
}

#[tokio::test]
async fn a_batch_is_all_or_nothing_and_a_clash_names_its_field_and_item() {
    let (_db, register) = database().await;
    let first = student("2025/0100", None, vec![]);
    let mut clash = student("2025/0101", None, vec![]);
    clash.admission_number = "2025/0100".into();
    let (index, error) = register
        .students
        .insert(vec![first, clash], now())
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    let AcademicsError::Invalid(fields) = error else {
        panic!("not a field error: {error:?}")
    };
    assert!(fields.contains_key("admission_number"));
    assert!(visible_students(&register, Scope::All).await.is_empty());

    let one = student("2025/0200", None, vec![]);
    let mut same_name = student("2025/0201", None, vec![]);
    same_name.login.username = "2025/0200".into();
    let (_, error) = register
        .students
        .insert(vec![one, same_name], now())
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = error else {
        panic!("not a field error")
    };
    assert!(fields.contains_key("username"));
}

#[tokio::test]
async fn changing_a_students_class_and_status_and_deactivating_them() {
    let (db, register) = database().await;
    let s = school(&register).await;
    register
        .students
        .update(
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
    let s3 = register
        .students
        .get(s.s3.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
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

    let (_, error) = register
        .students
        .update(
            vec![(StudentId::generate(), StudentPatch::default())],
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound("student")));
}

#[tokio::test]
async fn a_student_is_deleted_with_their_account_and_their_parent_stays() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    register.students.delete(vec![s.s1.id]).await.unwrap();

    assert!(
        register
            .students
            .get(s.s1.id, Scope::All)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        register
            .students
            .of_user(s.s1.login.user_id)
            .await
            .unwrap()
            .is_none()
    );
    let (index, error) = register
        .students
        .delete(vec![s.s2.id, s.s1.id])
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    assert!(matches!(error, AcademicsError::NotFound("student")));
    assert_eq!(
        visible_students(&register, Scope::All).await.len(),
        2,
        "nothing was deleted"
    );
    let p = academics::parents::ParentRepo::get(&register.parents, s.p.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert!(p.children.is_empty());
}

#[tokio::test]
async fn a_taken_address_is_found_by_the_unique_index_of_addresses() {
    // An import asks which of its addresses accounts have: `users_email_key` holds only the
    // accounts with one, and serves the question only when it says so.
    let db = TestDatabase::new().await;
    plans::no_table_scans(&db).await;
    let register = Register::over(plans::one_connection(&db));
    structure(&register).await;
    school(&register).await;
    let taken = register
        .students
        .taken(vec![], vec!["NGOZI@example.com".into()], vec![])
        .await
        .unwrap();
    assert!(taken.emails.contains("ngozi@example.com"));
    let mut conn = register.db.conn().await.unwrap();
    plans::assert_served_by(
        &mut conn,
        &["lower(\"users\".\"email\")", "= ANY"],
        "'{ngozi@example.com}'",
        "users_email_key",
    )
    .await;
}

#[tokio::test]
async fn taken_names_are_found_in_any_case() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let taken = register
        .students
        .taken(
            vec![s.s1.login.username.to_uppercase(), "nobody".into()],
            vec!["NGOZI@example.com".into(), String::new()],
            vec!["2025/0002".into()],
        )
        .await
        .unwrap();
    assert!(taken.usernames.contains("2025/0001"));
    assert!(!taken.usernames.contains("nobody"));
    assert!(taken.emails.contains("ngozi@example.com"));
    assert!(taken.numbers.contains("2025/0002"));
}
