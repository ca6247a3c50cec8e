//! The records of result checker PINs.

use kernel::{SessionId, StudentId, TermId, UserId, dates::ymd};
use serde::{Deserialize, Serialize};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use crate::results::{CardTerm, ReportCard};

/// What a batch's cards open: one term's report cards, or any published term of a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case", tag = "kind", content = "id")]
pub enum PinBatchScope {
    Term(TermId),
    Session(SessionId),
}

/// What an admin asks for when making a batch.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinBatchInput {
    /// How many cards, 1 to 10,000.
    pub count: u32,
    /// A term's id, for cards of that term.
    #[serde(default)]
    pub term_id: Option<TermId>,
    /// A session's id, for cards of any published term of it (instead of `term_id`).
    #[serde(default)]
    pub session_id: Option<SessionId>,
    /// Views each card allows, 1 to 20 (5 when left out).
    #[serde(default)]
    pub uses_allowed: Option<u32>,
    /// The last day a card works.
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub expires_on: Date,
    /// The serials' letters, 2 to 6 (the school's initials, say): `GFA` in `GFA-2526-000123`.
    pub prefix: String,
}

/// A batch as stored, before its cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewBatch {
    pub id: Uuid,
    pub prefix: String,
    pub scope: PinBatchScope,
    pub uses_allowed: u32,
    pub expires_on: Date,
    pub created_by: UserId,
    pub created_at: OffsetDateTime,
}

/// A card as stored: its serial and the keyed hash of its PIN, never the PIN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCard {
    pub number: i64,
    pub serial: String,
    pub pin_hash: Vec<u8>,
}

/// A card of a new batch with its PIN: answered once, to the admin who made the batch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct IssuedCard {
    pub serial: String,
    pub pin: String,
}

/// A batch with how its cards are used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinBatch {
    pub id: Uuid,
    pub prefix: String,
    pub scope: PinBatchScope,
    /// "First Term, 2025/2026" or "2025/2026 (every term)".
    pub scope_name: String,
    pub uses_allowed: u32,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub expires_on: Date,
    pub count: u32,
    /// Cards bound to a student (used at least once).
    pub bound: u32,
    /// Views used over every card.
    pub views: u32,
    /// Cards withdrawn one by one (a withdrawn batch withdraws them all).
    pub revoked_cards: u32,
    pub first_serial: String,
    pub last_serial: String,
    pub created_by: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub revoked_at: Option<OffsetDateTime>,
}

/// A batch's answer when made: the batch and, this once, its cards' PINs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinBatchMade {
    pub batch: PinBatch,
    pub cards: Vec<IssuedCard>,
}

/// One card of a batch as the admin sees it: who it checks, what is left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinCard {
    pub id: Uuid,
    pub serial: String,
    pub student_id: Option<StudentId>,
    pub student_name: Option<String>,
    pub admission_number: Option<String>,
    pub uses: u32,
    pub uses_left: u32,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub last_used_at: Option<OffsetDateTime>,
    #[serde(with = "time::serde::rfc3339::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = DateTime))]
    pub revoked_at: Option<OffsetDateTime>,
}

/// Which cards of a batch to list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardFilter {
    /// Part of a serial, a student's name or admission number.
    pub search: Option<String>,
    pub page: kernel::PageRequest,
}

/// A check as the family sends it.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinCheck {
    pub admission_number: String,
    pub serial: String,
    /// 12 digits; spaces and dashes are ignored.
    pub pin: String,
    /// For a session's card: which published term to view (the latest when left out).
    #[serde(default)]
    pub term_id: Option<TermId>,
}

/// A card read, locked, for a check: with its batch's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredCard {
    pub card_id: Uuid,
    pub serial: String,
    /// The batch's scope as families read it: "First Term, 2025/2026" or "2025/2026".
    pub scope_name: String,
    pub pin_hash: Vec<u8>,
    pub uses: u32,
    pub uses_allowed: u32,
    pub expires_on: Date,
    pub revoked: bool,
    pub bound_to: Option<StudentId>,
}

/// What one check is judged on (see `rules::judge`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardState {
    pub card: Option<StoredCard>,
    pub student: Option<StudentId>,
    pub published: Vec<CardTerm>,
    /// The name of the term the family asked for ("Third Term, 2025/2026"), when they asked
    /// for one and it exists.
    pub asked_term: Option<String>,
}

/// A successful check: the card as published, what is left on the card, and the other terms
/// the card may open (a session's card).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PinCheckOutcome {
    pub serial: String,
    pub uses_left: u32,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub expires_on: Date,
    /// The published terms this card opens for the student, newest first.
    pub terms: Vec<CardTerm>,
    pub card: ReportCard,
}

/// What a check must satisfy beyond what the store reads: the PIN's keyed hash as the family
/// typed it, today's date, and the term asked for (a session's card).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PinCheckRules {
    pub pin_hash: Vec<u8>,
    pub today: Date,
    pub term: Option<TermId>,
}
