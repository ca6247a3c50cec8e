//! The health probe port: how the HTTP layer asks whether the things the portal needs answer.

use std::fmt;

/// Why a dependency did not answer, in a sentence for the operator (never shown to the public).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeFailure(pub String);

impl fmt::Display for ProbeFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ProbeFailure {}

/// Checks one dependency of the portal (the database). Implementations MUST answer within a
/// few seconds even when the dependency hangs, and MUST recover by themselves once it is back:
/// a failed probe never leaves the implementation broken.
#[async_trait::async_trait]
pub trait HealthProbe: Send + Sync {
    /// The dependency's name as the health answer shows it, such as `database`.
    fn name(&self) -> &'static str;
    async fn check(&self) -> Result<(), ProbeFailure>;
}
