//! The whole school's figures for the admin's dashboard: now in two statements, and the
//! charts' trends in two more (which the service reads at most once a minute).

use academics::{
    AcademicsError,
    dashboard::{
        ClassCount, ClassLine, ClassMoney, DayRate, FeesFigures, GradeCount, SchoolFigures,
        SchoolTrends, StudentCounts, SubjectGrades,
    },
};
use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Date as SqlDate, Integer, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, TermId};
use time::Date;
use uuid::Uuid;

use super::count;
use crate::{Database, register::internal, sql::prepared};

#[derive(QueryableByName)]
struct CountsRow {
    #[diesel(sql_type = Integer)]
    active: i32,
    #[diesel(sql_type = Integer)]
    suspended: i32,
    #[diesel(sql_type = Integer)]
    withdrawn: i32,
    #[diesel(sql_type = Integer)]
    graduated: i32,
    #[diesel(sql_type = Integer)]
    teachers: i32,
    #[diesel(sql_type = Integer)]
    parents: i32,
    #[diesel(sql_type = Integer)]
    sheets_submitted: i32,
    #[diesel(sql_type = Integer)]
    messages_held: i32,
    #[diesel(sql_type = Integer)]
    notifications_failed: i32,
}

#[derive(QueryableByName)]
struct ClassRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Integer)]
    students: i32,
    #[diesel(sql_type = Integer)]
    marked: i32,
    #[diesel(sql_type = Integer)]
    present: i32,
    #[diesel(sql_type = Integer)]
    absent: i32,
    #[diesel(sql_type = Integer)]
    late: i32,
    #[diesel(sql_type = Integer)]
    excused: i32,
    /// The term's invoices of the class's students.
    #[diesel(sql_type = Integer)]
    invoices: i32,
    #[diesel(sql_type = Nullable<Text>)]
    currency: Option<String>,
    #[diesel(sql_type = BigInt)]
    expected: i64,
    #[diesel(sql_type = BigInt)]
    collected: i64,
}

#[derive(QueryableByName)]
struct DayRow {
    #[diesel(sql_type = SqlDate)]
    day: Date,
    #[diesel(sql_type = Integer)]
    marked: i32,
    #[diesel(sql_type = Integer)]
    present: i32,
    #[diesel(sql_type = Integer)]
    late: i32,
}

#[derive(QueryableByName)]
struct GradeRow {
    #[diesel(sql_type = Text)]
    term_name: String,
    #[diesel(sql_type = Text)]
    subject: String,
    #[diesel(sql_type = Text)]
    grade: String,
    #[diesel(sql_type = Integer)]
    students: i32,
}

pub(super) async fn figures(
    db: &Database,
    term: Option<TermId>,
    today: Date,
) -> Result<SchoolFigures, AcademicsError> {
    let term = term.map(TermId::into_uuid);
    let mut conn = db.conn().await.map_err(internal)?;
    let counts: CountsRow = prepared!(
        "SELECT count(*) FILTER (WHERE s.status = 'active')::integer AS active,
                count(*) FILTER (WHERE s.status = 'suspended')::integer AS suspended,
                count(*) FILTER (WHERE s.status = 'withdrawn')::integer AS withdrawn,
                count(*) FILTER (WHERE s.status = 'graduated')::integer AS graduated,
                (SELECT count(*) FROM teachers t JOIN users u ON u.id = t.user_id
                 WHERE u.is_active)::integer AS teachers,
                (SELECT count(*) FROM parents p JOIN users u ON u.id = p.user_id
                 WHERE u.is_active)::integer AS parents,
                (SELECT count(*) FROM score_sheets
                 WHERE term_id = $1 AND status = 'submitted')::integer AS sheets_submitted,
                (SELECT count(*) FROM messages WHERE state = 'held')::integer AS messages_held,
                (SELECT count(*) FROM notifications
                 WHERE status = 'failed')::integer AS notifications_failed
         FROM students s",
        Nullable<SqlUuid> => term,
    )
    .get_result(&mut conn)
    .await
    .map_err(internal)?;

    // Each class with students on this session's register: today's marks, and the term's
    // invoices of its students (what they ask for, and what was paid against them).
    let classes: Vec<ClassRow> = prepared!(
        "WITH roll AS (
             SELECT e.class_id, e.student_id
             FROM enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN students s ON s.id = e.student_id AND s.status = 'active'
         ),
         marks AS (
             SELECT r.class_id, count(*)::integer AS students, count(m.student_id)::integer AS marked,
                    count(*) FILTER (WHERE m.status = 'present')::integer AS present,
                    count(*) FILTER (WHERE m.status = 'absent')::integer AS absent,
                    count(*) FILTER (WHERE m.status = 'late')::integer AS late,
                    count(*) FILTER (WHERE m.status = 'excused')::integer AS excused
             FROM roll r
             LEFT JOIN attendance_marks m ON m.student_id = r.student_id AND m.day = $1
             GROUP BY r.class_id
         ),
         -- Every student enrolled this session, as the fees screen's collection counts them.
         money AS (
             SELECT e.class_id, count(DISTINCT i.id)::integer AS invoices, min(i.currency) AS currency,
                    coalesce(sum(le.amount) FILTER (WHERE le.kind IN ('charge', 'discount')), 0)::bigint
                        AS expected,
                    (-coalesce(sum(le.amount)
                        FILTER (WHERE le.kind IN ('payment', 'refund', 'reversal')), 0))::bigint
                        AS collected
             FROM enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN invoices i ON i.student_id = e.student_id AND i.term_id = $2
             JOIN ledger_entries le ON le.invoice_id = i.id
             GROUP BY e.class_id
         )
         SELECT c.id AS class_id, c.name AS class_name, m.students, m.marked, m.present,
                m.absent, m.late, m.excused, coalesce(f.invoices, 0) AS invoices,
                f.currency::text AS currency, coalesce(f.expected, 0) AS expected,
                coalesce(f.collected, 0) AS collected
         FROM marks m
         JOIN classes c ON c.id = m.class_id
         JOIN class_levels l ON l.id = c.level_id
         LEFT JOIN money f ON f.class_id = c.id
         ORDER BY l.position, lower(c.name), c.id",
        SqlDate => today,
        Nullable<SqlUuid> => term,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;

    Ok(assemble(counts, classes))
}

