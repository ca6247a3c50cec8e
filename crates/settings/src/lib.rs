//! School settings: the school's identity, look, academic, notification, payment and chat
//! configuration, with the defaults of the spec, behind the [`SettingsRepo`] port.
//!
//! This crate knows no database, no HTTP and no framework: adapters implement its port, and
//! callers use [`SettingsService`].

pub mod error;
pub mod model;
pub mod ports;
pub mod service;

pub use error::SettingsError;
pub use model::{DesignSettings, SchoolIdentity, SchoolSettings};
#[cfg(feature = "mock")]
pub use ports::MockSettingsRepo;
pub use ports::SettingsRepo;
pub use service::SettingsService;
