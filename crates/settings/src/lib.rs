//! School settings: the school's identity, look, academic, notification, payment and chat
//! configuration, with the defaults of the spec, behind the [`SettingsRepo`] port.
//!
//! This crate knows no database, no HTTP and no framework: adapters implement its port, and
//! callers use [`SettingsService`].

pub mod connections;
pub mod error;
pub mod images;
pub mod model;
pub mod patch;
pub mod ports;
pub mod secrets;
pub mod service;
pub mod validate;

pub use connections::{CheckOutcome, ConnectionTests, ProviderChecks};
pub use error::{FieldErrors, SettingsError};
pub use model::{DesignSettings, SchoolIdentity, SchoolSettings};
pub use patch::Scope;
#[cfg(feature = "mock")]
pub use ports::MockSettingsRepo;
#[cfg(feature = "mock")]
pub use ports::MockTimeZones;
pub use ports::SettingsRepo;
pub use ports::StoredSettings;
pub use ports::TimeZones;
pub use ports::{Announced, Saved};
pub use secrets::{SealedSecrets, SecretBox, SecretName};
pub use service::SettingsService;
pub use service::{SchoolImage, Snapshot, Versioned};
