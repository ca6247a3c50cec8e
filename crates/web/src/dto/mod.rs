//! JSON shapes several route modules share. A shape one area uses stays in its route module.

mod bulk;
mod user;

pub use bulk::{Change, Items, Results};
pub use user::{PreferencesBody, UserBody};
