//! The ports the settings domain needs from the outside world.

use time::OffsetDateTime;

use crate::{SettingsError, model::SchoolSettings, secrets::SealedSecrets};

/// The settings as stored: the document, its sealed secrets, and the version that grows with
/// every change.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredSettings {
    pub settings: SchoolSettings,
    pub secrets: SealedSecrets,
    pub version: i64,
}

/// What a save stored beyond the document it was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    /// The version the save stored.
    pub version: i64,
    /// The session and term the school now announces (`academic_year`, `current_term`), when
    /// the save wrote the lists, that changed which session or term is current or renamed them,
    /// and the adapter wrote their names over the document's (decisions/011); `None` when the
    /// document's own words were stored.
    pub announced: Option<Announced>,
}

/// The names of the current session and term, as the school announces them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announced {
    pub academic_year: String,
    pub current_term: String,
}

impl Saved {
    /// A save that stored the document's own words.
    pub fn version(version: i64) -> Self {
        Self {
            version,
            announced: None,
        }
    }
}

/// Where the school's settings are kept: one document for the whole school.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait SettingsRepo: Send + Sync {
    /// The stored settings, or `None` when the school has never saved any.
    ///
    /// Implementations MUST fill every field that the stored document lacks with its default
    /// (documents stored by older versions), and MUST return `SettingsError::Internal` when the
    /// store fails or the document cannot be read.
    async fn load(&self) -> Result<Option<StoredSettings>, SettingsError>;

    /// Stores `settings` as the school's first settings, stamped `at`, when none are stored yet.
    ///
    /// Implementations MUST answer `Ok(false)` and change nothing when settings already exist,
    /// also when another caller stores them at the same moment.
    async fn insert_if_absent(
        &self,
        settings: &SchoolSettings,
        at: OffsetDateTime,
    ) -> Result<bool, SettingsError>;

    /// Replaces the document and its secrets, stamped `at`, if the stored version is still
    /// `expected` (0: nothing is stored yet). Answers the new version, or `None` when another
    /// change came first; then nothing is stored. `write_lists` says whether the class levels,
    /// subjects and sessions are to be written too (the service asks when they differ from what
    /// was read, and on the first save), so that an adapter keeping them apart writes them only
    /// then.
    ///
    /// Implementations MUST compare and replace in one atomic step. An adapter that keeps which
    /// session and term are current (the register's calendar) writes, when the lists' write
    /// changed which are current or renamed them, their names as the announced words, and
    /// answers them in [`Saved::announced`] (decisions/011).
    async fn save(
        &self,
        settings: &SchoolSettings,
        secrets: &SealedSecrets,
        expected: i64,
        at: OffsetDateTime,
        write_lists: bool,
    ) -> Result<Option<Saved>, SettingsError>;
}

/// The zones of the tz database, as the school's clock reads them (decisions/028).
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait TimeZones: Send + Sync {
    /// Whether `name` (`Africa/Lagos`) is a zone the clock can read.
    ///
    /// Implementations MUST answer from the same zone database the school's clock reads, and
    /// MUST return an error, not `false`, when they cannot tell.
    async fn knows(&self, name: &str) -> anyhow::Result<bool>;
}
