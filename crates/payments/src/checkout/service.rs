//! The use cases of payments: a family starts a checkout or sends a bank transfer's proof; a
//! gateway's webhook, the verify call on return or the periodic re-check settles it; an admin
//! holding `payments.confirm` confirms or rejects a transfer; everyone reads what their scope
//! allows.

use std::sync::Arc;

use kernel::{Clock, Page, Role, Scope, Viewer};
use time::Duration;
use uuid::Uuid;

use super::{
    CheckoutInput, CheckoutStarted, EventRecord, FamilyStatement, Gateway, GatewayClient,
    GatewayRequest, NewPayment, Payment, PaymentConfig, PaymentFilter, PaymentRepo,
    PaymentSettings, PaymentStatus, Proof, ReceiptRecipient, Settle, Settled, Verdict, Verified,
    webhooks,
};
use crate::{
    PaymentsError, Problems,
    fees::{
        Fees, StoredInvoice, fee_manager, payer_scope,
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

    /// One payment in the caller's scope.
    pub async fn get(&self, viewer: &Viewer, id: Uuid) -> Result<Payment, PaymentsError> {
        self.repo
            .get(payer_scope(viewer)?, id)
            .await?
            .ok_or(PaymentsError::NotFound("payment"))
    }

    /// A page of every payment (admins).
    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: PaymentFilter,
    ) -> Result<Page<Payment>, PaymentsError> {
        if viewer.role() != Role::Admin {
            return Err(PaymentsError::Forbidden(
                "Only the school's admins see every payment.",
            ));
        }
        self.repo.list(Scope::All, filter).await
    }

    /// Every payment `filter` selects as CSV, newest first (admins): for the school's accounts.
    pub async fn export(
        &self,
        viewer: &Viewer,
        mut filter: PaymentFilter,
    ) -> Result<String, PaymentsError> {
        let mut out = csv::Writer::from_writer(Vec::new());
        let write_err = |e: csv::Error| PaymentsError::internal(anyhow::anyhow!("CSV: {e}"));
        out.write_record([
            "reference",
            "receipt",
            "made",
            "settled",
            "payer",
            "students",
            "gateway",
            "status",
            "amount",
            "currency",
            "reason",
        ])
        .map_err(write_err)?;
        filter.page = kernel::PageRequest {
            page: 1,
            size: kernel::PageRequest::MAX_SIZE,
        };
        loop {
            let page = self.list(viewer, filter.clone()).await?;
            let done = page.results.len() < filter.page.size as usize;
            for p in &page.results {
                let money = kernel::Money::new(p.amount, p.currency).to_string();
                let amount = money.split_once(' ').map_or(money.as_str(), |(_, a)| a);
                out.write_record([
                    p.reference.as_str(),
                    p.receipt_number.as_deref().unwrap_or(""),
                    &p.created_at
                        .format(&time::format_description::well_known::Rfc3339)
                        .unwrap_or_default(),
                    &p.settled_at
                        .and_then(|t| {
                            t.format(&time::format_description::well_known::Rfc3339)
                                .ok()
                        })
                        .unwrap_or_default(),
                    p.payer_name.as_str(),
                    &p.students.join("; "),
                    p.gateway.name(),
                    p.status.as_str(),
                    &amount.replace(',', ""),
                    p.currency.as_str(),
                    p.reason.as_deref().unwrap_or(""),
                ])
                .map_err(write_err)?;
            }
            if done {
                break;
            }
            filter.page.page += 1;
        }
        let bytes = out
            .into_inner()
            .map_err(|e| PaymentsError::internal(anyhow::anyhow!("CSV: {e}")))?;
        String::from_utf8(bytes).map_err(PaymentsError::internal)
    }

    /// A bank transfer's proof (admins who confirm payments): its file, type and name.
    pub async fn proof(
        &self,
        viewer: &Viewer,
        id: Uuid,
    ) -> Result<(Vec<u8>, String), PaymentsError> {
        fee_manager(viewer)?;
        self.repo
            .proof(id)
            .await?
            .ok_or(PaymentsError::NotFound("proof"))
    }

    /// Where the payer's receipt goes, and the page it links to.
    async fn recipient(
        &self,
        config: &PaymentConfig,
        payment: &Payment,
    ) -> Result<(ReceiptRecipient, String), PaymentsError> {
        let user = kernel::UserId::from_uuid(payment.payer_id);
        let payer = self.repo.payer(user).await?;
        let role = payer.as_ref().map_or(Role::Parent, |p| p.role);
        let recipient = match payer {
            Some(p) => ReceiptRecipient {
                user,
                email: p.email.filter(|_| config.email_receipts && p.wants_email),
                name: p.name,
            },
            None => ReceiptRecipient {
                user,
                name: payment.payer_name.clone(),
                email: None,
            },
        };
        Ok((recipient, format!("{}{}", self.public_url, fees_path(role))))
    }

    async fn settle(
        &self,
        payment: &Payment,
        verdict: Verdict,
        event: Option<EventRecord>,
    ) -> Result<Settled, PaymentsError> {
        let config = self.settings.config().await?;
        let (recipient, link) = self.recipient(&config, payment).await?;
        self.repo
            .settle(Settle {
                reference: payment.reference.clone(),
                verdict,
                event,
                school_name: config.school_name,
                at: self.clock.now(),
                link,
                recipient: Some(recipient),
            })
            .await
    }

    /// Asks the gateway how a card payment ended, and settles it when it has (the payer's
    /// return from the gateway, and the periodic re-check).
    async fn verify_with_gateway(
        &self,
        payment: Payment,
        gateway_id: Option<String>,
    ) -> Result<Payment, PaymentsError> {
        if payment.status != PaymentStatus::Pending || !payment.gateway.is_card() {
            return Ok(payment);
        }
        let config = self.settings.config().await?;
        let Some(secret) = config
            .secrets(payment.gateway)
            .and_then(|s| s.secret_key.clone())
        else {
            return Ok(payment);
        };
        let lookup = match payment.gateway {
            Gateway::Stripe => gateway_id.unwrap_or_else(|| payment.reference.clone()),
            _ => payment.reference.clone(),
        };
        let verdict = match self
            .gateways
            .verify(payment.gateway, &secret, &lookup)
            .await
        {
            Ok(Verified::Successful { amount }) => Verdict::Paid {
                amount,
                currency: payment.currency.as_str().to_owned(),
            },
            Ok(Verified::Failed) => Verdict::Failed,
            Ok(Verified::Pending) => return Ok(payment),
            Err(reason) => {
                tracing_failure(&payment.reference, &reason);
                return Ok(payment);
            }
        };
        match self.settle(&payment, verdict, None).await? {
            Settled::Credited(p) | Settled::Closed(p) | Settled::Already(p) => Ok(p),
            Settled::Duplicate | Settled::Unknown => Ok(payment),
        }
    }

    /// The payer back from the gateway: asks it how the payment ended and answers the payment.
    pub async fn verify(&self, viewer: &Viewer, reference: &str) -> Result<Payment, PaymentsError> {
        let (payment, gateway_id) = self
            .repo
            .by_reference(payer_scope(viewer)?, reference.to_owned())
            .await?
            .ok_or(PaymentsError::NotFound("payment"))?;
        self.verify_with_gateway(payment, gateway_id).await
    }

    /// Re-checks card payments whose webhook never came; answers how many were settled.
    pub async fn recheck(&self, limit: u32) -> Result<u32, PaymentsError> {
        let now = self.clock.now();
        let pending = self
            .repo
            .pending_card(now - RECHECK_FOR, now - Duration::minutes(10), limit)
            .await?;
        let mut settled = 0;
        for (payment, gateway_id) in pending {
            let after = self.verify_with_gateway(payment, gateway_id).await?;
            if after.status != PaymentStatus::Pending {
                settled += 1;
            }
        }
        Ok(settled)
    }

    /// A gateway's webhook: the signature checked over the raw body before anything is read;
    /// a completed payment settled once however often it is delivered; any other event, or one
    /// for a reference no payment has, recorded.
    pub async fn webhook(
        &self,
        gateway: Gateway,
        signature: Signature<'_>,
        body: &[u8],
    ) -> Result<Settled, PaymentsError> {
        let config = self.settings.config().await?;
        let secrets = config.secrets(gateway).ok_or(PaymentsError::Unsigned)?;
        let signed = match gateway {
            Gateway::Paystack => secrets
                .secret_key
                .as_deref()
                .is_some_and(|k| webhooks::paystack_signed(k, body, signature.0)),
            Gateway::Flutterwave => secrets
                .webhook_secret
                .as_deref()
                .is_some_and(|k| webhooks::flutterwave_signed(k, signature.0)),
            Gateway::Stripe => secrets.webhook_secret.as_deref().is_some_and(|k| {
                webhooks::stripe_signed(k, body, signature.0, self.clock.now().unix_timestamp())
            }),
            Gateway::BankTransfer => false,
        };
        if !signed {
            return Err(PaymentsError::Unsigned);
        }
        let event = webhooks::read_event(gateway, body).ok_or_else(|| {
            PaymentsError::field("body", "The event is not one this gateway sends.")
        })?;
        let payload: serde_json::Value =
            serde_json::from_slice(body).unwrap_or(serde_json::Value::Null);
        let Some(mut charge) = event.charge else {
            self.repo
                .record_event(EventRecord {
                    gateway,
                    key: event.key,
                    name: event.name,
                    reference: None,
                    payload,
                })
                .await?;
            return Ok(Settled::Unknown);
        };
        if gateway == Gateway::Flutterwave {
            // Its webhook is signed by a shared secret only: what it says of the payment is
            // taken from its verify-by-id call. A call that fails answers an error, so that
            // Flutterwave delivers the event again later.
            let secret = secrets.secret_key.clone().ok_or(PaymentsError::Unsigned)?;
            match self
                .gateways
                .transaction(gateway, &secret, &charge.transaction)
                .await
                .map_err(|reason| {
                    tracing_failure(&charge.reference, &reason);
                    PaymentsError::Gateway(
                        "Flutterwave could not confirm the transaction: deliver it again later."
                            .into(),
                    )
                })? {
                Some(held) if held.reference == charge.reference => charge = held,
                _ => {
                    self.repo
                        .record_event(EventRecord {
                            gateway,
                            key: event.key,
                            name: event.name,
                            reference: Some(charge.reference),
                            payload,
                        })
                        .await?;
                    return Ok(Settled::Unknown);
                }
            }
        }
        let record = EventRecord {
            gateway,
            key: event.key,
            name: event.name,
            reference: Some(charge.reference.clone()),
            payload,
        };
        let verdict = Verdict::Paid {
            amount: charge.amount,
            currency: charge.currency,
        };
        match self
            .repo
            .by_reference(Scope::All, charge.reference.clone())
            .await?
        {
            Some((payment, _)) if payment.gateway == gateway => {
                self.settle(&payment, verdict, Some(record)).await
            }
            // Unknown here, or another gateway's payment: recorded, nothing credited.
            _ => {
                self.repo.record_event(record).await?;
                Ok(Settled::Unknown)
            }
        }
    }

    /// Confirms a bank transfer: it is credited and receipted.
    pub async fn confirm(&self, viewer: &Viewer, id: Uuid) -> Result<Payment, PaymentsError> {
        fee_manager(viewer)?;
        let payment = self.transfer(id).await?;
        match self
            .settle(&payment, Verdict::Confirmed { by: viewer.user() }, None)
            .await?
        {
            Settled::Credited(p) => Ok(p),
            Settled::Already(p) | Settled::Closed(p) => Err(already(&p)),
            Settled::Duplicate | Settled::Unknown => Err(PaymentsError::NotFound("payment")),
        }
    }

    /// Rejects a bank transfer with a reason the payer reads.
    pub async fn reject(
        &self,
        viewer: &Viewer,
        id: Uuid,
        reason: &str,
    ) -> Result<Payment, PaymentsError> {
        fee_manager(viewer)?;
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > 500 {
            return Err(PaymentsError::field(
                "reason",
                "Say in up to 500 characters why the transfer is not confirmed.",
            ));
        }
        let payment = self.transfer(id).await?;
        match self
            .settle(
                &payment,
                Verdict::Rejected {
                    by: viewer.user(),
                    reason: reason.to_owned(),
                },
                None,
            )
            .await?
        {
            Settled::Closed(p) => Ok(p),
            Settled::Already(p) | Settled::Credited(p) => Err(already(&p)),
            Settled::Duplicate | Settled::Unknown => Err(PaymentsError::NotFound("payment")),
        }
    }

    async fn transfer(&self, id: Uuid) -> Result<Payment, PaymentsError> {
        let payment = self
            .repo
            .get(Scope::All, id)
            .await?
            .ok_or(PaymentsError::NotFound("payment"))?;
        if payment.gateway != Gateway::BankTransfer {
            return Err(PaymentsError::Conflict(
                "Only bank transfers are confirmed by hand: card payments are settled by their \
                 gateway."
                    .into(),
            ));
        }
        Ok(payment)
    }
}

fn already(p: &Payment) -> PaymentsError {
    PaymentsError::Conflict(format!(
        "This payment is already {}: refresh the list.",
        match p.status {
            PaymentStatus::Successful => "confirmed",
            PaymentStatus::Rejected => "rejected",
            PaymentStatus::Failed => "closed as failed",
            PaymentStatus::Pending => "pending",
        }
    ))
}

fn tracing_failure(reference: &str, reason: &str) {
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
