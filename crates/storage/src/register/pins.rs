//! Result checker PINs (`academics::pins::PinRepo`, decisions/022): batches and their cards,
//! each card's PIN kept only as its keyed hash; a check judged and counted in one transaction
//! with the card's row locked, so two checks of one card are judged one after the other.

use academics::{
    AcademicsError,
    pins::{
        CardFilter, CardState, NewBatch, NewCard, PinBatch, PinBatchScope, PinCard,
        PinCheckOutcome, PinCheckRules, PinError, PinRepo, StoredCard, judge,
    },
    results::{CardTerm, ReportCard},
};
use diesel::{
    QueryableByName,
    result::{DatabaseErrorKind, Error as DieselError},
    sql_types::{
        Array, BigInt, Bool, Bytea, Date as SqlDate, Integer, Jsonb, Nullable, Text, Timestamptz,
        Uuid as SqlUuid,
    },
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Page, PageRequest, SessionId, StudentId, TermId};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use super::{internal, page_of, search_pattern};
use crate::{
    Database,
    sql::{JsonOf, Params, Sql, prepared},
};

/// `academics::pins::PinRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgPinRepo {
    db: Database,
}

impl PgPinRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// How a batch's scope reads: "First Term, 2025/2026", or "2025/2026 (every term)".
const SCOPE_NAME: &str = "CASE WHEN b.term_id IS NOT NULL THEN tm.name || ', ' || ts.name
                              ELSE s.name || ' (every term)' END";
const SCOPE_JOINS: &str = "LEFT JOIN terms tm ON tm.id = b.term_id
    LEFT JOIN academic_sessions ts ON ts.id = tm.session_id
    LEFT JOIN academic_sessions s ON s.id = b.session_id";

#[derive(QueryableByName)]
struct BatchRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    prefix: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    term_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    session_id: Option<String>,
    #[diesel(sql_type = Text)]
    scope_name: String,
    #[diesel(sql_type = Integer)]
    uses_allowed: i32,
    #[diesel(sql_type = SqlDate)]
    expires_on: Date,
    #[diesel(sql_type = Integer)]
    count: i32,
    #[diesel(sql_type = Integer)]
    bound: i32,
    #[diesel(sql_type = Integer)]
    views: i32,
    #[diesel(sql_type = Integer)]
    revoked_cards: i32,
    #[diesel(sql_type = Nullable<Text>)]
    first_serial: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    last_serial: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    created_by: Option<String>,
    #[diesel(sql_type = Timestamptz)]
    created_at: OffsetDateTime,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    revoked_at: Option<OffsetDateTime>,
}

fn batches_sql(one: bool) -> String {
    format!(
        "SELECT b.id, b.prefix, b.term_id, b.session_id, {SCOPE_NAME} AS scope_name,
                b.uses_allowed, b.expires_on,
                (SELECT count(*) FROM result_pins p WHERE p.batch_id = b.id)::integer AS count,
                (SELECT count(p.student_id) FROM result_pins p WHERE p.batch_id = b.id)::integer AS bound,
                (SELECT coalesce(sum(p.uses), 0) FROM result_pins p WHERE p.batch_id = b.id)::integer AS views,
                (SELECT count(p.revoked_at) FROM result_pins p WHERE p.batch_id = b.id)::integer AS revoked_cards,
                (SELECT p.serial FROM result_pins p WHERE p.batch_id = b.id ORDER BY p.number LIMIT 1) AS first_serial,
                (SELECT p.serial FROM result_pins p WHERE p.batch_id = b.id ORDER BY p.number DESC LIMIT 1) AS last_serial,
                nullif(btrim(u.first_name || ' ' || u.last_name), '') AS created_by,
                b.created_at, b.revoked_at
         FROM result_pin_batches b
         LEFT JOIN users u ON u.id = b.created_by
         {SCOPE_JOINS}
         {}
         ORDER BY b.created_at DESC, b.id",
        if one { "WHERE b.id = $1" } else { "" }
    )
}

