//! The school's settings and their defaults (spec §3 and §9).
//!
//! Field names are the spec's server names: snake_case at the top level, and the camelCase of the
//! spec inside the nested groups (`notifications.email.smtp.fromName`). They are a contract shared
//! by the stored document and the API, so they are fixed here, once.
//!
//! Every struct reads with `#[serde(default)]`: a document stored before a field existed reads
//! with that field's default, and the school's own values are never lost by an upgrade.
//!
//! Secret values (passwords, API keys, gateway secret keys) are never part of these types. The
//! document only records whether each one is set (`passwordSet`, `secretKeySet`...), so no
//! serialisation of the settings can leak a secret.

mod academic;
mod messaging;
mod notifications;
mod payments;

pub use academic::*;
pub use messaging::*;
pub use notifications::*;
pub use payments::*;

use serde::{Deserialize, Serialize};

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

/// Themes an admin may choose. The ones in [`DARK_THEMES`] count as dark (spec §4 "Theme").
pub const THEMES: &[&str] = &[
    "default",
    "light",
    "dark",
    "premium",
    "ultra-premium",
    "obsidian",
    "aurora",
    "midnight",
    "crimson",
    "forest",
    "golden",
];

/// Admin themes that count as dark; all others count as light (spec §4 "Theme").
pub const DARK_THEMES: &[&str] = &[
    "dark",
    "premium",
    "ultra-premium",
    "obsidian",
    "aurora",
    "midnight",
    "crimson",
    "forest",
    "golden",
];

/// Everything the school has configured, with the spec's defaults for what it has not.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default)]
pub struct SchoolSettings {
    // Identity
    pub site_name: String,
    pub school_name: String,
    pub school_address: String,
    pub school_phone: String,
    pub school_email: String,
    pub school_motto: String,
    /// Where the school's logo is served; `null` until one is uploaded.
    pub logo_url: Option<String>,
    /// Where the school's favicon is served; `null` until one is uploaded.
    pub favicon_url: Option<String>,

    // Locale and look
    pub academic_year: String,
    pub current_term: String,
    pub timezone: String,
    pub date_format: String,
    pub language: String,
    /// ISO 4217 code of the currency fees are charged in; amounts are integer minor units.
    pub currency: String,
    /// The admin's default theme for every page (one of [`THEMES`]).
    pub theme: String,
    pub primary_color: String,
    pub typography: String,
    pub font_size: String,
    /// The design theme of the spec's "Design settings" (its default is `default`).
    pub design_theme: String,
    pub border_radius: String,
    pub shadow_style: String,
    pub animations_enabled: bool,
    pub compact_mode: bool,

    // Notifications, payments, academic configuration, messaging
    pub notifications_enabled: bool,
    pub notifications: Notifications,
    pub payment_gateways: PaymentGateways,
    pub user_role_payment_access: UserRolePaymentAccess,
    pub fee_structure: FeeStructure,
    pub discount_rules: DiscountRules,
    pub class_levels: Vec<NamedItem>,
    pub subjects: Vec<NamedItem>,
    pub sessions: Vec<AcademicSession>,
    pub grading: Grading,
    pub marking_scheme: MarkingScheme,
    /// The traits report cards rate.
    pub report_traits: ReportTraits,
    /// The timetable's period template: the school day's periods and breaks, in order.
    pub school_periods: Vec<SchoolPeriod>,
    pub message_templates: MessageTemplates,
    pub chat_system: ChatSystem,

    // Registration and security
    pub allow_self_registration: bool,
    pub email_verification_required: bool,
    pub registration_approval_required: bool,
    pub default_user_role: String,
    pub password_min_length: u32,
    /// Days after which a password must be changed.
    pub password_reset_interval: u32,
    pub password_require_numbers: bool,
    pub password_require_symbols: bool,
    pub password_require_uppercase: bool,
    pub allow_profile_image_upload: bool,
    /// Largest profile picture, in megabytes.
    pub profile_image_max_size: u32,
}

/// The school's name as shipped, before an admin names it.
pub const DEFAULT_SCHOOL_NAME: &str = "School Portal";

