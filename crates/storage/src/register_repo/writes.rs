//! The register's writes, each one transaction, and the `Register` implementation.

use academics::{
    AcademicsError, BatchFailure, Class, ClassFilter, ClassPatch, ClassSubject, ClassSubjectFilter,
    ClassSubjectInput, Enrolment, EnrolmentFilter, ImportBatch, Login, NewClass, NewParent,
    NewStudent, NewTeacher, Parent, ParentFilter, ParentLink, ParentPatch, Placement, Register,
    Scope, Session, SessionPatch, StructureItem, Student, StudentFilter, StudentOrder,
    StudentPatch, Taken, Teacher, TeacherFilter, TeacherOrder, TeacherPatch, Term, TermPatch,
};
use diesel::{ExpressionMethods, QueryDsl, result::Error as DieselError};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Page, PageRequest};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    PgRegister, internal,
    reads::{self, Only},
    write_error,
};
use crate::schema::{
    academic_sessions, class_subjects, classes, enrolments, parents, refresh_tokens,
    student_parents, students, teachers, terms, users,
};

type Conn = AsyncPgConnection;

/// Why a batch transaction stopped: an item the database refused, or the database itself.
enum Abort {
    Item(usize, AcademicsError),
    Db(DieselError),
}

impl From<DieselError> for Abort {
    fn from(e: DieselError) -> Self {
        Abort::Db(e)
    }
}

impl Abort {
    fn into_failure(self) -> BatchFailure {
        match self {
            Abort::Item(i, e) => (i, e),
            Abort::Db(e) => (0, internal(e)),
        }
    }
}

/// Runs `f` on every item in one transaction; the first refusal stops and undoes it all.
macro_rules! batch {
    ($self:ident, $items:expr, $deleting:expr, |$conn:ident, $item:ident| $body:expr) => {{
        let mut conn = $self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, Abort, _>(async |$conn| {
            for (i, $item) in $items.into_iter().enumerate() {
                let result: Result<(), DieselError> = $body;
                match result {
                    Ok(()) => {}
                    Err(DieselError::NotFound) => {
                        return Err(Abort::Item(i, AcademicsError::NotFound("record")));
                    }
                    Err(e) => return Err(Abort::Item(i, write_error(e, $deleting))),
                }
            }
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }};
}

async fn insert_login(
    conn: &mut Conn,
    login: &Login,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    diesel::insert_into(users::table)
        .values((
            users::id.eq(login.user_id),
            users::username.eq(&login.username),
            users::email.eq(&login.email),
            users::first_name.eq(&login.first_name),
            users::last_name.eq(&login.last_name),
            users::role.eq(login.role.as_str()),
            users::password_hash.eq(&login.password_hash),
            // Every password the register sets is temporary: the person chooses their own.
            users::must_change_password.eq(true),
            users::preferences.eq(serde_json::json!({
                "email_notifications": true,
                "sms_notifications": true
            })),
            users::sessions_valid_after.eq(at),
            users::created_at.eq(at),
            users::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// The columns of a change; `None` leaves a column as it is (diesel leaves it out), so a
/// change is one `UPDATE` whatever it touches.
#[derive(diesel::AsChangeset)]
#[diesel(table_name = users)]
struct AccountChanges<'a> {
    first_name: Option<&'a str>,
    last_name: Option<&'a str>,
    email: Option<&'a str>,
    is_active: Option<bool>,
    sessions_valid_after: Option<OffsetDateTime>,
    updated_at: OffsetDateTime,
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

#[derive(diesel::AsChangeset)]
#[diesel(table_name = teachers)]
struct TeacherChanges<'a> {
    staff_number: Option<&'a str>,
    phone: Option<&'a str>,
    qualification: Option<&'a str>,
    specialisation: Option<&'a str>,
    bio: Option<&'a str>,
    hire_date: Option<Option<time::Date>>,
    updated_at: OffsetDateTime,
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = parents)]
struct ParentChanges<'a> {
    phone: Option<&'a str>,
    address: Option<&'a str>,
    occupation: Option<&'a str>,
    updated_at: OffsetDateTime,
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = classes)]
struct ClassChanges<'a> {
    level_id: Option<&'a str>,
    arm: Option<&'a str>,
    name: Option<&'a str>,
    class_teacher_id: Option<Option<Uuid>>,
}

