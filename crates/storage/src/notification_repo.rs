//! The notifications outbox and inboxes on PostgreSQL (decisions/015).
//!
//! [`enqueue_in`] writes messages on a connection the caller holds, so that a repository can
//! write a change and the messages it causes in one transaction: both are kept, or neither.

use anyhow::Context;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, PgTextExpressionMethods, QueryDsl,
    SelectableHelper,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Page, PageRequest, UserId};
use messaging::{
    MessagingError,
    notifications::{
        Channel, Claim, Event, Inbox, NewNotification, Notification, Outbox, OutboxCounts,
        OutboxFilter, Outcome, Status,
    },
};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    schema::notifications as n,
    sql::{Paginate, constant, contains_pattern},
};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
}

#[derive(diesel::Queryable, diesel::Selectable)]
#[diesel(table_name = n, check_for_backend(diesel::pg::Pg))]
struct Row {
    id: Uuid,
    event: String,
    channel: String,
    user_id: Option<Uuid>,
    recipient: String,
    subject: String,
    body: String,
    link: Option<String>,
    status: String,
    attempts: i32,
    next_attempt_at: OffsetDateTime,
    last_error: Option<String>,
    provider_message_id: Option<String>,
    created_at: OffsetDateTime,
    sent_at: Option<OffsetDateTime>,
    read_at: Option<OffsetDateTime>,
}

impl TryFrom<Row> for Notification {
    type Error = MessagingError;

    fn try_from(r: Row) -> Result<Self, MessagingError> {
        let unknown = |what: &str, value: &str| {
            internal(anyhow::anyhow!(
                "notification {} has an unknown {what} {value}",
                r.id
            ))
        };
        Ok(Notification {
            event: Event::parse(&r.event).ok_or_else(|| unknown("event", &r.event))?,
            channel: Channel::parse(&r.channel).ok_or_else(|| unknown("channel", &r.channel))?,
            status: Status::parse(&r.status).ok_or_else(|| unknown("status", &r.status))?,
            id: r.id,
            user_id: r.user_id.map(UserId::from_uuid),
            recipient: r.recipient,
            subject: r.subject,
            body: r.body,
            link: r.link,
            attempts: u32::try_from(r.attempts).unwrap_or_default(),
            next_attempt_at: r.next_attempt_at,
            last_error: r.last_error,
            provider_message_id: r.provider_message_id,
            created_at: r.created_at,
            sent_at: r.sent_at,
            read_at: r.read_at,
        })
    }
}

fn rows_to(rows: Vec<Row>) -> Result<Vec<Notification>, MessagingError> {
    rows.into_iter().map(Notification::try_from).collect()
}

/// The most messages one `INSERT` writes: each binds 13 values, and a statement takes at most
/// 65,535 (the protocol counts them in 16 bits), so a school-wide announcement to thousands of
/// families is written in several statements, in the caller's one transaction.
const ROWS_A_STATEMENT: usize = 2_000;

/// Writes `items` on `conn` (inside the caller's transaction, if it holds one). A message whose
/// `dedup_key` is already in the outbox is skipped. Answers how many were written.
pub async fn enqueue_in(
    conn: &mut AsyncPgConnection,
    items: &[NewNotification],
) -> diesel::QueryResult<usize> {
    let mut written = 0;
    for part in items.chunks(ROWS_A_STATEMENT) {
        written += insert_rows(conn, part).await?;
    }
    Ok(written)
}

async fn insert_rows(
    conn: &mut AsyncPgConnection,
    items: &[NewNotification],
) -> diesel::QueryResult<usize> {
    let rows: Vec<_> = items
        .iter()
        .map(|i| {
            let in_app = i.channel == Channel::InApp;
            (
                n::id.eq(i.id),
                n::event.eq(i.event.as_str()),
                n::channel.eq(i.channel.as_str()),
                n::user_id.eq(i.user_id.map(|u| *u.as_uuid())),
                n::recipient.eq(&i.recipient),
                n::subject.eq(&i.subject),
                n::body.eq(&i.body),
                n::link.eq(i.link.as_deref()),
                n::dedup_key.eq(i.dedup_key.as_deref()),
                n::status.eq(if in_app { "sent" } else { "pending" }),
                n::next_attempt_at.eq(i.not_before.unwrap_or(i.created_at).max(i.created_at)),
                n::created_at.eq(i.created_at),
                n::sent_at.eq(in_app.then_some(i.created_at)),
            )
        })
        .collect();
    diesel::insert_into(n::table)
        .values(rows)
        .on_conflict(n::dedup_key)
        .do_nothing()
        .execute(conn)
        .await
}

/// Keeps the outbox and the inboxes in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgNotificationRepo {
    db: Database,
}

