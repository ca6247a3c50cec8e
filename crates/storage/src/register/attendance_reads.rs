//! The reads of attendance beside the register (`PgAttendanceRepo` delegates to them): the
//! parents told of an absence, the school's day, a class's marks over a range, a student's marks
//! and the corrections log.

use academics::{
    AcademicsError,
    attendance::{ClassDay, ClassMarks, DayMark, Guardian, MarkChange, StudentMarks},
};
use diesel::{
    QueryableByName,
    sql_types::{
        Array, BigInt, Bool, Date as SqlDate, Nullable, Record, Text, Timestamptz, Uuid as SqlUuid,
    },
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, StudentId, UserId};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use super::{
    attendance::{count, status_of},
    internal,
};
use crate::{Database, sql::prepared};

#[derive(QueryableByName)]
struct GuardianRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    student_name: String,
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
}

#[derive(QueryableByName)]
struct ClassDayRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    class_teacher_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    students: i64,
    #[diesel(sql_type = BigInt)]
    marked: i64,
    #[diesel(sql_type = BigInt)]
    present: i64,
    #[diesel(sql_type = BigInt)]
    absent: i64,
    #[diesel(sql_type = BigInt)]
    late: i64,
    #[diesel(sql_type = BigInt)]
    excused: i64,
    #[diesel(sql_type = Nullable<Text>)]
    marked_by_name: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    marked_at: Option<OffsetDateTime>,
}

#[derive(QueryableByName)]
struct StudentMarkRow {
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    student_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    admission_number: Option<String>,
    /// The student's marks in the range, by day: day, status, remark.
    #[diesel(sql_type = Array<Record<(SqlDate, Text, Text)>>)]
    marks: Vec<(Date, String, String)>,
}

#[derive(QueryableByName)]
struct DayMarkRow {
    #[diesel(sql_type = SqlDate)]
    day: Date,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Text)]
    remark: String,
}

#[derive(QueryableByName)]
struct ChangeRow {
    #[diesel(sql_type = SqlDate)]
    day: Date,
    #[diesel(sql_type = Text)]
    from_status: String,
    #[diesel(sql_type = Text)]
    to_status: String,
    #[diesel(sql_type = Text)]
    from_remark: String,
    #[diesel(sql_type = Text)]
    to_remark: String,
    #[diesel(sql_type = Text)]
    reason: String,
    #[diesel(sql_type = Nullable<Text>)]
    changed_by_name: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    changed_at: OffsetDateTime,
}

pub(super) async fn guardians(
    db: &Database,
    students: Vec<StudentId>,
) -> Result<Vec<Guardian>, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let ids: Vec<Uuid> = students.iter().map(|s| s.into_uuid()).collect();
    let rows: Vec<GuardianRow> = prepared!(
        "SELECT s.id AS student_id, btrim(su.first_name || ' ' || su.last_name) AS student_name,
                coalesce(c.name, '') AS class_name, u.id AS user_id,
                btrim(u.first_name || ' ' || u.last_name) AS name, u.email,
                coalesce(pa.phone, '') AS phone,
                wants_notices(u.preferences, 'email_notifications') AS wants_email,
                wants_notices(u.preferences, 'sms_notifications') AS wants_sms
         FROM students s
         JOIN users su ON su.id = s.user_id
         JOIN student_parents sp ON sp.student_id = s.id
         JOIN parents pa ON pa.id = sp.parent_id
         JOIN users u ON u.id = pa.user_id AND u.is_active
         LEFT JOIN enrolments e ON e.student_id = s.id
              AND e.session_id IN (SELECT id FROM academic_sessions WHERE is_current)
         LEFT JOIN classes c ON c.id = e.class_id
         WHERE s.id = ANY($1)
         ORDER BY s.id, u.id",
        Array<SqlUuid> => ids,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| Guardian {
            student_id: StudentId::from_uuid(r.student_id),
            student_name: r.student_name,
            class_name: r.class_name,
            user_id: UserId::from_uuid(r.user_id),
            name: r.name,
            email: Some(r.email).filter(|e| !e.is_empty()),
            phone: Some(r.phone).filter(|p| !p.is_empty()),
            wants_email: r.wants_email,
            wants_sms: r.wants_sms,
        })
        .collect())
}

