//! The announcements port on PostgreSQL.

use anyhow::Context;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, PgSortExpressionMethods,
    PgTextExpressionMethods, QueryDsl, SelectableHelper,
};
use diesel_async::AsyncConnection;
use diesel_async::RunQueryDsl;
use kernel::{Page, PageRequest};
use messaging::{
    Announcement, AnnouncementOrder, AnnouncementQuery, AnnouncementRepo, Audience, MessagingError,
    Priority,
    announcements::SortKey,
    notifications::{NewNotification, Recipient},
};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    auth_repo::lower,
    schema::announcements,
    sql::{Paginate, contains_pattern},
};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
}

#[derive(diesel::QueryableByName)]
struct AudienceRow {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    email: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    phone: String,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    wants_email: bool,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    wants_sms: bool,
}

#[derive(diesel::Queryable, diesel::Selectable, diesel::Insertable, diesel::AsChangeset)]
#[diesel(table_name = announcements, check_for_backend(diesel::pg::Pg))]
#[diesel(treat_none_as_null = true)]
struct Row {
    id: Uuid,
    title: String,
    content: String,
    priority: i16,
    target_audience: String,
    is_active: bool,
    created_by: Option<Uuid>,
    created_by_name: String,
    created_at: OffsetDateTime,
    updated_at: OffsetDateTime,
    expires_at: Option<OffsetDateTime>,
}

impl From<&Announcement> for Row {
    fn from(a: &Announcement) -> Self {
        Self {
            id: a.id,
            title: a.title.clone(),
            content: a.content.clone(),
            priority: a.priority.rank(),
            target_audience: a.target_audience.as_str().to_owned(),
            is_active: a.is_active,
            created_by: a.created_by,
            created_by_name: a.created_by_name.clone(),
            created_at: a.created_at,
            updated_at: a.updated_at,
            expires_at: a.expires_at,
        }
    }
}

impl TryFrom<Row> for Announcement {
    type Error = MessagingError;

    fn try_from(r: Row) -> Result<Self, Self::Error> {
        let priority = Priority::from_rank(r.priority)
            .ok_or_else(|| internal(anyhow::anyhow!("priority {} is unknown", r.priority)))?;
        let target_audience = Audience::parse(&r.target_audience).ok_or_else(|| {
            internal(anyhow::anyhow!("audience {} is unknown", r.target_audience))
        })?;
        Ok(Self {
            id: r.id,
            title: r.title,
            content: r.content,
            priority,
            target_audience,
            is_active: r.is_active,
            created_by: r.created_by,
            created_by_name: r.created_by_name,
            created_at: r.created_at,
            updated_at: r.updated_at,
            expires_at: r.expires_at,
        })
    }
}

/// Keeps announcements in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgAnnouncementRepo {
    db: Database,
}

impl PgAnnouncementRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// How many announcements `q` finds, and the page of them asked for.
async fn count_and_page(
    conn: &diesel_async::AsyncPgConnection,
    q: &AnnouncementQuery,
    page: PageRequest,
) -> diesel::QueryResult<(i64, Vec<Row>)> {
    let filtered = || {
        let mut query = announcements::table.into_boxed();
        if !q.priorities.is_empty() {
            let ranks: Vec<i16> = q.priorities.iter().map(|p| p.rank()).collect();
            query = query.filter(announcements::priority.eq_any(ranks));
        }
        if !q.audiences.is_empty() {
            let names: Vec<&str> = q.audiences.iter().map(|a| a.as_str()).collect();
            query = query.filter(announcements::target_audience.eq_any(names));
        }
        // Written as the column itself, not compared with a bound value: the partial index
        // `announcements_current` (`WHERE is_active`) serves only a statement that says so in
        // its text (decisions/026).
        match q.is_active {
            Some(true) => query = query.filter(announcements::is_active),
            Some(false) => query = query.filter(diesel::dsl::not(announcements::is_active)),
            None => {}
        }
        if let Some(at) = q.unexpired_at {
            query = query.filter(
                announcements::expires_at
                    .is_null()
                    .or(announcements::expires_at.gt(at)),
            );
        }
        if let Some(search) = q.search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            let pattern = contains_pattern(search);
            query = query.filter(
                announcements::title
                    .ilike(pattern.clone())
                    .or(announcements::content.ilike(pattern)),
            );
        }
        query
    };
    // The count and the page are sent together and waited on once: futures that borrow the
    // connection shared (`&mut &AsyncPgConnection`) are pipelined by diesel-async. In turn,
    // the news answered 10,800-11,100 a second at 64 connections; together, 13,700-14,900.
    let count = filtered().count().get_result::<i64>(&mut { conn });
    let mut query = filtered().select(Row::as_select());
    for &(key, descending) in &q.order.0 {
        query = match (key, descending) {
            (SortKey::CreatedAt, false) => query.then_order_by(announcements::created_at.asc()),
            (SortKey::CreatedAt, true) => query.then_order_by(announcements::created_at.desc()),
            (SortKey::Priority, false) => query.then_order_by(announcements::priority.asc()),
            (SortKey::Priority, true) => query.then_order_by(announcements::priority.desc()),
            (SortKey::ExpiresAt, false) => {
                query.then_order_by(announcements::expires_at.asc().nulls_last())
            }
            (SortKey::ExpiresAt, true) => {
                query.then_order_by(announcements::expires_at.desc().nulls_first())
            }
            (SortKey::Title, false) => query.then_order_by(lower(announcements::title).asc()),
            (SortKey::Title, true) => query.then_order_by(lower(announcements::title).desc()),
        };
    }
    // A stable order across pages whatever the keys. The order's keys are written into the
    // text: only the screens' orders (the default, or one column) are kept prepared.
    let common = q.order.0.len() <= 1 || q.order == AnnouncementOrder::default();
    let rows = query
        .then_order_by(announcements::id.desc())
        .paged(page)
        .kept_if(common)
        .load::<Row>(&mut { conn });
    tokio::try_join!(count, rows)
}

