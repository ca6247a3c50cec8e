//! Configuration: environment variables (and an optional TOML file), typed and validated once at
//! start. A missing or wrong value stops the program with one sentence that names the variable.
//!
//! The variables, their meanings and defaults are listed once, in the README's "Configuration"
//! table; `PORTAL_CONFIG` names a TOML file with the same keys in lower case, without `PORTAL_`.

use std::{fmt, net::SocketAddr, path::PathBuf};

use figment::{
    Figment,
    providers::{Env, Format, Toml},
};
use serde::Deserialize;

/// A configuration problem, as one sentence that names the variable to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ConfigError(pub String);

/// The database connections a server keeps at most unless told (`PORTAL_DB_POOL_SIZE`): twice
/// its cores, plus two, PostgreSQL's own rule of thumb (cores × 2 plus the disks); six on two
/// cores. More backends than the cores can run only take turns: on two cores at 64 connections,
/// a pool of 16 gave the people lists a p99 of 50–59 ms, 8 gave 40–51 ms and 6 gave 27–49 ms,
/// with as many answers a second or more; 4 was slower (docs/decisions/027). The rule is about
/// the database's cores; on a small server the portal and PostgreSQL share them. Several app
/// servers on one database each open this many, and [`BACKGROUND_POOL_SIZE`] more for their
/// background work.
pub fn default_pool_size(cores: usize) -> usize {
    2 * cores + 2
}

/// The connections a server's background work (the sender, the fee jobs, the school's clock)
/// keeps at most, beside the requests' pool: the sender's batch is one statement at a time.
pub const BACKGROUND_POOL_SIZE: usize = 2;

/// The HTTP worker threads a server runs unless told (`PORTAL_WORKERS`): half its cores, at
/// least one; one on two cores. On a small server PostgreSQL runs on the same cores, and each
/// request waits on it: a second worker thread only passes every statement's answer between
/// threads (a connection is driven on the thread that opened it). On two cores at 64
/// connections one worker (with the connections kept on it) answered `/me` and the news 15–34 %
/// more a second than two workers sharing theirs, with a quarter to a third less CPU per
/// request; the lists, which wait on PostgreSQL, up to 12 % fewer, with a p99 a few
/// milliseconds longer (docs/decisions/027). Where PostgreSQL has a machine of its own, set
/// `PORTAL_WORKERS` to the cores.
pub fn default_workers(cores: usize) -> usize {
    (cores / 2).max(1)
}

/// The cores this process may run on (2 when the system cannot say): the pool's default and
/// the password hashing threads follow it.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)
}

/// The values as given, before validation. Every field is optional here.
#[derive(Debug, Default, Deserialize)]
pub struct RawConfig {
    pub database_url: Option<String>,
    pub secret_key: Option<String>,
    pub bind: Option<String>,
    pub frontend_dir: Option<PathBuf>,
    pub db_pool_size: Option<usize>,
    pub workers: Option<usize>,
    pub log: Option<String>,
    pub log_format: Option<String>,
    pub access_token_minutes: Option<i64>,
    pub refresh_token_hours: Option<i64>,
    pub public_url: Option<String>,
    pub brevo_url: Option<String>,
    pub twilio_url: Option<String>,
    pub paystack_url: Option<String>,
    pub stripe_url: Option<String>,
    pub flutterwave_url: Option<String>,
    /// Comma-separated addresses of the reverse proxies in front of the portal.
    pub trusted_proxies: Option<String>,
    /// Whether `serve` also sends the notifications outbox (default true).
    pub send_notifications: Option<bool>,
}

impl RawConfig {
    /// Reads the TOML file (when given), then the environment, which wins.
    pub fn load(file: Option<&std::path::Path>) -> Result<Self, ConfigError> {
        let mut figment = Figment::new();
        if let Some(file) = file {
            if !file.is_file() {
                return Err(ConfigError(format!(
                    "PORTAL_CONFIG names {}, which is not a readable file.",
                    file.display()
                )));
            }
            figment = figment.merge(Toml::file(file));
        }
        figment
            .merge(
                Env::raw()
                    .only(&["DATABASE_URL"])
                    .map(|_| "database_url".into()),
            )
            .merge(Env::prefixed("PORTAL_").ignore(&["CONFIG"]))
            .extract()
            .map_err(|e| ConfigError(format!("The configuration is not valid: {e}.")))
    }

