//! The use cases of payments: a family starts a checkout or sends a bank transfer's proof; a
//! gateway's webhook, the verify call on return or the periodic re-check settles it; an admin
//! holding `payments.confirm` confirms or rejects a transfer; everyone reads what their scope
//! allows. Here: starting a checkout or a transfer; `settlement.rs`: webhooks, verify calls,
//! the re-check and an admin's decision; `reads.rs`: payments, their export and proofs.

mod reads;
mod settlement;

use std::sync::Arc;

use kernel::{Clock, Role, Viewer};
use time::Duration;
use uuid::Uuid;

use super::{
    CheckoutInput, CheckoutStarted, FamilyStatement, Gateway, GatewayClient, GatewayRequest,
    NewPayment, Payment, PaymentConfig, PaymentFilter, PaymentRepo, PaymentSettings, Proof, Settle,
    Verdict,
};
use crate::{
    PaymentsError, Problems,
    fees::{
        Fees, StoredInvoice, payer_scope,
        rules::{Owed, instalments},
    },
};

/// The largest proof of a bank transfer: a phone photo or a bank's PDF.
pub const MAX_PROOF_BYTES: usize = 5 * 1024 * 1024;

/// The most invoices one payment may pay.
const MAX_INVOICES: usize = 20;

/// How long a started card payment is re-checked with its gateway when no webhook came.
const RECHECK_FOR: Duration = Duration::hours(48);

/// A webhook's signature header, as its gateway sends it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Signature<'a>(pub &'a str);

/// Payments.
#[derive(Clone)]
pub struct Payments {
    repo: Arc<dyn PaymentRepo>,
    settings: Arc<dyn PaymentSettings>,
    gateways: Arc<dyn GatewayClient>,
    fees: Fees,
    clock: Arc<dyn Clock>,
    /// The portal's address, for the gateways' return and the receipts' links.
    public_url: String,
}

impl std::fmt::Debug for Payments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Payments")
    }
}

/// Where a role reads its fees in the portal.
fn fees_path(role: Role) -> &'static str {
    match role {
        Role::Student => "/student/fees",
        Role::Admin => "/admin/payments",
        _ => "/parent/fees",
    }
}

impl Payments {
    pub fn new(
        repo: Arc<dyn PaymentRepo>,
        settings: Arc<dyn PaymentSettings>,
        gateways: Arc<dyn GatewayClient>,
        fees: Fees,
        clock: Arc<dyn Clock>,
        public_url: impl Into<String>,
    ) -> Self {
        Self {
            repo,
            settings,
            gateways,
            fees,
            clock,
            public_url: public_url.into().trim_end_matches('/').to_owned(),
        }
    }

    /// The caller's family statement: their invoices, their payments and how they may pay.
    pub async fn statement(&self, viewer: &Viewer) -> Result<FamilyStatement, PaymentsError> {
        let invoices = self.fees.family(viewer).await?;
        let scope = payer_scope(viewer)?;
        let config = self.settings.config().await?;
        let payments = self
            .repo
            .list(
                scope,
                PaymentFilter {
                    page: kernel::PageRequest { page: 1, size: 100 },
                    ..PaymentFilter::default()
                },
            )
            .await?
            .results;
        let gateways = config.offered(viewer.role());
        let bank = if gateways.contains(&Gateway::BankTransfer) {
            config.bank.clone()
        } else {
            None
        };
        let plans = self.fees.offered_plans().await?;
        Ok(FamilyStatement {
            plans,
            currency: config.currency,
            balance: invoices.iter().map(|i| i.figures.balance.max(0)).sum(),
            due_now: invoices.iter().map(|i| i.due_now.max(0)).sum(),
            invoices,
            payments,
            gateways,
            bank,
        })
    }

