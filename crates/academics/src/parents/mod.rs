//! Parents, each with their sign-in account, and their links to their children.

mod model;
mod ports;
mod service;

pub use model::{
    ChildLink, NewParent, Parent, ParentChild, ParentFilter, ParentInput, ParentOrder, ParentPatch,
};
#[cfg(feature = "mock")]
pub use ports::MockParentRepo;
pub use ports::ParentRepo;
pub use service::Parents;
