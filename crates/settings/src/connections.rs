//! Connection tests of the e-mail, SMS and payment providers (spec §7, decision 009): the
//! settings an admin is editing, with a secret left out taken from the stored ones, checked for
//! what the provider needs, then tried through the [`ProviderChecks`] port.

use std::sync::Arc;

use kernel::{Clock, Limit, Throttle, ThrottleLog, Verdict, is_email};
use serde::{Deserialize, Serialize};
use time::Duration;
use uuid::Uuid;

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

use crate::{
    FieldErrors, SecretName, SettingsError, SettingsService, error::push, service::Snapshot,
    validate::SMTP_ENCRYPTION,
};

/// How an SMTP connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encryption {
    /// `TLS`: plain first, then STARTTLS (port 587).
    StartTls,
    /// `SSL`: TLS from the first byte (port 465).
    Tls,
    /// `none`: no encryption, for a relay on the school's own network.
    None,
}

/// An SMTP server to try, and where to send a test message if anywhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpCheck {
    pub host: String,
    pub port: u16,
    pub encryption: Encryption,
    /// Signs in when a username is given.
    pub credentials: Option<(String, String)>,
    pub from_name: String,
    pub from_email: String,
    pub to: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrevoCheck {
    pub api_key: String,
    pub from_name: String,
    pub from_email: String,
    pub to: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwilioCheck {
    pub account_sid: String,
    pub auth_token: String,
    /// The sender number or name, for a test SMS.
    pub sender: String,
    pub to: Option<String>,
}

/// The card gateways, tried with their secret key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardGateway {
    Paystack,
    Stripe,
    Flutterwave,
}

impl CardGateway {
    pub fn name(self) -> &'static str {
        match self {
            CardGateway::Paystack => "Paystack",
            CardGateway::Stripe => "Stripe",
            CardGateway::Flutterwave => "Flutterwave",
        }
    }

    fn secret(self) -> SecretName {
        match self {
            CardGateway::Paystack => SecretName::PaystackSecretKey,
            CardGateway::Stripe => SecretName::StripeSecretKey,
            CardGateway::Flutterwave => SecretName::FlutterwaveSecretKey,
        }
    }
}

/// What a test found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct CheckOutcome {
    pub success: bool,
    /// A sentence: what worked, or why it did not.
    pub message: String,
}

impl CheckOutcome {
    pub fn ok(message: impl Into<String>) -> Self {
        Self {
            success: true,
            message: message.into(),
        }
    }

    pub fn failed(message: impl Into<String>) -> Self {
        Self {
            success: false,
            message: message.into(),
        }
    }
}

/// The outbound providers, as the connection tests need them.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait ProviderChecks: Send + Sync {
    /// Connects, secures and signs in as `check` says; with `to`, sends a test message whose
    /// subject names `school`. Every failure is an outcome, never a panic or a hang.
    async fn smtp(&self, check: &SmtpCheck, school: &str) -> CheckOutcome;
    /// Checks the key; with `to`, sends a test e-mail.
    async fn brevo(&self, check: &BrevoCheck, school: &str) -> CheckOutcome;
    /// Checks the account; with `to`, sends a test SMS.
    async fn twilio(&self, check: &TwilioCheck, school: &str) -> CheckOutcome;
    /// Reads something cheap with the secret key.
    async fn gateway(&self, gateway: CardGateway, secret_key: &str) -> CheckOutcome;
}

/// `notifications/email/test/`: the SMTP settings being edited.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct SmtpTestRequest {
    pub host: String,
    pub port: Option<u16>,
    pub username: String,
    /// Left out or empty: the stored password.
    pub password: Option<String>,
    /// `TLS`, `SSL` or `none`.
    pub encryption: String,
    pub from_name: String,
    pub from_email: String,
    /// Also send a test message to this address.
    pub to: Option<String>,
}

