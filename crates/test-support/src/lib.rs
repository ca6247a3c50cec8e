//! What tests stand on: throwaway PostgreSQL databases cloned from a template migrated once
//! (`TestDatabase`), and, with the `app` feature, the whole portal served on a free port over
//! one of them (`spawn_app`, zero2prod's `TestApp`) with builders for a small school
//! (`a_school`, `a_class`, `a_teacher`, `a_student_with_parents`).

mod database;

pub use database::TestDatabase;

#[cfg(feature = "smtp")]
mod smtp;
#[cfg(feature = "smtp")]
pub use smtp::SmtpServer;

#[cfg(feature = "app")]
mod app;
#[cfg(feature = "app")]
mod school;

#[cfg(feature = "app")]
pub use app::{
    Answer, Body, SECRET, TEST_PASSWORD, TestApp, services, spawn_app, spawn_app_behind_proxy,
    spawn_app_with,
};
#[cfg(feature = "app")]
pub use reqwest::Method;
#[cfg(feature = "app")]
pub use school::{
    Person, School, a_class, a_school, a_sibling_link, a_student_with_parents, a_teacher, an_admin,
};
