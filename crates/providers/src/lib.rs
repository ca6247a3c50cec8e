//! Outbound adapters: SMTP (lettre) and the HTTP APIs of Brevo, Twilio, Paystack, Stripe and
//! Flutterwave (reqwest), behind the settings crate's [`ProviderChecks`] port (decision 009).
//!
//! Every base URL comes from [`ProviderUrls`], so tests point the clients at local stand-ins.
//! Every call is bounded by [`CONNECT_TIMEOUT`] and [`CALL_TIMEOUT`] (an SMTP send, a whole
//! exchange of several commands, by twice that), and every failure becomes
//! one sentence that names its cause.

pub mod delivery;
mod http;
pub mod payments;
mod smtp;

use std::time::Duration;

use settings::{
    CheckOutcome, ProviderChecks,
    connections::{BrevoCheck, CardGateway, SmtpCheck, TwilioCheck},
};

/// How long connecting may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a whole call may take.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// Where each provider's API is. The defaults are the providers' own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderUrls {
    pub brevo: String,
    pub twilio: String,
    pub paystack: String,
    pub stripe: String,
    pub flutterwave: String,
}

impl Default for ProviderUrls {
    fn default() -> Self {
        Self {
            brevo: "https://api.brevo.com".into(),
            twilio: "https://api.twilio.com".into(),
            paystack: "https://api.paystack.co".into(),
            stripe: "https://api.stripe.com".into(),
            flutterwave: "https://api.flutterwave.com".into(),
        }
    }
}

/// The providers' clients.
#[derive(Debug, Clone)]
pub struct Providers {
    http: reqwest::Client,
    urls: ProviderUrls,
    call_timeout: Duration,
}

impl Providers {
    pub fn new(urls: ProviderUrls) -> Result<Self, reqwest::Error> {
        Self::with_timeout(urls, CALL_TIMEOUT)
    }

    /// With another bound on a whole call (tests use a short one).
    pub fn with_timeout(
        urls: ProviderUrls,
        call_timeout: Duration,
    ) -> Result<Self, reqwest::Error> {
        let http = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT.min(call_timeout))
            .timeout(call_timeout)
            .user_agent(concat!("school-portal/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Self {
            http,
            urls,
            call_timeout,
        })
    }
}

#[async_trait::async_trait]
impl ProviderChecks for Providers {
    async fn smtp(&self, check: &SmtpCheck, school: &str) -> CheckOutcome {
        smtp::check(check, school, self.call_timeout).await
    }

    async fn brevo(&self, check: &BrevoCheck, school: &str) -> CheckOutcome {
        http::brevo(self, check, school).await
    }

    async fn twilio(&self, check: &TwilioCheck, school: &str) -> CheckOutcome {
        http::twilio(self, check, school).await
    }

    async fn gateway(&self, gateway: CardGateway, secret_key: &str) -> CheckOutcome {
        http::gateway(self, gateway, secret_key).await
    }
}
