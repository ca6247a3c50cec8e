//! Exams and their schedules (issue 15, decisions/018): an exam is a term's tests or
//! examinations over a range of dates; its schedule is papers, each a class's subject sat on a
//! date between two times, in a room, with an invigilator. The store refuses a class, an
//! invigilator or a room in two places at once; this module says who may see and change what,
//! moves an exam through its statuses, and publishes a schedule to the students and parents of
//! its classes through the `ExamNotices` port.

mod model;
mod papers;
mod ports;
mod service;

pub use model::{
    Exam, ExamFilter, ExamInput, ExamKind, ExamPaper, ExamPaperInput, ExamPaperPatch, ExamPatch,
    ExamStatus, NewExam, NewPaper, PaperClash, PaperFilter, PublishResult, Sitter, long_date,
    paper_clash_sentence,
};
pub use ports::{ExamNotices, ExamRepo, NoExamNotices, PaperRepo};
#[cfg(feature = "mock")]
pub use ports::{MockExamNotices, MockExamRepo, MockPaperRepo};
pub use service::{ExamPorts, Exams};
