//! The fees and payments domain's outside ports: the fee structure and gateways from the
//! settings (secrets opened from one snapshot), and the gateways' APIs through `providers`.

use std::collections::BTreeSet;
use std::sync::Arc;

use payments::{
    PaymentsError,
    checkout::{
        BankDetails, Gateway, GatewayCheckout, GatewayClient, GatewayRequest, GatewaySecrets,
        PaymentConfig, PaymentSettings, Verified,
    },
    fees::{
        FeeRules, FeeSettings, OfferedPlans, SiblingRule,
        reminders::{Reminder, ReminderKind, ReminderOutbox},
        rules::Category,
    },
};
use providers::{
    Providers,
    payments::{PaymentOutcome, PaymentRequest},
};
use settings::{SecretName, SettingsService, connections::CardGateway, model::GatewayAccess};
use storage::{Database, PgInvoiceRepo, PgPaymentRepo};

use crate::wiring::Services;

fn failed(e: impl Into<anyhow::Error>) -> PaymentsError {
    PaymentsError::Internal(e.into())
}

/// The fee structure, plans and sibling discount of the settings.
#[derive(Clone)]
pub(crate) struct SettingsFees(pub(crate) SettingsService);

impl std::fmt::Debug for SettingsFees {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SettingsFees")
    }
}

#[async_trait::async_trait]
impl FeeSettings for SettingsFees {
    async fn rules(&self) -> Result<FeeRules, PaymentsError> {
        let s = self.0.school_settings().await.map_err(failed)?;
        let plans = &s.fee_structure.payment_plans;
        let sibling = &s.discount_rules.sibling_discount;
        Ok(FeeRules {
            currency: kernel::Currency::parse(&s.currency)
                .map_err(|e| failed(anyhow::anyhow!("{e}")))?,
            categories: s
                .fee_structure
                .categories
                .iter()
                .map(|c| Category {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    amount: c.amount,
                    level_amounts: c.level_amounts.clone(),
                    mandatory: c.mandatory,
                    terms: c.terms.clone(),
                })
                .collect(),
            plans: OfferedPlans {
                full: plans.full_payment,
                two: plans.two_installments,
                three: plans.three_installments,
            },
            sibling: SiblingRule {
                enabled: sibling.enabled,
                second_child: sibling.second_child,
                third_child: sibling.third_child,
            },
        })
    }
}

/// The gateways, bank details and who may pay how, from one settings snapshot.
#[derive(Clone)]
pub(crate) struct SettingsPayments(pub(crate) SettingsService);

impl std::fmt::Debug for SettingsPayments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SettingsPayments")
    }
}

fn allowed(access: &GatewayAccess) -> BTreeSet<Gateway> {
    [
        (access.paystack, Gateway::Paystack),
        (access.flutterwave, Gateway::Flutterwave),
        (access.stripe, Gateway::Stripe),
        (access.bank_transfer, Gateway::BankTransfer),
    ]
    .into_iter()
    .filter_map(|(on, g)| on.then_some(g))
    .collect()
}

#[async_trait::async_trait]
impl PaymentSettings for SettingsPayments {
    async fn config(&self) -> Result<PaymentConfig, PaymentsError> {
        let snapshot = self.0.snapshot().await.map_err(failed)?;
        let secret = |name| snapshot.secret(name).map_err(failed);
        let s = &snapshot.settings;
        let g = &s.payment_gateways;
        let bank = &g.bank_transfer;
        let access = &s.user_role_payment_access;
        Ok(PaymentConfig {
            currency: kernel::Currency::parse(&s.currency)
                .map_err(|e| failed(anyhow::anyhow!("{e}")))?,
            school_name: s.school_name.clone(),
            paystack: GatewaySecrets {
                enabled: g.paystack.enabled,
                secret_key: secret(SecretName::PaystackSecretKey)?,
                webhook_secret: None,
            },
            flutterwave: GatewaySecrets {
                enabled: g.flutterwave.enabled,
                secret_key: secret(SecretName::FlutterwaveSecretKey)?,
                webhook_secret: secret(SecretName::FlutterwaveSecretHash)?,
            },
            stripe: GatewaySecrets {
                enabled: g.stripe.enabled,
                secret_key: secret(SecretName::StripeSecretKey)?,
                webhook_secret: secret(SecretName::StripeWebhookSecret)?,
            },
            bank: bank.enabled.then(|| BankDetails {
                bank_name: bank.bank_name.clone(),
                account_number: bank.account_number.clone(),
                account_name: bank.account_name.clone(),
            }),
            parents: allowed(&access.parents),
            students: allowed(&access.students),
            teachers: allowed(&access.teachers),
            email_receipts: s.notifications_enabled && s.notifications.email.enabled,
        })
    }
}

