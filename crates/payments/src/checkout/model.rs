//! Payments, the gateways' settings, and what a family's statement shows.

use std::collections::BTreeSet;

use kernel::{Currency, PageRequest, Role, UserId};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

use crate::fees::Invoice;

/// How a payment is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Gateway {
    Paystack,
    Flutterwave,
    Stripe,
    BankTransfer,
}

impl Gateway {
    pub const ALL: [Gateway; 4] = [
        Gateway::Paystack,
        Gateway::Flutterwave,
        Gateway::Stripe,
        Gateway::BankTransfer,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Gateway::Paystack => "paystack",
            Gateway::Flutterwave => "flutterwave",
            Gateway::Stripe => "stripe",
            Gateway::BankTransfer => "bank_transfer",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.as_str() == value)
    }

    pub fn name(self) -> &'static str {
        match self {
            Gateway::Paystack => "Paystack",
            Gateway::Flutterwave => "Flutterwave",
            Gateway::Stripe => "Stripe",
            Gateway::BankTransfer => "Bank transfer",
        }
    }

    pub fn is_card(self) -> bool {
        self != Gateway::BankTransfer
    }
}

/// Where a payment stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PaymentStatus {
    /// Started, or a bank transfer waiting for an admin.
    Pending,
    /// Received and allocated to the invoices, with a receipt.
    Successful,
    /// The gateway says it failed, or what it reported did not match what was asked.
    Failed,
    /// A bank transfer an admin did not confirm.
    Rejected,
}

impl PaymentStatus {
    pub const ALL: [PaymentStatus; 4] = [
        PaymentStatus::Pending,
        PaymentStatus::Successful,
        PaymentStatus::Failed,
        PaymentStatus::Rejected,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "pending",
            PaymentStatus::Successful => "successful",
            PaymentStatus::Failed => "failed",
            PaymentStatus::Rejected => "rejected",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }
}

/// A card gateway's settings, its secrets opened.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct GatewaySecrets {
    pub enabled: bool,
    /// The secret key its API calls are made with (Paystack also signs webhooks with it).
    pub secret_key: Option<String>,
    /// Flutterwave's secret hash, Stripe's `whsec_` webhook secret.
    pub webhook_secret: Option<String>,
}

impl std::fmt::Debug for GatewaySecrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GatewaySecrets")
            .field("enabled", &self.enabled)
            .field("secret_key", &self.secret_key.as_ref().map(|_| "…"))
            .field("webhook_secret", &self.webhook_secret.as_ref().map(|_| "…"))
            .finish()
    }
}

/// The school's bank account, shown to a family paying by transfer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct BankDetails {
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
}

/// What the settings say about taking payments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentConfig {
    pub currency: Currency,
    pub school_name: String,
    pub paystack: GatewaySecrets,
    pub flutterwave: GatewaySecrets,
    pub stripe: GatewaySecrets,
    /// When bank transfers are on.
    pub bank: Option<BankDetails>,
    /// userRolePaymentAccess: the gateways each paying role may use.
    pub parents: BTreeSet<Gateway>,
    pub students: BTreeSet<Gateway>,
    pub teachers: BTreeSet<Gateway>,
    /// Whether the school sends e-mail (receipts go by e-mail too).
    pub email_receipts: bool,
}

impl PaymentConfig {
    pub fn secrets(&self, gateway: Gateway) -> Option<&GatewaySecrets> {
        match gateway {
            Gateway::Paystack => Some(&self.paystack),
            Gateway::Flutterwave => Some(&self.flutterwave),
            Gateway::Stripe => Some(&self.stripe),
            Gateway::BankTransfer => None,
        }
    }

    /// Whether the gateway is on and can take a payment (a card gateway needs its secret key).
    pub fn ready(&self, gateway: Gateway) -> bool {
        match self.secrets(gateway) {
            Some(s) => s.enabled && s.secret_key.is_some(),
            None => self.bank.is_some(),
        }
    }

    /// The gateways `role` may pay with, in the order they are offered.
    pub fn offered(&self, role: Role) -> Vec<Gateway> {
        let allowed = match role {
            Role::Parent => &self.parents,
            Role::Student => &self.students,
            Role::Teacher => &self.teachers,
            Role::Admin => return Vec::new(),
        };
        Gateway::ALL
            .into_iter()
            .filter(|g| allowed.contains(g) && self.ready(*g))
            .collect()
    }
}

/// A family's request to pay: some or all of their open invoices, through one gateway.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct CheckoutInput {
    pub invoice_ids: Vec<Uuid>,
    pub gateway: Gateway,
    /// Minor units; the invoices' whole balance when left out. Less pays what falls due first.
    #[serde(default)]
    pub amount: Option<i64>,
}

/// Where to send the payer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct CheckoutStarted {
    pub payment_id: Uuid,
    pub reference: String,
    /// The gateway's page: the browser goes there to pay.
    pub checkout_url: String,
}

/// What a card gateway is asked to collect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayRequest {
    pub reference: String,
    pub amount: i64,
    pub currency: Currency,
    pub payer_email: String,
    pub return_url: String,
    pub description: String,
}

