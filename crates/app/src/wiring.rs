//! Builds the domain services on their adapters, and serves them.

use std::{net::TcpListener, path::PathBuf, sync::Arc};

use actix_web::HttpServer;
use anyhow::Context;
use kernel::SystemClock;
use settings::{SchoolIdentity, SettingsService};
use storage::{Database, DatabaseOptions, PgSettingsRepo};
use web::AppState;

use crate::Config;

/// The handlers' state on a real database.
pub fn state(db: &Database) -> AppState {
    AppState {
        settings: settings_service(db),
        probes: vec![Arc::new(db.clone())],
    }
}

pub fn settings_service(db: &Database) -> SettingsService {
    SettingsService::new(
        Arc::new(PgSettingsRepo::new(db.clone())),
        Arc::new(SystemClock),
    )
}

/// Serves the portal until Ctrl-C or SIGTERM.
pub async fn serve(config: Config) -> anyhow::Result<()> {
    let db = Database::connect(
        config.database_url.expose(),
        DatabaseOptions {
            max_connections: config.db_pool_size,
            ..DatabaseOptions::default()
        },
    )?;
    let frontend = frontend_dir(config.frontend_dir);
    let listener = TcpListener::bind(config.bind)
        .with_context(|| format!("could not listen on {} (PORTAL_BIND)", config.bind))?;
    tracing::info!(address = %format!("http://{}", config.bind), "serving the school portal");
    let state = state(&db);
    let mut server = HttpServer::new(move || web::app(state.clone(), frontend.clone()))
        .listen(listener)?
        .shutdown_timeout(10);
    if let Some(workers) = config.workers {
        server = server.workers(workers);
    }
    server.run().await.context("the HTTP server stopped")
}

fn frontend_dir(dir: PathBuf) -> Option<PathBuf> {
    if dir.join("index.html").is_file() {
        Some(dir)
    } else {
        tracing::warn!(
            dir = %dir.display(),
            "the frontend is not built there (PORTAL_FRONTEND_DIR); only the API is served"
        );
        None
    }
}

/// The demo school's identity, stored on a first run.
pub fn demo_identity() -> SchoolIdentity {
    SchoolIdentity {
        school_name: "Greenfield Academy".into(),
        school_motto: "Knowledge at its spring".into(),
        school_address: "12 Unity Road, Ikeja, Lagos".into(),
        school_phone: "+234 801 234 5678".into(),
        school_email: "office@greenfield.example".into(),
    }
}