pub(super) async fn school_day(db: &Database, date: Date) -> Result<Vec<ClassDay>, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<ClassDayRow> = prepared!(
        // Counted per class first (a hash aggregate over the day's roll), then named; who
        // saved last is the newest mark of the class's register that day (its index).
        "WITH per_class AS (
             SELECT e.class_id, count(*) AS students, count(m.student_id) AS marked,
                    count(*) FILTER (WHERE m.status = 'present') AS present,
                    count(*) FILTER (WHERE m.status = 'absent') AS absent,
                    count(*) FILTER (WHERE m.status = 'late') AS late,
                    count(*) FILTER (WHERE m.status = 'excused') AS excused,
                    max(m.marked_at) AS marked_at
             FROM enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN students s ON s.id = e.student_id AND s.status = 'active'
             LEFT JOIN attendance_marks m ON m.student_id = s.id AND m.day = $1
             GROUP BY e.class_id
         )
         SELECT c.id AS class_id, c.name AS class_name,
                nullif(btrim(tu.first_name || ' ' || tu.last_name), '') AS class_teacher_name,
                coalesce(p.students, 0) AS students, coalesce(p.marked, 0) AS marked,
                coalesce(p.present, 0) AS present, coalesce(p.absent, 0) AS absent,
                coalesce(p.late, 0) AS late, coalesce(p.excused, 0) AS excused,
                nullif(btrim(mu.first_name || ' ' || mu.last_name), '') AS marked_by_name,
                p.marked_at
         FROM classes c
         JOIN class_levels l ON l.id = c.level_id
         LEFT JOIN teachers t ON t.id = c.class_teacher_id
         LEFT JOIN users tu ON tu.id = t.user_id
         LEFT JOIN per_class p ON p.class_id = c.id
         LEFT JOIN LATERAL (
             SELECT lm.marked_by FROM attendance_marks lm
             WHERE lm.class_id = c.id AND lm.day = $1
             ORDER BY lm.marked_at DESC LIMIT 1
         ) last ON true
         LEFT JOIN users mu ON mu.id = last.marked_by
         ORDER BY l.position, lower(c.name), c.id",
        SqlDate => date,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| ClassDay {
            class_id: ClassId::from_uuid(r.class_id),
            class_name: r.class_name,
            class_teacher_name: r.class_teacher_name,
            students: count(r.students),
            marked: count(r.marked),
            present: count(r.present),
            absent: count(r.absent),
            late: count(r.late),
            excused: count(r.excused),
            marked_by_name: r.marked_by_name,
            marked_at: r.marked_at,
            rate: None,
        })
        .collect())
}

pub(super) async fn class_marks(
    db: &Database,
    class: ClassId,
    from: Date,
    to: Date,
) -> Result<Option<ClassMarks>, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    // One statement: the class (a row with no student when it has none), its register's
    // students, and each one's marks in the range as an array, read in order from the marks'
    // key (a row per mark, sorted, was a term's 2,000 rows for a class of 35). Each enrolment
    // looks its student up by key (`OFFSET 0` keeps the lookup from becoming a join, which,
    // planned once for any class, read every student of the school into a hash: 1,386 -> 1,673
    // a second in pgbench).
    let rows: Vec<StudentMarkRow> = prepared!(
        "SELECT c.name AS class_name, s.id AS student_id,
                btrim(u.first_name || ' ' || u.last_name) AS name,
                s.admission_number,
                ARRAY(SELECT ROW(m.day, m.status, m.remark) FROM attendance_marks m
                      WHERE m.student_id = s.id AND m.day BETWEEN $2 AND $3
                      ORDER BY m.day) AS marks
         FROM classes c
         LEFT JOIN (enrolments e
             JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
             JOIN LATERAL (SELECT st.id, st.user_id, st.admission_number FROM students st
                           WHERE st.id = e.student_id AND st.status = 'active' OFFSET 0) s ON true
             JOIN users u ON u.id = s.user_id) ON e.class_id = c.id
         WHERE c.id = $1
         ORDER BY lower(u.last_name), lower(u.first_name), s.id",
        SqlUuid => class.into_uuid(),
        SqlDate => from,
        SqlDate => to,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    let Some(class_name) = <[_]>::first(&rows).map(|r: &StudentMarkRow| r.class_name.clone())
    else {
        return Ok(None);
    };
    let mut students: Vec<StudentMarks> = Vec::with_capacity(rows.len());
    for r in rows {
        let Some(student) = r.student_id else {
            continue;
        };
        students.push(StudentMarks {
            student_id: StudentId::from_uuid(student),
            name: r.name.unwrap_or_default(),
            admission_number: r.admission_number.unwrap_or_default(),
            marks: r
                .marks
                .into_iter()
                .map(|(date, status, remark)| {
                    Ok(DayMark {
                        date,
                        status: status_of(&status)?,
                        remark,
                    })
                })
                .collect::<Result<_, AcademicsError>>()?,
        });
    }
    Ok(Some(ClassMarks {
        class_id: class,
        class_name,
        students,
    }))
}

pub(super) async fn student_marks(
    db: &Database,
    student: StudentId,
    from: Date,
    to: Date,
) -> Result<Vec<DayMark>, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<DayMarkRow> = prepared!(
        "SELECT day, status, remark FROM attendance_marks
         WHERE student_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day",
        SqlUuid => student.into_uuid(),
        SqlDate => from,
        SqlDate => to,
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    rows.into_iter()
        .map(|r| {
            Ok(DayMark {
                date: r.day,
                status: status_of(&r.status)?,
                remark: r.remark,
            })
        })
        .collect()
}

pub(super) async fn changes(
    db: &Database,
    student: StudentId,
) -> Result<Vec<MarkChange>, AcademicsError> {
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<ChangeRow> = prepared!(
        "SELECT c.day, c.from_status, c.to_status, c.from_remark, c.to_remark, c.reason,
                nullif(btrim(u.first_name || ' ' || u.last_name), '') AS changed_by_name,
                c.changed_at
         FROM attendance_changes c LEFT JOIN users u ON u.id = c.changed_by
         WHERE c.student_id = $1
         ORDER BY c.changed_at DESC, c.id DESC
         LIMIT 500",
        SqlUuid => student.into_uuid(),
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    rows.into_iter()
        .map(|r| {
            Ok(MarkChange {
                date: r.day,
                from_status: status_of(&r.from_status)?,
                to_status: status_of(&r.to_status)?,
                from_remark: r.from_remark,
                to_remark: r.to_remark,
                reason: r.reason,
                changed_by_name: r.changed_by_name,
                changed_at: r.changed_at,
            })
        })
        .collect()
}
