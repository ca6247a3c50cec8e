//! The settings port on PostgreSQL: one JSON document in `school_settings`.

use anyhow::Context;
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::RunQueryDsl;
use settings::{SchoolSettings, SealedSecrets, SettingsError, SettingsRepo, StoredSettings};
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
    async fn load(&self) -> Result<Option<StoredSettings>, SettingsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Option<(serde_json::Value, serde_json::Value, i64)> = school_settings::table
            .find(ROW)
            .select((
                school_settings::document,
                school_settings::secrets,
                school_settings::version,
            ))
            .first(&mut conn)
            .await
            .optional()
            .context("could not read school_settings")
            .map_err(internal)?;
        let Some((document, secrets, version)) = row else {
            return Ok(None);
        };
        let settings: SchoolSettings = serde_json::from_value(document)
            .context("the stored school settings document is not readable")
            .map_err(internal)?;
        let secrets: SealedSecrets = serde_json::from_value(secrets)
            .context("the stored school settings secrets are not readable")
            .map_err(internal)?;
        Ok(Some(StoredSettings {
            settings,
            secrets,
            version,
        }))
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

    async fn save(
        &self,
        settings: &SchoolSettings,
        secrets: &SealedSecrets,
        expected: i64,
        at: OffsetDateTime,
    ) -> Result<Option<i64>, SettingsError> {
        let document = serde_json::to_value(settings).map_err(internal)?;
        let secrets = serde_json::to_value(secrets).map_err(internal)?;
        let mut conn = self.db.conn().await.map_err(internal)?;
        let version: Option<i64> = if expected == 0 {
            // Nothing stored yet: the first save wins, a concurrent one finds the row taken.
            diesel::insert_into(school_settings::table)
                .values((
                    school_settings::id.eq(ROW),
                    school_settings::document.eq(document),
                    school_settings::secrets.eq(secrets),
                    school_settings::version.eq(1),
                    school_settings::updated_at.eq(at),
                ))
                .on_conflict_do_nothing()
                .returning(school_settings::version)
                .get_result(&mut conn)
                .await
                .optional()
        } else {
            // Compare and swap in one statement: only the version that was read is replaced.
            diesel::update(
                school_settings::table
                    .find(ROW)
                    .filter(school_settings::version.eq(expected)),
            )
            .set((
                school_settings::document.eq(document),
                school_settings::secrets.eq(secrets),
                school_settings::version.eq(school_settings::version + 1),
                school_settings::updated_at.eq(at),
            ))
            .returning(school_settings::version)
            .get_result(&mut conn)
            .await
            .optional()
        }
        .context("could not store school_settings")
        .map_err(internal)?;
        Ok(version)
    }
}
