//! What the provider tests share: the clients pointed at one local stand-in.

use std::time::Duration;

use providers::{ProviderUrls, Providers};
use wiremock::MockServer;

/// Every provider's base URL at `server`, with `timeout` for a whole call.
pub fn providers_at(server: &MockServer, timeout: Duration) -> Providers {
    let url = server.uri();
    Providers::with_timeout(
        ProviderUrls {
            brevo: url.clone(),
            twilio: url.clone(),
            paystack: url.clone(),
            stripe: url.clone(),
            flutterwave: url,
        },
        timeout,
    )
    .unwrap()
}