/// The card gateways' APIs, through `providers`.
#[derive(Debug, Clone)]
pub(crate) struct ProviderGateways(pub(crate) Arc<Providers>);

fn card(gateway: Gateway) -> Result<CardGateway, String> {
    match gateway {
        Gateway::Paystack => Ok(CardGateway::Paystack),
        Gateway::Flutterwave => Ok(CardGateway::Flutterwave),
        Gateway::Stripe => Ok(CardGateway::Stripe),
        Gateway::BankTransfer => Err("A bank transfer has no gateway to call.".into()),
    }
}

#[async_trait::async_trait]
impl GatewayClient for ProviderGateways {
    async fn start(
        &self,
        gateway: Gateway,
        secret_key: &str,
        request: GatewayRequest,
    ) -> Result<GatewayCheckout, String> {
        let checkout = self
            .0
            .start_payment(
                card(gateway)?,
                secret_key,
                &PaymentRequest {
                    reference: request.reference,
                    amount_minor: request.amount,
                    currency: request.currency.as_str().to_owned(),
                    payer_email: request.payer_email,
                    return_url: request.return_url,
                    description: request.description,
                },
            )
            .await
            .map_err(|e| e.0)?;
        Ok(GatewayCheckout {
            url: checkout.url,
            gateway_id: checkout.gateway_id,
        })
    }

    async fn transaction(
        &self,
        gateway: Gateway,
        secret_key: &str,
        id: &str,
    ) -> Result<Option<payments::checkout::webhooks::Charged>, String> {
        if gateway != Gateway::Flutterwave {
            return Err(format!("{} has no verify-by-id call here.", gateway.name()));
        }
        let held = self
            .0
            .flutterwave_transaction(secret_key, id)
            .await
            .map_err(|e| e.0)?;
        if held.status != "successful" {
            return Ok(None);
        }
        let currency = held.currency.to_uppercase();
        Ok(
            payments::checkout::webhooks::minor_units(&held.amount, &currency).map(|amount| {
                payments::checkout::webhooks::Charged {
                    reference: held.reference,
                    transaction: id.to_owned(),
                    amount,
                    currency,
                }
            }),
        )
    }

    async fn verify(
        &self,
        gateway: Gateway,
        secret_key: &str,
        reference: &str,
    ) -> Result<Verified, String> {
        Ok(
            match self
                .0
                .verify_payment(card(gateway)?, secret_key, reference)
                .await
                .map_err(|e| e.0)?
            {
                PaymentOutcome::Successful {
                    amount_minor,
                    currency,
                } => Verified::Successful {
                    amount: amount_minor,
                    currency,
                },
                PaymentOutcome::Pending => Verified::Pending,
                PaymentOutcome::Failed => Verified::Failed,
            },
        )
    }
}

/// Fee reminders, composed with the school's `feeReminder` template into the outbox.
#[derive(Clone)]
pub struct OutboxReminders {
    pub notifications: messaging::notifications::NotificationService,
    pub public_url: String,
}

impl std::fmt::Debug for OutboxReminders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OutboxReminders")
    }
}

