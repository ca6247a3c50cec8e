//! The settings port on PostgreSQL: one JSON document in `school_settings`, with its sealed
//! secrets, and the academic structure it shows (class levels, subjects, sessions and their
//! terms) in the tables the academic features use, so both read and write the same records.

use anyhow::Context;
use std::collections::BTreeMap;

use diesel::{
    ExpressionMethods, OptionalExtension, QueryDsl, QueryableByName,
    result::{DatabaseErrorKind, Error as DieselError},
    sql_types::{BigInt, Jsonb, SmallInt, Text},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use settings::{
    Announced, Saved, SchoolSettings, SealedSecrets, SettingsError, SettingsRepo, StoredSettings,
    TimeZones,
    model::{AcademicSession, NamedItem},
};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    schema::{academic_sessions, class_levels, school_settings, subjects, terms},
    sql::JsonOf,
};

/// The school's single settings row.
const ROW: i16 = 1;

/// Keeps the school settings in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgSettingsRepo {
    db: Database,
}

impl PgSettingsRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// The zones PostgreSQL knows by name, which is where the school's clock reads its offset:
/// its list of names, compared as `AT TIME ZONE` compares them (without regard to case).
/// Not the clock's own reading ([`Database::utc_offset_of`]), which also takes a POSIX zone
/// such as `Africa/Lagos1` (read as UTC-1) that no browser knows. A look-up costs 30-100 ms,
/// which a save that changes the zone can afford.
#[async_trait::async_trait]
impl TimeZones for PgSettingsRepo {
    async fn knows(&self, name: &str) -> anyhow::Result<bool> {
        #[derive(QueryableByName)]
        struct Known {
            #[diesel(sql_type = diesel::sql_types::Bool)]
            known: bool,
        }
        let mut conn = self.db.conn().await?;
        let answer: Known = diesel::sql_query(
            "SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE lower(name) = lower($1)) AS known",
        )
        .bind::<diesel::sql_types::Text, _>(name)
        .get_result(&mut conn)
        .await
        .context("could not read the zone database")?;
        Ok(answer.known)
    }
}

fn internal(e: impl Into<anyhow::Error>) -> SettingsError {
    SettingsError::Internal(e.into())
}

/// The document as stored: the academic structure lives in its tables, not here.
fn document(settings: &SchoolSettings) -> Result<serde_json::Value, SettingsError> {
    let mut document = serde_json::to_value(settings).map_err(internal)?;
    if let Some(object) = document.as_object_mut() {
        for key in ["class_levels", "subjects", "sessions"] {
            object.remove(key);
        }
    }
    Ok(document)
}

fn position(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

/// The settings row with the academic tables the settings show, as one statement: a single
/// statement sees one snapshot, so a read never mixes two saves, in one round trip that the
/// connection prepares once (it is read by nearly every page).
#[derive(QueryableByName)]
struct SettingsRow {
    #[diesel(sql_type = Jsonb)]
    document: JsonOf<SchoolSettings>,
    #[diesel(sql_type = Jsonb)]
    secrets: JsonOf<SealedSecrets>,
    #[diesel(sql_type = BigInt)]
    version: i64,
    #[diesel(sql_type = Jsonb)]
    class_levels: JsonOf<Vec<NamedItem>>,
    #[diesel(sql_type = Jsonb)]
    subjects: JsonOf<Vec<NamedItem>>,
    #[diesel(sql_type = Jsonb)]
    sessions: JsonOf<Vec<AcademicSession>>,
}

const LOAD: &str = "SELECT s.document, s.secrets, s.version,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name)
                                   ORDER BY l.position, l.id)
                  FROM class_levels l), '[]'::jsonb) AS class_levels,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('id', j.id, 'name', j.name)
                                   ORDER BY j.position, j.id)
                  FROM subjects j), '[]'::jsonb) AS subjects,
        COALESCE((SELECT jsonb_agg(jsonb_build_object(
                            'id', a.id, 'name', a.name,
                            'terms', COALESCE((SELECT jsonb_agg(t.name ORDER BY t.position)
                                               FROM terms t WHERE t.session_id = a.id),
                                              '[]'::jsonb))
                                   ORDER BY a.position, a.id)
                  FROM academic_sessions a), '[]'::jsonb) AS sessions
     FROM school_settings s WHERE s.id = ";

