//! Dashboards (issue 21, decisions/025): each role's school day on one screen, answered by one
//! request from a few queries. The store counts (heads, registers, invoices, sheets, messages);
//! this module decides the day (a school day or why not, the last thirty school days), turns
//! counts into rates, and shapes each role's answer. A parent's and a student's figures are
//! only ever those of their own children, chosen by the store from the viewer's account.

mod kept;
mod model;
mod ports;
mod service;

pub use model::{
    AdminDashboard, AnnouncementLine, AttendanceToday, Balance, ChildFigures, ChildRow, ClassCount,
    ClassLine, ClassMoney, Dashboard, DayRate, FeesFigures, GradeCount, LatestResult, LessonLine,
    ParentDashboard, Personal, SchoolDay, SchoolTotals, SheetCounts, StudentCounts,
    StudentDashboard, SubjectGrades, TeacherDashboard, TeacherFigures, TermLine,
};
#[cfg(feature = "mock")]
pub use ports::MockDashboardRepo;
pub use ports::{DashboardRepo, TRENDS_DAYS};
pub use service::{CALENDAR_KEPT, Dashboards, TOTALS_KEPT};
