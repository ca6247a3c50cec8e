//! Throttles: how much of something a caller may do in a while (sign-in guesses, reset e-mails,
//! newsletter sign-ups, connection tests), counted where every app server sees the same counts,
//! and how long a refused caller must wait (decisions/014).
//!
//! Every area judges its throttles the same way, through [`Throttle`] over the [`ThrottleLog`]
//! port, so a `Retry-After` is always the time until a place really frees.

use std::{
    collections::HashMap,
    fmt,
    sync::{Arc, Mutex},
};

use time::{Duration, OffsetDateTime};

use crate::Clock;

/// At most `max` events within `window`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
}

impl Limit {
    pub const fn new(max: u32, window: Duration) -> Self {
        Self { max, window }
    }
}

/// Whether one more event may happen now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Allowed,
    /// Refused: a place frees in this many seconds (at least one).
    Wait(u64),
}

impl Verdict {
    pub fn is_allowed(self) -> bool {
        self == Verdict::Allowed
    }
}

/// The log failed; the cause is for the server's log only.
#[derive(Debug)]
pub struct ThrottleError(pub String);

impl fmt::Display for ThrottleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ThrottleError {}

/// Where the events are counted. Implementations MUST be shared by every app server (a table,
/// not memory, in production) and MAY forget events older than a day.
#[async_trait::async_trait]
pub trait ThrottleLog: Send + Sync {
    /// Records one event under each key, with what it was about (`subject`: the account an
    /// address tried, say; empty when nothing), at `at`.
    async fn record(
        &self,
        events: &[(String, String)],
        at: OffsetDateTime,
    ) -> Result<(), ThrottleError>;
    /// The instants of `key`'s events at or after `since`, newest first, at most `limit`.
    async fn recent(
        &self,
        key: &str,
        since: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<OffsetDateTime>, ThrottleError>;
    /// How many different subjects `key`'s events at or after `since` were about.
    async fn subjects(&self, key: &str, since: OffsetDateTime) -> Result<u32, ThrottleError>;
    /// Forgets `key`'s events (after a successful sign-in).
    async fn clear(&self, key: &str) -> Result<(), ThrottleError>;
}

/// The verdict for `limit`, given `key`'s most recent events (newest first): refused once
/// `limit.max` of them lie within the window, until the oldest of those leaves it.
pub fn verdict(limit: Limit, recent: &[OffsetDateTime], now: OffsetDateTime) -> Verdict {
    let max = limit.max as usize;
    if max == 0 {
        return Verdict::Wait(limit.window.whole_seconds().max(1).unsigned_abs());
    }
    match recent.get(max - 1) {
        Some(decisive) if *decisive > now - limit.window => {
            let free_at = *decisive + limit.window;
            Verdict::Wait((free_at - now).whole_seconds().max(1).unsigned_abs())
        }
        _ => Verdict::Allowed,
    }
}

/// Judges throttles over a [`ThrottleLog`] at the clock's time.
#[derive(Clone)]
pub struct Throttle {
    log: Arc<dyn ThrottleLog>,
    clock: Arc<dyn Clock>,
}

impl fmt::Debug for Throttle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Throttle")
    }
}

impl Throttle {
    pub fn new(log: Arc<dyn ThrottleLog>, clock: Arc<dyn Clock>) -> Self {
        Self { log, clock }
    }

    /// Whether `key` may have one more event now, without counting one.
    pub async fn check(&self, key: &str, limit: Limit) -> Result<Verdict, ThrottleError> {
        let now = self.clock.now();
        let recent = self.log.recent(key, now - limit.window, limit.max).await?;
        Ok(verdict(limit, &recent, now))
    }

    /// Counts an event under `key` first, then judges it against `limit`: events sent at once
    /// cannot all pass the check, since each sees the others.
    pub async fn count(
        &self,
        key: &str,
        subject: &str,
        limit: Limit,
    ) -> Result<Verdict, ThrottleError> {
        let now = self.clock.now();
        self.log
            .record(&[(key.to_owned(), subject.to_owned())], now)
            .await?;
        let counted = Limit::new(limit.max.saturating_add(1), limit.window);
        let recent = self
            .log
            .recent(key, now - limit.window, counted.max)
            .await?;
        Ok(verdict(counted, &recent, now))
    }

    /// Records events without judging them (a failed sign-in, say).
    pub async fn record(&self, events: &[(String, String)]) -> Result<(), ThrottleError> {
        self.log.record(events, self.clock.now()).await
    }

