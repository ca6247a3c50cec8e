//! The settings use cases.

use std::{collections::BTreeMap, sync::Arc};

use kernel::{Changes, Clock, MediaStore, NewFile, media_id};
use serde_json::Value;

use crate::{
    SettingsError, SettingsRepo, TimeZones,
    error::{FieldErrors, push},
    model::{DesignSettings, SchoolIdentity, SchoolSettings},
    patch::{self, Scope},
    ports::StoredSettings,
    secrets::{SealedSecrets, SecretBox, SecretChange, SecretName},
    validate::validate,
};

/// How often an update without a version is retried when other updates keep landing first.
const ATTEMPTS: usize = 5;

/// The settings and the version they were read at.
#[derive(Debug, Clone, PartialEq)]
pub struct Versioned {
    pub settings: SchoolSettings,
    pub version: i64,
}

/// The settings read at one moment, and their sealed secrets.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub settings: SchoolSettings,
    sealed: SealedSecrets,
    secrets: SecretBox,
}

impl Snapshot {
    /// The value of a stored secret: `Ok(None)` when none is set, an error when one is set but
    /// cannot be opened (it was sealed under another `PORTAL_SECRET_KEY`).
    pub fn secret(&self, name: SecretName) -> Result<Option<String>, anyhow::Error> {
        self.sealed
            .get(&name)
            .map(|sealed| self.secrets.open(name, sealed))
            .transpose()
    }
}

/// One of the school's images, set by its upload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SchoolImage {
    Logo,
    Favicon,
}

/// Reads, initialises and changes the school's settings.
#[derive(Clone)]
pub struct SettingsService {
    repo: Arc<dyn SettingsRepo>,
    clock: Arc<dyn Clock>,
    secrets: SecretBox,
    media: Arc<dyn MediaStore>,
    /// Moved by every save that writes the register's lists (see
    /// [`Self::counting_calendar_changes`]).
    calendar: Changes,
    /// Asked whether a newly saved zone name exists (see [`Self::checking_time_zones`]).
    zones: Option<Arc<dyn TimeZones>>,
}

impl std::fmt::Debug for SettingsService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsService").finish_non_exhaustive()
    }
}

type Change = (SchoolSettings, BTreeMap<SecretName, SecretChange>);

impl SettingsService {
    pub fn new(
        repo: Arc<dyn SettingsRepo>,
        clock: Arc<dyn Clock>,
        secrets: SecretBox,
        media: Arc<dyn MediaStore>,
    ) -> Self {
        Self {
            repo,
            clock,
            secrets,
            media,
            calendar: Changes::default(),
            zones: None,
        }
    }

    /// The same service, refusing a save that names a time zone `zones` does not know: a name
    /// of the right shape but in no zone database (`Africa/Lagoss`) would otherwise be stored,
    /// and the school's dates read in UTC (decisions/028). Without it, the shape is checked.
    pub fn checking_time_zones(self, zones: Arc<dyn TimeZones>) -> Self {
        Self {
            zones: Some(zones),
            ..self
        }
    }

    /// The same service, counting in `changes` each save that writes the register's lists
    /// (levels, subjects, sessions and terms): the register's calendar count
    /// (`academics::calendar::Calendar::changes`), by which the dashboards' kept copy of the
    /// calendar is read again at once.
    pub fn counting_calendar_changes(self, changes: Changes) -> Self {
        Self {
            calendar: changes,
            ..self
        }
    }

    /// The school's settings: what it stored, with the spec's defaults for everything else.
    pub async fn school_settings(&self) -> Result<SchoolSettings, SettingsError> {
        Ok(self.current().await?.settings)
    }

    /// The settings with their version, and whether each secret is set.
    pub async fn current(&self) -> Result<Versioned, SettingsError> {
        let stored = self.stored().await?;
        Ok(Versioned {
            settings: with_secret_flags(stored.settings, &stored.secrets),
            version: stored.version,
        })
    }

    /// The design settings of every page.
    pub async fn design_settings(&self) -> Result<DesignSettings, SettingsError> {
        Ok(self.school_settings().await?.design())
    }

