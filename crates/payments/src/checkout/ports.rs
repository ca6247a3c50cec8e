//! What payments need from a store, the settings, the gateways and the media store.

use async_trait::async_trait;
use kernel::{Page, Scope, UserId};
use uuid::Uuid;

use super::{
    EventRecord, Gateway, GatewayCheckout, GatewayRequest, NewPayment, Payer, Payment,
    PaymentConfig, PaymentFilter, Settle, Settled, Verified,
};
use crate::{PaymentsError, fees::StoredInvoice};

/// The gateways, bank details and who may pay how, from the school's settings (secrets opened).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait PaymentSettings: Send + Sync {
    async fn config(&self) -> Result<PaymentConfig, PaymentsError>;
}

/// The card gateways' APIs.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait GatewayClient: Send + Sync {
    /// Opens a checkout; the error is a sentence for the payer and the log.
    async fn start(
        &self,
        gateway: Gateway,
        secret_key: &str,
        request: GatewayRequest,
    ) -> Result<GatewayCheckout, String>;

    /// Flutterwave: asks for the transaction `id` a webhook names (its verify-by-id call) and
    /// answers what the gateway holds of it: `None` when it is not successful, else our
    /// reference, the amount in minor units and the currency.
    async fn transaction(
        &self,
        gateway: Gateway,
        secret_key: &str,
        id: &str,
    ) -> Result<Option<super::webhooks::Charged>, String>;

    /// Asks how the payment with `reference` (Stripe: its session id) ended.
    async fn verify(
        &self,
        gateway: Gateway,
        secret_key: &str,
        reference: &str,
    ) -> Result<Verified, String>;
}

/// Payments and their settlement.
///
/// `scope` is the caller's: a parent reads the payments they made and those for their
/// children's invoices, a student those for their own, an admin all; anything else is not
/// found.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait PaymentRepo: Send + Sync {
    /// The invoices with these ids that are in `scope`, with their entries.
    async fn invoices(
        &self,
        scope: Scope,
        ids: Vec<Uuid>,
    ) -> Result<Vec<StoredInvoice>, PaymentsError>;

    /// Who pays: their name, and their e-mail address if they have one.
    async fn payer(&self, user: UserId) -> Result<Option<Payer>, PaymentsError>;

    /// Stores a pending payment. A reference already taken is a `Conflict`.
    async fn create(&self, payment: NewPayment) -> Result<(), PaymentsError>;

    /// Records the gateway's id of a started checkout.
    async fn started(&self, id: Uuid, gateway_id: String) -> Result<(), PaymentsError>;

    /// One payment, `None` when there is none in `scope`.
    async fn get(&self, scope: Scope, id: Uuid) -> Result<Option<Payment>, PaymentsError>;

    /// The payment with our `reference`, `None` when there is none in `scope`; with the
    /// gateway's id of its checkout.
    async fn by_reference(
        &self,
        scope: Scope,
        reference: String,
    ) -> Result<Option<(Payment, Option<String>)>, PaymentsError>;

    /// A page of payments, newest first.
    async fn list(
        &self,
        scope: Scope,
        filter: PaymentFilter,
    ) -> Result<Page<Payment>, PaymentsError>;

    /// At most `limit` card payments still pending that were started between `from` and `to`,
    /// with the gateway's id of each checkout (for the periodic re-check): those asked about
    /// least recently (never first), then the oldest, each marked asked, so that payments the
    /// gateway keeps calling pending take turns with the rest. Nothing outside the window or
    /// of another gateway (bank transfers) takes a place in the `limit`.
    async fn pending_card(
        &self,
        from: time::OffsetDateTime,
        to: time::OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<(Payment, Option<String>)>, PaymentsError>;

    /// Settles a payment in one transaction. MUST first record `settle.event` under its unique
    /// (gateway, key), answering `Duplicate` and changing nothing when it was recorded before;
    /// lock the payment's row (by reference) so that settlements of one payment happen one
    /// after the other; answer `Unknown` (the event kept) when there is no such payment and
    /// `Already` when it is not pending. A `Paid` verdict whose amount or currency differs
    /// from the payment's MUST mark it failed with a reason and credit nothing. A `Paid` or
    /// `Confirmed` verdict MUST allocate the amount to the payment's invoices with
    /// [`crate::fees::rules::allocate`] over their instalments as they stand in the
    /// transaction, write one payment entry per invoice, take the next receipt number (no
    /// gaps: a rolled-back settlement gives its number back) and write the payer's receipt
    /// notices ([`super::receipt_notices`]) to the outbox.
    async fn settle(&self, settle: Settle) -> Result<Settled, PaymentsError>;

    /// A bank transfer's proof and its type; `None` when there is no such payment or proof.
    /// Proofs are never served by the public media route.
    async fn proof(&self, id: Uuid) -> Result<Option<(Vec<u8>, String)>, PaymentsError>;

    /// Records a webhook delivery that settles nothing (another event); false when it was
    /// recorded before.
    async fn record_event(&self, event: EventRecord) -> Result<bool, PaymentsError>;
}
