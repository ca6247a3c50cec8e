//! Score sheets (`academics::results::ResultRepo`, decisions/020): one sheet per class subject
//! and term with a row of cells per student, saved under a version check in one transaction
//! that also freezes the term's grading on its first score.

use std::collections::HashMap;

use academics::{
    AcademicsError,
    results::{
        Band, Cell, Change, Frozen, Marks, NewResultChange, ResultRepo, RosterLine, Scheme,
        SchemeComponent, SheetStatus, StoredRow, StoredSheet,
    },
};
use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{
        Array, BigInt, Bool, Integer, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid,
    },
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, ClassSubjectId, StudentId, TermId, UserId};
use uuid::Uuid;

use super::internal;
use crate::{
    Database,
    sql::{JsonOf, prepared},
};

/// `academics::results::ResultRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgResultRepo {
    db: Database,
}

impl PgResultRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// A frozen grading's component, as stored in `result_gradings.components`.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct StoredComponent {
    name: String,
    max: u32,
}

/// A frozen grading's band, as stored in `result_gradings.bands`.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct StoredBand {
    letter: String,
    min: u32,
    max: u32,
}

#[derive(QueryableByName)]
pub(super) struct GradingRow {
    #[diesel(sql_type = Jsonb)]
    components: JsonOf<Vec<StoredComponent>>,
    #[diesel(sql_type = Integer)]
    exam_max: i32,
    #[diesel(sql_type = Jsonb)]
    bands: JsonOf<Vec<StoredBand>>,
    #[diesel(sql_type = Integer)]
    pass_mark: i32,
}

#[derive(QueryableByName)]
struct SheetRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Text)]
    subject_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    teacher_user: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    status: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    version: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    returned_reason: Option<String>,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    ever_published: bool,
}

#[derive(QueryableByName)]
struct LineRow {
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<Array<Nullable<Integer>>>)]
    ca: Option<Vec<Option<i32>>>,
    #[diesel(sql_type = Nullable<Integer>)]
    exam: Option<i32>,
}

#[derive(QueryableByName)]
struct StateRow {
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    version: i64,
}

pub(super) fn stored_cell(cell: Cell) -> Option<i32> {
    match cell {
        Cell::Empty => None,
        Cell::Absent => Some(-1),
        Cell::Score(m) => Some(i32::try_from(m.0).unwrap_or(i32::MAX)),
    }
}

pub(super) fn cell_of(value: Option<i32>) -> Cell {
    match value {
        None => Cell::Empty,
        Some(v) if v < 0 => Cell::Absent,
        Some(v) => Cell::Score(Marks(v.unsigned_abs())),
    }
}

pub(super) fn status_of(value: &str) -> Result<SheetStatus, AcademicsError> {
    SheetStatus::parse(value)
        .ok_or_else(|| internal(anyhow::anyhow!("a stored sheet status of {value:?}")))
}

/// The refusal of a save or change made from an older version of the sheet.
pub(super) fn stale() -> AcademicsError {
    AcademicsError::Conflict(
        "This sheet was saved by someone else (or in another tab) after you opened it. Reload \
         it to see their scores, then make your changes again."
            .into(),
    )
}

/// Why a transaction stopped.
pub(super) enum Stop {
    Db(DieselError),
    Refused(AcademicsError),
}

impl From<DieselError> for Stop {
    fn from(e: DieselError) -> Self {
        Stop::Db(e)
    }
}

pub(super) fn stopped(stop: Stop) -> AcademicsError {
    match stop {
        Stop::Refused(refusal) => refusal,
        Stop::Db(e) => internal(e),
    }
}

/// The sheet's status and version, locked for the transaction (`None` before its first save).
async fn lock_state(
    conn: &mut diesel_async::AsyncPgConnection,
    class_subject: ClassSubjectId,
    term: TermId,
) -> Result<Option<StateRow>, DieselError> {
    let rows: Vec<StateRow> = prepared!(
        "SELECT status, version FROM score_sheets
         WHERE class_subject_id = $1 AND term_id = $2 FOR UPDATE",
        SqlUuid => class_subject.into_uuid(),
        SqlUuid => term.into_uuid(),
    )
    .load(conn)
    .await?;
    Ok(rows.into_iter().next())
}

