//! The connection pool, the migrations and the database health probe.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use diesel::Connection;
use diesel::migration::MigrationSource;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{
    AsyncPgConnection, RunQueryDsl,
    async_connection_wrapper::AsyncConnectionWrapper,
    pooled_connection::{
        AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod,
        deadpool::{Hook, HookError, Object, Pool},
    },
};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use kernel::{HealthProbe, ProbeFailure};

/// The schema, embedded into the binary so that `school-portal migrate` needs no files.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// A connection idle for longer than this is checked before it is lent again.
const VERIFY_AFTER_IDLE: Duration = Duration::from_secs(2);

/// Lock taken while migrating, so that several app servers starting at once migrate once.
const MIGRATION_LOCK: i64 = 0x5343_484f_4f4c; // "SCHOOL"

/// How the pool behaves.
#[derive(Debug, Clone, Copy)]
pub struct DatabaseOptions {
    /// Connections kept open at most.
    pub max_connections: usize,
    /// How long a request waits for a connection before it fails with a clear error.
    pub acquire_timeout: Duration,
    /// How long a read on a shared connection ([`Database::read`]) may wait for its answer
    /// before the connection is taken for lost: every read on its thread waits behind it.
    pub read_timeout: Duration,
}

impl Default for DatabaseOptions {
    fn default() -> Self {
        Self {
            max_connections: 16,
            acquire_timeout: Duration::from_secs(5),
            read_timeout: Duration::from_secs(10),
        }
    }
}

/// The pool of connections to the school's database. Cheap to clone.
#[derive(Clone)]
pub struct Database {
    pool: Pool<AsyncPgConnection>,
    acquire_timeout: Duration,
    read_timeout: Duration,
    /// Connections opened before this are closed instead of lent again ([`Self::serving`]).
    serving_since: Arc<OnceLock<Instant>>,
    /// The connections that concurrent reads share ([`Self::read`]).
    shared: Arc<Shared>,
}

/// A read on a shared connection ([`Database::read`]): a future that holds the connection.
pub type Read<'a, T, E = DieselError> = Pin<Box<dyn Future<Output = Result<T, E>> + Send + 'a>>;

/// An error that may have come from the database: the read's own error type, so that
/// [`Database::read`] can tell a lost connection from a statement that failed for what it asked.
pub trait DatabaseCause {
    /// The database's error behind this one, if there is one.
    fn database_cause(&self) -> Option<&DieselError>;
}

impl DatabaseCause for DieselError {
    fn database_cause(&self) -> Option<&DieselError> {
        Some(self)
    }
}

impl DatabaseCause for anyhow::Error {
    fn database_cause(&self) -> Option<&DieselError> {
        self.downcast_ref::<DieselError>()
    }
}

impl DatabaseCause for academics::AcademicsError {
    fn database_cause(&self) -> Option<&DieselError> {
        match self {
            Self::Internal(e) => e.database_cause(),
            _ => None,
        }
    }
}

/// What a read's error says of its connection.
enum Verdict {
    /// Alive, or the read succeeded.
    Kept,
    /// Gone: tokio-postgres could not send, or found it closed.
    Lost,
    /// The server's error, of a kind diesel does not name: an error in the statement, or the
    /// server ending the session (an administrator's or a shutdown's `57P01` reaches the
    /// statement under way this way, before the connection closes). Asked again to tell which.
    Unsure,
}

/// What a read's answer says of its connection.
fn verdict<T, E: DatabaseCause>(done: &Result<T, E>) -> Verdict {
    match done {
        Err(e) => e.database_cause().map_or(Verdict::Kept, verdict_of),
        Ok(_) => Verdict::Kept,
    }
}

fn verdict_of(e: &DieselError) -> Verdict {
    match e {
        DieselError::DatabaseError(
            DatabaseErrorKind::UnableToSendCommand | DatabaseErrorKind::ClosedConnection,
            _,
        )
        | DieselError::BrokenTransactionManager => Verdict::Lost,
        DieselError::DatabaseError(DatabaseErrorKind::Unknown, _) => Verdict::Unsure,
        _ => Verdict::Kept,
    }
}

/// One connection per thread that reads, shared by every read running on that thread at once
/// (decisions/029).
struct Shared {
    url: String,
    by_thread: Mutex<Vec<(ThreadId, Arc<AsyncPgConnection>)>>,
    /// Taken while a connection is opened, so that the reads that find none at once (a server's
    /// first requests) wait for one connection instead of each opening its own.
    opening: tokio::sync::Mutex<()>,
}

