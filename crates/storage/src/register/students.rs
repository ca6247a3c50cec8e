//! Students (`academics::students::StudentRepo`): each with their account, their current class
//! (the current session's enrolment) and their parents' links; the import. Reads are in
//! [`super::students_read`].

use std::sync::Arc;

use academics::{
    AcademicsError, BatchFailure, Taken,
    students::{
        ImportBatch, NewStudent, ParentLink, Student, StudentFilter, StudentOrder, StudentPatch,
        StudentRepo,
    },
};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, result::Error as DieselError};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, Page, PageRequest, Scope, StudentId, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    Conn,
    accounts::{
        AccountPatch, delete_account, insert_login, present, taken_logins, trimmed, update_account,
    },
    batch,
    errors::{Abort, delete_error, write_error},
    internal,
    list_cache::{self, ListCache},
    parents::insert_parent,
    students_read::{Wanted, one, select},
};
use crate::{
    Database,
    schema::{academic_sessions, enrolments, student_parents, students},
};

/// The pages of the students' list this server keeps, by what was asked (decisions/031).
type StudentPages = ListCache<(StudentFilter, StudentOrder, Scope, PageRequest), Student>;

/// `academics::students::StudentRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgStudentRepo {
    db: Database,
    pages: Arc<StudentPages>,
}

impl PgStudentRepo {
    pub fn new(db: Database) -> Self {
        Self {
            db,
            pages: Arc::new(ListCache::new()),
        }
    }
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = students)]
struct StudentChanges<'a> {
    admission_number: Option<&'a str>,
    date_of_birth: Option<Option<time::Date>>,
    gender: Option<&'a str>,
    address: Option<&'a str>,
    admission_date: Option<Option<time::Date>>,
    status: Option<&'a str>,
    updated_at: OffsetDateTime,
}

async fn current_session(conn: &mut Conn) -> Result<Option<String>, DieselError> {
    academic_sessions::table
        .filter(academic_sessions::is_current.eq(true))
        .select(academic_sessions::id)
        .first::<String>(conn)
        .await
        .optional()
}

/// The error of a class given while no session is current.
fn no_current_session() -> AcademicsError {
    AcademicsError::field(
        "class_id",
        "No session is current, so there is no class to put the student in. Make a session current first.",
    )
}

/// Puts a student in `class_id` for `session_id`, or out of any class of it with `None`.
pub(super) async fn place(
    conn: &mut Conn,
    student_id: Uuid,
    session_id: &str,
    class_id: Option<Uuid>,
) -> Result<(), DieselError> {
    match class_id {
        Some(class_id) => {
            diesel::insert_into(enrolments::table)
                .values((
                    enrolments::id.eq(Uuid::now_v7()),
                    enrolments::student_id.eq(student_id),
                    enrolments::session_id.eq(session_id),
                    enrolments::class_id.eq(class_id),
                ))
                .on_conflict((enrolments::student_id, enrolments::session_id))
                .do_update()
                .set(enrolments::class_id.eq(class_id))
                .execute(conn)
                .await?;
        }
        None => {
            diesel::delete(
                enrolments::table
                    .filter(enrolments::student_id.eq(student_id))
                    .filter(enrolments::session_id.eq(session_id)),
            )
            .execute(conn)
            .await?;
        }
    }
    Ok(())
}

