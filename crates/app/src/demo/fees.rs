//! The demo school's fees (issue 20): fee categories (tuition by class level, a levy, first
//! term's books, an optional school bus), the sibling discount and bank transfers on, this
//! term's invoices for every class, some paid in full, some in part, and one bank transfer of
//! the demo parent's waiting for the demo admin on `/admin/payments`. Payments go through the
//! same services a family and an admin use, so the ledger and the receipts are the portal's.

use anyhow::Context;
use auth::AuthService;
use kernel::{Permissions, Role, Viewer};
use payments::{
    checkout::{Payments, Proof},
    fees::{Fees, InvoiceFilter},
};
use settings::{Scope, SettingsService};
use storage::Database;

/// A 1x1 PNG: the demo transfer's proof.
const PROOF: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
    0x42, 0x60, 0x82,
];

/// What the demo fees hold.
#[derive(Debug, Clone, Copy)]
pub struct FeesSeeded {
    pub invoices: u32,
    pub paid: u32,
    pub part_paid: u32,
}

/// Raises this term's invoices when the school has none, and records payments against some;
/// `None` when invoices exist already.
pub async fn seed_fees(
    settings: &SettingsService,
    fees: &Fees,
    payments: &Payments,
    auth: &AuthService,
    db: &Database,
    current_term: kernel::TermId,
    term_start: time::Date,
) -> anyhow::Result<Option<FeesSeeded>> {
    let admin = auth
        .user_by_login("demo.admin")
        .await?
        .context("demo.admin is missing: seed the accounts first")?;
    let admin = Viewer::superuser(admin.id);
    if fees.list(&admin, InvoiceFilter::default()).await?.count > 0 {
        return Ok(None);
    }
    let current = settings.school_settings().await?;
    if current.fee_structure.categories.is_empty() {
        settings
            .update(
                serde_json::json!({
                    "fee_structure": {"categories": [
                        {"id": "tuition", "name": "Tuition", "amount": 8_500_000, "mandatory": true,
                         "levelAmounts": {"ss-1": 9_500_000, "ss-2": 9_500_000, "ss-3": 9_500_000}},
                        {"id": "development-levy", "name": "Development levy", "amount": 1_500_000,
                         "mandatory": true},
                        {"id": "books", "name": "Books and stationery", "amount": 2_000_000,
                         "mandatory": true, "terms": [1]},
                        {"id": "school-bus", "name": "School bus", "amount": 3_000_000,
                         "mandatory": false}
                    ]},
                    "discount_rules": {"siblingDiscount": {"enabled": true, "secondChild": 10,
                                                           "thirdChild": 15}},
                    "payment_gateways": {"bankTransfer": {"enabled": true,
                        "bankName": "First Bank of Nigeria", "accountNumber": "2034567891",
                        "accountName": "Greenfield Academy"}}
                }),
                None,
                Scope::All,
            )
            .await?;
    }
    let day = |weeks: i64| term_start + time::Duration::weeks(weeks);
    let made = fees
        .generate(
            &admin,
            payments::fees::GenerateInvoices {
                term_id: current_term,
                class_id: None,
                level_id: None,
                due_dates: vec![day(1), day(5), day(9)],
            },
        )
        .await?;

    // Families pay: every third family in full, every third in part (by bank transfer, each
    // confirmed by the admin); the demo parent's transfer waits for the admin.
    let parent = auth
        .user_by_login("demo.parent")
        .await?
        .context("demo.parent is missing: seed the accounts first")?;
    let families = payers(db).await?;
    let (mut paid, mut part_paid) = (0, 0);
    for (n, (payer, invoice, balance)) in families.iter().enumerate() {
        if *payer == parent.id.into_uuid() {
            continue;
        }
        let amount = match n % 3 {
            0 => *balance,
            1 => balance / 2,
            _ => continue,
        };
        let viewer = Viewer::new(
            kernel::UserId::from_uuid(*payer),
            Role::Parent,
            Permissions::default(),
        );
        let sent = payments
            .bank_transfer(
                &viewer,
                vec![*invoice],
                Some(amount),
                Proof {
                    name: "transfer.png".into(),
                    bytes: PROOF.to_vec(),
                },
            )
            .await?;
        payments.confirm(&admin, sent.id).await?;
        if amount == *balance {
            paid += 1;
        } else {
            part_paid += 1;
        }
        if paid + part_paid >= 120 {
            break;
        }
    }
    let parent_viewer = Viewer::new(parent.id, Role::Parent, Permissions::default());
    let statement = payments.statement(&parent_viewer).await?;
    if let Some(first) = statement.invoices.first() {
        payments
            .bank_transfer(
                &parent_viewer,
                vec![first.id],
                Some(first.due_now.max(first.instalments[0].amount)),
                Proof {
                    name: "transfer.png".into(),
                    bytes: PROOF.to_vec(),
                },
            )
            .await?;
    }
    Ok(Some(FeesSeeded {
        invoices: made.created,
        paid,
        part_paid,
    }))
}

/// One invoice of each paying parent: (parent's account, invoice, balance).
async fn payers(db: &Database) -> anyhow::Result<Vec<(uuid::Uuid, uuid::Uuid, i64)>> {
    storage::payments_repo::first_invoice_of_each_parent(db)
        .await
        .context("could not read the demo families' invoices")
}
