//! The `school-portal` application: configuration, logging, and the wiring of the domain
//! services to their adapters. This is the only crate that knows every other crate.

mod adapters;
pub mod cli;
pub mod config;
pub mod demo;
pub mod notifications;
pub mod payments;
pub mod run;
pub mod school_time;
pub mod telemetry;
pub mod wiring;

pub use config::{Config, ConfigError};
