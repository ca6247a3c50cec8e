//! Classes (the arms of a level, JSS 1A) with their class teacher, and the subjects each class
//! offers with its subject teacher.

mod model;
mod ports;
mod service;
mod subjects;

pub use model::{
    Class, ClassFilter, ClassInput, ClassPatch, ClassSubject, ClassSubjectFilter,
    ClassSubjectInput, ClassSubjectPatch, NewClass, NewClassSubject,
};
pub use ports::ClassRepo;
#[cfg(feature = "mock")]
pub use ports::MockClassRepo;
pub use service::{Classes, class_name};
pub use subjects::ClassSubjects;
