//! A teacher's day, and a family's children, for their dashboards: each viewer's own records
//! only, found from their account.

use academics::{
    AcademicsError,
    dashboard::{
        Balance, ChildRow, ClassLine, LatestResult, LessonLine, SheetCounts, TeacherFigures,
    },
};
use diesel::{
    QueryableByName,
    sql_types::{
        BigInt, Date as SqlDate, Integer, Json, Nullable, SmallInt, Text, Uuid as SqlUuid,
    },
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, Scope, StudentId, TermId, UserId};
use serde::Deserialize;
use time::Date;
use uuid::Uuid;

use super::{ON_THE_REGISTER, count};
use crate::{
    Database,
    register::internal,
    sql::{JsonOf, Param, Params, prepared},
    visibility,
};

/// A lesson's columns, from `lessons l` with its subject, class and teacher joined.
/// (`HH:MM` cut from the time's text: pgbench, which replays these for the bench's ceilings,
/// would take the `:MI` of a `to_char` format for one of its variables.)
const LESSON: &str = "l.id, left(l.starts_at::text, 5) AS starts_at,
    left(l.ends_at::text, 5) AS ends_at, sj.name AS subject, c.id AS class_id,
    c.name AS class_name, nullif(btrim(tu.first_name || ' ' || tu.last_name), '') AS teacher_name,
    l.room";
const LESSON_FROM: &str = "lessons l
    JOIN class_subjects cs ON cs.id = l.class_subject_id
    JOIN subjects sj ON sj.id = cs.subject_id
    JOIN classes c ON c.id = l.class_id
    LEFT JOIN teachers lt ON lt.id = l.teacher_id
    LEFT JOIN users tu ON tu.id = lt.user_id";

/// A lesson as the teacher's statement writes it (JSON, with the columns' names).
#[derive(Deserialize)]
struct LessonRow {
    id: Uuid,
    starts_at: String,
    ends_at: String,
    subject: String,
    class_id: Uuid,
    class_name: String,
    teacher_name: Option<String>,
    room: String,
}

impl From<LessonRow> for LessonLine {
    fn from(r: LessonRow) -> Self {
        LessonLine {
            id: r.id,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            subject: r.subject,
            class_id: ClassId::from_uuid(r.class_id),
            class_name: r.class_name,
            teacher_name: r.teacher_name,
            room: r.room,
        }
    }
}

#[derive(Deserialize)]
struct ClassMarkedRow {
    id: Uuid,
    name: String,
    marked: bool,
}

/// A teacher's day in one row: today's lessons and their classes as JSON, and their score
/// sheets' counts.
#[derive(QueryableByName)]
struct TeacherRow {
    #[diesel(sql_type = Json)]
    lessons: JsonOf<Vec<LessonRow>>,
    #[diesel(sql_type = Json)]
    classes: JsonOf<Vec<ClassMarkedRow>>,
    #[diesel(sql_type = Integer)]
    not_started: i32,
    #[diesel(sql_type = Integer)]
    draft: i32,
    #[diesel(sql_type = Integer)]
    returned: i32,
    #[diesel(sql_type = Integer)]
    submitted: i32,
    #[diesel(sql_type = Integer)]
    approved: i32,
    #[diesel(sql_type = Integer)]
    published: i32,
}

