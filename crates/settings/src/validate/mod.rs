//! The rules every stored settings document keeps. An update is checked whole, after merging, so
//! a rule that spans fields (CA + examination = 100) holds whichever of them was sent.

use std::collections::HashSet;

use crate::{
    error::{FieldErrors, push},
    model::{
        AcademicSession, BusinessHours, ChatChannel, GradeBand, MessageTemplate, MessageTemplates,
        NamedItem, SchoolPeriod, SchoolSettings, THEMES,
    },
};

mod academic;
mod messaging;
mod notifications;
mod payments;

use academic::academic;
use messaging::messaging;
use notifications::notifications;
use payments::payments;

/// Border radii the design settings accept (Tailwind's names).
pub const BORDER_RADII: &[&str] = &[
    "rounded-none",
    "rounded-sm",
    "rounded",
    "rounded-md",
    "rounded-lg",
    "rounded-xl",
    "rounded-2xl",
    "rounded-3xl",
    "rounded-full",
];

/// Shadow styles the design settings accept (Tailwind's names).
pub const SHADOW_STYLES: &[&str] = &[
    "shadow-none",
    "shadow-sm",
    "shadow",
    "shadow-md",
    "shadow-lg",
    "shadow-xl",
];

pub const FONT_SIZES: &[&str] = &["small", "medium", "large"];

pub const DATE_FORMATS: &[&str] = &[
    "dd/mm/yyyy",
    "mm/dd/yyyy",
    "yyyy-mm-dd",
    "dd-mm-yyyy",
    "dd.mm.yyyy",
];

/// Roles a new account may get by default: never admin.
pub const SELF_REGISTRATION_ROLES: &[&str] = &["student", "teacher", "parent"];

pub const EMAIL_PROVIDERS: &[&str] = &["smtp", "brevo"];
pub const SMTP_ENCRYPTION: &[&str] = &["TLS", "SSL", "none"];
pub const FLAGGED_CONTENT_ACTIONS: &[&str] = &["hide", "flag", "delete"];

/// Largest attachment a chat channel may allow, in megabytes.
pub const MAX_CHAT_FILE_MB: u32 = 50;
/// Largest profile picture the settings may allow, in megabytes (the upload ceiling).
pub const MAX_PROFILE_IMAGE_MB: u32 = 20;

/// Checks `settings` against every rule; answers one or more messages per failing field.
pub fn validate(settings: &SchoolSettings) -> Result<(), FieldErrors> {
    let mut e = FieldErrors::new();
    let s = settings;

    text(&mut e, "site_name", &s.site_name, 1, 200);
    text(&mut e, "school_name", &s.school_name, 1, 200);
    text(&mut e, "school_motto", &s.school_motto, 0, 300);
    text(&mut e, "school_address", &s.school_address, 0, 500);
    text(&mut e, "school_phone", &s.school_phone, 0, 50);
    email(&mut e, "school_email", &s.school_email);
    text(&mut e, "academic_year", &s.academic_year, 1, 50);
    text(&mut e, "current_term", &s.current_term, 1, 50);
    text(&mut e, "language", &s.language, 1, 50);
    if !is_timezone(&s.timezone) {
        push(
            &mut e,
            "timezone",
            "Enter a time zone as UTC, an offset such as UTC+1 or UTC-05:00, or a name such as \
             Africa/Lagos.",
        );
    }
    one_of(&mut e, "date_format", &s.date_format, DATE_FORMATS);
    if !(s.currency.len() == 3 && s.currency.bytes().all(|b| b.is_ascii_uppercase())) {
        push(
            &mut e,
            "currency",
            "Enter the currency as its three-letter code, such as NGN.",
        );
    }

    one_of(&mut e, "theme", &s.theme, THEMES);
    one_of(&mut e, "design_theme", &s.design_theme, THEMES);
    colour(&mut e, "primary_color", &s.primary_color);
    text(&mut e, "typography", &s.typography, 1, 100);
    one_of(&mut e, "font_size", &s.font_size, FONT_SIZES);
    one_of(&mut e, "border_radius", &s.border_radius, BORDER_RADII);
    one_of(&mut e, "shadow_style", &s.shadow_style, SHADOW_STYLES);

    one_of(
        &mut e,
        "default_user_role",
        &s.default_user_role,
        SELF_REGISTRATION_ROLES,
    );
    if !(8..=128).contains(&s.password_min_length) {
        push(
            &mut e,
            "password_min_length",
            "Passwords must be at least 8 characters long; choose a length from 8 to 128.",
        );
    }
    if s.password_reset_interval > 3650 {
        push(
            &mut e,
            "password_reset_interval",
            "Choose an interval of at most 3650 days, or 0 for never.",
        );
    }
    if !(1..=MAX_PROFILE_IMAGE_MB).contains(&s.profile_image_max_size) {
        push(
            &mut e,
            "profile_image_max_size",
            format!("Choose a size from 1 to {MAX_PROFILE_IMAGE_MB} MB."),
        );
    }

    notifications(&mut e, s);
    payments(&mut e, s);
    academic(&mut e, s);
    messaging(&mut e, s);

    if e.is_empty() { Ok(()) } else { Err(e) }
}

