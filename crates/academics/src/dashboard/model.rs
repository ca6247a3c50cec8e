//! What each role's dashboard shows, and the figures the store counts for it.

use kernel::{ClassId, StudentId, TermId, dates::ymd};
use serde::Serialize;
use time::{Date, OffsetDateTime};
use uuid::Uuid;

/// One role's dashboard, told apart by `role`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "role", rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Dashboard {
    Admin(AdminDashboard),
    Teacher(TeacherDashboard),
    Student(StudentDashboard),
    Parent(ParentDashboard),
}

/// The current term, named.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TermLine {
    pub id: TermId,
    pub name: String,
    pub session_name: String,
}

/// An announcement as a dashboard lists it (the most urgent first, then the newest).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AnnouncementLine {
    pub id: Uuid,
    pub title: String,
    pub content: String,
    /// `LOW`, `MEDIUM` or `HIGH`.
    pub priority: String,
    /// `ALL`, `STUDENTS`, `TEACHERS` or `PARENTS`.
    pub target_audience: String,
    pub created_by_name: String,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub created_at: OffsetDateTime,
}

/// A class, named.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassLine {
    pub id: ClassId,
    pub name: String,
}

/// Students by status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentCounts {
    pub active: u32,
    pub suspended: u32,
    pub withdrawn: u32,
    pub graduated: u32,
}

/// Today's registers across the school.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AttendanceToday {
    /// Classes with students on their register this session.
    pub classes: u32,
    /// Those whose register has no mark yet today (none on a day without registers).
    pub not_marked: Vec<ClassLine>,
    /// Students marked today, and how.
    pub marked: u32,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
    /// (present + late) of those marked, a whole percent; none before any mark.
    pub rate: Option<u32>,
}

/// The school's attendance on one school day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DayRate {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    pub marked: u32,
    pub present: u32,
    pub late: u32,
    /// None when no register was marked that day.
    pub rate: Option<u32>,
}

/// The term's invoices, in minor units of `currency`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FeesFigures {
    pub currency: String,
    pub invoices: u32,
    /// What the invoices ask for, after discounts and adjustments.
    pub expected: i64,
    /// Paid, less refunds and reversals.
    pub collected: i64,
    pub outstanding: i64,
}

/// One class's fees this term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassMoney {
    pub class_id: ClassId,
    pub class_name: String,
    pub expected: i64,
    pub collected: i64,
}

/// How many students had each grade in a subject, on the published report cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GradeCount {
    pub grade: String,
    pub students: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SubjectGrades {
    pub subject: String,
    pub grades: Vec<GradeCount>,
}

/// What the store counts of the school's day for the admin's dashboard, on every request:
/// each class's register today (from the registers' own per-class counts, decisions/025), and
/// the work waiting for someone.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SchoolDay {
    /// Today's registers: each class with students on this session's register, and its counts.
    pub today: Vec<(ClassLine, ClassCount)>,
    pub sheets_submitted: u32,
    pub messages_held: u32,
    pub notifications_failed: u32,
}

/// What the store counts of the whole school's people, money, earlier registers and published
/// grades: read at most once a minute per server (decisions/025), as these totals run over
/// every student and every invoice, and none of them is a to-do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SchoolTotals {
    pub students: StudentCounts,
    pub teachers: u32,
    pub parents: u32,
    pub fees: Option<FeesFigures>,
    pub collection: Vec<ClassMoney>,
    /// The school's marks on each of the earlier days asked for (days without marks left out).
    pub days: Vec<DayRate>,
    /// The term the grades are of (the current term's, else the latest published before it).
    pub grades_term: Option<String>,
    pub grades: Vec<SubjectGrades>,
}

/// A class's register on one day, as the store counts it: how many of its students were
/// marked, and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClassCount {
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
}

impl ClassCount {
    /// Students with a mark.
    pub fn marked(&self) -> u32 {
        self.present + self.absent + self.late + self.excused
    }
}