/// `items` as the JSON array stored.
fn stored_json<T: serde::Serialize>(
    items: impl Iterator<Item = T>,
) -> Result<serde_json::Value, AcademicsError> {
    serde_json::to_value(items.collect::<Vec<_>>()).map_err(internal)
}

/// A frozen grading as stored.
pub(super) fn frozen_of(row: GradingRow) -> Frozen {
    Frozen {
        scheme: Scheme {
            components: (row.components.0.into_iter())
                .map(|c| SchemeComponent {
                    name: c.name,
                    max: c.max,
                })
                .collect(),
            exam_max: row.exam_max.unsigned_abs(),
        },
        bands: (row.bands.0.into_iter())
            .map(|b| Band {
                letter: b.letter,
                min: b.min,
                max: b.max,
            })
            .collect(),
        pass_mark: row.pass_mark.unsigned_abs(),
    }
}

/// Writes `audit` to the results' audit log, in the caller's transaction.
pub(super) async fn write_changes(
    conn: &mut diesel_async::AsyncPgConnection,
    term: TermId,
    audit: &[NewResultChange],
    change: Change,
) -> Result<(), DieselError> {
    for c in audit {
        diesel::sql_query(
            "INSERT INTO result_changes (id, class_id, term_id, student_id, what, old_value,
                                         new_value, changed_by, changed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind::<SqlUuid, _>(Uuid::now_v7())
        .bind::<SqlUuid, _>(c.class_id.into_uuid())
        .bind::<SqlUuid, _>(term.into_uuid())
        .bind::<Nullable<SqlUuid>, _>(c.student_id.map(|s| s.into_uuid()))
        .bind::<Text, _>(&c.what)
        .bind::<Text, _>(&c.old_value)
        .bind::<Text, _>(&c.new_value)
        .bind::<SqlUuid, _>(change.by.into_uuid())
        .bind::<Timestamptz, _>(change.at)
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// Whether the grading frozen onto a term is the one a save was checked against.
#[derive(QueryableByName)]
struct SameGrading {
    #[diesel(sql_type = Bool)]
    same: bool,
}

#[async_trait::async_trait]
impl ResultRepo for PgResultRepo {
    async fn frozen(&self, term: TermId) -> Result<Option<Frozen>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<GradingRow> = prepared!(
            "SELECT components, exam_max, bands, pass_mark FROM result_gradings WHERE term_id = $1",
            SqlUuid => term.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows.into_iter().next().map(frozen_of))
    }

    async fn sheet(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
    ) -> Result<Option<StoredSheet>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let head: Vec<SheetRow> = prepared!(
            "SELECT c.id AS class_id, c.name AS class_name, sj.name AS subject_name,
                    t.user_id AS teacher_user,
                    nullif(btrim(tu.first_name || ' ' || tu.last_name), '') AS teacher_name,
                    s.status, s.version, s.returned_reason,
                    EXISTS (SELECT 1 FROM result_publications p
                            WHERE p.class_id = c.id AND p.term_id = $2) AS ever_published
             FROM class_subjects cs
             JOIN classes c ON c.id = cs.class_id
             JOIN subjects sj ON sj.id = cs.subject_id
             LEFT JOIN teachers t ON t.id = cs.teacher_id
             LEFT JOIN users tu ON tu.id = t.user_id
             LEFT JOIN score_sheets s ON s.class_subject_id = cs.id AND s.term_id = $2
             WHERE cs.id = $1",
            SqlUuid => class_subject.into_uuid(),
            SqlUuid => term.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        let Some(head) = head.into_iter().next() else {
            return Ok(None);
        };
        // The class's students in the term's session (active ones, and anyone with a row).
        let lines: Vec<LineRow> = prepared!(
            "SELECT st.id AS student_id, btrim(u.first_name || ' ' || u.last_name) AS name,
                    st.admission_number, r.ca, r.exam
             FROM enrolments e
             JOIN terms tm ON tm.id = $2 AND tm.session_id = e.session_id
             JOIN students st ON st.id = e.student_id
             JOIN users u ON u.id = st.user_id
             LEFT JOIN score_rows r
                  ON r.class_subject_id = $1 AND r.term_id = $2 AND r.student_id = st.id
             WHERE e.class_id = $3 AND (st.status = 'active' OR r.student_id IS NOT NULL)
             ORDER BY lower(u.last_name), lower(u.first_name), st.id",
            SqlUuid => class_subject.into_uuid(),
            SqlUuid => term.into_uuid(),
            SqlUuid => head.class_id,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        let mut roster = Vec::with_capacity(lines.len());
        let mut cells = HashMap::new();
        for line in lines {
            let id = StudentId::from_uuid(line.student_id);
            if let Some(ca) = line.ca {
                cells.insert(
                    id,
                    StoredRow {
                        student_id: id,
                        ca: ca.into_iter().map(cell_of).collect(),
                        exam: cell_of(line.exam),
                    },
                );
            }
            roster.push(RosterLine {
                student_id: id,
                name: line.name,
                admission_number: line.admission_number,
            });
        }
        Ok(Some(StoredSheet {
            class_subject_id: class_subject,
            class_id: ClassId::from_uuid(head.class_id),
            class_name: head.class_name,
            subject_name: head.subject_name,
            term_id: term,
            teacher_user: head.teacher_user.map(UserId::from_uuid),
            teacher_name: head.teacher_name,
            status: head
                .status
                .as_deref()
                .map(status_of)
                .transpose()?
                .unwrap_or(SheetStatus::Draft),
            version: head.version.unwrap_or(0),
            returned_reason: head.returned_reason,
            ever_published: head.ever_published,
            roster,
            cells,
        }))
    }

    async fn save(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
        expected: i64,
        rows: Vec<StoredRow>,
        frozen: Frozen,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<i64, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let components = stored_json(frozen.scheme.components.iter().map(|c| StoredComponent {
            name: c.name.clone(),
            max: c.max,
        }))?;
        let bands = stored_json(frozen.bands.iter().map(|b| StoredBand {
            letter: b.letter.clone(),
            min: b.min,
            max: b.max,
        }))?;
        let entered = rows.iter().any(StoredRow::entered);
        conn.transaction::<_, Stop, _>(async |conn| {
            // The term's first score freezes its grading; later saves find it there, and a
            // save checked against other settings (read before a first score landed under
            // them) is refused rather than stored against a scheme it was not checked on.
            if entered {
                let exam_max = i32::try_from(frozen.scheme.exam_max).unwrap_or(i32::MAX);
                let pass_mark = i32::try_from(frozen.pass_mark).unwrap_or(i32::MAX);
                prepared!(
                    "INSERT INTO result_gradings (term_id, components, exam_max, bands, pass_mark,
                                                  frozen_at)
                     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (term_id) DO NOTHING",
                    SqlUuid => term.into_uuid(),
                    Jsonb => components.clone(),
                    Integer => exam_max,
                    Jsonb => bands.clone(),
                    Integer => pass_mark,
                    Timestamptz => change.at,
                )
                .execute(conn)
                .await?;
                let same: SameGrading = prepared!(
                    "SELECT (components = $2 AND exam_max = $3 AND bands = $4 AND pass_mark = $5)
                                AS same
                     FROM result_gradings WHERE term_id = $1",
                    SqlUuid => term.into_uuid(),
                    Jsonb => components.clone(),
                    Integer => exam_max,
                    Jsonb => bands.clone(),
                    Integer => pass_mark,
                )
                .get_result(conn)
                .await?;
                if !same.same {
                    return Err(Stop::Refused(AcademicsError::Conflict(
                        "The term's marking scheme changed while you were entering scores. \
                         Reload the sheet, then enter them again."
                            .into(),
                    )));
                }
            }
            let version = match lock_state(conn, class_subject, term).await? {
                Some(state) if state.version != expected => return Err(Stop::Refused(stale())),
                Some(state) if state.status != SheetStatus::Draft.as_str() => {
                    return Err(Stop::Refused(AcademicsError::Conflict(format!(
                        "This sheet is {}: scores change only on a draft.",
                        state.status
                    ))));
                }
                Some(state) => {
                    diesel::sql_query(
                        "UPDATE score_sheets SET version = $3, updated_by = $4, updated_at = $5
                         WHERE class_subject_id = $1 AND term_id = $2",
                    )
                    .bind::<SqlUuid, _>(class_subject.into_uuid())
                    .bind::<SqlUuid, _>(term.into_uuid())
                    .bind::<BigInt, _>(state.version + 1)
                    .bind::<SqlUuid, _>(change.by.into_uuid())
                    .bind::<Timestamptz, _>(change.at)
                    .execute(conn)
                    .await?;
                    state.version + 1
                }
                None if expected != 0 => return Err(Stop::Refused(stale())),
                None => {
                    // Two first saves at once: the second finds the first's row and is stale.
                    let made = diesel::sql_query(
                        "INSERT INTO score_sheets (class_subject_id, term_id, status, version,
                                                   updated_by, updated_at)
                         VALUES ($1, $2, 'draft', 1, $3, $4) ON CONFLICT DO NOTHING",
                    )
                    .bind::<SqlUuid, _>(class_subject.into_uuid())
                    .bind::<SqlUuid, _>(term.into_uuid())
                    .bind::<SqlUuid, _>(change.by.into_uuid())
                    .bind::<Timestamptz, _>(change.at)
                    .execute(conn)
                    .await?;
                    if made == 0 {
                        return Err(Stop::Refused(stale()));
                    }
                    1
                }
            };
            for row in &rows {
                let ca: Vec<Option<i32>> = row.ca.iter().map(|c| stored_cell(*c)).collect();
                diesel::sql_query(
                    "INSERT INTO score_rows (class_subject_id, term_id, student_id, ca, exam,
                                             updated_by, updated_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)
                     ON CONFLICT (class_subject_id, term_id, student_id) DO UPDATE
                     SET ca = excluded.ca, exam = excluded.exam,
                         updated_by = excluded.updated_by, updated_at = excluded.updated_at",
                )
                .bind::<SqlUuid, _>(class_subject.into_uuid())
                .bind::<SqlUuid, _>(term.into_uuid())
                .bind::<SqlUuid, _>(row.student_id.into_uuid())
                .bind::<Array<Nullable<Integer>>, _>(ca)
                .bind::<Nullable<Integer>, _>(stored_cell(row.exam))
                .bind::<SqlUuid, _>(change.by.into_uuid())
                .bind::<Timestamptz, _>(change.at)
                .execute(conn)
                .await?;
            }
            write_changes(conn, term, &audit, change).await?;
            Ok(version)
        })
        .await
        .map_err(stopped)
    }

    async fn set_status(
        &self,
        class_subject: ClassSubjectId,
        term: TermId,
        expected: i64,
        from: SheetStatus,
        to: SheetStatus,
        reason: Option<String>,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<i64, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, Stop, _>(async |conn| {
            let Some(state) = lock_state(conn, class_subject, term).await? else {
                return Err(Stop::Refused(AcademicsError::Conflict(
                    "This sheet has no scores yet: enter them first.".into(),
                )));
            };
            if state.version != expected {
                return Err(Stop::Refused(stale()));
            }
            if state.status != from.as_str() {
                return Err(Stop::Refused(AcademicsError::Conflict(format!(
                    "This sheet is {}, not {}: reload it to see where it is.",
                    state.status,
                    from.as_str()
                ))));
            }
            diesel::sql_query(
                "UPDATE score_sheets SET status = $3, version = $4, returned_reason = $5,
                        updated_by = $6, updated_at = $7
                 WHERE class_subject_id = $1 AND term_id = $2",
            )
            .bind::<SqlUuid, _>(class_subject.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Text, _>(to.as_str())
            .bind::<BigInt, _>(state.version + 1)
            .bind::<Nullable<Text>, _>(reason.as_deref())
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            diesel::sql_query(
                "INSERT INTO score_sheet_events (id, class_subject_id, term_id, from_status,
                     to_status, reason, changed_by, changed_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind::<SqlUuid, _>(Uuid::now_v7())
            .bind::<SqlUuid, _>(class_subject.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Text, _>(from.as_str())
            .bind::<Text, _>(to.as_str())
            .bind::<Nullable<Text>, _>(reason.as_deref())
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            write_changes(conn, term, &audit, change).await?;
            Ok(state.version + 1)
        })
        .await
        .map_err(stopped)
    }
}
