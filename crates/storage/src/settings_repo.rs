//! The settings port on PostgreSQL: one JSON document in `school_settings`.

use anyhow::Context;
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::RunQueryDsl;
use settings::{SchoolSettings, SettingsError, SettingsRepo};
use time::OffsetDateTime;

use crate::{Database, schema::school_settings};

/// The school's single settings row.
const ROW: i16 = 1;

/// Keeps the school settings in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgSettingsRepo {
    db: Database,
}

impl PgSettingsRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

fn internal(e: impl Into<anyhow::Error>) -> SettingsError {
    SettingsError::Internal(e.into())
}

#[async_trait::async_trait]
impl SettingsRepo for PgSettingsRepo {
    async fn load(&self) -> Result<Option<SchoolSettings>, SettingsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let document: Option<serde_json::Value> = school_settings::table
            .find(ROW)
            .select(school_settings::document)
            .first(&mut conn)
            .await
            .optional()
            .context("could not read school_settings")
            .map_err(internal)?;
        document
            .map(serde_json::from_value)
            .transpose()
            .context("the stored school settings document is not readable")
            .map_err(internal)
    }

    async fn insert_if_absent(
        &self,
        settings: &SchoolSettings,
        at: OffsetDateTime,
    ) -> Result<bool, SettingsError> {
        let document = serde_json::to_value(settings).map_err(internal)?;
        let mut conn = self.db.conn().await.map_err(internal)?;
        let inserted = diesel::insert_into(school_settings::table)
            .values((
                school_settings::id.eq(ROW),
                school_settings::document.eq(document),
                school_settings::updated_at.eq(at),
            ))
            .on_conflict_do_nothing()
            .execute(&mut conn)
            .await
            .context("could not store school_settings")
            .map_err(internal)?;
        Ok(inserted == 1)
    }
}