fn trimmed(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim)
}

/// Name, e-mail and active flag of a person's account; deactivating ends their sessions.
async fn update_account(
    conn: &mut Conn,
    user_id: Uuid,
    names: (&Option<String>, &Option<String>),
    email: &Option<String>,
    is_active: Option<bool>,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    let ends = is_active == Some(false);
    diesel::update(users::table.find(user_id))
        .set(&AccountChanges {
            first_name: trimmed(names.0),
            last_name: trimmed(names.1),
            email: trimmed(email),
            is_active,
            sessions_valid_after: ends.then_some(at),
            updated_at: at,
        })
        .execute(conn)
        .await?;
    if ends {
        diesel::update(
            refresh_tokens::table
                .filter(refresh_tokens::user_id.eq(user_id))
                .filter(refresh_tokens::revoked_at.is_null()),
        )
        .set(refresh_tokens::revoked_at.eq(at))
        .execute(conn)
        .await?;
    }
    Ok(())
}

async fn current_session(conn: &mut Conn) -> Result<Option<String>, DieselError> {
    use diesel::OptionalExtension;
    academic_sessions::table
        .filter(academic_sessions::is_current.eq(true))
        .select(academic_sessions::id)
        .first::<String>(conn)
        .await
        .optional()
}

/// Puts a student in `class_id` for `session_id`, or out of any class of it with `None`.
async fn place(
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

/// The error of a class given while no session is current.
fn no_current_session() -> AcademicsError {
    AcademicsError::field(
        "class_id",
        "No session is current, so there is no class to put the student in. Make a session current first.",
    )
}

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
                student_parents::parent_id.eq(link.parent_id),
                student_parents::relationship.eq(link.relationship.trim()),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}

