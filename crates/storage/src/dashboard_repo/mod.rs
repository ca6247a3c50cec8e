//! The dashboards' store (decisions/025): a few prepared statements per dashboard, each
//! counting in the database what the screen shows. `school.rs` counts the whole school for
//! admins; `people.rs` a teacher's day and a family's children.

mod people;
mod school;

use academics::{
    AcademicsError,
    dashboard::{
        AnnouncementLine, ChildRow, DashboardRepo, Personal, SchoolDay, SchoolTotals,
        TeacherFigures,
    },
};
use diesel::{
    QueryableByName,
    sql_types::{Array, Integer, Nullable, SmallInt, Text, Timestamptz, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{Role, Scope, TermId, UserId};
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

/// Class `c` has an active student on this session's register: the classes whose register is
/// owed each school day, for the admin's and the teacher's "not marked".
const ON_THE_REGISTER: &str = "EXISTS (
    SELECT 1 FROM enrolments e
    JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
    JOIN students s ON s.id = e.student_id AND s.status = 'active'
    WHERE e.class_id = c.id)";

/// A count as the dashboards carry it.
fn count(n: i32) -> u32 {
    n.unsigned_abs()
}

/// The person's unread count beside each of their newest announcements (one row with no
/// announcement when there is none).
#[derive(QueryableByName)]
struct PersonalRow {
    #[diesel(sql_type = Integer)]
    unread: i32,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    title: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    content: Option<String>,
    #[diesel(sql_type = Nullable<SmallInt>)]
    priority: Option<i16>,
    #[diesel(sql_type = Nullable<Text>)]
    target_audience: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    created_by_name: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    created_at: Option<OffsetDateTime>,
}

/// Unread: messages delivered to the person after they last read each conversation, as the
/// inbox counts them. An admin's dashboard shows no unread count (their conversations are on
/// the messages screen), so it is not counted for them.
const UNREAD: &str = "(SELECT count(*) FROM conversations c
     JOIN messages u ON u.conversation_id = c.id
     WHERE (c.user_a = $1 OR c.user_b = $1)
       AND u.state = 'delivered' AND u.sender_id <> $1
       AND u.delivered_at > coalesce(
           CASE WHEN c.user_a = $1 THEN c.read_a ELSE c.read_b END, '-infinity'))";
const NOT_COUNTED: &str = "0";

#[async_trait::async_trait]
impl DashboardRepo for PgDashboardRepo {
    async fn school_day(
        &self,
        term: Option<TermId>,
        today: Date,
    ) -> Result<SchoolDay, AcademicsError> {
        school::day(&self.db, term, today).await
    }

    async fn school_totals(
        &self,
        term: Option<TermId>,
        days: Vec<Date>,
    ) -> Result<SchoolTotals, AcademicsError> {
        school::totals(&self.db, term, days).await
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
        scope: Scope,
        term: Option<TermId>,
        from: Date,
        today: Date,
        weekday: u8,
    ) -> Result<Vec<ChildRow>, AcademicsError> {
        people::children(&self.db, scope, term, from, today, weekday).await
    }

    async fn personal(&self, user: UserId, role: Role) -> Result<Personal, AcademicsError> {
        let audiences: Vec<&str> = match role {
            Role::Admin => vec!["ALL", "STUDENTS", "TEACHERS", "PARENTS"],
            Role::Student => vec!["ALL", "STUDENTS"],
            Role::Teacher => vec!["ALL", "TEACHERS"],
            Role::Parent => vec!["ALL", "PARENTS"],
        };
        let unread = if role == Role::Admin {
            NOT_COUNTED
        } else {
            UNREAD
        };
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<PersonalRow> = prepared!(
            format!(
                "SELECT coalesce({unread}, 0)::integer AS unread, a.id, a.title, a.content,
                        a.priority, a.target_audience, a.created_by_name, a.created_at
                 FROM (SELECT 1) one
                 LEFT JOIN LATERAL (
                     SELECT id, title, content, priority, target_audience, created_by_name,
                            created_at
                     FROM announcements
                     WHERE is_active AND target_audience = ANY($2)
                       AND (expires_at IS NULL OR expires_at > now())
                     ORDER BY priority DESC, created_at DESC, id
                     LIMIT 5
                 ) a ON true
                 ORDER BY a.priority DESC, a.created_at DESC, a.id"
            ),
            SqlUuid => user.into_uuid(),
            Array<Text> => audiences,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(Personal {
            unread_messages: <[PersonalRow]>::first(&rows).map_or(0, |r| count(r.unread)),
            announcements: rows
                .into_iter()
                .filter_map(|r| {
                    Some(AnnouncementLine {
                        id: r.id?,
                        title: r.title?,
                        content: r.content?,
                        priority: match r.priority? {
                            3 => "HIGH",
                            1 => "LOW",
                            _ => "MEDIUM",
                        }
                        .to_owned(),
                        target_audience: r.target_audience?,
                        created_by_name: r.created_by_name?,
                        created_at: r.created_at?,
                    })
                })
                .collect(),
        })
    }
}
