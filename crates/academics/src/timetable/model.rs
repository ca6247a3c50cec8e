//! Lessons as the API shows them, their forms and filters, and the sentence a clash gets.

use kernel::{ClassId, ClassSubjectId, LessonId, SubjectId, TeacherId, TermId, dates::hm};
use serde::{Deserialize, Serialize};
use time::Time;

/// A day of the school week (ISO: Monday is 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    pub const ALL: [Weekday; 7] = [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ];

    /// 1 for Monday to 7 for Sunday, as the store keeps it.
    pub fn iso(self) -> i16 {
        match self {
            Weekday::Monday => 1,
            Weekday::Tuesday => 2,
            Weekday::Wednesday => 3,
            Weekday::Thursday => 4,
            Weekday::Friday => 5,
            Weekday::Saturday => 6,
            Weekday::Sunday => 7,
        }
    }

    pub fn from_iso(day: i16) -> Option<Self> {
        Self::ALL.into_iter().find(|d| d.iso() == day)
    }

    /// The day's name in a sentence: "Monday".
    pub fn name(self) -> &'static str {
        match self {
            Weekday::Monday => "Monday",
            Weekday::Tuesday => "Tuesday",
            Weekday::Wednesday => "Wednesday",
            Weekday::Thursday => "Thursday",
            Weekday::Friday => "Friday",
            Weekday::Saturday => "Saturday",
            Weekday::Sunday => "Sunday",
        }
    }
}

/// One slot of a class's timetable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Lesson {
    pub id: LessonId,
    pub term_id: TermId,
    pub class_id: ClassId,
    pub class_name: String,
    pub class_subject_id: ClassSubjectId,
    pub subject_id: SubjectId,
    pub subject_name: String,
    pub teacher_id: Option<TeacherId>,
    pub teacher_name: Option<String>,
    pub weekday: Weekday,
    /// `HH:MM`, 24-hour, in the school's time zone.
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "08:00"))]
    pub start_time: Time,
    /// `HH:MM`; the lesson ends before this minute starts.
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "08:40"))]
    pub end_time: Time,
    /// Empty when the class stays in its own room.
    pub room: String,
}

/// A new lesson.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LessonInput {
    /// Defaults to the current term.
    #[serde(default)]
    pub term_id: Option<TermId>,
    /// The subject as the class offers it (its class comes with it).
    pub class_subject_id: ClassSubjectId,
    /// Defaults to the class subject's teacher.
    #[serde(default)]
    pub teacher_id: Option<TeacherId>,
    pub weekday: Weekday,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "08:00"))]
    pub start_time: Time,
    #[serde(with = "hm")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "08:40"))]
    pub end_time: Time,
    #[serde(default)]
    pub room: String,
}

/// Changes to a lesson; absent fields keep their value, `teacher_id: null` clears the teacher.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct LessonPatch {
    pub class_subject_id: Option<ClassSubjectId>,
    #[serde(deserialize_with = "kernel::dates::double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub teacher_id: Option<Option<TeacherId>>,
    pub weekday: Option<Weekday>,
    #[serde(with = "hm::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, example = "08:00"))]
    pub start_time: Option<Time>,
    #[serde(with = "hm::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, example = "08:40"))]
    pub end_time: Option<Time>,
    pub room: Option<String>,
}

/// A lesson to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewLesson {
    pub id: LessonId,
    pub term_id: TermId,
    pub class_id: ClassId,
    pub class_subject_id: ClassSubjectId,
    pub teacher_id: Option<TeacherId>,
    pub weekday: Weekday,
    pub start_time: Time,
    pub end_time: Time,
    pub room: String,
}

/// Which lessons to list: one term's (the current one by default).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LessonFilter {
    pub term_id: Option<TermId>,
    pub class_id: Option<ClassId>,
    pub teacher_id: Option<TeacherId>,
    /// Case-insensitive, the whole name.
    pub room: Option<String>,
    pub weekday: Option<Weekday>,
}

/// What a new or changed lesson clashes over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClashKind {
    /// The class already has a lesson then.
    Class,
    /// The teacher already teaches then.
    Teacher,
    /// The room is already in use then.
    Room,
}

/// The sentence a clash gets, naming the lesson already there: "Emeka Nwosu already teaches
/// JSS 2B Mathematics on Monday 08:40-09:20."
pub fn clash_sentence(kind: ClashKind, there: &Lesson) -> String {
    let when = format!(
        "{} {}-{}",
        there.weekday.name(),
        clock(there.start_time),
        clock(there.end_time)
    );
    let what = format!("{} {}", there.class_name, there.subject_name);
    let teacher = there.teacher_name.as_deref().unwrap_or("A teacher");
    let sentence = match kind {
        ClashKind::Class => format!(
            "{} already has {} on {when}.",
            there.class_name, there.subject_name
        ),
        ClashKind::Teacher => format!("{teacher} already teaches {what} on {when}."),
        ClashKind::Room => format!("{} is already in use for {what} on {when}.", there.room),
    };
    format!("{sentence} Choose another time, or change that lesson first.")
}

/// `08:40`.
pub(crate) fn clock(t: Time) -> String {
    format!("{:02}:{:02}", t.hour(), t.minute())
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::time;

    fn maths() -> Lesson {
        Lesson {
            id: LessonId::generate(),
            term_id: TermId::generate(),
            class_id: ClassId::generate(),
            class_name: "JSS 2B".into(),
            class_subject_id: ClassSubjectId::generate(),
            subject_id: "mathematics".parse().unwrap(),
            subject_name: "Mathematics".into(),
            teacher_id: Some(TeacherId::generate()),
            teacher_name: Some("Mr Nwosu".into()),
            weekday: Weekday::Monday,
            start_time: time!(08:40),
            end_time: time!(09:20),
            room: "Lab 1".into(),
        }
    }

    #[test]
    fn a_clash_names_the_lesson_already_there() {
        assert_eq!(
            clash_sentence(ClashKind::Teacher, &maths()),
            "Mr Nwosu already teaches JSS 2B Mathematics on Monday 08:40-09:20. Choose another \
             time, or change that lesson first."
        );
        assert_eq!(
            clash_sentence(ClashKind::Class, &maths()),
            "JSS 2B already has Mathematics on Monday 08:40-09:20. Choose another time, or \
             change that lesson first."
        );
        assert_eq!(
            clash_sentence(ClashKind::Room, &maths()),
            "Lab 1 is already in use for JSS 2B Mathematics on Monday 08:40-09:20. Choose \
             another time, or change that lesson first."
        );
    }

    #[test]
    fn weekdays_go_by_their_iso_numbers_and_names_in_json() {
        for day in Weekday::ALL {
            assert_eq!(Weekday::from_iso(day.iso()), Some(day));
        }
        assert_eq!(Weekday::from_iso(0), None);
        assert_eq!(
            serde_json::to_string(&Weekday::Wednesday).unwrap(),
            "\"wednesday\""
        );
    }
}
