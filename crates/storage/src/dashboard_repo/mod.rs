//! The dashboards' store (decisions/025): a few prepared statements per dashboard, each
//! counting in the database what the screen shows. `school.rs` counts the whole school for
//! admins; `people.rs` a teacher's day and a family's children.

mod people;
mod school;

use academics::{
    AcademicsError,
    dashboard::{
        AnnouncementLine, ChildRow, DashboardRepo, Personal, SchoolFigures, SchoolTrends,
        TeacherFigures,
    },
};
use diesel::{
    QueryableByName,
    sql_types::{Array, Integer, SmallInt, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{Role, TermId, UserId};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

use crate::{Database, register::internal, sql::prepared};

/// The dashboards' counts, read from PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgDashboardRepo {
    db: Database,
}

impl PgDashboardRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// A count as the dashboards carry it.
fn count(n: i32) -> u32 {
    n.unsigned_abs()
}

#[derive(QueryableByName)]
struct AnnouncementRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Text)]
    content: String,
    #[diesel(sql_type = SmallInt)]
    priority: i16,
    #[diesel(sql_type = Text)]
    target_audience: String,
    #[diesel(sql_type = Text)]
    created_by_name: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: OffsetDateTime,
}

#[derive(QueryableByName)]
struct UnreadRow {
    #[diesel(sql_type = Integer)]
    unread: i32,
}

#[async_trait::async_trait]
impl DashboardRepo for PgDashboardRepo {
    async fn school(
        &self,
        term: Option<TermId>,
        today: Date,
    ) -> Result<SchoolFigures, AcademicsError> {
        school::figures(&self.db, term, today).await
    }

    async fn trends(
        &self,
        term: Option<TermId>,
        days: Vec<Date>,
    ) -> Result<SchoolTrends, AcademicsError> {
        school::trends(&self.db, term, days).await
    }

    async fn teacher(
        &self,
        user: UserId,
        term: TermId,
        today: Date,
        weekday: u8,
    ) -> Result<TeacherFigures, AcademicsError> {
        people::teacher(&self.db, user, term, today, weekday).await
    }

    async fn children(
        &self,
        user: UserId,
        role: Role,
        term: Option<TermId>,
        from: Date,
        today: Date,
        weekday: u8,
    ) -> Result<Vec<ChildRow>, AcademicsError> {
        people::children(&self.db, user, role, term, from, today, weekday).await
    }

    async fn personal(&self, user: UserId, role: Role) -> Result<Personal, AcademicsError> {
        let audiences: Vec<&str> = match role {
            Role::Admin => vec!["ALL", "STUDENTS", "TEACHERS", "PARENTS"],
            Role::Student => vec!["ALL", "STUDENTS"],
            Role::Teacher => vec!["ALL", "TEACHERS"],
            Role::Parent => vec!["ALL", "PARENTS"],
        };
        let mut conn = self.db.conn().await.map_err(internal)?;
        // An admin's dashboard shows no unread count (their conversations are on the messages
        // screen), so it is not counted for them.
        // Unread: messages delivered to the person after they last read each conversation, as
        // the inbox counts them.
        let unread = if role == Role::Admin {
            UnreadRow { unread: 0 }
        } else {
            prepared!(
                "SELECT count(*)::integer AS unread
             FROM conversations c
             JOIN messages u ON u.conversation_id = c.id
             WHERE (c.user_a = $1 OR c.user_b = $1)
               AND u.state = 'delivered' AND u.sender_id <> $1
               AND u.delivered_at > coalesce(
                   CASE WHEN c.user_a = $1 THEN c.read_a ELSE c.read_b END, '-infinity')",
                SqlUuid => user.into_uuid(),
            )
            .get_result(&mut conn)
            .await
            .map_err(internal)?
        };
        let rows: Vec<AnnouncementRow> = prepared!(
            "SELECT id, title, content, priority, target_audience, created_by_name, created_at
             FROM announcements
             WHERE is_active AND target_audience = ANY($1)
               AND (expires_at IS NULL OR expires_at > now())
             ORDER BY priority DESC, created_at DESC, id
             LIMIT 5",
            Array<Text> => audiences,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(Personal {
            unread_messages: count(unread.unread),
            announcements: rows
                .into_iter()
                .map(|r| AnnouncementLine {
                    id: r.id,
                    title: r.title,
                    content: r.content,
                    priority: match r.priority {
                        3 => "HIGH",
                        1 => "LOW",
                        _ => "MEDIUM",
                    }
                    .to_owned(),
                    target_audience: r.target_audience,
                    created_by_name: r.created_by_name,
                    created_at: r.created_at,
                })
                .collect(),
        })
    }
}