impl Shared {
    fn list(&self) -> std::sync::MutexGuard<'_, Vec<(ThreadId, Arc<AsyncPgConnection>)>> {
        // Nothing panics while holding it; a poisoned list is still a list.
        self.by_thread.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn of_this_thread(&self) -> Option<Arc<AsyncPgConnection>> {
        let me = std::thread::current().id();
        self.list()
            .iter()
            .find(|(thread, _)| *thread == me)
            .map(|(_, conn)| conn.clone())
    }

    /// Drops `conn` from the shared connections: it was lost, and the next read opens another.
    fn forget(&self, conn: &Arc<AsyncPgConnection>) {
        self.list().retain(|(_, kept)| !Arc::ptr_eq(kept, conn));
    }
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL holds the password: it is never printed.
        f.debug_struct("Database")
            .field("status", &self.pool.status())
            .finish_non_exhaustive()
    }
}

impl Database {
    /// Builds the pool. No connection is opened until one is needed, so the server starts
    /// even while PostgreSQL is down and serves as soon as it is back.
    pub fn connect(url: &str, options: DatabaseOptions) -> anyhow::Result<Self> {
        let mut config = ManagerConfig::default();
        // A connection that failed a query is dropped at once; one that was idle for a while is
        // checked with a cheap query before it is lent (the hook below), so a connection broken
        // by a database restart is replaced and the pool heals by itself (decisions/001). A
        // connection in use moments ago is lent without that round trip: on a busy server it
        // would otherwise cost every request one more exchange with the database per checkout.
        config.recycling_method = RecyclingMethod::Fast;
        config.custom_setup = Box::new(|url| Box::pin(establish(url.to_owned())));
        let serving_since = Arc::new(OnceLock::<Instant>::new());
        let opened_to_start = serving_since.clone();
        let manager =
            AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(url, config);
        let pool = Pool::builder(manager)
            .max_size(options.max_connections)
            .pre_recycle(Hook::async_fn(
                move |conn: &mut AsyncPgConnection, metrics| {
                    let opened_to_start = opened_to_start
                        .get()
                        .is_some_and(|serving| metrics.created < *serving);
                    Box::pin(async move {
                        if opened_to_start {
                            return Err(HookError::message(
                                "opened while starting, on the main thread: replaced",
                            ));
                        }
                        if metrics.last_used() < VERIFY_AFTER_IDLE {
                            return Ok(());
                        }
                        diesel::sql_query("SELECT 1")
                            .execute(conn)
                            .await
                            .map(|_| ())
                            .map_err(|e| {
                                HookError::message(format!("the connection is broken: {e}"))
                            })
                    })
                },
            ))
            .build()
            .context("could not build the database pool")?;
        Ok(Self {
            pool,
            acquire_timeout: options.acquire_timeout,
            read_timeout: options.read_timeout,
            serving_since,
            shared: Arc::new(Shared {
                url: url.to_owned(),
                by_thread: Mutex::new(Vec::new()),
                opening: tokio::sync::Mutex::new(()),
            }),
        })
    }

    /// Says that start-up is over and requests are being served: the connections opened so far
    /// are closed at their next checkout, and the requests open their own.
    ///
    /// A connection is driven by a task on the thread that opened it, and each statement's
    /// answer wakes that thread. Start-up opens connections on the main thread (storing the
    /// settings), where no request runs, so every statement sent on
    /// one of them woke a second thread and passed its answer back: the main thread spent a
    /// fifth of the server's CPU at 64 connections (decisions/027). Only the first call counts.
    /// The calling thread's shared connection ([`Self::read`]), which start-up's reads opened,
    /// is closed too: no request reads on that thread.
    pub fn serving(&self) {
        let _ = self.serving_since.set(Instant::now());
        let me = std::thread::current().id();
        self.shared.list().retain(|(thread, _)| *thread != me);
    }

    /// Runs `read` on a connection shared by every read on this thread, without waiting for a
    /// connection of its own: the statements of reads running at once are sent together and
    /// answered in turn (diesel-async pipelines the futures that borrow a connection shared).
    ///
    /// For a read of a record by its key, or a few such statements sent at once, on the hot
    /// paths (every signed-in request reads its user): it spares the pool's checkout and, when
    /// many requests arrive together, the database's and the server's wake-ups per statement
    /// (decisions/029). Not for a list that makes the database work: the statements on one
    /// connection run one after another, on one of its processes. Never for a transaction, nor
    /// for a write: what runs here shares the connection's session.
    ///
    /// The outer error says that no connection could be had, or that the read was not answered
    /// within the read timeout ([`DatabaseOptions::read_timeout`]); the inner result is the
    /// read's own. A read whose connection turns out lost (the database restarted, or ended the
    /// session) is run once more on a new one: `read` may be called twice.
    pub async fn read<'a, T, E, F>(&self, read: F) -> anyhow::Result<Result<T, E>>
    where
        F: Fn(Arc<AsyncPgConnection>) -> Read<'a, T, E> + Send,
        T: Send,
        E: DatabaseCause + Send,
    {
        let mut tries = 2;
        loop {
            let conn = self.shared_conn().await?;
            let done = self.attempt(&conn, read(conn.clone())).await?;
            if !self.lost(&conn, verdict(&done)).await {
                return Ok(done);
            }
            self.shared.forget(&conn);
            tries -= 1;
            if tries == 0 {
                return Ok(done);
            }
        }
    }

