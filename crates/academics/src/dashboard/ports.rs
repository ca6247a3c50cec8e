//! Where a dashboard's figures are counted.

use kernel::{Role, Scope, TermId, UserId};
use time::Date;

use crate::{
    AcademicsError,
    dashboard::{ChildRow, Personal, SchoolDay, SchoolTotals, TeacherFigures},
};

/// How many school days the admin's attendance chart covers.
pub const TRENDS_DAYS: usize = 30;

/// The dashboards' store (decisions/025). Each method MUST answer from a few statements the
/// connection prepares once, whatever the school's size: these are read on every sign-in.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait DashboardRepo: Send + Sync {
    /// The school's day: each class with students on this session's register and its marks on
    /// `today`; the score sheets of `term` waiting for approval; held messages; failed
    /// notifications. Read on every admin's request, so it MUST count from the registers'
    /// per-class counts, never from every student's marks.
    async fn school_day(
        &self,
        term: Option<TermId>,
        today: Date,
    ) -> Result<SchoolDay, AcademicsError>;

    /// The school's totals: students by status, active teachers and parents, `term`'s invoices
    /// and their collection by class, the school's marks on each of `days`, and the grade
    /// distribution of the published report cards of `term` (or of the latest term that has
    /// any).
    async fn school_totals(
        &self,
        term: Option<TermId>,
        days: Vec<Date>,
    ) -> Result<SchoolTotals, AcademicsError>;

    /// The teacher whose account is `user`: their lessons of `term` on `weekday` (1 Monday to
    /// 7 Sunday), the classes they teach (class teacher or subject teacher) with students and
    /// whether `today`'s register has a mark, and `term`'s score sheets of their subjects.
    async fn teacher(
        &self,
        user: UserId,
        term: TermId,
        today: Date,
        weekday: u8,
    ) -> Result<TeacherFigures, AcademicsError>;

    /// The students `scope` may see (a student their own record, a parent their children, by
    /// `kernel::Scope`'s rule), and only those: each with their class this session, its lessons
    /// of `term` on `weekday`, their marks from `from` to `today`, their latest published report
    /// card and what their invoices still ask for.
    async fn children(
        &self,
        scope: Scope,
        term: Option<TermId>,
        from: Date,
        today: Date,
        weekday: u8,
    ) -> Result<Vec<ChildRow>, AcademicsError>;

    /// The person's unread messages (none counted for an admin, whose dashboard has no such
    /// figure) and the five newest live announcements for `role`'s audience (all of them for an
    /// admin).
    async fn personal(&self, user: UserId, role: Role) -> Result<Personal, AcademicsError>;
}
