//! The card gateways' payment calls: start a checkout and verify its outcome (Paystack,
//! Flutterwave, Stripe). The payments feature will declare the port these serve; the calls and
//! their failures are settled here, against each gateway's documented API.

use reqwest::StatusCode;
use serde_json::{Value, json};
use settings::connections::CardGateway;

use crate::Providers;

/// A payment to collect, in integer minor units of `currency` (kobo, cents).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentRequest {
    /// Ours, unique per attempt: the gateway echoes it and the verify call looks it up by it.
    pub reference: String,
    pub amount_minor: i64,
    /// ISO 4217, such as NGN.
    pub currency: String,
    pub payer_email: String,
    /// Where the gateway sends the payer back.
    pub return_url: String,
    pub description: String,
}

/// Where to send the payer to pay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkout {
    pub url: String,
    /// The gateway's own id of the checkout (Stripe's session id), used to verify it.
    pub gateway_id: String,
}

/// What the gateway says of a payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentOutcome {
    /// Paid: the amount in minor units and the currency (ISO 4217), as the gateway reports them.
    Successful {
        amount_minor: i64,
        currency: String,
    },
    Pending,
    Failed,
}

/// A transaction as its gateway holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct HeldTransaction {
    pub status: String,
    pub reference: String,
    /// As the gateway writes it: Flutterwave's major units.
    pub amount: Value,
    pub currency: String,
}

/// Why a gateway call failed, in a sentence for the log and for an admin.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct GatewayError(pub String);

impl Providers {
    /// Starts a checkout for `payment` with the gateway's secret key.
    pub async fn start_payment(
        &self,
        gateway: CardGateway,
        secret_key: &str,
        payment: &PaymentRequest,
    ) -> Result<Checkout, GatewayError> {
        let name = gateway.name();
        let currency = kernel::Currency::parse(&payment.currency)
            .map_err(|_| GatewayError(format!("{} is not a currency code.", payment.currency)))?;
        let (request, url_at, id_at) = match gateway {
            CardGateway::Paystack => (
                self.http
                    .post(format!(
                        "{}/transaction/initialize",
                        base(&self.urls.paystack)
                    ))
                    .bearer_auth(secret_key)
                    .json(&json!({
                        "email": payment.payer_email,
                        "amount": payment.amount_minor,
                        "currency": payment.currency,
                        "reference": payment.reference,
                        "callback_url": payment.return_url,
                    })),
                "/data/authorization_url",
                "/data/reference",
            ),
            CardGateway::Flutterwave => (
                self.http
                    .post(format!("{}/v3/payments", base(&self.urls.flutterwave)))
                    .bearer_auth(secret_key)
                    .json(&json!({
                        "tx_ref": payment.reference,
                        // Flutterwave takes major units: naira for kobo, but shillings for
                        // Ugandan shillings, which have no minor unit.
                        "amount": currency.major_amount(payment.amount_minor),
                        "currency": payment.currency,
                        "redirect_url": payment.return_url,
                        "customer": {"email": payment.payer_email},
                        "customizations": {"description": payment.description},
                    })),
                "/data/link",
                "",
            ),
            CardGateway::Stripe => {
                let amount = payment.amount_minor.to_string();
                let currency = payment.currency.to_lowercase();
                (
                    self.http
                        .post(format!("{}/v1/checkout/sessions", base(&self.urls.stripe)))
                        .bearer_auth(secret_key)
                        .form(&[
                            ("mode", "payment"),
                            ("client_reference_id", payment.reference.as_str()),
                            ("customer_email", payment.payer_email.as_str()),
                            ("success_url", payment.return_url.as_str()),
                            ("cancel_url", payment.return_url.as_str()),
                            ("line_items[0][quantity]", "1"),
                            ("line_items[0][price_data][currency]", currency.as_str()),
                            ("line_items[0][price_data][unit_amount]", amount.as_str()),
                            (
                                "line_items[0][price_data][product_data][name]",
                                payment.description.as_str(),
                            ),
                        ]),
                    "/url",
                    "/id",
                )
            }
        };
        let body = send(name, request).await?;
        let url = body
            .pointer(url_at)
            .and_then(Value::as_str)
            .ok_or_else(|| GatewayError(format!("{name} did not answer a checkout address.")))?;
        let gateway_id = if id_at.is_empty() {
            payment.reference.clone()
        } else {
            body.pointer(id_at)
                .and_then(Value::as_str)
                .unwrap_or(&payment.reference)
                .to_owned()
        };
        Ok(Checkout {
            url: url.to_owned(),
            gateway_id,
        })
    }

