//! Who is related to whom, for conversations (`messaging::conversations::Relations`,
//! decisions/023), read from the register as it stands this session: one statement per kind of
//! viewer, each a fixed text (so each connection prepares it once), with the viewer's account
//! as `$1`.

use std::collections::BTreeMap;

use diesel::{
    QueryableByName,
    sql_types::{Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{Role, StudentId, UserId};
use messaging::{
    MessagingError,
    conversations::{Contact, Relations, StudentRef},
};
use uuid::Uuid;

use crate::{Database, sql::prepared};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
}

/// Relations on PostgreSQL.
#[derive(Clone)]
pub struct PgRelations {
    db: Database,
}

impl std::fmt::Debug for PgRelations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PgRelations")
    }
}

impl PgRelations {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The current session's enrolments, as `e`.
macro_rules! current {
    () => {
        "enrolments e JOIN academic_sessions a ON a.id = e.session_id AND a.is_current"
    };
}

/// Each class with a teacher of it (its class teacher and its subject teachers).
macro_rules! class_teachers {
    () => {
        "(SELECT id AS class_id, class_teacher_id AS teacher_id FROM classes
           WHERE class_teacher_id IS NOT NULL
          UNION SELECT class_id, teacher_id FROM class_subjects WHERE teacher_id IS NOT NULL)"
    };
}

macro_rules! name {
    ($u:literal) => {
        concat!("btrim(", $u, ".first_name || ' ' || ", $u, ".last_name)")
    };
}

/// A teacher's admins; the students enrolled this session in the classes they teach (as class
/// or subject teacher) and not withdrawn or graduated; and those students' parents, by the child.
const TEACHER: &str = concat!(
    "WITH pupils AS (
        SELECT DISTINCT e.student_id FROM ",
    current!(),
    " JOIN ",
    class_teachers!(),
    " ct ON ct.class_id = e.class_id
        JOIN teachers t ON t.id = ct.teacher_id
        JOIN students ps ON ps.id = e.student_id AND ps.status IN ('active', 'suspended')
        WHERE t.user_id = $1)
     SELECT u.id AS user_id, u.role, ",
    name!("u"),
    " AS name, NULL::uuid AS student_id, NULL::text AS student_name
     FROM users u WHERE u.role = 'admin' AND u.is_active
     UNION ALL
     SELECT su.id, su.role, ",
    name!("su"),
    ", NULL, NULL
     FROM pupils JOIN students s ON s.id = pupils.student_id JOIN users su ON su.id = s.user_id
     WHERE su.is_active
     UNION ALL
     SELECT pu.id, pu.role, ",
    name!("pu"),
    ", s.id, ",
    name!("su"),
    "
     FROM pupils
     JOIN student_parents sp ON sp.student_id = pupils.student_id
     JOIN parents p ON p.id = sp.parent_id JOIN users pu ON pu.id = p.user_id
     JOIN students s ON s.id = sp.student_id JOIN users su ON su.id = s.user_id
     WHERE pu.is_active"
);

/// A parent's children's teachers this session, by the child; and the parents of their
/// children's classmates, by the classmate, never through their own children (so a child's
/// other parent is not a classmate's). Children and classmates withdrawn or graduated relate
/// nobody.
const PARENT: &str = concat!(
    "WITH mine AS (SELECT p.id FROM parents p WHERE p.user_id = $1),
     kids AS (
        SELECT e.student_id, e.class_id, e.session_id FROM ",
    current!(),
    " JOIN student_parents sp ON sp.student_id = e.student_id
        JOIN students ks ON ks.id = e.student_id AND ks.status IN ('active', 'suspended')
        WHERE sp.parent_id IN (SELECT id FROM mine))
     SELECT tu.id AS user_id, tu.role, ",
    name!("tu"),
    " AS name, s.id AS student_id, ",
    name!("su"),
    " AS student_name
     FROM kids JOIN ",
    class_teachers!(),
    " ct ON ct.class_id = kids.class_id
     JOIN teachers t ON t.id = ct.teacher_id JOIN users tu ON tu.id = t.user_id
     JOIN students s ON s.id = kids.student_id JOIN users su ON su.id = s.user_id
     WHERE tu.is_active
     UNION ALL
     SELECT ou.id, ou.role, ",
    name!("ou"),
    ", s.id, ",
    name!("su"),
    "
     FROM kids
     JOIN enrolments e2 ON e2.class_id = kids.class_id AND e2.session_id = kids.session_id
     JOIN student_parents sp ON sp.student_id = e2.student_id
     JOIN parents op ON op.id = sp.parent_id JOIN users ou ON ou.id = op.user_id
     JOIN students s ON s.id = e2.student_id JOIN users su ON su.id = s.user_id
     WHERE ou.is_active AND op.id NOT IN (SELECT id FROM mine) AND s.status IN ('active', 'suspended')
       AND e2.student_id NOT IN (SELECT student_id FROM kids)"
);

