//! Fees and payments on PostgreSQL (`payments::fees::InvoiceRepo`,
//! `payments::checkout::PaymentRepo`, decisions/024): invoices whose balance is the sum of their
//! ledger entries, payments settled in one transaction under the payment's row lock, webhook
//! deliveries kept under their unique key, and receipt numbers from one counter row. The
//! invoices' reads and writes are in `invoices`, the payments' in `checkout`, the rows they
//! share here.

mod checkout;
mod invoices;

use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Date as SqlDate, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Currency, TermId};
use payments::{
    PaymentsError,
    fees::{Entry, EntryKind, Plan, StoredInvoice},
};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

pub use checkout::PgPaymentRepo;
pub use invoices::PgInvoiceRepo;

use crate::sql::{Params, prepared};

fn internal(e: impl Into<anyhow::Error>) -> PaymentsError {
    PaymentsError::Internal(e.into())
}

/// A student's name as the invoices show it and are ordered by: their first and last name, else
/// their username. The index `users_display_name` (migration 2026-11-29-000032) is on exactly
/// this expression, so that a page of invoices in this order walks the index instead of sorting
/// every invoice of the term; a change here is a change there.
macro_rules! student_name {
    () => {
        "coalesce(nullif(btrim(su.first_name || ' ' || su.last_name), ''), su.username)"
    };
}
const STUDENT_NAME: &str = student_name!();

/// An invoice's columns, from `invoices i`. The class is found by its key from the enrolment's
/// (a join of the two inside the subquery was planned as a scan of every class, per invoice).
const INVOICE: &str = concat!(
    "i.id, i.student_id, ",
    student_name!(),
    " AS student_name,
    s.admission_number,
    (SELECT c.name FROM classes c
      WHERE c.id = (SELECT e.class_id FROM enrolments e
                    WHERE e.student_id = i.student_id AND e.session_id = tm.session_id))
      AS class_name,
    i.term_id, tm.name || ', ' || ts.name AS term_name, i.currency::text AS currency, i.plan,
    i.due_dates, i.created_at"
);

/// The joins [`INVOICE`] reads from.
const INVOICE_FROM: &str = "invoices i JOIN students s ON s.id = i.student_id
    JOIN users su ON su.id = s.user_id
    JOIN terms tm ON tm.id = i.term_id JOIN academic_sessions ts ON ts.id = tm.session_id";

#[derive(QueryableByName)]
struct InvoiceRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    student_id: Uuid,
    #[diesel(sql_type = Text)]
    student_name: String,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<Text>)]
    class_name: Option<String>,
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = Text)]
    term_name: String,
    #[diesel(sql_type = Text)]
    currency: String,
    #[diesel(sql_type = Text)]
    plan: String,
    #[diesel(sql_type = Array<SqlDate>)]
    due_dates: Vec<Date>,
    #[diesel(sql_type = Timestamptz)]
    created_at: OffsetDateTime,
}

#[derive(QueryableByName)]
struct EntryRow {
    #[diesel(sql_type = SqlUuid)]
    invoice_id: Uuid,
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Nullable<Text>)]
    category_id: Option<String>,
    #[diesel(sql_type = Text)]
    description: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    payment_id: Option<Uuid>,
    #[diesel(sql_type = Timestamptz)]
    created_at: OffsetDateTime,
}

fn currency(code: &str) -> Result<Currency, PaymentsError> {
    Currency::parse(code).map_err(|_| internal(anyhow::anyhow!("stored currency {code:?}")))
}

fn plan(value: &str) -> Result<Plan, PaymentsError> {
    Plan::parse(value).ok_or_else(|| internal(anyhow::anyhow!("stored plan {value:?}")))
}

