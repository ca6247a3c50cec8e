//! The rules every stored settings document keeps. An update is checked whole, after merging, so
//! a rule that spans fields (CA + examination = 100) holds whichever of them was sent.

use std::collections::HashSet;

use crate::{
    error::{FieldErrors, push},
    model::{
        AcademicSession, BusinessHours, ChatChannel, GradeBand, MessageTemplate, NamedItem,
        SchoolSettings, THEMES,
    },
};

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

fn notifications(e: &mut FieldErrors, s: &SchoolSettings) {
    let email_settings = &s.notifications.email;
    one_of(
        e,
        "notifications.email.provider",
        &email_settings.provider,
        EMAIL_PROVIDERS,
    );
    let smtp = &email_settings.smtp;
    text(e, "notifications.email.smtp.host", &smtp.host, 0, 255);
    if smtp.host.chars().any(char::is_whitespace) {
        push(
            e,
            "notifications.email.smtp.host",
            "Enter the server's name without spaces, such as smtp.example.com.",
        );
    }
    if smtp.port == 0 {
        push(
            e,
            "notifications.email.smtp.port",
            "Enter a port from 1 to 65535 (587 for TLS, 465 for SSL).",
        );
    }
    text(
        e,
        "notifications.email.smtp.username",
        &smtp.username,
        0,
        255,
    );
    one_of(
        e,
        "notifications.email.smtp.encryption",
        &smtp.encryption,
        SMTP_ENCRYPTION,
    );
    text(
        e,
        "notifications.email.smtp.fromName",
        &smtp.from_name,
        0,
        200,
    );
    email(e, "notifications.email.smtp.fromEmail", &smtp.from_email);
    let brevo = &email_settings.brevo;
    text(
        e,
        "notifications.email.brevo.fromName",
        &brevo.from_name,
        0,
        200,
    );
    email(e, "notifications.email.brevo.fromEmail", &brevo.from_email);
    text(
        e,
        "notifications.email.brevo.templateId",
        &brevo.template_id,
        0,
        50,
    );
    let sms = &s.notifications.sms;
    text(e, "notifications.sms.provider", &sms.provider, 1, 50);
    text(e, "notifications.sms.senderID", &sms.sender_id, 0, 50);
}

fn payments(e: &mut FieldErrors, s: &SchoolSettings) {
    let g = &s.payment_gateways;
    text(
        e,
        "payment_gateways.paystack.publicKey",
        &g.paystack.public_key,
        0,
        200,
    );
    text(
        e,
        "payment_gateways.stripe.publishableKey",
        &g.stripe.publishable_key,
        0,
        200,
    );
    text(
        e,
        "payment_gateways.flutterwave.publicKey",
        &g.flutterwave.public_key,
        0,
        200,
    );
    let bank = &g.bank_transfer;
    for (field, value) in [
        ("bankName", &bank.bank_name),
        ("accountNumber", &bank.account_number),
        ("accountName", &bank.account_name),
    ] {
        let path = format!("payment_gateways.bankTransfer.{field}");
        if bank.enabled && value.trim().is_empty() {
            push(
                e,
                path.clone(),
                "Enter this to offer bank transfer, or turn bank transfer off.",
            );
        }
        text(e, &path, value, 0, 200);
    }

    let mut ids = HashSet::new();
    for (i, category) in s.fee_structure.categories.iter().enumerate() {
        let at = format!("fee_structure.categories.{i}");
        if category.id.trim().is_empty() || !ids.insert(category.id.as_str()) {
            push(e, format!("{at}.id"), "Each fee category needs its own id.");
        }
        text(e, &format!("{at}.name"), &category.name, 1, 200);
        if category.amount < 0 {
            push(e, format!("{at}.amount"), "A fee cannot be negative.");
        }
    }
    let plans = &s.fee_structure.payment_plans;
    if !(plans.full_payment || plans.two_installments || plans.three_installments) {
        push(
            e,
            "fee_structure.paymentPlans",
            "Offer at least one payment plan.",
        );
    }
    let sibling = &s.discount_rules.sibling_discount;
    for (field, value) in [
        ("secondChild", sibling.second_child),
        ("thirdChild", sibling.third_child),
    ] {
        if value > 100 {
            push(
                e,
                format!("discount_rules.siblingDiscount.{field}"),
                "A discount is a percentage from 0 to 100.",
            );
        }
    }
}

