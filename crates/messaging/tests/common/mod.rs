//! The chat settings the conversation tests start from.
#![allow(dead_code)]

use messaging::conversations::{ChannelRules, ChatRules, ModerationRules};
use time::{UtcOffset, macros::time};

pub fn channel(
    enabled: bool,
    mb: u32,
    types: &[&str],
    moderated: bool,
    approval: bool,
) -> ChannelRules {
    ChannelRules {
        enabled,
        allow_file_sharing: true,
        max_file_mb: mb,
        allowed_types: types.iter().map(|t| (*t).to_owned()).collect(),
        moderation_enabled: moderated,
        require_approval: approval,
    }
}

/// The spec's defaults (§9): admin-teacher on, teacher-parent on and moderated, teacher-student
/// off (moderated, approval required), parent-parent off; hours 08:00 to 16:00 at UTC+1.
pub fn defaults() -> ChatRules {
    ChatRules {
        enabled: true,
        admin_teacher: channel(
            true,
            10,
            &["pdf", "doc", "docx", "jpg", "png"],
            false,
            false,
        ),
        teacher_parent: channel(true, 5, &["pdf", "jpg", "png"], true, false),
        teacher_student: channel(false, 2, &["pdf"], true, true),
        parent_parent: channel(false, 2, &["pdf"], true, false),
        moderation: ModerationRules {
            enabled: true,
            profanity_filter: true,
            keyword_blacklist: true,
            blocked_keywords: vec!["exam leak".into(), "bribe".into()],
            hide_flagged: true,
            business_hours_only: false,
            opens: time!(08:00),
            closes: time!(16:00),
            utc_offset: UtcOffset::from_hms(1, 0, 0).unwrap(),
        },
    }
}