pub(super) async fn trends(
    db: &Database,
    term: Option<TermId>,
    days: Vec<Date>,
) -> Result<SchoolTrends, AcademicsError> {
    let term = term.map(TermId::into_uuid);
    let mut conn = db.conn().await.map_err(internal)?;
    let marked_days: Vec<DayRow> = prepared!(
        "SELECT day, count(*)::integer AS marked,
                count(*) FILTER (WHERE status = 'present')::integer AS present,
                count(*) FILTER (WHERE status = 'late')::integer AS late
         FROM attendance_marks
         WHERE day = ANY($1)
         GROUP BY day",
        Array<SqlDate> => days,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;

    // The grades of the published report cards of the current term, or of the latest term
    // that has any.
    let grades: Vec<GradeRow> = prepared!(
        "WITH chosen AS (
             SELECT t.id, t.name || ', ' || a.name AS term_name
             FROM result_publications p
             JOIN terms t ON t.id = p.term_id
             JOIN academic_sessions a ON a.id = t.session_id
             WHERE p.published
             ORDER BY t.id = $1 DESC, a.position DESC, t.position DESC
             LIMIT 1
         )
         SELECT ch.term_name, line->>'subject' AS subject, line->>'grade' AS grade,
                count(*)::integer AS students
         FROM chosen ch
         JOIN result_publications p ON p.term_id = ch.id AND p.published
         JOIN report_cards rc ON rc.class_id = p.class_id AND rc.term_id = p.term_id
         CROSS JOIN LATERAL jsonb_array_elements(rc.card->'subjects') line
         WHERE line->>'grade' IS NOT NULL
         GROUP BY ch.term_name, line->>'subject', line->>'grade'
         ORDER BY line->>'subject', line->>'grade'",
        Nullable<SqlUuid> => term,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;

    let mut grades_term = None;
    let mut subjects: Vec<SubjectGrades> = Vec::new();
    for g in grades {
        grades_term.get_or_insert(g.term_name);
        let line = GradeCount {
            grade: g.grade,
            students: count(g.students),
        };
        match subjects.last_mut() {
            Some(s) if s.subject == g.subject => s.grades.push(line),
            _ => subjects.push(SubjectGrades {
                subject: g.subject,
                grades: vec![line],
            }),
        }
    }
    Ok(SchoolTrends {
        days: marked_days
            .into_iter()
            .map(|d| DayRate {
                date: d.day,
                marked: count(d.marked),
                present: count(d.present),
                late: count(d.late),
                rate: None,
            })
            .collect(),
        grades_term,
        grades: subjects,
    })
}

fn assemble(counts: CountsRow, classes: Vec<ClassRow>) -> SchoolFigures {
    let mut fees: Option<FeesFigures> = None;
    let mut collection = Vec::new();
    let mut today = Vec::with_capacity(classes.len());
    for r in classes {
        let class = ClassLine {
            id: ClassId::from_uuid(r.class_id),
            name: r.class_name,
        };
        today.push((
            class.clone(),
            ClassCount {
                students: count(r.students),
                marked: count(r.marked),
                present: count(r.present),
                absent: count(r.absent),
                late: count(r.late),
                excused: count(r.excused),
            },
        ));
        if let Some(currency) = r.currency {
            let f = fees.get_or_insert(FeesFigures {
                currency,
                invoices: 0,
                expected: 0,
                collected: 0,
                outstanding: 0,
            });
            f.invoices += count(r.invoices);
            f.expected += r.expected;
            f.collected += r.collected;
            f.outstanding = f.expected - f.collected;
            collection.push(ClassMoney {
                class_id: class.id,
                class_name: class.name,
                expected: r.expected,
                collected: r.collected,
            });
        }
    }
    SchoolFigures {
        students: StudentCounts {
            active: count(counts.active),
            suspended: count(counts.suspended),
            withdrawn: count(counts.withdrawn),
            graduated: count(counts.graduated),
        },
        teachers: count(counts.teachers),
        parents: count(counts.parents),
        today,
        fees,
        collection,
        sheets_submitted: count(counts.sheets_submitted),
        messages_held: count(counts.messages_held),
        notifications_failed: count(counts.notifications_failed),
    }
}
