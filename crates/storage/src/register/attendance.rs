//! Attendance (`academics::attendance::AttendanceRepo`, decisions/019): one mark per student per
//! day (the primary key), saves of one class's day taken one at a time (a transaction-scoped
//! advisory lock), every correction logged, and each save's idempotency key kept with it.

use academics::{
    AcademicsError,
    attendance::{
        AttendanceRepo, AttendanceStatus, ClassDay, ClassMarks, DayMark, Guardian, Holiday,
        MarkChange, Register, RegisterLine, SaveOutcome, StoredSave, Tally, absence_key_prefix,
    },
};
use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Date as SqlDate, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, StudentId, TermId};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use super::{Conn, attendance_reads as reads, internal};
use crate::{
    Database,
    notification_repo::enqueue_in,
    sql::{prefix_range, prepared},
};

/// `academics::attendance::AttendanceRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgAttendanceRepo {
    db: Database,
}

impl PgAttendanceRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(QueryableByName)]
struct HolidayRow {
    #[diesel(sql_type = SqlDate)]
    day: Date,
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct TermHolidayRow {
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = SqlDate)]
    day: Date,
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct ClassRow {
    #[diesel(sql_type = Text)]
    name: String,
}

#[derive(QueryableByName)]
struct LineRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<Text>)]
    status: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    remark: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    marked_by_name: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    marked_at: Option<OffsetDateTime>,
}

#[derive(QueryableByName)]
struct MarkRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Text)]
    remark: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    marked_by: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    marked_by_name: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    marked_at: OffsetDateTime,
}

#[derive(QueryableByName)]
struct TallyRow {
    #[diesel(sql_type = BigInt)]
    present: i64,
    #[diesel(sql_type = BigInt)]
    absent: i64,
    #[diesel(sql_type = BigInt)]
    late: i64,
    #[diesel(sql_type = BigInt)]
    excused: i64,
}

pub(super) fn status_of(value: &str) -> Result<AttendanceStatus, AcademicsError> {
    AttendanceStatus::parse(value)
        .ok_or_else(|| internal(anyhow::anyhow!("a stored attendance status of {value:?}")))
}

pub(super) fn count(n: i64) -> u32 {
    u32::try_from(n).unwrap_or(0)
}

async fn register_of(
    conn: &mut Conn,
    class: ClassId,
    date: Date,
) -> Result<Option<Register>, AcademicsError> {
    let class_row: Vec<ClassRow> = prepared!("SELECT name FROM classes WHERE id = $1",
        SqlUuid => class.into_uuid(),
    )
    .load(conn)
    .await
    .map_err(internal)?;
    let Some(class_row) = class_row.into_iter().next() else {
        return Ok(None);
    };
    let rows: Vec<LineRow> = prepared!(
        "SELECT s.id AS student_id, btrim(u.first_name || ' ' || u.last_name) AS name,
                s.admission_number, m.status, m.remark,
                btrim(mu.first_name || ' ' || mu.last_name) AS marked_by_name, m.marked_at
         FROM enrolments e
         JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
         JOIN students s ON s.id = e.student_id AND s.status = 'active'
         JOIN users u ON u.id = s.user_id
         LEFT JOIN attendance_marks m ON m.student_id = s.id AND m.day = $2
         LEFT JOIN users mu ON mu.id = m.marked_by
         WHERE e.class_id = $1
         ORDER BY lower(u.last_name), lower(u.first_name), s.id",
        SqlUuid => class.into_uuid(),
        SqlDate => date,
    )
    .load(conn)
    .await
    .map_err(internal)?;
    let lines = rows
        .into_iter()
        .map(|r| {
            Ok(RegisterLine {
                student_id: StudentId::from_uuid(r.student_id),
                name: r.name,
                admission_number: r.admission_number,
                status: r.status.as_deref().map(status_of).transpose()?,
                remark: r.remark.unwrap_or_default(),
                marked_by_name: r.marked_by_name,
                marked_at: r.marked_at,
            })
        })
        .collect::<Result<_, AcademicsError>>()?;
    Ok(Some(Register {
        class_id: class,
        class_name: class_row.name,
        date,
        lines,
        read_at: None,
    }))
}

/// The lock a class's register for a day is saved under (alone) and read under (shared).
fn register_lock(class: ClassId, date: Date) -> String {
    format!("attendance:{}:{date}", class.into_uuid())
}

