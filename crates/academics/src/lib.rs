//! The school's register: sessions and terms (with the settings), classes and the subjects they
//! offer, students, teachers and parents with their sign-in accounts, parents' links to their
//! children, enrolments, promotion, CSV import and export, and who may see which record
//! (product.md §2-3, decisions/011).
//!
//! Everything here is written against two ports, `Register` (the store) and `Credentials`
//! (passwords), so the rules are tested with mocks and reused by other programs.

pub mod dates;
pub mod error;
pub mod export;
pub mod import;
pub mod model;
pub mod people;
pub mod ports;
pub mod service;
pub mod validate;
pub mod viewer;

pub use error::AcademicsError;
pub use model::*;
pub use ports::{
    BatchFailure, ClassFilter, ClassSubjectFilter, Credentials, EnrolmentFilter, ImportBatch,
    Login, NewClass, NewParent, NewStudent, NewTeacher, ParentFilter, Placement, Register, Scope,
    StudentFilter, StudentOrder, Taken, TeacherFilter, TeacherOrder,
};
pub use service::{AcademicsService, MAX_BATCH, class_name};
pub use viewer::Viewer;

#[cfg(feature = "mock")]
pub use ports::{MockCredentials, MockRegister};