fn academic(e: &mut FieldErrors, s: &SchoolSettings) {
    named_list(e, "class_levels", &s.class_levels, "class level");
    named_list(e, "subjects", &s.subjects, "subject");
    sessions(e, &s.sessions);

    grade_bands(e, &s.grading.grades);
    if s.grading.pass_mark > 100 {
        push(
            e,
            "grading.passMark",
            "The pass mark is a score from 0 to 100.",
        );
    }

    let scheme = &s.marking_scheme;
    let total = scheme.continuous_assessment + scheme.examination;
    if total != 100 {
        push(
            e,
            "marking_scheme.examination",
            format!(
                "Continuous assessment and examination must add up to 100; they add up to \
                 {total}."
            ),
        );
    }
    let mut names = HashSet::new();
    for (i, component) in scheme.components.iter().enumerate() {
        let at = format!("marking_scheme.components.{i}");
        text(e, &format!("{at}.name"), &component.name, 1, 100);
        if !names.insert(component.name.trim().to_lowercase()) {
            push(
                e,
                format!("{at}.name"),
                "Each component needs its own name.",
            );
        }
        if component.weight == 0 {
            push(
                e,
                format!("{at}.weight"),
                "A component carries at least 1 mark.",
            );
        }
        colour(e, &format!("{at}.color"), &component.color);
    }
    let components: u32 = scheme.components.iter().map(|c| c.weight).sum();
    if !scheme.components.is_empty() && components != scheme.continuous_assessment {
        push(
            e,
            "marking_scheme.components",
            format!(
                "The components must add up to the continuous assessment ({}); they add up to \
                 {components}.",
                scheme.continuous_assessment
            ),
        );
    }
}

/// Bands must each run from min to max within 0-100, and together give every whole score from 0
/// to 100 exactly one grade.
fn grade_bands(e: &mut FieldErrors, bands: &[GradeBand]) {
    let path = "grading.grades";
    if bands.is_empty() {
        push(e, path, "Add the grade bands that cover scores 0 to 100.");
        return;
    }
    let mut letters = HashSet::new();
    for (i, band) in bands.iter().enumerate() {
        let at = format!("{path}.{i}");
        text(e, &format!("{at}.letter"), &band.letter, 1, 10);
        if !letters.insert(band.letter.trim().to_uppercase()) {
            push(
                e,
                format!("{at}.letter"),
                "Each grade needs its own letter.",
            );
        }
        if band.max > 100 {
            push(e, format!("{at}.max"), "Scores go up to 100.");
        }
        if band.min > band.max {
            push(
                e,
                format!("{at}.min"),
                "The lowest score of a grade cannot be above its highest.",
            );
        }
    }
    let mut sorted: Vec<&GradeBand> = bands.iter().filter(|b| b.min <= b.max).collect();
    sorted.sort_by_key(|b| b.min);
    let mut next = 0u32;
    for band in sorted {
        if band.min < next {
            push(
                e,
                path,
                format!(
                    "Grade {} ({}-{}) overlaps another band: each score may have only one grade.",
                    band.letter, band.min, band.max
                ),
            );
        } else if band.min > next {
            push(
                e,
                path,
                format!(
                    "Scores {next}-{} have no grade: the bands must cover 0 to 100.",
                    band.min - 1
                ),
            );
        }
        next = next.max(band.max.saturating_add(1));
    }
    if next <= 100 {
        push(
            e,
            path,
            format!("Scores {next}-100 have no grade: the bands must cover 0 to 100."),
        );
    }
}

fn named_list(e: &mut FieldErrors, path: &str, items: &[NamedItem], what: &str) {
    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("{path}.{i}");
        if !valid_id(&item.id) || !ids.insert(item.id.to_lowercase()) {
            push(
                e,
                format!("{at}.id"),
                format!("Each {what} needs its own id: 1 to 64 letters, digits or dashes."),
            );
        }
        text(e, &format!("{at}.name"), &item.name, 1, 100);
        if !names.insert(item.name.trim().to_lowercase()) {
            push(
                e,
                format!("{at}.name"),
                format!("There is already a {what} with this name."),
            );
        }
    }
}

