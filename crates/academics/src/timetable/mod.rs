//! The timetable (issue 15, decisions/017): lessons, each a class's subject taught by a teacher
//! in a room on a weekday between two times, for one term. The store refuses a class, a
//! teacher or a room in two places at once; this module says who may see and change what, and
//! tells a clash in a sentence that names the lesson already there.

mod model;
mod ports;
mod service;

pub(crate) use model::clock;
pub use model::{
    ClashKind, Lesson, LessonFilter, LessonInput, LessonPatch, NewLesson, Weekday, clash_sentence,
};
pub use ports::LessonRepo;
#[cfg(feature = "mock")]
pub use ports::MockLessonRepo;
pub use service::{CopyResult, Timetable};
