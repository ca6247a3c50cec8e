//! What result checker PINs need from a store.

use async_trait::async_trait;
use kernel::Page;
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    CardFilter, NewBatch, NewCard, PinBatch, PinCard, PinCheckOutcome, PinCheckRules, PinError,
};
use crate::AcademicsError;

#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait PinRepo: Send + Sync {
    /// `count` numbers for new serials. MUST never give a number twice, even to two batches
    /// made at once.
    async fn next_numbers(&self, count: u32) -> Result<Vec<i64>, AcademicsError>;

    /// Stores a batch with its cards. MUST store all of them or none; a serial already taken
    /// is a `Conflict`.
    async fn create_batch(
        &self,
        batch: NewBatch,
        cards: Vec<NewCard>,
    ) -> Result<(), AcademicsError>;

    /// Every batch, newest first, with how its cards are used.
    async fn batches(&self) -> Result<Vec<PinBatch>, AcademicsError>;

    /// One batch, `None` when there is no such batch.
    async fn batch(&self, id: Uuid) -> Result<Option<PinBatch>, AcademicsError>;

    /// A page of a batch's cards in serial order.
    async fn cards(&self, batch: Uuid, filter: CardFilter)
    -> Result<Page<PinCard>, AcademicsError>;

    /// Every card of a batch in serial order (the export).
    async fn all_cards(&self, batch: Uuid) -> Result<Vec<PinCard>, AcademicsError>;

    /// Withdraws a batch (every card of it) from `at`; false when there is no such batch.
    /// Withdrawing again keeps the first time.
    async fn revoke_batch(&self, id: Uuid, at: OffsetDateTime) -> Result<bool, AcademicsError>;

    /// Withdraws one card from `at`; false when there is no such card in that batch.
    async fn revoke_card(
        &self,
        batch: Uuid,
        card: Uuid,
        at: OffsetDateTime,
    ) -> Result<bool, AcademicsError>;

    /// One check, in one transaction. MUST lock the card's row (found by `serial`) so that two
    /// checks of one card are judged one after the other; read the student by
    /// `admission_number` and their published terms within the card's scope (newest first);
    /// judge what it read with [`super::judge`] and `rules`; on a refusal change nothing and
    /// answer it; otherwise bind the card to the student if it is not bound, count one use at
    /// `at`, and answer the stored report card of the term judged, as it was published.
    async fn check(
        &self,
        serial: String,
        admission_number: String,
        rules: PinCheckRules,
        at: OffsetDateTime,
    ) -> Result<PinCheckOutcome, PinError>;
}