/// The id of a class level, subject or session: 1 to 64 letters, digits, dashes or
/// underscores (what the academic tables keep; unique whatever its case).
pub fn valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Minutes after midnight of an `HH:MM` time.
pub fn minutes(time: &str) -> Option<u32> {
    let (h, m) = time.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

fn text(e: &mut FieldErrors, path: &str, value: &str, min: usize, max: usize) {
    let length = value.trim().chars().count();
    if kernel::has_control_chars(value) {
        push(
            e,
            path,
            "Remove the invisible control characters from this text.",
        );
    } else if length < min {
        push(e, path, "This cannot be empty.");
    } else if value.chars().count() > max {
        push(e, path, format!("Keep this to at most {max} characters."));
    }
}

fn one_of(e: &mut FieldErrors, path: &str, value: &str, allowed: &[&str]) {
    if !allowed.contains(&value) {
        push(e, path, format!("Choose one of: {}.", allowed.join(", ")));
    }
}

/// `#RGB` or `#RRGGBB`.
pub fn is_hex_colour(value: &str) -> bool {
    value
        .strip_prefix('#')
        .is_some_and(|hex| matches!(hex.len(), 3 | 6) && hex.bytes().all(|b| b.is_ascii_hexdigit()))
}

fn colour(e: &mut FieldErrors, path: &str, value: &str) {
    if !is_hex_colour(value) {
        push(
            e,
            path,
            "Enter a colour as #RGB or #RRGGBB, such as #3B82F6.",
        );
    }
}

pub use kernel::is_email;

fn email(e: &mut FieldErrors, path: &str, value: &str) {
    if !value.is_empty() && !is_email(value) {
        push(
            e,
            path,
            "Enter an e-mail address such as office@school.example.",
        );
    }
}

fn is_timezone(value: &str) -> bool {
    if value == "UTC" {
        return true;
    }
    if let Some(offset) = value.strip_prefix("UTC") {
        let Some(rest) = offset.strip_prefix(['+', '-']) else {
            return false;
        };
        let (h, m) = rest.split_once(':').unwrap_or((rest, "00"));
        return matches!(h.len(), 1 | 2)
            && m.len() == 2
            && h.parse::<u32>().is_ok_and(|h| h <= 14)
            && m.parse::<u32>().is_ok_and(|m| m < 60);
    }
    // An IANA name such as Africa/Lagos or America/New_York.
    value.contains('/')
        && value.len() <= 64
        && value.split('/').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"_-+".contains(&b))
        })
}

#[cfg(test)]
// Tests start from the defaults and break one rule at a time.
#[allow(clippy::field_reassign_with_default)]
mod tests {
    use super::*;
    use crate::model::{AssessmentComponent, Grading};
    use proptest::prelude::*;

    fn errors_of(settings: &SchoolSettings) -> FieldErrors {
        validate(settings).err().unwrap_or_default()
    }

    #[test]
    fn a_fee_is_neither_negative_nor_beyond_ten_billion_naira() {
        let fee = |amount: i64, level: i64| crate::model::FeeCategory {
            id: "tuition".into(),
            name: "Tuition".into(),
            amount,
            mandatory: true,
            level_amounts: [("jss1".to_owned(), level)].into(),
            terms: vec![],
        };
        let mut s = SchoolSettings::default();
        s.fee_structure.categories = vec![fee(payments::MAX_FEE, payments::MAX_FEE)];
        assert!(!errors_of(&s).keys().any(|k| k.starts_with("fee_structure")));
        s.fee_structure.categories = vec![fee(payments::MAX_FEE + 1, -1)];
        let errors = errors_of(&s);
        assert_eq!(
            errors["fee_structure.categories.0.amount"],
            ["A fee is at most NGN 10,000,000,000.00: check the amount."]
        );
        assert_eq!(
            errors["fee_structure.categories.0.levelAmounts"],
            ["A fee cannot be negative."]
        );
        s.fee_structure.categories = (0..101)
            .map(|i| crate::model::FeeCategory {
                id: format!("fee-{i}"),
                ..fee(100, 100)
            })
            .collect();
        assert_eq!(
            errors_of(&s)["fee_structure.categories"],
            ["Give at most 100 fee categories."]
        );
    }

