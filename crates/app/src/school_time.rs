//! The school's time zone on every service's clock (decisions/028): the settings' `timezone`
//! read when a process starts and again every minute, so that the date a register is taken on,
//! a lesson is "today" and a fee falls due is the school's, not the server's (UTC).

use std::time::Duration;

use kernel::SchoolClock;
use settings::SettingsService;
use storage::Database;
use time::UtcOffset;

/// How often a running process reads the time zone again: a changed setting, and a zone's move
/// to or from summer time, reach every server and worker within it.
pub const EVERY: Duration = Duration::from_secs(60);

/// The UTC offset a time zone setting names now: `UTC`, `GMT`, `UTC+1`, `UTC-05:30`, or a zone
/// of the tz database such as `Africa/Lagos`, asked of PostgreSQL, which knows its summer time.
/// A zone neither knows reads as UTC, with a warning.
pub async fn offset_of(zone: &str, db: &Database) -> anyhow::Result<UtcOffset> {
    if let Some(offset) = messaging::conversations::parse_utc_offset(zone) {
        return Ok(offset);
    }
    Ok(match db.utc_offset_of(zone.trim()).await? {
        Some(seconds) => UtcOffset::from_whole_seconds(seconds).unwrap_or(UtcOffset::UTC),
        None => {
            tracing::warn!(zone = %zone, "unknown time zone; the school's dates are read in UTC");
            UtcOffset::UTC
        }
    })
}

/// Sets `clock` to the settings' time zone as it is now.
pub async fn refresh(
    clock: &SchoolClock,
    settings: &SettingsService,
    db: &Database,
) -> anyhow::Result<()> {
    let zone = settings.school_settings().await?.timezone;
    clock.set_offset(offset_of(&zone, db).await?);
    Ok(())
}

/// How soon a process tries again while it has not read the time zone once (its clock is on
/// UTC until then).
pub const UNTIL_READ: Duration = Duration::from_secs(5);

/// Whether a process's clock has been set from the settings once ([`SchoolTime::zone_read`]).
#[derive(Clone, Debug)]
pub struct ZoneRead(tokio::sync::watch::Receiver<bool>);

impl ZoneRead {
    pub fn is_read(&self) -> bool {
        *self.0.borrow()
    }

    /// An answer that never changes from `read`, for a process (or a test) that keeps no
    /// clock task.
    pub fn fixed(read: bool) -> Self {
        Self(tokio::sync::watch::channel(read).1)
    }
}

/// The task that keeps a process's clock to the school's time zone (see [`start`]).
#[derive(Debug)]
pub struct SchoolTime {
    task: actix_web::rt::task::JoinHandle<()>,
    read: tokio::sync::watch::Receiver<bool>,
}

impl SchoolTime {
    /// Tells whether the clock has been set from the settings once. Work that dates what it
    /// writes by the school's day (the fee jobs' reminders) waits for it, rather than date by
    /// UTC's while the database was down at start.
    pub fn zone_read(&self) -> ZoneRead {
        ZoneRead(self.read.clone())
    }

    /// Stops keeping the clock.
    pub fn abort(&self) {
        self.task.abort();
    }
}

/// Sets `clock` to the settings now (unless the database did not answer as the process started,
/// so that starting waits no longer), then keeps it to them in a task of its own until the
/// process ends ([`SchoolTime::abort`] stops it sooner): every [`UNTIL_READ`] until one read
/// succeeds (the clock is on UTC until then), every [`EVERY`] after. A failed read keeps the
/// offset it has.
pub async fn start(
    clock: SchoolClock,
    settings: SettingsService,
    db: Database,
    database_answered: bool,
) -> SchoolTime {
    let read_once = database_answered && read(&clock, &settings, &db).await;
    let (tell, told) = tokio::sync::watch::channel(read_once);
    let task = actix_web::rt::spawn(async move {
        let mut read_once = read_once;
        loop {
            tokio::time::sleep(if read_once { EVERY } else { UNTIL_READ }).await;
            if read(&clock, &settings, &db).await && !read_once {
                read_once = true;
                tell.send_replace(true);
            }
        }
    });
    SchoolTime { task, read: told }
}

/// Answers whether the clock was set.
async fn read(clock: &SchoolClock, settings: &SettingsService, db: &Database) -> bool {
    match refresh(clock, settings, db).await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!(error = %format!("{e:#}"), "could not read the school's time zone");
            false
        }
    }
}