/// The constraints that keep a term while records hang on it (migration 030, and the invoices'
/// and result checker cards' own).
pub(crate) const TERM_RECORDS: [&str; 10] = [
    "lessons_term_id_fkey",
    "exams_term_id_fkey",
    "score_sheets_term_id_fkey",
    "term_reports_term_id_fkey",
    "result_publications_term_id_fkey",
    "report_cards_term_id_fkey",
    "result_changes_term_id_fkey",
    "fee_choices_term_id_fkey",
    "invoices_term_id_fkey",
    "result_pin_batches_term_id_fkey",
];

/// Why a term (or the session it is in) that records hang on is not removed.
pub(crate) const TERM_IN_USE: &str = "A term with a timetable, examinations, results, report cards, invoices or result checker cards cannot be removed, nor the session it is in: they are part of the school's records. Keep it, or give it another name.";

/// Why a session that result checker cards were made for is not removed.
pub(crate) const SESSION_HAS_CARDS: &str = "Result checker cards were made for this session, so it is part of the school's records and cannot be removed.";

/// A class level, subject or session the register still uses, which the settings tried to
/// remove: a field error that says what to do first (decisions/011).
fn refused(e: &DieselError) -> Option<SettingsError> {
    let DieselError::DatabaseError(kind, info) = e else {
        return None;
    };
    let constraint = info.constraint_name()?;
    if matches!(kind, DatabaseErrorKind::UniqueViolation) && constraint == "terms_session_name" {
        // The validation compares names as Rust does; PostgreSQL's lower() can find two names
        // alike that it did not (some letters outside English).
        return Some(SettingsError::Invalid(BTreeMap::from([(
            "sessions".to_owned(),
            vec![
                "Two terms of a session have the same name. Give each term its own name."
                    .to_owned(),
            ],
        )])));
    }
    if !matches!(kind, DatabaseErrorKind::ForeignKeyViolation) {
        return None;
    }
    let (field, message) = match constraint {
        "classes_level_id_fkey" => (
            "class_levels",
            "A class level that classes belong to cannot be removed. Delete or move those classes on the Classes screen first.",
        ),
        "class_subjects_subject_id_fkey" => (
            "subjects",
            "A subject that classes offer cannot be removed. Remove it from those classes on the Classes screen first.",
        ),
        "enrolments_session_id_fkey" => (
            "sessions",
            "A session that students are enrolled in cannot be removed; it is part of their records.",
        ),
        name if TERM_RECORDS.contains(&name) => ("sessions", TERM_IN_USE),
        "result_pin_batches_session_id_fkey" => ("sessions", SESSION_HAS_CARDS),
        _ => return None,
    };
    Some(SettingsError::Invalid(BTreeMap::from([(
        field.to_owned(),
        vec![message.to_owned()],
    )])))
}

/// Makes the tables hold exactly the academic structure of `settings`.
async fn write_structure(
    conn: &mut AsyncPgConnection,
    settings: &SchoolSettings,
) -> Result<(), DieselError> {
    // Names are unique: first give every row a name no item can have (a control character and
    // its id), so that two items may swap theirs.
    let levels: Vec<&str> = settings
        .class_levels
        .iter()
        .map(|i| i.id.as_str())
        .collect();
    diesel::delete(class_levels::table.filter(class_levels::id.ne_all(&levels)))
        .execute(conn)
        .await?;
    diesel::update(class_levels::table)
        .set(class_levels::name.eq(diesel::dsl::sql::<diesel::sql_types::Text>("chr(1) || id")))
        .execute(conn)
        .await?;
    for (i, item) in settings.class_levels.iter().enumerate() {
        diesel::insert_into(class_levels::table)
            .values((
                class_levels::id.eq(&item.id),
                class_levels::name.eq(&item.name),
                class_levels::position.eq(position(i)),
            ))
            .on_conflict(class_levels::id)
            .do_update()
            .set((
                class_levels::name.eq(&item.name),
                class_levels::position.eq(position(i)),
            ))
            .execute(conn)
            .await?;
    }

    let ids: Vec<&str> = settings.subjects.iter().map(|i| i.id.as_str()).collect();
    diesel::delete(subjects::table.filter(subjects::id.ne_all(&ids)))
        .execute(conn)
        .await?;
    diesel::update(subjects::table)
        .set(subjects::name.eq(diesel::dsl::sql::<diesel::sql_types::Text>("chr(1) || id")))
        .execute(conn)
        .await?;
    for (i, item) in settings.subjects.iter().enumerate() {
        diesel::insert_into(subjects::table)
            .values((
                subjects::id.eq(&item.id),
                subjects::name.eq(&item.name),
                subjects::position.eq(position(i)),
            ))
            .on_conflict(subjects::id)
            .do_update()
            .set((
                subjects::name.eq(&item.name),
                subjects::position.eq(position(i)),
            ))
            .execute(conn)
            .await?;
    }

    let ids: Vec<&str> = settings.sessions.iter().map(|s| s.id.as_str()).collect();
    diesel::delete(academic_sessions::table.filter(academic_sessions::id.ne_all(&ids)))
        .execute(conn)
        .await?;
    for (i, session) in settings.sessions.iter().enumerate() {
        diesel::insert_into(academic_sessions::table)
            .values((
                academic_sessions::id.eq(&session.id),
                academic_sessions::name.eq(&session.name),
                academic_sessions::position.eq(position(i)),
            ))
            .on_conflict(academic_sessions::id)
            .do_update()
            .set((
                academic_sessions::name.eq(&session.name),
                academic_sessions::position.eq(position(i)),
            ))
            .execute(conn)
            .await?;
        write_terms(conn, &session.id, &session.terms).await?;
    }
    keep_one_current(conn).await
}