    /// One run of `read` on `conn`, within the read timeout: a connection that has not answered
    /// by then (a network that dropped it without a word, a database that stopped) holds up
    /// every read of its thread, so it is given up and the next read opens another. The read
    /// is not run again: the database may only be slow, and would be asked twice.
    async fn attempt<T, E>(
        &self,
        conn: &Arc<AsyncPgConnection>,
        read: Read<'_, T, E>,
    ) -> anyhow::Result<Result<T, E>> {
        match tokio::time::timeout(self.read_timeout, read).await {
            Ok(done) => Ok(done),
            Err(_) => {
                self.shared.forget(conn);
                Err(anyhow!(
                    "the database did not answer a read within {:?}",
                    self.read_timeout
                ))
            }
        }
    }

    /// Whether a read's failure judged `verdict` was its connection's: an unsure one is told by
    /// asking the connection once more.
    async fn lost(&self, conn: &AsyncPgConnection, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Kept => false,
            Verdict::Lost => true,
            Verdict::Unsure => {
                let probe = diesel::sql_query("SELECT 1").execute(&mut { conn });
                match tokio::time::timeout(self.read_timeout, probe).await {
                    Ok(Ok(_)) => false,
                    Ok(Err(e)) => matches!(verdict_of(&e), Verdict::Lost),
                    Err(_) => true,
                }
            }
        }
    }

    /// This thread's shared connection, opened if it has none.
    async fn shared_conn(&self) -> anyhow::Result<Arc<AsyncPgConnection>> {
        if let Some(conn) = self.shared.of_this_thread() {
            return Ok(conn);
        }
        let opening = tokio::time::timeout(self.acquire_timeout, self.shared.opening.lock())
            .await
            .map_err(|_| self.no_connection())?;
        if let Some(conn) = self.shared.of_this_thread() {
            return Ok(conn);
        }
        let conn = tokio::time::timeout(self.acquire_timeout, establish(self.shared.url.clone()))
            .await
            .map_err(|_| self.no_connection())?
            .context("could not connect to the database")?;
        let conn = Arc::new(conn);
        self.shared
            .list()
            .push((std::thread::current().id(), conn.clone()));
        drop(opening);
        Ok(conn)
    }

    /// The error of a request that waited the acquire timeout for a connection.
    fn no_connection(&self) -> anyhow::Error {
        anyhow!("no database connection within {:?}", self.acquire_timeout)
    }

    /// A connection from the pool, or an error after the acquire timeout.
    pub async fn conn(&self) -> anyhow::Result<Object<AsyncPgConnection>> {
        tokio::time::timeout(self.acquire_timeout, self.pool.get())
            .await
            .map_err(|_| self.no_connection())?
            .context("could not connect to the database")
    }
}

/// A new connection, set to plan each prepared statement once (decisions/026).
///
/// The portal's reads are prepared statements, each a fixed text per filter shape, whose values
/// never change which plan is right (the page's size is written into the text; a school's
/// tables are small and evenly spread). Left to itself, PostgreSQL plans a statement again on
/// every execution while its estimate of the statement's generic plan costs more than the plans
/// made for the values at hand, and for the register's lists that estimate always does: the
/// class list spent 1.5 ms planning for 0.9 ms of work, on every request.
async fn establish(url: String) -> diesel::ConnectionResult<AsyncPgConnection> {
    use diesel_async::{AsyncConnection, SimpleAsyncConnection};
    let mut conn = AsyncPgConnection::establish(&url).await?;
    conn.batch_execute("SET plan_cache_mode = force_generic_plan")
        .await
        .map_err(|e| diesel::ConnectionError::BadConnection(e.to_string()))?;
    Ok(conn)
}

#[async_trait::async_trait]
impl HealthProbe for Database {
    fn name(&self) -> &'static str {
        "database"
    }

    async fn check(&self) -> Result<(), ProbeFailure> {
        let ping = || async {
            let mut conn = self.conn().await?;
            if let Err(e) = diesel::sql_query("SELECT 1").execute(&mut conn).await {
                // Out of the pool for good: the driver may not have noticed yet that the server
                // closed this connection, and the pool would lend it again.
                drop(Object::take(conn));
                return Err(anyhow!(e).context("the database did not answer SELECT 1"));
            }
            anyhow::Ok(())
        };
        // A connection lent without a check (it was in use moments ago) may have been broken by
        // a database restart since; it leaves the pool when it fails, and the second try gets a
        // new one. Only a database that does not answer twice is down.
        match ping().await {
            Ok(()) => Ok(()),
            Err(_) => ping().await.map_err(|e| ProbeFailure(format!("{e:#}"))),
        }
    }
}

