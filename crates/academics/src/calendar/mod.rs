//! Academic sessions (2025/2026) and their terms: dates, the next-term-begins date, and which
//! session and term are current (exactly one of each once any exists, decisions/011).

mod model;
mod ports;
mod service;

pub use model::{NewSession, Session, SessionInput, SessionPatch, Term, TermPatch};
pub use ports::CalendarRepo;
#[cfg(feature = "mock")]
pub use ports::MockCalendarRepo;
pub use service::Calendar;
