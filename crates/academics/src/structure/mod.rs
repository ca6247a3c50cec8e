//! Class levels (JSS 1, SS 3...) and subjects: the school's catalogue, kept in the same tables
//! as the settings' Academic tab (decisions/004), and in step with it.

mod model;
mod ports;
mod service;

pub use model::{ClassLevel, LevelInput, LevelPatch, Subject, SubjectInput, SubjectPatch};
#[cfg(feature = "mock")]
pub use ports::MockStructureRepo;
pub use ports::StructureRepo;
pub use service::Structure;
