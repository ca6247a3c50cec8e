//! The shared vocabulary of the portal's domain crates: typed ids, money, dates, roles,
//! permissions and the viewer, pages of lists, throttles, and the clock, health probe,
//! file-store and throttle-log ports.
//!
//! Nothing here does input or output, and nothing here knows a framework or a database: every
//! other crate may depend on this one, and this one depends on no crate of ours.

pub mod changes;
pub mod clock;
pub mod dates;
pub mod email;
pub mod health;
pub mod ids;
pub mod link_token;
pub mod media;
pub mod money;
pub mod outbox;
pub mod page;
pub mod role;
pub mod spreadsheet;
pub mod template;
pub mod throttle;
pub mod viewer;

pub use changes::Changes;
pub use clock::{Clock, FixedClock, SchoolClock, SystemClock};
pub use email::{has_control_chars, is_email};
pub use health::{HealthProbe, ProbeFailure};
pub use ids::{
    ClassId, ClassSubjectId, EnrolmentId, ExamId, ExamPaperId, InvalidId, LessonId, LevelId,
    ParentId, SessionId, StudentId, SubjectId, TeacherId, TermId, UserId,
};
pub use media::{MediaError, MediaStore, NewFile, NoFiles, StoredFile, media_id};
pub use money::{Currency, Money, MoneyError};
pub use page::{Page, PageRequest};
pub use role::{Role, UnknownRole};
pub use throttle::{Limit, MemoryThrottleLog, Throttle, ThrottleError, ThrottleLog, Verdict};
pub use viewer::{Permission, Permissions, Scope, Viewer};
