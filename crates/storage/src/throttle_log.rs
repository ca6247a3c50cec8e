//! `kernel::ThrottleLog` on PostgreSQL: every throttle's events in one table that every app
//! server shares (decisions/014).

use anyhow::Context;
use diesel::{AggregateExpressionMethods, ExpressionMethods, QueryDsl, dsl::count};
use diesel_async::RunQueryDsl;
use kernel::{ThrottleError, ThrottleLog};
use time::{Duration, OffsetDateTime};

use crate::{Database, schema::throttle_events as events};

/// Events older than this are of no use to any window and are deleted.
const KEEP: Duration = Duration::days(1);

/// The throttles' events in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgThrottleLog {
    db: Database,
}

impl PgThrottleLog {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn failed(e: impl Into<anyhow::Error>) -> ThrottleError {
    ThrottleError(format!("{:#}", e.into()))
}

#[async_trait::async_trait]
impl ThrottleLog for PgThrottleLog {
    async fn record(
        &self,
        batch: &[(String, String)],
        at: OffsetDateTime,
    ) -> Result<(), ThrottleError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        let rows: Vec<_> = batch
            .iter()
            .map(|(key, subject)| {
                (
                    events::key.eq(key),
                    events::subject.eq(subject),
                    events::at.eq(at),
                )
            })
            .collect();
        diesel::insert_into(events::table)
            .values(rows)
            .execute(&mut conn)
            .await
            .context("could not record a throttle event")
            .map_err(failed)?;
        let keys: Vec<&String> = batch.iter().map(|(key, _)| key).collect();
        diesel::delete(
            events::table
                .filter(events::key.eq_any(keys))
                .filter(events::at.lt(at - KEEP)),
        )
        .execute(&mut conn)
        .await
        .context("could not forget old throttle events")
        .map_err(failed)?;
        Ok(())
    }

    async fn recent(
        &self,
        key: &str,
        since: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<OffsetDateTime>, ThrottleError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        events::table
            .filter(events::key.eq(key))
            .filter(events::at.ge(since))
            .order(events::at.desc())
            .limit(i64::from(limit))
            .select(events::at)
            .load(&mut conn)
            .await
            .context("could not count throttle events")
            .map_err(failed)
    }

    async fn subjects(&self, key: &str, since: OffsetDateTime) -> Result<u32, ThrottleError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        let count: i64 = events::table
            .filter(events::key.eq(key))
            .filter(events::at.ge(since))
            .select(count(events::subject).aggregate_distinct())
            .get_result(&mut conn)
            .await
            .context("could not count a throttle's subjects")
            .map_err(failed)?;
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }

    async fn clear(&self, key: &str) -> Result<(), ThrottleError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        diesel::delete(events::table.filter(events::key.eq(key)))
            .execute(&mut conn)
            .await
            .context("could not clear a throttle's events")
            .map_err(failed)?;
        Ok(())
    }
}