    /// Flutterwave's verify-by-id call (`GET /v3/transactions/{id}/verify`): the transaction's
    /// status, our reference (`tx_ref`), its amount as Flutterwave writes it (major units) and
    /// its currency.
    pub async fn flutterwave_transaction(
        &self,
        secret_key: &str,
        id: &str,
    ) -> Result<HeldTransaction, GatewayError> {
        let mut url = url::Url::parse(&base(&self.urls.flutterwave))
            .map_err(|e| GatewayError(format!("Flutterwave's address is not valid ({e}).")))?;
        url.path_segments_mut()
            .map_err(|()| GatewayError("Flutterwave's address cannot take a path.".into()))?
            .pop_if_empty()
            .extend(["v3", "transactions", id, "verify"]);
        let body = send("Flutterwave", self.http.get(url).bearer_auth(secret_key)).await?;
        let text = |pointer: &str| {
            body.pointer(pointer)
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned()
        };
        Ok(HeldTransaction {
            status: text("/data/status"),
            reference: text("/data/tx_ref"),
            amount: body.pointer("/data/amount").cloned().unwrap_or(Value::Null),
            currency: text("/data/currency"),
        })
    }

    /// Asks the gateway how the payment with `reference` (Stripe: the checkout's `gateway_id`)
    /// ended.
    pub async fn verify_payment(
        &self,
        gateway: CardGateway,
        secret_key: &str,
        reference: &str,
    ) -> Result<PaymentOutcome, GatewayError> {
        let name = gateway.name();
        let mut url = match gateway {
            CardGateway::Paystack => url::Url::parse(&base(&self.urls.paystack)),
            CardGateway::Flutterwave => url::Url::parse(&base(&self.urls.flutterwave)),
            CardGateway::Stripe => url::Url::parse(&base(&self.urls.stripe)),
        }
        .map_err(|e| GatewayError(format!("{name}'s address is not valid ({e}).")))?;
        {
            let mut path = url
                .path_segments_mut()
                .map_err(|()| GatewayError(format!("{name}'s address cannot take a path.")))?;
            path.pop_if_empty();
            match gateway {
                CardGateway::Paystack => path.extend(["transaction", "verify", reference]),
                CardGateway::Flutterwave => {
                    path.extend(["v3", "transactions", "verify_by_reference"])
                }
                CardGateway::Stripe => path.extend(["v1", "checkout", "sessions", reference]),
            };
        }
        if gateway == CardGateway::Flutterwave {
            url.query_pairs_mut().append_pair("tx_ref", reference);
        }
        let body = send(name, self.http.get(url).bearer_auth(secret_key)).await?;
        let text = |pointer: &str| body.pointer(pointer).and_then(Value::as_str).unwrap_or("");
        // Paystack and Stripe answer minor units, a whole number.
        let whole = |pointer: &str| body.pointer(pointer).and_then(Value::as_i64).unwrap_or(0);
        Ok(match gateway {
            CardGateway::Paystack => match text("/data/status") {
                "success" => PaymentOutcome::Successful {
                    amount_minor: whole("/data/amount"),
                    currency: text("/data/currency").to_uppercase(),
                },
                "failed" | "abandoned" | "reversed" => PaymentOutcome::Failed,
                _ => PaymentOutcome::Pending,
            },
            CardGateway::Flutterwave => match text("/data/status") {
                // Flutterwave answers major units, read by the currency it names.
                "successful" => {
                    let currency = text("/data/currency").to_uppercase();
                    let amount = kernel::Currency::parse(&currency).ok().and_then(|c| {
                        c.minor_from_json(body.pointer("/data/amount").unwrap_or(&Value::Null))
                    });
                    PaymentOutcome::Successful {
                        amount_minor: amount.ok_or_else(|| {
                            GatewayError(
                                "Flutterwave answered an amount or currency that is not one."
                                    .into(),
                            )
                        })?,
                        currency,
                    }
                }
                "failed" | "cancelled" => PaymentOutcome::Failed,
                _ => PaymentOutcome::Pending,
            },
            CardGateway::Stripe => match (text("/payment_status"), text("/status")) {
                ("paid", _) => PaymentOutcome::Successful {
                    amount_minor: whole("/amount_total"),
                    currency: text("/currency").to_uppercase(),
                },
                (_, "expired") => PaymentOutcome::Failed,
                _ => PaymentOutcome::Pending,
            },
        })
    }
}

fn base(url: &str) -> String {
    url.trim_end_matches('/').to_owned()
}

async fn send(name: &str, request: reqwest::RequestBuilder) -> Result<Value, GatewayError> {
    let response = request.send().await.map_err(|e| {
        GatewayError(if e.is_timeout() {
            format!("{name} did not answer in time.")
        } else {
            format!("{name} could not be reached ({e}).")
        })
    })?;
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    match status {
        s if s.is_success() => Ok(body),
        StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Err(GatewayError(format!(
            "{name} refused the secret key: check it in the payment settings."
        ))),
        StatusCode::NOT_FOUND => Err(GatewayError(format!("{name} does not know this payment."))),
        _ => {
            let reason = body
                .get("message")
                .and_then(Value::as_str)
                .or_else(|| body.pointer("/error/message").and_then(Value::as_str))
                .unwrap_or("no reason given");
            Err(GatewayError(format!("{name} answered {status}: {reason}")))
        }
    }
}
