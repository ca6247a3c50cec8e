//! Attendance (issue 16, decisions/019): one mark per student per school day, taken a class at a
//! time. This module says which days are school days, who may mark a class, what a save may
//! carry, and how many days a student was open, present, absent, late or excused; the store
//! keeps one mark per student per day, logs every correction and takes a retried save once.
//!
//! Built so far: the rules, the store and their tests. Not yet: the HTTP routes, the screens,
//! the absence notices and the demo's marks (decisions/019, "Not built yet").

mod model;
mod ports;
mod rules;
mod service;

pub use model::{
    AttendanceStatus, Holiday, MarkInput, Marker, NewMark, Register, RegisterLine, RegisterSave,
    SaveOutcome, Tally,
};
pub use ports::AttendanceRepo;
#[cfg(feature = "mock")]
pub use ports::MockAttendanceRepo;
pub use rules::{school_day_problem, school_days};
pub use service::Attendance;
