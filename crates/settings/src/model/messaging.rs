//! Message templates and the chat system with its moderation (spec §3 "Messaging", §9).

use serde::{Deserialize, Serialize};

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

/// The texts of the messages the portal sends. `{{placeholders}}` are filled in when sending.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct MessageTemplates {
    pub welcome_email: MessageTemplate,
    pub result_released: MessageTemplate,
    pub absent_notice: MessageTemplate,
    pub fee_reminder: MessageTemplate,
    pub exam_schedule: MessageTemplate,
    pub event_announcement: MessageTemplate,
    pub disciplinary_action: MessageTemplate,
}

/// Placeholders every template may use: the school's name, the recipient's name and a link to
/// the page the message is about.
const COMMON: [&str; 3] = ["school_name", "name", "link"];

impl MessageTemplates {
    /// Each template under its settings name, with the placeholders it may use besides
    /// [`COMMON`]'s. A template using another is refused when the settings are saved.
    pub fn each(&self) -> [(&'static str, &MessageTemplate, &'static [&'static str]); 7] {
        [
            ("welcomeEmail", &self.welcome_email, &["username"]),
            (
                "resultReleased",
                &self.result_released,
                &["parent_name", "student_name", "term", "class_name"],
            ),
            (
                "absentNotice",
                &self.absent_notice,
                &["parent_name", "student_name", "date", "class_name"],
            ),
            (
                "feeReminder",
                &self.fee_reminder,
                &["parent_name", "student_name", "amount", "due_date", "term"],
            ),
            (
                "examSchedule",
                &self.exam_schedule,
                &[
                    "parent_name",
                    "student_name",
                    "exam_name",
                    "term",
                    "class_name",
                ],
            ),
            (
                "eventAnnouncement",
                &self.event_announcement,
                &["title", "message"],
            ),
            (
                "disciplinaryAction",
                &self.disciplinary_action,
                &["parent_name", "student_name", "date", "action", "reason"],
            ),
        ]
    }

    /// The placeholders the template named `name` (`welcomeEmail`...) may use.
    pub fn allowed(name: &str) -> Vec<&'static str> {
        let own = Self::default()
            .each()
            .into_iter()
            .find(|(n, _, _)| *n == name)
            .map_or(&[][..], |(_, _, own)| own);
        COMMON.iter().chain(own).copied().collect()
    }
}

impl Default for MessageTemplates {
    fn default() -> Self {
        let template = |subject: &str, content: &str| MessageTemplate {
            subject: subject.into(),
            content: content.into(),
            active: true,
        };
        Self {
            welcome_email: template(
                "Welcome to {{school_name}}",
                "Dear {{name}},\n\nWelcome to {{school_name}}. You can now sign in to the school \
                 portal with your username {{username}}.\n\nKind regards,\n{{school_name}}",
            ),
            result_released: template(
                "{{term}} results for {{student_name}}",
                "Dear {{parent_name}},\n\nThe {{term}} results of {{student_name}} are now \
                 available on the school portal.\n\nKind regards,\n{{school_name}}",
            ),
            absent_notice: template(
                "{{student_name}} was absent today",
                "Dear {{parent_name}},\n\n{{student_name}} was marked absent on {{date}}. Please \
                 contact the school if you did not expect this.\n\nKind regards,\n{{school_name}}",
            ),
            fee_reminder: template(
                "School fees reminder for {{student_name}}",
                "Dear {{parent_name}},\n\nThis is a reminder that {{amount}} of {{student_name}}'s \
                 fees is due on {{due_date}}. You can pay on the school portal.\n\nKind regards,\n\
                 {{school_name}}",
            ),
            exam_schedule: template(
                "{{exam_name}} timetable for {{class_name}}",
                "Dear {{name}},\n\nThe timetable of {{exam_name}} ({{term}}) for {{class_name}} is \
                 published. You can see the dates and times on the school portal: {{link}}\n\n\
                 Kind regards,\n{{school_name}}",
            ),
            event_announcement: template(
                "{{title}}",
                "Dear {{name}},\n\n{{message}}\n\nRead it on the school portal: {{link}}\n\n\
                 Kind regards,\n{{school_name}}",
            ),
            disciplinary_action: template(
                "A note about {{student_name}}'s conduct",
                "Dear {{parent_name}},\n\nOn {{date}} the school recorded the following about \
                 {{student_name}}: {{action}}. Reason: {{reason}}.\n\nPlease contact the school \
                 if you would like to discuss it.\n\nKind regards,\n{{school_name}}",
            ),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default)]
pub struct MessageTemplate {
    pub subject: String,
    pub content: String,
    pub active: bool,
}

/// Who may message whom, with what attachments, under what moderation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct ChatSystem {
    pub enabled: bool,
    pub admin_to_teacher: ChatChannel,
    pub teacher_to_parent: ChatChannel,
    pub teacher_to_student: ChatChannel,
    pub parent_to_parent: ChatChannel,
    pub moderation: Moderation,
}

impl Default for ChatSystem {
    fn default() -> Self {
        let types = |list: &[&str]| list.iter().map(|t| (*t).to_string()).collect();
        Self {
            enabled: true,
            admin_to_teacher: ChatChannel {
                enabled: true,
                allow_file_sharing: true,
                max_file_size: 10,
                allowed_file_types: types(&["pdf", "doc", "docx", "jpg", "png"]),
                moderation_enabled: false,
                require_approval: false,
            },
            teacher_to_parent: ChatChannel {
                enabled: true,
                allow_file_sharing: true,
                max_file_size: 5,
                allowed_file_types: types(&["pdf", "jpg", "png"]),
                moderation_enabled: true,
                require_approval: false,
            },
            teacher_to_student: ChatChannel {
                enabled: false,
                allow_file_sharing: true,
                max_file_size: 2,
                allowed_file_types: types(&["pdf"]),
                moderation_enabled: true,
                require_approval: true,
            },
            parent_to_parent: ChatChannel {
                enabled: false,
                allow_file_sharing: false,
                max_file_size: 2,
                allowed_file_types: types(&["pdf"]),
                moderation_enabled: true,
                require_approval: true,
            },
            moderation: Moderation::default(),
        }
    }
}

/// One pair of roles that may talk. `max_file_size` is in megabytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct ChatChannel {
    pub enabled: bool,
    pub allow_file_sharing: bool,
    pub max_file_size: u32,
    pub allowed_file_types: Vec<String>,
    pub moderation_enabled: bool,
    pub require_approval: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct Moderation {
    pub enabled: bool,
    pub profanity_filter: bool,
    /// Whether messages are checked against `blockedKeywords`.
    pub keyword_blacklist: bool,
    pub blocked_keywords: Vec<String>,
    pub auto_moderation: bool,
    /// `hide` keeps a flagged message but shows it only to moderators.
    pub flagged_content_action: String,
    pub moderators: Vec<String>,
    pub business_hours_only: bool,
    pub business_hours: BusinessHours,
}

impl Default for Moderation {
    fn default() -> Self {
        Self {
            enabled: true,
            profanity_filter: true,
            keyword_blacklist: true,
            blocked_keywords: Vec::new(),
            auto_moderation: false,
            flagged_content_action: "hide".into(),
            moderators: vec!["admin".into(), "principal".into()],
            business_hours_only: false,
            business_hours: BusinessHours::default(),
        }
    }
}

/// Opening hours as `HH:MM`, start before end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default)]
pub struct BusinessHours {
    pub start: String,
    pub end: String,
}

impl Default for BusinessHours {
    fn default() -> Self {
        Self {
            start: "08:00".into(),
            end: "16:00".into(),
        }
    }
}
