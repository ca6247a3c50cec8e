//! The gateways' webhooks (decisions/024): each signature checked exactly as its provider
//! documents, over the raw body, in constant time; then the event read for what it says of a
//! payment. Nothing here trusts a field before the signature is right.

use hmac::{KeyInit, Mac};
use serde_json::Value;
use sha2::{Digest, Sha256, Sha512};

use super::Gateway;

/// How far a Stripe signature's timestamp may be from now (Stripe's default tolerance).
pub const STRIPE_TOLERANCE_SECONDS: i64 = 300;

/// Paystack: `x-paystack-signature` is the hex HMAC-SHA512 of the raw body under the secret key.
pub fn paystack_signed(secret_key: &str, body: &[u8], signature: &str) -> bool {
    let Ok(expected) = hex::decode(signature.trim()) else {
        return false;
    };
    let Ok(mut mac) = hmac::Hmac::<Sha512>::new_from_slice(secret_key.as_bytes()) else {
        return false;
    };
    mac.update(body);
    mac.verify_slice(&expected).is_ok()
}

/// Flutterwave: `verif-hash` equals the secret hash the school set in its dashboard. Compared
/// as SHA-256 digests, so the time taken says nothing about the secret.
pub fn flutterwave_signed(secret_hash: &str, header: &str) -> bool {
    !secret_hash.is_empty()
        && Sha256::digest(secret_hash.as_bytes()) == Sha256::digest(header.trim().as_bytes())
}

/// Stripe: `Stripe-Signature: t=...,v1=...` where v1 is the hex HMAC-SHA256 of `{t}.{body}`
/// under the `whsec_` secret, and `t` within five minutes of `now` (Unix seconds). Any of
/// several v1 signatures may match (Stripe sends two while a secret is rolled).
pub fn stripe_signed(webhook_secret: &str, body: &[u8], header: &str, now: i64) -> bool {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", v)) => {
                if let Ok(bytes) = hex::decode(v) {
                    signatures.push(bytes);
                }
            }
            _ => {}
        }
    }
    let Some(t) = timestamp else {
        return false;
    };
    if (now - t).abs() > STRIPE_TOLERANCE_SECONDS {
        return false;
    }
    signatures.iter().any(|signature| {
        let Ok(mut mac) = hmac::Hmac::<Sha256>::new_from_slice(webhook_secret.as_bytes()) else {
            return false;
        };
        mac.update(t.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        mac.verify_slice(signature).is_ok()
    })
}

/// What a signed event says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayEvent {
    /// The gateway's own id of the event or transaction: the same delivery twenty times has the
    /// same key, and is acted on once.
    pub key: String,
    /// The event's name (`charge.success`, `charge.completed`, `checkout.session.completed`).
    pub name: String,
    /// What it says of a payment, when it is a completed payment.
    pub charge: Option<Charged>,
}

/// A completed payment as a gateway reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charged {
    /// Our reference, echoed by the gateway.
    pub reference: String,
    /// The gateway's own id of the transaction (Flutterwave's, to verify it by).
    pub transaction: String,
    /// Minor units.
    pub amount: i64,
    /// ISO 4217, upper case.
    pub currency: String,
}

/// Reads a signed event's body; `None` when it is not JSON of the gateway's shape.
pub fn read_event(gateway: Gateway, body: &[u8]) -> Option<GatewayEvent> {
    let v: Value = serde_json::from_slice(body).ok()?;
    let text = |p: &str| v.pointer(p).and_then(Value::as_str).map(str::to_owned);
    let id = |p: &str| {
        v.pointer(p).and_then(|x| match x {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        })
    };
    match gateway {
        Gateway::Paystack => {
            let name = text("/event")?;
            let charge = (name == "charge.success"
                && text("/data/status").as_deref() == Some("success"))
            .then(|| {
                Some(Charged {
                    reference: text("/data/reference")?,
                    transaction: id("/data/id").unwrap_or_default(),
                    amount: v.pointer("/data/amount")?.as_i64()?,
                    currency: text("/data/currency")?.to_uppercase(),
                })
            })
            .flatten();
            let key = format!(
                "{name}:{}",
                id("/data/id").or_else(|| text("/data/reference"))?
            );
            Some(GatewayEvent { key, name, charge })
        }
        Gateway::Flutterwave => {
            let name = text("/event")?;
            let charge = (name == "charge.completed"
                && text("/data/status").as_deref() == Some("successful"))
            .then(|| {
                let currency = text("/data/currency")?.to_uppercase();
                Some(Charged {
                    reference: text("/data/tx_ref")?,
                    transaction: id("/data/id")?,
                    amount: minor_units(v.pointer("/data/amount")?, &currency)?,
                    currency,
                })
            })
            .flatten();
            let key = format!("{name}:{}", id("/data/id")?);
            Some(GatewayEvent { key, name, charge })
        }
        Gateway::Stripe => {
            let name = text("/type")?;
            let charge = (name == "checkout.session.completed"
                && text("/data/object/payment_status").as_deref() == Some("paid"))
            .then(|| {
                Some(Charged {
                    reference: text("/data/object/client_reference_id")?,
                    transaction: text("/data/object/id").unwrap_or_default(),
                    amount: v.pointer("/data/object/amount_total")?.as_i64()?,
                    currency: text("/data/object/currency")?.to_uppercase(),
                })
            })
            .flatten();
            Some(GatewayEvent {
                key: id("/id")?,
                name,
                charge,
            })
        }
        Gateway::BankTransfer => None,
    }
}