#[async_trait::async_trait]
impl AnnouncementRepo for PgAnnouncementRepo {
    async fn list(
        &self,
        q: &AnnouncementQuery,
        page: PageRequest,
    ) -> Result<Page<Announcement>, MessagingError> {
        // The news every visitor's first page shows is read on the shared connection
        // (decisions/029); a search or a later page makes the database work, on a connection of
        // its own.
        let searched = q.search.as_deref().is_some_and(|s| !s.trim().is_empty());
        let (count, rows) = if searched || page.page > 1 {
            let conn = self.db.conn().await.map_err(internal)?;
            count_and_page(&conn, q, page).await
        } else {
            self.db
                .read(|conn| Box::pin(async move { count_and_page(&conn, q, page).await }))
                .await
                .map_err(internal)?
        }
        .context("could not count and list announcements")
        .map_err(internal)?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results: rows
                .into_iter()
                .map(Announcement::try_from)
                .collect::<Result<_, _>>()?,
            request: page,
        })
    }

    async fn get(&self, id: Uuid) -> Result<Option<Announcement>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        announcements::table
            .find(id)
            .select(Row::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not read an announcement")
            .map_err(internal)?
            .map(Announcement::try_from)
            .transpose()
    }

    async fn insert(&self, announcement: &Announcement) -> Result<(), MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::insert_into(announcements::table)
            .values(Row::from(announcement))
            .execute(&mut conn)
            .await
            .context("could not store an announcement")
            .map_err(internal)?;
        Ok(())
    }

    async fn insert_telling(
        &self,
        announcement: &Announcement,
        messages: &[NewNotification],
    ) -> Result<(), MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = Row::from(announcement);
        conn.transaction::<_, diesel::result::Error, _>(async |conn| {
            diesel::insert_into(announcements::table)
                .values(row)
                .execute(conn)
                .await?;
            crate::notification_repo::enqueue_in(conn, messages).await?;
            Ok(())
        })
        .await
        .context("could not store an announcement and its messages")
        .map_err(internal)
    }

    async fn audience(&self, audience: Audience) -> Result<Vec<Recipient>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let roles: &[&str] = match audience {
            Audience::All => &["student", "teacher", "parent", "admin"],
            Audience::Students => &["student"],
            Audience::Teachers => &["teacher"],
            Audience::Parents => &["parent"],
        };
        let rows: Vec<AudienceRow> = diesel::sql_query(
            "SELECT u.id, btrim(u.first_name || ' ' || u.last_name) AS name, u.email, \
                    coalesce(nullif(p.phone, ''), nullif(t.phone, ''), '') AS phone, \
                    wants_notices(u.preferences, 'email_notifications') AS wants_email, \
                    wants_notices(u.preferences, 'sms_notifications') AS wants_sms \
             FROM users u \
             LEFT JOIN parents p ON p.user_id = u.id \
             LEFT JOIN teachers t ON t.user_id = u.id \
             WHERE u.is_active AND u.role = ANY($1) \
             ORDER BY u.id",
        )
        .bind::<diesel::sql_types::Array<diesel::sql_types::Text>, _>(roles)
        .load(&mut conn)
        .await
        .context("could not read an announcement's audience")
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| Recipient {
                user_id: Some(kernel::UserId::from_uuid(r.id)),
                name: r.name,
                email: Some(r.email).filter(|e| !e.is_empty()),
                phone: Some(r.phone).filter(|p| !p.is_empty()),
                wants_email: r.wants_email,
                wants_sms: r.wants_sms,
            })
            .collect())
    }

    async fn update(&self, announcement: &Announcement) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(announcements::table.find(announcement.id))
            .set(Row::from(announcement))
            .execute(&mut conn)
            .await
            .context("could not change an announcement")
            .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn delete(&self, id: Uuid) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let deleted = diesel::delete(announcements::table.find(id))
            .execute(&mut conn)
            .await
            .context("could not delete an announcement")
            .map_err(internal)?;
        Ok(deleted == 1)
    }
}
