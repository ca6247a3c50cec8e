//! A class's term results (`academics::results::ReportRepo`, decisions/021): read whole for its
//! report cards and broadsheet; published in one transaction with the cards as computed, the
//! parents' notices and the audit log; the term reports' comments and ratings; the bank of
//! comments.

use std::collections::HashMap;

use academics::{
    AcademicsError,
    results::{
        BankComment, BoardSheet, CardStudent, CardTerm, Change, ClassResults, ClassTerm,
        CommentKind, NewBankComment, NewResultChange, Publication, PublishedFrom, Rating,
        ReportCard, ReportRepo, ResultChange, SheetStatus, StoredReport, StoredRow,
    },
};
use diesel::{
    ExpressionMethods, OptionalExtension, QueryDsl, QueryableByName,
    sql_types::{
        Array, BigInt, Bool, Date as SqlDate, Integer, Jsonb, Nullable, Text, Timestamptz,
        Uuid as SqlUuid,
    },
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{
    ClassId, ClassSubjectId, Page, PageRequest, SessionId, StudentId, TermId, UserId,
    outbox::NewNotification,
};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use super::{
    internal,
    results::{GradingRow, Stop, cell_of, frozen_of, status_of, stopped, write_changes},
};
use crate::{
    Database,
    notification_repo::enqueue_in,
    schema::report_cards,
    sql::{JsonOf, Params, prepared},
};

mod board;
mod publish;
mod term_reports;

use board::{BoardRow, board_of, board_sql};

/// `academics::results::ReportRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgReportRepo {
    db: Database,
}

impl PgReportRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(QueryableByName)]
struct HeadRow {
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_teacher_user: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_teacher_name: Option<String>,
    #[diesel(sql_type = Nullable<Bool>)]
    published: Option<bool>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    first_published_at: Option<OffsetDateTime>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    changed_at: Option<OffsetDateTime>,
}

#[derive(QueryableByName)]
struct StudentRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Text)]
    gender: String,
    #[diesel(sql_type = Nullable<SqlDate>)]
    date_of_birth: Option<Date>,
    #[diesel(sql_type = Nullable<Text>)]
    photo_url: Option<String>,
}

#[derive(QueryableByName)]
struct CellRow {
    #[diesel(sql_type = SqlUuid)]
    class_subject_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Array<Nullable<Integer>>)]
    ca: Vec<Option<i32>>,
    #[diesel(sql_type = Nullable<Integer>)]
    exam: Option<i32>,
}

/// A student's term report as `term_reports` holds it (read whole by a class's term, by
/// publishing to check the cards against it, and by a save to check it is as read).
#[derive(QueryableByName)]
struct ReportRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    class_teacher_comment: String,
    #[diesel(sql_type = Text)]
    principal_comment: String,
    #[diesel(sql_type = Jsonb)]
    ratings: JsonOf<Vec<Rating>>,
}

impl ReportRow {
    fn report(self) -> (StudentId, StoredReport) {
        (
            StudentId::from_uuid(self.student_id),
            StoredReport {
                class_teacher_comment: self.class_teacher_comment,
                principal_comment: self.principal_comment,
                ratings: self.ratings.0,
            },
        )
    }
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
}

#[derive(QueryableByName)]
struct CardTermRow {
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = Text)]
    term_name: String,
    #[diesel(sql_type = Text)]
    session_name: String,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Bool)]
    published: bool,
}

#[derive(QueryableByName)]
struct ChangeRow {
    #[diesel(sql_type = Nullable<SqlUuid>)]
    student_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    student_name: Option<String>,
    #[diesel(sql_type = Text)]
    what: String,
    #[diesel(sql_type = Text)]
    old_value: String,
    #[diesel(sql_type = Text)]
    new_value: String,
    #[diesel(sql_type = Nullable<Text>)]
    changed_by: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    changed_at: OffsetDateTime,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct CommentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    body: String,
}

fn comment_of(row: CommentRow) -> Result<BankComment, AcademicsError> {
    Ok(BankComment {
        id: row.id,
        kind: CommentKind::parse(&row.kind)
            .ok_or_else(|| internal(anyhow::anyhow!("a stored comment kind of {}", row.kind)))?,
        body: row.body,
    })
}

fn conflict(message: impl Into<String>) -> Stop {
    Stop::Refused(AcademicsError::Conflict(message.into()))
}