/// A checkout a gateway opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayCheckout {
    pub url: String,
    /// The gateway's id of it (Stripe's session id), used to verify it.
    pub gateway_id: String,
}

/// What a gateway's verify call says of a payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verified {
    /// Paid: the amount in minor units and the currency, as the gateway reports them; the
    /// settlement credits it only when both match the payment's.
    Successful {
        amount: i64,
        currency: String,
    },
    Pending,
    Failed,
}

/// A payer, as a gateway needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payer {
    pub name: String,
    pub email: Option<String>,
    /// Whether their preferences take e-mail.
    pub wants_email: bool,
    pub role: Role,
}

/// A payment to store, pending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPayment {
    pub id: Uuid,
    pub reference: String,
    pub gateway: Gateway,
    pub payer: UserId,
    pub amount: i64,
    pub currency: Currency,
    pub invoice_ids: Vec<Uuid>,
    /// A bank transfer's proof: its type (judged by content) and bytes.
    pub proof: Option<(&'static str, Vec<u8>)>,
    pub created_at: OffsetDateTime,
}

/// What part of a payment went to one invoice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Allocation {
    pub invoice_id: Uuid,
    pub student_name: String,
    pub term_name: String,
    pub amount: i64,
}

/// A payment, with its receipt once it is successful.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Payment {
    pub id: Uuid,
    pub reference: String,
    pub gateway: Gateway,
    pub status: PaymentStatus,
    /// Minor units.
    pub amount: i64,
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "NGN"))]
    pub currency: Currency,
    pub payer_id: Uuid,
    pub payer_name: String,
    pub invoice_ids: Vec<Uuid>,
    /// The students whose invoices it pays.
    pub students: Vec<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub settled_at: Option<OffsetDateTime>,
    /// "R-000042": numbered without gaps, once successful.
    pub receipt_number: Option<String>,
    /// Why it failed or was rejected.
    pub reason: Option<String>,
    /// A bank transfer's proof can be downloaded.
    pub has_proof: bool,
    /// Who confirmed or rejected a bank transfer.
    pub decided_by: Option<String>,
    /// Where the money went, once successful.
    pub allocations: Vec<Allocation>,
}

/// A receipt's printed number.
pub fn receipt_label(number: i64) -> String {
    format!("R-{number:06}")
}

/// Which payments a list shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PaymentFilter {
    pub status: Option<PaymentStatus>,
    pub gateway: Option<Gateway>,
    /// Part of a reference, a receipt number, or the payer's or a student's name.
    pub search: Option<String>,
    pub page: PageRequest,
}

/// A delivery of a gateway's webhook, kept whatever it said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRecord {
    pub gateway: Gateway,
    /// Unique per gateway: the same event delivered again is the same key.
    pub key: String,
    pub name: String,
    pub reference: Option<String>,
    pub payload: serde_json::Value,
}

/// What settles a pending payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The gateway reports it paid: it counts only when the amount and currency match.
    Paid { amount: i64, currency: String },
    /// The gateway reports it failed.
    Failed,
    /// An admin confirmed a bank transfer.
    Confirmed { by: UserId },
    /// An admin rejected a bank transfer.
    Rejected { by: UserId, reason: String },
}

/// A settlement to make, in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settle {
    pub reference: String,
    pub verdict: Verdict,
    /// The webhook delivery it comes from, recorded under its unique key.
    pub event: Option<EventRecord>,
    /// The verdict is the gateway's own answer to our verify call, not what a webhook's body
    /// says. Only such an answer may credit a card payment already closed as failed (a checkout
    /// Paystack called "abandoned" that the payer finished later); a webhook's body never does,
    /// as it may be a delivery retried after the charge was reversed.
    pub asked_gateway: bool,
    /// For the receipt's notice.
    pub school_name: String,
    pub at: OffsetDateTime,
    /// Who the receipt is sent to, when one is.
    pub recipient: Option<super::ReceiptRecipient>,
    /// The page the receipt links to.
    pub link: String,
}

/// What a settlement did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// Credited now: allocated, with a receipt.
    Credited(Payment),
    /// Marked failed or rejected now.
    Closed(Payment),
    /// Was settled before: nothing changed.
    Already(Payment),
    /// This webhook delivery was handled before: nothing changed.
    Duplicate,
    /// No payment has this reference: the event is recorded, nothing else changed.
    Unknown,
}

/// The family statement: every invoice of the caller's children, what they have paid, and how
/// they may pay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct FamilyStatement {
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "NGN"))]
    pub currency: Currency,
    pub invoices: Vec<Invoice>,
    /// Newest first.
    pub payments: Vec<Payment>,
    /// What every invoice still owes together.
    pub balance: i64,
    /// What is due by today and not paid.
    pub due_now: i64,
    /// The gateways the caller may pay with.
    pub gateways: Vec<Gateway>,
    /// The payment plans the school offers (an invoice may be changed to one of these).
    pub plans: Vec<crate::fees::Plan>,
    /// The school's account, when bank transfers are offered to the caller.
    pub bank: Option<BankDetails>,
}

/// A bank transfer's proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    pub name: String,
    pub bytes: Vec<u8>,
}