/// Replaces a student's links to their parents.
async fn set_parents(
    conn: &mut Conn,
    student_id: Uuid,
    links: &[ParentLink],
) -> Result<(), DieselError> {
    diesel::delete(student_parents::table.filter(student_parents::student_id.eq(student_id)))
        .execute(conn)
        .await?;
    for link in links {
        diesel::insert_into(student_parents::table)
            .values((
                student_parents::student_id.eq(student_id),
                student_parents::parent_id.eq(link.parent_id.into_uuid()),
                student_parents::relationship.eq(link.relationship.trim()),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// Inserts a student with their account and links, in `session`'s class when they have one
/// (the caller has checked that a session is current if so).
async fn insert_student(
    conn: &mut Conn,
    s: &NewStudent,
    session: Option<&str>,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    insert_login(conn, &s.login, at).await?;
    let id = s.id.into_uuid();
    diesel::insert_into(students::table)
        .values((
            students::id.eq(id),
            students::user_id.eq(s.login.user_id.into_uuid()),
            students::admission_number.eq(&s.admission_number),
            students::date_of_birth.eq(s.date_of_birth),
            students::gender.eq(s.gender.as_str()),
            students::address.eq(&s.address),
            students::admission_date.eq(s.admission_date),
            students::status.eq(s.status.as_str()),
            students::created_at.eq(at),
            students::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    if let (Some(class_id), Some(session)) = (s.class_id, session) {
        place(conn, id, session, Some(class_id.into_uuid())).await?;
    }
    set_parents(conn, id, &s.parents).await
}

/// Inserts students; `first_index` is the index of the first one in the caller's batch.
async fn insert_students(
    conn: &mut Conn,
    items: &[NewStudent],
    first_index: usize,
    at: OffsetDateTime,
) -> Result<(), Abort> {
    let session = current_session(conn).await?;
    for (i, s) in (first_index..).zip(items) {
        if s.class_id.is_some() && session.is_none() {
            return Err(Abort::Item(i, no_current_session()));
        }
        insert_student(conn, s, session.as_deref(), at)
            .await
            .map_err(|e| Abort::Item(i, write_error(e)))?;
    }
    Ok(())
}

/// The account of a student, or `NotFound`.
async fn account_of(conn: &mut Conn, id: Uuid) -> Result<Uuid, DieselError> {
    students::table
        .find(id)
        .select(students::user_id)
        .first(conn)
        .await
}

/// Deletes a student with their account: the record, enrolments and links go with it (ON
/// DELETE CASCADE); later records that name the student refuse.
async fn delete_student(conn: &mut Conn, id: Uuid) -> Result<(), DieselError> {
    let user = account_of(conn, id).await?;
    delete_account(conn, user).await
}

async fn update_student(
    conn: &mut Conn,
    id: Uuid,
    p: &StudentPatch,
    session: Option<&str>,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    let user = account_of(conn, id).await?;
    let account = AccountPatch {
        first_name: trimmed(&p.first_name),
        last_name: trimmed(&p.last_name),
        email: trimmed(&p.email),
        is_active: p.is_active,
    };
    update_account(conn, user, account, at).await?;
    diesel::update(students::table.find(id))
        .set(&StudentChanges {
            admission_number: trimmed(&p.admission_number),
            date_of_birth: p.date_of_birth,
            gender: p.gender.map(|g| g.as_str()),
            address: trimmed(&p.address),
            admission_date: p.admission_date,
            status: p.status.map(|v| v.as_str()),
            updated_at: at,
        })
        .execute(conn)
        .await?;
    if let (Some(class_id), Some(session)) = (p.class_id, session) {
        place(conn, id, session, class_id.map(ClassId::into_uuid)).await?;
    }
    if let Some(links) = &p.parents {
        set_parents(conn, id, links).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl StudentRepo for PgStudentRepo {
    async fn list(
        &self,
        filter: StudentFilter,
        order: StudentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError> {
        let key = (filter.clone(), order, scope, page);
        list_cache::page(&self.db, &self.pages, key, async || {
            let conn = self.db.conn().await.map_err(internal)?;
            select(&conn, scope, Wanted::List(&filter), order, page).await
        })
        .await
    }

    async fn get(&self, id: StudentId, scope: Scope) -> Result<Option<Student>, AcademicsError> {
        one(&self.db, scope, Wanted::One(id)).await
    }

    async fn of_user(&self, user: UserId) -> Result<Option<Student>, AcademicsError> {
        one(&self.db, Scope::All, Wanted::OfUser(user)).await
    }

    async fn insert(
        &self,
        students: Vec<NewStudent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, Abort, _>(async |conn| insert_students(conn, &students, 0, at).await)
            .await
            .map_err(Abort::into_failure)
    }

    async fn update(
        &self,
        changes: Vec<(StudentId, StudentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, Abort, _>(async |conn| {
            let session = current_session(conn).await?;
            for (i, (id, patch)) in changes.iter().enumerate() {
                if matches!(patch.class_id, Some(Some(_))) && session.is_none() {
                    return Err(Abort::Item(i, no_current_session()));
                }
                update_student(conn, id.into_uuid(), patch, session.as_deref(), at)
                    .await
                    .map_err(|e| match e {
                        DieselError::NotFound => {
                            Abort::Item(i, AcademicsError::NotFound("student"))
                        }
                        e => Abort::Item(i, write_error(e)),
                    })?;
            }
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }

    async fn delete(&self, ids: Vec<StudentId>) -> Result<(), BatchFailure> {
        batch!(self.db, "student", ids, delete_error, |conn, id| {
            delete_student(conn, id.into_uuid()).await
        })
    }

    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        admission_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mut taken = taken_logins(&mut conn, &usernames, &emails).await?;
        taken.numbers = present!(
            &mut conn,
            students,
            students::admission_number,
            admission_numbers
        )?;
        Ok(taken)
    }

    async fn import(&self, batch: ImportBatch, at: OffsetDateTime) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let ImportBatch {
            parents: new_parents,
            students: new_students,
        } = batch;
        conn.transaction::<_, Abort, _>(async |conn| {
            for (i, p) in new_parents.iter().enumerate() {
                insert_parent(conn, p, at)
                    .await
                    .map_err(|e| Abort::Item(i, write_error(e)))?;
            }
            insert_students(conn, &new_students, new_parents.len(), at).await
        })
        .await
        .map_err(Abort::into_failure)
    }
}
