//! Enrolments as the API shows them, their forms and filters, and promotion.

use kernel::{ClassId, EnrolmentId, SessionId, StudentId};
use serde::{Deserialize, Serialize};

/// A student's class in a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Enrolment {
    pub id: EnrolmentId,
    pub student_id: StudentId,
    pub student_name: String,
    pub admission_number: String,
    pub session_id: SessionId,
    pub class_id: ClassId,
    pub class_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EnrolmentInput {
    pub student_id: StudentId,
    pub session_id: SessionId,
    pub class_id: ClassId,
}

/// An enrolment to store: it replaces the student's enrolment of that session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEnrolment {
    pub id: EnrolmentId,
    pub student_id: StudentId,
    pub session_id: SessionId,
    pub class_id: ClassId,
}

/// Which enrolments to list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EnrolmentFilter {
    pub student_id: Option<StudentId>,
    pub session_id: Option<SessionId>,
    pub class_ids: Vec<ClassId>,
}

/// One student's place after promotion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Placement {
    /// Enrolled in this class for the new session.
    Enrol(StudentId, ClassId),
    /// Left as a graduate: status graduated, no new enrolment.
    Graduate(StudentId),
}

/// End of session for one class: everyone not listed is promoted into `to_class_id`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PromoteRequest {
    /// The session the students move into: one after the current one, in the school's order.
    pub to_session_id: SessionId,
    #[serde(default)]
    pub to_class_id: Option<ClassId>,
    /// Students who stay at their level, enrolled in `repeat_class_id` (default: this class).
    #[serde(default)]
    pub repeat: Vec<StudentId>,
    #[serde(default)]
    pub repeat_class_id: Option<ClassId>,
    /// Students who leave as graduates: status graduated, no new enrolment.
    #[serde(default)]
    pub graduate: Vec<StudentId>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PromoteResult {
    pub promoted: u32,
    pub repeated: u32,
    pub graduated: u32,
}
