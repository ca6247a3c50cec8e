//! The register's reads.

use academics::{
    AcademicsError, Class, ClassFilter, ClassRef, ClassSubject, ClassSubjectFilter, Enrolment,
    EnrolmentFilter, Gender, Parent, ParentChild, ParentFilter, Scope, Session, StructureItem,
    Student, StudentFilter, StudentOrder, StudentParent, StudentStatus, Teacher, TeacherFilter,
    TeacherOrder, TeachingRef, Term,
};
use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Bool, Date, Int4, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Page, PageRequest};
use uuid::Uuid;

use super::{
    classes_in_scope, enrolments_in_scope, internal, parents_in_scope, scope_binds,
    students_in_scope,
};
use crate::sql::contains_pattern;

type Conn = AsyncPgConnection;

fn search(value: &Option<String>) -> Option<String> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(contains_pattern)
}

fn page_of<T>(results: Vec<T>, total: i64, request: PageRequest) -> Page<T> {
    Page {
        count: u64::try_from(total).unwrap_or(0),
        results,
        request,
    }
}

// --- Students ----------------------------------------------------------------------------

#[derive(QueryableByName)]
struct StudentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Bool)]
    is_active: bool,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<Date>)]
    date_of_birth: Option<time::Date>,
    #[diesel(sql_type = Text)]
    gender: String,
    #[diesel(sql_type = Text)]
    address: String,
    #[diesel(sql_type = Nullable<Date>)]
    admission_date: Option<time::Date>,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    level_id: Option<String>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct StudentParentRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    parent_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    relationship: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    email: String,
}

/// Which students a query is for, beyond the list filters.
#[derive(Default)]
pub(crate) struct Only {
    pub ids: Vec<Uuid>,
    pub user_id: Option<Uuid>,
}

fn student_order(order: StudentOrder) -> &'static str {
    match order {
        StudentOrder::LastName => "lower(u.last_name), lower(u.first_name), s.id",
        StudentOrder::LastNameDesc => "lower(u.last_name) DESC, lower(u.first_name) DESC, s.id",
        StudentOrder::FirstName => "lower(u.first_name), lower(u.last_name), s.id",
        StudentOrder::FirstNameDesc => "lower(u.first_name) DESC, lower(u.last_name) DESC, s.id",
        StudentOrder::AdmissionNumber => "lower(s.admission_number), s.id",
        StudentOrder::AdmissionNumberDesc => "lower(s.admission_number) DESC, s.id",
        StudentOrder::AdmissionDate => "s.admission_date NULLS LAST, s.id",
        StudentOrder::AdmissionDateDesc => "s.admission_date DESC NULLS LAST, s.id",
    }
}