/// The admin's dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AdminDashboard {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub today: Date,
    /// Why there is no register today (a weekend, a holiday, outside the term), if so.
    pub closed: Option<String>,
    pub term: Option<TermLine>,
    /// When the head counts, the fees and the grade distribution were counted (they are kept
    /// for up to a minute); every other figure is as of this request.
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    #[serde(with = "time::serde::rfc3339")]
    pub totals_counted_at: OffsetDateTime,
    pub students: StudentCounts,
    pub teachers: u32,
    pub parents: u32,
    pub attendance: AttendanceToday,
    /// The last thirty school days up to today, oldest first.
    pub attendance_trend: Vec<DayRate>,
    /// None before the term's first invoice.
    pub fees: Option<FeesFigures>,
    pub collection_by_class: Vec<ClassMoney>,
    pub grades_term: Option<String>,
    pub grade_distribution: Vec<SubjectGrades>,
    /// Score sheets of the term submitted and waiting for approval.
    pub results_waiting: u32,
    /// Messages waiting for a moderator: held, and hidden (flagged and kept from the other
    /// person), as the moderators' queue lists them.
    pub messages_held: u32,
    /// Notifications that failed for good (the outbox gave up).
    pub notifications_failed: u32,
    pub announcements: Vec<AnnouncementLine>,
}

/// A lesson of today.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LessonLine {
    pub id: Uuid,
    /// `HH:MM`, the school's time.
    pub starts_at: String,
    pub ends_at: String,
    pub subject: String,
    pub class_id: ClassId,
    pub class_name: String,
    pub teacher_name: Option<String>,
    pub room: String,
}

/// Score sheets of the term by status. `not_started` are subjects taught with no sheet yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SheetCounts {
    pub not_started: u32,
    pub draft: u32,
    /// Drafts an admin sent back with a reason.
    pub returned: u32,
    pub submitted: u32,
    pub approved: u32,
    pub published: u32,
}

/// What the store counts for a teacher's dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeacherFigures {
    pub lessons: Vec<LessonLine>,
    /// The classes they teach with students on the register, and whether today's is marked.
    pub classes: Vec<(ClassLine, bool)>,
    pub sheets: SheetCounts,
}

/// The teacher's dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeacherDashboard {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub today: Date,
    pub closed: Option<String>,
    pub term: Option<TermLine>,
    /// Today's lessons, by time.
    pub lessons: Vec<LessonLine>,
    /// Their classes whose register has no mark yet today (none on a day without registers).
    pub classes_not_marked: Vec<ClassLine>,
    pub score_sheets: SheetCounts,
    pub unread_messages: u32,
    pub announcements: Vec<AnnouncementLine>,
}

/// A student's latest published report card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LatestResult {
    pub term_id: TermId,
    pub term_name: String,
    pub session_name: String,
    pub average: Option<String>,
    pub grade: Option<String>,
    pub position: Option<u32>,
    pub out_of: u32,
}

/// What is owed, in minor units (negative: the family is in credit).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Balance {
    pub currency: String,
    pub balance: i64,
}

/// A child as the store reads them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChildRow {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub class: Option<ClassLine>,
    pub lessons: Vec<LessonLine>,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
    pub latest_result: Option<LatestResult>,
    pub balance: Option<Balance>,
}

/// One child's day and term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChildFigures {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub class: Option<ClassLine>,
    /// Today's lessons of their class, by time.
    pub lessons: Vec<LessonLine>,
    /// School days of the term so far, and the child's marks on them.
    pub days_open: u32,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
    /// (present + late) of the days marked, a whole percent.
    pub attendance_rate: Option<u32>,
    pub latest_result: Option<LatestResult>,
    /// None before their first invoice.
    pub balance: Option<Balance>,
}

/// What every signed-in person's dashboard carries.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Personal {
    pub unread_messages: u32,
    pub announcements: Vec<AnnouncementLine>,
}

/// The student's dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentDashboard {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub today: Date,
    pub closed: Option<String>,
    pub term: Option<TermLine>,
    /// None when the account has no student record.
    pub me: Option<ChildFigures>,
    pub unread_messages: u32,
    pub announcements: Vec<AnnouncementLine>,
}

/// The parent's dashboard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParentDashboard {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub today: Date,
    pub closed: Option<String>,
    pub term: Option<TermLine>,
    pub children: Vec<ChildFigures>,
    /// The children's balances added up, when they share one currency.
    pub family_balance: Option<Balance>,
    pub unread_messages: u32,
    pub announcements: Vec<AnnouncementLine>,
}
