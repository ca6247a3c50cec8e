//! A score sheet as stored and as the API shows it, and what a save carries.

use std::collections::HashMap;

use kernel::{ClassId, ClassSubjectId, StudentId, TermId, UserId};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

use super::{Band, Cell, Marks, Scheme};

/// Where a sheet is in its workflow (decisions/020).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum SheetStatus {
    /// The subject teacher enters scores (also after an admin returned it, with the reason).
    Draft,
    /// Sent for approval: nobody edits it until an admin approves or returns it.
    Submitted,
    /// Approved by an admin with `results.publish`: ready to publish with the class.
    Approved,
    /// Published with its class and term: students and parents see it.
    Published,
}

impl SheetStatus {
    pub const ALL: [SheetStatus; 4] = [
        SheetStatus::Draft,
        SheetStatus::Submitted,
        SheetStatus::Approved,
        SheetStatus::Published,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            SheetStatus::Draft => "draft",
            SheetStatus::Submitted => "submitted",
            SheetStatus::Approved => "approved",
            SheetStatus::Published => "published",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }
}

/// The marking scheme and grading as frozen onto a term when its first score is saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frozen {
    pub scheme: Scheme,
    pub bands: Vec<Band>,
    pub pass_mark: u32,
}

/// One student's stored cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRow {
    pub student_id: StudentId,
    pub ca: Vec<Cell>,
    pub exam: Cell,
}

impl StoredRow {
    /// Whether the row holds anything entered (a mark or ABS): the first such row of a term
    /// freezes its grading.
    pub fn entered(&self) -> bool {
        self.exam != Cell::Empty || self.ca.iter().any(|c| *c != Cell::Empty)
    }
}

/// A student on a sheet's roster (the class's students this session).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterLine {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
}

/// A sheet as the store keeps it: whose subject it is, its state and its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSheet {
    pub class_subject_id: ClassSubjectId,
    pub class_id: ClassId,
    pub class_name: String,
    pub subject_name: String,
    pub term_id: TermId,
    /// The subject teacher's account, if the subject has a teacher.
    pub teacher_user: Option<UserId>,
    pub teacher_name: Option<String>,
    pub status: SheetStatus,
    /// Starts at 0 before the first save; every save and change of status adds one.
    pub version: i64,
    pub returned_reason: Option<String>,
    /// Whether the class's results for the term were ever published: every change since is
    /// written to the audit log.
    pub ever_published: bool,
    pub roster: Vec<RosterLine>,
    pub cells: HashMap<StudentId, StoredRow>,
}

/// A component's name and maximum, as a sheet shows its columns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Column {
    pub name: String,
    pub max: u32,
}

/// One student's line of a sheet: cells as text (`"12.5"`, `"ABS"` or null when not
/// entered), and the figures the server computes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SheetLine {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub ca: Vec<Option<String>>,
    pub exam: Option<String>,
    pub total: Option<String>,
    pub grade: Option<String>,
    pub remark: Option<String>,
    pub position: Option<u32>,
}

/// A score sheet: one class subject in one term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScoreSheet {
    pub class_subject_id: ClassSubjectId,
    pub class_id: ClassId,
    pub class_name: String,
    pub subject_name: String,
    pub term_id: TermId,
    pub term_name: String,
    pub teacher_name: Option<String>,
    pub status: SheetStatus,
    /// Send it back with the next save: a save made from an older version is refused.
    pub version: i64,
    pub returned_reason: Option<String>,
    /// Whether the caller may enter scores now.
    pub editable: bool,
    /// Whether the term's marking scheme and grading are frozen (its first score is saved).
    pub frozen: bool,
    pub components: Vec<Column>,
    pub exam_max: u32,
    pub lines: Vec<SheetLine>,
    /// The subject's average, highest and lowest totals.
    pub average: Option<String>,
    pub highest: Option<String>,
    pub lowest: Option<String>,
}

/// One student's cells in a save: as text, like the sheet shows them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RowInput {
    pub student_id: StudentId,
    /// One per CA component, in the sheet's order: a mark with at most one decimal, `ABS`, or
    /// null (or empty) for not entered.
    pub ca: Vec<Option<String>>,
    pub exam: Option<String>,
}

/// A save of some rows of a sheet (the rows not sent keep their cells).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SheetSave {
    /// The sheet's version as read: a save from an older one is refused (409).
    pub version: i64,
    pub rows: Vec<RowInput>,
}

/// Who changed a sheet, and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Change {
    pub by: UserId,
    pub at: OffsetDateTime,
}

/// A cell written as text: `12.5`, `ABS`, or none.
pub fn cell_text(cell: Cell) -> Option<String> {
    match cell {
        Cell::Empty => None,
        Cell::Absent => Some("ABS".into()),
        Cell::Score(m) => Some(m.to_string()),
    }
}

/// A cell read from text: empty or none is not entered; `ABS` (any case) is absent; otherwise
/// a mark from 0 to `max` with at most one decimal. The error is a sentence for the cell.
pub fn parse_cell(text: Option<&str>, max: u32) -> Result<Cell, String> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(Cell::Empty);
    };
    if text.eq_ignore_ascii_case("abs") {
        return Ok(Cell::Absent);
    }
    let bad = || format!("Enter a mark from 0 to {max} (one decimal at most), or ABS for absent.");
    let (whole, tenth) = match text.split_once('.') {
        Some((w, t)) if t.len() == 1 => (w, t),
        Some((w, "")) => (w, "0"),
        Some(_) => return Err(bad()),
        None => (text, "0"),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || whole.len() > 4 {
        return Err(bad());
    }
    let tenth: u32 = tenth.parse().map_err(|_| bad())?;
    let whole: u32 = whole.parse().map_err(|_| bad())?;
    let tenths = whole * 10 + tenth;
    if tenths > max * 10 {
        return Err(bad());
    }
    Ok(Cell::Score(Marks(tenths)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_cell_is_a_mark_with_one_decimal_abs_or_nothing() {
        assert_eq!(parse_cell(Some("12.5"), 20), Ok(Cell::Score(Marks(125))));
        assert_eq!(parse_cell(Some(" 7 "), 10), Ok(Cell::Score(Marks(70))));
        assert_eq!(parse_cell(Some("abs"), 10), Ok(Cell::Absent));
        assert_eq!(parse_cell(Some(""), 10), Ok(Cell::Empty));
        assert_eq!(parse_cell(None, 10), Ok(Cell::Empty));
        for bad in ["10.5", "-1", "1.25", "x", "1e1", ".5", "11"] {
            assert!(parse_cell(Some(bad), 10).is_err(), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn a_cell_written_reads_back_the_same(tenths in 0u32..=1000) {
            let cell = Cell::Score(Marks(tenths));
            prop_assert_eq!(parse_cell(cell_text(cell).as_deref(), 100), Ok(cell));
        }
    }
}
