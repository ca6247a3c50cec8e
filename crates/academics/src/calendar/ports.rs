//! Where sessions and terms are kept.

use kernel::{SessionId, TermId};

use crate::{
    AcademicsError,
    batch::BatchFailure,
    calendar::{NewSession, Session, SessionPatch, Term, TermPatch},
};

/// The calendar's store. Every write MUST be one transaction and MUST move the settings'
/// version on (the settings' Academic tab lists the sessions, decisions/007). A session id
/// already taken MUST come back as `Invalid` on `id`; removing a session that enrolments use
/// as `Conflict` with what to do; an unknown id as `NotFound`. At most one session and one
/// term MUST be current at any time.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait CalendarRepo: Send + Sync {
    /// Every session in order, with its terms in order.
    async fn sessions(&self) -> Result<Vec<Session>, AcademicsError>;
    async fn term(&self, id: TermId) -> Result<Option<Term>, AcademicsError>;
    async fn insert_sessions(&self, sessions: Vec<NewSession>) -> Result<(), BatchFailure>;
    async fn update_sessions(
        &self,
        changes: Vec<(SessionId, SessionPatch)>,
    ) -> Result<(), BatchFailure>;
    /// Removes sessions with their terms. Removing the current session MUST make the first
    /// remaining one (and its first term) current.
    async fn delete_sessions(&self, ids: Vec<SessionId>) -> Result<(), BatchFailure>;
    async fn update_term(&self, id: TermId, patch: TermPatch) -> Result<(), AcademicsError>;
    /// Makes this term and its session the only current ones.
    async fn make_term_current(&self, id: TermId) -> Result<(), AcademicsError>;
    /// Makes this session current, and its first term unless one of its terms already is.
    async fn make_session_current(&self, id: &SessionId) -> Result<(), AcademicsError>;
}
