//! Settling a payment: the gateway's webhook, the verify call on return, the periodic re-check,
//! and an admin's confirmation or rejection of a bank transfer.

use kernel::{Role, Scope, Viewer};
use time::Duration;
use uuid::Uuid;

use super::{Payments, RECHECK_FOR, Signature, fees_path, tracing_failure};
use crate::checkout::{
    EventRecord, Gateway, Payment, PaymentConfig, PaymentStatus, ReceiptRecipient, Settle, Settled,
    Verdict, Verified, webhooks,
};
use crate::{
    PaymentsError,
    fees::{fee_manager, payer_scope},
};

impl Payments {
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

    /// Settles `payment` on `verdict`; `asked_gateway` when the verdict is the gateway's answer
    /// to our verify call ([`Settle::asked_gateway`]).
    async fn settle(
        &self,
        payment: &Payment,
        verdict: Verdict,
        event: Option<EventRecord>,
        asked_gateway: bool,
    ) -> Result<Settled, PaymentsError> {
        let config = self.settings.config().await?;
        let (recipient, link) = self.recipient(&config, payment).await?;
        self.repo
            .settle(Settle {
                reference: payment.reference.clone(),
                verdict,
                event,
                asked_gateway,
                school_name: config.school_name,
                at: self.clock.now(),
                link,
                recipient: Some(recipient),
            })
            .await
    }

    /// Asks the gateway how a card payment ended, and settles it when it has (the payer's
    /// return from the gateway, the periodic re-check, and a webhook's success for a payment
    /// closed as failed). A payment closed as failed is asked about too: the gateway may since
    /// have taken the money (a checkout Paystack called "abandoned", finished later).
    async fn verify_with_gateway(
        &self,
        payment: Payment,
        gateway_id: Option<String>,
    ) -> Result<Payment, PaymentsError> {
        let open = matches!(
            payment.status,
            PaymentStatus::Pending | PaymentStatus::Failed
        );
        if !open || !payment.gateway.is_card() {
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
            Ok(Verified::Successful { amount, currency }) => Verdict::Paid { amount, currency },
            Ok(Verified::Failed) => Verdict::Failed,
            Ok(Verified::Pending) => return Ok(payment),
            Err(reason) => {
                tracing_failure(&payment.reference, &reason);
                return Ok(payment);
            }
        };
        match self.settle(&payment, verdict, None, true).await? {
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
            Some((payment, gateway_id)) if payment.gateway == gateway => {
                match self.settle(&payment, verdict, Some(record), false).await? {
                    // A success for a payment closed as failed: credited only if the gateway,
                    // asked, says so too (a retried delivery may follow a reversal).
                    Settled::Already(p) if p.status == PaymentStatus::Failed => {
                        let after = self.verify_with_gateway(p, gateway_id).await?;
                        Ok(if after.status == PaymentStatus::Successful {
                            Settled::Credited(after)
                        } else {
                            Settled::Already(after)
                        })
                    }
                    settled => Ok(settled),
                }
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
            .settle(
                &payment,
                Verdict::Confirmed { by: viewer.user() },
                None,
                false,
            )
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
                false,
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