#[async_trait::async_trait]
impl ReminderOutbox for OutboxReminders {
    async fn remind(&self, reminders: Vec<Reminder>) -> Result<usize, PaymentsError> {
        use messaging::notifications::{Occurrence, Recipient};
        let occurrences: Vec<Occurrence> = reminders
            .into_iter()
            .map(|r| {
                let day = academics::exams::long_date(r.due_on);
                let due_date = match r.kind {
                    ReminderKind::Before => day,
                    ReminderKind::Overdue => format!("{day} (now overdue)"),
                };
                Occurrence {
                    event: kernel::outbox::Event::FeeReminder,
                    recipient: Recipient {
                        user_id: Some(r.guardian.user),
                        name: r.guardian.name.clone(),
                        email: r.guardian.email.clone(),
                        phone: r.guardian.phone.clone(),
                        wants_email: r.guardian.wants_email,
                        wants_sms: r.guardian.wants_sms,
                    },
                    values: [
                        ("student_name", r.student_name),
                        ("parent_name", r.guardian.name),
                        (
                            "amount",
                            kernel::Money::new(r.amount, r.currency).to_string(),
                        ),
                        ("due_date", due_date),
                    ]
                    .into(),
                    link: Some(format!("{}/parent/fees", self.public_url)),
                    dedup_key: Some(r.key),
                }
            })
            .collect();
        self.notifications
            .notify(&occurrences)
            .await
            .map_err(|e| failed(anyhow::Error::new(e)))
    }
}

/// Every few minutes: card payments whose webhook never came are asked of their gateway, and
/// the day's fee reminders are written (each once, so several servers may run this).
pub async fn run_fee_jobs(
    zone_read: crate::school_time::ZoneRead,
    fees: payments::fees::Fees,
    payments: payments::checkout::Payments,
    reminders: OutboxReminders,
) {
    const EVERY: std::time::Duration = std::time::Duration::from_secs(300);
    loop {
        fee_jobs_once(&zone_read, &fees, &payments, &reminders).await;
        tokio::time::sleep(EVERY).await;
    }
}

/// One round of [`run_fee_jobs`]. Answers how many reminders it wrote, or `None` when they
/// waited for the school's zone (a failure is logged and counts as none written).
pub async fn fee_jobs_once(
    zone_read: &crate::school_time::ZoneRead,
    fees: &payments::fees::Fees,
    payments: &payments::checkout::Payments,
    reminders: &OutboxReminders,
) -> Option<usize> {
    match payments.recheck(50).await {
        Ok(n) if n > 0 => tracing::info!(settled = n, "settled card payments on re-check"),
        Ok(_) => {}
        Err(e) => {
            tracing::warn!(error = %e, cause = ?std::error::Error::source(&e), "could not re-check card payments")
        }
    }
    // Reminders are dated by the school's day: none is written on UTC's while the zone has
    // not been read (decisions/028); the next round writes them.
    if !zone_read.is_read() {
        tracing::info!("fee reminders wait until the school's time zone has been read");
        return None;
    }
    match fees.remind(reminders).await {
        Ok(n) => {
            if n > 0 {
                tracing::info!(written = n, "wrote fee reminders");
            }
            Some(n)
        }
        Err(e) => {
            tracing::warn!(error = %e, cause = ?std::error::Error::source(&e), "could not write fee reminders");
            Some(0)
        }
    }
}

/// Fees on their adapters.
pub fn fees_service(db: &Database, services: &Services) -> payments::fees::Fees {
    payments::fees::Fees::new(
        Arc::new(PgInvoiceRepo::new(db.clone())),
        Arc::new(SettingsFees(crate::wiring::settings_service(db, services))),
        Arc::new(services.clock.clone()),
    )
}

/// Payments on their adapters: the gateways called through `providers`.
pub fn payments_service(
    db: &Database,
    services: &Services,
    providers: Arc<Providers>,
) -> payments::checkout::Payments {
    payments::checkout::Payments::new(
        Arc::new(PgPaymentRepo::new(db.clone())),
        Arc::new(SettingsPayments(crate::wiring::settings_service(
            db, services,
        ))),
        Arc::new(ProviderGateways(providers)),
        fees_service(db, services),
        Arc::new(services.clock.clone()),
        services.public_url.clone(),
    )
}
