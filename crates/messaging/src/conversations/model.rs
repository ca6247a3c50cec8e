//! The chat settings as conversations read them, and what becomes of a message.

use kernel::{Role, StudentId, UserId, outbox::NewNotification};
use time::{OffsetDateTime, Time, UtcOffset};
use uuid::Uuid;

/// The pairs of roles a conversation may join (spec §3 `chatSystem`). The order of the two
/// people does not matter: a parent may answer a teacher as a teacher may write to a parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pair {
    AdminTeacher,
    TeacherParent,
    TeacherStudent,
    ParentParent,
}

impl Pair {
    pub const ALL: [Pair; 4] = [
        Pair::AdminTeacher,
        Pair::TeacherParent,
        Pair::TeacherStudent,
        Pair::ParentParent,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Pair::AdminTeacher => "admin_teacher",
            Pair::TeacherParent => "teacher_parent",
            Pair::TeacherStudent => "teacher_student",
            Pair::ParentParent => "parent_parent",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == text)
    }
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

/// One of the two people of a conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub user: UserId,
    pub role: Role,
    pub name: String,
}

/// A conversation between two people, about one student where their pair needs one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conversation {
    pub id: Uuid,
    pub pair: Pair,
    pub people: [Person; 2],
    pub about: Option<StudentRef>,
    pub created_at: OffsetDateTime,
}

impl Conversation {
    /// Whether `user` is one of its two people.
    pub fn has(&self, user: UserId) -> bool {
        self.people.iter().any(|p| p.user == user)
    }

    /// The person `user` writes to.
    pub fn other(&self, user: UserId) -> &Person {
        if self.people[0].user == user {
            &self.people[1]
        } else {
            &self.people[0]
        }
    }
}

/// Where a message stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageState {
    /// The other person sees it.
    Delivered,
    /// Waiting for a moderator; the sender sees it as held.
    Held,
    /// Flagged and kept for the moderators; the sender sees it as held.
    Hidden,
    /// A moderator refused it; the sender sees why.
    Rejected,
}

impl MessageState {
    pub fn as_str(self) -> &'static str {
        match self {
            MessageState::Delivered => "delivered",
            MessageState::Held => "held",
            MessageState::Hidden => "hidden",
            MessageState::Rejected => "rejected",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [
            MessageState::Delivered,
            MessageState::Held,
            MessageState::Hidden,
            MessageState::Rejected,
        ]
        .into_iter()
        .find(|s| s.as_str() == text)
    }

    /// Waiting for a moderator.
    pub fn waits(self) -> bool {
        matches!(self, MessageState::Held | MessageState::Hidden)
    }
}

/// A message's file, as its readers are told of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachmentInfo {
    pub name: String,
    /// The type judged from its content ("pdf", "jpg"...).
    pub kind: String,
    pub bytes: u64,
}

/// A file to keep with a message, judged from its content.
#[derive(Clone, PartialEq, Eq)]
pub struct NewAttachment {
    pub name: String,
    pub kind: String,
    /// The content type it is served with, from its content.
    pub content_type: &'static str,
    pub content: Vec<u8>,
}

impl std::fmt::Debug for NewAttachment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NewAttachment")
            .field("name", &self.name)
            .field("kind", &self.kind)
            .field("bytes", &self.content.len())
            .finish()
    }
}

/// A message's file to serve: what it is and its bytes.
#[derive(Clone, PartialEq, Eq)]
pub struct AttachmentFile {
    pub info: AttachmentInfo,
    pub content_type: String,
    pub content: Vec<u8>,
}

impl std::fmt::Debug for AttachmentFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AttachmentFile")
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

/// A message as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: Uuid,
    pub conversation_id: Uuid,
    pub sender: UserId,
    pub body: String,
    pub state: MessageState,
    /// Why it waits (for the moderators) or was refused (for the sender too).
    pub note: Option<String>,
    pub sent_at: OffsetDateTime,
    /// When its recipient could first see it (sent, or approved); `None` while it waits.
    pub delivered_at: Option<OffsetDateTime>,
    /// The database's cursor: taken when it was written and again when a moderator decided on
    /// it, always higher for a later commit in the same conversation, so an open thread asks
    /// for what came "after" the highest it has (decisions/023).
    pub seq: i64,
    /// Its file, if one was sent with it.
    pub attachment: Option<AttachmentInfo>,
}

/// A conversation to open (or find, when the two already have one about that student).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewConversation {
    pub id: Uuid,
    pub pair: Pair,
    pub from: UserId,
    pub to: UserId,
    pub about: Option<StudentId>,
    pub at: OffsetDateTime,
}

/// A message to store; when delivered, its recipient is told (in the same transaction).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub id: Uuid,
    pub conversation_id: Uuid,
    pub sender: UserId,
    pub recipient: UserId,
    pub body: String,
    pub state: MessageState,
    pub note: Option<String>,
    pub sent_at: OffsetDateTime,
    /// What tells the recipient (a delivered message only), written with it.
    pub notices: Vec<NewNotification>,
    /// A file sent with it, kept in the media store in the same transaction.
    pub attachment: Option<NewAttachment>,
}

/// A moderator's decision on a waiting message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject(String),
}

/// A line of an inbox: the conversation, the other person, its last message the viewer may
/// see, and how many the viewer has not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxEntry {
    pub conversation: Conversation,
    pub last: Option<Message>,
    pub unread: u32,
}

/// A message waiting for a moderator, with its conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    pub conversation: Conversation,
    pub message: Message,
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
