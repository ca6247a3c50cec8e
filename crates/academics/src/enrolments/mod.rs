//! Enrolments (which class a student is in for a session: the current session's is their
//! class) and promotion at the end of a session.

mod model;
mod ports;
mod promotion;
mod service;

pub use model::{
    Enrolment, EnrolmentFilter, EnrolmentInput, NewEnrolment, Placement, PromoteRequest,
    PromoteResult,
};
pub use ports::EnrolmentRepo;
#[cfg(feature = "mock")]
pub use ports::MockEnrolmentRepo;
pub use service::Enrolments;
