//! A class's results for a term as the store reads them, and what the API shows: the admin's
//! board, a student's report card, the class's broadsheet, the audit log of changes after
//! publishing, and the bank of comments (decisions/021).

use std::collections::HashMap;

use kernel::{ClassId, ClassSubjectId, StudentId, TermId, UserId, dates::ymd};
use serde::{Deserialize, Serialize};
use time::{Date, OffsetDateTime};

use super::{Column, Frozen, SheetStatus, StoredRow};

/// The two groups of ratings on a report card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum RatingGroup {
    /// Behaviour: punctuality, neatness, politeness ...
    Affective,
    /// Skills: handwriting, games, drawing ...
    Psychomotor,
}

impl RatingGroup {
    pub fn label(self) -> &'static str {
        match self {
            RatingGroup::Affective => "Affective",
            RatingGroup::Psychomotor => "Psychomotor",
        }
    }
}

/// The traits a school rates, as its settings say (seven of each by default).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ReportTraits {
    pub affective: Vec<String>,
    pub psychomotor: Vec<String>,
}

impl ReportTraits {
    pub fn of(&self, group: RatingGroup) -> &[String] {
        match group {
            RatingGroup::Affective => &self.affective,
            RatingGroup::Psychomotor => &self.psychomotor,
        }
    }
}

/// One rating: a trait of a group, from 1 to 5.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Rating {
    pub group: RatingGroup,
    pub name: String,
    /// 1 (poor) to 5 (excellent); none when not rated.
    pub value: Option<u8>,
}

/// A student's term report beyond the scores, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StoredReport {
    pub class_teacher_comment: String,
    pub principal_comment: String,
    /// Only the rated traits.
    pub ratings: Vec<Rating>,
}

/// What a class's term is published from, as it was read when its cards were composed: each
/// subject's sheet at its version, and each student's term report. The store refuses the
/// publishing if either changed since, so a card never leaves out what was saved meanwhile.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PublishedFrom {
    pub sheets: Vec<(ClassSubjectId, i64)>,
    pub reports: HashMap<StudentId, StoredReport>,
}

/// What a save of a term report carries: the fields sent change, the rest stay.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ReportSave {
    /// The class teacher's comment (up to 500 characters; empty clears it).
    #[serde(default)]
    pub class_teacher_comment: Option<String>,
    /// The principal's comment (admins who publish results).
    #[serde(default)]
    pub principal_comment: Option<String>,
    /// Ratings to set: a value from 1 to 5, or null to clear the trait.
    #[serde(default)]
    pub ratings: Option<Vec<Rating>>,
}

/// One subject of a class, with its sheet's state in the term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardSheet {
    pub class_subject_id: ClassSubjectId,
    pub subject_name: String,
    pub teacher_name: Option<String>,
    /// The subject teacher's account (not shown: it says whose sheets a teacher lists).
    #[serde(skip)]
    pub teacher_user: Option<UserId>,
    /// `draft` too for a sheet nobody has saved yet.
    pub status: SheetStatus,
    /// A draft an admin returned for changes (the teacher reads why on the sheet).
    pub returned: bool,
    pub version: i64,
    /// The students with at least one cell entered.
    pub entered: u32,
}

/// A student as a report card names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardStudent {
    pub student_id: StudentId,
    pub user_id: UserId,
    pub name: String,
    pub admission_number: String,
    pub gender: String,
    pub date_of_birth: Option<Date>,
    pub photo_url: Option<String>,
}

/// Whether, and since when, a class's results for a term are published.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Publication {
    pub published: bool,
    pub first_published_at: OffsetDateTime,
    pub changed_at: OffsetDateTime,
}

/// Everything a class's report cards for a term are computed from, read at once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassTerm {
    pub class_id: ClassId,
    pub class_name: String,
    /// The class teacher's account, who writes the class teacher's comments.
    pub class_teacher_user: Option<UserId>,
    pub class_teacher_name: Option<String>,
    pub term_id: TermId,
    /// The term's frozen grading; none before its first score.
    pub frozen: Option<Frozen>,
    pub publication: Option<Publication>,
    /// The class's subjects, in the order the card lists them.
    pub subjects: Vec<BoardSheet>,
    /// The class's students in the term's session (the active ones and anyone with scores).
    pub students: Vec<CardStudent>,
    /// This term's cells.
    pub cells: HashMap<(ClassSubjectId, StudentId), StoredRow>,
    /// The same subjects' cells in the session's earlier terms (for the third term's card).
    pub earlier: HashMap<(TermId, ClassSubjectId, StudentId), StoredRow>,
    pub reports: HashMap<StudentId, StoredReport>,
}

