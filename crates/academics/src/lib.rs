//! The school's register (product.md §2-3, decisions/011 and 012): class levels and subjects,
//! sessions and terms, classes and the subjects they offer, students, teachers and parents with
//! their sign-in accounts, parents' links to their children, enrolments and promotion, CSV
//! imports and exports.
//!
//! Each record has its module with its model, its port (the store, with documented `MUST`s) and
//! its service; `Academics` holds the services. Who may read what is the caller's
//! `kernel::Scope`, which every store applies in its queries; who may change what is decided
//! in `access`. Passwords are the `Credentials` port's business (adapted by `app` to `auth`).
//! Everything is written against ports, so the rules are tested with mocks and reused by other
//! programs.

pub mod access;
pub mod accounts;
pub mod attendance;
pub mod batch;
pub mod calendar;
pub mod classes;
mod csv_in;
mod csv_out;
pub mod dashboard;
pub mod enrolments;
pub mod error;
pub mod exams;
mod pages;
pub mod parents;
pub mod pins;
pub mod profile;
pub mod results;
mod service;
pub mod structure;
pub mod students;
pub mod teachers;
pub mod timetable;
pub mod validate;

pub use accounts::{
    Credentials, Login, Newcomer, NoWelcomes, Taken, Welcome, WelcomeLink, Welcomes,
};
#[cfg(feature = "mock")]
pub use accounts::{MockCredentials, MockWelcomes};
pub use batch::{BatchFailure, MAX_BATCH};
pub use error::AcademicsError;
pub use profile::RoleBlock;
pub use service::{Academics, AcademicsPorts};