impl Default for SchoolSettings {
    fn default() -> Self {
        Self {
            site_name: DEFAULT_SCHOOL_NAME.into(),
            school_name: DEFAULT_SCHOOL_NAME.into(),
            school_address: String::new(),
            school_phone: String::new(),
            school_email: String::new(),
            school_motto: "Knowledge at its spring".into(),
            logo_url: None,
            favicon_url: None,
            academic_year: "2025/2026".into(),
            current_term: "First Term".into(),
            timezone: "UTC-5".into(),
            date_format: "dd/mm/yyyy".into(),
            language: "English".into(),
            currency: "NGN".into(),
            theme: "light".into(),
            primary_color: "#3B82F6".into(),
            typography: "Inter".into(),
            font_size: "medium".into(),
            design_theme: "default".into(),
            border_radius: "rounded-lg".into(),
            shadow_style: "shadow-md".into(),
            animations_enabled: true,
            compact_mode: false,
            notifications_enabled: true,
            notifications: Notifications::default(),
            payment_gateways: PaymentGateways::default(),
            user_role_payment_access: UserRolePaymentAccess::default(),
            fee_structure: FeeStructure::default(),
            discount_rules: DiscountRules::default(),
            class_levels: named(&[
                ("grade-1", "Grade 1"),
                ("grade-2", "Grade 2"),
                ("grade-3", "Grade 3"),
            ]),
            subjects: named(&[
                ("mathematics", "Mathematics"),
                ("english", "English"),
                ("science", "Science"),
            ]),
            sessions: vec![AcademicSession {
                id: "2025-2026".into(),
                name: "2025/2026".into(),
                terms: vec![
                    "First Term".into(),
                    "Second Term".into(),
                    "Third Term".into(),
                ],
            }],
            grading: Grading::default(),
            marking_scheme: MarkingScheme::default(),
            report_traits: ReportTraits::default(),
            school_periods: default_periods(),
            message_templates: MessageTemplates::default(),
            chat_system: ChatSystem::default(),
            allow_self_registration: true,
            email_verification_required: true,
            registration_approval_required: false,
            default_user_role: "student".into(),
            password_min_length: 8,
            password_reset_interval: 90,
            password_require_numbers: true,
            password_require_symbols: false,
            password_require_uppercase: false,
            allow_profile_image_upload: true,
            profile_image_max_size: 2,
        }
    }
}

impl SchoolSettings {
    /// The design settings of the spec's "Design settings" table, read from these settings.
    pub fn design(&self) -> DesignSettings {
        DesignSettings {
            primary_color: self.primary_color.clone(),
            theme: self.design_theme.clone(),
            animations_enabled: self.animations_enabled,
            compact_mode: self.compact_mode,
            typography: self.typography.clone(),
            border_radius: self.border_radius.clone(),
            shadow_style: self.shadow_style.clone(),
        }
    }

    /// What anyone but an admin may see (decision 007): the connection details of the e-mail
    /// and SMS providers, whether secrets are set, and the moderation word list are blanked.
    pub fn public_view(mut self) -> Self {
        let email = &mut self.notifications.email;
        email.smtp = SmtpSettings::default();
        email.brevo = BrevoSettings::default();
        let sms = &mut self.notifications.sms;
        sms.sender_id.clear();
        sms.api_key_set = false;
        sms.api_secret_set = false;
        for gateway in [
            &mut self.payment_gateways.paystack,
            &mut self.payment_gateways.flutterwave,
        ] {
            gateway.secret_key_set = false;
            gateway.secret_hash_set = false;
        }
        self.payment_gateways.stripe.secret_key_set = false;
        self.payment_gateways.stripe.webhook_secret_set = false;
        self.chat_system.moderation.blocked_keywords.clear();
        self
    }
}

/// Whether an admin theme name counts as dark (spec §4 "Theme").
pub fn is_dark_theme(theme: &str) -> bool {
    DARK_THEMES.contains(&theme)
}

/// The look of every page: the spec's "Design settings".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct DesignSettings {
    pub primary_color: String,
    pub theme: String,
    pub animations_enabled: bool,
    pub compact_mode: bool,
    pub typography: String,
    pub border_radius: String,
    pub shadow_style: String,
}

impl Default for DesignSettings {
    fn default() -> Self {
        SchoolSettings::default().design()
    }
}

/// The school's name and contact details, as a demo seed or an installer sets them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SchoolIdentity {
    pub school_name: String,
    pub school_motto: String,
    pub school_address: String,
    pub school_phone: String,
    pub school_email: String,
    /// Where the school is, as the settings' `timezone` names it (`Africa/Lagos`, `UTC+1`);
    /// empty keeps the default.
    pub timezone: String,
}

/// An item of a configured list (class levels, subjects).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct NamedItem {
    pub id: String,
    pub name: String,
}

fn named(items: &[(&str, &str)]) -> Vec<NamedItem> {
    items
        .iter()
        .map(|(id, name)| NamedItem {
            id: (*id).into(),
            name: (*name).into(),
        })
        .collect()
}

