//! Teachers, each with their sign-in account, the classes they are class teacher of and the
//! subjects they teach; their CSV import and export.

pub mod import;
mod model;
mod ports;
mod service;

pub use import::TeacherImportResult;
pub use model::{
    ClassRef, NewTeacher, OwnTeacherPatch, Teacher, TeacherFilter, TeacherInput, TeacherOrder,
    TeacherPatch, TeachingRef,
};
#[cfg(feature = "mock")]
pub use ports::MockTeacherRepo;
pub use ports::TeacherRepo;
pub use service::Teachers;