    /// The database URL, checked.
    pub fn database_url(&self) -> Result<DatabaseUrl, ConfigError> {
        let Some(url) = self
            .database_url
            .as_deref()
            .map(str::trim)
            .filter(|u| !u.is_empty())
        else {
            return Err(ConfigError(
                "DATABASE_URL is not set. Set it to the PostgreSQL database to use, such as \
                 postgres://postgres@127.0.0.1:5432/school_portal."
                    .into(),
            ));
        };
        let parsed = url::Url::parse(url).map_err(|_| {
            ConfigError(
                "DATABASE_URL is not a valid URL. Write it as \
                 postgres://user:password@host:5432/database."
                    .into(),
            )
        })?;
        if !matches!(parsed.scheme(), "postgres" | "postgresql") {
            return Err(ConfigError(format!(
                "DATABASE_URL must start with postgres:// or postgresql://, not {}://.",
                parsed.scheme()
            )));
        }
        if parsed.path().trim_start_matches('/').is_empty() {
            return Err(ConfigError(
                "DATABASE_URL names no database. Add it after the host, as in \
                 postgres://postgres@127.0.0.1:5432/school_portal."
                    .into(),
            ));
        }
        Ok(DatabaseUrl(url.to_owned()))
    }

    /// Everything `serve` needs, checked.
    pub fn validate(self) -> Result<Config, ConfigError> {
        let database_url = self.database_url()?;
        let secret_key = SecretKey::new(self.secret_key.as_deref())?;
        let bind_text = self.bind.as_deref().unwrap_or("127.0.0.1:8080");
        let bind = bind_text.parse().map_err(|_| {
            ConfigError(format!(
                "PORTAL_BIND must be an address and a port, such as 127.0.0.1:8080; got {bind_text:?}."
            ))
        })?;
        let db_pool_size = match self.db_pool_size {
            Some(0) => {
                return Err(ConfigError(
                    "PORTAL_DB_POOL_SIZE must be at least 1.".into(),
                ));
            }
            Some(n) => n,
            None => default_pool_size(cores()),
        };
        if self.workers == Some(0) {
            return Err(ConfigError("PORTAL_WORKERS must be at least 1.".into()));
        }
        let log_format = match self.log_format.as_deref().unwrap_or("text") {
            "text" => LogFormat::Text,
            "json" => LogFormat::Json,
            other => {
                return Err(ConfigError(format!(
                    "PORTAL_LOG_FORMAT must be text or json; got {other:?}."
                )));
            }
        };
        let access_minutes = self.access_token_minutes.unwrap_or(30);
        if !(1..=24 * 60).contains(&access_minutes) {
            return Err(ConfigError(
                "PORTAL_ACCESS_TOKEN_MINUTES must be between 1 and 1440.".into(),
            ));
        }
        let refresh_hours = self.refresh_token_hours.unwrap_or(24);
        if !(1..=24 * 90).contains(&refresh_hours) {
            return Err(ConfigError(
                "PORTAL_REFRESH_TOKEN_HOURS must be between 1 and 2160 (90 days).".into(),
            ));
        }
        let public_url = http_url("PORTAL_PUBLIC_URL", self.public_url.as_deref())?
            .unwrap_or_else(|| format!("http://{bind}"));
        let defaults = providers::ProviderUrls::default();
        let providers = providers::ProviderUrls {
            brevo: http_url("PORTAL_BREVO_URL", self.brevo_url.as_deref())?
                .unwrap_or(defaults.brevo),
            twilio: http_url("PORTAL_TWILIO_URL", self.twilio_url.as_deref())?
                .unwrap_or(defaults.twilio),
            paystack: http_url("PORTAL_PAYSTACK_URL", self.paystack_url.as_deref())?
                .unwrap_or(defaults.paystack),
            stripe: http_url("PORTAL_STRIPE_URL", self.stripe_url.as_deref())?
                .unwrap_or(defaults.stripe),
            flutterwave: http_url("PORTAL_FLUTTERWAVE_URL", self.flutterwave_url.as_deref())?
                .unwrap_or(defaults.flutterwave),
        };
        let trusted_proxies = self
            .trusted_proxies
            .as_deref()
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                p.parse::<std::net::IpAddr>().map_err(|_| {
                    ConfigError(format!(
                        "PORTAL_TRUSTED_PROXIES must list IP addresses separated by commas, such \
                         as 127.0.0.1,10.0.0.2; {p:?} is not one."
                    ))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Config {
            public_url,
            providers,
            trusted_proxies,
            access_token_ttl: time::Duration::minutes(access_minutes),
            refresh_token_ttl: time::Duration::hours(refresh_hours),
            database_url,
            secret_key,
            bind,
            frontend_dir: self
                .frontend_dir
                .unwrap_or_else(|| PathBuf::from("frontend/dist")),
            db_pool_size,
            workers: self.workers.unwrap_or_else(|| default_workers(cores())),
            log: self.log.unwrap_or_else(|| "info".into()),
            log_format,
            send_notifications: self.send_notifications.unwrap_or(true),
        })
    }
}

/// The checked configuration of a running server.
#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: DatabaseUrl,
    pub secret_key: SecretKey,
    pub bind: SocketAddr,
    pub frontend_dir: PathBuf,
    pub db_pool_size: usize,
    pub workers: usize,
    pub log: String,
    pub log_format: LogFormat,
    pub access_token_ttl: time::Duration,
    pub refresh_token_ttl: time::Duration,
    pub public_url: String,
    /// Where the e-mail, SMS and payment providers' APIs are (decision 009).
    pub providers: providers::ProviderUrls,
    /// Reverse proxies whose `X-Forwarded-For` names the client for the throttles.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Whether `serve` runs a notification sender (`PORTAL_SEND_NOTIFICATIONS`, default true).
    pub send_notifications: bool,
}

