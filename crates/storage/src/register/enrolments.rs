//! Enrolments (`academics::enrolments::EnrolmentRepo`): which class each student is in for a
//! session, and promotion into the next session.

use academics::{
    AcademicsError, BatchFailure,
    enrolments::{Enrolment, EnrolmentFilter, EnrolmentRepo, NewEnrolment, Placement},
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, EnrolmentId, Page, PageRequest, Scope, SessionId, StudentId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    Conn, all_of, batch,
    errors::{delete_error, write_error},
    found, internal, key, page_of,
    students::place,
};
use crate::{
    Database,
    schema::{enrolments, students},
    sql::Params,
    visibility,
};

/// `academics::enrolments::EnrolmentRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgEnrolmentRepo {
    db: Database,
}

impl PgEnrolmentRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

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

impl EnrolmentRow {
    fn into_enrolment(self) -> Result<Enrolment, AcademicsError> {
        Ok(Enrolment {
            id: EnrolmentId::from_uuid(self.id),
            student_id: StudentId::from_uuid(self.student_id),
            student_name: self.student_name,
            admission_number: self.admission_number,
            session_id: key(self.session_id)?,
            class_id: ClassId::from_uuid(self.class_id),
            class_name: self.class_name,
        })
    }
}

/// Which enrolments a read is for.
enum Wanted<'a> {
    List(&'a EnrolmentFilter),
    One(EnrolmentId),
}

async fn select(
    conn: &mut Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: PageRequest,
) -> Result<Page<Enrolment>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::enrolments(scope, "e.student_id", "e.class_id")];
    match wanted {
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("e.id = {id}"));
        }
        Wanted::List(filter) => {
            if let Some(student) = filter.student_id {
                let student = params.bind::<SqlUuid, _>(student.into_uuid());
                conditions.push(format!("e.student_id = {student}"));
            }
            if let Some(session) = &filter.session_id {
                let session = params.bind::<Text, _>(session.to_string());
                conditions.push(format!("e.session_id = {session}"));
            }
            if !filter.class_ids.is_empty() {
                let ids: Vec<Uuid> = filter.class_ids.iter().map(|c| c.into_uuid()).collect();
                let ids = params.bind::<Array<SqlUuid>, _>(ids);
                conditions.push(format!("e.class_id = ANY({ids})"));
            }
        }
    }
    let page_clause = params.page(page);
    let rows: Vec<EnrolmentRow> = params
        .sql(format!(
            "SELECT e.id, e.student_id, btrim(u.first_name || ' ' || u.last_name) AS student_name,
                    s.admission_number, e.session_id, e.class_id, c.name AS class_name,
                    count(*) OVER () AS total
             FROM enrolments e
             JOIN students s ON s.id = e.student_id
             JOIN users u ON u.id = s.user_id
             JOIN classes c ON c.id = e.class_id
             JOIN academic_sessions a ON a.id = e.session_id
             WHERE {}
             ORDER BY a.position, lower(c.name), lower(u.last_name), e.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(EnrolmentRow::into_enrolment)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

/// Puts the student in the class for the session, replacing their enrolment of that session.
async fn enrol(conn: &mut Conn, item: &NewEnrolment) -> Result<(), DieselError> {
    diesel::insert_into(enrolments::table)
        .values((
            enrolments::id.eq(item.id.into_uuid()),
            enrolments::student_id.eq(item.student_id.into_uuid()),
            enrolments::session_id.eq(item.session_id.as_str()),
            enrolments::class_id.eq(item.class_id.into_uuid()),
        ))
        .on_conflict((enrolments::student_id, enrolments::session_id))
        .do_update()
        .set(enrolments::class_id.eq(item.class_id.into_uuid()))
        .execute(conn)
        .await?;
    Ok(())
}

async fn delete_enrolment(conn: &mut Conn, id: EnrolmentId) -> Result<(), DieselError> {
    found(
        diesel::delete(enrolments::table.find(id.into_uuid()))
            .execute(conn)
            .await?,
    )
}

async fn place_all(
    conn: &mut Conn,
    session: &str,
    placements: &[Placement],
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    for placement in placements {
        match placement {
            Placement::Enrol(student, class) => {
                place(conn, student.into_uuid(), session, Some(class.into_uuid())).await?;
            }
            Placement::Graduate(student) => {
                diesel::update(students::table.find(student.into_uuid()))
                    .set((
                        students::status.eq("graduated"),
                        students::updated_at.eq(at),
                    ))
                    .execute(conn)
                    .await?;
                place(conn, student.into_uuid(), session, None).await?;
            }
        }
    }
    Ok(())
}

#[async_trait::async_trait]
impl EnrolmentRepo for PgEnrolmentRepo {
    async fn list(
        &self,
        filter: EnrolmentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        select(&mut conn, scope, Wanted::List(&filter), page).await
    }

    async fn get(
        &self,
        id: EnrolmentId,
        scope: Scope,
    ) -> Result<Option<Enrolment>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = select(&mut conn, scope, Wanted::One(id), PageRequest::default()).await?;
        Ok(page.results.into_iter().next())
    }

    async fn enrol(&self, items: Vec<NewEnrolment>) -> Result<(), BatchFailure> {
        batch!(self.db, "enrolment", items, write_error, |conn, item| {
            enrol(conn, &item).await
        })
    }

    async fn delete(&self, ids: Vec<EnrolmentId>) -> Result<(), BatchFailure> {
        batch!(self.db, "enrolment", ids, delete_error, |conn, id| {
            delete_enrolment(conn, id).await
        })
    }

    async fn roll(
        &self,
        class: ClassId,
        session: &SessionId,
    ) -> Result<Vec<StudentId>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let ids: Vec<Uuid> = enrolments::table
            .filter(enrolments::class_id.eq(class.into_uuid()))
            .filter(enrolments::session_id.eq(session.as_str()))
            .select(enrolments::student_id)
            .order(enrolments::student_id)
            .load(&mut conn)
            .await
            .map_err(internal)?;
        Ok(ids.into_iter().map(StudentId::from_uuid).collect())
    }

    async fn promote(
        &self,
        session: SessionId,
        placements: Vec<Placement>,
        at: OffsetDateTime,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            place_all(conn, session.as_str(), &placements, at).await
        })
        .await
        .map_err(write_error)
    }
}
