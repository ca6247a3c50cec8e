//! What a dashboard keeps between requests on one server (decisions/025): a value counted at
//! most once per its time to keep, for one key. While it is being counted, every other request
//! waits for that count instead of starting its own, so an expiry under load costs one count,
//! not one per waiting request.

use time::{Duration, OffsetDateTime};
use tokio::sync::Mutex;

use crate::AcademicsError;

pub(super) struct Kept<K, V> {
    keep: Duration,
    last: Mutex<Option<(K, OffsetDateTime, V)>>,
}

impl<K: PartialEq, V: Clone> Kept<K, V> {
    pub(super) fn new(keep: Duration) -> Self {
        Self {
            keep,
            last: Mutex::new(None),
        }
    }

    /// The value for `key` counted within the time to keep before `now`, with when it was
    /// counted; else counted now by `count` (a failed count keeps nothing).
    pub(super) async fn get<F>(
        &self,
        key: K,
        now: OffsetDateTime,
        count: impl FnOnce() -> F,
    ) -> Result<(OffsetDateTime, V), AcademicsError>
    where
        F: Future<Output = Result<V, AcademicsError>>,
    {
        let mut last = self.last.lock().await;
        if let Some((k, at, value)) = last.as_ref()
            && *k == key
            && *at <= now
            && now - *at < self.keep
        {
            return Ok((*at, value.clone()));
        }
        let value = count().await?;
        *last = Some((key, now, value.clone()));
        Ok((now, value))
    }
}