/// An `http://` or `https://` address from `variable`, without a trailing slash; `None` when it
/// is not set.
fn http_url(variable: &str, value: Option<&str>) -> Result<Option<String>, ConfigError> {
    let Some(url) = value.map(str::trim).filter(|u| !u.is_empty()) else {
        return Ok(None);
    };
    let parsed = url::Url::parse(url)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https"));
    if parsed.is_none() {
        return Err(ConfigError(format!(
            "{variable} must be an http:// or https:// address, such as \
             https://portal.school.example; got {url:?}."
        )));
    }
    Ok(Some(url.trim_end_matches('/').to_owned()))
}

impl Config {
    /// The pool of connections to `DATABASE_URL`, of `PORTAL_DB_POOL_SIZE` connections (or the
    /// default for the cores): the server, the worker, `create-admin` and `check-config` open
    /// it so (`seed-demo` and `migrate` need only the URL).
    pub fn database(&self) -> anyhow::Result<storage::Database> {
        self.pool_of(self.db_pool_size)
    }

    /// A server's second, small pool, of [`BACKGROUND_POOL_SIZE`] connections: its notification
    /// sender, fee jobs and school clock run on the main thread, and their connections are
    /// driven there, so they are kept apart from the ones the HTTP workers open and use
    /// (decisions/027).
    pub fn background_database(&self) -> anyhow::Result<storage::Database> {
        self.pool_of(BACKGROUND_POOL_SIZE)
    }

    /// A pool of at most `size` connections to `DATABASE_URL`.
    fn pool_of(&self, size: usize) -> anyhow::Result<storage::Database> {
        storage::Database::connect(
            self.database_url.expose(),
            storage::DatabaseOptions {
                max_connections: size,
                ..storage::DatabaseOptions::default()
            },
        )
    }

    /// What the services need from the configuration.
    pub fn services(&self) -> crate::wiring::Services {
        crate::wiring::Services {
            secret: self.secret_key.expose().as_bytes().to_vec(),
            tokens: auth::TokenConfig {
                access_ttl: self.access_token_ttl,
                refresh_ttl: self.refresh_token_ttl,
                ..auth::TokenConfig::default()
            },
            // One hashing thread per core (docs/benchmarks.md).
            hash_permits: cores(),
            public_url: self.public_url.clone(),
            providers: self.providers.clone(),
            trusted_proxies: self.trusted_proxies.clone(),
            clock: kernel::SchoolClock::default(),
        }
    }
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Text,
    Json,
}

/// A PostgreSQL URL. Its `Debug` hides the password.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match url::Url::parse(&self.0) {
            Ok(mut url) if url.password().is_some() => {
                let _ = url.set_password(Some("***"));
                write!(f, "{url}")
            }
            _ => write!(f, "{}", self.0),
        }
    }
}

/// The server's secret. Never printed.
#[derive(Clone)]
pub struct SecretKey(String);

/// Examples from documentation and tutorials that must never protect a real school.
const KNOWN_WEAK: &[&str] = &[
    "changeme",
    "secret",
    "password",
    "your-secret-key",
    "development",
];

