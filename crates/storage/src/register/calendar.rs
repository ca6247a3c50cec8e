//! Sessions and their terms (`academics::calendar::CalendarRepo`): dates, names and the current
//! flags. The settings' Academic tab lists the sessions, so every write here moves the
//! settings' version on.

use academics::{
    AcademicsError, BatchFailure,
    calendar::{CalendarRepo, NewSession, Session, SessionPatch, Term, TermPatch},
};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, result::Error as DieselError};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{SessionId, TermId};
use time::Date;
use uuid::Uuid;

use super::{
    Conn, batch,
    errors::{delete_error, write_error},
    found, internal, key,
};
use crate::{
    Database,
    schema::{academic_sessions, terms},
    settings_repo::{
        follow_the_current_term, keep_one_current, move_version_on, note_the_current_term,
    },
};

/// What every write of the calendar does first, in its transaction: moves the settings' version
/// on (their Academic tab lists the sessions) and notes the current session and term, which
/// `follow_the_current_term` compares with what they are after the write.
async fn calendar_write_begins(conn: &mut Conn) -> Result<(), DieselError> {
    move_version_on(conn).await?;
    note_the_current_term(conn).await
}

/// `academics::calendar::CalendarRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgCalendarRepo {
    db: Database,
}

impl PgCalendarRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

type TermRow = (
    Uuid,
    String,
    String,
    i32,
    Option<Date>,
    Option<Date>,
    Option<Date>,
    bool,
);

const TERM_COLUMNS: (
    terms::id,
    terms::session_id,
    terms::name,
    terms::position,
    terms::start_date,
    terms::end_date,
    terms::next_term_begins,
    terms::is_current,
) = (
    terms::id,
    terms::session_id,
    terms::name,
    terms::position,
    terms::start_date,
    terms::end_date,
    terms::next_term_begins,
    terms::is_current,
);

fn term(row: TermRow) -> Result<Term, AcademicsError> {
    let (id, session_id, name, position, start_date, end_date, next_term_begins, is_current) = row;
    Ok(Term {
        id: TermId::from_uuid(id),
        session_id: key(session_id)?,
        name,
        position,
        start_date,
        end_date,
        next_term_begins,
        is_current,
    })
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = academic_sessions)]
struct SessionChanges<'a> {
    name: Option<&'a str>,
    start_date: Option<Option<Date>>,
    end_date: Option<Option<Date>>,
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = terms)]
struct TermChanges<'a> {
    name: Option<&'a str>,
    start_date: Option<Option<Date>>,
    end_date: Option<Option<Date>>,
    next_term_begins: Option<Option<Date>>,
}