/// Invoices with their entries, in the order of `rows`.
fn invoices_of(
    rows: Vec<InvoiceRow>,
    entries: Vec<EntryRow>,
) -> Result<Vec<StoredInvoice>, PaymentsError> {
    let mut out: Vec<StoredInvoice> = rows
        .into_iter()
        .map(|r| {
            Ok(StoredInvoice {
                id: r.id,
                student_id: r.student_id,
                student_name: r.student_name,
                admission_number: r.admission_number,
                class_name: r.class_name,
                term_id: TermId::from_uuid(r.term_id),
                term_name: r.term_name,
                currency: currency(&r.currency)?,
                plan: plan(&r.plan)?,
                due_dates: r.due_dates,
                entries: Vec::new(),
                created_at: r.created_at,
            })
        })
        .collect::<Result<_, PaymentsError>>()?;
    for e in entries {
        let kind = EntryKind::parse(&e.kind)
            .ok_or_else(|| internal(anyhow::anyhow!("stored entry kind {:?}", e.kind)))?;
        if let Some(invoice) = out.iter_mut().find(|i| i.id == e.invoice_id) {
            invoice.entries.push(Entry {
                id: e.id,
                kind,
                category_id: e.category_id,
                description: e.description,
                amount: e.amount,
                payment_id: e.payment_id,
                created_at: e.created_at,
            });
        }
    }
    Ok(out)
}

/// The invoices `params` and `condition` select (the condition written against [`INVOICE_FROM`]'s
/// aliases), with their entries, ordered by `order`.
async fn load_invoices(
    conn: &mut AsyncPgConnection,
    params: Params,
    condition: &str,
    order: &str,
    lock: bool,
) -> Result<Vec<StoredInvoice>, diesel::result::Error> {
    let rows: Vec<InvoiceRow> = params
        .sql(format!(
            "SELECT {INVOICE} FROM {INVOICE_FROM} WHERE {condition} ORDER BY {order}{}",
            if lock { " FOR UPDATE OF i" } else { "" }
        ))
        .load(conn)
        .await?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let entries: Vec<EntryRow> = prepared!(
        "SELECT invoice_id, id, kind, category_id, description, amount, payment_id, created_at
         FROM ledger_entries WHERE invoice_id = ANY($1) ORDER BY id",
        Array<SqlUuid> => ids,
    )
    .load(conn)
    .await?;
    invoices_of(rows, entries).map_err(|e| diesel::result::Error::SerializationError(e.into()))
}

/// One invoice of each parent whose child has one, oldest first, with its balance: (the
/// parent's account, the invoice, its balance). For the demo school's payments.
pub async fn first_invoice_of_each_parent(
    db: &crate::Database,
) -> anyhow::Result<Vec<(Uuid, Uuid, i64)>> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = SqlUuid)]
        payer: Uuid,
        #[diesel(sql_type = SqlUuid)]
        invoice: Uuid,
        #[diesel(sql_type = BigInt)]
        balance: i64,
    }
    let mut conn = db.conn().await?;
    let rows: Vec<Row> = prepared!(
        "SELECT DISTINCT ON (p.user_id) p.user_id AS payer, i.id AS invoice,
                coalesce((SELECT sum(le.amount) FROM ledger_entries le
                          WHERE le.invoice_id = i.id), 0)::bigint AS balance
         FROM invoices i JOIN student_parents sp ON sp.student_id = i.student_id
         JOIN parents p ON p.id = sp.parent_id
         ORDER BY p.user_id, i.created_at, i.id"
    )
    .load(&mut conn)
    .await?;
    Ok(rows
        .into_iter()
        .filter(|r| r.balance > 0)
        .map(|r| (r.payer, r.invoice, r.balance))
        .collect())
}

#[cfg(test)]
mod tests {
    /// The index a page of invoices walks is on the very expression the page is ordered by.
    /// PostgreSQL compares the parsed expressions (another function, literal or cast would be
    /// another expression, and the page would sort every invoice again); the test compares the
    /// text, which is stricter.
    #[test]
    fn the_names_index_is_on_the_invoices_order() {
        let migration =
            include_str!("../../../../migrations/2026-11-29-000032_invoices_by_name/up.sql");
        let indexed = format!("ON users (({}))", super::STUDENT_NAME.replace("su.", ""));
        assert!(migration.contains(&indexed), "{indexed}");
    }
}