pub(crate) async fn students(
    conn: &mut Conn,
    filter: &StudentFilter,
    order: StudentOrder,
    scope: Scope,
    only: Only,
    page: PageRequest,
) -> Result<Page<Student>, AcademicsError> {
    let (kind, viewer) = scope_binds(scope);
    let sql = format!(
        "SELECT s.id, s.user_id, u.username, u.email, u.first_name, u.last_name, u.is_active,
                s.admission_number, s.date_of_birth, s.gender, s.address, s.admission_date,
                s.status, e.class_id, c.name AS class_name, c.level_id,
                count(*) OVER () AS total
         FROM students s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN enrolments e ON e.student_id = s.id
              AND e.session_id = (SELECT id FROM academic_sessions WHERE is_current)
         LEFT JOIN classes c ON c.id = e.class_id
         WHERE {}
           AND (cardinality($3::uuid[]) = 0 OR $6::text IS NOT NULL OR e.class_id = ANY($3))
           AND (cardinality($4::text[]) = 0 OR c.level_id = ANY($4))
           AND (cardinality($5::text[]) = 0 OR s.status = ANY($5))
           AND ($6::text IS NULL OR EXISTS (
                SELECT 1 FROM enrolments e2 WHERE e2.student_id = s.id AND e2.session_id = $6
                  AND (cardinality($3::uuid[]) = 0 OR e2.class_id = ANY($3))))
           AND ($7::uuid IS NULL OR e.class_id IN (
                SELECT id FROM classes WHERE class_teacher_id = $7
                UNION SELECT class_id FROM class_subjects WHERE teacher_id = $7))
           AND ($8::uuid IS NULL OR s.id IN (
                SELECT student_id FROM student_parents WHERE parent_id = $8))
           AND ($9::text IS NULL OR u.first_name ILIKE $9 OR u.last_name ILIKE $9
                OR (u.first_name || ' ' || u.last_name) ILIKE $9
                OR s.admission_number ILIKE $9 OR u.username ILIKE $9 OR u.email ILIKE $9)
           AND (cardinality($10::uuid[]) = 0 OR s.id = ANY($10))
           AND ($11::uuid IS NULL OR s.user_id = $11)
         ORDER BY {}
         LIMIT $12 OFFSET $13",
        students_in_scope(scope),
        student_order(order)
    );
    let rows: Vec<StudentRow> = diesel::sql_query(sql)
        .bind::<Text, _>(kind)
        .bind::<Nullable<SqlUuid>, _>(viewer)
        .bind::<Array<SqlUuid>, _>(&filter.class_ids)
        .bind::<Array<Text>, _>(&filter.level_ids)
        .bind::<Array<Text>, _>(
            filter
                .statuses
                .iter()
                .map(|s| s.as_str().to_owned())
                .collect::<Vec<_>>(),
        )
        .bind::<Nullable<Text>, _>(filter.session_id.as_deref())
        .bind::<Nullable<SqlUuid>, _>(filter.teacher_id)
        .bind::<Nullable<SqlUuid>, _>(filter.parent_id)
        .bind::<Nullable<Text>, _>(search(&filter.search))
        .bind::<Array<SqlUuid>, _>(&only.ids)
        .bind::<Nullable<SqlUuid>, _>(only.user_id)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let links: Vec<StudentParentRow> = diesel::sql_query(
        "SELECT sp.student_id, p.id AS parent_id,
                btrim(u.first_name || ' ' || u.last_name) AS name,
                sp.relationship, p.phone, u.email
         FROM student_parents sp
         JOIN parents p ON p.id = sp.parent_id
         JOIN users u ON u.id = p.user_id
         WHERE sp.student_id = ANY($1)
         ORDER BY lower(u.last_name), lower(u.first_name), p.id",
    )
    .bind::<Array<SqlUuid>, _>(&ids)
    .load(conn)
    .await
    .map_err(internal)?;
    let mut results = Vec::with_capacity(rows.len());
    for row in rows {
        let parents = links
            .iter()
            .filter(|l| l.student_id == row.id)
            .map(|l| StudentParent {
                parent_id: l.parent_id,
                name: l.name.clone(),
                relationship: l.relationship.clone(),
                phone: l.phone.clone(),
                email: l.email.clone(),
            })
            .collect();
        results.push(Student {
            id: row.id,
            user_id: row.user_id,
            username: row.username,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            is_active: row.is_active,
            admission_number: row.admission_number,
            date_of_birth: row.date_of_birth,
            gender: Gender::parse(&row.gender).unwrap_or_default(),
            address: row.address,
            admission_date: row.admission_date,
            status: StudentStatus::parse(&row.status).unwrap_or_default(),
            class_id: row.class_id,
            class_name: row.class_name,
            level_id: row.level_id,
            parents,
            initial_password: None,
        });
    }
    Ok(page_of(results, total, page))
}

// --- Teachers ----------------------------------------------------------------------------

#[derive(QueryableByName)]
struct TeacherRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Bool)]
    is_active: bool,
    #[diesel(sql_type = Nullable<Text>)]
    profile_picture: Option<String>,
    #[diesel(sql_type = Text)]
    staff_number: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    qualification: String,
    #[diesel(sql_type = Text)]
    specialisation: String,
    #[diesel(sql_type = Text)]
    bio: String,
    #[diesel(sql_type = Nullable<Date>)]
    hire_date: Option<time::Date>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct TeachingRow {
    #[diesel(sql_type = SqlUuid)]
    teacher_id: Uuid,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_subject_id: Option<Uuid>,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    subject_id: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    subject_name: Option<String>,
}