/// A JSON amount in major units (Flutterwave's `100` or `2500.5`) as minor units, read from its
/// decimal text, never through floating point.
pub fn minor_units(amount: &Value, currency: &str) -> Option<i64> {
    // A code that is not three letters reads with two decimals, as most currencies have.
    kernel::Currency::parse(currency)
        .unwrap_or(kernel::Currency::NGN)
        .minor_from_json(amount)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn hex_hmac_512(key: &str, body: &[u8]) -> String {
        let mut mac = hmac::Hmac::<Sha512>::new_from_slice(key.as_bytes()).unwrap();
        mac.update(body);
        hex::encode(mac.finalize().into_bytes())
    }

    fn stripe_header(secret: &str, t: i64, body: &[u8]) -> String {
        let mut mac = hmac::Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(format!("{t}.").as_bytes());
        mac.update(body);
        format!("t={t},v1={}", hex::encode(mac.finalize().into_bytes()))
    }

    #[test]
    fn a_paystack_signature_is_the_hmac_sha512_of_the_raw_body() {
        let body = br#"{"event":"charge.success"}"#;
        let good = hex_hmac_512("sk_test_x", body);
        assert!(paystack_signed("sk_test_x", body, &good));
        assert!(!paystack_signed("sk_test_y", body, &good));
        assert!(!paystack_signed(
            "sk_test_x",
            br#"{"event":"charge.success" }"#,
            &good
        ));
        assert!(!paystack_signed("sk_test_x", body, "not hex"));
        assert!(!paystack_signed("sk_test_x", body, ""));
    }

    #[test]
    fn a_flutterwave_hash_must_equal_the_secret_hash() {
        assert!(flutterwave_signed("my-hash", "my-hash"));
        assert!(!flutterwave_signed("my-hash", "my-hash2"));
        assert!(!flutterwave_signed("", ""));
    }

    #[test]
    fn a_stripe_signature_covers_the_timestamp_and_body_within_five_minutes() {
        let body = br#"{"id":"evt_1"}"#;
        let header = stripe_header("whsec_abc", 1_700_000_000, body);
        assert!(stripe_signed("whsec_abc", body, &header, 1_700_000_100));
        assert!(!stripe_signed("whsec_abc", body, &header, 1_700_000_301));
        assert!(!stripe_signed("whsec_other", body, &header, 1_700_000_100));
        assert!(!stripe_signed("whsec_abc", b"{}", &header, 1_700_000_100));
        // A second, stale signature beside a good one (a secret being rolled) still passes.
        let rolled = format!("{header},v1=00ff");
        assert!(stripe_signed("whsec_abc", body, &rolled, 1_700_000_000));
        assert!(!stripe_signed("whsec_abc", body, "v1=00", 1_700_000_000));
    }

    #[test]
    fn events_say_which_payment_completed_and_for_how_much() {
        let paystack = json!({"event": "charge.success", "data": {"id": 4099, "status": "success",
            "reference": "SP-1", "amount": 1500000, "currency": "NGN"}});
        let e = read_event(Gateway::Paystack, paystack.to_string().as_bytes()).unwrap();
        assert_eq!(e.key, "charge.success:4099");
        assert_eq!(
            e.charge,
            Some(Charged {
                reference: "SP-1".into(),
                transaction: "4099".into(),
                amount: 1_500_000,
                currency: "NGN".into()
            })
        );
        let flutterwave = json!({"event": "charge.completed", "data": {"id": 285959875,
            "tx_ref": "SP-2", "amount": 2500.5, "currency": "NGN", "status": "successful"}});
        let e = read_event(Gateway::Flutterwave, flutterwave.to_string().as_bytes()).unwrap();
        assert_eq!(e.charge.unwrap().amount, 250_050);
        let stripe = json!({"id": "evt_9", "type": "checkout.session.completed", "data": {"object":
            {"id": "cs_1", "client_reference_id": "SP-3", "amount_total": 4200, "currency": "usd",
             "payment_status": "paid"}}});
        let e = read_event(Gateway::Stripe, stripe.to_string().as_bytes()).unwrap();
        assert_eq!(
            (e.key.as_str(), e.charge.unwrap().currency.as_str()),
            ("evt_9", "USD")
        );
        // Another event is read, and says nothing of a payment.
        let other = json!({"event": "transfer.success", "data": {"id": 1}});
        assert_eq!(
            read_event(Gateway::Paystack, other.to_string().as_bytes())
                .unwrap()
                .charge,
            None
        );
        assert_eq!(read_event(Gateway::Paystack, b"not json"), None);
    }

    #[test]
    fn major_units_become_minor_units_without_floating_point() {
        assert_eq!(minor_units(&json!(100), "NGN"), Some(10_000));
        assert_eq!(minor_units(&json!(0.1), "NGN"), Some(10));
        assert_eq!(minor_units(&json!("19.99"), "USD"), Some(1_999));
        assert_eq!(minor_units(&json!("19.990"), "USD"), Some(1_999));
        assert_eq!(minor_units(&json!("19.999"), "USD"), None);
        assert_eq!(minor_units(&json!(-5), "USD"), None);
        assert_eq!(minor_units(&json!(500), "UGX"), Some(500));
    }
}