    /// Gives a school that has never saved settings its identity, with every other setting at
    /// its default. Answers whether it stored anything: a school's own settings are never
    /// overwritten, so running it twice is harmless. The settings are checked as a save checks
    /// them, the time zone included: an invalid identity is refused and nothing is stored.
    pub async fn initialise(&self, identity: SchoolIdentity) -> Result<bool, SettingsError> {
        let defaults = SchoolSettings::default();
        let settings = SchoolSettings {
            timezone: if identity.timezone.trim().is_empty() {
                defaults.timezone.clone()
            } else {
                identity.timezone
            },
            site_name: identity.school_name.clone(),
            school_name: identity.school_name,
            school_motto: identity.school_motto,
            school_address: identity.school_address,
            school_phone: identity.school_phone,
            school_email: identity.school_email,
            ..defaults
        };
        validate(&settings).map_err(SettingsError::Invalid)?;
        self.check_time_zone(&settings.timezone).await?;
        self.repo
            .insert_if_absent(&settings, self.clock.now())
            .await
    }

    /// Stores the default settings when none are stored yet, so that the academic structure
    /// they list (class levels, subjects, sessions) exists in its tables from the first start
    /// (decisions/011). Answers whether it stored them; never overwrites.
    pub async fn ensure_stored(&self) -> Result<bool, SettingsError> {
        let stored = self
            .repo
            .insert_if_absent(&SchoolSettings::default(), self.clock.now())
            .await?;
        if stored {
            self.calendar.changed();
        }
        Ok(stored)
    }

    /// Applies `patch` (only the settings that change, decision 007) within `scope`. With
    /// `expected`, refuses with `Stale` when the settings changed since that version; without,
    /// applies it to the latest settings. Invalid values change nothing.
    pub async fn update(
        &self,
        patch: Value,
        expected: Option<i64>,
        scope: Scope,
    ) -> Result<Versioned, SettingsError> {
        self.change(expected, |current| {
            let applied =
                patch::apply(current, patch.clone(), scope).map_err(SettingsError::Invalid)?;
            Ok((applied.settings, applied.secrets))
        })
        .await
    }

    /// Stores an uploaded logo or favicon (an accepted image within its limit) and points the
    /// settings at it; the image it replaces is deleted.
    pub async fn upload_image(
        &self,
        image: SchoolImage,
        content: Vec<u8>,
    ) -> Result<Versioned, SettingsError> {
        let content_type = image.accept(&content)?;
        let stored = self
            .media
            .put(NewFile {
                owner: None,
                purpose: image.purpose(),
                content_type,
                content,
            })
            .await
            .map_err(|e| {
                SettingsError::Internal(anyhow::anyhow!(
                    "could not keep the {}: {e}",
                    image.field()
                ))
            })?;
        match self.set_image(image, stored.url()).await {
            Ok(updated) => Ok(updated),
            Err(e) => {
                // Not pointed to: the new file would only take space.
                let _ = self.media.delete(stored.id).await;
                Err(e)
            }
        }
    }

    /// Points the school's logo or favicon at `url`, whatever else changed meanwhile.
    pub async fn set_image(
        &self,
        image: SchoolImage,
        url: String,
    ) -> Result<Versioned, SettingsError> {
        self.change(None, |current| {
            let mut settings = current.clone();
            let slot = match image {
                SchoolImage::Logo => &mut settings.logo_url,
                SchoolImage::Favicon => &mut settings.favicon_url,
            };
            *slot = Some(url.clone());
            Ok((settings, BTreeMap::new()))
        })
        .await
    }

    /// The settings as stored at one moment, with the means to open their secrets: one read for
    /// a caller that needs both (the connection tests, later the senders).
    pub async fn snapshot(&self) -> Result<Snapshot, SettingsError> {
        let stored = self.stored().await?;
        Ok(Snapshot {
            settings: with_secret_flags(stored.settings, &stored.secrets),
            sealed: stored.secrets,
            secrets: self.secrets.clone(),
        })
    }

    async fn stored(&self) -> Result<StoredSettings, SettingsError> {
        Ok(self.repo.load().await?.unwrap_or_else(|| StoredSettings {
            settings: SchoolSettings::default(),
            secrets: SealedSecrets::new(),
            version: 0,
        }))
    }