fn batch_of(r: BatchRow) -> Result<PinBatch, AcademicsError> {
    let scope = match (r.term_id, r.session_id) {
        (Some(term), _) => PinBatchScope::Term(TermId::from_uuid(term)),
        (None, Some(session)) => PinBatchScope::Session(
            session
                .parse::<SessionId>()
                .map_err(|e| internal(anyhow::anyhow!("stored session key: {e}")))?,
        ),
        (None, None) => return Err(internal(anyhow::anyhow!("a batch without a scope"))),
    };
    Ok(PinBatch {
        id: r.id,
        prefix: r.prefix,
        scope,
        scope_name: r.scope_name,
        uses_allowed: r.uses_allowed.unsigned_abs(),
        expires_on: r.expires_on,
        count: r.count.unsigned_abs(),
        bound: r.bound.unsigned_abs(),
        views: r.views.unsigned_abs(),
        revoked_cards: r.revoked_cards.unsigned_abs(),
        first_serial: r.first_serial.unwrap_or_default(),
        last_serial: r.last_serial.unwrap_or_default(),
        created_by: r.created_by,
        created_at: r.created_at,
        revoked_at: r.revoked_at,
    })
}

#[derive(QueryableByName)]
struct CardRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    serial: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    student_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    student_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    admission_number: Option<String>,
    #[diesel(sql_type = Integer)]
    uses: i32,
    #[diesel(sql_type = Integer)]
    uses_allowed: i32,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    last_used_at: Option<OffsetDateTime>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    revoked_at: Option<OffsetDateTime>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

fn card_of(r: CardRow) -> PinCard {
    PinCard {
        id: r.id,
        serial: r.serial,
        student_id: r.student_id.map(StudentId::from_uuid),
        student_name: r.student_name,
        admission_number: r.admission_number,
        uses: r.uses.unsigned_abs(),
        uses_left: r.uses_allowed.saturating_sub(r.uses).unsigned_abs(),
        last_used_at: r.last_used_at,
        revoked_at: r.revoked_at,
    }
}

/// A batch's cards in number order (`$1` the batch): `search`, a pattern, adds a condition on
/// the serial, the student's name or admission number; `page` a page ([`Params::page`]).
fn cards_sql(batch: Uuid, search: Option<String>, page: Option<PageRequest>) -> Sql {
    let mut params = Params::new();
    params.bind::<SqlUuid, _>(batch);
    let condition = search.map_or(String::new(), |pattern| {
        let p = params.bind::<Text, _>(pattern);
        format!(
            "AND (p.serial ILIKE {p} OR st.admission_number ILIKE {p}
                  OR (u.first_name || ' ' || u.last_name) ILIKE {p})"
        )
    });
    let paging = page.map_or(String::new(), |page| params.page(page));
    params.sql(format!(
        "SELECT p.id, p.serial, p.student_id,
                nullif(btrim(u.first_name || ' ' || u.last_name), '') AS student_name,
                st.admission_number, p.uses, b.uses_allowed, p.last_used_at,
                coalesce(p.revoked_at, b.revoked_at) AS revoked_at,
                count(*) OVER () AS total
         FROM result_pins p
         JOIN result_pin_batches b ON b.id = p.batch_id
         LEFT JOIN students st ON st.id = p.student_id
         LEFT JOIN users u ON u.id = st.user_id
         WHERE p.batch_id = $1 {condition}
         ORDER BY p.number {paging}"
    ))
}

/// What a check reads, the card's row locked.
#[derive(QueryableByName)]
struct CheckRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    serial: String,
    #[diesel(sql_type = Bytea)]
    pin_hash: Vec<u8>,
    #[diesel(sql_type = Integer)]
    uses: i32,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    bound_to: Option<Uuid>,
    #[diesel(sql_type = Bool)]
    revoked: bool,
    #[diesel(sql_type = Integer)]
    uses_allowed: i32,
    #[diesel(sql_type = SqlDate)]
    expires_on: Date,
    #[diesel(sql_type = Text)]
    scope_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    student: Option<Uuid>,
    #[diesel(sql_type = Jsonb)]
    published: JsonOf<Vec<PublishedTerm>>,
    #[diesel(sql_type = Nullable<Text>)]
    asked_term: Option<String>,
}