impl PgNotificationRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl Outbox for PgNotificationRepo {
    async fn enqueue(&self, items: &[NewNotification]) -> Result<usize, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        enqueue_in(&mut conn, items)
            .await
            .context("could not write notifications")
            .map_err(internal)
    }

    async fn claim_due(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        limit: u32,
    ) -> Result<Vec<Notification>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows = conn
            .transaction::<_, diesel::result::Error, _>(async |conn| {
                let ids: Vec<Uuid> = n::table
                    // Constants, so that `notifications_due_idx` serves the poll.
                    .filter(n::status.eq(constant("pending")))
                    .filter(n::channel.ne(constant("in_app")))
                    .filter(n::next_attempt_at.le(now))
                    .order(n::next_attempt_at.asc())
                    .limit(i64::from(limit))
                    .select(n::id)
                    .for_update()
                    .skip_locked()
                    .load(conn)
                    .await?;
                if ids.is_empty() {
                    return Ok(Vec::new());
                }
                diesel::update(n::table.filter(n::id.eq_any(&ids)))
                    .set((
                        n::attempts.eq(n::attempts + 1),
                        n::next_attempt_at.eq(lease_until),
                    ))
                    .returning(Row::as_returning())
                    .get_results(conn)
                    .await
            })
            .await
            .context("could not claim due notifications")
            .map_err(internal)?;
        let mut claimed = rows_to(rows)?;
        claimed.sort_by_key(|m| (m.created_at, m.id));
        Ok(claimed)
    }

    async fn record(
        &self,
        claim: &Claim,
        outcome: &Outcome,
        at: OffsetDateTime,
    ) -> Result<(), MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // Still pending, and still this claim's try: a claim counts a try and leases the
        // message, so another sender's claim since has changed both.
        let pending = n::table
            .filter(n::id.eq(claim.id))
            .filter(n::status.eq("pending"))
            .filter(n::attempts.eq(i32::try_from(claim.attempts).unwrap_or(i32::MAX)))
            .filter(n::next_attempt_at.eq(claim.lease_until));
        let done = match outcome {
            Outcome::Sent {
                provider_message_id,
            } => {
                diesel::update(pending)
                    .set((
                        n::status.eq("sent"),
                        n::sent_at.eq(Some(at)),
                        n::provider_message_id.eq(provider_message_id.as_deref()),
                        n::last_error.eq(None::<String>),
                    ))
                    .execute(&mut conn)
                    .await
            }
            Outcome::Retry {
                error,
                at: next,
                counted,
            } => {
                // A try that reached no provider does not count against the message.
                let uncounted = if *counted { 0 } else { 1 };
                diesel::update(pending)
                    .set((
                        n::next_attempt_at.eq(*next),
                        n::last_error.eq(Some(error)),
                        n::attempts.eq(n::attempts - uncounted),
                    ))
                    .execute(&mut conn)
                    .await
            }
            Outcome::Failed { error } => {
                diesel::update(pending)
                    .set((n::status.eq("failed"), n::last_error.eq(Some(error))))
                    .execute(&mut conn)
                    .await
            }
        };
        done.context("could not record a notification's delivery")
            .map_err(internal)
            .map(|_| ())
    }

    async fn list(
        &self,
        filter: &OutboxFilter,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let pattern = filter
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(contains_pattern);
        let filtered = || {
            let mut q = n::table.into_boxed();
            if let Some(s) = filter.status {
                q = q.filter(n::status.eq(s.as_str()));
            }
            if let Some(c) = filter.channel {
                q = q.filter(n::channel.eq(c.as_str()));
            }
            if let Some(e) = filter.event {
                q = q.filter(n::event.eq(e.as_str()));
            }
            if let Some(p) = &pattern {
                q = q.filter(
                    n::recipient
                        .ilike(p.clone())
                        .or(n::subject.ilike(p.clone())),
                );
            }
            q
        };
        let read = async |conn: &mut AsyncPgConnection| {
            let count: i64 = filtered().count().get_result(conn).await?;
            let rows: Vec<Row> = filtered()
                .select(Row::as_select())
                .order((n::created_at.desc(), n::id.desc()))
                .paged(page)
                .load(conn)
                .await?;
            Ok::<_, diesel::result::Error>((count, rows))
        };
        let (count, rows) = if pattern.is_some() {
            // The word decides the plan, unlike the values of every other read (decisions/026):
            // one found in few messages is fastest through the trigram indexes, a common one by
            // walking the log newest first. So these two are planned for the word they search.
            conn.transaction(async |conn| {
                diesel::sql_query("SET LOCAL plan_cache_mode = force_custom_plan")
                    .execute(conn)
                    .await?;
                read(conn).await
            })
            .await
        } else {
            read(&mut conn).await
        }
        .context("could not list notifications")
        .map_err(internal)?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results: rows_to(rows)?,
            request: page,
        })
    }

    async fn get(&self, id: Uuid) -> Result<Option<Notification>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        n::table
            .find(id)
            .select(Row::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not read a notification")
            .map_err(internal)?
            .map(Notification::try_from)
            .transpose()
    }

    async fn retry(&self, id: Uuid, at: OffsetDateTime) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(
            n::table
                .filter(n::id.eq(id))
                .filter(n::channel.ne(constant("in_app")))
                .filter(n::status.eq_any(["failed", "cancelled"])),
        )
        .set((
            n::status.eq("pending"),
            n::attempts.eq(0),
            n::next_attempt_at.eq(at),
        ))
        .execute(&mut conn)
        .await
        .context("could not retry a notification")
        .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn cancel(&self, id: Uuid) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(
            n::table
                .filter(n::id.eq(id))
                .filter(n::status.eq("pending")),
        )
        .set(n::status.eq("cancelled"))
        .execute(&mut conn)
        .await
        .context("could not cancel a notification")
        .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn counts(&self) -> Result<OutboxCounts, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let (pending, failed, waiting): (i64, i64, i64) = diesel::sql_query(
            "SELECT count(*) FILTER (WHERE status = 'pending') AS pending, \
                    count(*) FILTER (WHERE status = 'failed') AS failed, \
                    count(*) FILTER (WHERE status = 'pending' AND attempts = 0 \
                                     AND last_error LIKE 'Not sent:%') AS waiting \
             FROM notifications WHERE status IN ('pending', 'failed')",
        )
        .get_result::<Counts>(&mut conn)
        .await
        .map(|c| (c.pending, c.failed, c.waiting))
        .context("could not count notifications")
        .map_err(internal)?;
        let count = |v: i64| u64::try_from(v).unwrap_or_default();
        Ok(OutboxCounts {
            pending: count(pending),
            failed: count(failed),
            waiting_for_provider: count(waiting),
        })
    }
}

