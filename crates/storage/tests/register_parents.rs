//! Parents on a real, throwaway database: each viewer's scope, a parent's own record with their
//! children, links, and the import (parents then students, in one transaction).

mod common;

use academics::{
    AcademicsError,
    parents::{ParentFilter, ParentOrder, ParentRepo},
    students::{ImportBatch, StudentRepo},
};
use common::{Register, database, mother, now, parent, school, student};
use kernel::{PageRequest, Scope};

async fn parents_seen(register: &Register, scope: Scope) -> u64 {
    register
        .parents
        .list(
            ParentFilter::default(),
            ParentOrder::default(),
            scope,
            PageRequest::default(),
        )
        .await
        .unwrap()
        .count
}

#[tokio::test]
async fn each_viewer_sees_only_the_parents_of_the_students_they_see() {
    let (_db, register) = database().await;
    let s = school(&register).await;

    assert_eq!(parents_seen(&register, Scope::All).await, 1);
    assert_eq!(
        parents_seen(&register, Scope::Teacher(s.t1.login.user_id)).await,
        1
    );
    assert_eq!(
        parents_seen(&register, Scope::Teacher(s.t2.login.user_id)).await,
        0
    );
    assert_eq!(
        parents_seen(&register, Scope::Student(s.s3.login.user_id)).await,
        0
    );
    let own_child = Scope::Student(s.s1.login.user_id);
    assert!(
        register
            .parents
            .get(s.p.id, own_child)
            .await
            .unwrap()
            .is_some()
    );
}

#[tokio::test]
async fn a_parent_sees_themselves_and_their_childrens_other_parents_only() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let father = parent("emeka@example.com");
    let stranger = parent("musa@example.com");
    register
        .parents
        .insert(vec![father.clone(), stranger.clone()], now())
        .await
        .unwrap();
    register
        .parents
        .link(father.id, s.s1.id, "Father".into())
        .await
        .unwrap();

    let mum = Scope::Parent(s.p.login.user_id);
    assert_eq!(parents_seen(&register, mum).await, 2);
    assert!(
        register
            .parents
            .get(father.id, mum)
            .await
            .unwrap()
            .is_some()
    );
    assert!(
        register
            .parents
            .get(stranger.id, mum)
            .await
            .unwrap()
            .is_none()
    );
    let alone = Scope::Parent(stranger.login.user_id);
    assert_eq!(
        parents_seen(&register, alone).await,
        1,
        "themselves, childless"
    );
}

#[tokio::test]
async fn a_parents_own_record_comes_with_their_children_and_classes() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    register
        .parents
        .link(s.p.id, s.s3.id, "Guardian".into())
        .await
        .unwrap();

    let own = register
        .parents
        .of_user(s.p.login.user_id)
        .await
        .unwrap()
        .unwrap();
    let children: Vec<_> = own
        .children
        .iter()
        .map(|c| {
            (
                c.admission_number.as_str(),
                c.class_name.as_deref(),
                c.relationship.as_str(),
            )
        })
        .collect();
    assert_eq!(
        children,
        [
            ("2025/0001", Some("Grade 1A"), "Mother"),
            ("2025/0003", None, "Guardian")
        ]
    );
    assert_eq!(own.children[0].class_id, Some(s.a.id));

    // Linking again re-labels; unlinking answers whether there was a link.
    register
        .parents
        .link(s.p.id, s.s3.id, "Aunt".into())
        .await
        .unwrap();
    assert!(register.parents.unlink(s.p.id, s.s3.id).await.unwrap());
    assert!(!register.parents.unlink(s.p.id, s.s3.id).await.unwrap());
    let (_, error) = register
        .parents
        .insert(
            vec![academics::parents::NewParent {
                children: vec![academics::parents::ChildLink {
                    student_id: kernel::StudentId::generate(),
                    relationship: String::new(),
                }],
                ..parent("kemi@example.com")
            }],
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::Invalid(f) if f.contains_key("student_id")));
}

#[tokio::test]
async fn an_import_stores_parents_then_students_in_one_transaction() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    let p = parent("kemi@example.com");
    let batch = ImportBatch {
        parents: vec![p.clone()],
        students: vec![
            student("2025/0301", Some(s.a.id), mother(p.id)),
            student("2025/0302", Some(s.a.id), mother(p.id)),
            student("2025/0303", None, mother(s.p.id)),
        ],
    };
    register.students.import(batch, now()).await.unwrap();
    let kemi = register
        .parents
        .get(p.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kemi.children.len(), 2);
    assert_eq!(kemi.children[0].class_name.as_deref(), Some("Grade 1A"));
    let found = register
        .parents
        .find(
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
        students: vec![student("2025/0001", None, mother(q.id))],
    };
    let (index, _) = register.students.import(batch, now()).await.unwrap_err();
    assert_eq!(index, 1);
    assert!(
        register
            .parents
            .get(q.id, Scope::All)
            .await
            .unwrap()
            .is_none()
    );

    let taken = register
        .students
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
    assert!(taken.numbers.contains("2025/0302"));
}

#[tokio::test]
async fn deleting_a_parent_keeps_their_children() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    register.parents.delete(vec![s.p.id]).await.unwrap();
    assert!(
        register
            .parents
            .get(s.p.id, Scope::All)
            .await
            .unwrap()
            .is_none()
    );
    let child = register
        .students
        .get(s.s1.id, Scope::All)
        .await
        .unwrap()
        .unwrap();
    assert!(child.parents.is_empty());
}