fn teacher_order(order: TeacherOrder) -> &'static str {
    match order {
        TeacherOrder::LastName => "lower(u.last_name), lower(u.first_name), t.id",
        TeacherOrder::LastNameDesc => "lower(u.last_name) DESC, lower(u.first_name) DESC, t.id",
        TeacherOrder::StaffNumber => "lower(t.staff_number), t.id",
        TeacherOrder::StaffNumberDesc => "lower(t.staff_number) DESC, t.id",
        TeacherOrder::HireDate => "t.hire_date NULLS LAST, t.id",
        TeacherOrder::HireDateDesc => "t.hire_date DESC NULLS LAST, t.id",
    }
}

/// Teachers are read by admins and colleagues only (the domain decides), so this query
/// takes no scope.
pub(crate) async fn teachers(
    conn: &mut Conn,
    filter: &TeacherFilter,
    order: TeacherOrder,
    only: Only,
    page: PageRequest,
) -> Result<Page<Teacher>, AcademicsError> {
    let sql = format!(
        "SELECT t.id, t.user_id, u.username, u.email, u.first_name, u.last_name, u.is_active,
                u.profile_picture, t.staff_number, t.phone, t.qualification, t.specialisation,
                t.bio, t.hire_date, count(*) OVER () AS total
         FROM teachers t JOIN users u ON u.id = t.user_id
         WHERE ($1::uuid IS NULL OR t.id IN (
                SELECT class_teacher_id FROM classes WHERE id = $1 AND class_teacher_id IS NOT NULL
                UNION SELECT teacher_id FROM class_subjects WHERE class_id = $1 AND teacher_id IS NOT NULL))
           AND ($2::text IS NULL OR t.id IN (
                SELECT teacher_id FROM class_subjects WHERE subject_id = $2 AND teacher_id IS NOT NULL))
           AND ($3::bool IS NULL OR u.is_active = $3)
           AND ($4::text IS NULL OR u.first_name ILIKE $4 OR u.last_name ILIKE $4
                OR (u.first_name || ' ' || u.last_name) ILIKE $4
                OR t.staff_number ILIKE $4 OR u.username ILIKE $4 OR u.email ILIKE $4)
           AND (cardinality($5::uuid[]) = 0 OR t.id = ANY($5))
           AND ($6::uuid IS NULL OR t.user_id = $6)
         ORDER BY {}
         LIMIT $7 OFFSET $8",
        teacher_order(order)
    );
    let rows: Vec<TeacherRow> = diesel::sql_query(sql)
        .bind::<Nullable<SqlUuid>, _>(filter.class_id)
        .bind::<Nullable<Text>, _>(filter.subject_id.as_deref())
        .bind::<Nullable<Bool>, _>(filter.is_active)
        .bind::<Nullable<Text>, _>(search(&filter.search))
        .bind::<Array<SqlUuid>, _>(&only.ids)
        .bind::<Nullable<SqlUuid>, _>(only.user_id)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    // Class teacher of (no subject) and subject teacher in (with one).
    let teaching: Vec<TeachingRow> = diesel::sql_query(
        "SELECT c.class_teacher_id AS teacher_id, NULL::uuid AS class_subject_id,
                c.id AS class_id, c.name AS class_name,
                NULL::text AS subject_id, NULL::text AS subject_name
         FROM classes c WHERE c.class_teacher_id = ANY($1)
         UNION ALL
         SELECT cs.teacher_id, cs.id, c.id, c.name, sb.id, sb.name
         FROM class_subjects cs
         JOIN classes c ON c.id = cs.class_id
         JOIN subjects sb ON sb.id = cs.subject_id
         WHERE cs.teacher_id = ANY($1)
         ORDER BY class_name, subject_name",
    )
    .bind::<Array<SqlUuid>, _>(&ids)
    .load(conn)
    .await
    .map_err(internal)?;
    let results = rows
        .into_iter()
        .map(|row| {
            let mine = teaching.iter().filter(|t| t.teacher_id == row.id);
            Teacher {
                classes: mine
                    .clone()
                    .filter(|t| t.class_subject_id.is_none())
                    .map(|t| ClassRef {
                        id: t.class_id,
                        name: t.class_name.clone(),
                    })
                    .collect(),
                subjects: mine
                    .filter_map(|t| {
                        Some(TeachingRef {
                            class_subject_id: t.class_subject_id?,
                            class_id: t.class_id,
                            class_name: t.class_name.clone(),
                            subject_id: t.subject_id.clone()?,
                            subject_name: t.subject_name.clone()?,
                        })
                    })
                    .collect(),
                id: row.id,
                user_id: row.user_id,
                username: row.username,
                email: row.email,
                first_name: row.first_name,
                last_name: row.last_name,
                is_active: row.is_active,
                staff_number: row.staff_number,
                phone: row.phone,
                qualification: row.qualification,
                specialisation: row.specialisation,
                bio: row.bio,
                hire_date: row.hire_date,
                profile_picture: row.profile_picture,
                initial_password: None,
            }
        })
        .collect();
    Ok(page_of(results, total, page))
}

