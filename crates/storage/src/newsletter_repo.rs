//! The newsletter port on PostgreSQL.

use anyhow::Context;
use diesel::{ExpressionMethods, OptionalExtension, PgTextExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Page, PageRequest};
use messaging::{MessagingError, NewsletterRepo, Subscriber, notifications::NewNotification};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    schema::newsletter_subscribers as subs,
    sql::{Paginate, contains_pattern},
};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
}

#[derive(diesel::QueryableByName)]
struct Written {
    #[diesel(sql_type = diesel::sql_types::Uuid)]
    id: Uuid,
}

/// Keeps newsletter subscribers in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgNewsletterRepo {
    db: Database,
}

impl PgNewsletterRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl NewsletterRepo for PgNewsletterRepo {
    async fn subscribe(
        &self,
        s: &Subscriber,
        token_hash: &str,
        confirmation: &NewNotification,
    ) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, diesel::result::Error, _>(async |conn| {
            // A new address, or one kept but not confirmed yet (its earlier link stops working).
            let written: Vec<Uuid> = diesel::sql_query(
                "INSERT INTO newsletter_subscribers (id, email, subscribed_at, confirm_token_hash) \
                 VALUES ($1, $2, $3, $4) \
                 ON CONFLICT ((lower(email))) DO UPDATE SET confirm_token_hash = excluded.confirm_token_hash \
                 WHERE newsletter_subscribers.confirmed_at IS NULL \
                 RETURNING id",
            )
            .bind::<diesel::sql_types::Uuid, _>(s.id)
            .bind::<diesel::sql_types::Text, _>(&s.email)
            .bind::<diesel::sql_types::Timestamptz, _>(s.subscribed_at)
            .bind::<diesel::sql_types::Text, _>(token_hash)
            .load::<Written>(conn)
            .await?
            .into_iter()
            .map(|w| w.id)
            .collect();
            if written.is_empty() {
                return Ok(false);
            }
            crate::notification_repo::enqueue_in(conn, std::slice::from_ref(confirmation)).await?;
            Ok(true)
        })
        .await
        .context("could not store a newsletter subscriber")
        .map_err(internal)
    }

    async fn confirm(
        &self,
        token_hash: &str,
        at: OffsetDateTime,
    ) -> Result<Option<String>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::update(subs::table.filter(subs::confirm_token_hash.eq(token_hash)))
            .set((
                subs::confirmed_at.eq(Some(at)),
                subs::confirm_token_hash.eq(None::<String>),
            ))
            .returning(subs::email)
            .get_result::<String>(&mut conn)
            .await
            .optional()
            .context("could not confirm a newsletter subscriber")
            .map_err(internal)
    }

    async fn list(
        &self,
        search: Option<String>,
        page: PageRequest,
    ) -> Result<Page<Subscriber>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let pattern = search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(contains_pattern);
        let filtered = || {
            let mut query = subs::table.into_boxed();
            if let Some(pattern) = &pattern {
                query = query.filter(subs::email.ilike(pattern.clone()));
            }
            query
        };
        let count: i64 = filtered()
            .count()
            .get_result(&mut conn)
            .await
            .context("could not count newsletter subscribers")
            .map_err(internal)?;
        let rows: Vec<(Uuid, String, OffsetDateTime, Option<OffsetDateTime>)> = filtered()
            .select((
                subs::id,
                subs::email,
                subs::subscribed_at,
                subs::confirmed_at,
            ))
            .order((subs::subscribed_at.desc(), subs::id.desc()))
            .paged(page)
            .load(&mut conn)
            .await
            .context("could not list newsletter subscribers")
            .map_err(internal)?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results: rows
                .into_iter()
                .map(|(id, email, subscribed_at, confirmed_at)| Subscriber {
                    id,
                    email,
                    subscribed_at,
                    confirmed_at,
                })
                .collect(),
            request: page,
        })
    }

    async fn confirmed(&self) -> Result<Vec<Subscriber>, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<(Uuid, String, OffsetDateTime, Option<OffsetDateTime>)> = subs::table
            .filter(subs::confirmed_at.is_not_null())
            .select((
                subs::id,
                subs::email,
                subs::subscribed_at,
                subs::confirmed_at,
            ))
            .order((subs::confirmed_at.asc(), subs::id.asc()))
            .load(&mut conn)
            .await
            .context("could not read the confirmed newsletter subscribers")
            .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|(id, email, subscribed_at, confirmed_at)| Subscriber {
                id,
                email,
                subscribed_at,
                confirmed_at,
            })
            .collect())
    }

    async fn delete(&self, id: Uuid) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let deleted = diesel::delete(subs::table.find(id))
            .execute(&mut conn)
            .await
            .context("could not delete a newsletter subscriber")
            .map_err(internal)?;
        Ok(deleted == 1)
    }
}