    /// Checks a family may pay these invoices with `gateway`, and answers them with the
    /// amount: the whole balance, or `amount` when it is less.
    async fn payable(
        &self,
        viewer: &Viewer,
        config: &PaymentConfig,
        gateway: Gateway,
        invoice_ids: &[Uuid],
        amount: Option<i64>,
    ) -> Result<(Vec<StoredInvoice>, i64), PaymentsError> {
        if !matches!(viewer.role(), Role::Parent | Role::Student) {
            return Err(PaymentsError::Forbidden(
                "Fees are paid by the families: parents and students.",
            ));
        }
        if !config.offered(viewer.role()).contains(&gateway) {
            return Err(PaymentsError::field(
                "gateway",
                format!(
                    "{} is not a way the school takes payments from you: choose another.",
                    gateway.name()
                ),
            ));
        }
        let mut p = Problems::default();
        let mut ids = invoice_ids.to_vec();
        ids.sort();
        ids.dedup();
        if ids.is_empty() || ids.len() > MAX_INVOICES {
            p.add(
                "invoice_ids",
                format!("Choose from 1 to {MAX_INVOICES} invoices to pay."),
            );
        }
        p.into_result()?;
        let invoices = self
            .repo
            .invoices(payer_scope(viewer)?, ids.clone())
            .await?;
        if invoices.len() != ids.len() {
            return Err(PaymentsError::NotFound("invoice"));
        }
        let mut total = 0i64;
        for invoice in &invoices {
            let balance = crate::fees::Figures::of(&invoice.entries).balance;
            if balance <= 0 {
                return Err(PaymentsError::field(
                    "invoice_ids",
                    format!(
                        "{}'s invoice for {} is already paid: leave it out.",
                        invoice.student_name, invoice.term_name
                    ),
                ));
            }
            if invoice.currency != config.currency {
                return Err(PaymentsError::field(
                    "invoice_ids",
                    "These invoices are in another currency than the school's: ask the school.",
                ));
            }
            total += balance;
        }
        let amount = amount.unwrap_or(total);
        if amount <= 0 || amount > total {
            return Err(PaymentsError::field(
                "amount",
                format!(
                    "Pay more than nothing and at most {}, what these invoices owe.",
                    kernel::Money::new(total, config.currency)
                ),
            ));
        }
        Ok((invoices, amount))
    }

    /// Starts a card payment of some or all of the family's open invoices: answers where to
    /// send the payer.
    pub async fn checkout(
        &self,
        viewer: &Viewer,
        input: CheckoutInput,
    ) -> Result<CheckoutStarted, PaymentsError> {
        if !input.gateway.is_card() {
            return Err(PaymentsError::field(
                "gateway",
                "A bank transfer is sent with its proof, not through a checkout.",
            ));
        }
        let config = self.settings.config().await?;
        let (invoices, amount) = self
            .payable(
                viewer,
                &config,
                input.gateway,
                &input.invoice_ids,
                input.amount,
            )
            .await?;
        let payer = self
            .repo
            .payer(viewer.user())
            .await?
            .ok_or(PaymentsError::NotFound("account"))?;
        let Some(email) = payer.email.clone().filter(|e| kernel::is_email(e)) else {
            return Err(PaymentsError::field(
                "gateway",
                "Card payments need your e-mail address for the receipt: add one to your \
                 profile, or pay by bank transfer.",
            ));
        };
        let secret = config
            .secrets(input.gateway)
            .and_then(|s| s.secret_key.clone())
            .ok_or(PaymentsError::Forbidden("This gateway is not set up."))?;
        let reference = new_reference()?;
        let id = Uuid::now_v7();
        self.repo
            .create(NewPayment {
                id,
                reference: reference.clone(),
                gateway: input.gateway,
                payer: viewer.user(),
                amount,
                currency: config.currency,
                invoice_ids: invoices.iter().map(|i| i.id).collect(),
                proof: None,
                created_at: self.clock.now(),
            })
            .await?;
        let students: Vec<&str> = invoices.iter().map(|i| i.student_name.as_str()).collect();
        let request = GatewayRequest {
            reference: reference.clone(),
            amount,
            currency: config.currency,
            payer_email: email,
            return_url: format!(
                "{}{}?reference={reference}",
                self.public_url,
                fees_path(viewer.role())
            ),
            description: format!("{} fees: {}", config.school_name, students.join(", ")),
        };
        match self.gateways.start(input.gateway, &secret, request).await {
            Ok(checkout) => {
                self.repo.started(id, checkout.gateway_id).await?;
                Ok(CheckoutStarted {
                    payment_id: id,
                    reference,
                    checkout_url: checkout.url,
                })
            }
            Err(reason) => {
                tracing_failure(&reference, &reason);
                // The payment never started: close it so it is not re-checked.
                self.repo
                    .settle(Settle {
                        reference,
                        verdict: Verdict::Failed,
                        event: None,
                        asked_gateway: false,
                        school_name: config.school_name,
                        at: self.clock.now(),
                        recipient: None,
                        link: String::new(),
                    })
                    .await?;
                Err(PaymentsError::Gateway(format!(
                    "{} could not start the payment. Nothing was charged: try again in a \
                     moment, or choose another way to pay.",
                    input.gateway.name()
                )))
            }
        }
    }

