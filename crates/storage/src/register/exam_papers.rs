//! Exam papers (`academics::exams::PaperRepo`, decisions/018). The database refuses clashes
//! itself (`exam_papers_class_clash`, `exam_papers_invigilator_clash`,
//! `exam_papers_room_clash`, exclusion constraints over the paper's time); this adapter then
//! reads the paper already there, so the refusal names it.

use academics::{
    AcademicsError, BatchFailure,
    exams::{
        ExamPaper, ExamStatus, NewPaper, PaperClash, PaperFilter, PaperRepo, paper_clash_sentence,
    },
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{BigInt, Date as SqlDate, Nullable, Text, Time as SqlTime, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, ClassSubjectId, ExamId, ExamPaperId, Page, PageRequest, Scope, TeacherId};
use time::{Date, OffsetDateTime, Time};
use uuid::Uuid;

use super::{
    Conn, all_of,
    errors::{Stop, write_error},
    exams::stored,
    internal, key, page_of,
};
use crate::{Database, schema::exam_papers, sql::Params, visibility};

#[derive(Debug, Clone)]
pub struct PgPaperRepo {
    db: Database,
}

impl PgPaperRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
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
    let page_clause = params.page(page);
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