fn sessions(e: &mut FieldErrors, sessions: &[AcademicSession]) {
    let mut ids = HashSet::new();
    for (i, session) in sessions.iter().enumerate() {
        let at = format!("sessions.{i}");
        if !valid_id(&session.id) || !ids.insert(session.id.to_lowercase()) {
            push(
                e,
                format!("{at}.id"),
                "Each session needs its own id: 1 to 64 letters, digits or dashes.",
            );
        }
        text(e, &format!("{at}.name"), &session.name, 1, 50);
        if session.terms.is_empty() {
            push(e, format!("{at}.terms"), "A session has at least one term.");
        }
        let mut terms = HashSet::new();
        for (j, term) in session.terms.iter().enumerate() {
            text(e, &format!("{at}.terms.{j}"), term, 1, 50);
            if !terms.insert(term.trim().to_lowercase()) {
                push(
                    e,
                    format!("{at}.terms.{j}"),
                    "This session already has a term with this name.",
                );
            }
        }
    }
}

fn messaging(e: &mut FieldErrors, s: &SchoolSettings) {
    let templates = &s.message_templates;
    for (name, template) in [
        ("welcomeEmail", &templates.welcome_email),
        ("resultReleased", &templates.result_released),
        ("absentNotice", &templates.absent_notice),
        ("feeReminder", &templates.fee_reminder),
    ] {
        message_template(e, &format!("message_templates.{name}"), template);
    }

    let chat = &s.chat_system;
    for (name, channel) in [
        ("adminToTeacher", &chat.admin_to_teacher),
        ("teacherToParent", &chat.teacher_to_parent),
        ("teacherToStudent", &chat.teacher_to_student),
        ("parentToParent", &chat.parent_to_parent),
    ] {
        chat_channel(e, &format!("chat_system.{name}"), channel);
    }
    let moderation = &chat.moderation;
    one_of(
        e,
        "chat_system.moderation.flaggedContentAction",
        &moderation.flagged_content_action,
        FLAGGED_CONTENT_ACTIONS,
    );
    if moderation.blocked_keywords.len() > 1000 {
        push(
            e,
            "chat_system.moderation.blockedKeywords",
            "Keep the list to at most 1000 words.",
        );
    }
    for (i, word) in moderation.blocked_keywords.iter().enumerate() {
        text(
            e,
            &format!("chat_system.moderation.blockedKeywords.{i}"),
            word,
            1,
            100,
        );
    }
    for (i, moderator) in moderation.moderators.iter().enumerate() {
        text(
            e,
            &format!("chat_system.moderation.moderators.{i}"),
            moderator,
            1,
            100,
        );
    }
    business_hours(e, &moderation.business_hours);
}

fn message_template(e: &mut FieldErrors, at: &str, template: &MessageTemplate) {
    let required = usize::from(template.active);
    text(
        e,
        &format!("{at}.subject"),
        &template.subject,
        required,
        200,
    );
    text(
        e,
        &format!("{at}.content"),
        &template.content,
        required,
        10_000,
    );
}

fn chat_channel(e: &mut FieldErrors, at: &str, channel: &ChatChannel) {
    if !(1..=MAX_CHAT_FILE_MB).contains(&channel.max_file_size) {
        push(
            e,
            format!("{at}.maxFileSize"),
            format!("Choose a size from 1 to {MAX_CHAT_FILE_MB} MB."),
        );
    }
    for (i, kind) in channel.allowed_file_types.iter().enumerate() {
        if kind.is_empty()
            || kind.len() > 10
            || !kind
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            push(
                e,
                format!("{at}.allowedFileTypes.{i}"),
                "Enter a file type as its extension in lower case, without the dot, such as pdf.",
            );
        }
    }
}

fn business_hours(e: &mut FieldErrors, hours: &BusinessHours) {
    let at = "chat_system.moderation.businessHours";
    let start = minutes(&hours.start);
    let end = minutes(&hours.end);
    if start.is_none() {
        push(
            e,
            format!("{at}.start"),
            "Enter a time as HH:MM, such as 08:00.",
        );
    }
    if end.is_none() {
        push(
            e,
            format!("{at}.end"),
            "Enter a time as HH:MM, such as 16:00.",
        );
    }
    if let (Some(start), Some(end)) = (start, end)
        && start >= end
    {
        push(
            e,
            format!("{at}.end"),
            "Business hours must end after they start.",
        );
    }
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
    fn the_spec_defaults_are_valid() {
        assert_eq!(validate(&SchoolSettings::default()), Ok(()));
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