#[derive(diesel::QueryableByName)]
struct Counts {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pending: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    failed: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    waiting: i64,
}

#[async_trait::async_trait]
impl Inbox for PgNotificationRepo {
    async fn inbox(
        &self,
        user: UserId,
        unread_only: bool,
        page: PageRequest,
    ) -> Result<Page<Notification>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let user = *user.as_uuid();
        let filtered = || {
            let mut q = n::table
                .filter(n::user_id.eq(user))
                .filter(n::channel.eq(constant("in_app")))
                .into_boxed();
            if unread_only {
                q = q.filter(n::read_at.is_null());
            }
            q
        };
        let count: i64 = filtered()
            .count()
            .get_result(&mut conn)
            .await
            .context("could not count a user's notifications")
            .map_err(internal)?;
        let rows: Vec<Row> = filtered()
            .select(Row::as_select())
            .order((n::created_at.desc(), n::id.desc()))
            .paged(page)
            .load(&mut conn)
            .await
            .context("could not list a user's notifications")
            .map_err(internal)?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results: rows_to(rows)?,
            request: page,
        })
    }

    async fn unread_count(&self, user: UserId) -> Result<u64, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let count: i64 = n::table
            .filter(n::user_id.eq(*user.as_uuid()))
            .filter(n::channel.eq(constant("in_app")))
            .filter(n::read_at.is_null())
            .count()
            .get_result(&mut conn)
            .await
            .context("could not count a user's unread notifications")
            .map_err(internal)?;
        Ok(u64::try_from(count).unwrap_or_default())
    }

    async fn mark_read(
        &self,
        user: UserId,
        id: Uuid,
        at: OffsetDateTime,
    ) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mine = n::table
            .filter(n::id.eq(id))
            .filter(n::user_id.eq(*user.as_uuid()))
            .filter(n::channel.eq(constant("in_app")));
        // Read once: a second mark keeps the first time.
        let changed =
            diesel::update(mine)
                .set(
                    n::read_at.eq(diesel::dsl::sql::<
                        diesel::sql_types::Nullable<diesel::sql_types::Timestamptz>,
                    >("coalesce(read_at, ")
                    .bind::<diesel::sql_types::Timestamptz, _>(at)
                    .sql(")")),
                )
                .execute(&mut conn)
                .await
                .context("could not mark a notification read")
                .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn mark_all_read(&self, user: UserId, at: OffsetDateTime) -> Result<u64, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(
            n::table
                .filter(n::user_id.eq(*user.as_uuid()))
                .filter(n::channel.eq(constant("in_app")))
                .filter(n::read_at.is_null()),
        )
        .set(n::read_at.eq(Some(at)))
        .execute(&mut conn)
        .await
        .context("could not mark notifications read")
        .map_err(internal)?;
        Ok(u64::try_from(changed).unwrap_or_default())
    }
}