pub(super) async fn teacher(
    db: &Database,
    user: UserId,
    term: TermId,
    today: Date,
    weekday: u8,
) -> Result<TeacherFigures, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    // Their lessons of the day; the classes they teach (as class teacher or subject teacher)
    // with students on this session's register, and whether today's register has a mark; and
    // the term's score sheets of their subjects by status.
    let row: TeacherRow = prepared!(
        format!(
            "WITH mine(id) AS ({})
             SELECT
                 (SELECT coalesce(json_agg(x ORDER BY x.starts_at, x.class_name), '[]')
                  FROM (SELECT {LESSON} FROM {LESSON_FROM}
                        WHERE lt.user_id = $1 AND l.term_id = $2 AND l.weekday = $3) x)
                     AS lessons,
                 (SELECT coalesce(json_agg(x ORDER BY x.position, lower(x.name), x.id), '[]')
                  FROM (SELECT c.id, c.name, l.position,
                               EXISTS (SELECT 1 FROM attendance_marks m
                                       WHERE m.class_id = c.id AND m.day = $4) AS marked
                        FROM mine
                        JOIN classes c ON c.id = mine.id
                        JOIN class_levels l ON l.id = c.level_id
                        WHERE {ON_THE_REGISTER}) x)
                     AS classes,
                 count(*) FILTER (WHERE ss.status IS NULL)::integer AS not_started,
                 count(*) FILTER (WHERE ss.status = 'draft' AND ss.returned_reason IS NULL)::integer
                     AS draft,
                 count(*) FILTER (WHERE ss.status = 'draft' AND ss.returned_reason IS NOT NULL)::integer
                     AS returned,
                 count(*) FILTER (WHERE ss.status = 'submitted')::integer AS submitted,
                 count(*) FILTER (WHERE ss.status = 'approved')::integer AS approved,
                 count(*) FILTER (WHERE ss.status = 'published')::integer AS published
             FROM class_subjects cs
             JOIN teachers t ON t.id = cs.teacher_id AND t.user_id = $1
             LEFT JOIN score_sheets ss ON ss.class_subject_id = cs.id AND ss.term_id = $2",
            visibility::class_ids(Scope::Teacher(user)),
        ),
        SqlUuid => user.into_uuid(),
        SqlUuid => term.into_uuid(),
        SmallInt => i16::from(weekday),
        SqlDate => today,
    )
    .get_result(&mut conn)
    .await
    .map_err(internal)?;
    let lessons = row.lessons.0;
    let classes = row.classes.0;
    Ok(TeacherFigures {
        lessons: lessons.into_iter().map(LessonLine::from).collect(),
        classes: classes
            .into_iter()
            .map(|r| {
                (
                    ClassLine {
                        id: ClassId::from_uuid(r.id),
                        name: r.name,
                    },
                    r.marked,
                )
            })
            .collect(),
        sheets: SheetCounts {
            not_started: count(row.not_started),
            draft: count(row.draft),
            returned: count(row.returned),
            submitted: count(row.submitted),
            approved: count(row.approved),
            published: count(row.published),
        },
    })
}

#[derive(QueryableByName)]
struct ChildSqlRow {
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
    #[diesel(sql_type = Integer)]
    present: i32,
    #[diesel(sql_type = Integer)]
    absent: i32,
    #[diesel(sql_type = Integer)]
    late: i32,
    #[diesel(sql_type = Integer)]
    excused: i32,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    result_term_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    result_term_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    result_session_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    average: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    grade: Option<String>,
    #[diesel(sql_type = Nullable<Integer>)]
    position: Option<i32>,
    #[diesel(sql_type = Nullable<Integer>)]
    out_of: Option<i32>,
    #[diesel(sql_type = Nullable<Text>)]
    currency: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    balance: Option<i64>,
    /// One of the class's lessons today (a row per lesson; none without lessons).
    #[diesel(sql_type = Nullable<SqlUuid>)]
    lesson_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    lesson_starts_at: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    lesson_ends_at: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    lesson_subject: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    lesson_teacher_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    lesson_room: Option<String>,
}

impl ChildSqlRow {
    /// The row's lesson, of the child's class.
    fn lesson(&self) -> Option<LessonLine> {
        Some(LessonLine {
            id: self.lesson_id?,
            starts_at: self.lesson_starts_at.clone()?,
            ends_at: self.lesson_ends_at.clone()?,
            subject: self.lesson_subject.clone()?,
            class_id: ClassId::from_uuid(self.class_id?),
            class_name: self.class_name.clone()?,
            teacher_name: self.lesson_teacher_name.clone(),
            room: self.lesson_room.clone()?,
        })
    }
}