/// The database's clock now (not the transaction's start): the one clock every server's
/// registers and marks are stamped by.
async fn database_now(conn: &mut Conn) -> Result<OffsetDateTime, DieselError> {
    #[derive(QueryableByName)]
    struct Now {
        #[diesel(sql_type = Timestamptz)]
        now: OffsetDateTime,
    }
    let now: Now = diesel::sql_query("SELECT clock_timestamp() AS now")
        .get_result(conn)
        .await?;
    Ok(now.now)
}

/// Why an absence notice was not sent.
const WITHDRAWN: &str = "Withdrawn: the absence was corrected before the notice was sent.";

/// Why a save's transaction stopped.
enum Stop {
    Db(DieselError),
    Refused(AcademicsError),
}

impl From<DieselError> for Stop {
    fn from(e: DieselError) -> Self {
        Stop::Db(e)
    }
}

#[async_trait::async_trait]
impl AttendanceRepo for PgAttendanceRepo {
    async fn holidays(&self, term: TermId) -> Result<Vec<Holiday>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<HolidayRow> = prepared!(
            "SELECT day, name FROM term_holidays WHERE term_id = $1 ORDER BY day",
            SqlUuid => term.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| Holiday {
                date: r.day,
                name: r.name,
            })
            .collect())
    }

    async fn holidays_of(
        &self,
        terms: Vec<TermId>,
    ) -> Result<Vec<(TermId, Holiday)>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let ids: Vec<Uuid> = terms.iter().map(|t| t.into_uuid()).collect();
        let rows: Vec<TermHolidayRow> = prepared!(
            "SELECT term_id, day, name FROM term_holidays WHERE term_id = ANY($1) ORDER BY day",
            Array<SqlUuid> => ids,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| {
                (
                    TermId::from_uuid(r.term_id),
                    Holiday {
                        date: r.day,
                        name: r.name,
                    },
                )
            })
            .collect())
    }

    async fn replace_holidays(
        &self,
        term: TermId,
        holidays: Vec<Holiday>,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let days: Vec<Date> = holidays.iter().map(|h| h.date).collect();
        let names: Vec<String> = holidays.into_iter().map(|h| h.name).collect();
        conn.transaction::<_, DieselError, _>(async |conn| {
            diesel::sql_query("DELETE FROM term_holidays WHERE term_id = $1")
                .bind::<SqlUuid, _>(term.into_uuid())
                .execute(conn)
                .await?;
            diesel::sql_query(
                "INSERT INTO term_holidays (term_id, day, name)
                 SELECT $1, h.day, h.name FROM unnest($2::date[], $3::text[]) AS h (day, name)",
            )
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Array<SqlDate>, _>(days)
            .bind::<Array<Text>, _>(names)
            .execute(conn)
            .await?;
            Ok(())
        })
        .await
        .map_err(internal)
    }

    async fn register(
        &self,
        class: ClassId,
        date: Date,
    ) -> Result<Option<Register>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, Stop, _>(async |conn| {
            // Read between saves, never during one (a save holds this lock alone until it
            // commits), and stamped by the database's clock, as the marks are: a save that
            // lands after this read stamps its marks later than `read_at`, so a save made from
            // this read cannot overwrite them unseen.
            prepared!("SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))",
                Text => register_lock(class, date),
            )
            .execute(conn)
            .await?;
            let read_at = database_now(conn).await?;
            let register = register_of(conn, class, date)
                .await
                .map_err(Stop::Refused)?;
            Ok(register.map(|r| Register {
                read_at: Some(read_at),
                ..r
            }))
        })
        .await
        .map_err(|stop| match stop {
            Stop::Refused(refusal) => refusal,
            Stop::Db(e) => internal(e),
        })
    }

    async fn save(&self, save: StoredSave) -> Result<SaveOutcome, AcademicsError> {
        let StoredSave {
            class,
            date,
            marks,
            reason,
            key,
            by,
            read_at,
            offset,
            notices,
        } = save;
        let mut conn = self.db.conn().await.map_err(internal)?;
        let students: Vec<Uuid> = marks.iter().map(|m| m.student_id.into_uuid()).collect();
        conn.transaction::<_, Stop, _>(async |conn| {
            // One save of a class's day at a time: the second reads what the first stored; a
            // read of the register waits for it (see `register`).
            prepared!("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
                Text => register_lock(class, date),
            )
            .execute(conn)
            .await?;
            // The marks' time, by the database's clock once the register is this save's alone:
            // later than any read that did not see them.
            let stamp = database_now(conn).await?;
            let taken = diesel::sql_query(
                "INSERT INTO attendance_saves (key, class_id, day, saved_by, saved_at)
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING",
            )
            .bind::<Text, _>(&key)
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<SqlDate, _>(date)
            .bind::<SqlUuid, _>(by.user.into_uuid())
            .bind::<Timestamptz, _>(by.at)
            .execute(conn)
            .await?;
            if taken == 0 {
                return Ok(SaveOutcome::Repeated);
            }
            let before: Vec<MarkRow> = diesel::sql_query(
                "SELECT m.student_id, m.status, m.remark, m.marked_by,
                        btrim(u.first_name || ' ' || u.last_name) AS marked_by_name, m.marked_at
                 FROM attendance_marks m LEFT JOIN users u ON u.id = m.marked_by
                 WHERE m.day = $1 AND m.student_id = ANY($2)
                 FOR UPDATE OF m",
            )
            .bind::<SqlDate, _>(date)
            .bind::<Array<SqlUuid>, _>(&students)
            .load(conn)
            .await?;
            if let Some(read_at) = read_at
                && let Some(newer) = before
                    .iter()
                    .filter(|m| m.marked_at > read_at && m.marked_by != Some(by.user.into_uuid()))
                    .max_by_key(|m| m.marked_at)
            {
                let at = newer.marked_at.to_offset(offset);
                return Err(Stop::Refused(AcademicsError::Conflict(format!(
                    "{} changed this register at {:02}:{:02}, after you opened it. Reload it \
                     to see their marks, then make your changes again.",
                    newer.marked_by_name.as_deref().unwrap_or("Someone"),
                    at.hour(),
                    at.minute()
                ))));
            }
            let (mut new, mut changed) = (0u32, 0u32);
            for mark in &marks {
                let id = mark.student_id.into_uuid();
                match before.iter().find(|m| m.student_id == id) {
                    None => {
                        diesel::sql_query(
                            "INSERT INTO attendance_marks
                                 (student_id, day, class_id, status, remark, marked_by, marked_at)
                             VALUES ($1, $2, $3, $4, $5, $6, $7)",
                        )
                        .bind::<SqlUuid, _>(id)
                        .bind::<SqlDate, _>(date)
                        .bind::<SqlUuid, _>(class.into_uuid())
                        .bind::<Text, _>(mark.status.as_str())
                        .bind::<Text, _>(&mark.remark)
                        .bind::<SqlUuid, _>(by.user.into_uuid())
                        .bind::<Timestamptz, _>(stamp)
                        .execute(conn)
                        .await?;
                        new += 1;
                    }
                    Some(old)
                        if old.status != mark.status.as_str() || old.remark != mark.remark =>
                    {
                        diesel::sql_query(
                            "UPDATE attendance_marks
                             SET status = $3, remark = $4, class_id = $5, marked_by = $6,
                                 marked_at = $7
                             WHERE student_id = $1 AND day = $2",
                        )
                        .bind::<SqlUuid, _>(id)
                        .bind::<SqlDate, _>(date)
                        .bind::<Text, _>(mark.status.as_str())
                        .bind::<Text, _>(&mark.remark)
                        .bind::<SqlUuid, _>(class.into_uuid())
                        .bind::<SqlUuid, _>(by.user.into_uuid())
                        .bind::<Timestamptz, _>(stamp)
                        .execute(conn)
                        .await?;
                        diesel::sql_query(
                            "INSERT INTO attendance_changes (id, student_id, day, from_status,
                                 to_status, from_remark, to_remark, reason, changed_by, changed_at)
                             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                        )
                        .bind::<SqlUuid, _>(Uuid::now_v7())
                        .bind::<SqlUuid, _>(id)
                        .bind::<SqlDate, _>(date)
                        .bind::<Text, _>(&old.status)
                        .bind::<Text, _>(mark.status.as_str())
                        .bind::<Text, _>(&old.remark)
                        .bind::<Text, _>(&mark.remark)
                        .bind::<Text, _>(&reason)
                        .bind::<SqlUuid, _>(by.user.into_uuid())
                        .bind::<Timestamptz, _>(by.at)
                        .execute(conn)
                        .await?;
                        changed += 1;
                    }
                    Some(_) => {}
                }
            }
            // Absence notices: a correction away from absent withdraws what is not yet sent (and
            // the in-app notice not yet read); a new absence clears what an earlier correction
            // withdrew, so its notice is written again; the key keeps one per student, day and
            // parent.
            let absent = AttendanceStatus::Absent.as_str();
            for mark in &marks {
                let was_absent = before
                    .iter()
                    .any(|m| m.student_id == mark.student_id.into_uuid() && m.status == absent);
                let is_absent = mark.status == AttendanceStatus::Absent;
                // The notices about this student's day: their keys start with the prefix.
                let (from, until) = prefix_range(&absence_key_prefix(mark.student_id, date));
                if was_absent && !is_absent {
                    diesel::sql_query(
                        "UPDATE notifications SET status = 'cancelled', last_error = $3
                         WHERE dedup_key ~>=~ $1 AND dedup_key ~<~ $2 AND status = 'pending'",
                    )
                    .bind::<Text, _>(&from)
                    .bind::<Text, _>(&until)
                    .bind::<Text, _>(WITHDRAWN)
                    .execute(conn)
                    .await?;
                    diesel::sql_query(
                        "DELETE FROM notifications
                         WHERE dedup_key ~>=~ $1 AND dedup_key ~<~ $2
                           AND channel = 'in_app' AND read_at IS NULL",
                    )
                    .bind::<Text, _>(&from)
                    .bind::<Text, _>(&until)
                    .execute(conn)
                    .await?;
                } else if is_absent && !was_absent {
                    diesel::sql_query(
                        "DELETE FROM notifications
                         WHERE dedup_key ~>=~ $1 AND dedup_key ~<~ $2 AND status = 'cancelled'",
                    )
                    .bind::<Text, _>(&from)
                    .bind::<Text, _>(&until)
                    .execute(conn)
                    .await?;
                }
            }
            enqueue_in(conn, &notices).await?;
            Ok(SaveOutcome::Saved { new, changed })
        })
        .await
        .map_err(|stop| match stop {
            Stop::Refused(refusal) => refusal,
            Stop::Db(e) => internal(e),
        })
    }

    async fn tally(
        &self,
        student: StudentId,
        from: Date,
        to: Date,
    ) -> Result<Tally, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: TallyRow = prepared!(
            "SELECT count(*) FILTER (WHERE status = 'present') AS present,
                    count(*) FILTER (WHERE status = 'absent') AS absent,
                    count(*) FILTER (WHERE status = 'late') AS late,
                    count(*) FILTER (WHERE status = 'excused') AS excused
             FROM attendance_marks m
             WHERE m.student_id = $1 AND m.day BETWEEN $2 AND $3
               AND NOT EXISTS (SELECT 1 FROM term_holidays h WHERE h.day = m.day)",
            SqlUuid => student.into_uuid(),
            SqlDate => from,
            SqlDate => to,
        )
        .get_result(&mut conn)
        .await
        .map_err(internal)?;
        Ok(Tally {
            days_open: 0,
            present: count(row.present),
            absent: count(row.absent),
            late: count(row.late),
            excused: count(row.excused),
        })
    }
    async fn guardians(&self, students: Vec<StudentId>) -> Result<Vec<Guardian>, AcademicsError> {
        reads::guardians(&self.db, students).await
    }

    async fn school_day(&self, date: Date) -> Result<Vec<ClassDay>, AcademicsError> {
        reads::school_day(&self.db, date).await
    }

    async fn class_marks(
        &self,
        class: ClassId,
        from: Date,
        to: Date,
    ) -> Result<Option<ClassMarks>, AcademicsError> {
        reads::class_marks(&self.db, class, from, to).await
    }

    async fn student_marks(
        &self,
        student: StudentId,
        from: Date,
        to: Date,
    ) -> Result<Vec<DayMark>, AcademicsError> {
        reads::student_marks(&self.db, student, from, to).await
    }

    async fn changes(&self, student: StudentId) -> Result<Vec<MarkChange>, AcademicsError> {
        reads::changes(&self.db, student).await
    }
}
