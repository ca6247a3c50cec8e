//! The use cases of result checker PINs: admins holding `results.publish` make, list, export
//! and withdraw batches; anyone may check a result with a card.

use std::sync::Arc;

use kernel::{Clock, Limit, Permission, Role, Throttle, ThrottleLog, Verdict, Viewer};
use time::Duration;
use uuid::Uuid;

use super::{
    CardFilter, IssuedCard, NewBatch, NewCard, PinBatch, PinBatchInput, PinBatchMade,
    PinBatchScope, PinCard, PinCheck, PinCheckOutcome, PinCheckRules, PinError, PinKey, PinRepo,
    rules::{
        MAX_BATCH_CARDS, MAX_USES, burst_key, card_client_key, client_group, client_key, new_pin,
        normalize_pin, serial, session_code,
    },
};
use crate::{AcademicsError, calendar::CalendarRepo, csv_out, error::Problems};

/// How many checks, and wrong tries, a client is allowed (decisions/022). Every limit is the
/// client's (an IPv4 address, an IPv6 /64): no stranger's tries ever lock a card for the
/// family holding it. Guessing a 12-digit PIN from many addresses at 5 tries a quarter-hour
/// each stays hopeless, so no limit is shared by everyone trying a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PinPolicy {
    /// Wrong serials or PINs one client may try on any cards: generous, since a cybercafé or
    /// a mobile network puts many families behind one address. An admission number the card
    /// does not open is not counted here, so families behind one address cannot lock each
    /// other out with typos.
    pub client: Limit,
    /// Wrong tries one client may make on one card: a wrong PIN, or an admission number the
    /// card does not open.
    pub card_client: Limit,
    /// Checks of one card from one client, right or wrong, each counted before it is judged,
    /// so that a burst sent at once cannot slip past the limits above (read before a check and
    /// written after it).
    pub burst: Limit,
}

impl Default for PinPolicy {
    fn default() -> Self {
        let window = Duration::minutes(15);
        Self {
            client: Limit::new(30, window),
            card_client: Limit::new(5, window),
            burst: Limit::new(20, Duration::minutes(1)),
        }
    }
}

/// Views a card allows when the admin does not say.
const DEFAULT_USES: u32 = 5;

/// Result checker PINs.
#[derive(Clone)]
pub struct ResultPins {
    repo: Arc<dyn PinRepo>,
    calendar: Arc<dyn CalendarRepo>,
    throttle: Throttle,
    key: PinKey,
    clock: Arc<dyn Clock>,
    policy: PinPolicy,
}

impl std::fmt::Debug for ResultPins {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ResultPins")
    }
}

fn manager(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.role() == Role::Admin && viewer.holds(Permission::ResultsPublish) {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only admins who publish results may manage result checker cards.",
        ))
    }
}