    /// How many different subjects `key`'s events within `window` were about, and when the
    /// oldest of those events leaves the window.
    pub async fn subjects(
        &self,
        key: &str,
        window: Duration,
    ) -> Result<(u32, Option<u64>), ThrottleError> {
        let now = self.clock.now();
        let subjects = self.log.subjects(key, now - window).await?;
        let oldest = self
            .log
            .recent(key, now - window, u32::MAX)
            .await?
            .last()
            .map(|at| (*at + window - now).whole_seconds().max(1).unsigned_abs());
        Ok((subjects, oldest))
    }

    pub async fn clear(&self, key: &str) -> Result<(), ThrottleError> {
        self.log.clear(key).await
    }
}

/// Each key's events: when, and what about.
type Events = HashMap<String, Vec<(OffsetDateTime, String)>>;

/// A log in this process's memory: for tests, and for programs that run alone.
#[derive(Debug, Default, Clone)]
pub struct MemoryThrottleLog {
    events: Arc<Mutex<Events>>,
}

#[async_trait::async_trait]
impl ThrottleLog for MemoryThrottleLog {
    async fn record(
        &self,
        events: &[(String, String)],
        at: OffsetDateTime,
    ) -> Result<(), ThrottleError> {
        let mut map = self.events.lock().unwrap_or_else(|e| e.into_inner());
        for (key, subject) in events {
            map.entry(key.clone())
                .or_default()
                .push((at, subject.clone()));
        }
        Ok(())
    }

    async fn recent(
        &self,
        key: &str,
        since: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<OffsetDateTime>, ThrottleError> {
        let map = self.events.lock().unwrap_or_else(|e| e.into_inner());
        let mut at: Vec<OffsetDateTime> = map
            .get(key)
            .into_iter()
            .flatten()
            .filter(|(t, _)| *t >= since)
            .map(|(t, _)| *t)
            .collect();
        at.sort_unstable_by(|a, b| b.cmp(a));
        at.truncate(limit as usize);
        Ok(at)
    }

    async fn subjects(&self, key: &str, since: OffsetDateTime) -> Result<u32, ThrottleError> {
        let map = self.events.lock().unwrap_or_else(|e| e.into_inner());
        let distinct: std::collections::BTreeSet<&str> = map
            .get(key)
            .into_iter()
            .flatten()
            .filter(|(t, _)| *t >= since)
            .map(|(_, s)| s.as_str())
            .collect();
        Ok(u32::try_from(distinct.len()).unwrap_or(u32::MAX))
    }

    async fn clear(&self, key: &str) -> Result<(), ThrottleError> {
        self.events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(key);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FixedClock;

    fn at(minute: i64) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap() + Duration::minutes(minute)
    }

    const FIVE: Limit = Limit::new(5, Duration::minutes(15));

    #[test]
    fn fewer_events_than_the_limit_never_wait() {
        assert_eq!(
            verdict(FIVE, &[at(3), at(2), at(1), at(0)], at(4)),
            Verdict::Allowed
        );
    }

    #[test]
    fn the_limit_reached_waits_until_the_oldest_counted_event_leaves_the_window() {
        let recent = [at(4), at(3), at(2), at(1), at(0)];
        assert_eq!(verdict(FIVE, &recent, at(5)), Verdict::Wait(10 * 60));
        assert_eq!(verdict(FIVE, &recent, at(15)), Verdict::Allowed);
    }

    #[tokio::test]
    async fn counting_first_refuses_the_event_past_the_limit_with_the_true_wait() {
        let throttle = Throttle::new(
            Arc::new(MemoryThrottleLog::default()),
            Arc::new(FixedClock(at(0))),
        );
        for _ in 0..5 {
            assert!(throttle.count("k", "", FIVE).await.unwrap().is_allowed());
        }
        assert_eq!(
            throttle.count("k", "", FIVE).await.unwrap(),
            Verdict::Wait(15 * 60)
        );
        throttle.clear("k").await.unwrap();
        assert!(throttle.check("k", FIVE).await.unwrap().is_allowed());
    }

    #[tokio::test]
    async fn subjects_are_counted_once_each() {
        let log = MemoryThrottleLog::default();
        let events = [
            ("addr".to_owned(), "ada".to_owned()),
            ("addr".to_owned(), "ada".to_owned()),
            ("addr".to_owned(), "bola".to_owned()),
        ];
        log.record(&events, at(0)).await.unwrap();
        assert_eq!(log.subjects("addr", at(-1)).await.unwrap(), 2);
        assert_eq!(log.subjects("addr", at(1)).await.unwrap(), 0);
    }
}