/// The card by its serial, locked, with its batch's rules, the student by admission number, the
/// student's published terms within the card's scope, newest first, and the name of the term
/// asked for ($3, when one was): one round trip.
fn check_sql() -> String {
    format!(
        "SELECT p.id, p.serial, p.pin_hash, p.uses, p.student_id AS bound_to,
                (p.revoked_at IS NOT NULL OR b.revoked_at IS NOT NULL) AS revoked,
                b.uses_allowed, b.expires_on,
                coalesce(tm.name || ', ' || ts.name, s.name) AS scope_name,
                (SELECT t3.name || ', ' || s3.name FROM terms t3
                 JOIN academic_sessions s3 ON s3.id = t3.session_id
                 WHERE t3.id = $3) AS asked_term,
                st.id AS student,
                coalesce((
                    SELECT jsonb_agg(jsonb_build_object(
                               'term_id', rc.term_id, 'term_name', t2.name,
                               'session_name', s2.name, 'class_name', c.name)
                           ORDER BY s2.position DESC, t2.position DESC)
                    FROM report_cards rc
                    JOIN terms t2 ON t2.id = rc.term_id
                    JOIN academic_sessions s2 ON s2.id = t2.session_id
                    JOIN classes c ON c.id = rc.class_id
                    WHERE rc.student_id = st.id
                      AND (rc.term_id = b.term_id OR t2.session_id = b.session_id)
                ), '[]'::jsonb) AS published
         FROM result_pins p
         JOIN result_pin_batches b ON b.id = p.batch_id
         LEFT JOIN students st ON lower(st.admission_number) = lower($2)
         {SCOPE_JOINS}
         WHERE p.serial = $1
         FOR UPDATE OF p"
    )
}

/// A published term, as the check's `jsonb_agg` writes it.
#[derive(Debug, serde::Deserialize)]
struct PublishedTerm {
    term_id: Uuid,
    term_name: String,
    session_name: String,
    class_name: String,
}

impl From<PublishedTerm> for CardTerm {
    fn from(t: PublishedTerm) -> Self {
        CardTerm {
            term_id: TermId::from_uuid(t.term_id),
            term_name: t.term_name,
            session_name: t.session_name,
            class_name: t.class_name,
            published: true,
        }
    }
}

/// A refusal or a store failure inside the check's transaction.
enum Halt {
    Db(DieselError),
    Refused(PinError),
}

impl From<DieselError> for Halt {
    fn from(e: DieselError) -> Self {
        Halt::Db(e)
    }
}

