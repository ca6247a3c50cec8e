//! The settings' secrets: write-only values (passwords, API keys, gateway secret keys) that are
//! sealed before they are stored and never part of any answer (decision 007).

use std::collections::BTreeMap;

use chacha20poly1305::{
    Key, XChaCha20Poly1305, XNonce,
    aead::{Aead, KeyInit, Payload},
};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// A secret the settings can hold, with the path where the API accepts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecretName {
    SmtpPassword,
    BrevoApiKey,
    SmsApiKey,
    SmsApiSecret,
    PaystackSecretKey,
    StripeSecretKey,
    FlutterwaveSecretKey,
    /// Flutterwave's webhook secret hash (its `verif-hash` header).
    FlutterwaveSecretHash,
    /// Stripe's `whsec_` webhook signing secret.
    StripeWebhookSecret,
}

impl SecretName {
    pub const ALL: [SecretName; 9] = [
        SecretName::SmtpPassword,
        SecretName::BrevoApiKey,
        SecretName::SmsApiKey,
        SecretName::SmsApiSecret,
        SecretName::PaystackSecretKey,
        SecretName::StripeSecretKey,
        SecretName::FlutterwaveSecretKey,
        SecretName::FlutterwaveSecretHash,
        SecretName::StripeWebhookSecret,
    ];

    /// Where the secret is written in the settings (dotted, the spec's names).
    pub fn path(self) -> &'static str {
        match self {
            SecretName::SmtpPassword => "notifications.email.smtp.password",
            SecretName::BrevoApiKey => "notifications.email.brevo.apiKey",
            SecretName::SmsApiKey => "notifications.sms.apiKey",
            SecretName::SmsApiSecret => "notifications.sms.apiSecret",
            SecretName::PaystackSecretKey => "payment_gateways.paystack.secretKey",
            SecretName::StripeSecretKey => "payment_gateways.stripe.secretKey",
            SecretName::FlutterwaveSecretKey => "payment_gateways.flutterwave.secretKey",
            SecretName::FlutterwaveSecretHash => "payment_gateways.flutterwave.secretHash",
            SecretName::StripeWebhookSecret => "payment_gateways.stripe.webhookSecret",
        }
    }

    /// The secret written at `path`, if one is.
    pub fn at(path: &str) -> Option<SecretName> {
        Self::ALL.into_iter().find(|s| s.path() == path)
    }

    fn label(self) -> &'static str {
        match self {
            SecretName::SmtpPassword => "smtp_password",
            SecretName::BrevoApiKey => "brevo_api_key",
            SecretName::SmsApiKey => "sms_api_key",
            SecretName::SmsApiSecret => "sms_api_secret",
            SecretName::PaystackSecretKey => "paystack_secret_key",
            SecretName::StripeSecretKey => "stripe_secret_key",
            SecretName::FlutterwaveSecretKey => "flutterwave_secret_key",
            SecretName::FlutterwaveSecretHash => "flutterwave_secret_hash",
            SecretName::StripeWebhookSecret => "stripe_webhook_secret",
        }
    }
}

/// The stored secrets, sealed: hex of nonce followed by ciphertext and tag.
pub type SealedSecrets = BTreeMap<SecretName, String>;

/// What an update does to a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecretChange {
    Set(String),
    Remove,
}

/// Seals and opens secrets with XChaCha20-Poly1305 under a key derived from the server's secret
/// key. The secret's name is bound as associated data, so a sealed value moved to another name
/// does not open.
#[derive(Clone)]
pub struct SecretBox {
    cipher: XChaCha20Poly1305,
}

impl std::fmt::Debug for SecretBox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretBox(..)")
    }
}

const NONCE_LEN: usize = 24;

impl SecretBox {
    /// Derives the sealing key from `server_secret` (the configuration's secret key, at least
    /// 32 random characters), with a label that keeps it apart from every other use of it.
    pub fn from_server_secret(server_secret: impl AsRef<[u8]>) -> Self {
        let mut hash = Sha256::new();
        hash.update(b"school-portal/settings-secrets/v1\0");
        hash.update(server_secret.as_ref());
        let key: [u8; 32] = hash.finalize().into();
        Self {
            cipher: XChaCha20Poly1305::new(&Key::from(key)),
        }
    }

    pub fn seal(&self, name: SecretName, value: &str) -> Result<String, anyhow::Error> {
        let mut nonce = [0u8; NONCE_LEN];
        getrandom::fill(&mut nonce).map_err(|e| anyhow::anyhow!("no random nonce: {e}"))?;
        let sealed = self
            .cipher
            .encrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: value.as_bytes(),
                    aad: name.label().as_bytes(),
                },
            )
            .map_err(|_| anyhow::anyhow!("could not seal {}", name.label()))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(hex::encode(out))
    }

    /// Opens a sealed secret. Fails when it was sealed under another key (the server's secret key
    /// changed) or was altered.
    pub fn open(&self, name: SecretName, sealed: &str) -> Result<String, anyhow::Error> {
        let bytes = hex::decode(sealed)?;
        if bytes.len() < NONCE_LEN {
            anyhow::bail!("the sealed {} is too short", name.label());
        }
        let (nonce, body) = bytes.split_at(NONCE_LEN);
        let nonce: [u8; NONCE_LEN] = nonce.try_into()?;
        let plain = self
            .cipher
            .decrypt(
                &XNonce::from(nonce),
                Payload {
                    msg: body,
                    aad: name.label().as_bytes(),
                },
            )
            .map_err(|_| {
                anyhow::anyhow!(
                    "the stored {} cannot be opened: it was sealed under another \
                     PORTAL_SECRET_KEY or altered; enter it again in the settings",
                    name.label()
                )
            })?;
        Ok(String::from_utf8(plain)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "a-long-random-server-secret-for-tests-0123456789";

    #[test]
    fn a_sealed_secret_opens_to_itself_and_never_shows_the_plain_text() {
        let secrets = SecretBox::from_server_secret(KEY);
        let sealed = secrets
            .seal(SecretName::SmtpPassword, "hunter2-smtp")
            .unwrap();
        assert!(!sealed.contains("hunter2"));
        assert_eq!(
            secrets.open(SecretName::SmtpPassword, &sealed).unwrap(),
            "hunter2-smtp"
        );
    }

    #[test]
    fn the_same_secret_seals_differently_each_time() {
        let secrets = SecretBox::from_server_secret(KEY);
        let a = secrets.seal(SecretName::BrevoApiKey, "key").unwrap();
        let b = secrets.seal(SecretName::BrevoApiKey, "key").unwrap();
        assert_ne!(a, b);
    }

    #[test]
    fn another_server_key_or_another_name_cannot_open_it() {
        let sealed = SecretBox::from_server_secret(KEY)
            .seal(SecretName::StripeSecretKey, "sk_live_x")
            .unwrap();
        let other = SecretBox::from_server_secret("another-long-random-server-secret-987654321");
        assert!(other.open(SecretName::StripeSecretKey, &sealed).is_err());
        let same = SecretBox::from_server_secret(KEY);
        assert!(same.open(SecretName::PaystackSecretKey, &sealed).is_err());
    }

    #[test]
    fn every_secret_has_a_distinct_path_that_finds_it_again() {
        for name in SecretName::ALL {
            assert_eq!(SecretName::at(name.path()), Some(name));
        }
        assert_eq!(SecretName::at("notifications.email.smtp.host"), None);
    }
}