/// The children's figures, after the `kids` CTE that names the viewer's own students: their
/// marks from `from` to `to` (placeholders).
fn child_figures(from: &Param, to: &Param) -> String {
    format!(
        "
    SELECT s.id AS student_id, btrim(u.first_name || ' ' || u.last_name) AS name,
           s.admission_number, c.id AS class_id, c.name AS class_name,
           coalesce(m.present, 0) AS present, coalesce(m.absent, 0) AS absent,
           coalesce(m.late, 0) AS late, coalesce(m.excused, 0) AS excused,
           r.term_id AS result_term_id, r.term_name AS result_term_name,
           r.session_name AS result_session_name, r.average, r.grade, r.position, r.out_of,
           b.currency, b.balance
    FROM kids k
    JOIN students s ON s.id = k.id
    JOIN users u ON u.id = s.user_id
    LEFT JOIN (enrolments e
               JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
               JOIN classes c ON c.id = e.class_id) ON e.student_id = s.id
    LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE status = 'present')::integer AS present,
               count(*) FILTER (WHERE status = 'absent')::integer AS absent,
               count(*) FILTER (WHERE status = 'late')::integer AS late,
               count(*) FILTER (WHERE status = 'excused')::integer AS excused
        FROM attendance_marks am
        WHERE am.student_id = s.id AND am.day BETWEEN {from} AND {to}
          -- A day made a holiday after it was marked is not counted (decisions/019).
          AND NOT EXISTS (SELECT 1 FROM term_holidays h WHERE h.day = am.day)
    ) m ON true
    LEFT JOIN LATERAL (
        SELECT rc.term_id, t.name AS term_name, ra.name AS session_name,
               rc.card->>'average' AS average, rc.card->>'grade' AS grade,
               (rc.card->>'position')::integer AS position,
               (rc.card->>'out_of')::integer AS out_of
        FROM report_cards rc
        JOIN result_publications p
          ON p.class_id = rc.class_id AND p.term_id = rc.term_id AND p.published
        JOIN terms t ON t.id = rc.term_id
        JOIN academic_sessions ra ON ra.id = t.session_id
        WHERE rc.student_id = s.id
        ORDER BY ra.position DESC, t.position DESC
        LIMIT 1
    ) r ON true
    LEFT JOIN LATERAL (
        SELECT min(i.currency)::text AS currency, sum(le.amount)::bigint AS balance
        FROM invoices i JOIN ledger_entries le ON le.invoice_id = i.id
        WHERE i.student_id = s.id
    ) b ON true"
    )
}

pub(super) async fn children(
    db: &Database,
    scope: Scope,
    term: Option<TermId>,
    from: Date,
    today: Date,
    weekday: u8,
) -> Result<Vec<ChildRow>, AcademicsError> {
    // One text per kind of viewer (a student is their own record, a parent their children), the
    // register's own rule; the viewer's account is `$1`.
    let mut params = Params::scoped(scope);
    let kids = visibility::student_ids(scope);
    let from = params.bind::<SqlDate, _>(from);
    let to = params.bind::<SqlDate, _>(today);
    let term = params.bind::<Nullable<SqlUuid>, _>(term.map(TermId::into_uuid));
    let weekday = params.bind::<SmallInt, _>(i16::from(weekday));
    let figures = child_figures(&from, &to);
    let mut conn = db.conn().await.map_err(internal)?;
    // A row per child and lesson of their class today (one with no lesson when there is none).
    let rows: Vec<ChildSqlRow> = params
        .sql(format!(
            "WITH kids(id) AS ({kids}), figures AS ({figures})
             SELECT f.*, les.id AS lesson_id, les.starts_at AS lesson_starts_at,
                    les.ends_at AS lesson_ends_at, les.subject AS lesson_subject,
                    les.teacher_name AS lesson_teacher_name, les.room AS lesson_room
             FROM figures f
             LEFT JOIN LATERAL (
                 SELECT {LESSON} FROM {LESSON_FROM}
                 WHERE l.class_id = f.class_id AND l.term_id = {term} AND l.weekday = {weekday}
             ) les ON true
             ORDER BY f.name, f.student_id, les.starts_at, les.id"
        ))
        .load(&mut conn)
        .await
        .map_err(internal)?;
    let mut children: Vec<ChildRow> = Vec::new();
    for r in rows {
        let lesson = r.lesson();
        if let Some(child) = children.last_mut()
            && child.student_id.into_uuid() == r.student_id
        {
            child.lessons.extend(lesson);
            continue;
        }
        let class = r.class_id.zip(r.class_name).map(|(id, name)| ClassLine {
            id: ClassId::from_uuid(id),
            name,
        });
        children.push(ChildRow {
            student_id: StudentId::from_uuid(r.student_id),
            name: r.name,
            admission_number: r.admission_number,
            lessons: lesson.into_iter().collect(),
            class,
            present: count(r.present),
            absent: count(r.absent),
            late: count(r.late),
            excused: count(r.excused),
            latest_result: r.result_term_id.map(|id| LatestResult {
                term_id: TermId::from_uuid(id),
                term_name: r.result_term_name.unwrap_or_default(),
                session_name: r.result_session_name.unwrap_or_default(),
                average: r.average,
                grade: r.grade,
                position: r.position.map(i32::unsigned_abs),
                out_of: r.out_of.map_or(0, i32::unsigned_abs),
            }),
            balance: r
                .currency
                .zip(r.balance)
                .map(|(currency, balance)| Balance { currency, balance }),
        });
    }
    Ok(children)
}