impl ResultPins {
    pub fn new(
        repo: Arc<dyn PinRepo>,
        calendar: Arc<dyn CalendarRepo>,
        throttle: Arc<dyn ThrottleLog>,
        key: PinKey,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            throttle: Throttle::new(throttle, clock.clone()),
            repo,
            calendar,
            key,
            clock,
            policy: PinPolicy::default(),
        }
    }

    /// The same service with other limits (tests).
    pub fn with_policy(mut self, policy: PinPolicy) -> Self {
        self.policy = policy;
        self
    }

    /// Makes a batch: the PINs are in this answer and nowhere else (decisions/022).
    pub async fn make_batch(
        &self,
        viewer: &Viewer,
        input: PinBatchInput,
    ) -> Result<PinBatchMade, AcademicsError> {
        manager(viewer)?;
        let mut p = Problems::default();
        if input.count == 0 || input.count > MAX_BATCH_CARDS {
            p.add(
                "count",
                format!("Make from 1 to {MAX_BATCH_CARDS} cards at a time."),
            );
        }
        let uses = input.uses_allowed.unwrap_or(DEFAULT_USES);
        if uses == 0 || uses > MAX_USES {
            p.add(
                "uses_allowed",
                format!("A card allows from 1 to {MAX_USES} views."),
            );
        }
        let today = self.clock.today();
        if input.expires_on < today {
            p.add("expires_on", "Choose an expiry date from today on.");
        }
        let prefix = input.prefix.trim().to_uppercase();
        if !(2..=6).contains(&prefix.len()) || !prefix.bytes().all(|b| b.is_ascii_uppercase()) {
            p.add(
                "prefix",
                "Use 2 to 6 letters for the serials, such as the school's initials.",
            );
        }
        let scope = match (input.term_id, input.session_id) {
            (Some(term), None) => Some(PinBatchScope::Term(term)),
            (None, Some(session)) => Some(PinBatchScope::Session(session)),
            _ => {
                p.add("term_id", "Choose either a term or a whole session.");
                None
            }
        };
        let code = match &scope {
            Some(PinBatchScope::Term(id)) => match self.calendar.term(*id).await? {
                Some(term) => self.code_of(&term.session_id).await?,
                None => {
                    p.add("term_id", "There is no such term.");
                    None
                }
            },
            Some(PinBatchScope::Session(id)) => match self.code_of(id).await? {
                Some(code) => Some(code),
                None => {
                    p.add("session_id", "There is no such session.");
                    None
                }
            },
            None => None,
        };
        p.into_result()?;
        let (Some(scope), Some(code)) = (scope, code) else {
            return Err(AcademicsError::internal(anyhow::anyhow!("checked above")));
        };

        let numbers = self.repo.next_numbers(input.count).await?;
        let mut issued = Vec::with_capacity(numbers.len());
        let mut cards = Vec::with_capacity(numbers.len());
        for number in numbers {
            let serial = serial(&prefix, &code, number);
            let pin = new_pin().map_err(AcademicsError::internal)?;
            cards.push(NewCard {
                number,
                pin_hash: self.key.hash(&serial, &pin),
                serial: serial.clone(),
            });
            issued.push(IssuedCard { serial, pin });
        }
        let batch = NewBatch {
            id: Uuid::now_v7(),
            prefix,
            scope,
            uses_allowed: uses,
            expires_on: input.expires_on,
            created_by: viewer.user(),
            created_at: self.clock.now(),
        };
        let id = batch.id;
        self.repo.create_batch(batch, cards).await?;
        let batch =
            self.repo.batch(id).await?.ok_or_else(|| {
                AcademicsError::internal(anyhow::anyhow!("the new batch is gone"))
            })?;
        Ok(PinBatchMade {
            batch,
            cards: issued,
        })
    }

    async fn code_of(&self, session: &kernel::SessionId) -> Result<Option<String>, AcademicsError> {
        Ok(self
            .calendar
            .sessions()
            .await?
            .into_iter()
            .find(|s| s.id == *session)
            .map(|s| session_code(&s.name, s.id.as_str())))
    }

    pub async fn batches(&self, viewer: &Viewer) -> Result<Vec<PinBatch>, AcademicsError> {
        manager(viewer)?;
        self.repo.batches().await
    }

    pub async fn batch(&self, viewer: &Viewer, batch: Uuid) -> Result<PinBatch, AcademicsError> {
        manager(viewer)?;
        self.existing(batch).await
    }

    pub async fn cards(
        &self,
        viewer: &Viewer,
        batch: Uuid,
        filter: CardFilter,
    ) -> Result<kernel::Page<PinCard>, AcademicsError> {
        manager(viewer)?;
        self.existing(batch).await?;
        self.repo.cards(batch, filter).await
    }

    /// The batch's cards and their use as CSV: never a PIN.
    pub async fn export(&self, viewer: &Viewer, batch: Uuid) -> Result<String, AcademicsError> {
        manager(viewer)?;
        self.existing(batch).await?;
        let cards = self.repo.all_cards(batch).await?;
        // Dated where the school is (decisions/028), not in UTC.
        let when = |t: Option<time::OffsetDateTime>| {
            t.map(|t| self.clock.date_at(t).to_string())
                .unwrap_or_default()
        };
        csv_out::write(
            &[
                "serial",
                "student",
                "admission_number",
                "views_used",
                "views_left",
                "last_used",
                "withdrawn",
            ],
            cards.into_iter().map(|c| {
                vec![
                    c.serial,
                    c.student_name.unwrap_or_default(),
                    c.admission_number.unwrap_or_default(),
                    c.uses.to_string(),
                    c.uses_left.to_string(),
                    when(c.last_used_at),
                    when(c.revoked_at),
                ]
            }),
        )
    }

    pub async fn revoke_batch(
        &self,
        viewer: &Viewer,
        batch: Uuid,
    ) -> Result<PinBatch, AcademicsError> {
        manager(viewer)?;
        if !self.repo.revoke_batch(batch, self.clock.now()).await? {
            return Err(AcademicsError::NotFound("batch of cards"));
        }
        self.existing(batch).await
    }

    pub async fn revoke_card(
        &self,
        viewer: &Viewer,
        batch: Uuid,
        card: Uuid,
    ) -> Result<(), AcademicsError> {
        manager(viewer)?;
        if self.repo.revoke_card(batch, card, self.clock.now()).await? {
            Ok(())
        } else {
            Err(AcademicsError::NotFound("card"))
        }
    }

    async fn existing(&self, batch: Uuid) -> Result<PinBatch, AcademicsError> {
        self.repo
            .batch(batch)
            .await?
            .ok_or(AcademicsError::NotFound("batch of cards"))
    }

    /// A family's check from `client` (its address): the published report card the card opens,
    /// one view used; or why not. Wrong PINs count against the client and the card.
    pub async fn check(&self, client: &str, check: PinCheck) -> Result<PinCheckOutcome, PinError> {
        let mut p = Problems::default();
        let admission = check.admission_number.trim().to_owned();
        if admission.is_empty() || admission.chars().count() > 50 {
            p.add("admission_number", "Enter the student's admission number.");
        }
        let serial = check.serial.trim().to_uppercase();
        if serial.is_empty() || serial.len() > 40 {
            p.add("serial", "Enter the serial number printed on the card.");
        }
        let pin = normalize_pin(&check.pin);
        if pin.is_none() {
            p.add(
                "pin",
                "Enter the 12 digits of the PIN under the scratch panel.",
            );
        }
        p.into_result()?;
        let pin = pin.unwrap_or_default();

        let group = client_group(client);
        let client_key = client_key(&group);
        let card_key = card_client_key(&serial, &group);
        for (key, limit) in [
            (&client_key, self.policy.client),
            (&card_key, self.policy.card_client),
        ] {
            if let Verdict::Wait(seconds) = self
                .throttle
                .check(key, limit)
                .await
                .map_err(AcademicsError::internal)?
            {
                return Err(PinError::Throttled(seconds));
            }
        }
        // Counted before the card is judged: if this cannot be counted, nothing is judged.
        if let Verdict::Wait(seconds) = self
            .throttle
            .count(&burst_key(&serial, &group), "", self.policy.burst)
            .await
            .map_err(AcademicsError::internal)?
        {
            return Err(PinError::Throttled(seconds));
        }
        let rules = PinCheckRules {
            pin_hash: self.key.hash(&serial, &pin),
            today: self.clock.today(),
            term: check.term_id,
        };
        let outcome = self
            .repo
            .check(serial.clone(), admission, rules, self.clock.now())
            .await;
        let wrong: Vec<(String, String)> = match outcome {
            Err(PinError::WrongPin) => {
                vec![(client_key, serial.clone()), (card_key, serial.clone())]
            }
            Err(PinError::NoStudent | PinError::OtherStudent) => vec![(card_key, serial.clone())],
            _ => Vec::new(),
        };
        // The family still hears why; the burst count above has already counted the try.
        if !wrong.is_empty()
            && let Err(e) = self.throttle.record(&wrong).await
        {
            tracing::warn!(error = %e, "a wrong result check could not be counted");
        }
        outcome
    }
}
