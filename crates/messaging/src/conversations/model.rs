//! The chat settings as conversations read them, and what becomes of a message.

use kernel::{Role, StudentId, UserId};
use time::{Time, UtcOffset};

/// The pairs of roles a conversation may join (spec §3 `chatSystem`). The order of the two
/// people does not matter: a parent may answer a teacher as a teacher may write to a parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pair {
    AdminTeacher,
    TeacherParent,
    TeacherStudent,
    ParentParent,
}

/// One pair's channel: whether it is open, its attachments, and its moderation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChannelRules {
    pub enabled: bool,
    pub allow_file_sharing: bool,
    /// The largest attachment, in megabytes.
    pub max_file_mb: u32,
    /// The file types allowed ("pdf", "jpg"...), lower case, as the settings list them.
    pub allowed_types: Vec<String>,
    /// Whether the school's moderation (filters and blacklist) applies to this pair.
    pub moderation_enabled: bool,
    /// Every message of this pair waits for a moderator.
    pub require_approval: bool,
}

/// The school-wide moderation rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModerationRules {
    pub enabled: bool,
    pub profanity_filter: bool,
    pub keyword_blacklist: bool,
    pub blocked_keywords: Vec<String>,
    /// `flaggedContentAction` is `hide`: a flagged message is kept, shown only to moderators
    /// (and its sender is told it is held). Otherwise it is held for approval like
    /// `requireApproval` would.
    pub hide_flagged: bool,
    pub business_hours_only: bool,
    pub opens: Time,
    pub closes: Time,
    /// The school's offset from UTC, in which the business hours are read.
    pub utc_offset: UtcOffset,
}

/// The chat settings (spec §3 `chatSystem`) as the app reads them from the school's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatRules {
    pub enabled: bool,
    pub admin_teacher: ChannelRules,
    pub teacher_parent: ChannelRules,
    pub teacher_student: ChannelRules,
    pub parent_parent: ChannelRules,
    pub moderation: ModerationRules,
}

impl ChatRules {
    /// The channel of `pair`.
    pub fn channel(&self, pair: Pair) -> &ChannelRules {
        match pair {
            Pair::AdminTeacher => &self.admin_teacher,
            Pair::TeacherParent => &self.teacher_parent,
            Pair::TeacherStudent => &self.teacher_student,
            Pair::ParentParent => &self.parent_parent,
        }
    }
}

/// An attachment as it arrives: its type as judged from its content, and its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The type judged from the bytes ("pdf", "png"...), never from the name sent.
    pub kind: String,
    pub bytes: u64,
}

/// Why a message waits for a moderator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoldReason {
    /// The pair's channel holds every message (`requireApproval`).
    ApprovalRequired,
    /// The filters flagged it and the school holds flagged messages.
    Flagged(FlagReason),
}

/// What the filters found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FlagReason {
    Profanity,
    /// The blacklisted words it holds, as the school wrote them.
    Keywords(Vec<String>),
}

/// What becomes of a message once sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// The other person sees it now.
    Delivered,
    /// A moderator approves or rejects it first; until then only the sender and the
    /// moderators see it.
    Held(HoldReason),
    /// Flagged and hidden (`flaggedContentAction` hide): kept for the moderators only; the
    /// sender is told it is held.
    Hidden(FlagReason),
}

/// A student a conversation is about: a parent's child whom a teacher teaches.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct StudentRef {
    pub id: StudentId,
    pub name: String,
}

/// Someone the viewer is related to, and so may write to where the school opens their pair:
/// a teacher's admins, and the students and parents of the classes they teach; a parent's
/// children's teachers, and the parents of their children's classmates; a student's teachers;
/// an admin's teachers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub user: UserId,
    pub role: Role,
    pub name: String,
    /// The students who relate the two, for a teacher and a parent, or two parents (the
    /// parent's children in the teacher's classes, or in a class with the viewer's children);
    /// a conversation between them names one. Empty for other pairs.
    pub students: Vec<StudentRef>,
}

/// The roles as a pair, if they form one the settings know.
pub(super) fn pair(a: Role, b: Role) -> Option<Pair> {
    use Role::{Admin, Parent, Student, Teacher};
    match (a, b) {
        (Admin, Teacher) | (Teacher, Admin) => Some(Pair::AdminTeacher),
        (Teacher, Parent) | (Parent, Teacher) => Some(Pair::TeacherParent),
        (Teacher, Student) | (Student, Teacher) => Some(Pair::TeacherStudent),
        (Parent, Parent) => Some(Pair::ParentParent),
        _ => None,
    }
}
