//! Exams (`academics::exams::ExamRepo`, decisions/018): reads scoped by `visibility::exams`,
//! the students and parents a published schedule is for, and publishing, which writes the
//! status and the outbox's messages in one transaction. Their papers are `exam_papers.rs`.

use academics::{
    AcademicsError,
    exams::{Exam, ExamFilter, ExamKind, ExamRepo, ExamStatus, NewExam, Sitter},
};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{BigInt, Bool, Date as SqlDate, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, ExamId, Page, PageRequest, Scope, TermId, UserId, outbox::NewNotification};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use super::{Conn, all_of, errors::write_error, internal, page_of};
use crate::{
    Database,
    notification_repo::enqueue_in,
    schema::exam_papers,
    schema::exams,
    sql::{Params, prepared},
    visibility,
};

/// `academics::exams::ExamRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgExamRepo {
    db: Database,
}

impl PgExamRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// A stored value the domain knows, or the store's failure.
pub(super) fn stored<T>(value: Option<T>, what: &str, raw: &str) -> Result<T, AcademicsError> {
    value.ok_or_else(|| internal(anyhow::anyhow!("a stored {what} of {raw:?}")))
}

#[derive(QueryableByName)]
struct ExamRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = Text)]
    term_name: String,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = SqlDate)]
    starts_on: Date,
    #[diesel(sql_type = SqlDate)]
    ends_on: Date,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    papers: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl ExamRow {
    fn into_exam(self) -> Result<Exam, AcademicsError> {
        Ok(Exam {
            id: ExamId::from_uuid(self.id),
            name: self.name,
            term_id: TermId::from_uuid(self.term_id),
            term_name: self.term_name,
            kind: stored(ExamKind::parse(&self.kind), "exam kind", &self.kind)?,
            start_date: self.starts_on,
            end_date: self.ends_on,
            status: stored(ExamStatus::parse(&self.status), "exam status", &self.status)?,
            papers: u32::try_from(self.papers).unwrap_or(u32::MAX),
        })
    }
}

const EXAM_SELECT: &str = "SELECT x.id, x.name, x.term_id,
        btrim(t.name || ' ' || a.name) AS term_name, x.kind, x.starts_on, x.ends_on, x.status,
        (SELECT count(*) FROM exam_papers p WHERE p.exam_id = x.id) AS papers,
        count(*) OVER () AS total
    FROM exams x
    JOIN terms t ON t.id = x.term_id
    JOIN academic_sessions a ON a.id = t.session_id";

async fn select_exams(
    conn: &mut Conn,
    scope: Scope,
    filter: Option<&ExamFilter>,
    one: Option<ExamId>,
    page: PageRequest,
) -> Result<Page<Exam>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::exams(scope, "x.status")];
    if let Some(id) = one {
        let id = params.bind::<SqlUuid, _>(id.into_uuid());
        conditions.push(format!("x.id = {id}"));
    }
    if let Some(filter) = filter {
        if let Some(term) = filter.term_id {
            let term = params.bind::<SqlUuid, _>(term.into_uuid());
            conditions.push(format!("x.term_id = {term}"));
        }
        if let Some(status) = filter.status {
            let status = params.bind::<Text, _>(status.as_str());
            conditions.push(format!("x.status = {status}"));
        }
        if let Some(kind) = filter.kind {
            let kind = params.bind::<Text, _>(kind.as_str());
            conditions.push(format!("x.kind = {kind}"));
        }
    }
    let page_clause = params.page(page);
    let rows: Vec<ExamRow> = params
        .sql(format!(
            "{EXAM_SELECT}
             WHERE {}
             ORDER BY x.starts_on DESC, lower(x.name), x.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(ExamRow::into_exam)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

#[derive(QueryableByName)]
struct SitterRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Bool)]
    wants_email: bool,
    #[diesel(sql_type = Bool)]
    wants_sms: bool,
    #[diesel(sql_type = Bool)]
    is_parent: bool,
}

#[async_trait::async_trait]
impl ExamRepo for PgExamRepo {
    async fn list(
        &self,
        filter: ExamFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Exam>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        select_exams(&mut conn, scope, Some(&filter), None, page).await
    }

