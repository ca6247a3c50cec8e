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
    /// When the server read this register, by the store's clock (the one its marks are
    /// stamped by): send it back as a save's `read_at`, so that a change saved since is newer
    /// than what this device shows, however wrong the device's own clock is.
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub read_at: Option<OffsetDateTime>,
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

/// A parent of a student marked absent: who an absence notice goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guardian {
    pub student_id: StudentId,
    pub student_name: String,
    pub class_name: String,
    pub user_id: UserId,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub wants_email: bool,
    pub wants_sms: bool,
}

/// A checked save for the store, with the absence notices it writes in its transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSave {
    pub class: ClassId,
    pub date: Date,
    pub marks: Vec<NewMark>,
    pub reason: String,
    pub key: String,
    pub by: Marker,
    pub read_at: Option<OffsetDateTime>,
    /// The school's offset from UTC at the save, to tell a newer change's time as the school's
    /// clocks show it.
    pub offset: time::UtcOffset,
    /// The absence notices of students this save newly marks absent; the store skips any
    /// already written (their dedup key) and withdraws, for a student whose absence this save
    /// corrects, every notice not yet sent.
    pub notices: Vec<kernel::outbox::NewNotification>,
}

/// A student's mark on one day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DayMark {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    pub status: AttendanceStatus,
    pub remark: String,
}

/// A class's day across the school, as the store counts it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassDay {
    pub class_id: ClassId,
    pub class_name: String,
    pub class_teacher_name: Option<String>,
    /// Students on the register (enrolled this session, active).
    pub students: u32,
    /// Students of the register with a mark that day: 0 when the register is not marked.
    pub marked: u32,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
    /// Who saved the register last, and when.
    pub marked_by_name: Option<String>,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub marked_at: Option<OffsetDateTime>,
    /// (present + late) / marked, a whole percent; none before the register is marked.
    pub rate: Option<u32>,
}

/// The whole school on one day: each class's register and the school's totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SchoolDay {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    /// Why there is no register that day (a weekend, a holiday, outside the term), if so.
    pub closed: Option<String>,
    pub classes: Vec<ClassDay>,
    /// Classes whose register has no mark yet.
    pub not_marked: u32,
    pub students: u32,
    pub marked: u32,
    pub present: u32,
    pub absent: u32,
    pub late: u32,
    pub excused: u32,
    pub rate: Option<u32>,
}

/// One student of a class with their marks between two days, from the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentMarks {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub marks: Vec<DayMark>,
}

/// A class's register students with their marks between two days, from the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassMarks {
    pub class_id: ClassId,
    pub class_name: String,
    pub students: Vec<StudentMarks>,
}

/// A student's days between two dates, counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentSummary {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub tally: Tally,
    /// School days with no mark (registers not marked).
    pub unmarked: u32,
    /// (present + late) / days marked, a whole percent; none without a marked day.
    pub rate: Option<u32>,
}

/// A class's attendance between two days: each student's counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassSummary {
    pub class_id: ClassId,
    pub class_name: String,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub from: Date,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub to: Date,
    /// School days in the range, up to today.
    pub days_open: u32,
    pub students: Vec<StudentSummary>,
    /// The class's rate over the range: (present + late) / marks.
    pub rate: Option<u32>,
}

/// One student's line of a month's sheet: a mark (or none) per school day of the month.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MonthLine {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    /// One per entry of the sheet's `days`, in order.
    pub marks: Vec<Option<AttendanceStatus>>,
    pub tally: Tally,
    pub rate: Option<u32>,
}

/// A class's month as the register book shows it: students down, school days across.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MonthSheet {
    pub class_id: ClassId,
    pub class_name: String,
    /// `YYYY-MM`.
    pub month: String,
    /// The month's school days, up to today.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub days: Vec<DayDate>,
    pub lines: Vec<MonthLine>,
}

/// A date written `YYYY-MM-DD`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct DayDate(#[serde(with = "ymd")] pub Date);

/// A student's days over a range (the term by default), for the calendar on their record and
/// dashboards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentDays {
    pub student_id: StudentId,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub from: Date,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub to: Date,
    /// The range's school days up to today.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub school_days: Vec<DayDate>,
    /// The holidays in the range.
    pub holidays: Vec<Holiday>,
    pub marks: Vec<DayMark>,
    pub tally: Tally,
    pub rate: Option<u32>,
}

/// A correction of a student's mark, from the audit log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MarkChange {
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    pub from_status: AttendanceStatus,
    pub to_status: AttendanceStatus,
    pub from_remark: String,
    pub to_remark: String,
    pub reason: String,
    pub changed_by_name: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub changed_at: OffsetDateTime,
}

/// (present + late) of `marked` days, as a whole percent (half up); none when nothing is marked.
pub fn rate(present: u32, late: u32, marked: u32) -> Option<u32> {
    (marked > 0).then(|| {
        ((u64::from(present + late) * 200 + u64::from(marked)) / (2 * u64::from(marked))) as u32
    })
}

#[cfg(test)]
mod tests {
    use super::rate;
    use proptest::prelude::*;

    #[test]
    fn a_rate_rounds_half_up_and_needs_a_marked_day() {
        assert_eq!(rate(0, 0, 0), None);
        assert_eq!(rate(1, 1, 3), Some(67));
        assert_eq!(rate(1, 0, 8), Some(13), "12.5 rounds up");
        assert_eq!(rate(38, 0, 40), Some(95));
    }

    proptest! {
        #[test]
        fn a_rate_is_the_nearest_whole_percent(present in 0u32..400, late in 0u32..400, extra in 0u32..400) {
            let marked = present + late + extra;
            prop_assume!(marked > 0);
            let r = rate(present, late, marked).unwrap();
            prop_assert!(r <= 100);
            let exact = f64::from(present + late) * 100.0 / f64::from(marked);
            prop_assert!((f64::from(r) - exact).abs() <= 0.5 + 1e-9);
        }
    }
}
