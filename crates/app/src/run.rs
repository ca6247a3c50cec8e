//! The processes the binary runs: `serve` (the HTTP server, with its notification sender and
//! fee jobs) and `worker` (the sender and fee jobs alone), each until Ctrl-C or SIGTERM, and
//! how each stops without losing what its sender claimed (decisions/015).

use std::{net::TcpListener, path::PathBuf, sync::Arc, time::Duration};

use actix_web::HttpServer;
use anyhow::Context;
use providers::Providers;

use crate::{Config, wiring::state};

/// Sends the outbox's messages (and re-checks card payments and writes fee reminders) until
/// Ctrl-C or SIGTERM, without serving HTTP: for a separate sender process beside app servers
/// started with `PORTAL_SEND_NOTIFICATIONS=false`.
pub async fn worker(config: Config) -> anyhow::Result<()> {
    let db = config.database()?;
    let services = config.services();
    let service = crate::notifications::notification_service(&db, &services);
    let providers = Arc::new(
        Providers::new(services.providers.clone())
            .map_err(|e| anyhow::anyhow!("the HTTP client: {e}"))?,
    );
    let fee_jobs = crate::payments::run_fee_jobs(
        crate::payments::fees_service(&db, &services),
        crate::payments::payments_service(&db, &services, providers),
        crate::payments::OutboxReminders {
            notifications: service.clone(),
            public_url: services.public_url.clone(),
        },
    );
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let sender = actix_web::rt::spawn(crate::notifications::run_sender(service, stopped));
    let signal = tokio::select! {
        () = fee_jobs => Ok(()),
        signal = stop_signal() => signal,
    };
    crate::notifications::stop_sender(stop, sender).await;
    signal
}

/// Ctrl-C, or SIGTERM (what systemd and `docker stop` send).
async fn stop_signal() -> anyhow::Result<()> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut terminate = signal(SignalKind::terminate()).context("could not wait for SIGTERM")?;
    tokio::select! {
        signal = tokio::signal::ctrl_c() => signal.context("could not wait for Ctrl-C"),
        _ = terminate.recv() => Ok(()),
    }
}

/// Serves the portal until Ctrl-C or SIGTERM.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let db = config.database()?;
    let frontend = frontend_dir(config.frontend_dir.clone())?;
    let listener = TcpListener::bind(config.bind)
        .with_context(|| format!("could not listen on {} (PORTAL_BIND)", config.bind))?;
    tracing::info!(address = %format!("http://{}", config.bind), "serving the school portal");
    let state = state(&db, &config.services());
    // A new school's settings, and so its class levels, subjects and sessions, exist from the
    // first start. Best effort: while the database is down the portal still starts (503s).
    match state.settings.ensure_stored().await {
        Ok(true) => tracing::info!("stored the default school settings"),
        Ok(false) => {}
        Err(e) => tracing::warn!(error = %e, "could not check the stored settings"),
    }
    // This server sends what the outbox holds, sharing the work with any other server or
    // `school-portal worker` on the same database.
    let (stop_sending, stopped) = tokio::sync::watch::channel(false);
    let mut background = None;
    if config.send_notifications {
        let sender = actix_web::rt::spawn(crate::notifications::run_sender(
            state.notifications.clone(),
            stopped,
        ));
        // The same servers re-check card payments and write fee reminders.
        let fee_jobs = actix_web::rt::spawn(crate::payments::run_fee_jobs(
            state.fees.clone(),
            state.payments.clone(),
            crate::payments::OutboxReminders {
                notifications: state.notifications.clone(),
                public_url: state.public_url.clone(),
            },
        ));
        background = Some((sender, fee_jobs));
    }
    let mut server = HttpServer::new(move || web::app(state.clone(), frontend.clone()))
        .listen(listener)?
        // The stop is ours (below), so that the sender finishes its batch while the requests
        // under way are answered, both within the 10 s `docker stop` waits before it kills.
        .disable_signals()
        .shutdown_timeout(DRAIN.as_secs());
    if let Some(workers) = config.workers {
        server = server.workers(workers);
    }
    let server = server.run();
    let handle = server.handle();
    let mut running = actix_web::rt::spawn(server);
    let (signal, served_by_itself) = tokio::select! {
        served = &mut running => (Ok(()), Some(served)),
        signal = stop_signal() => (signal, None),
    };
    let asked = served_by_itself.is_none();
    let drained = async {
        match served_by_itself {
            Some(served) => served,
            None => {
                handle.stop(true).await;
                running.await
            }
        }
    };
    // The background jobs end with the server, before the runtime does: the sender once its
    // batch is sent and recorded (at most `FINISH_BATCH`); the fee jobs at once (each step of
    // theirs is checked again on the next round).
    let finished = async {
        if let Some((sender, fee_jobs)) = background {
            fee_jobs.abort();
            let _ = fee_jobs.await;
            crate::notifications::stop_sender(stop_sending, sender).await;
        }
    };
    let stopping = async { tokio::join!(drained, finished) };
    let (served, ()) = if signal.is_ok() && asked {
        // A second Ctrl-C or SIGTERM while stopping: someone will not wait. What the sender
        // claimed goes again once its claim runs out (decisions/015).
        tokio::select! {
            stopped = stopping => stopped,
            _ = stop_signal() => {
                tracing::warn!("asked again to stop: stopping now, without waiting");
                std::process::exit(1);
            }
        }
    } else {
        stopping.await
    };
    let served = served
        .context("the HTTP server's task failed")?
        .context("the HTTP server stopped");
    signal.and(served)
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
