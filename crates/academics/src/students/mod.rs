//! Students, each with their sign-in account, current class and parents; their CSV import and
//! export.

mod export;
pub mod import;
mod model;
mod ports;
mod service;

pub use model::{
    Gender, NewStudent, ParentLink, Student, StudentFilter, StudentInput, StudentOrder,
    StudentParent, StudentPatch, StudentStatus,
};
#[cfg(feature = "mock")]
pub use ports::MockStudentRepo;
pub use ports::{ImportBatch, StudentRepo};
pub use service::Students;