/// A student's teachers this session, unless the student is withdrawn or graduated.
const STUDENT: &str = concat!(
    "SELECT tu.id AS user_id, tu.role, ",
    name!("tu"),
    " AS name, NULL::uuid AS student_id, NULL::text AS student_name
     FROM students s JOIN ",
    current!(),
    " ON e.student_id = s.id
     JOIN ",
    class_teachers!(),
    " ct ON ct.class_id = e.class_id
     JOIN teachers t ON t.id = ct.teacher_id JOIN users tu ON tu.id = t.user_id
     WHERE s.user_id = $1 AND s.status IN ('active', 'suspended') AND tu.is_active"
);

/// An admin's teachers.
const ADMIN: &str = concat!(
    "SELECT u.id AS user_id, u.role, ",
    name!("u"),
    " AS name, NULL::uuid AS student_id, NULL::text AS student_name
     FROM teachers t JOIN users u ON u.id = t.user_id
     WHERE u.is_active AND $1::uuid IS NOT NULL"
);

fn statement(role: Role) -> &'static str {
    match role {
        Role::Teacher => TEACHER,
        Role::Parent => PARENT,
        Role::Student => STUDENT,
        Role::Admin => ADMIN,
    }
}

#[derive(QueryableByName)]
struct Row {
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    role: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    student_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    student_name: Option<String>,
}

/// The rows as contacts: one per person, their students named once each, by name; the
/// viewer themselves left out.
fn contacts_of(viewer: UserId, rows: Vec<Row>) -> Result<Vec<Contact>, MessagingError> {
    let mut people: BTreeMap<(String, Uuid), Contact> = BTreeMap::new();
    for r in rows {
        if r.user_id == viewer.into_uuid() {
            continue;
        }
        let role: Role = r
            .role
            .parse()
            .map_err(|_| internal(anyhow::anyhow!("a user with the role {:?}", r.role)))?;
        let contact = people
            .entry((r.name.to_lowercase(), r.user_id))
            .or_insert_with(|| Contact {
                user: UserId::from_uuid(r.user_id),
                role,
                name: r.name.clone(),
                students: Vec::new(),
            });
        if let (Some(id), Some(name)) = (r.student_id, r.student_name) {
            let student = StudentRef {
                id: StudentId::from_uuid(id),
                name,
            };
            if !contact.students.contains(&student) {
                contact.students.push(student);
            }
        }
    }
    Ok(people
        .into_values()
        .map(|mut c| {
            c.students
                .sort_by(|a, b| a.name.cmp(&b.name).then(a.id.cmp(&b.id)));
            c
        })
        .collect())
}

#[async_trait::async_trait]
impl Relations for PgRelations {
    async fn contacts(&self, viewer: UserId, role: Role) -> Result<Vec<Contact>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            statement(role),
            SqlUuid => viewer.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        contacts_of(viewer, rows)
    }

    async fn contact(
        &self,
        viewer: UserId,
        role: Role,
        other: UserId,
    ) -> Result<Option<Contact>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            format!(
            "SELECT * FROM ({}) related WHERE related.user_id = $2",
            statement(role)
        ),
            SqlUuid => viewer.into_uuid(),
            SqlUuid => other.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(contacts_of(viewer, rows)?.into_iter().next())
    }
}
