//! The whole school's figures for the admin's dashboard: the day (each class's register today,
//! the work waiting) in one statement on every request, from the registers' per-class counts
//! (`attendance_class_days`, kept by the marks' trigger); the totals (head counts, fees, the
//! earlier days' marks, the grades) in four more, which the service reads at most once a
//! minute.

use academics::{
    AcademicsError,
    dashboard::{
        ClassCount, ClassLine, ClassMoney, DayRate, FeesFigures, GradeCount, SchoolDay,
        SchoolTotals, StudentCounts, SubjectGrades,
    },
};
use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Date as SqlDate, Integer, Json, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, TermId};
use serde::Deserialize;
use time::Date;
use uuid::Uuid;

use super::{ON_THE_REGISTER, count};
use crate::{
    Database,
    register::internal,
    sql::{JsonOf, prepared},
};

/// The school's day in one row: the work waiting, and each class's register today as JSON.
#[derive(QueryableByName)]
struct DayRow {
    #[diesel(sql_type = Integer)]
    sheets_submitted: i32,
    #[diesel(sql_type = Integer)]
    messages_held: i32,
    #[diesel(sql_type = Integer)]
    notifications_failed: i32,
    #[diesel(sql_type = Json)]
    classes: JsonOf<Vec<ClassDay>>,
}

#[derive(Deserialize)]
struct ClassDay {
    class_id: Uuid,
    class_name: String,
    present: u32,
    absent: u32,
    late: u32,
    excused: u32,
}

#[derive(QueryableByName)]
struct MarkedDayRow {
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
struct HeadsRow {
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
}

#[derive(QueryableByName)]
struct MoneyRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    /// The term's invoices of the class's students.
    #[diesel(sql_type = Integer)]
    invoices: i32,
    #[diesel(sql_type = Text)]
    currency: String,
    #[diesel(sql_type = BigInt)]
    expected: i64,
    #[diesel(sql_type = BigInt)]
    collected: i64,
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

pub(super) async fn day(
    db: &Database,
    term: Option<TermId>,
    today: Date,
) -> Result<SchoolDay, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    // Each class with an active student on this session's register, and its register's counts
    // today (a class whose register has no mark yet has no row in the counts).
    let row: DayRow = prepared!(
        format!(
            "SELECT (SELECT count(*) FROM score_sheets
                 WHERE term_id = $1 AND status = 'submitted')::integer AS sheets_submitted,
                (SELECT count(*) FROM messages
                 WHERE state IN ('held', 'hidden'))::integer AS messages_held,
                (SELECT count(*) FROM notifications
                 WHERE status = 'failed')::integer AS notifications_failed,
                (SELECT coalesce(json_agg(x ORDER BY x.position, lower(x.class_name), x.class_id),
                                 '[]')
                 FROM (SELECT c.id AS class_id, c.name AS class_name, l.position,
                              coalesce(d.present, 0) AS present, coalesce(d.absent, 0) AS absent,
                              coalesce(d.late, 0) AS late, coalesce(d.excused, 0) AS excused
                       FROM classes c
                       JOIN class_levels l ON l.id = c.level_id
                       LEFT JOIN attendance_class_days d ON d.class_id = c.id AND d.day = $2
                       WHERE {ON_THE_REGISTER}) x) AS classes"
        ),
        Nullable<SqlUuid> => term.map(TermId::into_uuid),
        SqlDate => today,
    )
    .get_result(&mut conn)
    .await
    .map_err(internal)?;
    let classes = row.classes.0;
    Ok(SchoolDay {
        today: classes
            .into_iter()
            .map(|r| {
                (
                    ClassLine {
                        id: ClassId::from_uuid(r.class_id),
                        name: r.class_name,
                    },
                    ClassCount {
                        present: r.present,
                        absent: r.absent,
                        late: r.late,
                        excused: r.excused,
                    },
                )
            })
            .collect(),
        sheets_submitted: count(row.sheets_submitted),
        messages_held: count(row.messages_held),
        notifications_failed: count(row.notifications_failed),
    })
}

pub(super) async fn totals(
    db: &Database,
    term: Option<TermId>,
    days: Vec<Date>,
) -> Result<SchoolTotals, AcademicsError> {
    let term = term.map(TermId::into_uuid);
    let mut conn = db.conn().await.map_err(internal)?;
    let heads: HeadsRow = prepared!(
        "SELECT count(*) FILTER (WHERE s.status = 'active')::integer AS active,
                count(*) FILTER (WHERE s.status = 'suspended')::integer AS suspended,
                count(*) FILTER (WHERE s.status = 'withdrawn')::integer AS withdrawn,
                count(*) FILTER (WHERE s.status = 'graduated')::integer AS graduated,
                (SELECT count(*) FROM teachers t JOIN users u ON u.id = t.user_id
                 WHERE u.is_active)::integer AS teachers,
                (SELECT count(*) FROM parents p JOIN users u ON u.id = p.user_id
                 WHERE u.is_active)::integer AS parents
         FROM students s",
    )
    .get_result(&mut conn)
    .await
    .map_err(internal)?;

    // The term's invoices of every student enrolled this session, by class, as the fees
    // screen's collection counts them: what they ask for, and what was paid against them.
    let money: Vec<MoneyRow> = prepared!(
        "WITH per_class AS (
             SELECT e.class_id, count(DISTINCT i.id)::integer AS invoices,
                    min(i.currency)::text AS currency,
                    coalesce(sum(le.amount) FILTER (WHERE le.kind IN ('charge', 'discount')), 0)::bigint
                        AS expected,
                    (-coalesce(sum(le.amount)
                        FILTER (WHERE le.kind IN ('payment', 'refund', 'reversal')), 0))::bigint
                        AS collected
             FROM enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN invoices i ON i.student_id = e.student_id AND i.term_id = $1
             JOIN ledger_entries le ON le.invoice_id = i.id
             GROUP BY e.class_id
         )
         SELECT c.id AS class_id, c.name AS class_name, f.invoices, f.currency, f.expected,
                f.collected
         FROM per_class f
         JOIN classes c ON c.id = f.class_id
         JOIN class_levels l ON l.id = c.level_id
         ORDER BY l.position, lower(c.name), c.id",
        Nullable<SqlUuid> => term,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;

    let marked_days: Vec<MarkedDayRow> = prepared!(
        "SELECT day, sum(present + absent + late + excused)::integer AS marked,
                sum(present)::integer AS present, sum(late)::integer AS late
         FROM attendance_class_days
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
    let mut fees: Option<FeesFigures> = None;
    let mut collection = Vec::with_capacity(money.len());
    for r in money {
        let f = fees.get_or_insert_with(|| FeesFigures {
            currency: r.currency.clone(),
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
            class_id: ClassId::from_uuid(r.class_id),
            class_name: r.class_name,
            expected: r.expected,
            collected: r.collected,
        });
    }
    Ok(SchoolTotals {
        students: StudentCounts {
            active: count(heads.active),
            suspended: count(heads.suspended),
            withdrawn: count(heads.withdrawn),
            graduated: count(heads.graduated),
        },
        teachers: count(heads.teachers),
        parents: count(heads.parents),
        fees,
        collection,
        days: marked_days
            .into_iter()
            .filter(|d| d.marked > 0)
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