/// `notifications/brevo/test/` and `send-test/`.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct BrevoTestRequest {
    /// Left out or empty: the stored key.
    pub api_key: Option<String>,
    pub from_name: String,
    pub from_email: String,
    pub template_id: String,
    #[cfg_attr(
        feature = "openapi",
        schema(format = Int64, minimum = 0, maximum = 4294967295_u64)
    )]
    pub sender_id: Option<u32>,
    /// The address of a test e-mail (`send-test/` only).
    pub to: Option<String>,
}

/// `notifications/sms/test/`, `twilio/test/` and `twilio/send-test/`. For Twilio, `apiKey` is
/// the account SID and `apiSecret` the auth token.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct SmsTestRequest {
    /// `twilio` when left out.
    pub provider: Option<String>,
    pub api_key: Option<String>,
    pub api_secret: Option<String>,
    #[serde(rename = "senderID")]
    pub sender_id: String,
    /// The phone number of a test SMS, as +2348012345678 (`twilio/send-test/` only).
    pub to: Option<String>,
}

/// `payment-gateways/{gateway}/test/`: the gateway's settings being edited.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct GatewayTestRequest {
    /// Left out or empty: the stored key.
    pub secret_key: Option<String>,
    pub public_key: String,
    pub publishable_key: String,
    pub test_mode: bool,
    pub bank_name: String,
    pub account_number: String,
    pub account_name: String,
}

/// How many tests one admin may run in a minute: the throttle protects the providers and the
/// network from a runaway client, counted where every app server sees it (decisions/014).
pub const TESTS_PER_ADMIN: Limit = Limit::new(10, Duration::minutes(1));

/// The connection tests and their throttle.
#[derive(Clone)]
pub struct ConnectionTests {
    settings: SettingsService,
    checks: Arc<dyn ProviderChecks>,
    throttle: Throttle,
}

impl std::fmt::Debug for ConnectionTests {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConnectionTests").finish_non_exhaustive()
    }
}

fn invalid(errors: FieldErrors) -> Result<(), SettingsError> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(SettingsError::Invalid(errors))
    }
}

