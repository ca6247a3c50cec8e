//! The shared vocabulary of the portal's domain crates: roles, pages of lists, the clock port and
//! the health probe port.
//!
//! Nothing here does input or output, and nothing here knows a framework or a database: every
//! other crate may depend on this one, and this one depends on no crate of ours.

pub mod clock;
pub mod email;
pub mod health;
pub mod media;
pub mod page;
pub mod role;

pub use clock::{Clock, FixedClock, SystemClock};
pub use email::{has_control_chars, is_email};
pub use health::{HealthProbe, ProbeFailure};
pub use media::{MediaError, MediaStore, NewFile, NoFiles, StoredFile, media_id};
pub use page::{Page, PageRequest};
pub use role::{Role, UnknownRole};