impl SecretKey {
    pub fn new(value: Option<&str>) -> Result<Self, ConfigError> {
        let Some(value) = value.filter(|v| !v.is_empty()) else {
            return Err(ConfigError(
                "PORTAL_SECRET_KEY is not set. Set it to a random string of at least 32 \
                 characters, for example the output of: openssl rand -hex 32"
                    .into(),
            ));
        };
        let distinct = {
            let mut chars: Vec<char> = value.chars().collect();
            chars.sort_unstable();
            chars.dedup();
            chars.len()
        };
        let lower = value.to_ascii_lowercase();
        if value.chars().count() < 32
            || distinct < 8
            || KNOWN_WEAK.iter().any(|weak| lower.contains(weak))
        {
            return Err(ConfigError(
                "PORTAL_SECRET_KEY is too weak: use a random string of at least 32 characters, \
                 for example the output of: openssl rand -hex 32"
                    .into(),
            ));
        }
        Ok(Self(value.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for SecretKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretKey(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD_SECRET: &str = "4f9c2a7e1b8d6053c9e4a1f7b2d8e6c0";

    fn raw() -> RawConfig {
        RawConfig {
            database_url: Some("postgres://portal:hunter2@127.0.0.1:5432/school".into()),
            secret_key: Some(GOOD_SECRET.into()),
            ..RawConfig::default()
        }
    }

    fn error(raw: RawConfig) -> String {
        raw.validate().unwrap_err().0
    }

    #[test]
    fn a_complete_configuration_gets_the_defaults() {
        let config = raw().validate().unwrap();
        assert_eq!(config.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(config.frontend_dir, PathBuf::from("frontend/dist"));
        assert_eq!(config.db_pool_size, default_pool_size(cores()));
        assert_eq!(config.workers, default_workers(cores()));
        assert_eq!(config.log_format, LogFormat::Text);
    }

    #[test]
    fn the_default_workers_leave_half_the_cores_to_postgresql() {
        assert_eq!(default_workers(1), 1);
        assert_eq!(default_workers(2), 1);
        assert_eq!(default_workers(3), 1);
        assert_eq!(default_workers(8), 4);
        let told = RawConfig {
            workers: Some(3),
            ..raw()
        };
        assert_eq!(told.validate().unwrap().workers, 3);
    }

    #[test]
    fn the_default_pool_grows_with_the_cores() {
        assert_eq!(default_pool_size(1), 4);
        assert_eq!(default_pool_size(2), 6);
        assert_eq!(default_pool_size(8), 18);
    }

    #[test]
    fn a_missing_database_url_is_named() {
        let message = error(RawConfig {
            database_url: None,
            ..raw()
        });
        assert!(message.starts_with("DATABASE_URL is not set"), "{message}");
    }

    #[test]
    fn a_database_url_of_another_kind_is_refused() {
        let message = error(RawConfig {
            database_url: Some("mysql://root@localhost/school".into()),
            ..raw()
        });
        assert!(
            message.contains("DATABASE_URL must start with postgres://"),
            "{message}"
        );
        let message = error(RawConfig {
            database_url: Some("not a url".into()),
            ..raw()
        });
        assert!(
            message.starts_with("DATABASE_URL is not a valid URL"),
            "{message}"
        );
        let message = error(RawConfig {
            database_url: Some("postgres://127.0.0.1:5432".into()),
            ..raw()
        });
        assert!(
            message.starts_with("DATABASE_URL names no database"),
            "{message}"
        );
    }

    #[test]
    fn a_missing_secret_is_named() {
        let message = error(RawConfig {
            secret_key: None,
            ..raw()
        });
        assert!(
            message.starts_with("PORTAL_SECRET_KEY is not set"),
            "{message}"
        );
    }

    #[test]
    fn weak_secrets_are_refused() {
        for weak in [
            "short",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "changeme-changeme-changeme-changeme-1234",
            "abababababababababababababababababab",
        ] {
            let message = error(RawConfig {
                secret_key: Some(weak.into()),
                ..raw()
            });
            assert!(
                message.starts_with("PORTAL_SECRET_KEY is too weak"),
                "{weak}: {message}"
            );
        }
    }

    #[test]
    fn a_bad_bind_address_is_named() {
        let message = error(RawConfig {
            bind: Some("localhost".into()),
            ..raw()
        });
        assert!(message.starts_with("PORTAL_BIND must be"), "{message}");
    }

    #[test]
    fn an_unknown_log_format_is_named() {
        let message = error(RawConfig {
            log_format: Some("xml".into()),
            ..raw()
        });
        assert!(message.starts_with("PORTAL_LOG_FORMAT"), "{message}");
    }

    #[test]
    fn secrets_never_show_in_debug_output() {
        let config = raw().validate().unwrap();
        let printed = format!("{config:?}");
        assert!(!printed.contains("hunter2"), "{printed}");
        assert!(!printed.contains(GOOD_SECRET), "{printed}");
    }
}
