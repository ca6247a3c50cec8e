//! Throwaway PostgreSQL databases for tests (crates.io's `TestDatabase` pattern).
//!
//! The first test of a run creates a template database and migrates it once; every test then
//! gets its own database cloned from that template (a file copy, far faster than migrating),
//! and drops it when the test ends. Tests never share a mutable database, so they run in
//! parallel without `#[serial]`.
//!
//! The server is found through `TEST_DATABASE_URL`, else `DATABASE_URL`, else the local
//! `postgres://postgres@127.0.0.1:5432/postgres`. Only the server part of the URL is used.

use std::hash::{DefaultHasher, Hash, Hasher};

use anyhow::Context;
use tokio_postgres::{Client, NoTls};

/// Advisory lock that serialises template creation and cloning across test processes.
const TEMPLATE_LOCK: i64 = 0x5445_4d50_4c41; // "TEMPLA"

/// A database that exists for one test and is dropped when this value is.
#[derive(Debug)]
pub struct TestDatabase {
    name: String,
    url: String,
    admin_url: String,
}

impl TestDatabase {
    /// Creates a fresh, migrated database. Panics with the reason if the server is unreachable,
    /// because a test without its database cannot say anything.
    pub async fn new() -> Self {
        Self::try_new().await.expect(
            "could not create a test database (is PostgreSQL running? set TEST_DATABASE_URL)",
        )
    }

    async fn try_new() -> anyhow::Result<Self> {
        let admin_url = server_url();
        let admin = connect(&admin_url).await?;
        let template = template_name();
        admin
            .execute(&format!("SELECT pg_advisory_lock({TEMPLATE_LOCK})"), &[])
            .await?;
        let outcome = async {
            let exists = admin
                .query_opt("SELECT 1 FROM pg_database WHERE datname = $1", &[&template])
                .await?
                .is_some();
            if !exists {
                admin
                    .batch_execute(&format!("CREATE DATABASE \"{template}\""))
                    .await?;
                let migrated = storage::run_migrations(&database_url(&admin_url, &template)).await;
                if let Err(e) = migrated {
                    admin
                        .batch_execute(&format!("DROP DATABASE IF EXISTS \"{template}\""))
                        .await?;
                    return Err(e.context("could not migrate the template database"));
                }
            }
            let name = format!("sp_test_{}", uuid::Uuid::now_v7().simple());
            admin
                .batch_execute(&format!(
                    "CREATE DATABASE \"{name}\" TEMPLATE \"{template}\""
                ))
                .await
                .context("could not clone the template database")?;
            anyhow::Ok(name)
        }
        .await;
        admin
            .execute(&format!("SELECT pg_advisory_unlock({TEMPLATE_LOCK})"), &[])
            .await?;
        let name = outcome?;
        Ok(Self {
            url: database_url(&admin_url, &name),
            name,
            admin_url,
        })
    }

    /// The URL of this test's database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The database's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A plain client on this test's database, for arranging rows and checking them.
    pub async fn client(&self) -> Client {
        connect(&self.url)
            .await
            .expect("could not connect to the test database")
    }

    /// Marks the newest migration as not applied (its schema stays), as on a database that a
    /// newer binary meets before `migrate` has run.
    pub async fn forget_last_migration(&self) {
        self.client()
            .await
            .batch_execute(
                "DELETE FROM __diesel_schema_migrations \
                 WHERE version = (SELECT max(version) FROM __diesel_schema_migrations)",
            )
            .await
            .expect("could not forget the last migration");
    }

    /// Marks one migration (`version`, as in its folder's name without dashes:
    /// `20261128000031`) as not applied (its schema stays), so that running the migrations runs
    /// it again, whatever migrations came after it.
    pub async fn forget_migration(&self, version: &str) {
        self.client()
            .await
            .execute(
                "DELETE FROM __diesel_schema_migrations WHERE version = $1",
                &[&version],
            )
            .await
            .expect("could not forget the migration");
    }

    /// Ends every session on this test's database, as a database restart would, and returns once
    /// they have ended (so that a test never races the server still closing them).
    pub async fn terminate_connections(&self) {
        let admin = connect(&self.admin_url).await.expect("no admin connection");
        admin
            .execute(
                "SELECT pg_terminate_backend(pid, 10000) FROM pg_stat_activity \
                 WHERE datname = $1 AND pid <> pg_backend_pid()",
                &[&self.name],
            )
            .await
            .expect("could not terminate the test database's sessions");
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        // Drop runs inside the test's runtime, which must not block: a thread with its own
        // runtime drops the database, and the test waits for it.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            runtime.block_on(async {
                let admin = connect(&admin_url).await?;
                admin
                    .batch_execute(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                    .await?;
                anyhow::Ok(())
            })
        })
        .join();
        if let Ok(Err(e)) | Err(e) = dropped.map_err(|_| anyhow::anyhow!("drop thread panicked")) {
            eprintln!("could not drop test database {}: {e:#}", self.name);
        }
    }
}

/// The server's URL, pointing at its `postgres` database.
fn server_url() -> String {
    let url = std::env::var("TEST_DATABASE_URL")
        .or_else(|_| std::env::var("DATABASE_URL"))
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    database_url(&url, "postgres")
}

/// `url` with its database name replaced by `name` (query parameters kept).
fn database_url(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority_end = base
        .find("://")
        .map(|scheme| {
            base[scheme + 3..]
                .find('/')
                .map_or(base.len(), |slash| scheme + 3 + slash)
        })
        .unwrap_or(base.len());
    let mut out = format!("{}/{name}", &base[..authority_end]);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    out
}

/// The template's name: a new migration gives a new template.
fn template_name() -> String {
    let mut hasher = DefaultHasher::new();
    storage::migration_names().hash(&mut hasher);
    format!("sp_template_{:016x}", hasher.finish())
}

async fn connect(url: &str) -> anyhow::Result<Client> {
    let (client, connection) = tokio_postgres::connect(url, NoTls)
        .await
        .with_context(|| format!("could not connect to {}", redact(url)))?;
    tokio::spawn(async move {
        // The connection ends when the client is dropped; its error then is of no interest.
        let _ = connection.await;
    });
    Ok(client)
}

/// `url` without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_database_and_keeps_the_query() {
        assert_eq!(
            database_url("postgres://u:p@h:5432/portal?sslmode=disable", "x"),
            "postgres://u:p@h:5432/x?sslmode=disable"
        );
        assert_eq!(database_url("postgres://h", "x"), "postgres://h/x");
        assert_eq!(
            database_url("postgresql://postgres@/db?host=/tmp/sock", "x"),
            "postgresql://postgres@/x?host=/tmp/sock"
        );
    }

    #[test]
    fn hides_the_password_in_messages() {
        assert_eq!(redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
    }
}