impl ConnectionTests {
    pub fn new(
        settings: SettingsService,
        checks: Arc<dyn ProviderChecks>,
        throttle: Arc<dyn ThrottleLog>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            settings,
            checks,
            throttle: Throttle::new(throttle, clock),
        }
    }

    /// Counts a test by `admin`, or refuses it when they ran [`TESTS_PER_ADMIN`] in the last
    /// minute.
    async fn admit(&self, admin: Uuid) -> Result<(), SettingsError> {
        match self
            .throttle
            .count(&format!("connection-test:{admin}"), "", TESTS_PER_ADMIN)
            .await
            .map_err(|e| SettingsError::Internal(anyhow::Error::new(e)))?
        {
            Verdict::Allowed => Ok(()),
            Verdict::Wait(retry_after_secs) => Err(SettingsError::Throttled { retry_after_secs }),
        }
    }

    /// The secret sent, else the stored one, else a message for `field`.
    fn secret(
        snapshot: &Snapshot,
        sent: Option<String>,
        name: SecretName,
        field: &str,
        errors: &mut FieldErrors,
    ) -> String {
        if let Some(value) = sent.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()) {
            return value;
        }
        match snapshot.secret(name) {
            Ok(Some(stored)) => stored,
            Ok(None) => {
                push(errors, field, "Enter it here: none is saved yet.");
                String::new()
            }
            Err(_) => {
                push(
                    errors,
                    field,
                    "The saved one can no longer be read (the server's key changed). Enter it \
                     again and save it.",
                );
                String::new()
            }
        }
    }

    pub async fn smtp(
        &self,
        admin: Uuid,
        r: SmtpTestRequest,
    ) -> Result<CheckOutcome, SettingsError> {
        let mut e = FieldErrors::new();
        let snapshot = self.settings.snapshot().await?;
        let host = r.host.trim().to_owned();
        if host.is_empty() || host.chars().any(char::is_whitespace) {
            push(
                &mut e,
                "host",
                "Enter the SMTP server's name, such as smtp.example.com.",
            );
        }
        let port = r.port.unwrap_or(587);
        if port == 0 {
            push(
                &mut e,
                "port",
                "Enter a port from 1 to 65535 (587 for TLS, 465 for SSL).",
            );
        }
        let encryption = match r.encryption.as_str() {
            "TLS" | "" => Encryption::StartTls,
            "SSL" => Encryption::Tls,
            "none" => Encryption::None,
            _ => {
                push(
                    &mut e,
                    "encryption",
                    format!("Choose one of: {}.", SMTP_ENCRYPTION.join(", ")),
                );
                Encryption::None
            }
        };
        let from_email = r.from_email.trim().to_owned();
        if !from_email.is_empty() && !is_email(&from_email) {
            push(
                &mut e,
                "fromEmail",
                "Enter an e-mail address such as office@school.example.",
            );
        }
        let to = r.to.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        if let Some(to) = &to {
            if !is_email(to) {
                push(
                    &mut e,
                    "to",
                    "Enter the e-mail address to send the test to.",
                );
            }
            if from_email.is_empty() {
                push(
                    &mut e,
                    "fromEmail",
                    "Enter the sender's address to send a test e-mail.",
                );
            }
        }
        let username = r.username.trim().to_owned();
        let credentials = if username.is_empty() {
            None
        } else {
            let typed = r
                .password
                .map(|p| p.trim().to_owned())
                .filter(|p| !p.is_empty());
            // The saved password goes only to the saved server, as saved: a test must never
            // hand it to another host, or over a weaker connection.
            let saved = &snapshot.settings.notifications.email.smtp;
            let same_server = saved.host.eq_ignore_ascii_case(&host)
                && saved.port == port
                && saved.username == username
                && (saved.encryption == r.encryption || encryption == Encryption::Tls);
            let password = match typed {
                Some(password) => password,
                None if same_server => Self::secret(
                    &snapshot,
                    None,
                    SecretName::SmtpPassword,
                    "password",
                    &mut e,
                ),
                None => {
                    push(
                        &mut e,
                        "password",
                        "Enter the password: the saved one is only used for the saved server, \
                         port, username and encryption.",
                    );
                    String::new()
                }
            };
            Some((username, password))
        };
        invalid(e)?;
        self.admit(admin).await?;
        let check = SmtpCheck {
            host,
            port,
            encryption,
            credentials,
            from_name: r.from_name.trim().to_owned(),
            from_email,
            to,
        };
        Ok(self
            .checks
            .smtp(&check, &snapshot.settings.school_name)
            .await)
    }

    /// Checks a Brevo key; with `send`, also sends a test e-mail to `to`.
    pub async fn brevo(
        &self,
        admin: Uuid,
        r: BrevoTestRequest,
        send: bool,
    ) -> Result<CheckOutcome, SettingsError> {
        let mut e = FieldErrors::new();
        let snapshot = self.settings.snapshot().await?;
        let api_key = Self::secret(
            &snapshot,
            r.api_key,
            SecretName::BrevoApiKey,
            "apiKey",
            &mut e,
        );
        let from_email = r.from_email.trim().to_owned();
        let to = r.to.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        if send {
            if !to.as_deref().is_some_and(is_email) {
                push(
                    &mut e,
                    "to",
                    "Enter the e-mail address to send the test to.",
                );
            }
            if !is_email(&from_email) {
                push(
                    &mut e,
                    "fromEmail",
                    "Enter the sender's address, one Brevo has verified.",
                );
            }
        }
        invalid(e)?;
        self.admit(admin).await?;
        let check = BrevoCheck {
            api_key,
            from_name: r.from_name.trim().to_owned(),
            from_email,
            to: if send { to } else { None },
        };
        Ok(self
            .checks
            .brevo(&check, &snapshot.settings.school_name)
            .await)
    }

    /// Checks the SMS provider (Twilio); with `send`, also sends a test SMS to `to`.
    pub async fn sms(
        &self,
        admin: Uuid,
        r: SmsTestRequest,
        send: bool,
    ) -> Result<CheckOutcome, SettingsError> {
        let provider = r
            .provider
            .as_deref()
            .unwrap_or("twilio")
            .trim()
            .to_lowercase();
        if provider != "twilio" {
            return Ok(CheckOutcome::failed(format!(
                "The portal can test Twilio only; check the {provider} settings with {provider} \
                 itself."
            )));
        }
        let mut e = FieldErrors::new();
        let snapshot = self.settings.snapshot().await?;
        let account_sid = Self::secret(
            &snapshot,
            r.api_key,
            SecretName::SmsApiKey,
            "apiKey",
            &mut e,
        );
        let auth_token = Self::secret(
            &snapshot,
            r.api_secret,
            SecretName::SmsApiSecret,
            "apiSecret",
            &mut e,
        );
        let to = r.to.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        let sender = r.sender_id.trim().to_owned();
        if send {
            if !to.as_deref().is_some_and(is_phone) {
                push(
                    &mut e,
                    "to",
                    "Enter the phone number with its country code, such as +2348012345678.",
                );
            }
            if sender.is_empty() {
                push(
                    &mut e,
                    "senderID",
                    "Enter the Twilio number or sender name to send from.",
                );
            }
        }
        invalid(e)?;
        self.admit(admin).await?;
        let check = TwilioCheck {
            account_sid,
            auth_token,
            sender,
            to: if send { to } else { None },
        };
        Ok(self
            .checks
            .twilio(&check, &snapshot.settings.school_name)
            .await)
    }

    /// Tests `gateway` (`paystack`, `stripe`, `flutterwave` or `bankTransfer`); `None` for an
    /// unknown one.
    pub async fn gateway(
        &self,
        admin: Uuid,
        gateway: &str,
        r: GatewayTestRequest,
    ) -> Result<Option<CheckOutcome>, SettingsError> {
        let card = match gateway {
            "paystack" => CardGateway::Paystack,
            "stripe" => CardGateway::Stripe,
            "flutterwave" => CardGateway::Flutterwave,
            "bankTransfer" | "bank_transfer" => return bank_transfer(&r).map(Some),
            _ => return Ok(None),
        };
        let mut e = FieldErrors::new();
        let snapshot = self.settings.snapshot().await?;
        let key = Self::secret(&snapshot, r.secret_key, card.secret(), "secretKey", &mut e);
        invalid(e)?;
        self.admit(admin).await?;
        Ok(Some(self.checks.gateway(card, &key).await))
    }
}