/// A class's results for a term on the admin's board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassResults {
    pub class_id: ClassId,
    pub class_name: String,
    pub class_teacher_name: Option<String>,
    pub students: u32,
    pub sheets: Vec<BoardSheet>,
    /// Whether students and parents see the class's results now.
    pub published: bool,
    /// When they were first published; changes since are in the class's audit log.
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub first_published_at: Option<OffsetDateTime>,
    /// Every sheet is approved (or published): the class can be published.
    pub ready: bool,
}

/// The admin's board: every class's results in a term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResultsBoard {
    pub term_id: TermId,
    pub term_name: String,
    pub classes: Vec<ClassResults>,
}

/// One subject on a report card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CardSubject {
    pub subject: String,
    /// A cell per CA component: a mark, `ABS`, or null.
    pub ca: Vec<Option<String>>,
    pub exam: Option<String>,
    pub total: Option<String>,
    pub grade: Option<String>,
    pub remark: Option<String>,
    pub position: Option<u32>,
    /// The subject's class average, highest and lowest totals.
    pub average: Option<String>,
    pub highest: Option<String>,
    pub lowest: Option<String>,
    /// On the session's last term: the subject's total in each earlier term (in the order of
    /// `earlier_terms`), the cumulative total and its average over the terms that have one.
    pub earlier: Vec<Option<String>>,
    pub cumulative: Option<String>,
    pub cumulative_average: Option<String>,
}

/// A student's report card for a term. What students and parents read is the card as it was
/// published; staff see it as it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ReportCard {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub gender: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub date_of_birth: Option<Date>,
    pub photo_url: Option<String>,
    pub class_id: ClassId,
    pub class_name: String,
    pub class_teacher_name: Option<String>,
    pub term_id: TermId,
    pub term_name: String,
    pub session_name: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub next_term_begins: Option<Date>,
    pub components: Vec<Column>,
    pub exam_max: u32,
    /// The earlier terms whose totals a subject shows (the session's last term only).
    pub earlier_terms: Vec<String>,
    pub subjects: Vec<CardSubject>,
    pub total: Option<String>,
    pub average: Option<String>,
    pub grade: Option<String>,
    pub remark: Option<String>,
    /// "Nth of N": the position, and N the students placed.
    pub position: Option<u32>,
    pub out_of: u32,
    pub class_average: Option<String>,
    /// Days present (late counts as present) of the term's school days.
    pub days_present: u32,
    pub days_open: u32,
    pub class_teacher_comment: String,
    pub principal_comment: String,
    /// Every trait the school rates, with the student's rating or none.
    pub ratings: Vec<Rating>,
    pub published: bool,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub published_at: Option<OffsetDateTime>,
}

/// A class's report cards for a term, to print at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassCards {
    pub class_id: ClassId,
    pub class_name: String,
    pub term_id: TermId,
    pub term_name: String,
    pub cards: Vec<ReportCard>,
}

/// A term a student has a report card in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CardTerm {
    pub term_id: TermId,
    pub term_name: String,
    pub session_name: String,
    pub class_name: String,
    pub published: bool,
}

/// One student's line of a broadsheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BroadsheetLine {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    /// A total per subject, in the broadsheet's order; null where there is none.
    pub totals: Vec<Option<String>>,
    pub total: Option<String>,
    pub average: Option<String>,
    pub grade: Option<String>,
    pub position: Option<u32>,
}

/// Every student by every subject of a class in a term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Broadsheet {
    pub class_id: ClassId,
    pub class_name: String,
    pub term_id: TermId,
    pub term_name: String,
    pub subjects: Vec<String>,
    pub lines: Vec<BroadsheetLine>,
    /// Each subject's average total.
    pub subject_averages: Vec<Option<String>>,
    pub out_of: u32,
    pub class_average: Option<String>,
    pub published: bool,
}

/// One change to a class's results after they were first published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResultChange {
    pub student_id: Option<StudentId>,
    pub student_name: Option<String>,
    /// What changed: "Mathematics: Exam", "Class teacher's comment", "Results" ...
    pub what: String,
    pub old_value: String,
    pub new_value: String,
    pub changed_by: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub changed_at: OffsetDateTime,
}

/// A change to write to the audit log, in the same transaction as the change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewResultChange {
    pub class_id: ClassId,
    pub student_id: Option<StudentId>,
    pub what: String,
    pub old_value: String,
    pub new_value: String,
}

/// Whose comment a bank entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum CommentKind {
    ClassTeacher,
    Principal,
}

impl CommentKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CommentKind::ClassTeacher => "class_teacher",
            CommentKind::Principal => "principal",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        [CommentKind::ClassTeacher, CommentKind::Principal]
            .into_iter()
            .find(|k| k.as_str() == value)
    }
}

/// A reusable comment from the bank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BankComment {
    pub id: uuid::Uuid,
    pub kind: CommentKind,
    pub body: String,
}

/// A comment to add to the bank.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct NewBankComment {
    pub kind: CommentKind,
    pub body: String,
}
