//! Which events are told by e-mail, SMS and in the portal, and through which provider (spec §3
//! "Notifications", §9).

use serde::{Deserialize, Serialize};

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

/// The events the portal can notify people of, one flag each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct EventFlags {
    pub result_released: bool,
    pub absent_notice: bool,
    pub fee_reminder: bool,
    pub exam_schedule: bool,
    pub event_announcement: bool,
    pub disciplinary_action: bool,
}

impl Default for EventFlags {
    fn default() -> Self {
        Self {
            result_released: true,
            absent_notice: true,
            fee_reminder: true,
            exam_schedule: true,
            event_announcement: true,
            disciplinary_action: true,
        }
    }
}

/// E-mail, SMS and in-app notification settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct Notifications {
    pub email: EmailNotifications,
    pub sms: SmsNotifications,
    pub in_app: InAppNotifications,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct EmailNotifications {
    pub enabled: bool,
    pub welcome_email: bool,
    #[serde(flatten)]
    pub events: EventFlags,
    /// `smtp` or `brevo`.
    pub provider: String,
    pub smtp: SmtpSettings,
    pub brevo: BrevoSettings,
}

impl Default for EmailNotifications {
    fn default() -> Self {
        Self {
            enabled: true,
            welcome_email: true,
            events: EventFlags::default(),
            provider: "smtp".into(),
            smtp: SmtpSettings::default(),
            brevo: BrevoSettings::default(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub username: String,
    /// Whether a password is stored; the password itself is never shown.
    pub password_set: bool,
    /// `TLS`, `SSL` or `none`.
    pub encryption: String,
    pub from_name: String,
    pub from_email: String,
}

impl Default for SmtpSettings {
    fn default() -> Self {
        Self {
            host: String::new(),
            port: 587,
            username: String::new(),
            password_set: false,
            encryption: "TLS".into(),
            from_name: String::new(),
            from_email: String::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct BrevoSettings {
    /// Whether an API key is stored; the key itself is never shown.
    pub api_key_set: bool,
    pub from_name: String,
    pub from_email: String,
    pub template_id: String,
    /// Brevo's sender id: a whole number from 0 to 4,294,967,295.
    #[cfg_attr(
        feature = "openapi",
        schema(format = Int64, minimum = 0, maximum = 4294967295_u64)
    )]
    pub sender_id: u32,
}

impl Default for BrevoSettings {
    fn default() -> Self {
        Self {
            api_key_set: false,
            from_name: String::new(),
            from_email: String::new(),
            template_id: String::new(),
            sender_id: 1,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct SmsNotifications {
    pub enabled: bool,
    #[serde(rename = "welcomeSMS")]
    pub welcome_sms: bool,
    #[serde(flatten)]
    pub events: EventFlags,
    pub provider: String,
    /// Whether an API key is stored; the key itself is never shown.
    pub api_key_set: bool,
    /// Whether an API secret is stored; the secret itself is never shown.
    pub api_secret_set: bool,
    #[serde(rename = "senderID")]
    pub sender_id: String,
}

impl Default for SmsNotifications {
    fn default() -> Self {
        Self {
            enabled: false,
            welcome_sms: true,
            events: EventFlags::default(),
            provider: "twilio".into(),
            api_key_set: false,
            api_secret_set: false,
            sender_id: String::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct InAppNotifications {
    pub enabled: bool,
    pub welcome_message: bool,
    #[serde(flatten)]
    pub events: EventFlags,
    pub sound_enabled: bool,
    pub desktop_notifications: bool,
}

impl Default for InAppNotifications {
    fn default() -> Self {
        Self {
            enabled: true,
            welcome_message: true,
            events: EventFlags::default(),
            sound_enabled: true,
            desktop_notifications: false,
        }
    }
}
