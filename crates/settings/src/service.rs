//! The settings use cases.

use std::sync::Arc;

use kernel::Clock;

use crate::{
    SettingsError, SettingsRepo,
    model::{DesignSettings, SchoolIdentity, SchoolSettings},
};

/// Reads and initialises the school's settings.
#[derive(Clone)]
pub struct SettingsService {
    repo: Arc<dyn SettingsRepo>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for SettingsService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsService").finish_non_exhaustive()
    }
}

impl SettingsService {
    pub fn new(repo: Arc<dyn SettingsRepo>, clock: Arc<dyn Clock>) -> Self {
        Self { repo, clock }
    }

    /// The school's settings: what it stored, with the spec's defaults for everything else.
    pub async fn school_settings(&self) -> Result<SchoolSettings, SettingsError> {
        Ok(self.repo.load().await?.unwrap_or_default())
    }

    /// The design settings of every page.
    pub async fn design_settings(&self) -> Result<DesignSettings, SettingsError> {
        Ok(self.school_settings().await?.design())
    }

    /// Gives a school that has never saved settings its identity, with every other setting at
    /// its default. Answers whether it stored anything: a school's own settings are never
    /// overwritten, so running it twice is harmless.
    pub async fn initialise(&self, identity: SchoolIdentity) -> Result<bool, SettingsError> {
        let settings = SchoolSettings {
            site_name: identity.school_name.clone(),
            school_name: identity.school_name,
            school_motto: identity.school_motto,
            school_address: identity.school_address,
            school_phone: identity.school_phone,
            school_email: identity.school_email,
            ..SchoolSettings::default()
        };
        self.repo
            .insert_if_absent(&settings, self.clock.now())
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockSettingsRepo;
    use kernel::FixedClock;
    use time::OffsetDateTime;

    fn instant() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    fn service(repo: MockSettingsRepo) -> SettingsService {
        SettingsService::new(Arc::new(repo), Arc::new(FixedClock(instant())))
    }

    #[tokio::test]
    async fn a_school_that_saved_nothing_gets_the_spec_defaults() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load().times(1).returning(|| Ok(None));

        let settings = service(repo).school_settings().await.unwrap();

        assert_eq!(settings, SchoolSettings::default());
        assert_eq!(settings.school_motto, "Knowledge at its spring");
    }

    #[tokio::test]
    async fn stored_settings_are_answered_as_stored() {
        let stored = SchoolSettings {
            school_name: "Greenfield Academy".into(),
            primary_color: "#0F766E".into(),
            ..SchoolSettings::default()
        };
        let answer = stored.clone();
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(move || Ok(Some(answer.clone())));

        assert_eq!(service(repo).school_settings().await.unwrap(), stored);
    }

    #[tokio::test]
    async fn design_settings_follow_the_stored_colour_and_font() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load().returning(|| {
            Ok(Some(SchoolSettings {
                primary_color: "#DC2626".into(),
                typography: "Roboto".into(),
                ..SchoolSettings::default()
            }))
        });

        let design = service(repo).design_settings().await.unwrap();

        assert_eq!(design.primary_color, "#DC2626");
        assert_eq!(design.typography, "Roboto");
        assert_eq!(design.theme, "default");
        assert_eq!(design.border_radius, "rounded-lg");
    }

    #[tokio::test]
    async fn a_store_failure_is_reported_not_replaced_by_defaults() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load().returning(|| {
            Err(SettingsError::Internal(anyhow::anyhow!(
                "connection refused"
            )))
        });

        let err = service(repo).school_settings().await.unwrap_err();

        assert!(matches!(err, SettingsError::Internal(_)));
    }

    #[tokio::test]
    async fn initialise_stores_the_identity_over_the_defaults_at_the_clocks_time() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_insert_if_absent()
            .withf(|settings, at| {
                *at == instant()
                    && settings.school_name == "Greenfield Academy"
                    && settings.site_name == "Greenfield Academy"
                    && settings.school_phone == "+234 800 000 0000"
                    && settings.grading == crate::model::Grading::default()
            })
            .times(1)
            .returning(|_, _| Ok(true));

        let stored = service(repo)
            .initialise(SchoolIdentity {
                school_name: "Greenfield Academy".into(),
                school_motto: "Knowledge at its spring".into(),
                school_phone: "+234 800 000 0000".into(),
                ..SchoolIdentity::default()
            })
            .await
            .unwrap();

        assert!(stored);
    }
}
