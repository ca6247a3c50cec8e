//! Exams and their papers (`academics::exams::{ExamRepo, PaperRepo}`, decisions/018). The
//! database refuses clashes itself (`exam_papers_class_clash`, `exam_papers_invigilator_clash`,
//! `exam_papers_room_clash`, exclusion constraints over the paper's time); this adapter then
//! reads the paper already there, so the refusal names it. Publishing writes the status and the
//! outbox's messages in one transaction.

use academics::{
    AcademicsError, BatchFailure,
    exams::{
        Exam, ExamFilter, ExamKind, ExamPaper, ExamRepo, ExamStatus, NewExam, NewPaper, PaperClash,
        PaperFilter, PaperRepo, Sitter, paper_clash_sentence,
    },
};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{BigInt, Bool, Date as SqlDate, Nullable, Text, Time as SqlTime, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{
    ClassId, ClassSubjectId, ExamId, ExamPaperId, Page, PageRequest, Scope, TeacherId, TermId,
    UserId, outbox::NewNotification,
};
use time::{Date, OffsetDateTime, Time};
use uuid::Uuid;

use super::{
    Conn, all_of,
    errors::{Stop, write_error},
    internal, key, limit_offset, page_of,
};
use crate::{
    Database, notification_repo::enqueue_in, schema::exam_papers, schema::exams, sql::Params,
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

/// `academics::exams::PaperRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgPaperRepo {
    db: Database,
}

impl PgPaperRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn stored<T>(value: Option<T>, what: &str, raw: &str) -> Result<T, AcademicsError> {
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
    let page_clause = limit_offset(&mut params, page);
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

    async fn update(&self, x: NewExam) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows = diesel::update(exams::table.find(x.id.into_uuid()))
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
            return Err(AcademicsError::NotFound("exam"));
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
        let rows: Vec<SitterRow> = diesel::sql_query(
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
                    coalesce((u.preferences->>'email_notifications')::boolean, true) AS wants_email,
                    coalesce((u.preferences->>'sms_notifications')::boolean, true) AS wants_sms,
                    pe.is_parent
             FROM people pe
             JOIN users u ON u.id = pe.user_id AND u.is_active
             JOIN classes c ON c.id = pe.class_id
             LEFT JOIN parents pa ON pa.user_id = u.id
             ORDER BY lower(c.name), u.id",
        )
        .bind::<SqlUuid, _>(id.into_uuid())
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

#[derive(QueryableByName)]
struct PaperRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    exam_id: Uuid,
    #[diesel(sql_type = Text)]
    exam_name: String,
    #[diesel(sql_type = Text)]
    exam_status: String,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = SqlUuid)]
    class_subject_id: Uuid,
    #[diesel(sql_type = Text)]
    subject_id: String,
    #[diesel(sql_type = Text)]
    subject_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    invigilator_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    invigilator_name: Option<String>,
    #[diesel(sql_type = SqlDate)]
    sits_on: Date,
    #[diesel(sql_type = SqlTime)]
    starts_at: Time,
    #[diesel(sql_type = SqlTime)]
    ends_at: Time,
    #[diesel(sql_type = Text)]
    room: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl PaperRow {
    fn into_paper(self) -> Result<ExamPaper, AcademicsError> {
        Ok(ExamPaper {
            id: ExamPaperId::from_uuid(self.id),
            exam_id: ExamId::from_uuid(self.exam_id),
            exam_name: self.exam_name,
            exam_status: stored(
                ExamStatus::parse(&self.exam_status),
                "exam status",
                &self.exam_status,
            )?,
            class_id: ClassId::from_uuid(self.class_id),
            class_name: self.class_name,
            class_subject_id: ClassSubjectId::from_uuid(self.class_subject_id),
            subject_id: key(self.subject_id)?,
            subject_name: self.subject_name,
            invigilator_id: self.invigilator_id.map(TeacherId::from_uuid),
            invigilator_name: self.invigilator_name,
            date: self.sits_on,
            start_time: self.starts_at,
            end_time: self.ends_at,
            room: self.room,
        })
    }
}

const PAPER_SELECT: &str = "SELECT p.id, p.exam_id, x.name AS exam_name, x.status AS exam_status,
        p.class_id, c.name AS class_name, p.class_subject_id, cs.subject_id,
        sj.name AS subject_name, p.invigilator_id,
        btrim(tu.first_name || ' ' || tu.last_name) AS invigilator_name,
        p.sits_on, p.starts_at, p.ends_at, p.room, count(*) OVER () AS total
    FROM exam_papers p
    JOIN exams x ON x.id = p.exam_id
    JOIN classes c ON c.id = p.class_id
    JOIN class_subjects cs ON cs.id = p.class_subject_id
    JOIN subjects sj ON sj.id = cs.subject_id
    LEFT JOIN teachers t ON t.id = p.invigilator_id
    LEFT JOIN users tu ON tu.id = t.user_id";