// --- Parents -----------------------------------------------------------------------------

#[derive(QueryableByName)]
struct ParentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Bool)]
    is_active: bool,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    address: String,
    #[diesel(sql_type = Text)]
    occupation: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct ChildRow {
    #[diesel(sql_type = SqlUuid)]
    parent_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_name: Option<String>,
    #[diesel(sql_type = Text)]
    relationship: String,
}

/// Parents by the list filters, or by `emails`/`phones` (the import's matching) when given.
pub(crate) async fn parents(
    conn: &mut Conn,
    filter: &ParentFilter,
    scope: Scope,
    only: Only,
    contacts: (Vec<String>, Vec<String>),
    page: PageRequest,
) -> Result<Page<Parent>, AcademicsError> {
    let (kind, viewer) = scope_binds(scope);
    let (emails, phones) = contacts;
    let matching = !emails.is_empty() || !phones.is_empty();
    let sql = format!(
        "SELECT p.id, p.user_id, u.username, u.email, u.first_name, u.last_name, u.is_active,
                p.phone, p.address, p.occupation, count(*) OVER () AS total
         FROM parents p JOIN users u ON u.id = p.user_id
         WHERE {}
           AND ($3::uuid IS NULL OR p.id IN (
                SELECT parent_id FROM student_parents WHERE student_id = $3))
           AND ($4::bool IS NULL OR u.is_active = $4)
           AND ($5::text IS NULL OR u.first_name ILIKE $5 OR u.last_name ILIKE $5
                OR (u.first_name || ' ' || u.last_name) ILIKE $5
                OR u.email ILIKE $5 OR p.phone ILIKE $5 OR u.username ILIKE $5)
           AND (cardinality($6::uuid[]) = 0 OR p.id = ANY($6))
           AND ($7::uuid IS NULL OR p.user_id = $7)
           AND (NOT $8 OR lower(u.email) = ANY($9)
                OR regexp_replace(p.phone, '[^0-9+]', '', 'g') = ANY($10))
         ORDER BY lower(u.last_name), lower(u.first_name), p.id
         LIMIT $11 OFFSET $12",
        parents_in_scope(scope)
    );
    let rows: Vec<ParentRow> = diesel::sql_query(sql)
        .bind::<Text, _>(kind)
        .bind::<Nullable<SqlUuid>, _>(viewer)
        .bind::<Nullable<SqlUuid>, _>(filter.student_id)
        .bind::<Nullable<Bool>, _>(filter.is_active)
        .bind::<Nullable<Text>, _>(search(&filter.search))
        .bind::<Array<SqlUuid>, _>(&only.ids)
        .bind::<Nullable<SqlUuid>, _>(only.user_id)
        .bind::<Bool, _>(matching)
        .bind::<Array<Text>, _>(&emails)
        .bind::<Array<Text>, _>(&phones)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let children: Vec<ChildRow> = diesel::sql_query(
        "SELECT sp.parent_id, s.id AS student_id,
                btrim(u.first_name || ' ' || u.last_name) AS name, s.admission_number,
                e.class_id, c.name AS class_name, sp.relationship
         FROM student_parents sp
         JOIN students s ON s.id = sp.student_id
         JOIN users u ON u.id = s.user_id
         LEFT JOIN enrolments e ON e.student_id = s.id
              AND e.session_id = (SELECT id FROM academic_sessions WHERE is_current)
         LEFT JOIN classes c ON c.id = e.class_id
         WHERE sp.parent_id = ANY($1)
         ORDER BY lower(u.first_name), s.id",
    )
    .bind::<Array<SqlUuid>, _>(&ids)
    .load(conn)
    .await
    .map_err(internal)?;
    let results = rows
        .into_iter()
        .map(|row| Parent {
            children: children
                .iter()
                .filter(|c| c.parent_id == row.id)
                .map(|c| ParentChild {
                    student_id: c.student_id,
                    name: c.name.clone(),
                    admission_number: c.admission_number.clone(),
                    class_id: c.class_id,
                    class_name: c.class_name.clone(),
                    relationship: c.relationship.clone(),
                })
                .collect(),
            id: row.id,
            user_id: row.user_id,
            username: row.username,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            is_active: row.is_active,
            phone: row.phone,
            address: row.address,
            occupation: row.occupation,
            initial_password: None,
        })
        .collect();
    Ok(page_of(results, total, page))
}

