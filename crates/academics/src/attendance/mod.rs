//! Attendance (issue 16, decisions/019): one mark per student per school day, taken a class at a
//! time. This module says which days are school days, who may mark a class, what a save may
//! carry, and how many days a student was open, present, absent, late or excused; the store
//! keeps one mark per student per day, logs every correction and takes a retried save once.
//! A student newly marked absent on today's register tells their parents through the outbox
//! (the `AbsenceNotices` port), in the save's transaction; a correction withdraws what is not
//! yet sent. Admins read the school's day, a class's range and month, and a student's days.

mod model;
mod ports;
mod reads;
mod rules;
mod service;

pub use model::{
    AttendanceStatus, ClassDay, ClassMarks, ClassSummary, DayDate, DayMark, Guardian, Holiday,
    MarkChange, MarkInput, Marker, MonthLine, MonthSheet, NewMark, Register, RegisterLine,
    RegisterSave, SaveOutcome, SchoolDay, StoredSave, StudentDays, StudentMarks, StudentSummary,
    Tally, rate,
};
pub use ports::{
    AbsenceNotices, AttendanceRepo, NoAbsenceNotices, absence_key, absence_key_prefix,
};
#[cfg(feature = "mock")]
pub use ports::{MockAbsenceNotices, MockAttendanceRepo};
pub use reads::month_span;
pub use rules::{SchoolCalendar, school_day_problem, school_days};
pub use service::Attendance;
