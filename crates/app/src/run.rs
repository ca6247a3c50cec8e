//! The processes the binary runs: `serve` (the HTTP server, with its notification sender and
//! fee jobs) and `worker` (the sender and fee jobs alone), each until Ctrl-C or SIGTERM, and
//! how each stops without losing what its sender claimed (decisions/015).

use std::{net::TcpListener, path::PathBuf, sync::Arc, time::Duration};

use actix_web::HttpServer;
use anyhow::Context;
use tokio::{
    signal::unix::{Signal, SignalKind, signal},
    task::JoinHandle,
};

use crate::{Config, wiring::state_with};

/// Sends the outbox's messages (and re-checks card payments and writes fee reminders) until
/// Ctrl-C or SIGTERM, without serving HTTP: for a separate sender process beside app servers
/// started with `PORTAL_SEND_NOTIFICATIONS=false`.
pub async fn worker(config: Config) -> anyhow::Result<()> {
    let mut signals = StopSignals::listen()?;
    let db = config.database()?;
    let services = config.services();
    warn_of_pending_migrations(&db);
    // The fee jobs' due dates are the school's (decisions/028).
    let school_time = crate::school_time::start(
        services.clock.clone(),
        crate::wiring::settings_service(&db, &services),
        db.clone(),
        true,
    )
    .await;
    let providers = crate::wiring::providers(&services)?;
    let mut background = Background::start(
        school_time.zone_read(),
        crate::notifications::notification_service(&db, &services),
        crate::payments::fees_service(&db, &services),
        crate::payments::payments_service(&db, &services, providers),
        services.public_url.clone(),
    );
    let failed = tokio::select! {
        () = signals.next() => None,
        error = background.ended() => Some(error),
    };
    unless_asked_again(&mut signals, background.stop()).await;
    school_time.abort();
    failed.map_or(Ok(()), Err)
}

/// The notification sender and the fee jobs (card payments re-checked, fee reminders written):
/// beside the HTTP server in `serve`, alone in `worker`. Each shares its work with the other
/// servers and workers on the same database.
struct Background {
    stop_sending: tokio::sync::watch::Sender<bool>,
    /// `None` once it has ended.
    sender: Option<JoinHandle<()>>,
    /// `None` once it has ended.
    fee_jobs: Option<JoinHandle<()>>,
}

impl Background {
    fn start(
        zone_read: crate::school_time::ZoneRead,
        notifications: messaging::notifications::NotificationService,
        fees: payments::fees::Fees,
        payments: payments::checkout::Payments,
        public_url: String,
    ) -> Self {
        let (stop_sending, stopped) = tokio::sync::watch::channel(false);
        let sender = actix_web::rt::spawn(crate::notifications::run_sender(
            notifications.clone(),
            stopped,
        ));
        let fee_jobs = actix_web::rt::spawn(crate::payments::run_fee_jobs(
            zone_read,
            fees,
            payments,
            crate::payments::OutboxReminders {
                notifications,
                public_url,
            },
        ));
        Self {
            stop_sending,
            sender: Some(sender),
            fee_jobs: Some(fee_jobs),
        }
    }

    /// Waits until the sender or the fee jobs end by themselves, which only a bug (a panic)
    /// makes them do, and answers which. The process then stops with that error, so that its
    /// supervisor sees it and starts it again, rather than running on without them.
    async fn ended(&mut self) -> anyhow::Error {
        async fn end(task: &mut Option<JoinHandle<()>>) -> Result<(), tokio::task::JoinError> {
            match task {
                Some(running) => {
                    let outcome = running.await;
                    *task = None;
                    outcome
                }
                None => std::future::pending().await,
            }
        }
        let (what, outcome) = tokio::select! {
            outcome = end(&mut self.sender) => ("the notification sender", outcome),
            outcome = end(&mut self.fee_jobs) => ("the fee jobs", outcome),
        };
        let how = match outcome {
            Err(e) if e.is_panic() => "panicked".to_owned(),
            Err(e) => e.to_string(),
            Ok(()) => "returned".to_owned(),
        };
        anyhow::anyhow!("{what} ended by itself ({how}); stopping, to be started again")
    }

    /// Ends both while the runtime still runs: the sender once its batch is sent and recorded
    /// (at most `FINISH_BATCH`), the fee jobs at once (each step of theirs is checked again on
    /// the next round).
    async fn stop(self) {
        if let Some(fee_jobs) = self.fee_jobs {
            fee_jobs.abort();
            match fee_jobs.await {
                Err(e) if e.is_panic() => tracing::error!("the fee jobs panicked"),
                _ => {}
            }
        }
        if let Some(sender) = self.sender {
            crate::notifications::stop_sender(self.stop_sending, sender).await;
        }
    }
}

/// Waits for `stopping`, unless Ctrl-C or SIGTERM comes again first: someone will not wait, and
/// the process ends at once. What the sender claimed goes again once its claim runs out
/// (decisions/015).
async fn unless_asked_again<T>(
    signals: &mut StopSignals,
    stopping: impl std::future::Future<Output = T>,
) -> T {
    tokio::select! {
        stopped = stopping => stopped,
        () = signals.next() => {
            tracing::warn!("asked again to stop: stopping now, without waiting");
            std::process::exit(1);
        }
    }
}

/// Ctrl-C and SIGTERM (what systemd and `docker stop` send), listened for from the moment a
/// process starts: one that comes while it is still starting is kept, and stops it the same
/// way as soon as it has started (before, it took the OS default and killed the process);
/// `serve` takes it at once while it waits on the database to store its settings.
struct StopSignals {
    interrupt: Signal,
    terminate: Signal,
}

