//! Who may write to whom (decisions/023) on PostgreSQL: a teacher with the students and
//! parents of the classes they teach, a parent with their children's teachers and the parents
//! of their children's classmates, a student with their teachers, an admin with every teacher;
//! nobody else.

mod common;

use academics::{parents::ParentRepo, students::StudentRepo};
use auth::{NewUser, UserRepo};
use common::{database, mother, now, parent, school, student};
use kernel::{Role, UserId};
use messaging::conversations::{Contact, Relations};
use storage::{PgRelations, PgUserRepo};

async fn admin_user(register: &common::Register, username: &str, active: bool) -> UserId {
    let id = UserId::generate();
    PgUserRepo::new(register.db.clone())
        .insert(
            NewUser {
                id,
                username: username.into(),
                email: format!("{username}@school.example"),
                first_name: "Head".into(),
                last_name: username.into(),
                role: Role::Admin,
                password_hash: "x".into(),
                is_staff: true,
                is_superuser: false,
                email_verified: true,
                approved: true,
                must_change_password: false,
            },
            now(),
        )
        .await
        .unwrap();
    if !active {
        diesel_async::RunQueryDsl::execute(
            diesel::sql_query("UPDATE users SET is_active = false WHERE id = $1")
                .bind::<diesel::sql_types::Uuid, _>(id.into_uuid()),
            &mut register.db.conn().await.unwrap(),
        )
        .await
        .unwrap();
    }
    id
}

fn who(contacts: &[Contact]) -> Vec<(UserId, &'static str, Vec<String>)> {
    contacts
        .iter()
        .map(|c| {
            (
                c.user,
                c.role.as_str(),
                c.students.iter().map(|s| s.name.clone()).collect(),
            )
        })
        .collect()
}

#[tokio::test]
async fn each_viewer_reaches_only_the_people_their_classes_relate_them_to() {
    let (_db, register) = database().await;
    let s = school(&register).await;
    // A second family in class A: parent q and their child s4.
    let q = parent("bola@example.com");
    register
        .parents
        .insert(vec![q.clone()], now())
        .await
        .unwrap();
    let kid4 = student("2025/0004", Some(s.a.id), mother(q.id));
    register
        .students
        .insert(vec![kid4.clone()], now())
        .await
        .unwrap();
    // An admin, and one whose account is switched off.
    let admin = admin_user(&register, "head", true).await;
    admin_user(&register, "gone", false).await;
    let relations = PgRelations::new(register.db.clone());
    let user = |l: &academics::accounts::Login| l.user_id;
    let (t1, t2) = (user(&s.t1.login), user(&s.t2.login));
    let (p, q) = (user(&s.p.login), user(&q.login));
    let (s1, s2, s3, s4) = (
        user(&s.s1.login),
        user(&s.s2.login),
        user(&s.s3.login),
        user(&kid4.login),
    );
    let name = |l: &academics::accounts::Login| format!("{} {}", l.first_name, l.last_name);

    // t1, class teacher of A: its students and their parents, each parent by the child.
    let mut seen = who(&relations.contacts(t1, Role::Teacher).await.unwrap());
    seen.sort();
    let mut expected = vec![
        (admin, "admin", vec![]),
        (s1, "student", vec![]),
        (s4, "student", vec![]),
        (p, "parent", vec![name(&s.s1.login)]),
        (q, "parent", vec![name(&kid4.login)]),
    ];
    expected.sort();
    assert_eq!(seen, expected);

    // t2 teaches B's Mathematics: the admin and s2 (who has no parent); nobody of A, nor s3
    // (no class).
    let mut seen = who(&relations.contacts(t2, Role::Teacher).await.unwrap());
    seen.sort();
    let mut expected = vec![(admin, "admin", vec![]), (s2, "student", vec![])];
    expected.sort();
    assert_eq!(seen, expected);

    // p: A's teacher about s1, and q, whose s4 is s1's classmate.
    let mut seen = who(&relations.contacts(p, Role::Parent).await.unwrap());
    seen.sort();
    let mut expected = vec![
        (t1, "teacher", vec![name(&s.s1.login)]),
        (q, "parent", vec![name(&kid4.login)]),
    ];
    expected.sort();
    assert_eq!(seen, expected);

    // Students: their own class's teachers; a student in no class, nobody.
    assert_eq!(
        who(&relations.contacts(s1, Role::Student).await.unwrap()),
        vec![(t1, "teacher", vec![])]
    );
    assert_eq!(
        who(&relations.contacts(s2, Role::Student).await.unwrap()),
        vec![(t2, "teacher", vec![])]
    );
    assert!(
        relations
            .contacts(s3, Role::Student)
            .await
            .unwrap()
            .is_empty()
    );

    // An admin: every teacher.
    let mut seen: Vec<UserId> = relations
        .contacts(UserId::generate(), Role::Admin)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.user)
        .collect();
    seen.sort();
    let mut teachers = vec![t1, t2];
    teachers.sort();
    assert_eq!(seen, teachers);

    // One person at a time: related or not found.
    let found = relations
        .contact(t1, Role::Teacher, p)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.students.len(), 1);
    assert!(
        relations
            .contact(t2, Role::Teacher, p)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        relations
            .contact(p, Role::Parent, t2)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        relations
            .contact(s2, Role::Student, t1)
            .await
            .unwrap()
            .is_none()
    );
    // Nobody is their own contact.
    assert!(
        relations
            .contact(p, Role::Parent, p)
            .await
            .unwrap()
            .is_none()
    );

    // s4 withdrawn: gone from the teacher's reach with the parent they related, and q is no
    // longer a classmate's parent to p.
    diesel_async::RunQueryDsl::execute(
        diesel::sql_query("UPDATE students SET status = 'withdrawn' WHERE id = $1")
            .bind::<diesel::sql_types::Uuid, _>(kid4.id.into_uuid()),
        &mut register.db.conn().await.unwrap(),
    )
    .await
    .unwrap();
    let reached: Vec<UserId> = relations
        .contacts(t1, Role::Teacher)
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.user)
        .collect();
    assert!(
        !reached.contains(&s4) && !reached.contains(&q),
        "{reached:?}"
    );
    assert!(
        relations
            .contact(p, Role::Parent, q)
            .await
            .unwrap()
            .is_none()
    );
}
