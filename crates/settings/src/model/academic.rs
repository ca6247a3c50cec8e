//! Grading and the marking scheme (spec §3 "Academic configuration", §9).

use serde::{Deserialize, Serialize};

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

/// Grade bands and the pass mark.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct Grading {
    pub grades: Vec<GradeBand>,
    pub pass_mark: u32,
}

impl Default for Grading {
    fn default() -> Self {
        let band = |letter: &str, min, max| GradeBand {
            letter: letter.into(),
            min,
            max,
        };
        Self {
            grades: vec![
                band("A", 70, 100),
                band("B", 60, 69),
                band("C", 50, 59),
                band("D", 45, 49),
                band("E", 40, 44),
                band("F", 0, 39),
            ],
            pass_mark: 40,
        }
    }
}

/// One grade: scores from `min` to `max`, both included, earn `letter`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct GradeBand {
    pub letter: String,
    pub min: u32,
    pub max: u32,
}

/// How a subject's 100 marks split between continuous assessment and the examination.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default, rename_all = "camelCase")]
pub struct MarkingScheme {
    pub continuous_assessment: u32,
    pub examination: u32,
    pub components: Vec<AssessmentComponent>,
}

impl Default for MarkingScheme {
    fn default() -> Self {
        let component = |name: &str, color: &str| AssessmentComponent {
            name: name.into(),
            weight: 10,
            color: color.into(),
        };
        Self {
            continuous_assessment: 30,
            examination: 70,
            components: vec![
                component("Classwork", "#3B82F6"),
                component("Homework", "#10B981"),
                component("Projects", "#F59E0B"),
            ],
        }
    }
}

/// A continuous-assessment component and the marks it carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct AssessmentComponent {
    pub name: String,
    pub weight: u32,
    pub color: String,
}

/// One period of the school day in the timetable's period template (issue 15): "Period 1",
/// 08:00-08:40, or a break. Times are `HH:MM`, 24-hour, in the school's time zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SchoolPeriod {
    pub name: String,
    pub start: String,
    pub end: String,
    /// A break or lunch: shown in the day, never offered for a lesson.
    #[serde(default)]
    pub is_break: bool,
}

/// The school day as most schools here run it: eight 40-minute periods, a short break at 10:00
/// and lunch at 12:20.
pub fn default_periods() -> Vec<SchoolPeriod> {
    let period = |name: &str, start: &str, end: &str, is_break: bool| SchoolPeriod {
        name: name.into(),
        start: start.into(),
        end: end.into(),
        is_break,
    };
    vec![
        period("Period 1", "08:00", "08:40", false),
        period("Period 2", "08:40", "09:20", false),
        period("Period 3", "09:20", "10:00", false),
        period("Break", "10:00", "10:20", true),
        period("Period 4", "10:20", "11:00", false),
        period("Period 5", "11:00", "11:40", false),
        period("Period 6", "11:40", "12:20", false),
        period("Lunch", "12:20", "13:00", true),
        period("Period 7", "13:00", "13:40", false),
        period("Period 8", "13:40", "14:20", false),
    ]
}

/// The traits report cards rate from 1 to 5 (issue 17): behaviour (affective) and skills
/// (psychomotor), seven of each by default, as the school names them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(default)]
pub struct ReportTraits {
    pub affective: Vec<String>,
    pub psychomotor: Vec<String>,
}

impl Default for ReportTraits {
    fn default() -> Self {
        let names = |list: &[&str]| list.iter().map(|n| (*n).to_owned()).collect();
        Self {
            affective: names(&[
                "Punctuality",
                "Attentiveness",
                "Neatness",
                "Politeness",
                "Honesty",
                "Relationship with others",
                "Self-control",
            ]),
            psychomotor: names(&[
                "Handwriting",
                "Verbal fluency",
                "Games",
                "Sports",
                "Handling of tools",
                "Drawing and painting",
                "Musical skills",
            ]),
        }
    }
}
