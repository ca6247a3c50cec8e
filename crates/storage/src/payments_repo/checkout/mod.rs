//! Payments: made pending and read in the caller's scope here; settled once in one transaction
//! (`settlement.rs`).

use async_trait::async_trait;
use diesel::{
    QueryableByName,
    result::{DatabaseErrorKind, Error as DieselError},
    sql_types::{
        Array, BigInt, Bool, Bytea, Integer, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid,
    },
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Page, Role, Scope, UserId};
use payments::{
    PaymentsError,
    checkout::{
        Allocation, EventRecord, Gateway, NewPayment, Payer, Payment, PaymentFilter, PaymentRepo,
        PaymentStatus, Settle, Settled, receipt_label,
    },
    fees::StoredInvoice,
};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{currency, internal, load_invoices};

mod settlement;
use crate::{
    Database,
    sql::{Params, contains_pattern, prepared},
    visibility,
};

/// `payments::checkout::PaymentRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgPaymentRepo {
    db: Database,
}

impl PgPaymentRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// A payment's columns, from `payments p`.
const PAYMENT: &str =
    "p.id, p.reference, p.gateway, p.status, p.amount, p.currency::text AS currency,
    p.payer_id,
    coalesce(nullif(btrim(pu.first_name || ' ' || pu.last_name), ''), pu.username) AS payer_name,
    p.invoice_ids,
    ARRAY(SELECT coalesce(nullif(btrim(su.first_name || ' ' || su.last_name), ''),
                          s.admission_number)
          FROM invoices pi JOIN students s ON s.id = pi.student_id
          JOIN users su ON su.id = s.user_id
          WHERE pi.id = ANY(p.invoice_ids) ORDER BY 1) AS students,
    p.created_at, p.settled_at, p.receipt_number, p.reason,
    p.proof_media_id IS NOT NULL AS has_proof,
    nullif(btrim(du.first_name || ' ' || du.last_name), '') AS decided_by, p.gateway_id";

const PAYMENT_FROM: &str = "payments p JOIN users pu ON pu.id = p.payer_id
    LEFT JOIN users du ON du.id = p.decided_by";

#[derive(QueryableByName)]
struct PaymentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    reference: String,
    #[diesel(sql_type = Text)]
    gateway: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = Text)]
    currency: String,
    #[diesel(sql_type = SqlUuid)]
    payer_id: Uuid,
    #[diesel(sql_type = Text)]
    payer_name: String,
    #[diesel(sql_type = Array<SqlUuid>)]
    invoice_ids: Vec<Uuid>,
    #[diesel(sql_type = Array<Text>)]
    students: Vec<String>,
    #[diesel(sql_type = Timestamptz)]
    created_at: OffsetDateTime,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    settled_at: Option<OffsetDateTime>,
    #[diesel(sql_type = Nullable<BigInt>)]
    receipt_number: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    reason: Option<String>,
    #[diesel(sql_type = Bool)]
    has_proof: bool,
    #[diesel(sql_type = Nullable<Text>)]
    decided_by: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    gateway_id: Option<String>,
}

#[derive(QueryableByName)]
struct CountedRow {
    #[diesel(embed)]
    payment: PaymentRow,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct AllocationRow {
    #[diesel(sql_type = SqlUuid)]
    payment_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    invoice_id: Uuid,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    term_name: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
}

/// Whose payments the caller reads: those they made, and those for invoices in their scope.
/// The invoices in scope are gathered once and compared with each payment's as arrays (which
/// the index `payments_invoices` can serve): an `EXISTS` over each payment's invoices read the
/// whole school's users to find one family's payments (a family's statement 2.7 -> 0.3 ms).
fn payments_seen(scope: Scope) -> String {
    match scope {
        Scope::All => "TRUE".to_owned(),
        _ => format!(
            "(p.payer_id = {viewer} OR p.invoice_ids && ARRAY(SELECT vi.id FROM invoices vi
               WHERE vi.student_id IN ({students})))",
            viewer = visibility::VIEWER,
            students = visibility::student_ids(scope),
        ),
    }
}

