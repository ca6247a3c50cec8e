//! Exams and their papers as the API shows them, their forms and filters, and the sentence a
//! clash gets.

use kernel::{
    ClassId, ClassSubjectId, ExamId, ExamPaperId, SubjectId, TeacherId, TermId, UserId,
    dates::{hm, ymd},
};
use serde::{Deserialize, Serialize};
use time::{Date, Time};

use crate::timetable::clock;

/// A class test or the term's examination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ExamKind {
    Test,
    Exam,
}

impl ExamKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ExamKind::Test => "test",
            ExamKind::Exam => "exam",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        [ExamKind::Test, ExamKind::Exam]
            .into_iter()
            .find(|k| k.as_str() == value)
    }
}

/// Where an exam is in its life: drafted by the office, scheduled (published to the students
/// and parents of its classes), being sat, done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ExamStatus {
    Draft,
    Scheduled,
    InProgress,
    Completed,
}

impl ExamStatus {
    pub const ALL: [ExamStatus; 4] = [
        ExamStatus::Draft,
        ExamStatus::Scheduled,
        ExamStatus::InProgress,
        ExamStatus::Completed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ExamStatus::Draft => "draft",
            ExamStatus::Scheduled => "scheduled",
            ExamStatus::InProgress => "in_progress",
            ExamStatus::Completed => "completed",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == value)
    }

    /// Whether an admin may move an exam from `self` to `to` by changing its status. A draft
    /// becomes scheduled only by publishing (which tells the students and parents), so that
    /// move is not one of these.
    pub fn may_become(self, to: ExamStatus) -> Result<(), &'static str> {
        use ExamStatus::*;
        match (self, to) {
            (a, b) if a == b => Ok(()),
            (Draft, Scheduled) => Err(
                "Publish the schedule to make the exam scheduled, so its students and parents \
                 are told.",
            ),
            (Draft, InProgress | Completed) => {
                Err("Publish the schedule first; a draft exam has not been announced.")
            }
            (Scheduled, Draft | InProgress) => Ok(()),
            (Scheduled, Completed) => Err("Start the exam (in progress) before completing it."),
            (InProgress, Scheduled | Completed) => Ok(()),
            (InProgress, Draft) => {
                Err("An exam being sat cannot go back to draft. Set it back to scheduled first.")
            }
            (Completed, InProgress) => Ok(()),
            (Completed, _) => Err("A completed exam can only be reopened (in progress)."),
            _ => Err("That status change is not possible."),
        }
    }
}

/// An exam: a term's tests or examinations, sat over a range of dates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Exam {
    pub id: ExamId,
    pub name: String,
    pub term_id: TermId,
    /// "First Term 2026/2027".
    pub term_name: String,
    pub kind: ExamKind,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub start_date: Date,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub end_date: Date,
    pub status: ExamStatus,
    /// How many papers its schedule has.
    pub papers: u32,
}

/// A new exam.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExamInput {
    pub name: String,
    /// Defaults to the current term.
    #[serde(default)]
    pub term_id: Option<TermId>,
    pub kind: ExamKind,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub start_date: Date,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub end_date: Date,
}

/// Changes to an exam; absent fields keep their value.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ExamPatch {
    pub name: Option<String>,
    pub kind: Option<ExamKind>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    /// Draft to scheduled is by publishing only.
    pub status: Option<ExamStatus>,
}

/// An exam to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewExam {
    pub id: ExamId,
    pub term_id: TermId,
    pub name: String,
    pub kind: ExamKind,
    pub start_date: Date,
    pub end_date: Date,
    pub status: ExamStatus,
}

/// Which exams to list, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExamFilter {
    pub term_id: Option<TermId>,
    pub status: Option<ExamStatus>,
    pub kind: Option<ExamKind>,
}

/// What publishing an exam's schedule did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PublishResult {
    pub exam: Exam,
    /// How many messages were written to the outbox.
    pub messages: u32,
    pub detail: String,
}

/// One paper of an exam's schedule: a class sits a subject on a date between two times.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExamPaper {
    pub id: ExamPaperId,
    pub exam_id: ExamId,
    pub exam_name: String,
    pub exam_status: ExamStatus,
    pub class_id: ClassId,
    pub class_name: String,
    pub class_subject_id: ClassSubjectId,
    pub subject_id: SubjectId,
    pub subject_name: String,
    pub invigilator_id: Option<TeacherId>,
    pub invigilator_name: Option<String>,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "09:00"))]
    pub start_time: Time,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "11:00"))]
    pub end_time: Time,
    /// Empty when the class sits it in its own room.
    pub room: String,
}

/// A new paper.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExamPaperInput {
    pub exam_id: ExamId,
    /// The subject as the class offers it (its class comes with it).
    pub class_subject_id: ClassSubjectId,
    /// Absent: the subject's teacher; `null`: nobody yet.
    #[serde(default, deserialize_with = "kernel::dates::double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub invigilator_id: Option<Option<TeacherId>>,
    #[serde(with = "ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub date: Date,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "09:00"))]
    pub start_time: Time,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "11:00"))]
    pub end_time: Time,
    #[serde(default)]
    pub room: String,
}