/// An academic session (such as 2025/2026) and its terms, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct AcademicSession {
    pub id: String,
    pub name: String,
    pub terms: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::{Value, json};

    #[test]
    fn default_grade_bands_cover_every_score_from_0_to_100_exactly_once() {
        let grading = Grading::default();
        for score in 0..=100 {
            let bands: Vec<_> = grading
                .grades
                .iter()
                .filter(|b| b.min <= score && score <= b.max)
                .map(|b| b.letter.as_str())
                .collect();
            assert_eq!(bands.len(), 1, "score {score} falls in {bands:?}");
        }
        assert_eq!(grading.pass_mark, 40);
    }

    #[test]
    fn default_marking_scheme_adds_up_to_one_hundred() {
        let scheme = MarkingScheme::default();
        assert_eq!(scheme.continuous_assessment + scheme.examination, 100);
        let components: u32 = scheme.components.iter().map(|c| c.weight).sum();
        assert_eq!(components, scheme.continuous_assessment);
    }

    #[test]
    fn only_flutterwave_starts_in_test_mode_and_no_gateway_starts_enabled() {
        let gateways = PaymentGateways::default();
        assert!(gateways.flutterwave.test_mode);
        assert!(!gateways.paystack.test_mode && !gateways.stripe.test_mode);
        assert!(!gateways.paystack.enabled && !gateways.stripe.enabled);
        assert!(!gateways.flutterwave.enabled && !gateways.bank_transfer.enabled);
    }

    #[test]
    fn dark_themes_are_the_spec_list_and_all_are_known_themes() {
        assert!(is_dark_theme("obsidian"));
        assert!(!is_dark_theme("light") && !is_dark_theme("default"));
        assert!(DARK_THEMES.iter().all(|t| THEMES.contains(t)));
    }

    #[test]
    fn serialises_with_the_spec_field_names() {
        let value = serde_json::to_value(SchoolSettings::default()).unwrap();
        assert_eq!(value["school_motto"], "Knowledge at its spring");
        assert_eq!(value["grading"]["passMark"], 40);
        assert_eq!(value["marking_scheme"]["continuousAssessment"], 30);
        assert_eq!(value["notifications"]["email"]["smtp"]["port"], 587);
        assert_eq!(value["notifications"]["email"]["smtp"]["encryption"], "TLS");
        assert_eq!(value["notifications"]["email"]["brevo"]["senderId"], 1);
        assert_eq!(value["notifications"]["email"]["welcomeEmail"], true);
        assert_eq!(value["notifications"]["email"]["resultReleased"], true);
        assert_eq!(value["notifications"]["sms"]["welcomeSMS"], true);
        assert_eq!(value["notifications"]["sms"]["provider"], "twilio");
        assert_eq!(value["notifications"]["sms"]["enabled"], false);
        assert_eq!(value["notifications"]["inApp"]["enabled"], true);
        assert!(value["notifications"]["sms"].get("senderID").is_some());
        assert_eq!(value["payment_gateways"]["bankTransfer"]["enabled"], false);
        assert_eq!(
            value["chat_system"]["moderation"]["businessHours"],
            json!({"start": "08:00", "end": "16:00"})
        );
    }

    #[test]
    fn no_secret_value_is_part_of_the_settings() {
        fn keys(value: &Value, out: &mut Vec<String>) {
            match value {
                Value::Object(map) => {
                    for (k, v) in map {
                        out.push(k.clone());
                        keys(v, out);
                    }
                }
                Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
                _ => {}
            }
        }
        let mut all = Vec::new();
        keys(
            &serde_json::to_value(SchoolSettings::default()).unwrap(),
            &mut all,
        );
        for secret in ["password", "apiKey", "apiSecret", "secretKey"] {
            assert!(
                !all.iter().any(|k| k == secret),
                "{secret} is in the settings"
            );
        }
        assert!(all.iter().any(|k| k == "passwordSet"));
    }

    #[test]
    fn an_empty_document_reads_as_the_defaults() {
        let settings: SchoolSettings = serde_json::from_value(json!({})).unwrap();
        assert_eq!(settings, SchoolSettings::default());
    }

    #[test]
    fn a_partial_nested_group_keeps_the_defaults_beside_it() {
        let settings: SchoolSettings = serde_json::from_value(json!({
            "notifications": {"email": {"smtp": {"host": "smtp.school.example"}}}
        }))
        .unwrap();
        assert_eq!(
            settings.notifications.email.smtp.host,
            "smtp.school.example"
        );
        assert_eq!(settings.notifications.email.smtp.port, 587);
        assert_eq!(settings.notifications.sms, SmsNotifications::default());
    }

    proptest! {
        #[test]
        fn any_stored_identity_survives_a_round_trip(
            name in "\\PC{0,80}",
            motto in "\\PC{0,120}",
            dark in any::<bool>(),
        ) {
            let settings = SchoolSettings {
                school_name: name,
                school_motto: motto,
                theme: if dark { "midnight".into() } else { "light".into() },
                ..SchoolSettings::default()
            };
            let stored = serde_json::to_value(&settings).unwrap();
            let read: SchoolSettings = serde_json::from_value(stored).unwrap();
            prop_assert_eq!(read, settings);
        }
    }
}
