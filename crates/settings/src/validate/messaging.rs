//! The rules of the message templates and the chat system.

use super::*;

pub(super) fn messaging(e: &mut FieldErrors, s: &SchoolSettings) {
    for (name, template, _) in s.message_templates.each() {
        message_template(e, name, template);
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

fn message_template(e: &mut FieldErrors, name: &str, template: &MessageTemplate) {
    let at = format!("message_templates.{name}");
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
    // A placeholder the portal cannot fill would reach families as written: refused by name.
    for (field, text) in [
        ("subject", &template.subject),
        ("content", &template.content),
    ] {
        let allowed = MessageTemplates::allowed(name);
        let braced = |p: &str| format!("{{{{{p}}}}}");
        let unknown: Vec<String> = kernel::template::placeholders(text)
            .into_iter()
            .filter(|p| !allowed.contains(p))
            .map(braced)
            .collect();
        if !unknown.is_empty() {
            let allowed: Vec<String> = allowed.iter().map(|p| braced(p)).collect();
            push(
                e,
                format!("{at}.{field}"),
                format!(
                    "The portal cannot fill {}. Use only {}.",
                    unknown.join(", "),
                    allowed.join(", ")
                ),
            );
        }
    }
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