    #[test]
    fn the_school_day_s_periods_are_named_timed_and_in_order() {
        let mut s = SchoolSettings::default();
        assert!(
            !errors_of(&s)
                .keys()
                .any(|k| k.starts_with("school_periods"))
        );
        s.school_periods[1].start = "08:30".into();
        s.school_periods[2].end = "9:60".into();
        s.school_periods[3].name = "period 1".into();
        s.school_periods[4].end = s.school_periods[4].start.clone();
        let errors = errors_of(&s);
        assert_eq!(
            errors["school_periods.1.start"],
            ["Period 2 starts before Period 1 ends. List the periods in order of time."]
        );
        assert_eq!(
            errors["school_periods.2.end"],
            ["Give the end as HH:MM, such as 08:40."]
        );
        assert_eq!(
            errors["school_periods.3.name"],
            ["Each period needs its own name."]
        );
        assert_eq!(
            errors["school_periods.4.end"],
            ["A period must end after it starts."]
        );
        s.school_periods = vec![s.school_periods[0].clone(); 21];
        assert!(errors_of(&s).contains_key("school_periods"));
    }

    #[test]
    fn the_spec_defaults_are_valid() {
        assert_eq!(validate(&SchoolSettings::default()), Ok(()));
    }

    #[test]
    fn a_template_with_a_placeholder_the_portal_cannot_fill_is_refused_by_name() {
        let mut s = SchoolSettings::default();
        s.message_templates.absent_notice.content =
            "{{student_name}} was absent on {{date}} ({{ward}}, {{amount}}).".into();
        s.message_templates.welcome_email.subject = "Welcome, {{ name }}".into();
        let errors = errors_of(&s);
        assert_eq!(
            errors.keys().collect::<Vec<_>>(),
            vec!["message_templates.absentNotice.content"]
        );
        let message = &errors["message_templates.absentNotice.content"][0];
        assert!(
            message.starts_with("The portal cannot fill {{ward}}, {{amount}}."),
            "{message}"
        );
        assert!(message.contains("{{student_name}}"), "{message}");
    }