/// Changes to a paper; absent fields keep their value, `invigilator_id: null` clears it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ExamPaperPatch {
    pub class_subject_id: Option<ClassSubjectId>,
    #[serde(deserialize_with = "kernel::dates::double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub invigilator_id: Option<Option<TeacherId>>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub date: Option<Date>,
    #[serde(with = "hm::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, example = "09:00"))]
    pub start_time: Option<Time>,
    #[serde(with = "hm::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, example = "11:00"))]
    pub end_time: Option<Time>,
    pub room: Option<String>,
}

/// A paper to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPaper {
    pub id: ExamPaperId,
    pub exam_id: ExamId,
    pub class_id: ClassId,
    pub class_subject_id: ClassSubjectId,
    pub invigilator_id: Option<TeacherId>,
    pub date: Date,
    pub start_time: Time,
    pub end_time: Time,
    pub room: String,
}

/// Which papers to list, by date, start time and class.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PaperFilter {
    pub exam_id: Option<ExamId>,
    pub class_id: Option<ClassId>,
    pub invigilator_id: Option<TeacherId>,
    /// On or after this date.
    pub from: Option<Date>,
    /// On or before this date.
    pub to: Option<Date>,
}

/// Someone a published schedule is for: a student of a class that sits the exam, or one of
/// that student's parents. A parent with children in two classes is here once per class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sitter {
    pub class_id: ClassId,
    pub class_name: String,
    pub user_id: UserId,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub wants_email: bool,
    pub wants_sms: bool,
    /// A parent (whose page is the parent's dashboard), not the student.
    pub is_parent: bool,
}

/// What a new or changed paper clashes over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaperClash {
    /// The class already sits a paper then.
    Class,
    /// The invigilator already watches a paper then.
    Invigilator,
    /// The room is already in use then.
    Room,
}

/// "Monday 7 December 2026".
pub fn long_date(date: Date) -> String {
    format!(
        "{} {} {} {}",
        date.weekday(),
        date.day(),
        date.month(),
        date.year()
    )
}

/// The sentence a clash gets, naming the paper already there: "Emeka Nwosu already invigilates
/// JSS 2B Mathematics on Monday 7 December 2026 09:00-11:00."
pub fn paper_clash_sentence(kind: PaperClash, there: &ExamPaper) -> String {
    let when = format!(
        "{} {}-{}",
        long_date(there.date),
        clock(there.start_time),
        clock(there.end_time)
    );
    let what = format!("{} {}", there.class_name, there.subject_name);
    let sentence = match kind {
        PaperClash::Class => format!(
            "{} already sits {} on {when}.",
            there.class_name, there.subject_name
        ),
        PaperClash::Invigilator => format!(
            "{} already invigilates {what} on {when}.",
            there
                .invigilator_name
                .as_deref()
                .unwrap_or("The invigilator")
        ),
        PaperClash::Room => format!("{} is already in use for {what} on {when}.", there.room),
    };
    format!("{sentence} Choose another time, or change that paper first.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::{date, time};

    fn paper() -> ExamPaper {
        ExamPaper {
            id: ExamPaperId::generate(),
            exam_id: ExamId::generate(),
            exam_name: "First Term Examination".into(),
            exam_status: ExamStatus::Draft,
            class_id: ClassId::generate(),
            class_name: "JSS 2B".into(),
            class_subject_id: ClassSubjectId::generate(),
            subject_id: "mathematics".parse().unwrap(),
            subject_name: "Mathematics".into(),
            invigilator_id: Some(TeacherId::generate()),
            invigilator_name: Some("Emeka Nwosu".into()),
            date: date!(2026 - 12 - 07),
            start_time: time!(09:00),
            end_time: time!(11:00),
            room: "Hall A".into(),
        }
    }

    #[test]
    fn a_clash_names_the_paper_already_there() {
        assert_eq!(
            paper_clash_sentence(PaperClash::Invigilator, &paper()),
            "Emeka Nwosu already invigilates JSS 2B Mathematics on Monday 7 December 2026 \
             09:00-11:00. Choose another time, or change that paper first."
        );
        assert_eq!(
            paper_clash_sentence(PaperClash::Class, &paper()),
            "JSS 2B already sits Mathematics on Monday 7 December 2026 09:00-11:00. Choose \
             another time, or change that paper first."
        );
        assert_eq!(
            paper_clash_sentence(PaperClash::Room, &paper()),
            "Hall A is already in use for JSS 2B Mathematics on Monday 7 December 2026 \
             09:00-11:00. Choose another time, or change that paper first."
        );
    }

    #[test]
    fn a_draft_is_scheduled_only_by_publishing() {
        use ExamStatus::*;
        assert!(Draft.may_become(Scheduled).is_err());
        assert!(Draft.may_become(Completed).is_err());
        assert!(Scheduled.may_become(Draft).is_ok());
        assert!(Scheduled.may_become(InProgress).is_ok());
        assert!(Scheduled.may_become(Completed).is_err());
        assert!(InProgress.may_become(Completed).is_ok());
        assert!(InProgress.may_become(Draft).is_err());
        assert!(Completed.may_become(InProgress).is_ok());
        assert!(Completed.may_become(Draft).is_err());
        for s in ExamStatus::ALL {
            assert!(s.may_become(s).is_ok());
            assert_eq!(ExamStatus::parse(s.as_str()), Some(s));
        }
        assert_eq!(
            serde_json::to_string(&InProgress).unwrap(),
            "\"in_progress\""
        );
    }
}