#[async_trait::async_trait]
impl PinRepo for PgPinRepo {
    async fn next_numbers(&self, count: u32) -> Result<Vec<i64>, AcademicsError> {
        #[derive(QueryableByName)]
        struct Number {
            #[diesel(sql_type = BigInt)]
            n: i64,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Number> = prepared!(
            "SELECT nextval('result_pin_numbers') AS n FROM generate_series(1, $1)",
            Integer => i32::try_from(count).map_err(internal)?,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows.into_iter().map(|r| r.n).collect())
    }

    async fn create_batch(
        &self,
        batch: NewBatch,
        cards: Vec<NewCard>,
    ) -> Result<(), AcademicsError> {
        let (term, session) = match &batch.scope {
            PinBatchScope::Term(t) => (Some(t.into_uuid()), None),
            PinBatchScope::Session(s) => (None, Some(s.as_str().to_owned())),
        };
        let ids: Vec<Uuid> = cards.iter().map(|_| Uuid::now_v7()).collect();
        let numbers: Vec<i64> = cards.iter().map(|c| c.number).collect();
        let serials: Vec<String> = cards.iter().map(|c| c.serial.clone()).collect();
        let hashes: Vec<Vec<u8>> = cards.into_iter().map(|c| c.pin_hash).collect();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let stored = conn
            .transaction::<_, DieselError, _>(async |conn| {
                diesel::sql_query(
                    "INSERT INTO result_pin_batches (id, prefix, term_id, session_id,
                         uses_allowed, expires_on, created_by, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind::<SqlUuid, _>(batch.id)
                .bind::<Text, _>(&batch.prefix)
                .bind::<Nullable<SqlUuid>, _>(term)
                .bind::<Nullable<Text>, _>(&session)
                .bind::<Integer, _>(i32::try_from(batch.uses_allowed).unwrap_or(i32::MAX))
                .bind::<SqlDate, _>(batch.expires_on)
                .bind::<SqlUuid, _>(batch.created_by.into_uuid())
                .bind::<Timestamptz, _>(batch.created_at)
                .execute(conn)
                .await?;
                diesel::sql_query(
                    "INSERT INTO result_pins (id, batch_id, number, serial, pin_hash)
                     SELECT id, $2, number, serial, pin_hash
                     FROM unnest($1::uuid[], $3::bigint[], $4::text[], $5::bytea[])
                          AS x(id, number, serial, pin_hash)",
                )
                .bind::<Array<SqlUuid>, _>(&ids)
                .bind::<SqlUuid, _>(batch.id)
                .bind::<Array<BigInt>, _>(&numbers)
                .bind::<Array<Text>, _>(&serials)
                .bind::<Array<Bytea>, _>(&hashes)
                .execute(conn)
                .await?;
                Ok(())
            })
            .await;
        match stored {
            Ok(()) => Ok(()),
            Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
                Err(AcademicsError::Conflict(
                    "A serial of this batch is taken already: make the batch again.".to_owned(),
                ))
            }
            Err(DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _)) => Err(
                AcademicsError::field("term_id", "There is no such term or session."),
            ),
            Err(e) => Err(internal(e)),
        }
    }