    /// Sends a bank transfer's proof: the payment waits for an admin.
    pub async fn bank_transfer(
        &self,
        viewer: &Viewer,
        invoice_ids: Vec<Uuid>,
        amount: Option<i64>,
        proof: Proof,
    ) -> Result<Payment, PaymentsError> {
        let config = self.settings.config().await?;
        let (invoices, amount) = self
            .payable(viewer, &config, Gateway::BankTransfer, &invoice_ids, amount)
            .await?;
        let kind = judge_proof(&proof)?;
        let id = Uuid::now_v7();
        self.repo
            .create(NewPayment {
                id,
                reference: new_reference()?,
                gateway: Gateway::BankTransfer,
                payer: viewer.user(),
                amount,
                currency: config.currency,
                invoice_ids: invoices.iter().map(|i| i.id).collect(),
                proof: Some((kind, proof.bytes)),
                created_at: self.clock.now(),
            })
            .await?;
        self.get(viewer, id).await
    }
}

pub(super) fn tracing_failure(reference: &str, reason: &str) {
    tracing::warn!(reference, reason, "a payment gateway call failed");
}

/// A new payment reference: `SP-` and 24 random hex digits, unguessable and accepted by every
/// gateway.
fn new_reference() -> Result<String, PaymentsError> {
    let mut bytes = [0u8; 12];
    getrandom::fill(&mut bytes)
        .map_err(|e| PaymentsError::internal(anyhow::anyhow!("no random reference: {e}")))?;
    Ok(format!("SP-{}", hex::encode_upper(bytes)))
}

/// A proof is a picture or a PDF, judged by its content, within the size limit.
fn judge_proof(proof: &Proof) -> Result<&'static str, PaymentsError> {
    if proof.bytes.is_empty() {
        return Err(PaymentsError::field(
            "proof",
            "Attach the transfer's receipt: a photo or a PDF.",
        ));
    }
    if proof.bytes.len() > MAX_PROOF_BYTES {
        return Err(PaymentsError::field(
            "proof",
            "The proof is larger than 5 MB: send a smaller photo or PDF.",
        ));
    }
    match infer::get(&proof.bytes).map(|t| t.mime_type()) {
        Some(kind @ ("image/jpeg" | "image/png" | "image/webp" | "application/pdf")) => Ok(kind),
        _ => Err(PaymentsError::field(
            "proof",
            "The proof must be a JPEG, PNG or WebP photo or a PDF.",
        )),
    }
}

/// The instalments an invoice still owes, for allocation (used by stores).
pub fn owed(invoice: &StoredInvoice) -> Vec<Owed> {
    let figures = crate::fees::Figures::of(&invoice.entries);
    instalments(figures.net, invoice.plan, &invoice.due_dates, figures.paid)
        .into_iter()
        .filter(|i| i.amount > i.paid)
        .map(|i| Owed {
            invoice: invoice.id,
            due_on: i.due_on,
            amount: i.amount - i.paid,
        })
        .collect()
}
