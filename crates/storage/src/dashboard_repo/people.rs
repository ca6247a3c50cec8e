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
        Array, BigInt, Bool, Date as SqlDate, Integer, Nullable, SmallInt, Text, Uuid as SqlUuid,
    },
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{ClassId, Role, StudentId, TermId, UserId};
use time::Date;
use uuid::Uuid;

use super::count;
use crate::{Database, register::internal, sql::prepared};

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

#[derive(QueryableByName)]
struct LessonRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    starts_at: String,
    #[diesel(sql_type = Text)]
    ends_at: String,
    #[diesel(sql_type = Text)]
    subject: String,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = Text)]
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

#[derive(QueryableByName)]
struct ClassMarkedRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Bool)]
    marked: bool,
}

#[derive(QueryableByName)]
struct SheetRow {
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
    let lessons: Vec<LessonRow> = prepared!(
        format!(
            "SELECT {LESSON} FROM {LESSON_FROM}
             WHERE lt.user_id = $1 AND l.term_id = $2 AND l.weekday = $3
             ORDER BY l.starts_at, c.name"
        ),
        SqlUuid => user.into_uuid(),
        SqlUuid => term.into_uuid(),
        SmallInt => i16::from(weekday),
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    // The classes they teach (as class teacher or subject teacher) with students on this
    // session's register, and whether today's register has a mark.
    let classes: Vec<ClassMarkedRow> = prepared!(
        "WITH mine AS (
             SELECT c.id FROM classes c JOIN teachers t ON t.id = c.class_teacher_id
             WHERE t.user_id = $1
             UNION
             SELECT cs.class_id FROM class_subjects cs JOIN teachers t ON t.id = cs.teacher_id
             WHERE t.user_id = $1
         )
         SELECT c.id, c.name,
                EXISTS (SELECT 1 FROM attendance_marks m
                        WHERE m.class_id = c.id AND m.day = $2) AS marked
         FROM mine
         JOIN classes c ON c.id = mine.id
         JOIN class_levels l ON l.id = c.level_id
         WHERE EXISTS (
             SELECT 1 FROM enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN students s ON s.id = e.student_id AND s.status = 'active'
             WHERE e.class_id = c.id)
         ORDER BY l.position, lower(c.name), c.id",
        SqlUuid => user.into_uuid(),
        SqlDate => today,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    let sheets: SheetRow = prepared!(
        "SELECT count(*) FILTER (WHERE ss.status IS NULL)::integer AS not_started,
                count(*) FILTER (WHERE ss.status = 'draft' AND ss.returned_reason IS NULL)::integer
                    AS draft,
                count(*) FILTER (WHERE ss.status = 'draft' AND ss.returned_reason IS NOT NULL)::integer
                    AS returned,
                count(*) FILTER (WHERE ss.status = 'submitted')::integer AS submitted,
                count(*) FILTER (WHERE ss.status = 'approved')::integer AS approved,
                count(*) FILTER (WHERE ss.status = 'published')::integer AS published
         FROM class_subjects cs
         JOIN teachers t ON t.id = cs.teacher_id
         LEFT JOIN score_sheets ss ON ss.class_subject_id = cs.id AND ss.term_id = $2
         WHERE t.user_id = $1",
        SqlUuid => user.into_uuid(),
        SqlUuid => term.into_uuid(),
    )
    .get_result(&mut conn)
    .await
    .map_err(internal)?;
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
            not_started: count(sheets.not_started),
            draft: count(sheets.draft),
            returned: count(sheets.returned),
            submitted: count(sheets.submitted),
            approved: count(sheets.approved),
            published: count(sheets.published),
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
    #[diesel(sql_type = Nullable<Integer>)]
    subjects: Option<i32>,
    #[diesel(sql_type = Nullable<Text>)]
    currency: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    balance: Option<i64>,
}

/// The children's figures, after the `kids` CTE that names the viewer's own students.
const CHILD_FIGURES: &str = "
    SELECT s.id AS student_id, btrim(u.first_name || ' ' || u.last_name) AS name,
           s.admission_number, c.id AS class_id, c.name AS class_name,
           coalesce(m.present, 0) AS present, coalesce(m.absent, 0) AS absent,
           coalesce(m.late, 0) AS late, coalesce(m.excused, 0) AS excused,
           r.term_id AS result_term_id, r.term_name AS result_term_name,
           r.session_name AS result_session_name, r.average, r.grade, r.position, r.out_of,
           r.subjects, b.currency, b.balance
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
        FROM attendance_marks WHERE student_id = s.id AND day BETWEEN $2 AND $3
    ) m ON true
    LEFT JOIN LATERAL (
        SELECT rc.term_id, t.name AS term_name, ra.name AS session_name,
               rc.card->>'average' AS average, rc.card->>'grade' AS grade,
               (rc.card->>'position')::integer AS position,
               (rc.card->>'out_of')::integer AS out_of,
               jsonb_array_length(rc.card->'subjects') AS subjects
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
    ) b ON true
    ORDER BY name, s.id";

pub(super) async fn children(
    db: &Database,
    user: UserId,
    role: Role,
    term: Option<TermId>,
    from: Date,
    today: Date,
    weekday: u8,
) -> Result<Vec<ChildRow>, AcademicsError> {
    // One text per kind of viewer: a student is their own record, a parent their children.
    let kids = match role {
        Role::Student => "SELECT s.id FROM students s WHERE s.user_id = $1",
        Role::Parent => {
            "SELECT sp.student_id AS id FROM parents p
             JOIN student_parents sp ON sp.parent_id = p.id WHERE p.user_id = $1"
        }
        Role::Teacher | Role::Admin => return Ok(Vec::new()),
    };
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<ChildSqlRow> = prepared!(
        format!("WITH kids AS ({kids}) {CHILD_FIGURES}"),
        SqlUuid => user.into_uuid(),
        SqlDate => from,
        SqlDate => today,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    let classes: Vec<Uuid> = rows.iter().filter_map(|r| r.class_id).collect();
    let lessons = match term {
        Some(term) if !classes.is_empty() => lessons_of(&mut conn, term, weekday, classes).await?,
        _ => Vec::new(),
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let class = r.class_id.zip(r.class_name).map(|(id, name)| ClassLine {
                id: ClassId::from_uuid(id),
                name,
            });
            let own = class.as_ref().map(|c| c.id);
            ChildRow {
                student_id: StudentId::from_uuid(r.student_id),
                name: r.name,
                admission_number: r.admission_number,
                lessons: lessons
                    .iter()
                    .filter(|l| Some(l.class_id) == own)
                    .cloned()
                    .collect(),
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
                    subjects: r.subjects.map_or(0, i32::unsigned_abs),
                }),
                balance: r
                    .currency
                    .zip(r.balance)
                    .map(|(currency, balance)| Balance { currency, balance }),
            }
        })
        .collect())
}

async fn lessons_of(
    conn: &mut AsyncPgConnection,
    term: TermId,
    weekday: u8,
    classes: Vec<Uuid>,
) -> Result<Vec<LessonLine>, AcademicsError> {
    let rows: Vec<LessonRow> = prepared!(
        format!(
            "SELECT {LESSON} FROM {LESSON_FROM}
             WHERE l.term_id = $1 AND l.weekday = $2 AND l.class_id = ANY($3)
             ORDER BY l.starts_at, c.name"
        ),
        SqlUuid => term.into_uuid(),
        SmallInt => i16::from(weekday),
        Array<SqlUuid> => classes,
    )
    .load(conn)
    .await
    .map_err(internal)?;
    Ok(rows.into_iter().map(LessonLine::from).collect())
}