impl StopSignals {
    fn listen() -> anyhow::Result<Self> {
        Ok(Self {
            interrupt: signal(SignalKind::interrupt()).context("could not listen for Ctrl-C")?,
            terminate: signal(SignalKind::terminate()).context("could not listen for SIGTERM")?,
        })
    }

    /// The next Ctrl-C or SIGTERM.
    async fn next(&mut self) {
        tokio::select! {
            _ = self.interrupt.recv() => {}
            _ = self.terminate.recv() => {}
        }
    }
}

/// Says, in the log, which migrations the database lacks: a binary started before `migrate`
/// runs, and what those migrations add (a table, a function such as the school clock's
/// `utc_offset_seconds`) fails until they are applied. Spawned, so that a database that does
/// not answer delays neither the start nor a stop.
fn warn_of_pending_migrations(db: &storage::Database) {
    let db = db.clone();
    actix_web::rt::spawn(async move {
        match db.pending_migrations().await {
            Ok(pending) if !pending.is_empty() => tracing::warn!(
                pending = %pending.join(", "),
                "the database lacks {} migration(s): run `school-portal migrate`; until then what they add fails",
                pending.len()
            ),
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not read which migrations are applied"),
        }
    });
}

/// Serves the portal until Ctrl-C or SIGTERM.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let mut signals = StopSignals::listen()?;
    let db = config.database()?;
    let frontend = frontend_dir(config.frontend_dir.clone())?;
    let listener = TcpListener::bind(config.bind)
        .with_context(|| format!("could not listen on {} (PORTAL_BIND)", config.bind))?;
    tracing::info!(address = %format!("http://{}", config.bind), "serving the school portal");
    // The background's connections are its own: a connection is driven on the thread that
    // opened it, and the requests' are opened on the HTTP workers (decisions/027).
    let background_db = config.background_database()?;
    let services = config.services();
    // The requests' clients of the providers; the background builds its own below, as it has
    // its own database connections: a pooled connection is driven on the thread that opened it
    // (decisions/027). A client that cannot be built ends start-up with the reason.
    let state = state_with(&db, &services, crate::wiring::providers(&services)?);
    // A new school's settings, and so its class levels, subjects and sessions, exist from the
    // first start. Best effort: while the database is down the portal still starts (503s). A
    // database that does not answer holds this for the pool's whole wait: a stop asked for
    // meanwhile is taken at once, as nothing has started yet.
    let stored = tokio::select! {
        stored = state.settings.ensure_stored() => stored,
        () = signals.next() => {
            tracing::info!("asked to stop while starting: stopped");
            return Ok(());
        }
    };
    let database_answered = stored.is_ok();
    match stored {
        Ok(true) => tracing::info!("stored the default school settings"),
        Ok(false) => {}
        Err(e) => tracing::warn!(error = %e, "could not check the stored settings"),
    }
    warn_of_pending_migrations(&background_db);
    // Every service's "today" is the date where the school is, from the first request
    // (decisions/028).
    let school_time = crate::school_time::start(
        services.clock.clone(),
        crate::wiring::settings_service(&background_db, &services),
        background_db.clone(),
        database_answered,
    )
    .await;
    // This server sends what the outbox holds, re-checks card payments and writes fee
    // reminders, sharing the work with any other server or `school-portal worker`.
    let mut background = if config.send_notifications {
        Some(Background::start(
            school_time.zone_read(),
            crate::notifications::notification_service(&background_db, &services),
            crate::payments::fees_service(&background_db, &services),
            crate::payments::payments_service(
                &background_db,
                &services,
                crate::wiring::providers(&services)?,
            ),
            services.public_url.clone(),
        ))
    } else {
        None
    };
    let server = HttpServer::new(move || web::app(state.clone(), frontend.clone()))
        .listen(listener)?
        // The stop is ours (below), so that the sender finishes its batch while the requests
        // under way are answered, both within the 10 s `docker stop` waits before it kills.
        .disable_signals()
        .shutdown_timeout(DRAIN.as_secs());
    let server = server.workers(config.workers).run();
    // Start-up's connections, opened on this thread, give way to the workers' own.
    db.serving();
    let handle = server.handle();
    let mut running = actix_web::rt::spawn(server);
    let (served_by_itself, failed) = tokio::select! {
        served = &mut running => (Some(served), None),
        () = signals.next() => (None, None),
        error = async {
            match background.as_mut() {
                Some(background) => background.ended().await,
                None => std::future::pending().await,
            }
        } => (None, Some(error)),
    };
    if let Some(error) = &failed {
        tracing::error!("{error:#}");
    }
    let drained = async {
        match served_by_itself {
            Some(served) => served,
            None => {
                handle.stop(true).await;
                running.await
            }
        }
    };
    // The background jobs end with the server, before the runtime does.
    let finished = async {
        if let Some(background) = background {
            background.stop().await;
        }
    };
    let stopping = async { tokio::join!(drained, finished) };
    let (served, ()) = unless_asked_again(&mut signals, stopping).await;
    school_time.abort();
    let served = served
        .context("the HTTP server's task failed")?
        .context("the HTTP server stopped");
    match failed {
        Some(error) => Err(error),
        None => served,
    }
}

/// How long a stopping server answers the requests under way: the sender's last batch
/// (`notifications::FINISH_BATCH`) runs meanwhile, so a stop takes at most that long.
const DRAIN: Duration = crate::notifications::FINISH_BATCH;

fn frontend_dir(dir: PathBuf) -> anyhow::Result<Option<Arc<web::Frontend>>> {
    let frontend = web::Frontend::load(&dir)
        .with_context(|| format!("could not read the built frontend in {}", dir.display()))?;
    if frontend.is_none() {
        tracing::warn!(
            dir = %dir.display(),
            "the frontend is not built there (PORTAL_FRONTEND_DIR); only the API is served"
        );
    }
    Ok(frontend)
}