/// Makes a session's terms `names`, in that order, keeping each term's row, and so its id,
/// dates, current flag and the records that hang on it, by its name: a term removed from the
/// middle is deleted (refused while records hang on it), not the last one renamed. A new name
/// at the position of a removed one is that term renamed; any other new name is a new term.
async fn write_terms(
    conn: &mut AsyncPgConnection,
    session: &str,
    names: &[String],
) -> Result<(), DieselError> {
    let existing: Vec<(Uuid, String)> = terms::table
        .filter(terms::session_id.eq(session))
        .order(terms::position)
        .select((terms::id, terms::name))
        .load(conn)
        .await?;
    let rows = keep_terms(&existing, names);
    let kept: Vec<Uuid> = rows.iter().flatten().copied().collect();
    let removed: Vec<Uuid> = existing
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| !kept.contains(id))
        .collect();
    diesel::delete(terms::table.filter(terms::id.eq_any(&removed)))
        .execute(conn)
        .await?;
    // Out of each other's way first: positions are the key.
    diesel::update(terms::table.filter(terms::session_id.eq(session)))
        .set(terms::position.eq(terms::position + MOVED))
        .execute(conn)
        .await?;
    for (j, (name, row)) in names.iter().zip(rows).enumerate() {
        match row {
            Some(id) => {
                diesel::update(terms::table.filter(terms::id.eq(id)))
                    .set((terms::position.eq(position(j)), terms::name.eq(name)))
                    .execute(conn)
                    .await?;
            }
            None => {
                diesel::insert_into(terms::table)
                    .values((
                        terms::session_id.eq(session),
                        terms::position.eq(position(j)),
                        terms::name.eq(name),
                    ))
                    .execute(conn)
                    .await?;
            }
        }
    }
    Ok(())
}

/// Added to the terms' positions while they are renumbered.
const MOVED: i32 = 1_000_000;

/// For each name of `names`, the row of `existing` (id, name, in their order) it keeps: the
/// term of that name (as the settings compare names: trimmed, in any case), else, in a save
/// that keeps the number of terms, the term at its position whose name is gone (a rename),
/// else none (a new term). A save that adds or removes terms renames none: a removed term is
/// deleted, and refused while records hang on it, rather than its records passed to another.
fn keep_terms(existing: &[(Uuid, String)], names: &[String]) -> Vec<Option<Uuid>> {
    let key = |name: &str| name.trim().to_lowercase();
    let mut taken = vec![false; existing.len()];
    let mut rows: Vec<Option<Uuid>> = names
        .iter()
        .map(|name| {
            let k = (0..existing.len()).find(|&k| !taken[k] && key(&existing[k].1) == key(name))?;
            taken[k] = true;
            Some(existing[k].0)
        })
        .collect();
    if existing.len() == names.len() {
        for (j, row) in rows.iter_mut().enumerate() {
            if row.is_none() && !taken[j] {
                taken[j] = true;
                *row = Some(existing[j].0);
            }
        }
    }
    rows
}

