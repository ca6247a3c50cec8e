//! What conversations need from outside: who is related to whom.

use kernel::{Role, UserId};

use super::Contact;
use crate::MessagingError;

/// Who is related to whom in the school's register this session (decisions/023). The answers
/// are the people a viewer may write to before the school's chat settings are applied; anyone
/// else is not found.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Relations: Send + Sync {
    /// Everyone `viewer` (whose role is `role`) is related to, by name.
    async fn contacts(&self, viewer: UserId, role: Role) -> Result<Vec<Contact>, MessagingError>;
    /// `other`, if `viewer` is related to them.
    async fn contact(
        &self,
        viewer: UserId,
        role: Role,
        other: UserId,
    ) -> Result<Option<Contact>, MessagingError>;
}