async fn insert_student(
    conn: &mut Conn,
    s: &NewStudent,
    session: Option<&str>,
    at: OffsetDateTime,
) -> Result<Result<(), AcademicsError>, DieselError> {
    insert_login(conn, &s.login, at).await?;
    diesel::insert_into(students::table)
        .values((
            students::id.eq(s.id),
            students::user_id.eq(s.login.user_id),
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
    if let Some(class_id) = s.class_id {
        let Some(session) = session else {
            return Ok(Err(no_current_session()));
        };
        place(conn, s.id, session, Some(class_id)).await?;
    }
    set_parents(conn, s.id, &s.parents).await?;
    Ok(Ok(()))
}

async fn insert_parent(
    conn: &mut Conn,
    p: &NewParent,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    insert_login(conn, &p.login, at).await?;
    diesel::insert_into(parents::table)
        .values((
            parents::id.eq(p.id),
            parents::user_id.eq(p.login.user_id),
            parents::phone.eq(&p.phone),
            parents::address.eq(&p.address),
            parents::occupation.eq(&p.occupation),
            parents::created_at.eq(at),
            parents::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    for (student_id, relationship) in &p.children {
        diesel::insert_into(student_parents::table)
            .values((
                student_parents::student_id.eq(student_id),
                student_parents::parent_id.eq(p.id),
                student_parents::relationship.eq(relationship),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// The user id behind a record, or `NotFound`.
async fn owner(conn: &mut Conn, table: &'static str, id: Uuid) -> Result<Uuid, DieselError> {
    let user: Option<Uuid> = match table {
        "students" => {
            students::table
                .find(id)
                .select(students::user_id)
                .first(conn)
                .await
        }
        "teachers" => {
            teachers::table
                .find(id)
                .select(teachers::user_id)
                .first(conn)
                .await
        }
        _ => {
            parents::table
                .find(id)
                .select(parents::user_id)
                .first(conn)
                .await
        }
    }
    .map(Some)?;
    user.ok_or(DieselError::NotFound)
}

#[async_trait::async_trait]
impl Register for PgRegister {
    async fn class_levels(&self) -> Result<Vec<StructureItem>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::named(&mut conn, "class_levels").await
    }

    async fn subjects(&self) -> Result<Vec<StructureItem>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::named(&mut conn, "subjects").await
    }

    async fn sessions(&self) -> Result<Vec<Session>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::sessions(&mut conn).await
    }

    async fn update_session(&self, id: &str, patch: SessionPatch) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let target = academic_sessions::table.find(id);
        if let Some(v) = patch.start_date {
            diesel::update(target)
                .set(academic_sessions::start_date.eq(v))
                .execute(&mut conn)
                .await
                .map_err(internal)?;
        }
        if let Some(v) = patch.end_date {
            diesel::update(target)
                .set(academic_sessions::end_date.eq(v))
                .execute(&mut conn)
                .await
                .map_err(internal)?;
        }
        Ok(())
    }

    async fn update_term(&self, id: Uuid, patch: TermPatch) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let target = terms::table.filter(terms::id.eq(id));
        if let Some(v) = patch.start_date {
            diesel::update(target)
                .set(terms::start_date.eq(v))
                .execute(&mut conn)
                .await
                .map_err(internal)?;
        }
        if let Some(v) = patch.end_date {
            diesel::update(target)
                .set(terms::end_date.eq(v))
                .execute(&mut conn)
                .await
                .map_err(internal)?;
        }
        if let Some(v) = patch.next_term_begins {
            diesel::update(target)
                .set(terms::next_term_begins.eq(v))
                .execute(&mut conn)
                .await
                .map_err(internal)?;
        }
        Ok(())
    }

    async fn make_term_current(&self, id: Uuid) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            let session: String = terms::table
                .filter(terms::id.eq(id))
                .select(terms::session_id)
                .first(conn)
                .await?;
            diesel::update(terms::table.filter(terms::is_current.eq(true)))
                .set(terms::is_current.eq(false))
                .execute(conn)
                .await?;
            diesel::update(academic_sessions::table.filter(academic_sessions::is_current.eq(true)))
                .set(academic_sessions::is_current.eq(false))
                .execute(conn)
                .await?;
            diesel::update(terms::table.filter(terms::id.eq(id)))
                .set(terms::is_current.eq(true))
                .execute(conn)
                .await?;
            diesel::update(academic_sessions::table.find(&session))
                .set(academic_sessions::is_current.eq(true))
                .execute(conn)
                .await?;
            Ok(())
        })
        .await
        .map_err(internal)
    }

    async fn make_session_current(&self, id: &str) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            diesel::update(academic_sessions::table.filter(academic_sessions::is_current.eq(true)))
                .set(academic_sessions::is_current.eq(false))
                .execute(conn)
                .await?;
            diesel::update(academic_sessions::table.find(id))
                .set(academic_sessions::is_current.eq(true))
                .execute(conn)
                .await?;
            // The current term moves to this session's first term, unless it is in it already.
            let keeps: i64 = terms::table
                .filter(terms::session_id.eq(id))
                .filter(terms::is_current.eq(true))
                .count()
                .get_result(conn)
                .await?;
            if keeps == 0 {
                diesel::update(terms::table.filter(terms::is_current.eq(true)))
                    .set(terms::is_current.eq(false))
                    .execute(conn)
                    .await?;
                diesel::update(
                    terms::table
                        .filter(terms::session_id.eq(id))
                        .filter(terms::position.eq(0)),
                )
                .set(terms::is_current.eq(true))
                .execute(conn)
                .await?;
            }
            Ok(())
        })
        .await
        .map_err(internal)
    }

    async fn term(&self, id: Uuid) -> Result<Option<Term>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::term(&mut conn, id).await
    }

    async fn list_classes(
        &self,
        filter: ClassFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::classes(&mut conn, &filter, scope, vec![], page).await
    }

    async fn class(&self, id: Uuid, scope: Scope) -> Result<Option<Class>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = reads::classes(
            &mut conn,
            &ClassFilter::default(),
            scope,
            vec![id],
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert_classes(&self, items: Vec<NewClass>) -> Result<(), BatchFailure> {
        batch!(self, items, false, |conn, c| {
            diesel::insert_into(classes::table)
                .values((
                    classes::id.eq(c.id),
                    classes::level_id.eq(&c.level_id),
                    classes::arm.eq(&c.arm),
                    classes::name.eq(&c.name),
                    classes::class_teacher_id.eq(c.class_teacher_id),
                ))
                .execute(conn)
                .await
                .map(drop)
        })
    }

    async fn update_classes(&self, changes: Vec<(Uuid, ClassPatch)>) -> Result<(), BatchFailure> {
        batch!(self, changes, false, |conn, change| {
            let (id, patch) = change;
            async {
                let changes = ClassChanges {
                    level_id: patch.level_id.as_deref(),
                    arm: trimmed(&patch.arm),
                    name: trimmed(&patch.name),
                    class_teacher_id: patch.class_teacher_id,
                };
                let found: i64 = classes::table.find(id).count().get_result(conn).await?;
                if found == 0 {
                    return Err(DieselError::NotFound);
                }
                let nothing = changes.level_id.is_none()
                    && changes.arm.is_none()
                    && changes.name.is_none()
                    && changes.class_teacher_id.is_none();
                if !nothing {
                    diesel::update(classes::table.find(id))
                        .set(&changes)
                        .execute(conn)
                        .await?;
                }
                Ok(())
            }
            .await
        })
    }

    async fn delete_classes(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            match diesel::delete(classes::table.find(id)).execute(conn).await {
                Ok(0) => Err(DieselError::NotFound),
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            }
        })
    }

    async fn list_class_subjects(
        &self,
        filter: ClassSubjectFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::class_subjects(&mut conn, &filter, scope, vec![], page).await
    }

    async fn class_subject(
        &self,
        id: Uuid,
        scope: Scope,
    ) -> Result<Option<ClassSubject>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = reads::class_subjects(
            &mut conn,
            &ClassSubjectFilter::default(),
            scope,
            vec![id],
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert_class_subjects(
        &self,
        items: Vec<(Uuid, ClassSubjectInput)>,
    ) -> Result<(), BatchFailure> {
        batch!(self, items, false, |conn, item| {
            let (id, input) = item;
            diesel::insert_into(class_subjects::table)
                .values((
                    class_subjects::id.eq(id),
                    class_subjects::class_id.eq(input.class_id),
                    class_subjects::subject_id.eq(&input.subject_id),
                    class_subjects::teacher_id.eq(input.teacher_id),
                ))
                .execute(conn)
                .await
                .map(drop)
        })
    }

    async fn update_class_subjects(
        &self,
        changes: Vec<(Uuid, Option<Uuid>)>,
    ) -> Result<(), BatchFailure> {
        batch!(self, changes, false, |conn, change| {
            match diesel::update(class_subjects::table.find(change.0))
                .set(class_subjects::teacher_id.eq(change.1))
                .execute(conn)
                .await
            {
                Ok(0) => Err(DieselError::NotFound),
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            }
        })
    }

    async fn delete_class_subjects(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            match diesel::delete(class_subjects::table.find(id))
                .execute(conn)
                .await
            {
                Ok(0) => Err(DieselError::NotFound),
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            }
        })
    }

    async fn list_students(
        &self,
        filter: StudentFilter,
        order: StudentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::students(&mut conn, &filter, order, scope, Only::default(), page).await
    }

    async fn student(&self, id: Uuid, scope: Scope) -> Result<Option<Student>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![id],
            user_id: None,
        };
        let page = reads::students(
            &mut conn,
            &StudentFilter::default(),
            StudentOrder::default(),
            scope,
            only,
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn student_of_user(&self, user_id: Uuid) -> Result<Option<Student>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![],
            user_id: Some(user_id),
        };
        let page = reads::students(
            &mut conn,
            &StudentFilter::default(),
            StudentOrder::default(),
            Scope::All,
            only,
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert_students(
        &self,
        items: Vec<NewStudent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, Abort, _>(async |conn| {
            let session = current_session(conn).await?;
            for (i, s) in items.iter().enumerate() {
                match insert_student(conn, s, session.as_deref(), at).await {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => return Err(Abort::Item(i, e)),
                    Err(e) => return Err(Abort::Item(i, write_error(e, false))),
                }
            }
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }

    async fn update_students(
        &self,
        changes: Vec<(Uuid, StudentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, Abort, _>(async |conn| {
            let session = current_session(conn).await?;
            for (i, (id, p)) in changes.iter().enumerate() {
                let result: Result<Result<(), AcademicsError>, DieselError> = async {
                    let user = owner(conn, "students", *id).await?;
                    update_account(
                        conn,
                        user,
                        (&p.first_name, &p.last_name),
                        &p.email,
                        p.is_active,
                        at,
                    )
                    .await?;
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
                    if let Some(class_id) = p.class_id {
                        match session.as_deref() {
                            Some(session) => place(conn, *id, session, class_id).await?,
                            None if class_id.is_some() => return Ok(Err(no_current_session())),
                            None => {}
                        }
                    }
                    if let Some(links) = &p.parents {
                        set_parents(conn, *id, links).await?;
                    }
                    Ok(Ok(()))
                }
                .await;
                match result {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => return Err(Abort::Item(i, e)),
                    Err(DieselError::NotFound) => {
                        return Err(Abort::Item(i, AcademicsError::NotFound("student")));
                    }
                    Err(e) => return Err(Abort::Item(i, write_error(e, false))),
                }
            }
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }

    async fn delete_students(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            async {
                let user = owner(conn, "students", id).await?;
                // The account goes with the record (ON DELETE CASCADE from users).
                diesel::delete(users::table.find(user))
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn list_teachers(
        &self,
        filter: TeacherFilter,
        order: TeacherOrder,
        _scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::teachers(&mut conn, &filter, order, Only::default(), page).await
    }

    async fn teacher(&self, id: Uuid, _scope: Scope) -> Result<Option<Teacher>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![id],
            user_id: None,
        };
        let page = reads::teachers(
            &mut conn,
            &TeacherFilter::default(),
            TeacherOrder::default(),
            only,
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn teacher_of_user(&self, user_id: Uuid) -> Result<Option<Teacher>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![],
            user_id: Some(user_id),
        };
        let page = reads::teachers(
            &mut conn,
            &TeacherFilter::default(),
            TeacherOrder::default(),
            only,
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert_teachers(
        &self,
        items: Vec<NewTeacher>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self, items, false, |conn, t| {
            async {
                insert_login(conn, &t.login, at).await?;
                diesel::insert_into(teachers::table)
                    .values((
                        teachers::id.eq(t.id),
                        teachers::user_id.eq(t.login.user_id),
                        teachers::staff_number.eq(&t.staff_number),
                        teachers::phone.eq(&t.phone),
                        teachers::qualification.eq(&t.qualification),
                        teachers::specialisation.eq(&t.specialisation),
                        teachers::bio.eq(&t.bio),
                        teachers::hire_date.eq(t.hire_date),
                        teachers::created_at.eq(at),
                        teachers::updated_at.eq(at),
                    ))
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn update_teachers(
        &self,
        changes: Vec<(Uuid, TeacherPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self, changes, false, |conn, change| {
            let (id, p) = change;
            async {
                let user = owner(conn, "teachers", id).await?;
                update_account(
                    conn,
                    user,
                    (&p.first_name, &p.last_name),
                    &p.email,
                    p.is_active,
                    at,
                )
                .await?;
                diesel::update(teachers::table.find(id))
                    .set(&TeacherChanges {
                        staff_number: trimmed(&p.staff_number),
                        phone: trimmed(&p.phone),
                        qualification: trimmed(&p.qualification),
                        specialisation: trimmed(&p.specialisation),
                        bio: trimmed(&p.bio),
                        hire_date: p.hire_date,
                        updated_at: at,
                    })
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn delete_teachers(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            async {
                let user = owner(conn, "teachers", id).await?;
                // The teacher's row first, so that a class or subject that names them refuses.
                diesel::delete(teachers::table.find(id))
                    .execute(conn)
                    .await?;
                diesel::delete(users::table.find(user))
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn list_parents(
        &self,
        filter: ParentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::parents(
            &mut conn,
            &filter,
            scope,
            Only::default(),
            (vec![], vec![]),
            page,
        )
        .await
    }

    async fn parent(&self, id: Uuid, scope: Scope) -> Result<Option<Parent>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![id],
            user_id: None,
        };
        let page = reads::parents(
            &mut conn,
            &ParentFilter::default(),
            scope,
            only,
            (vec![], vec![]),
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn parent_of_user(&self, user_id: Uuid) -> Result<Option<Parent>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let only = Only {
            ids: vec![],
            user_id: Some(user_id),
        };
        let page = reads::parents(
            &mut conn,
            &ParentFilter::default(),
            Scope::All,
            only,
            (vec![], vec![]),
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn find_parents(
        &self,
        emails: Vec<String>,
        phones: Vec<String>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        if emails.is_empty() && phones.is_empty() {
            return Ok(Vec::new());
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let emails = emails.into_iter().map(|e| e.to_lowercase()).collect();
        let mut out = Vec::new();
        let mut page = PageRequest {
            page: 1,
            size: PageRequest::MAX_SIZE,
        };
        let contacts = (emails, phones);
        loop {
            let batch = reads::parents(
                &mut conn,
                &ParentFilter::default(),
                Scope::All,
                Only::default(),
                contacts.clone(),
                page,
            )
            .await?;
            let more = batch.has_next();
            out.extend(batch.results);
            if !more {
                return Ok(out);
            }
            page.page += 1;
        }
    }

    async fn insert_parents(
        &self,
        items: Vec<NewParent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self, items, false, |conn, p| insert_parent(conn, &p, at)
            .await)
    }

    async fn update_parents(
        &self,
        changes: Vec<(Uuid, ParentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self, changes, false, |conn, change| {
            let (id, p) = change;
            async {
                let user = owner(conn, "parents", id).await?;
                update_account(
                    conn,
                    user,
                    (&p.first_name, &p.last_name),
                    &p.email,
                    p.is_active,
                    at,
                )
                .await?;
                diesel::update(parents::table.find(id))
                    .set(&ParentChanges {
                        phone: trimmed(&p.phone),
                        address: trimmed(&p.address),
                        occupation: trimmed(&p.occupation),
                        updated_at: at,
                    })
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn delete_parents(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            async {
                let user = owner(conn, "parents", id).await?;
                diesel::delete(users::table.find(user))
                    .execute(conn)
                    .await?;
                Ok(())
            }
            .await
        })
    }

    async fn link(
        &self,
        parent_id: Uuid,
        student_id: Uuid,
        relationship: String,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::insert_into(student_parents::table)
            .values((
                student_parents::student_id.eq(student_id),
                student_parents::parent_id.eq(parent_id),
                student_parents::relationship.eq(&relationship),
            ))
            .on_conflict((student_parents::student_id, student_parents::parent_id))
            .do_update()
            .set(student_parents::relationship.eq(&relationship))
            .execute(&mut conn)
            .await
            .map_err(|e| write_error(e, false))?;
        Ok(())
    }

    async fn unlink(&self, parent_id: Uuid, student_id: Uuid) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n = diesel::delete(
            student_parents::table
                .filter(student_parents::parent_id.eq(parent_id))
                .filter(student_parents::student_id.eq(student_id)),
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(n > 0)
    }

    async fn list_enrolments(
        &self,
        filter: EnrolmentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::enrolments(&mut conn, &filter, scope, vec![], page).await
    }

    async fn enrolment(&self, id: Uuid, scope: Scope) -> Result<Option<Enrolment>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = reads::enrolments(
            &mut conn,
            &EnrolmentFilter::default(),
            scope,
            vec![id],
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn enrol(&self, items: Vec<(Uuid, Uuid, String, Uuid)>) -> Result<(), BatchFailure> {
        batch!(self, items, false, |conn, item| {
            let (id, student_id, session_id, class_id) = item;
            diesel::insert_into(enrolments::table)
                .values((
                    enrolments::id.eq(id),
                    enrolments::student_id.eq(student_id),
                    enrolments::session_id.eq(&session_id),
                    enrolments::class_id.eq(class_id),
                ))
                .on_conflict((enrolments::student_id, enrolments::session_id))
                .do_update()
                .set(enrolments::class_id.eq(class_id))
                .execute(conn)
                .await
                .map(drop)
        })
    }

    async fn delete_enrolments(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure> {
        batch!(self, ids, true, |conn, id| {
            match diesel::delete(enrolments::table.find(id))
                .execute(conn)
                .await
            {
                Ok(0) => Err(DieselError::NotFound),
                Ok(_) => Ok(()),
                Err(e) => Err(e),
            }
        })
    }

    async fn class_roll(
        &self,
        class_id: Uuid,
        session_id: &str,
    ) -> Result<Vec<Uuid>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        reads::class_roll(&mut conn, class_id, session_id).await
    }

    async fn promote(
        &self,
        session_id: String,
        placements: Vec<Placement>,
        at: OffsetDateTime,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            for placement in &placements {
                match placement {
                    Placement::Enrol(student, class) => {
                        place(conn, *student, &session_id, Some(*class)).await?;
                    }
                    Placement::Graduate(student) => {
                        diesel::update(students::table.find(student))
                            .set((
                                students::status.eq("graduated"),
                                students::updated_at.eq(at),
                            ))
                            .execute(conn)
                            .await?;
                        place(conn, *student, &session_id, None).await?;
                    }
                }
            }
            Ok(())
        })
        .await
        .map_err(|e| write_error(e, false))
    }

    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        admission_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(Taken {
            usernames: reads::present(&mut conn, "SELECT lower(username) AS value FROM users WHERE lower(username) = ANY($1)", usernames).await?,
            emails: reads::present(&mut conn, "SELECT lower(email) AS value FROM users WHERE email <> '' AND lower(email) = ANY($1)", emails).await?,
            admission_numbers: reads::present(&mut conn, "SELECT lower(admission_number) AS value FROM students WHERE lower(admission_number) = ANY($1)", admission_numbers).await?,
        })
    }

    async fn import(&self, batch: ImportBatch, at: OffsetDateTime) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let parent_count = batch.parents.len();
        conn.transaction::<_, Abort, _>(async |conn| {
            for (i, p) in batch.parents.iter().enumerate() {
                insert_parent(conn, p, at)
                    .await
                    .map_err(|e| Abort::Item(i, write_error(e, false)))?;
            }
            let session = current_session(conn).await?;
            for (i, s) in batch.students.iter().enumerate() {
                match insert_student(conn, s, session.as_deref(), at).await {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => return Err(Abort::Item(parent_count + i, e)),
                    Err(e) => return Err(Abort::Item(parent_count + i, write_error(e, false))),
                }
            }
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }
}