    #[test]
    fn every_default_template_uses_only_what_it_may() {
        for (name, template, _) in SchoolSettings::default().message_templates.each() {
            for text in [&template.subject, &template.content] {
                for p in kernel::template::placeholders(text) {
                    assert!(
                        crate::model::MessageTemplates::allowed(name).contains(&p),
                        "{name} uses {p}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_broken_rule_names_its_field() {
        let mut s = SchoolSettings::default();
        s.primary_color = "blue".into();
        s.theme = "neon".into();
        s.password_min_length = 6;
        s.notifications.email.smtp.port = 0;
        s.notifications.email.smtp.from_email = "office@".into();
        s.grading.pass_mark = 101;
        s.chat_system.moderation.business_hours.start = "17:00".into();
        s.default_user_role = "admin".into();
        s.profile_image_max_size = 0;
        let errors = errors_of(&s);
        for field in [
            "primary_color",
            "theme",
            "password_min_length",
            "notifications.email.smtp.port",
            "notifications.email.smtp.fromEmail",
            "grading.passMark",
            "chat_system.moderation.businessHours.end",
            "default_user_role",
            "profile_image_max_size",
        ] {
            assert!(errors.contains_key(field), "{field} not in {errors:?}");
        }
        assert_eq!(errors.len(), 9, "{errors:?}");
    }

    #[test]
    fn a_gap_and_an_overlap_in_the_grade_bands_are_both_reported() {
        let mut s = SchoolSettings::default();
        s.grading.grades[1].min = 65; // B 65-69 leaves 60-64 without a grade
        s.grading.grades[3].max = 52; // D 45-52 overlaps C 50-59
        let messages = &errors_of(&s)["grading.grades"];
        assert!(
            messages.iter().any(|m| m.contains("60-64 have no grade")),
            "{messages:?}"
        );
        assert!(
            messages.iter().any(|m| m.contains("overlaps")),
            "{messages:?}"
        );
    }

    #[test]
    fn components_must_add_up_to_the_continuous_assessment() {
        let mut s = SchoolSettings::default();
        s.marking_scheme.components.push(AssessmentComponent {
            name: "Tests".into(),
            weight: 5,
            color: "#000".into(),
        });
        assert!(errors_of(&s).contains_key("marking_scheme.components"));
    }

    #[test]
    fn bank_transfer_needs_its_details_only_when_offered() {
        let mut s = SchoolSettings::default();
        s.payment_gateways.bank_transfer.enabled = true;
        assert!(errors_of(&s).contains_key("payment_gateways.bankTransfer.accountNumber"));
        s.payment_gateways.bank_transfer.bank_name = "First Bank".into();
        s.payment_gateways.bank_transfer.account_number = "0123456789".into();
        s.payment_gateways.bank_transfer.account_name = "Greenfield Academy".into();
        assert_eq!(validate(&s), Ok(()));
    }

    #[test]
    fn time_zones() {
        for ok in [
            "UTC",
            "UTC-5",
            "UTC+01:00",
            "Africa/Lagos",
            "America/New_York",
        ] {
            assert!(is_timezone(ok), "{ok}");
        }
        for bad in ["", "GMT", "UTC+25", "UTC5", "Lagos"] {
            assert!(!is_timezone(bad), "{bad}");
        }
    }

    /// Cuts 0..=100 into consecutive bands at the given points.
    fn bands_from_cuts(mut cuts: Vec<u32>) -> Vec<GradeBand> {
        cuts.sort_unstable();
        cuts.dedup();
        let mut bands = Vec::new();
        let mut start = 0;
        for (i, cut) in cuts.iter().chain(std::iter::once(&101)).enumerate() {
            bands.push(GradeBand {
                letter: format!("G{i}"),
                min: start,
                max: cut - 1,
            });
            start = *cut;
        }
        bands
    }

    proptest! {
        #[test]
        fn consecutive_bands_from_0_to_100_are_always_valid(cuts in prop::collection::vec(1u32..=100, 0..8)) {
            let mut s = SchoolSettings::default();
            s.grading = Grading { grades: bands_from_cuts(cuts), pass_mark: 40 };
            prop_assert_eq!(validate(&s), Ok(()));
        }

        #[test]
        fn moving_one_band_edge_breaks_coverage(
            cuts in prop::collection::vec(1u32..=100, 1..8),
            which in any::<prop::sample::Index>(),
            shift in prop_oneof![Just(-1i64), Just(1i64)],
        ) {
            let mut bands = bands_from_cuts(cuts);
            let i = which.index(bands.len());
            let moved = i64::from(bands[i].max) + shift;
            prop_assume!((0..=100).contains(&moved) && moved >= i64::from(bands[i].min));
            prop_assume!(i + 1 < bands.len()); // the last band must end at 100 anyway
            bands[i].max = u32::try_from(moved).unwrap();
            let mut s = SchoolSettings::default();
            s.grading.grades = bands;
            prop_assert!(errors_of(&s).contains_key("grading.grades"));
        }

        #[test]
        fn the_marking_scheme_is_valid_exactly_when_it_adds_up(ca in 0u32..=120, exam in 0u32..=120) {
            let mut s = SchoolSettings::default();
            s.marking_scheme.continuous_assessment = ca;
            s.marking_scheme.examination = exam;
            s.marking_scheme.components.clear();
            prop_assert_eq!(validate(&s).is_ok(), ca + exam == 100);
        }

        #[test]
        fn colours_are_hex(value in "#?[0-9a-fA-FxyzG]{0,8}") {
            let hex = value.len() == 4 || value.len() == 7;
            let digits = value.starts_with('#') && value[1..].bytes().all(|b| b.is_ascii_hexdigit());
            prop_assert_eq!(is_hex_colour(&value), hex && digits);
        }

        #[test]
        fn every_port_but_zero_is_accepted(port in any::<u16>()) {
            let mut s = SchoolSettings::default();
            s.notifications.email.smtp.port = port;
            prop_assert_eq!(validate(&s).is_ok(), port != 0);
        }

        #[test]
        fn business_hours_need_start_before_end(start in 0u32..1440, end in 0u32..1440) {
            let mut s = SchoolSettings::default();
            s.chat_system.moderation.business_hours = BusinessHours {
                start: format!("{:02}:{:02}", start / 60, start % 60),
                end: format!("{:02}:{:02}", end / 60, end % 60),
            };
            prop_assert_eq!(validate(&s).is_ok(), start < end);
        }

        #[test]
        fn the_password_minimum_is_at_least_eight(length in 0u32..200) {
            let mut s = SchoolSettings::default();
            s.password_min_length = length;
            prop_assert_eq!(validate(&s).is_ok(), (8..=128).contains(&length));
        }
    }
}
