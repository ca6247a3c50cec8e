//! Payments (issue 20, decisions/024): a family pays some or all of its open invoices in one
//! payment, through a card gateway or by bank transfer; a payment counts once its gateway's
//! signed webhook or verify call (or an admin, for a transfer) says so, once however often it is
//! told, and is allocated to the invoices what falls due first first, with a receipt.

mod model;
mod notice;
mod ports;
mod service;
pub mod webhooks;

pub use model::{
    Allocation, BankDetails, CheckoutInput, CheckoutStarted, EventRecord, FamilyStatement, Gateway,
    GatewayCheckout, GatewayRequest, GatewaySecrets, NewPayment, Payer, Payment, PaymentConfig,
    PaymentFilter, PaymentStatus, Proof, Settle, Settled, Verdict, Verified, receipt_label,
};
pub use notice::{ReceiptRecipient, receipt_notices};
pub use ports::{GatewayClient, PaymentRepo, PaymentSettings};
#[cfg(feature = "mock")]
pub use ports::{MockGatewayClient, MockPaymentRepo, MockPaymentSettings};
pub use service::{MAX_PROOF_BYTES, Payments, Signature, owed};