impl Database {
    /// Gathers the planner's statistics of every table (`ANALYZE`): after a bulk load (the
    /// demo school, an import), so that the first reads are planned on what is there rather
    /// than on empty tables.
    pub async fn analyze(&self) -> anyhow::Result<()> {
        let mut conn = self.conn().await?;
        diesel::sql_query("ANALYZE")
            .execute(&mut conn)
            .await
            .context("ANALYZE failed")?;
        Ok(())
    }

    /// The offset from UTC, in seconds, of the named time zone (`Africa/Lagos`) now, as
    /// PostgreSQL's zone database knows it (names compared without regard to case); `None` for
    /// a name it does not know. The database function tells an unknown name by its error's code,
    /// whatever language the server writes its messages in (migration `utc_offset_seconds`).
    /// The embedded migrations this database has not applied, by name, oldest first: a binary
    /// started on a database that `migrate` has not brought up to date says so. It only reads
    /// (diesel's own harness would create its table first), through the pool, so a database
    /// that does not answer fails it after the pool's wait.
    pub async fn pending_migrations(&self) -> anyhow::Result<Vec<String>> {
        use diesel::sql_types::{Bool, Text};
        #[derive(diesel::QueryableByName)]
        struct Present {
            #[diesel(sql_type = Bool)]
            present: bool,
        }
        #[derive(diesel::QueryableByName)]
        struct Applied {
            #[diesel(sql_type = Text)]
            version: String,
        }
        let mut conn = self.conn().await?;
        let table: Present = diesel::sql_query(
            "SELECT to_regclass('__diesel_schema_migrations') IS NOT NULL AS present",
        )
        .get_result(&mut conn)
        .await
        .context("could not look for the migrations' table")?;
        let applied: std::collections::HashSet<String> = if table.present {
            diesel::sql_query("SELECT version FROM __diesel_schema_migrations")
                .load::<Applied>(&mut conn)
                .await
                .context("could not read the applied migrations")?
                .into_iter()
                .map(|row| row.version)
                .collect()
        } else {
            Default::default()
        };
        let embedded = MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
            .map_err(|e| anyhow!("could not list the embedded migrations: {e}"))?;
        Ok(embedded
            .iter()
            .filter(|m| !applied.contains(&m.name().version().to_string()))
            .map(|m| m.name().to_string())
            .collect())
    }

    pub async fn utc_offset_of(&self, zone: &str) -> anyhow::Result<Option<i32>> {
        #[derive(diesel::QueryableByName)]
        struct Offset {
            #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Integer>)]
            seconds: Option<i32>,
        }
        let mut conn = self.conn().await?;
        let offset: Offset = diesel::sql_query("SELECT utc_offset_seconds($1) AS seconds")
            .bind::<diesel::sql_types::Text, _>(zone)
            .get_result(&mut conn)
            .await
            .context("could not read the time zone's offset")?;
        Ok(offset.seconds)
    }
}

/// Applies the migrations that `url`'s database lacks, and answers their versions.
pub async fn run_migrations(url: &str) -> anyhow::Result<Vec<String>> {
    let url = url.to_owned();
    // The wrapper drives the async connection synchronously: it must not run on a runtime worker.
    tokio::task::spawn_blocking(move || {
        let mut conn = AsyncConnectionWrapper::<AsyncPgConnection>::establish(&url)
            .context("could not connect to the database to migrate it")?;
        let lock = diesel::sql_query(format!("SELECT pg_advisory_lock({MIGRATION_LOCK})"));
        diesel::RunQueryDsl::execute(lock, &mut conn)
            .context("could not take the migration lock")?;
        let applied = conn
            .run_pending_migrations(MIGRATIONS)
            .map(|versions| versions.iter().map(ToString::to_string).collect())
            .map_err(|e| anyhow!("a migration failed: {e}"));
        let unlock = diesel::sql_query(format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})"));
        diesel::RunQueryDsl::execute(unlock, &mut conn)
            .context("could not release the migration lock")?;
        applied
    })
    .await
    .context("the migration task stopped")?
}

/// The names of the embedded migrations, oldest first (test databases key their template on it).
pub fn migration_names() -> Vec<String> {
    MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .map(|list| list.iter().map(|m| m.name().to_string()).collect())
        .unwrap_or_default()
}