/// Which papers a read is for.
enum Wanted<'a> {
    List(&'a PaperFilter),
    One(ExamPaperId),
    /// The paper that `paper` would clash with over `kind`.
    Clashing(&'a NewPaper, PaperClash),
}

async fn select_papers(
    conn: &mut Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: PageRequest,
) -> Result<Page<ExamPaper>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::exam_papers(
        scope,
        "p.class_id",
        "p.invigilator_id",
        "x.status",
    )];
    match wanted {
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("p.id = {id}"));
        }
        Wanted::List(filter) => {
            if let Some(exam) = filter.exam_id {
                let exam = params.bind::<SqlUuid, _>(exam.into_uuid());
                conditions.push(format!("p.exam_id = {exam}"));
            }
            if let Some(class) = filter.class_id {
                let class = params.bind::<SqlUuid, _>(class.into_uuid());
                conditions.push(format!("p.class_id = {class}"));
            }
            if let Some(teacher) = filter.invigilator_id {
                let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
                conditions.push(format!("p.invigilator_id = {teacher}"));
            }
            if let Some(from) = filter.from {
                let from = params.bind::<SqlDate, _>(from);
                conditions.push(format!("p.sits_on >= {from}"));
            }
            if let Some(to) = filter.to {
                let to = params.bind::<SqlDate, _>(to);
                conditions.push(format!("p.sits_on <= {to}"));
            }
        }
        Wanted::Clashing(paper, kind) => {
            let own = params.bind::<SqlUuid, _>(paper.id.into_uuid());
            let day = params.bind::<SqlDate, _>(paper.date);
            let starts = params.bind::<SqlTime, _>(paper.start_time);
            let ends = params.bind::<SqlTime, _>(paper.end_time);
            conditions.push(format!(
                "p.id <> {own} AND p.sits_on = {day} AND p.starts_at < {ends} AND p.ends_at > {starts}"
            ));
            conditions.push(match kind {
                PaperClash::Class => {
                    let class = params.bind::<SqlUuid, _>(paper.class_id.into_uuid());
                    format!("p.class_id = {class}")
                }
                PaperClash::Invigilator => {
                    let teacher = params.bind::<Nullable<SqlUuid>, _>(
                        paper.invigilator_id.map(TeacherId::into_uuid),
                    );
                    format!("p.invigilator_id = {teacher}")
                }
                PaperClash::Room => {
                    let room = params.bind::<Text, _>(paper.room.to_lowercase());
                    format!("lower(p.room) = {room}")
                }
            });
        }
    }
    let page_clause = limit_offset(&mut params, page);
    let rows: Vec<PaperRow> = params
        .sql(format!(
            "{PAPER_SELECT}
             WHERE {}
             ORDER BY p.sits_on, p.starts_at, lower(c.name), p.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(PaperRow::into_paper)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

/// The clash an exclusion constraint reports, if the error is one.
fn clash(e: &DieselError) -> Option<PaperClash> {
    let DieselError::DatabaseError(_, info) = e else {
        return None;
    };
    match info.constraint_name()? {
        "exam_papers_class_clash" => Some(PaperClash::Class),
        "exam_papers_invigilator_clash" => Some(PaperClash::Invigilator),
        "exam_papers_room_clash" => Some(PaperClash::Room),
        _ => None,
    }
}

/// What a clash says when the paper already there was in the same batch, which rolled back.
fn clash_in_batch(kind: PaperClash) -> String {
    match kind {
        PaperClash::Class => "Two of these papers are for the same class at overlapping times.",
        PaperClash::Invigilator => {
            "Two of these papers have the same invigilator at overlapping times."
        }
        PaperClash::Room => "Two of these papers are in the same room at overlapping times.",
    }
    .to_owned()
}

async fn write_paper(
    conn: &mut Conn,
    p: &NewPaper,
    at: OffsetDateTime,
    new: bool,
) -> Result<(), DieselError> {
    if new {
        diesel::insert_into(exam_papers::table)
            .values((
                exam_papers::id.eq(p.id.into_uuid()),
                exam_papers::exam_id.eq(p.exam_id.into_uuid()),
                exam_papers::class_id.eq(p.class_id.into_uuid()),
                exam_papers::class_subject_id.eq(p.class_subject_id.into_uuid()),
                exam_papers::invigilator_id.eq(p.invigilator_id.map(TeacherId::into_uuid)),
                exam_papers::sits_on.eq(p.date),
                exam_papers::starts_at.eq(p.start_time),
                exam_papers::ends_at.eq(p.end_time),
                exam_papers::room.eq(&p.room),
                exam_papers::created_at.eq(at),
                exam_papers::updated_at.eq(at),
            ))
            .execute(conn)
            .await?;
        return Ok(());
    }
    let rows = diesel::update(exam_papers::table.find(p.id.into_uuid()))
        .set((
            exam_papers::exam_id.eq(p.exam_id.into_uuid()),
            exam_papers::class_id.eq(p.class_id.into_uuid()),
            exam_papers::class_subject_id.eq(p.class_subject_id.into_uuid()),
            exam_papers::invigilator_id.eq(p.invigilator_id.map(TeacherId::into_uuid)),
            exam_papers::sits_on.eq(p.date),
            exam_papers::starts_at.eq(p.start_time),
            exam_papers::ends_at.eq(p.end_time),
            exam_papers::room.eq(&p.room),
            exam_papers::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    if rows == 0 {
        return Err(DieselError::NotFound);
    }
    Ok(())
}

impl PgPaperRepo {
    /// Writes every paper in one transaction; a clash names the paper already there, read
    /// after the transaction rolled back.
    async fn write(&self, items: Vec<NewPaper>, new: bool) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let at = OffsetDateTime::now_utc();
        let outcome = conn
            .transaction::<_, Stop, _>(async |conn| {
                for (i, paper) in items.iter().enumerate() {
                    write_paper(conn, paper, at, new)
                        .await
                        .map_err(|e| Stop::Db(i, e))?;
                }
                Ok(())
            })
            .await;
        let (i, e) = match outcome {
            Ok(()) => return Ok(()),
            Err(Stop::Refused(i, refusal)) => return Err((i, refusal)),
            Err(Stop::Db(i, e)) => (i, e),
        };
        if matches!(e, DieselError::NotFound) {
            return Err((i, AcademicsError::NotFound("exam paper")));
        }
        let Some(kind) = clash(&e) else {
            return Err((i, write_error(e)));
        };
        let there = select_papers(
            &mut conn,
            Scope::All,
            Wanted::Clashing(&items[i], kind),
            PageRequest::default(),
        )
        .await
        .map_err(|e| (i, e))?;
        let sentence = <[_]>::first(&there.results).map_or_else(
            || clash_in_batch(kind),
            |paper| paper_clash_sentence(kind, paper),
        );
        Err((i, AcademicsError::Conflict(sentence)))
    }
}

#[async_trait::async_trait]
impl PaperRepo for PgPaperRepo {
    async fn list(
        &self,
        filter: PaperFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ExamPaper>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        select_papers(&mut conn, scope, Wanted::List(&filter), page).await
    }

    async fn get(
        &self,
        id: ExamPaperId,
        scope: Scope,
    ) -> Result<Option<ExamPaper>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(
            select_papers(&mut conn, scope, Wanted::One(id), PageRequest::default())
                .await?
                .results
                .into_iter()
                .next(),
        )
    }

    async fn insert(&self, papers: Vec<NewPaper>) -> Result<(), BatchFailure> {
        self.write(papers, true).await
    }

    async fn update(&self, papers: Vec<NewPaper>) -> Result<(), BatchFailure> {
        self.write(papers, false).await
    }

    async fn delete(&self, ids: Vec<ExamPaperId>) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let wanted: Vec<Uuid> = ids.iter().map(|id| id.into_uuid()).collect();
        conn.transaction::<_, Stop, _>(async |conn| {
            let found: Vec<Uuid> = exam_papers::table
                .select(exam_papers::id)
                .filter(exam_papers::id.eq_any(&wanted))
                .for_update()
                .load(conn)
                .await?;
            if let Some(missing) = wanted.iter().position(|id| !found.contains(id)) {
                return Err(Stop::Refused(
                    missing,
                    AcademicsError::NotFound("exam paper"),
                ));
            }
            diesel::delete(exam_papers::table.filter(exam_papers::id.eq_any(&wanted)))
                .execute(conn)
                .await?;
            Ok(())
        })
        .await
        .map_err(|stop| match stop {
            Stop::Refused(i, refusal) => (i, refusal),
            Stop::Db(i, e) => (i, internal(e)),
        })
    }
}