/// One session and one term are current once any exist (decisions/011): on the first save, or
/// when the current one was removed, the first session and its first term become current.
/// The settings' saves and the register's session writes both end with it.
pub(crate) async fn keep_one_current(conn: &mut AsyncPgConnection) -> Result<(), DieselError> {
    diesel::sql_query(
        "UPDATE academic_sessions SET is_current = true
         WHERE id = (SELECT id FROM academic_sessions ORDER BY position, id LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)",
    )
    .execute(conn)
    .await?;
    diesel::sql_query(
        "UPDATE terms SET is_current = true
         WHERE (session_id, position) = (
                SELECT t.session_id, t.position FROM terms t
                JOIN academic_sessions a ON a.id = t.session_id AND a.is_current
                ORDER BY t.position LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM terms WHERE is_current)",
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The calendar's current session and term as one text, which [`follow_the_current_term`]
/// compares with what they are after a write.
const CURRENT_TERM: &str = "(SELECT a.name || E'\\n' || t.name
       FROM academic_sessions a JOIN terms t ON t.session_id = a.id AND t.is_current
      WHERE a.is_current)";

/// Notes the calendar's current session and term, in the caller's transaction, before a write
/// of the calendar that may change them (see [`follow_the_current_term`]).
pub(crate) async fn note_the_current_term(conn: &mut AsyncPgConnection) -> Result<(), DieselError> {
    diesel::sql_query(format!(
        "SELECT set_config('portal.current_term_before', coalesce({CURRENT_TERM}, ''), true)"
    ))
    .execute(conn)
    .await?;
    Ok(())
}

/// The names [`follow_the_current_term`] wrote.
#[derive(QueryableByName)]
struct AnnouncedRow {
    #[diesel(sql_type = Text)]
    academic_year: String,
    #[diesel(sql_type = Text)]
    current_term: String,
}

/// After a write of the calendar, in its transaction: when the current session or term is
/// another than [`note_the_current_term`] saw, or was renamed, writes their names into the
/// settings' `academic_year` and `current_term`, the words the public pages, the landing page
/// and the footer show (decisions/011), and answers them. A write that leaves them as they
/// were (a term's dates, a session added) keeps what an admin typed on the General tab and
/// answers `None`. The caller has moved the settings' version on ([`move_version_on`]), or
/// is the settings' own save.
pub(crate) async fn follow_the_current_term(
    conn: &mut AsyncPgConnection,
) -> Result<Option<Announced>, DieselError> {
    let written: Vec<AnnouncedRow> = diesel::sql_query(format!(
        "UPDATE school_settings s
            SET document = s.document
                    || jsonb_build_object('academic_year', a.name, 'current_term', t.name)
           FROM academic_sessions a JOIN terms t ON t.session_id = a.id AND t.is_current
          WHERE s.id = $1 AND a.is_current
            AND {CURRENT_TERM} IS DISTINCT FROM current_setting('portal.current_term_before', true)
      RETURNING a.name AS academic_year, t.name AS current_term"
    ))
    .bind::<SmallInt, _>(ROW)
    .load(conn)
    .await?;
    Ok(written.into_iter().next().map(|row| Announced {
        academic_year: row.academic_year,
        current_term: row.current_term,
    }))
}

/// Moves the settings' version on (if the row exists), in the caller's transaction. Every
/// write of the register to the tables the settings' Academic tab shows (class levels,
/// subjects, sessions, terms) calls it first, so that an admin who then saves the settings from
/// an older copy gets 409 instead of silently undoing that write (decisions/007). It also locks
/// the row, so those writes and a settings save queue behind each other.
pub(crate) async fn move_version_on(conn: &mut AsyncPgConnection) -> Result<(), DieselError> {
    diesel::update(school_settings::table.find(ROW))
        .set((
            school_settings::version.eq(school_settings::version + 1),
            school_settings::updated_at.eq(diesel::dsl::now),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

#[async_trait::async_trait]
impl SettingsRepo for PgSettingsRepo {
    async fn load(&self) -> Result<Option<StoredSettings>, SettingsError> {
        // Every page a visitor opens reads them: on the shared connection (decisions/029).
        let rows: Vec<SettingsRow> = self
            .db
            .read(|conn| {
                Box::pin(async move {
                    let mut params = crate::sql::Params::new();
                    let row = params.bind::<SmallInt, _>(ROW);
                    params.sql(format!("{LOAD}{row}")).load(&mut &*conn).await
                })
            })
            .await
            .map_err(internal)?
            .context("could not read school_settings (or its documents are not readable)")
            .map_err(internal)?;
        let Some(row) = rows.into_iter().next() else {
            return Ok(None);
        };
        let mut settings = row.document.0;
        settings.class_levels = row.class_levels.0;
        settings.subjects = row.subjects.0;
        settings.sessions = row.sessions.0;
        let secrets = row.secrets.0;
        Ok(Some(StoredSettings {
            settings,
            secrets,
            version: row.version,
        }))
    }

    async fn insert_if_absent(
        &self,
        settings: &SchoolSettings,
        at: OffsetDateTime,
    ) -> Result<bool, SettingsError> {
        let document = document(settings)?;
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            let inserted = diesel::insert_into(school_settings::table)
                .values((
                    school_settings::id.eq(ROW),
                    school_settings::document.eq(document),
                    school_settings::updated_at.eq(at),
                ))
                .on_conflict_do_nothing()
                .execute(conn)
                .await?;
            if inserted == 1 {
                note_the_current_term(conn).await?;
                write_structure(conn, settings).await?;
                follow_the_current_term(conn).await?;
            }
            Ok(inserted == 1)
        })
        .await
        .context("could not store school_settings")
        .map_err(internal)
    }

    async fn save(
        &self,
        settings: &SchoolSettings,
        secrets: &SealedSecrets,
        expected: i64,
        at: OffsetDateTime,
        write_lists: bool,
    ) -> Result<Option<Saved>, SettingsError> {
        let document = document(settings)?;
        let secrets = serde_json::to_value(secrets).map_err(internal)?;
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            let version: Option<i64> = if expected == 0 {
                // Nothing stored yet: the first save wins, a concurrent one finds the row taken.
                diesel::insert_into(school_settings::table)
                    .values((
                        school_settings::id.eq(ROW),
                        school_settings::document.eq(document),
                        school_settings::secrets.eq(secrets),
                        school_settings::version.eq(1),
                        school_settings::updated_at.eq(at),
                    ))
                    .on_conflict_do_nothing()
                    .returning(school_settings::version)
                    .get_result(conn)
                    .await
                    .optional()?
            } else {
                // Compare and swap: only the version that was read is replaced. The row stays
                // locked until the academic tables are written, so writers queue here.
                diesel::update(
                    school_settings::table
                        .find(ROW)
                        .filter(school_settings::version.eq(expected)),
                )
                .set((
                    school_settings::document.eq(document),
                    school_settings::secrets.eq(secrets),
                    school_settings::version.eq(school_settings::version + 1),
                    school_settings::updated_at.eq(at),
                ))
                .returning(school_settings::version)
                .get_result(conn)
                .await
                .optional()?
            };
            let Some(version) = version else {
                return Ok(None);
            };
            let mut announced = None;
            if write_lists {
                // Renaming or removing the current session or term announces what is current
                // after the write, as a write of the calendar does (decisions/011).
                note_the_current_term(conn).await?;
                write_structure(conn, settings).await?;
                announced = follow_the_current_term(conn).await?;
            }
            Ok(Some(Saved { version, announced }))
        })
        .await
        .map_err(|e| match refused(&e) {
            Some(refusal) => refusal,
            None => internal(anyhow::Error::new(e).context("could not store school_settings")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(names: &[&str]) -> Vec<(Uuid, String)> {
        names
            .iter()
            .enumerate()
            .map(|(i, n)| (Uuid::from_u128(i as u128 + 1), (*n).to_owned()))
            .collect()
    }

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    fn id(n: u128) -> Option<Uuid> {
        Some(Uuid::from_u128(n))
    }

    #[test]
    fn a_term_removed_from_the_front_leaves_the_others_their_rows() {
        let kept = keep_terms(
            &rows(&["First", "Second", "Third"]),
            &names(&["Second", "Third"]),
        );
        assert_eq!(kept, [id(2), id(3)]);
    }

    #[test]
    fn a_new_name_at_a_term_s_position_in_a_save_of_as_many_terms_is_a_rename() {
        let existing = rows(&["First", "Second", "Third"]);
        assert_eq!(
            keep_terms(&existing, &names(&["Autumn", "Second", "Third"])),
            [id(1), id(2), id(3)]
        );
        // Only the case changed: the same term.
        assert_eq!(
            keep_terms(&existing, &names(&["first", "Second", " Third "])),
            [id(1), id(2), id(3)]
        );
    }

    #[test]
    fn a_save_that_removes_a_term_renames_none() {
        let existing = rows(&["First", "Second", "Third"]);
        // "Second removed, Third renamed" must not pass Second's records to "Summer".
        assert_eq!(
            keep_terms(&existing, &names(&["First", "Summer"])),
            [id(1), None]
        );
        assert_eq!(
            keep_terms(&existing, &names(&["Autumn", "Second"])),
            [None, id(2)]
        );
    }

    #[test]
    fn a_term_removed_and_another_added_is_not_a_rename() {
        let kept = keep_terms(
            &rows(&["First", "Second", "Third"]),
            &names(&["Second", "Third", "Fourth"]),
        );
        assert_eq!(kept, [id(2), id(3), None]);
    }

    #[test]
    fn terms_reordered_keep_their_rows() {
        let kept = keep_terms(&rows(&["First", "Second"]), &names(&["Second", "First"]));
        assert_eq!(kept, [id(2), id(1)]);
    }
}