    /// Reads, changes with `f`, checks and stores in one compare-and-swap, retrying a few times
    /// when no version was named and another change landed first.
    async fn change(
        &self,
        expected: Option<i64>,
        f: impl Fn(&SchoolSettings) -> Result<Change, SettingsError>,
    ) -> Result<Versioned, SettingsError> {
        // The zone names the zone database knew in an earlier attempt: a save that lost a race
        // does not ask again.
        let mut known_zones: Vec<String> = Vec::new();
        for _ in 0..ATTEMPTS {
            let stored = self.stored().await?;
            if expected.is_some_and(|v| v != stored.version) {
                return Err(SettingsError::Stale);
            }
            let current = with_secret_flags(stored.settings, &stored.secrets);
            let (settings, changes) = f(&current)?;
            validate(&settings).map_err(SettingsError::Invalid)?;
            if settings.timezone != current.timezone && !known_zones.contains(&settings.timezone) {
                self.check_time_zone(&settings.timezone).await?;
                known_zones.push(settings.timezone.clone());
            }
            let mut secrets = stored.secrets;
            for (name, change) in changes {
                match change {
                    SecretChange::Set(value) => {
                        let sealed = self
                            .secrets
                            .seal(name, &value)
                            .map_err(SettingsError::Internal)?;
                        secrets.insert(name, sealed);
                    }
                    SecretChange::Remove => {
                        secrets.remove(&name);
                    }
                }
            }
            let settings = with_secret_flags(settings, &secrets);
            // The lists are written when they changed, and on the first save whatever they
            // are: the register's tables may still be empty.
            let lists = lists_changed(&current, &settings) || stored.version == 0;
            if let Some(saved) = self
                .repo
                .save(&settings, &secrets, stored.version, self.clock.now(), lists)
                .await?
            {
                if lists {
                    self.calendar.changed();
                }
                self.forget_replaced_images(&current, &settings).await;
                let mut settings = settings;
                // The lists' write made another session or term current, or renamed it: the
                // school announces it (decisions/011), and the answer says what is stored.
                if let Some(announced) = saved.announced {
                    settings.academic_year = announced.academic_year;
                    settings.current_term = announced.current_term;
                }
                return Ok(Versioned {
                    settings,
                    version: saved.version,
                });
            }
            if expected.is_some() {
                return Err(SettingsError::Stale);
            }
        }
        Err(SettingsError::Stale)
    }
}

impl SettingsService {
    /// Refuses a zone name (one with a `/`; offsets are checked by their shape) that the zone
    /// database does not know.
    async fn check_time_zone(&self, zone: &str) -> Result<(), SettingsError> {
        let Some(zones) = &self.zones else {
            return Ok(());
        };
        if !zone.contains('/') || zones.knows(zone).await.map_err(SettingsError::Internal)? {
            return Ok(());
        }
        let mut errors = FieldErrors::new();
        push(
            &mut errors,
            "timezone",
            format!(
                "The portal does not know the time zone {zone}. Enter a zone of the tz database \
                 such as Africa/Lagos, or an offset such as UTC+1."
            ),
        );
        Err(SettingsError::Invalid(errors))
    }

    /// Deletes the stored files of a logo or favicon that a saved change replaced or removed.
    /// The change is saved already, so a failure here only leaves an unused file behind.
    async fn forget_replaced_images(&self, before: &SchoolSettings, after: &SchoolSettings) {
        for (old, new) in [
            (&before.logo_url, &after.logo_url),
            (&before.favicon_url, &after.favicon_url),
        ] {
            if old != new
                && let Some(id) = old.as_deref().and_then(media_id)
            {
                let _ = self.media.delete(id).await;
            }
        }
    }
}

/// Whether the class levels, subjects or sessions differ (they are records of their own).
fn lists_changed(before: &SchoolSettings, after: &SchoolSettings) -> bool {
    before.class_levels != after.class_levels
        || before.subjects != after.subjects
        || before.sessions != after.sessions
}

