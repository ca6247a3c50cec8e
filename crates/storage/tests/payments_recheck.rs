//! The re-check of card payments whose webhook never came, on a real database: it takes the
//! window's pending card payments only, and in turns.

use std::collections::HashSet;

use payments::checkout::PaymentRepo;
use storage::{Database, DatabaseOptions, PgPaymentRepo};
use test_support::TestDatabase;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

/// A payment of `gateway` and `status`, started `age` ago; answers its id.
async fn a_payment(
    db: &TestDatabase,
    payer: Uuid,
    gateway: &str,
    status: &str,
    age: Duration,
) -> Uuid {
    let id = Uuid::now_v7();
    // The one successful payment has the first receipt.
    let receipt = if status == "successful" { "1" } else { "NULL" };
    db.client()
        .await
        .batch_execute(&format!(
            "INSERT INTO payments (id, reference, gateway, status, payer_id, amount, currency,
                                   invoice_ids, receipt_number, created_at)
             VALUES ('{id}', 'REF-{id}', '{gateway}', '{status}', '{payer}', 100000, 'NGN',
                     ARRAY['{invoice}'::uuid], {receipt}, now() - interval '{secs} seconds')",
            invoice = Uuid::now_v7(),
            secs = age.whole_seconds(),
        ))
        .await
        .expect("a payment");
    id
}

#[tokio::test]
async fn the_recheck_takes_the_window_s_card_payments_in_turns() {
    let db = TestDatabase::new().await;
    let payer = Uuid::now_v7();
    db.client()
        .await
        .batch_execute(&format!(
            "INSERT INTO users (id, username, role, password_hash, created_at) \
             VALUES ('{payer}', 'ngozi', 'parent', 'x', now())"
        ))
        .await
        .expect("a payer");
    // Older pending payments that are not the re-check's: transfers waiting for the admin, and
    // card payments from before the window. They once took every place in the batch.
    for _ in 0..3 {
        a_payment(&db, payer, "bank_transfer", "pending", Duration::days(3)).await;
        a_payment(&db, payer, "paystack", "pending", Duration::days(5)).await;
    }
    let settled = a_payment(&db, payer, "paystack", "successful", Duration::hours(4)).await;
    let first = a_payment(&db, payer, "paystack", "pending", Duration::hours(3)).await;
    let second = a_payment(&db, payer, "flutterwave", "pending", Duration::hours(2)).await;
    let third = a_payment(&db, payer, "stripe", "pending", Duration::hours(1)).await;
    let too_new = a_payment(&db, payer, "paystack", "pending", Duration::minutes(2)).await;
    let repo = PgPaymentRepo::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap());
    let now = OffsetDateTime::now_utc();
    let round = async || -> HashSet<Uuid> {
        repo.pending_card(now - Duration::hours(48), now - Duration::minutes(10), 2)
            .await
            .unwrap()
            .into_iter()
            .map(|(p, _)| p.id)
            .collect()
    };

    assert_eq!(
        round().await,
        HashSet::from([first, second]),
        "the oldest first"
    );
    // Still pending at the gateway: the one not yet asked about comes first next time.
    assert_eq!(round().await, HashSet::from([third, first]));
    // Then the one asked about longest ago, and of the two asked last round, the older.
    assert_eq!(round().await, HashSet::from([second, first]));
    let all = round().await;
    assert!(
        !all.contains(&settled) && !all.contains(&too_new),
        "{all:?}"
    );
}