#[async_trait::async_trait]
impl ReportRepo for PgReportRepo {
    async fn board(&self, term: TermId) -> Result<Vec<ClassResults>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<BoardRow> = prepared!(board_sql(false), SqlUuid => term.into_uuid())
            .load(&mut conn)
            .await
            .map_err(internal)?;
        board_of(rows)
    }

    async fn class_term(
        &self,
        class: ClassId,
        term: TermId,
        session: SessionId,
        earlier: Vec<TermId>,
    ) -> Result<Option<ClassTerm>, AcademicsError> {
        let pooled = self.db.conn().await.map_err(internal)?;
        // Six statements that need nothing of each other, sent together and waited on once:
        // futures that borrow the connection shared are pipelined by diesel-async
        // (decisions/029, as the news's count and page are). One after another, each waited for
        // its answer and a wake-up. A class that is not there costs the five others for nothing.
        let conn: &AsyncPgConnection = &pooled;
        let class_id = class.into_uuid();
        let term_id = term.into_uuid();
        let mut terms: Vec<Uuid> = vec![term_id];
        terms.extend(earlier.iter().map(|t| t.into_uuid()));
        let head = prepared!(
            "SELECT c.name AS class_name, ct.user_id AS class_teacher_user,
                    nullif(btrim(ctu.first_name || ' ' || ctu.last_name), '') AS class_teacher_name,
                    p.published, p.first_published_at, p.changed_at
             FROM classes c
             LEFT JOIN teachers ct ON ct.id = c.class_teacher_id
             LEFT JOIN users ctu ON ctu.id = ct.user_id
             LEFT JOIN result_publications p ON p.class_id = c.id AND p.term_id = $2
             WHERE c.id = $1",
            SqlUuid => class_id,
            SqlUuid => term_id,
        )
        .load::<HeadRow>(&mut { conn });
        let gradings = prepared!(
            "SELECT components, exam_max, bands, pass_mark FROM result_gradings WHERE term_id = $1",
            SqlUuid => term_id,
        )
        .load::<GradingRow>(&mut { conn });
        let board = prepared!(
            board_sql(true),
            SqlUuid => term_id,
            SqlUuid => class_id,
        )
        .load::<BoardRow>(&mut { conn });
        let students = prepared!(
            "SELECT st.id AS student_id, u.id AS user_id,
                    btrim(u.first_name || ' ' || u.last_name) AS name, st.admission_number,
                    st.gender, st.date_of_birth, u.profile_picture AS photo_url
             FROM enrolments e
             JOIN students st ON st.id = e.student_id
             JOIN users u ON u.id = st.user_id
             WHERE e.class_id = $1 AND e.session_id = $2
               AND (st.status = 'active' OR EXISTS (
                    SELECT 1 FROM score_rows r JOIN class_subjects cs ON cs.id = r.class_subject_id
                    WHERE cs.class_id = $1 AND r.term_id = $3 AND r.student_id = st.id))
             ORDER BY lower(u.last_name), lower(u.first_name), st.id",
            SqlUuid => class_id,
            Text => session.as_str().to_owned(),
            SqlUuid => term_id,
        )
        .load::<StudentRow>(&mut { conn });
        let cells = prepared!(
            "SELECT r.class_subject_id, r.term_id, r.student_id, r.ca, r.exam
             FROM score_rows r JOIN class_subjects cs ON cs.id = r.class_subject_id
             WHERE cs.class_id = $1 AND r.term_id = ANY($2)",
            SqlUuid => class_id,
            Array<SqlUuid> => terms,
        )
        .load::<CellRow>(&mut { conn });
        let reports = prepared!(
            "SELECT tr.student_id, tr.class_teacher_comment, tr.principal_comment, tr.ratings
             FROM term_reports tr
             JOIN enrolments e ON e.student_id = tr.student_id AND e.class_id = $1
                  AND e.session_id = $2
             WHERE tr.term_id = $3",
            SqlUuid => class_id,
            Text => session.as_str().to_owned(),
            SqlUuid => term_id,
        )
        .load::<ReportRow>(&mut { conn });
        let (head, gradings, board, students, cells, reports) =
            tokio::try_join!(head, gradings, board, students, cells, reports).map_err(internal)?;
        let Some(head) = head.into_iter().next() else {
            return Ok(None);
        };
        let frozen = gradings.into_iter().next().map(frozen_of);
        let subjects = board_of(board)?
            .into_iter()
            .next()
            .map(|c| c.sheets)
            .unwrap_or_default();
        let mut this = HashMap::new();
        let mut before = HashMap::new();
        for c in cells {
            let student = StudentId::from_uuid(c.student_id);
            let subject = ClassSubjectId::from_uuid(c.class_subject_id);
            let row = StoredRow {
                student_id: student,
                ca: c.ca.into_iter().map(cell_of).collect(),
                exam: cell_of(c.exam),
            };
            if c.term_id == term_id {
                this.insert((subject, student), row);
            } else {
                before.insert((TermId::from_uuid(c.term_id), subject, student), row);
            }
        }
        let reports = reports.into_iter().map(ReportRow::report).collect();
        let publication = match (head.published, head.first_published_at, head.changed_at) {
            (Some(published), Some(first_published_at), Some(changed_at)) => Some(Publication {
                published,
                first_published_at,
                changed_at,
            }),
            _ => None,
        };
        Ok(Some(ClassTerm {
            class_id: class,
            class_name: head.class_name,
            class_teacher_user: head.class_teacher_user.map(UserId::from_uuid),
            class_teacher_name: head.class_teacher_name,
            term_id: term,
            frozen,
            publication,
            subjects,
            students: students
                .into_iter()
                .map(|s| CardStudent {
                    student_id: StudentId::from_uuid(s.student_id),
                    user_id: UserId::from_uuid(s.user_id),
                    name: s.name,
                    admission_number: s.admission_number,
                    gender: s.gender,
                    date_of_birth: s.date_of_birth,
                    photo_url: s.photo_url,
                })
                .collect(),
            cells: this,
            earlier: before,
            reports,
        }))
    }

    async fn student_class(
        &self,
        student: StudentId,
        session: SessionId,
    ) -> Result<Option<ClassId>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Option<IdRow> = prepared!(
            "SELECT class_id AS id FROM enrolments WHERE student_id = $1 AND session_id = $2",
            SqlUuid => student.into_uuid(),
            Text => session.as_str().to_owned(),
        )
        .get_result(&mut conn)
        .await
        .optional()
        .map_err(internal)?;
        Ok(row.map(|r| ClassId::from_uuid(r.id)))
    }

    async fn published_card(
        &self,
        student: StudentId,
        term: TermId,
    ) -> Result<Option<ReportCard>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // The query builder's statement, prepared once per connection: the read families and
        // the result checker make on results day.
        let card: Option<JsonOf<ReportCard>> = report_cards::table
            .filter(report_cards::student_id.eq(student.into_uuid()))
            .filter(report_cards::term_id.eq(term.into_uuid()))
            .select(report_cards::card)
            .first(&mut conn)
            .await
            .optional()
            .map_err(internal)?;
        Ok(card.map(|c| c.0))
    }

    async fn card_terms(
        &self,
        student: StudentId,
        published_only: bool,
    ) -> Result<Vec<CardTerm>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<CardTermRow> = prepared!(
            "WITH scored AS (
                 SELECT DISTINCT r.term_id FROM score_rows r WHERE r.student_id = $1 AND NOT $2
                 UNION SELECT rc.term_id FROM report_cards rc WHERE rc.student_id = $1)
             SELECT tm.id AS term_id, tm.name AS term_name, s.name AS session_name,
                    coalesce(rc.card->>'class_name', c.name, '') AS class_name,
                    rc.student_id IS NOT NULL AS published
             FROM scored x
             JOIN terms tm ON tm.id = x.term_id
             JOIN academic_sessions s ON s.id = tm.session_id
             LEFT JOIN report_cards rc ON rc.student_id = $1 AND rc.term_id = tm.id
             LEFT JOIN enrolments e ON e.student_id = $1 AND e.session_id = tm.session_id
             LEFT JOIN classes c ON c.id = e.class_id
             ORDER BY s.position DESC, tm.position DESC",
            SqlUuid => student.into_uuid(),
            Bool => published_only,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| CardTerm {
                term_id: TermId::from_uuid(r.term_id),
                term_name: r.term_name,
                session_name: r.session_name,
                class_name: r.class_name,
                published: r.published,
            })
            .collect())
    }

    async fn publish(
        &self,
        class: ClassId,
        term: TermId,
        from: PublishedFrom,
        cards: Vec<ReportCard>,
        notices: Vec<NewNotification>,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError> {
        self.publish_term(class, term, from, cards, notices, audit, change)
            .await
    }

    async fn unpublish(
        &self,
        class: ClassId,
        term: TermId,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError> {
        self.unpublish_term(class, term, audit, change).await
    }

    async fn save_report(
        &self,
        student: StudentId,
        class: ClassId,
        term: TermId,
        read: StoredReport,
        report: StoredReport,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<bool, AcademicsError> {
        self.save_term_report(student, class, term, read, report, audit, change)
            .await
    }

    async fn changes(
        &self,
        class: ClassId,
        term: TermId,
        page: PageRequest,
    ) -> Result<Page<ResultChange>, AcademicsError> {
        self.changes_since(class, term, page).await
    }

    async fn comments(&self) -> Result<Vec<BankComment>, AcademicsError> {
        self.comment_bank().await
    }

    async fn add_comment(
        &self,
        comment: NewBankComment,
        change: Change,
    ) -> Result<BankComment, AcademicsError> {
        self.add_bank_comment(comment, change).await
    }

    async fn delete_comment(&self, id: Uuid) -> Result<bool, AcademicsError> {
        self.delete_bank_comment(id).await
    }
}