/// Sets every `*Set` flag from the secrets actually stored.
fn with_secret_flags(mut s: SchoolSettings, secrets: &SealedSecrets) -> SchoolSettings {
    let has = |name| secrets.contains_key(&name);
    s.notifications.email.smtp.password_set = has(SecretName::SmtpPassword);
    s.notifications.email.brevo.api_key_set = has(SecretName::BrevoApiKey);
    s.notifications.sms.api_key_set = has(SecretName::SmsApiKey);
    s.notifications.sms.api_secret_set = has(SecretName::SmsApiSecret);
    s.payment_gateways.paystack.secret_key_set = has(SecretName::PaystackSecretKey);
    s.payment_gateways.stripe.secret_key_set = has(SecretName::StripeSecretKey);
    s.payment_gateways.flutterwave.secret_key_set = has(SecretName::FlutterwaveSecretKey);
    s.payment_gateways.flutterwave.secret_hash_set = has(SecretName::FlutterwaveSecretHash);
    s.payment_gateways.stripe.webhook_secret_set = has(SecretName::StripeWebhookSecret);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::{Announced, MockSettingsRepo, Saved};
    use kernel::FixedClock;
    use serde_json::json;
    use time::OffsetDateTime;

    const SERVER_SECRET: &str = "a-long-random-server-secret-for-tests-0123456789";

    fn instant() -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
    }

    fn service(repo: MockSettingsRepo) -> SettingsService {
        SettingsService::new(
            Arc::new(repo),
            Arc::new(FixedClock(instant())),
            SecretBox::from_server_secret(SERVER_SECRET),
            Arc::new(kernel::NoFiles),
        )
    }

    fn stored(settings: SchoolSettings, version: i64) -> Option<StoredSettings> {
        Some(StoredSettings {
            settings,
            secrets: SealedSecrets::new(),
            version,
        })
    }

    #[tokio::test]
    async fn a_school_that_saved_nothing_gets_the_spec_defaults() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load().times(1).returning(|| Ok(None));

        let current = service(repo).current().await.unwrap();

        assert_eq!(current.settings, SchoolSettings::default());
        assert_eq!(current.version, 0);
        assert_eq!(current.settings.school_motto, "Knowledge at its spring");
    }

    #[tokio::test]
    async fn stored_settings_are_answered_as_stored() {
        let saved = SchoolSettings {
            school_name: "Greenfield Academy".into(),
            primary_color: "#0F766E".into(),
            ..SchoolSettings::default()
        };
        let answer = saved.clone();
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(move || Ok(stored(answer.clone(), 4)));

        let current = service(repo).current().await.unwrap();
        assert_eq!(current.settings, saved);
        assert_eq!(current.version, 4);
    }

    #[tokio::test]
    async fn design_settings_follow_the_stored_colour_and_font() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load().returning(|| {
            Ok(stored(
                SchoolSettings {
                    primary_color: "#DC2626".into(),
                    typography: "Roboto".into(),
                    ..SchoolSettings::default()
                },
                1,
            ))
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
                    && settings.timezone == SchoolSettings::default().timezone
            })
            .times(1)
            .returning(|_, _| Ok(true));

        let inserted = service(repo)
            .initialise(SchoolIdentity {
                school_name: "Greenfield Academy".into(),
                school_motto: "Knowledge at its spring".into(),
                school_phone: "+234 800 000 0000".into(),
                ..SchoolIdentity::default()
            })
            .await
            .unwrap();

        assert!(inserted);
    }

    #[tokio::test]
    async fn initialise_stores_where_the_school_is_when_it_is_given() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_insert_if_absent()
            .withf(|settings, _| settings.timezone == "Africa/Lagos")
            .times(1)
            .returning(|_, _| Ok(true));

        service(repo)
            .initialise(SchoolIdentity {
                school_name: "Greenfield Academy".into(),
                timezone: "Africa/Lagos".into(),
                ..SchoolIdentity::default()
            })
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_update_stores_the_merged_settings_at_the_version_it_read() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 7)));
        repo.expect_save()
            .withf(|settings, secrets, expected, at, lists| {
                !*lists
                    && settings.school_name == "Greenfield Academy"
                    && settings.primary_color == SchoolSettings::default().primary_color
                    && secrets.is_empty()
                    && *expected == 7
                    && *at == instant()
            })
            .times(1)
            .returning(|_, _, _, _, _| Ok(Some(Saved::version(8))));

        let updated = service(repo)
            .update(
                json!({"school_name": "Greenfield Academy"}),
                Some(7),
                Scope::All,
            )
            .await
            .unwrap();

        assert_eq!(updated.version, 8);
        assert_eq!(updated.settings.school_name, "Greenfield Academy");
    }

    #[tokio::test]
    async fn a_save_that_renamed_the_current_session_answers_the_words_the_store_announced() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 4)));
        repo.expect_save()
            .withf(|s, _, _, _, lists| *lists && s.sessions[0].name == "2025-26")
            .times(1)
            .returning(|_, _, _, _, _| {
                Ok(Some(Saved {
                    version: 5,
                    announced: Some(Announced {
                        academic_year: "2025-26".into(),
                        current_term: "First Term".into(),
                    }),
                }))
            });
        let mut sessions = serde_json::to_value(&SchoolSettings::default().sessions).unwrap();
        sessions[0]["name"] = json!("2025-26");

        let updated = service(repo)
            .update(json!({ "sessions": sessions }), Some(4), Scope::All)
            .await
            .unwrap();

        assert_eq!(updated.version, 5);
        assert_eq!(updated.settings.academic_year, "2025-26");
        assert_eq!(updated.settings.current_term, "First Term");
    }

    #[tokio::test]
    async fn only_a_change_of_the_lists_asks_the_store_to_write_them() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 2)));
        repo.expect_save()
            .withf(|s, _, _, _, lists| *lists && s.subjects.len() == 1)
            .times(1)
            .returning(|_, _, _, _, _| Ok(Some(Saved::version(3))));

        service(repo)
            .update(
                json!({"subjects": [{"id": "art", "name": "Art"}]}),
                Some(2),
                Scope::All,
            )
            .await
            .unwrap();
    }

    /// A save that writes the register's lists (they changed, or nothing was stored before:
    /// the one rule for both) moves the calendar count, so that the dashboards read the calendar again at once
    /// (decisions/025); any other save does not.
    #[tokio::test]
    async fn a_save_that_writes_the_lists_is_counted_as_a_calendar_change() {
        let mut renamed = serde_json::to_value(SchoolSettings::default().sessions).unwrap();
        renamed[0]["terms"][0] = json!("Harmattan Term");
        for (patch, version, counted) in [
            (json!({"school_name": "Greenfield Academy"}), 2, 0),
            (json!({"sessions": renamed}), 2, 1),
            (json!({"subjects": [{"id": "art", "name": "Art"}]}), 2, 1),
            (json!({"school_name": "Greenfield Academy"}), 0, 1),
        ] {
            let mut repo = MockSettingsRepo::new();
            repo.expect_load().returning(move || {
                Ok(stored(SchoolSettings::default(), version).filter(|_| version > 0))
            });
            // The store is asked to write the lists exactly when the save is counted.
            repo.expect_save()
                .withf(move |_, _, _, _, lists| *lists == (counted == 1))
                .times(1)
                .returning(move |_, _, _, _, _| Ok(Some(Saved::version(version + 1))));
            let calendar = Changes::default();
            service(repo)
                .counting_calendar_changes(calendar.clone())
                .update(patch.clone(), None, Scope::All)
                .await
                .unwrap();
            assert_eq!(calendar.count(), counted, "{patch} at version {version}");
        }
    }

    #[tokio::test]
    async fn an_update_from_an_older_version_is_stale_and_stores_nothing() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 9)));
        repo.expect_save().never();

        let err = service(repo)
            .update(json!({"school_name": "Mine"}), Some(8), Scope::All)
            .await
            .unwrap_err();

        assert!(matches!(err, SettingsError::Stale));
    }

    #[tokio::test]
    async fn losing_the_race_with_a_version_is_stale_and_without_one_is_retried() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 3)));
        repo.expect_save()
            .times(1)
            .returning(|_, _, _, _, _| Ok(None));
        let err = service(repo)
            .update(json!({"school_motto": "Learn"}), Some(3), Scope::All)
            .await
            .unwrap_err();
        assert!(matches!(err, SettingsError::Stale));

        let mut repo = MockSettingsRepo::new();
        let mut seq = mockall::Sequence::new();
        repo.expect_load()
            .times(1)
            .in_sequence(&mut seq)
            .returning(|| Ok(stored(SchoolSettings::default(), 3)));
        repo.expect_save()
            .times(1)
            .in_sequence(&mut seq)
            .returning(|_, _, _, _, _| Ok(None));
        let theirs = SchoolSettings {
            primary_color: "#111111".into(),
            ..SchoolSettings::default()
        };
        repo.expect_load()
            .times(1)
            .in_sequence(&mut seq)
            .returning(move || Ok(stored(theirs.clone(), 4)));
        repo.expect_save()
            .withf(|s, _, expected, _, _| {
                *expected == 4 && s.primary_color == "#111111" && s.school_motto == "Learn"
            })
            .times(1)
            .in_sequence(&mut seq)
            .returning(|_, _, _, _, _| Ok(Some(Saved::version(5))));
        let updated = service(repo)
            .update(json!({"school_motto": "Learn"}), None, Scope::All)
            .await
            .unwrap();
        assert_eq!(updated.version, 5);
    }

    #[tokio::test]
    async fn invalid_values_are_refused_with_their_fields_and_nothing_is_stored() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 1)));
        repo.expect_save().never();

        let err = service(repo)
            .update(
                json!({"marking_scheme": {"examination": 60}, "primary_color": "red"}),
                None,
                Scope::All,
            )
            .await
            .unwrap_err();

        let SettingsError::Invalid(fields) = err else {
            panic!("expected Invalid, got {err:?}")
        };
        assert!(fields.contains_key("marking_scheme.examination"));
        assert!(fields.contains_key("primary_color"));
    }

    /// A service whose zone database knows only Africa/Lagos.
    fn service_knowing_lagos(repo: MockSettingsRepo) -> SettingsService {
        let mut zones = crate::ports::MockTimeZones::new();
        zones
            .expect_knows()
            .returning(|name| Ok(name == "Africa/Lagos"));
        service(repo).checking_time_zones(Arc::new(zones))
    }

    #[tokio::test]
    async fn a_zone_name_the_zone_database_does_not_know_is_refused_and_nothing_is_stored() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 1)));
        repo.expect_save().never();

        let err = service_knowing_lagos(repo)
            .update(json!({"timezone": "Africa/Lagoss"}), None, Scope::All)
            .await
            .unwrap_err();

        let SettingsError::Invalid(fields) = err else {
            panic!("expected Invalid, got {err:?}")
        };
        assert_eq!(
            fields["timezone"],
            [
                "The portal does not know the time zone Africa/Lagoss. Enter a zone of the tz \
                 database such as Africa/Lagos, or an offset such as UTC+1."
            ]
        );
    }

    #[tokio::test]
    async fn a_known_zone_an_offset_and_an_unchanged_zone_are_saved() {
        for (stored_zone, sent) in [
            ("UTC-5", "Africa/Lagos"),
            ("Africa/Lagos", "UTC+01:00"),
            // Stored before names were checked: other changes still save.
            ("Mars/Olympus_Mons", "Mars/Olympus_Mons"),
        ] {
            let mut repo = MockSettingsRepo::new();
            let before = SchoolSettings {
                timezone: stored_zone.into(),
                ..SchoolSettings::default()
            };
            repo.expect_load()
                .returning(move || Ok(stored(before.clone(), 1)));
            repo.expect_save()
                .times(1)
                .withf(move |settings, _, _, _, _| settings.timezone == sent)
                .returning(|_, _, _, _, _| Ok(Some(Saved::version(2))));

            let saved = service_knowing_lagos(repo)
                .update(json!({"timezone": sent}), None, Scope::All)
                .await
                .unwrap();

            assert_eq!(saved.settings.timezone, sent);
        }
    }

    #[tokio::test]
    async fn initialise_refuses_a_zone_the_zone_database_does_not_know_and_stores_nothing() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_insert_if_absent().never();

        let err = service_knowing_lagos(repo)
            .initialise(SchoolIdentity {
                school_name: "Greenfield Academy".into(),
                timezone: "Africa/Lagoss".into(),
                ..SchoolIdentity::default()
            })
            .await
            .unwrap_err();

        let SettingsError::Invalid(fields) = err else {
            panic!("expected Invalid, got {err:?}")
        };
        assert!(fields.contains_key("timezone"), "{fields:?}");
    }

    #[tokio::test]
    async fn a_save_that_lost_a_race_does_not_ask_about_its_zone_again() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .times(2)
            .returning(|| Ok(stored(SchoolSettings::default(), 1)));
        let mut attempts = 0;
        repo.expect_save().times(2).returning(move |_, _, _, _, _| {
            attempts += 1;
            // Another change landed first the first time.
            Ok((attempts == 2).then_some(Saved::version(2)))
        });
        let mut zones = crate::ports::MockTimeZones::new();
        zones
            .expect_knows()
            .times(1)
            .returning(|name| Ok(name == "Africa/Lagos"));

        let saved = service(repo)
            .checking_time_zones(Arc::new(zones))
            .update(json!({"timezone": "Africa/Lagos"}), None, Scope::All)
            .await
            .unwrap();

        assert_eq!(saved.version, 2);
    }

    #[tokio::test]
    async fn a_zone_database_that_cannot_answer_fails_the_save() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 1)));
        repo.expect_save().never();
        let mut zones = crate::ports::MockTimeZones::new();
        zones
            .expect_knows()
            .returning(|_| Err(anyhow::anyhow!("the database is down")));

        let err = service(repo)
            .checking_time_zones(Arc::new(zones))
            .update(json!({"timezone": "Africa/Lagos"}), None, Scope::All)
            .await
            .unwrap_err();

        assert!(matches!(err, SettingsError::Internal(_)), "{err:?}");
    }

    #[tokio::test]
    async fn secrets_are_sealed_flagged_kept_and_opened_again() {
        let box_ = SecretBox::from_server_secret(SERVER_SECRET);
        let kept = box_.seal(SecretName::BrevoApiKey, "brevo-key").unwrap();
        let before = SealedSecrets::from([(SecretName::BrevoApiKey, kept.clone())]);
        let saved = Arc::new(std::sync::Mutex::new(None));
        let mut repo = MockSettingsRepo::new();
        let loaded = before.clone();
        repo.expect_load().times(1).returning(move || {
            Ok(Some(StoredSettings {
                settings: SchoolSettings::default(),
                secrets: loaded.clone(),
                version: 2,
            }))
        });
        let sink = saved.clone();
        repo.expect_save()
            .times(1)
            .returning(move |_, secrets, _, _, _| {
                *sink.lock().unwrap() = Some(secrets.clone());
                Ok(Some(Saved::version(3)))
            });

        let updated = service(repo)
            .update(
                json!({"notifications": {"email": {"smtp": {"password": "smtp-pass"}}}}),
                Some(2),
                Scope::All,
            )
            .await
            .unwrap();

        let secrets = saved.lock().unwrap().clone().unwrap();
        assert_eq!(
            secrets[&SecretName::BrevoApiKey],
            kept,
            "an unsent secret is kept"
        );
        let sealed = &secrets[&SecretName::SmtpPassword];
        assert!(!sealed.contains("smtp-pass"));
        assert_eq!(
            box_.open(SecretName::SmtpPassword, sealed).unwrap(),
            "smtp-pass"
        );
        let smtp = &updated.settings.notifications.email;
        assert!(smtp.smtp.password_set && smtp.brevo.api_key_set);
        assert!(!updated.settings.notifications.sms.api_key_set);

        let mut repo = MockSettingsRepo::new();
        repo.expect_load().returning(move || {
            Ok(Some(StoredSettings {
                settings: SchoolSettings::default(),
                secrets: secrets.clone(),
                version: 3,
            }))
        });
        let snapshot = service(repo).snapshot().await.unwrap();
        assert!(snapshot.settings.notifications.email.smtp.password_set);
        assert_eq!(
            snapshot
                .secret(SecretName::SmtpPassword)
                .unwrap()
                .as_deref(),
            Some("smtp-pass")
        );
        assert_eq!(snapshot.secret(SecretName::StripeSecretKey).unwrap(), None);
        let other_key = Snapshot {
            secrets: SecretBox::from_server_secret("another-long-server-secret-0123456789abc"),
            ..snapshot
        };
        assert!(other_key.secret(SecretName::SmtpPassword).is_err());
    }

    #[tokio::test]
    async fn an_uploaded_logo_is_pointed_to_whatever_the_version() {
        let mut repo = MockSettingsRepo::new();
        repo.expect_load()
            .returning(|| Ok(stored(SchoolSettings::default(), 6)));
        repo.expect_save()
            .withf(|s, _, expected, _, _| {
                *expected == 6 && s.logo_url.as_deref() == Some("/media/x/0123456789abcdef")
            })
            .returning(|_, _, _, _, _| Ok(Some(Saved::version(7))));

        let updated = service(repo)
            .set_image(SchoolImage::Logo, "/media/x/0123456789abcdef".into())
            .await
            .unwrap();
        assert_eq!(updated.version, 7);
        assert_eq!(updated.settings.favicon_url, None);
    }
}
