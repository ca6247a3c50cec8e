//! The newsletter port on PostgreSQL.

use anyhow::Context;
use diesel::{ExpressionMethods, PgTextExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;
use kernel::{Page, PageRequest};
use messaging::{MessagingError, NewsletterRepo, Subscriber};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{Database, schema::newsletter_subscribers as subs, sql::contains_pattern};

fn internal(e: impl Into<anyhow::Error>) -> MessagingError {
    MessagingError::Internal(e.into())
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
    async fn subscribe(&self, s: &Subscriber) -> Result<bool, MessagingError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // The unique index on lower(email) makes a repeat, in any case, a no-op.
        let inserted = diesel::insert_into(subs::table)
            .values((
                subs::id.eq(s.id),
                subs::email.eq(&s.email),
                subs::subscribed_at.eq(s.subscribed_at),
            ))
            .on_conflict_do_nothing()
            .execute(&mut conn)
            .await
            .context("could not store a newsletter subscriber")
            .map_err(internal)?;
        Ok(inserted == 1)
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
        let rows: Vec<(Uuid, String, OffsetDateTime)> = filtered()
            .select((subs::id, subs::email, subs::subscribed_at))
            .order((subs::subscribed_at.desc(), subs::id.desc()))
            .offset(page.offset())
            .limit(page.limit())
            .load(&mut conn)
            .await
            .context("could not list newsletter subscribers")
            .map_err(internal)?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results: rows
                .into_iter()
                .map(|(id, email, subscribed_at)| Subscriber {
                    id,
                    email,
                    subscribed_at,
                })
                .collect(),
            request: page,
        })
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