fn db_error(e: PaymentsError) -> DieselError {
    DieselError::SerializationError(e.into())
}

/// Payments with their allocations, in the order of `rows`.
async fn with_allocations(
    conn: &mut AsyncPgConnection,
    rows: Vec<PaymentRow>,
) -> Result<Vec<(Payment, Option<String>)>, DieselError> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let allocations: Vec<AllocationRow> = prepared!(
        "SELECT le.payment_id, le.invoice_id,
                coalesce(nullif(btrim(su.first_name || ' ' || su.last_name), ''),
                         s.admission_number) AS student_name,
                tm.name || ', ' || ts.name AS term_name, -le.amount AS amount
         FROM ledger_entries le JOIN invoices i ON i.id = le.invoice_id
         JOIN students s ON s.id = i.student_id JOIN users su ON su.id = s.user_id
         JOIN terms tm ON tm.id = i.term_id JOIN academic_sessions ts ON ts.id = tm.session_id
         WHERE le.payment_id = ANY($1) AND le.kind = 'payment'
         ORDER BY le.id",
        Array<SqlUuid> => ids,
    )
    .load(conn)
    .await?;
    rows.into_iter()
        .map(|r| {
            let status = PaymentStatus::parse(&r.status)
                .ok_or_else(|| internal(anyhow::anyhow!("stored status {:?}", r.status)))?;
            let gateway = Gateway::parse(&r.gateway)
                .ok_or_else(|| internal(anyhow::anyhow!("stored gateway {:?}", r.gateway)))?;
            let payment = Payment {
                allocations: allocations
                    .iter()
                    .filter(|a| a.payment_id == r.id)
                    .map(|a| Allocation {
                        invoice_id: a.invoice_id,
                        student_name: a.student_name.clone(),
                        term_name: a.term_name.clone(),
                        amount: a.amount,
                    })
                    .collect(),
                id: r.id,
                reference: r.reference,
                gateway,
                status,
                amount: r.amount,
                currency: currency(&r.currency)?,
                payer_id: r.payer_id,
                payer_name: r.payer_name,
                invoice_ids: r.invoice_ids,
                students: r.students,
                created_at: r.created_at,
                settled_at: r.settled_at,
                receipt_number: r.receipt_number.map(receipt_label),
                reason: r.reason,
                has_proof: r.has_proof,
                decided_by: r.decided_by,
            };
            Ok((payment, r.gateway_id))
        })
        .collect::<Result<Vec<_>, PaymentsError>>()
        .map_err(db_error)
}

/// The payments `condition` selects (written against [`PAYMENT_FROM`]).
async fn load(
    conn: &mut AsyncPgConnection,
    params: Params,
    condition: &str,
) -> Result<Vec<(Payment, Option<String>)>, DieselError> {
    let rows: Vec<PaymentRow> = params
        .sql(format!(
            "SELECT {PAYMENT} FROM {PAYMENT_FROM} WHERE {condition}
             ORDER BY p.created_at DESC, p.id"
        ))
        .load(conn)
        .await?;
    with_allocations(conn, rows).await
}

async fn one_by_reference(
    conn: &mut AsyncPgConnection,
    reference: &str,
) -> Result<Payment, DieselError> {
    let mut params = Params::new();
    let p = params.bind::<Text, _>(reference.to_owned());
    load(conn, params, &format!("p.reference = {p}"))
        .await?
        .pop()
        .map(|(payment, _)| payment)
        .ok_or(DieselError::NotFound)
}

