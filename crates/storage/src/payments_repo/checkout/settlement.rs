//! Settling a payment once: under the payment's lock, its allocation to the invoices, their
//! ledger entries, the receipt's number and notices, or its closing as failed, in one
//! transaction.

use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Jsonb, Nullable, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::UserId;
use payments::{
    PaymentsError,
    checkout::{
        EventRecord, Gateway, Payment, PaymentStatus, Settle, Settled, Verdict, owed,
        receipt_notices,
    },
    fees::{StoredInvoice, rules::allocate},
};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{db_error, internal, load_invoices, one_by_reference};
use crate::{
    Database, enqueue_in,
    sql::{Params, prepared},
};

/// Sets the outcome of a recorded webhook delivery.
async fn event_outcome(
    conn: &mut AsyncPgConnection,
    event: &Option<EventRecord>,
    outcome: &str,
) -> Result<(), DieselError> {
    if let Some(e) = event {
        prepared!(
            "UPDATE payment_events SET outcome = $3 WHERE gateway = $1 AND key = $2",
            Text => e.gateway.as_str(),
            Text => e.key.clone(),
            Text => outcome.to_owned(),
        )
        .execute(conn)
        .await?;
    }
    Ok(())
}

async fn close(
    conn: &mut AsyncPgConnection,
    id: Uuid,
    status: PaymentStatus,
    reason: &str,
    by: Option<UserId>,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    prepared!(
        "UPDATE payments SET status = $2, reason = $3, decided_by = $4, settled_at = $5
         WHERE id = $1",
        SqlUuid => id,
        Text => status.as_str(),
        Text => reason.to_owned(),
        Nullable<SqlUuid> => by.map(UserId::into_uuid),
        Timestamptz => at,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Credits a locked pending payment: allocated what falls due first first, one entry per
/// invoice, the next receipt number, and the receipt's notices.
async fn credit(
    conn: &mut AsyncPgConnection,
    settle: &Settle,
    id: Uuid,
    amount: i64,
    invoice_ids: &[Uuid],
    gateway: Gateway,
    by: Option<UserId>,
) -> Result<Payment, DieselError> {
    let mut params = Params::new();
    let p = params.bind::<Array<SqlUuid>, _>(invoice_ids.to_vec());
    let invoices: Vec<StoredInvoice> =
        load_invoices(conn, params, &format!("i.id = ANY({p})"), "i.id", true).await?;
    // In the payment's order of its invoices (the checkout sorts their ids, made in time order,
    // so the order they were raised): the first takes any surplus as a credit (decisions/024).
    let ordered: Vec<&StoredInvoice> = invoice_ids
        .iter()
        .filter_map(|id| invoices.iter().find(|i| i.id == *id))
        .collect();
    let due: Vec<_> = ordered.iter().flat_map(|i| owed(i)).collect();
    let first = ordered
        .as_slice()
        .first()
        .map(|i| i.id)
        .ok_or(DieselError::NotFound)?;
    let lines = allocate(amount, &due, first);
    let description = format!("Payment {} ({})", settle.reference, gateway.name());
    prepared!(
        "INSERT INTO ledger_entries (invoice_id, kind, description, amount, payment_id,
                                     created_by, created_at)
         SELECT line.invoice_id, 'payment', $2, -line.amount, $3, $4, $5
         FROM unnest($1::uuid[], $6::bigint[]) AS line(invoice_id, amount)",
        Array<SqlUuid> => lines.iter().map(|(i, _)| *i).collect::<Vec<_>>(),
        Text => description,
        SqlUuid => id,
        Nullable<SqlUuid> => by.map(UserId::into_uuid),
        Timestamptz => settle.at,
        Array<BigInt> => lines.iter().map(|(_, a)| *a).collect::<Vec<_>>(),
    )
    .execute(conn)
    .await?;
    #[derive(QueryableByName)]
    struct Number {
        #[diesel(sql_type = BigInt)]
        last: i64,
    }
    // The counter's row lock orders receipts; a rollback gives the number back.
    let number: Number = prepared!("UPDATE receipt_counter SET last = last + 1 RETURNING last")
        .get_result(conn)
        .await?;
    prepared!(
        "UPDATE payments SET status = 'successful', receipt_number = $2, settled_at = $3,
                             decided_by = $4, reason = NULL
         WHERE id = $1",
        SqlUuid => id,
        BigInt => number.last,
        Timestamptz => settle.at,
        Nullable<SqlUuid> => by.map(UserId::into_uuid),
    )
    .execute(conn)
    .await?;
    let payment = one_by_reference(conn, &settle.reference).await?;
    if let Some(to) = &settle.recipient {
        let notices = receipt_notices(&payment, to, &settle.school_name, &settle.link, settle.at);
        enqueue_in(conn, &notices).await?;
    }
    Ok(payment)
}

pub(super) async fn settle(db: &Database, settle: Settle) -> Result<Settled, PaymentsError> {
    #[derive(QueryableByName)]
    struct Locked {
        #[diesel(sql_type = SqlUuid)]
        id: Uuid,
        #[diesel(sql_type = Text)]
        status: String,
        #[diesel(sql_type = BigInt)]
        amount: i64,
        #[diesel(sql_type = Text)]
        currency: String,
        #[diesel(sql_type = Text)]
        gateway: String,
        #[diesel(sql_type = Array<SqlUuid>)]
        invoice_ids: Vec<Uuid>,
    }
    #[derive(QueryableByName)]
    struct Recorded {
        #[diesel(sql_type = Text)]
        #[allow(dead_code)]
        key: String,
    }
    let mut conn = db.conn().await.map_err(internal)?;
    conn.transaction::<Settled, DieselError, _>(async |conn| {
        if let Some(e) = &settle.event {
            // The delivery's unique key: a second delivery waits for the first to commit,
            // then finds it and changes nothing.
            let recorded: Vec<Recorded> = prepared!(
                "INSERT INTO payment_events (gateway, key, name, reference, payload, outcome)
                 VALUES ($1, $2, $3, $4, $5, 'received')
                 ON CONFLICT (gateway, key) DO NOTHING RETURNING key",
                Text => e.gateway.as_str(),
                Text => e.key.clone(),
                Text => e.name.clone(),
                Nullable<Text> => e.reference.clone(),
                Jsonb => e.payload.clone(),
            )
            .load(conn)
            .await?;
            if recorded.is_empty() {
                return Ok(Settled::Duplicate);
            }
        }
        let locked: Vec<Locked> = prepared!(
            "SELECT id, status, amount, currency::text AS currency, gateway, invoice_ids
             FROM payments WHERE reference = $1 FOR UPDATE",
            Text => settle.reference.clone(),
        )
        .load(conn)
        .await?;
        let Some(locked) = locked.into_iter().next() else {
            event_outcome(conn, &settle.event, "unknown reference").await?;
            return Ok(Settled::Unknown);
        };
        let gateway = Gateway::parse(&locked.gateway)
            .ok_or_else(|| db_error(internal(anyhow::anyhow!("stored gateway"))))?;
        // A card payment closed as failed that the gateway, asked, now reports paid in full and
        // in the currency asked, is credited: the money has arrived. Paystack calls a checkout
        // not yet paid "abandoned", and a payer may still finish it (a slow bank transfer or
        // USSD payment) after the return or the re-check closed it. A webhook's body alone never
        // reopens one (`Settle::asked_gateway`).
        let paid_late = locked.status == PaymentStatus::Failed.as_str()
            && settle.asked_gateway
            && gateway.is_card()
            && matches!(&settle.verdict, Verdict::Paid { amount, currency }
                if *amount == locked.amount && *currency == locked.currency);
        if locked.status != PaymentStatus::Pending.as_str() && !paid_late {
            event_outcome(conn, &settle.event, "already settled").await?;
            return Ok(Settled::Already(
                one_by_reference(conn, &settle.reference).await?,
            ));
        }
        match &settle.verdict {
            Verdict::Failed => {
                close(
                    conn,
                    locked.id,
                    PaymentStatus::Failed,
                    "The gateway says the payment failed or was abandoned. Nothing was \
                     credited: try again, or choose another way to pay.",
                    None,
                    settle.at,
                )
                .await?;
                event_outcome(conn, &settle.event, "failed").await?;
                Ok(Settled::Closed(
                    one_by_reference(conn, &settle.reference).await?,
                ))
            }
            Verdict::Rejected { by, reason } => {
                close(
                    conn,
                    locked.id,
                    PaymentStatus::Rejected,
                    reason,
                    Some(*by),
                    settle.at,
                )
                .await?;
                Ok(Settled::Closed(
                    one_by_reference(conn, &settle.reference).await?,
                ))
            }
            Verdict::Paid { amount, currency }
                if *amount != locked.amount || *currency != locked.currency =>
            {
                let asked_in = super::currency(&locked.currency).map_err(db_error)?;
                let reported = kernel::Currency::parse(currency)
                    .map(|c| kernel::Money::new(*amount, c).to_string())
                    .unwrap_or_else(|_| format!("{amount} in {currency}"));
                let reason = format!(
                    "The gateway reported {reported}, not the {} asked. Nothing was \
                     credited: the school will compare it with the gateway's records.",
                    kernel::Money::new(locked.amount, asked_in)
                );
                close(
                    conn,
                    locked.id,
                    PaymentStatus::Failed,
                    &reason,
                    None,
                    settle.at,
                )
                .await?;
                event_outcome(conn, &settle.event, "amount or currency differs").await?;
                Ok(Settled::Closed(
                    one_by_reference(conn, &settle.reference).await?,
                ))
            }
            Verdict::Paid { .. } | Verdict::Confirmed { .. } => {
                let by = match &settle.verdict {
                    Verdict::Confirmed { by } => Some(*by),
                    _ => None,
                };
                let payment = credit(
                    conn,
                    &settle,
                    locked.id,
                    locked.amount,
                    &locked.invoice_ids,
                    gateway,
                    by,
                )
                .await?;
                event_outcome(conn, &settle.event, "credited").await?;
                Ok(Settled::Credited(payment))
            }
        }
    })
    .await
    .map_err(internal)
}
