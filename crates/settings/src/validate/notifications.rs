//! The rules of the notification settings.

use super::*;

pub(super) fn notifications(e: &mut FieldErrors, s: &SchoolSettings) {
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
