//! The register's lists kept by each server (decisions/031) on a real, throwaway database: a
//! kept page is answered only while the register is unchanged, whichever server or program
//! changed it; each table the lists read changes the register once a transaction, at its
//! commit; a sign-in, a password change, an e-mail verified or a sign-out everywhere does not.

mod common;

use academics::{
    classes::{ClassFilter, ClassRepo},
    parents::{ParentFilter, ParentOrder, ParentRepo},
    students::{StudentFilter, StudentOrder, StudentPatch, StudentRepo},
    teachers::{TeacherFilter, TeacherOrder, TeacherRepo},
};
use common::{Register, database, now, register_version as version, school};
use kernel::{PageRequest, Scope};
use test_support::TestDatabase;

async fn execute(db: &TestDatabase, sql: &str) {
    db.client().await.batch_execute(sql).await.unwrap();
}

async fn students(register: &Register, scope: Scope) -> Vec<String> {
    let order = StudentOrder::AdmissionNumber;
    let page = PageRequest::default();
    let listed = register
        .students
        .list(StudentFilter::default(), order, scope, page);
    listed
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|s| format!("{} {}", s.first_name, s.class_name.unwrap_or_default()))
        .collect()
}

async fn teachers(register: &Register) -> Vec<String> {
    let page = PageRequest::default();
    let listed = register
        .teachers
        .list(TeacherFilter::default(), TeacherOrder::StaffNumber, page);
    listed
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|t| t.last_name)
        .collect()
}

async fn parents(register: &Register) -> Vec<String> {
    let page = PageRequest::default();
    let listed = register.parents.list(
        ParentFilter::default(),
        ParentOrder::LastName,
        Scope::All,
        page,
    );
    listed
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|p| p.phone)
        .collect()
}

async fn classes(register: &Register) -> Vec<String> {
    let page = PageRequest::default();
    let listed = register
        .classes
        .list(ClassFilter::default(), Scope::All, page);
    listed
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|c| c.name)
        .collect()
}

#[tokio::test]
async fn a_kept_page_gives_way_to_a_change_from_another_server_or_by_hand() {
    let (db, a) = database().await;
    let s = school(&a).await;
    // Another server: its own pool and its own kept pages.
    let b = Register::new(&db);
    let teacher = Scope::Teacher(s.t1.login.user_id);
    assert_eq!(
        students(&a, Scope::All).await,
        ["2025/0001 Grade 1A", "2025/0002 Grade 1B", "2025/0003 "]
    );
    assert_eq!(students(&a, teacher).await, ["2025/0001 Grade 1A"]);
    assert_eq!(teachers(&a).await, ["Test", "Test"]);
    assert_eq!(parents(&a).await, ["+234 803 000 0001"]);
    assert_eq!(classes(&a).await, ["Grade 1A", "Grade 1B"]);

    let renamed = StudentPatch {
        first_name: Some("Amaka".into()),
        ..StudentPatch::default()
    };
    b.students
        .update(vec![(s.s1.id, renamed)], now())
        .await
        .unwrap();
    assert_eq!(
        students(&a, Scope::All).await,
        ["Amaka Grade 1A", "2025/0002 Grade 1B", "2025/0003 "]
    );
    assert_eq!(students(&a, teacher).await, ["Amaka Grade 1A"]);

    // By hand, in one transaction over several tables.
    execute(
        &db,
        "BEGIN;
         UPDATE classes SET name = 'Grade 1 Gold' WHERE name = 'Grade 1A';
         UPDATE users SET last_name = 'Okafor' WHERE role = 'teacher';
         UPDATE parents SET phone = '+234 803 000 0009';
         COMMIT;",
    )
    .await;
    assert_eq!(
        students(&a, Scope::All).await,
        ["Amaka Grade 1 Gold", "2025/0002 Grade 1B", "2025/0003 "]
    );
    assert_eq!(teachers(&a).await, ["Okafor", "Okafor"]);
    assert_eq!(parents(&a).await, ["+234 803 000 0009"]);
    assert_eq!(classes(&a).await, ["Grade 1 Gold", "Grade 1B"]);

    // A student deleted, with their enrolment and links (ON DELETE CASCADE).
    execute(&db, "DELETE FROM users WHERE username = '2025/0003'").await;
    assert_eq!(
        students(&a, Scope::All).await,
        ["Amaka Grade 1 Gold", "2025/0002 Grade 1B"]
    );

    // A class no longer taught by the teacher leaves their list at once.
    execute(&db, "UPDATE classes SET class_teacher_id = NULL").await;
    assert_eq!(students(&a, teacher).await, Vec::<String>::new());
}

#[tokio::test]
async fn each_table_the_lists_read_changes_the_register_once_when_it_commits() {
    let (db, register) = database().await;
    school(&register).await;
    let tables = [
        ("students", "status"),
        ("teachers", "phone"),
        ("parents", "phone"),
        ("student_parents", "relationship"),
        ("enrolments", "class_id"),
        ("academic_sessions", "is_current"),
        ("classes", "name"),
        ("class_levels", "name"),
        ("class_subjects", "teacher_id"),
        ("subjects", "name"),
        ("users", "first_name || '.'"),
    ];
    for (table, column) in tables {
        let column_name = column.split(' ').next().unwrap();
        let before = version(&db).await;
        // A rolled back change is no change.
        execute(
            &db,
            &format!("BEGIN; UPDATE {table} SET {column_name} = {column}; ROLLBACK;"),
        )
        .await;
        assert_eq!(version(&db).await, before, "{table}, rolled back");
        // Every row of the table, twice, in one transaction: one change of the register.
        execute(
            &db,
            &format!(
                "BEGIN;
                 UPDATE {table} SET {column_name} = {column};
                 UPDATE {table} SET {column_name} = {column};
                 COMMIT;"
            ),
        )
        .await;
        assert_eq!(version(&db).await, before + 1, "{table}");
    }
}

#[tokio::test]
async fn a_sign_in_a_first_password_or_a_sign_out_everywhere_leaves_the_register_as_it_was() {
    let (db, register) = database().await;
    school(&register).await;
    let before = version(&db).await;
    execute(
        &db,
        "UPDATE users SET last_login = now(), updated_at = now();
         UPDATE users SET password_hash = '$sha256$01', must_change_password = NOT must_change_password;
         UPDATE users SET email_verified = NOT email_verified;
         UPDATE users SET sessions_valid_after = now(), preferences = '{\"theme\": \"dark\"}';",
    )
    .await;
    assert_eq!(version(&db).await, before);
    execute(
        &db,
        "UPDATE users SET is_active = false WHERE role = 'parent'",
    )
    .await;
    assert_eq!(version(&db).await, before + 1);
}

#[tokio::test]
async fn without_a_version_the_lists_are_read_as_before_and_nothing_is_kept() {
    let (db, register) = database().await;
    school(&register).await;
    execute(&db, "DELETE FROM register_version").await;
    assert_eq!(classes(&register).await, ["Grade 1A", "Grade 1B"]);
    // Even a change that raises no version is seen: no page was kept.
    execute(
        &db,
        "UPDATE classes SET name = 'Grade 1 Gold' WHERE name = 'Grade 1A'",
    )
    .await;
    assert_eq!(classes(&register).await, ["Grade 1 Gold", "Grade 1B"]);
}