async fn insert_session(conn: &mut Conn, session: &NewSession) -> Result<(), DieselError> {
    diesel::insert_into(academic_sessions::table)
        .values((
            academic_sessions::id.eq(session.id.as_str()),
            academic_sessions::name.eq(&session.name),
            academic_sessions::position.eq(session.position),
            academic_sessions::start_date.eq(session.start_date),
            academic_sessions::end_date.eq(session.end_date),
        ))
        .execute(conn)
        .await?;
    for (position, (id, name)) in (0..).zip(&session.terms) {
        diesel::insert_into(terms::table)
            .values((
                terms::session_id.eq(session.id.as_str()),
                terms::position.eq(position),
                terms::name.eq(name),
                terms::id.eq(id.into_uuid()),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}

async fn delete_session(conn: &mut Conn, id: &SessionId) -> Result<(), DieselError> {
    // Its terms go with it (ON DELETE CASCADE) unless records hang on them; its enrolments
    // and result checker cards refuse (decisions/011).
    found(
        diesel::delete(academic_sessions::table.find(id.as_str()))
            .execute(conn)
            .await?,
    )
}

async fn update_session(
    conn: &mut Conn,
    id: &SessionId,
    patch: &SessionPatch,
) -> Result<(), DieselError> {
    let target = academic_sessions::table.find(id.as_str());
    let rows = if patch.name.is_none() && patch.start_date.is_none() && patch.end_date.is_none() {
        usize::try_from(target.count().get_result::<i64>(conn).await?).unwrap_or(0)
    } else {
        diesel::update(target)
            .set(&SessionChanges {
                name: patch.name.as_deref(),
                start_date: patch.start_date,
                end_date: patch.end_date,
            })
            .execute(conn)
            .await?
    };
    found(rows)
}

async fn update_term(conn: &mut Conn, id: Uuid, patch: &TermPatch) -> Result<(), DieselError> {
    let target = terms::table.filter(terms::id.eq(id));
    let rows = if patch.name.is_none()
        && patch.start_date.is_none()
        && patch.end_date.is_none()
        && patch.next_term_begins.is_none()
    {
        usize::try_from(target.count().get_result::<i64>(conn).await?).unwrap_or(0)
    } else {
        diesel::update(target)
            .set(&TermChanges {
                name: patch.name.as_deref(),
                start_date: patch.start_date,
                end_date: patch.end_date,
                next_term_begins: patch.next_term_begins,
            })
            .execute(conn)
            .await?
    };
    found(rows)
}

async fn make_term_current(conn: &mut Conn, id: Uuid) -> Result<(), DieselError> {
    let session: String = terms::table
        .filter(terms::id.eq(id))
        .select(terms::session_id)
        .first(conn)
        .await?;
    diesel::update(terms::table.filter(terms::is_current.eq(true)))
        .set(terms::is_current.eq(false))
        .execute(conn)
        .await?;
    diesel::update(academic_sessions::table.filter(academic_sessions::is_current.eq(true)))
        .set(academic_sessions::is_current.eq(false))
        .execute(conn)
        .await?;
    diesel::update(terms::table.filter(terms::id.eq(id)))
        .set(terms::is_current.eq(true))
        .execute(conn)
        .await?;
    diesel::update(academic_sessions::table.find(&session))
        .set(academic_sessions::is_current.eq(true))
        .execute(conn)
        .await?;
    Ok(())
}

async fn make_session_current(conn: &mut Conn, id: &str) -> Result<(), DieselError> {
    diesel::update(academic_sessions::table.filter(academic_sessions::is_current.eq(true)))
        .set(academic_sessions::is_current.eq(false))
        .execute(conn)
        .await?;
    let rows = diesel::update(academic_sessions::table.find(id))
        .set(academic_sessions::is_current.eq(true))
        .execute(conn)
        .await?;
    found(rows)?;
    // The current term moves to this session's first term, unless it is in it already.
    let keeps: i64 = terms::table
        .filter(terms::session_id.eq(id))
        .filter(terms::is_current.eq(true))
        .count()
        .get_result(conn)
        .await?;
    if keeps == 0 {
        diesel::update(terms::table.filter(terms::is_current.eq(true)))
            .set(terms::is_current.eq(false))
            .execute(conn)
            .await?;
        diesel::update(
            terms::table
                .filter(terms::session_id.eq(id))
                .filter(terms::position.eq(0)),
        )
        .set(terms::is_current.eq(true))
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// A refused change of one session or term: `NotFound` names `what`.
fn refused(e: DieselError, what: &'static str) -> AcademicsError {
    match e {
        DieselError::NotFound => AcademicsError::NotFound(what),
        e => write_error(e),
    }
}

#[async_trait::async_trait]
impl CalendarRepo for PgCalendarRepo {
    async fn sessions(&self) -> Result<Vec<Session>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        type SessionRow = (String, String, Option<Date>, Option<Date>, bool);
        let rows: Vec<SessionRow> = academic_sessions::table
            .select((
                academic_sessions::id,
                academic_sessions::name,
                academic_sessions::start_date,
                academic_sessions::end_date,
                academic_sessions::is_current,
            ))
            .order((academic_sessions::position, academic_sessions::id))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        let all_terms: Vec<TermRow> = terms::table
            .select(TERM_COLUMNS)
            .order((terms::session_id, terms::position))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        let mut terms = all_terms
            .into_iter()
            .map(term)
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(id, name, start_date, end_date, is_current)| {
                let id: SessionId = key(id)?;
                let (mine, rest): (Vec<Term>, Vec<Term>) = std::mem::take(&mut terms)
                    .into_iter()
                    .partition(|t| t.session_id == id);
                terms = rest;
                Ok(Session {
                    id,
                    name,
                    start_date,
                    end_date,
                    is_current,
                    terms: mine,
                })
            })
            .collect()
    }

    async fn term(&self, id: TermId) -> Result<Option<Term>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Option<TermRow> = terms::table
            .filter(terms::id.eq(id.into_uuid()))
            .select(TERM_COLUMNS)
            .first(&mut conn)
            .await
            .optional()
            .map_err(internal)?;
        row.map(term).transpose()
    }

    async fn insert_sessions(&self, sessions: Vec<NewSession>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "session", sessions, write_error,
            before: |c| calendar_write_begins(c).await?,
            after: |c| {
                keep_one_current(c).await?;
                follow_the_current_term(c).await?;
            },
            |conn, session| insert_session(conn, &session).await
        )
    }

    async fn update_sessions(
        &self,
        changes: Vec<(SessionId, SessionPatch)>,
    ) -> Result<(), BatchFailure> {
        batch!(
            self.db, "session", changes, write_error,
            before: |c| calendar_write_begins(c).await?,
            after: |c| {
                follow_the_current_term(c).await?;
            },
            |conn, (id, patch)| update_session(conn, &id, &patch).await
        )
    }

    async fn delete_sessions(&self, ids: Vec<SessionId>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "session", ids, delete_error,
            before: |c| calendar_write_begins(c).await?,
            after: |c| {
                keep_one_current(c).await?;
                follow_the_current_term(c).await?;
            },
            |conn, id| delete_session(conn, &id).await
        )
    }

    async fn update_term(&self, id: TermId, patch: TermPatch) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            calendar_write_begins(conn).await?;
            update_term(conn, id.into_uuid(), &patch).await?;
            follow_the_current_term(conn).await?;
            Ok(())
        })
        .await
        .map_err(|e| refused(e, "term"))
    }

    async fn make_term_current(&self, id: TermId) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            calendar_write_begins(conn).await?;
            make_term_current(conn, id.into_uuid()).await?;
            follow_the_current_term(conn).await?;
            Ok(())
        })
        .await
        .map_err(|e| refused(e, "term"))
    }

    async fn make_session_current(&self, id: &SessionId) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            calendar_write_begins(conn).await?;
            make_session_current(conn, id.as_str()).await?;
            follow_the_current_term(conn).await?;
            Ok(())
        })
        .await
        .map_err(|e| refused(e, "session"))
    }
}