#[async_trait]
impl PaymentRepo for PgPaymentRepo {
    async fn invoices(
        &self,
        scope: Scope,
        ids: Vec<Uuid>,
    ) -> Result<Vec<StoredInvoice>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let p = params.bind::<Array<SqlUuid>, _>(ids);
        let condition = format!(
            "i.id = ANY({p}) AND {}",
            visibility::students(scope, "i.student_id")
        );
        let mut conn = self.db.conn().await.map_err(internal)?;
        load_invoices(&mut conn, params, &condition, "i.id", false)
            .await
            .map_err(internal)
    }

    async fn payer(&self, user: UserId) -> Result<Option<Payer>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Text)]
            email: String,
            #[diesel(sql_type = Bool)]
            wants_email: bool,
            #[diesel(sql_type = Text)]
            role: String,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            "SELECT coalesce(nullif(btrim(first_name || ' ' || last_name), ''), username) AS name,
                    email,
                    wants_notices(preferences, 'email_notifications') AS wants_email,
                    role
             FROM users WHERE id = $1",
            SqlUuid => user.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .next()
            .map(|r| {
                Ok(Payer {
                    name: r.name,
                    email: Some(r.email).filter(|e| !e.trim().is_empty()),
                    wants_email: r.wants_email,
                    role: r
                        .role
                        .parse::<Role>()
                        .map_err(|_| internal(anyhow::anyhow!("stored role {:?}", r.role)))?,
                })
            })
            .transpose()
    }

    async fn create(&self, payment: NewPayment) -> Result<(), PaymentsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<(), DieselError, _>(async |conn| {
            let media = match &payment.proof {
                Some((kind, bytes)) => {
                    // A purpose the public media route never serves.
                    let media = Uuid::now_v7();
                    let size = i32::try_from(bytes.len())
                        .map_err(|_| DieselError::SerializationError("a proof over 2 GB".into()))?;
                    prepared!(
                        "INSERT INTO media (id, owner_id, purpose, content_type, size, checksum,
                                            content, created_at)
                         VALUES ($1, $2, 'payment_proof', $3, $4, $5, $6, $7)",
                        SqlUuid => media,
                        SqlUuid => payment.payer.into_uuid(),
                        Text => *kind,
                        Integer => size,
                        Text => hex::encode(Sha256::digest(bytes)),
                        Bytea => bytes.clone(),
                        Timestamptz => payment.created_at,
                    )
                    .execute(conn)
                    .await?;
                    Some(media)
                }
                None => None,
            };
            prepared!(
                "INSERT INTO payments (id, reference, gateway, payer_id, amount, currency,
                                       invoice_ids, proof_media_id, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                SqlUuid => payment.id,
                Text => payment.reference.clone(),
                Text => payment.gateway.as_str(),
                SqlUuid => payment.payer.into_uuid(),
                BigInt => payment.amount,
                Text => payment.currency.as_str().to_owned(),
                Array<SqlUuid> => payment.invoice_ids.clone(),
                Nullable<SqlUuid> => media,
                Timestamptz => payment.created_at,
            )
            .execute(conn)
            .await?;
            Ok(())
        })
        .await
        .map_err(|e| match e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                PaymentsError::Conflict("This payment reference is taken: try again.".into())
            }
            e => internal(e),
        })
    }

    async fn started(&self, id: Uuid, gateway_id: String) -> Result<(), PaymentsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        prepared!(
            "UPDATE payments SET gateway_id = $2 WHERE id = $1",
            SqlUuid => id,
            Text => gateway_id,
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(())
    }

    async fn get(&self, scope: Scope, id: Uuid) -> Result<Option<Payment>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let p = params.bind::<SqlUuid, _>(id);
        let condition = format!("p.id = {p} AND {}", payments_seen(scope));
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(load(&mut conn, params, &condition)
            .await
            .map_err(internal)?
            .pop()
            .map(|(payment, _)| payment))
    }

    async fn by_reference(
        &self,
        scope: Scope,
        reference: String,
    ) -> Result<Option<(Payment, Option<String>)>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let p = params.bind::<Text, _>(reference);
        let condition = format!("p.reference = {p} AND {}", payments_seen(scope));
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(load(&mut conn, params, &condition)
            .await
            .map_err(internal)?
            .pop())
    }

    async fn list(
        &self,
        scope: Scope,
        filter: PaymentFilter,
    ) -> Result<Page<Payment>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let mut conditions = vec![payments_seen(scope)];
        if let Some(status) = filter.status {
            let p = params.bind::<Text, _>(status.as_str());
            conditions.push(format!("p.status = {p}"));
        }
        if let Some(gateway) = filter.gateway {
            let p = params.bind::<Text, _>(gateway.as_str());
            conditions.push(format!("p.gateway = {p}"));
        }
        if let Some(search) = filter
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            let p = params.bind::<Text, _>(contains_pattern(search));
            conditions.push(format!(
                "(p.reference ILIKE {p} OR 'R-' || lpad(p.receipt_number::text, 6, '0') ILIKE {p}
                  OR pu.first_name || ' ' || pu.last_name ILIKE {p}
                  OR EXISTS (SELECT 1 FROM invoices si JOIN students ss ON ss.id = si.student_id
                             JOIN users ssu ON ssu.id = ss.user_id
                             WHERE si.id = ANY(p.invoice_ids)
                               AND (ssu.first_name || ' ' || ssu.last_name ILIKE {p}
                                    OR ss.admission_number ILIKE {p})))"
            ));
        }
        let paging = params.page(filter.page);
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<CountedRow> = params
            .sql(format!(
                "SELECT {PAYMENT}, count(*) OVER () AS total FROM {PAYMENT_FROM}
                 WHERE {}
                 ORDER BY p.created_at DESC, p.id {paging}",
                conditions.join(" AND ")
            ))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        let total = rows.as_slice().first().map_or(0, |r| r.total);
        let results = with_allocations(&mut conn, rows.into_iter().map(|r| r.payment).collect())
            .await
            .map_err(internal)?
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        Ok(Page {
            count: u64::try_from(total).unwrap_or(0),
            results,
            request: filter.page,
        })
    }

    async fn pending_card(
        &self,
        from: OffsetDateTime,
        to: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<(Payment, Option<String>)>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Claimed {
            #[diesel(sql_type = SqlUuid)]
            id: Uuid,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        // The card payments of the window asked about least recently, marked asked: one the
        // gateway still calls pending waits behind the others next round (migration 000037).
        // Another server's round at the same moment skips those this one claimed.
        let claimed: Vec<Claimed> = prepared!(
            "UPDATE payments SET rechecked_at = now()
             WHERE id IN (SELECT id FROM payments
                          WHERE status = 'pending' AND gateway <> 'bank_transfer'
                            AND created_at BETWEEN $1 AND $2
                          ORDER BY rechecked_at NULLS FIRST, created_at
                          LIMIT $3
                          FOR UPDATE SKIP LOCKED)
             RETURNING id",
            Timestamptz => from,
            Timestamptz => to,
            BigInt => i64::from(limit),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        if claimed.is_empty() {
            return Ok(Vec::new());
        }
        let mut params = Params::new();
        let ids =
            params.bind::<Array<SqlUuid>, _>(claimed.into_iter().map(|c| c.id).collect::<Vec<_>>());
        load(&mut conn, params, &format!("p.id = ANY({ids})"))
            .await
            .map_err(internal)
    }

    async fn settle(&self, settle: Settle) -> Result<Settled, PaymentsError> {
        settlement::settle(&self.db, settle).await
    }

    async fn record_event(&self, event: EventRecord) -> Result<bool, PaymentsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = prepared!(
            "INSERT INTO payment_events (gateway, key, name, reference, payload, outcome)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (gateway, key) DO NOTHING",
            Text => event.gateway.as_str(),
            Text => event.key,
            Text => event.name,
            Nullable<Text> => event.reference.clone(),
            Jsonb => event.payload,
            Text => if event.reference.is_some() { "unknown reference" } else { "not a payment" },
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn proof(&self, id: Uuid) -> Result<Option<(Vec<u8>, String)>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Bytea)]
            content: Vec<u8>,
            #[diesel(sql_type = Text)]
            content_type: String,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            "SELECT m.content, m.content_type FROM payments p
             JOIN media m ON m.id = p.proof_media_id WHERE p.id = $1",
            SqlUuid => id,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows.into_iter().next().map(|r| (r.content, r.content_type)))
    }
}