    async fn get(&self, id: ExamId, scope: Scope) -> Result<Option<Exam>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(
            select_exams(&mut conn, scope, None, Some(id), PageRequest::default())
                .await?
                .results
                .into_iter()
                .next(),
        )
    }

    async fn insert(&self, x: NewExam) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let at = OffsetDateTime::now_utc();
        diesel::insert_into(exams::table)
            .values((
                exams::id.eq(x.id.into_uuid()),
                exams::term_id.eq(x.term_id.into_uuid()),
                exams::name.eq(&x.name),
                exams::kind.eq(x.kind.as_str()),
                exams::starts_on.eq(x.start_date),
                exams::ends_on.eq(x.end_date),
                exams::status.eq(x.status.as_str()),
                exams::created_at.eq(at),
                exams::updated_at.eq(at),
            ))
            .execute(&mut conn)
            .await
            .map_err(write_error)?;
        Ok(())
    }

    async fn update(&self, x: NewExam, was: ExamStatus) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows = diesel::update(
            exams::table
                .find(x.id.into_uuid())
                .filter(exams::status.eq(was.as_str())),
        )
        .set((
            exams::name.eq(&x.name),
            exams::kind.eq(x.kind.as_str()),
            exams::starts_on.eq(x.start_date),
            exams::ends_on.eq(x.end_date),
            exams::status.eq(x.status.as_str()),
            exams::updated_at.eq(OffsetDateTime::now_utc()),
        ))
        .execute(&mut conn)
        .await
        .map_err(write_error)?;
        if rows == 0 {
            let now: Option<String> = exams::table
                .find(x.id.into_uuid())
                .select(exams::status)
                .first(&mut conn)
                .await
                .optional()
                .map_err(internal)?;
            return Err(match now {
                None => AcademicsError::NotFound("exam"),
                Some(status) => AcademicsError::Conflict(format!(
                    "This exam changed while you were editing it: it is {} now. Reload it, then \
                     make your change again.",
                    status.replace('_', " ")
                )),
            });
        }
        Ok(())
    }

    async fn delete(&self, id: ExamId) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows = diesel::delete(exams::table.find(id.into_uuid()))
            .execute(&mut conn)
            .await
            .map_err(internal)?;
        if rows == 0 {
            return Err(AcademicsError::NotFound("exam"));
        }
        Ok(())
    }

    async fn papers_outside(
        &self,
        id: ExamId,
        from: Date,
        to: Date,
    ) -> Result<u64, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n: i64 = exam_papers::table
            .filter(exam_papers::exam_id.eq(id.into_uuid()))
            .filter(
                exam_papers::sits_on
                    .lt(from)
                    .or(exam_papers::sits_on.gt(to)),
            )
            .count()
            .get_result(&mut conn)
            .await
            .map_err(internal)?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    async fn sitters(&self, id: ExamId) -> Result<Vec<Sitter>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // The active students enrolled this session in a class with a paper, and their
        // parents: each person once per class.
        let rows: Vec<SitterRow> = prepared!(
            "WITH pupils AS (
                 SELECT e.class_id, s.id AS student_id, s.user_id
                 FROM enrolments e
                 JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
                 JOIN students s ON s.id = e.student_id AND s.status = 'active'
                 WHERE e.class_id IN (SELECT p.class_id FROM exam_papers p WHERE p.exam_id = $1)
             ),
             people AS (
                 SELECT class_id, user_id, false AS is_parent FROM pupils
                 UNION
                 SELECT pu.class_id, pr.user_id, true AS is_parent
                 FROM pupils pu
                 JOIN student_parents sp ON sp.student_id = pu.student_id
                 JOIN parents pr ON pr.id = sp.parent_id
             )
             SELECT c.id AS class_id, c.name AS class_name, u.id AS user_id,
                    btrim(u.first_name || ' ' || u.last_name) AS name, u.email,
                    coalesce(nullif(pa.phone, ''), '') AS phone,
                    wants_notices(u.preferences, 'email_notifications') AS wants_email,
                    wants_notices(u.preferences, 'sms_notifications') AS wants_sms,
                    pe.is_parent
             FROM people pe
             JOIN users u ON u.id = pe.user_id AND u.is_active
             JOIN classes c ON c.id = pe.class_id
             LEFT JOIN parents pa ON pa.user_id = u.id
             ORDER BY lower(c.name), u.id",
            SqlUuid => id.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| Sitter {
                class_id: ClassId::from_uuid(r.class_id),
                class_name: r.class_name,
                user_id: UserId::from_uuid(r.user_id),
                name: r.name,
                email: Some(r.email).filter(|e| !e.is_empty()),
                phone: Some(r.phone).filter(|p| !p.is_empty()),
                wants_email: r.wants_email,
                wants_sms: r.wants_sms,
                is_parent: r.is_parent,
            })
            .collect())
    }

    async fn publish(
        &self,
        id: ExamId,
        at: OffsetDateTime,
        messages: Vec<NewNotification>,
    ) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            let rows = diesel::update(
                exams::table
                    .find(id.into_uuid())
                    .filter(exams::status.eq(ExamStatus::Draft.as_str())),
            )
            .set((
                exams::status.eq(ExamStatus::Scheduled.as_str()),
                exams::published_at.eq(Some(at)),
                exams::updated_at.eq(at),
            ))
            .execute(conn)
            .await?;
            if rows == 0 {
                return Ok(false);
            }
            enqueue_in(conn, &messages).await?;
            Ok(true)
        })
        .await
        .map_err(internal)
    }
}