// --- Classes and class subjects ------------------------------------------------------------

#[derive(QueryableByName)]
struct ClassRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    level_id: String,
    #[diesel(sql_type = Text)]
    level_name: String,
    #[diesel(sql_type = Text)]
    arm: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_teacher_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_teacher_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    student_count: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

pub(crate) async fn classes(
    conn: &mut Conn,
    filter: &ClassFilter,
    scope: Scope,
    ids: Vec<Uuid>,
    page: PageRequest,
) -> Result<Page<Class>, AcademicsError> {
    let (kind, viewer) = scope_binds(scope);
    let sql = format!(
        "SELECT c.id, c.level_id, l.name AS level_name, c.arm, c.name, c.class_teacher_id,
                btrim(tu.first_name || ' ' || tu.last_name) AS class_teacher_name,
                (SELECT count(*) FROM enrolments e
                   JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
                  WHERE e.class_id = c.id) AS student_count,
                count(*) OVER () AS total
         FROM classes c
         JOIN class_levels l ON l.id = c.level_id
         LEFT JOIN teachers t ON t.id = c.class_teacher_id
         LEFT JOIN users tu ON tu.id = t.user_id
         WHERE {}
           AND (cardinality($3::text[]) = 0 OR c.level_id = ANY($3))
           AND ($4::uuid IS NULL OR c.class_teacher_id = $4)
           AND ($5::uuid IS NULL OR c.class_teacher_id = $5 OR c.id IN (
                SELECT class_id FROM class_subjects WHERE teacher_id = $5))
           AND ($6::text IS NULL OR c.name ILIKE $6 OR l.name ILIKE $6)
           AND (cardinality($7::uuid[]) = 0 OR c.id = ANY($7))
         ORDER BY l.position, lower(c.name), c.id
         LIMIT $8 OFFSET $9",
        classes_in_scope(scope, "c.id")
    );
    let rows: Vec<ClassRow> = diesel::sql_query(sql)
        .bind::<Text, _>(kind)
        .bind::<Nullable<SqlUuid>, _>(viewer)
        .bind::<Array<Text>, _>(&filter.level_ids)
        .bind::<Nullable<SqlUuid>, _>(filter.class_teacher_id)
        .bind::<Nullable<SqlUuid>, _>(filter.teacher_id)
        .bind::<Nullable<Text>, _>(search(&filter.search))
        .bind::<Array<SqlUuid>, _>(&ids)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(|r| Class {
            id: r.id,
            level_id: r.level_id,
            level_name: r.level_name,
            arm: r.arm,
            name: r.name,
            class_teacher_id: r.class_teacher_id,
            class_teacher_name: r.class_teacher_name,
            student_count: r.student_count,
        })
        .collect();
    Ok(page_of(results, total, page))
}

#[derive(QueryableByName)]
struct ClassSubjectRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Text)]
    subject_id: String,
    #[diesel(sql_type = Text)]
    subject_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    teacher_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