    async fn batches(&self) -> Result<Vec<PinBatch>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<BatchRow> = prepared!(batches_sql(false))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        rows.into_iter().map(batch_of).collect()
    }

    async fn batch(&self, id: Uuid) -> Result<Option<PinBatch>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<BatchRow> = prepared!(batches_sql(true), SqlUuid => id)
            .load(&mut conn)
            .await
            .map_err(internal)?;
        rows.into_iter().next().map(batch_of).transpose()
    }

    async fn cards(
        &self,
        batch: Uuid,
        filter: CardFilter,
    ) -> Result<Page<PinCard>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = filter.page;
        let rows: Vec<CardRow> =
            cards_sql(batch, search_pattern(filter.search.as_deref()), Some(page))
                .load(&mut conn)
                .await
                .map_err(internal)?;
        let total = rows.iter().map(|r| r.total).next().unwrap_or(0);
        Ok(page_of(
            rows.into_iter().map(card_of).collect(),
            total,
            page,
        ))
    }

    async fn all_cards(&self, batch: Uuid) -> Result<Vec<PinCard>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<CardRow> = cards_sql(batch, None, None)
            .load(&mut conn)
            .await
            .map_err(internal)?;
        Ok(rows.into_iter().map(card_of).collect())
    }

    async fn revoke_batch(&self, id: Uuid, at: OffsetDateTime) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n = diesel::sql_query(
            "UPDATE result_pin_batches SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1",
        )
        .bind::<SqlUuid, _>(id)
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(n > 0)
    }

    async fn revoke_card(
        &self,
        batch: Uuid,
        card: Uuid,
        at: OffsetDateTime,
    ) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n = diesel::sql_query(
            "UPDATE result_pins SET revoked_at = coalesce(revoked_at, $3)
             WHERE batch_id = $1 AND id = $2",
        )
        .bind::<SqlUuid, _>(batch)
        .bind::<SqlUuid, _>(card)
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(n > 0)
    }

    async fn check(
        &self,
        serial: String,
        admission_number: String,
        rules: PinCheckRules,
        at: OffsetDateTime,
    ) -> Result<PinCheckOutcome, PinError> {
        let mut conn = self
            .db
            .conn()
            .await
            .map_err(|e| PinError::Academics(internal(e)))?;
        let done = conn
            .transaction::<_, Halt, _>(async |conn| {
                // Prepared once per connection: on results day, this is most of what the
                // portal does.
                let mut row: Option<CheckRow> = prepared!(
                    check_sql(),
                    Text => serial.clone(),
                    Text => admission_number.clone(),
                    Nullable<SqlUuid> => rules.term.map(TermId::into_uuid),
                )
                .get_result(conn)
                .await
                .optional_row()?;
                let published: Vec<CardTerm> = match &mut row {
                    Some(r) => std::mem::take(&mut r.published.0)
                        .into_iter()
                        .map(CardTerm::from)
                        .collect(),
                    None => Vec::new(),
                };
                let state = CardState {
                    student: row
                        .as_ref()
                        .and_then(|r| r.student.map(StudentId::from_uuid)),
                    card: row.as_ref().map(|r| StoredCard {
                        card_id: r.id,
                        serial: r.serial.clone(),
                        scope_name: r.scope_name.clone(),
                        pin_hash: r.pin_hash.clone(),
                        uses: r.uses.unsigned_abs(),
                        uses_allowed: r.uses_allowed.unsigned_abs(),
                        expires_on: r.expires_on,
                        revoked: r.revoked,
                        bound_to: r.bound_to.map(StudentId::from_uuid),
                    }),
                    published,
                    asked_term: row.as_ref().and_then(|r| r.asked_term.clone()),
                };
                let (student, term) = judge(&state, &rules).map_err(Halt::Refused)?;
                let card = state.card.expect("judged a card");

                #[derive(QueryableByName)]
                struct Used {
                    #[diesel(sql_type = Integer)]
                    uses: i32,
                    #[diesel(sql_type = Jsonb)]
                    card: JsonOf<ReportCard>,
                }
                // The use counted and the card as published, in one round trip.
                let used: Used = prepared!(
                    "WITH used AS (
                         UPDATE result_pins SET student_id = $2, uses = uses + 1, last_used_at = $4
                         WHERE id = $1 RETURNING uses)
                     SELECT used.uses, rc.card FROM used
                     JOIN report_cards rc ON rc.student_id = $2 AND rc.term_id = $3",
                    SqlUuid => card.card_id,
                    SqlUuid => student.into_uuid(),
                    SqlUuid => term.into_uuid(),
                    Timestamptz => at,
                )
                .get_result(conn)
                .await
                .optional_row()?
                // Unpublished between the read and the use: the update is undone with the
                // transaction, and the family told as if they had come a moment later.
                .ok_or_else(|| {
                    Halt::Refused(PinError::NotPublished(
                        state
                            .asked_term
                            .clone()
                            .unwrap_or_else(|| card.scope_name.clone()),
                    ))
                })?;
                Ok(PinCheckOutcome {
                    serial: card.serial,
                    uses_left: card.uses_allowed.saturating_sub(used.uses.unsigned_abs()),
                    expires_on: card.expires_on,
                    terms: state.published,
                    card: used.card.0,
                })
            })
            .await;
        done.map_err(|halt| match halt {
            Halt::Refused(refusal) => refusal,
            Halt::Db(e) => PinError::Academics(internal(e)),
        })
    }
}

/// `get_result`'s "no row" as `None`.
trait OptionalRow<T> {
    fn optional_row(self) -> Result<Option<T>, DieselError>;
}

impl<T> OptionalRow<T> for Result<T, DieselError> {
    fn optional_row(self) -> Result<Option<T>, DieselError> {
        match self {
            Ok(row) => Ok(Some(row)),
            Err(DieselError::NotFound) => Ok(None),
            Err(e) => Err(e),
        }
    }
}