fn bank_transfer(r: &GatewayTestRequest) -> Result<CheckOutcome, SettingsError> {
    let missing: Vec<&str> = [
        ("bank name", &r.bank_name),
        ("account number", &r.account_number),
        ("account name", &r.account_name),
    ]
    .into_iter()
    .filter(|(_, value)| value.trim().is_empty())
    .map(|(name, _)| name)
    .collect();
    Ok(if missing.is_empty() {
        CheckOutcome::ok(format!(
            "Families will be asked to pay into {} at {} ({}).",
            r.account_number.trim(),
            r.bank_name.trim(),
            r.account_name.trim()
        ))
    } else {
        CheckOutcome::failed(format!(
            "Bank transfer needs the {} before families can use it.",
            missing.join(" and ")
        ))
    })
}

/// A phone number in E.164: `+` and 8 to 15 digits.
pub fn is_phone(value: &str) -> bool {
    value
        .strip_prefix('+')
        .is_some_and(|d| (8..=15).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        SchoolSettings, SealedSecrets, SecretBox, StoredSettings, ports::MockSettingsRepo,
    };
    use kernel::FixedClock;
    use time::OffsetDateTime;

    const KEY: &str = "connection-tests-server-secret-0123456789";

    fn now() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    /// Settings that hold the given secrets.
    fn settings_with(secrets: &[(SecretName, &str)]) -> SettingsService {
        let seal = SecretBox::from_server_secret(KEY);
        let sealed: SealedSecrets = secrets
            .iter()
            .map(|(name, value)| (*name, seal.seal(*name, value).unwrap()))
            .collect();
        let mut repo = MockSettingsRepo::new();
        let mut saved = SchoolSettings {
            school_name: "Greenfield Academy".into(),
            ..SchoolSettings::default()
        };
        saved.notifications.email.smtp.host = "smtp.school.example".into();
        saved.notifications.email.smtp.username = "office".into();
        repo.expect_load().returning(move || {
            Ok(Some(StoredSettings {
                settings: saved.clone(),
                secrets: sealed.clone(),
                version: 1,
            }))
        });
        SettingsService::new(
            Arc::new(repo),
            Arc::new(FixedClock(now())),
            SecretBox::from_server_secret(KEY),
            Arc::new(kernel::NoFiles),
        )
    }

    fn tests(settings: SettingsService, checks: MockProviderChecks) -> ConnectionTests {
        ConnectionTests::new(
            settings,
            Arc::new(checks),
            Arc::new(kernel::MemoryThrottleLog::default()),
            Arc::new(FixedClock(now())),
        )
    }

    fn smtp_request() -> SmtpTestRequest {
        SmtpTestRequest {
            host: "smtp.school.example".into(),
            port: Some(587),
            username: "office".into(),
            encryption: "TLS".into(),
            from_email: "office@school.example".into(),
            ..SmtpTestRequest::default()
        }
    }

    #[tokio::test]
    async fn a_password_left_out_is_the_stored_one_and_a_sent_one_wins() {
        let mut checks = MockProviderChecks::new();
        checks
            .expect_smtp()
            .withf(|c, school| {
                c.credentials == Some(("office".into(), "stored-pass".into()))
                    && c.encryption == Encryption::StartTls
                    && school == "Greenfield Academy"
            })
            .times(1)
            .returning(|_, _| CheckOutcome::ok("Connected."));
        checks
            .expect_smtp()
            .withf(|c, _| c.credentials == Some(("office".into(), "typed-pass".into())))
            .times(1)
            .returning(|_, _| CheckOutcome::failed("Refused."));
        let tests = tests(
            settings_with(&[(SecretName::SmtpPassword, "stored-pass")]),
            checks,
        );
        let admin = Uuid::now_v7();

        assert!(tests.smtp(admin, smtp_request()).await.unwrap().success);
        let typed = SmtpTestRequest {
            password: Some("typed-pass".into()),
            ..smtp_request()
        };
        assert!(!tests.smtp(admin, typed).await.unwrap().success);
    }

    #[tokio::test]
    async fn the_saved_password_never_goes_to_another_server_or_over_a_weaker_link() {
        let mut checks = MockProviderChecks::new();
        checks.expect_smtp().never();
        let tests = tests(
            settings_with(&[(SecretName::SmtpPassword, "stored-pass")]),
            checks,
        );
        let admin = Uuid::now_v7();
        for elsewhere in [
            SmtpTestRequest {
                host: "attacker.example".into(),
                ..smtp_request()
            },
            SmtpTestRequest {
                port: Some(25),
                ..smtp_request()
            },
            SmtpTestRequest {
                encryption: "none".into(),
                ..smtp_request()
            },
        ] {
            let Err(SettingsError::Invalid(fields)) = tests.smtp(admin, elsewhere).await else {
                panic!("the saved password would have been sent")
            };
            assert!(fields.contains_key("password"));
        }
    }

    #[tokio::test]
    async fn what_a_test_needs_is_checked_before_any_connection() {
        let mut checks = MockProviderChecks::new();
        checks.expect_smtp().never();
        checks.expect_brevo().never();
        checks.expect_gateway().never();
        let tests = tests(settings_with(&[]), checks);
        let admin = Uuid::now_v7();

        let bad = SmtpTestRequest {
            host: " ".into(),
            port: Some(0),
            encryption: "STARTTLS".into(),
            to: Some("nobody".into()),
            ..smtp_request()
        };
        let Err(SettingsError::Invalid(fields)) = tests.smtp(admin, bad).await else {
            panic!("expected Invalid")
        };
        for field in ["host", "port", "encryption", "to", "password"] {
            assert!(fields.contains_key(field), "{field}: {fields:?}");
        }

        let Err(SettingsError::Invalid(fields)) = tests
            .gateway(admin, "stripe", GatewayTestRequest::default())
            .await
        else {
            panic!("expected Invalid")
        };
        assert_eq!(fields["secretKey"], ["Enter it here: none is saved yet."]);

        let send = BrevoTestRequest {
            api_key: Some("xkeysib-1".into()),
            ..BrevoTestRequest::default()
        };
        let Err(SettingsError::Invalid(fields)) = tests.brevo(admin, send, true).await else {
            panic!("expected Invalid")
        };
        assert!(fields.contains_key("to") && fields.contains_key("fromEmail"));
    }

    #[tokio::test]
    async fn the_eleventh_test_in_a_minute_is_throttled_for_that_admin_only() {
        let mut checks = MockProviderChecks::new();
        checks
            .expect_gateway()
            .times(11)
            .returning(|_, _| CheckOutcome::ok("ok"));
        let tests = tests(
            settings_with(&[(SecretName::PaystackSecretKey, "sk")]),
            checks,
        );
        let (busy, other) = (Uuid::now_v7(), Uuid::now_v7());
        for _ in 0..TESTS_PER_ADMIN.max {
            tests
                .gateway(busy, "paystack", GatewayTestRequest::default())
                .await
                .unwrap();
        }
        let refused = tests
            .gateway(busy, "paystack", GatewayTestRequest::default())
            .await;
        assert!(matches!(
            refused,
            Err(SettingsError::Throttled {
                retry_after_secs: 60
            })
        ));
        assert!(
            tests
                .gateway(other, "paystack", GatewayTestRequest::default())
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn bank_transfer_and_unknown_gateways_need_no_provider() {
        let mut checks = MockProviderChecks::new();
        checks.expect_gateway().never();
        let tests = tests(settings_with(&[]), checks);
        let admin = Uuid::now_v7();
        let partial = GatewayTestRequest {
            bank_name: "First Bank".into(),
            ..GatewayTestRequest::default()
        };
        let outcome = tests
            .gateway(admin, "bankTransfer", partial)
            .await
            .unwrap()
            .unwrap();
        assert!(!outcome.success);
        assert!(outcome.message.contains("account number and account name"));
        assert_eq!(
            tests
                .gateway(admin, "paypal", GatewayTestRequest::default())
                .await
                .unwrap(),
            None
        );
    }

    #[tokio::test]
    async fn a_test_sms_goes_to_an_international_number_through_twilio_only() {
        let mut checks = MockProviderChecks::new();
        checks
            .expect_twilio()
            .withf(|c, _| {
                c.account_sid == "AC123"
                    && c.auth_token == "stored-token"
                    && c.to.as_deref() == Some("+2348012345678")
            })
            .times(1)
            .returning(|_, _| CheckOutcome::ok("Sent."));
        let tests = tests(
            settings_with(&[(SecretName::SmsApiSecret, "stored-token")]),
            checks,
        );
        let admin = Uuid::now_v7();
        let request = SmsTestRequest {
            api_key: Some("AC123".into()),
            sender_id: "+15005550006".into(),
            to: Some("+2348012345678".into()),
            ..SmsTestRequest::default()
        };
        assert!(
            tests
                .sms(admin, request.clone(), true)
                .await
                .unwrap()
                .success
        );
        let other = SmsTestRequest {
            provider: Some("termii".into()),
            ..request
        };
        let outcome = tests.sms(admin, other, true).await.unwrap();
        assert!(!outcome.success && outcome.message.contains("Twilio only"));
        assert!(is_phone("+2348012345678") && !is_phone("08012345678"));
    }
}
