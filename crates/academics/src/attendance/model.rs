//! A class's register for a day, a save of it, and a student's tally.

use kernel::{ClassId, StudentId, UserId, dates::ymd};
use serde::{Deserialize, Serialize};
use time::{Date, OffsetDateTime};

/// A student's mark for a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum AttendanceStatus {
    Present,
    Absent,
    Late,
    Excused,
}

impl AttendanceStatus {
    pub const ALL: [AttendanceStatus; 4] = [
        AttendanceStatus::Present,
        AttendanceStatus::Absent,
        AttendanceStatus::Late,
        AttendanceStatus::Excused,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AttendanceStatus::Present => "present",
            AttendanceStatus::Absent => "absent",
            AttendanceStatus::Late => "late",
            AttendanceStatus::Excused => "excused",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }
}

/// A day the school is closed in a term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Holiday {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    pub name: String,
}

/// One student on a class's register for a day, with their mark if one was saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RegisterLine {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub status: Option<AttendanceStatus>,
    pub remark: String,
    pub marked_by_name: Option<String>,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub marked_at: Option<OffsetDateTime>,
}

/// A class's register for a day: exactly the students enrolled in the class this session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Register {
    pub class_id: ClassId,
    pub class_name: String,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    pub lines: Vec<RegisterLine>,
}

/// One student's mark in a save.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MarkInput {
    pub student_id: StudentId,
    pub status: AttendanceStatus,
    #[serde(default)]
    pub remark: String,
}

/// A class's register saved whole.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RegisterSave {
    pub class_id: ClassId,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    /// Every student of the register, once.
    pub marks: Vec<MarkInput>,
    /// Why marks saved before are changed (kept in the audit log).
    #[serde(default)]
    pub reason: String,
    /// When the marker read the register: a save is refused if someone else changed a mark of
    /// this register after that, so a save a phone kept offline never overwrites a newer one.
    #[serde(default, with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub read_at: Option<OffsetDateTime>,
    /// The save's idempotency key, when it is not sent as the `Idempotency-Key` header.
    #[serde(default)]
    pub idempotency_key: Option<String>,
}

/// A mark to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMark {
    pub student_id: StudentId,
    pub status: AttendanceStatus,
    pub remark: String,
}

/// What the store did with a save.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveOutcome {
    /// Stored: how many marks were new and how many changed (each change logged).
    Saved { new: u32, changed: u32 },
    /// This save's key was taken before: nothing was written again.
    Repeated,
}

/// A student's days in a term, for the report card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Tally {
    /// School days of the term so far (weekdays in its dates, up to today, less its holidays).
    pub days_open: u32,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
}

/// Who saved, for the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marker {
    pub user: UserId,
    pub at: OffsetDateTime,
}
