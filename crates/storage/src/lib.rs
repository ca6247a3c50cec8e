//! PostgreSQL adapters for the domain crates' ports, written with diesel-async over a deadpool
//! pool, and the embedded migrations.
//!
//! This is the only crate that knows SQL. Each domain has one repository module here that maps
//! rows to the domain's types and database errors to the domain's error variants; who may read
//! which record of the register is written once, in `visibility`.

pub mod access_repo;
pub mod announcement_repo;
pub mod auth_repo;
pub mod conversation_relations;
pub mod conversation_repo;
pub mod dashboard_repo;
pub mod database;
pub mod media_store;
pub mod newsletter_repo;
pub mod notification_repo;
pub mod payments_repo;
pub mod register;
mod schema;
pub mod settings_repo;
mod sql;
pub mod throttle_log;
pub mod visibility;

pub use access_repo::{PgAccessRepo, PgAccountDirectory};
pub use announcement_repo::PgAnnouncementRepo;
pub use auth_repo::{PgOneTimeTokens, PgSessionStore, PgUserRepo};
pub use conversation_relations::PgRelations;
pub use conversation_repo::PgConversationRepo;
pub use dashboard_repo::PgDashboardRepo;
pub use database::{Database, DatabaseOptions, migration_names, run_migrations};
pub use media_store::PgMediaStore;
pub use newsletter_repo::PgNewsletterRepo;
pub use notification_repo::{PgNotificationRepo, enqueue_in};
pub use payments_repo::{PgInvoiceRepo, PgPaymentRepo};
pub use register::{
    PgAttendanceRepo, PgCalendarRepo, PgClassRepo, PgEnrolmentRepo, PgExamRepo, PgLessonRepo,
    PgPaperRepo, PgParentRepo, PgPinRepo, PgReportRepo, PgResultRepo, PgStructureRepo,
    PgStudentRepo, PgTeacherRepo,
};
pub use settings_repo::PgSettingsRepo;
pub use throttle_log::PgThrottleLog;