pub(crate) async fn class_subjects(
    conn: &mut Conn,
    filter: &ClassSubjectFilter,
    scope: Scope,
    ids: Vec<Uuid>,
    page: PageRequest,
) -> Result<Page<ClassSubject>, AcademicsError> {
    let (kind, viewer) = scope_binds(scope);
    let sql = format!(
        "SELECT cs.id, cs.class_id, c.name AS class_name, cs.subject_id, sb.name AS subject_name,
                cs.teacher_id, btrim(tu.first_name || ' ' || tu.last_name) AS teacher_name,
                count(*) OVER () AS total
         FROM class_subjects cs
         JOIN classes c ON c.id = cs.class_id
         JOIN class_levels l ON l.id = c.level_id
         JOIN subjects sb ON sb.id = cs.subject_id
         LEFT JOIN teachers t ON t.id = cs.teacher_id
         LEFT JOIN users tu ON tu.id = t.user_id
         WHERE {}
           AND (cardinality($3::uuid[]) = 0 OR cs.class_id = ANY($3))
           AND ($4::text IS NULL OR cs.subject_id = $4)
           AND ($5::uuid IS NULL OR cs.teacher_id = $5)
           AND (cardinality($6::uuid[]) = 0 OR cs.id = ANY($6))
         ORDER BY l.position, lower(c.name), sb.position, cs.id
         LIMIT $7 OFFSET $8",
        classes_in_scope(scope, "cs.class_id")
    );
    let rows: Vec<ClassSubjectRow> = diesel::sql_query(sql)
        .bind::<Text, _>(kind)
        .bind::<Nullable<SqlUuid>, _>(viewer)
        .bind::<Array<SqlUuid>, _>(&filter.class_ids)
        .bind::<Nullable<Text>, _>(filter.subject_id.as_deref())
        .bind::<Nullable<SqlUuid>, _>(filter.teacher_id)
        .bind::<Array<SqlUuid>, _>(&ids)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(|r| ClassSubject {
            id: r.id,
            class_id: r.class_id,
            class_name: r.class_name,
            subject_id: r.subject_id,
            subject_name: r.subject_name,
            teacher_id: r.teacher_id,
            teacher_name: r.teacher_name,
        })
        .collect();
    Ok(page_of(results, total, page))
}

// --- Enrolments --------------------------------------------------------------------------

#[derive(QueryableByName)]
struct EnrolmentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Text)]
    session_id: String,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

pub(crate) async fn enrolments(
    conn: &mut Conn,
    filter: &EnrolmentFilter,
    scope: Scope,
    ids: Vec<Uuid>,
    page: PageRequest,
) -> Result<Page<Enrolment>, AcademicsError> {
    let (kind, viewer) = scope_binds(scope);
    let sql = format!(
        "SELECT e.id, e.student_id, btrim(u.first_name || ' ' || u.last_name) AS student_name,
                s.admission_number, e.session_id, e.class_id, c.name AS class_name,
                count(*) OVER () AS total
         FROM enrolments e
         JOIN students s ON s.id = e.student_id
         JOIN users u ON u.id = s.user_id
         JOIN classes c ON c.id = e.class_id
         JOIN academic_sessions a ON a.id = e.session_id
         WHERE {}
           AND ($3::uuid IS NULL OR e.student_id = $3)
           AND ($4::text IS NULL OR e.session_id = $4)
           AND (cardinality($5::uuid[]) = 0 OR e.class_id = ANY($5))
           AND (cardinality($6::uuid[]) = 0 OR e.id = ANY($6))
         ORDER BY a.position, lower(c.name), lower(u.last_name), e.id
         LIMIT $7 OFFSET $8",
        enrolments_in_scope(scope)
    );
    let rows: Vec<EnrolmentRow> = diesel::sql_query(sql)
        .bind::<Text, _>(kind)
        .bind::<Nullable<SqlUuid>, _>(viewer)
        .bind::<Nullable<SqlUuid>, _>(filter.student_id)
        .bind::<Nullable<Text>, _>(filter.session_id.as_deref())
        .bind::<Array<SqlUuid>, _>(&filter.class_ids)
        .bind::<Array<SqlUuid>, _>(&ids)
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(|r| Enrolment {
            id: r.id,
            student_id: r.student_id,
            student_name: r.student_name,
            admission_number: r.admission_number,
            session_id: r.session_id,
            class_id: r.class_id,
            class_name: r.class_name,
        })
        .collect();
    Ok(page_of(results, total, page))
}

// --- Structure ---------------------------------------------------------------------------

#[derive(QueryableByName)]
struct NamedRow {
    #[diesel(sql_type = Text)]
    id: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Int4)]
    position: i32,
}

pub(crate) async fn named(
    conn: &mut Conn,
    table: &str,
) -> Result<Vec<StructureItem>, AcademicsError> {
    // `table` is one of two constants of ours, never input.
    let rows: Vec<NamedRow> = diesel::sql_query(format!(
        "SELECT id, name, position FROM {table} ORDER BY position"
    ))
    .load(conn)
    .await
    .map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| StructureItem {
            id: r.id,
            name: r.name,
            position: r.position,
        })
        .collect())
}

#[derive(QueryableByName)]
struct SessionRow {
    #[diesel(sql_type = Text)]
    id: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Nullable<Date>)]
    start_date: Option<time::Date>,
    #[diesel(sql_type = Nullable<Date>)]
    end_date: Option<time::Date>,
    #[diesel(sql_type = Bool)]
    is_current: bool,
}

#[derive(QueryableByName)]
struct TermRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    session_id: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Int4)]
    position: i32,
    #[diesel(sql_type = Nullable<Date>)]
    start_date: Option<time::Date>,
    #[diesel(sql_type = Nullable<Date>)]
    end_date: Option<time::Date>,
    #[diesel(sql_type = Nullable<Date>)]
    next_term_begins: Option<time::Date>,
    #[diesel(sql_type = Bool)]
    is_current: bool,
}

impl From<TermRow> for Term {
    fn from(t: TermRow) -> Self {
        Term {
            id: t.id,
            session_id: t.session_id,
            name: t.name,
            position: t.position,
            start_date: t.start_date,
            end_date: t.end_date,
            next_term_begins: t.next_term_begins,
            is_current: t.is_current,
        }
    }
}

const TERM_COLUMNS: &str =
    "id, session_id, name, position, start_date, end_date, next_term_begins, is_current";

pub(crate) async fn sessions(conn: &mut Conn) -> Result<Vec<Session>, AcademicsError> {
    let rows: Vec<SessionRow> = diesel::sql_query(
        "SELECT id, name, start_date, end_date, is_current FROM academic_sessions ORDER BY position",
    )
    .load(conn)
    .await
    .map_err(internal)?;
    let terms: Vec<TermRow> = diesel::sql_query(format!(
        "SELECT {TERM_COLUMNS} FROM terms ORDER BY session_id, position"
    ))
    .load(conn)
    .await
    .map_err(internal)?;
    let mut terms: Vec<Term> = terms.into_iter().map(Term::from).collect();
    Ok(rows
        .into_iter()
        .map(|s| {
            let (mine, rest): (Vec<Term>, Vec<Term>) = std::mem::take(&mut terms)
                .into_iter()
                .partition(|t| t.session_id == s.id);
            terms = rest;
            Session {
                id: s.id,
                name: s.name,
                start_date: s.start_date,
                end_date: s.end_date,
                is_current: s.is_current,
                terms: mine,
            }
        })
        .collect())
}

pub(crate) async fn term(conn: &mut Conn, id: Uuid) -> Result<Option<Term>, AcademicsError> {
    let rows: Vec<TermRow> =
        diesel::sql_query(format!("SELECT {TERM_COLUMNS} FROM terms WHERE id = $1"))
            .bind::<SqlUuid, _>(id)
            .load(conn)
            .await
            .map_err(internal)?;
    Ok(rows.into_iter().next().map(Term::from))
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
}

pub(crate) async fn class_roll(
    conn: &mut Conn,
    class_id: Uuid,
    session_id: &str,
) -> Result<Vec<Uuid>, AcademicsError> {
    let rows: Vec<IdRow> = diesel::sql_query(
        "SELECT student_id AS id FROM enrolments WHERE class_id = $1 AND session_id = $2
         ORDER BY student_id",
    )
    .bind::<SqlUuid, _>(class_id)
    .bind::<Text, _>(session_id)
    .load(conn)
    .await
    .map_err(internal)?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

#[derive(QueryableByName)]
struct TextRow {
    #[diesel(sql_type = Text)]
    value: String,
}

/// Which of `values` (lower-cased) the query's `$1` finds.
pub(crate) async fn present(
    conn: &mut Conn,
    sql: &str,
    values: Vec<String>,
) -> Result<std::collections::BTreeSet<String>, AcademicsError> {
    if values.is_empty() {
        return Ok(Default::default());
    }
    let lower: Vec<String> = values.into_iter().map(|v| v.to_lowercase()).collect();
    let rows: Vec<TextRow> = diesel::sql_query(sql)
        .bind::<Array<Text>, _>(&lower)
        .load(conn)
        .await
        .map_err(internal)?;
    Ok(rows.into_iter().map(|r| r.value).collect())
}
