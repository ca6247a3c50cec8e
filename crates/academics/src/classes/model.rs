//! Classes and class subjects as the API shows them, their forms and filters.

use kernel::{ClassId, ClassSubjectId, LevelId, SubjectId, TeacherId, dates::double_option};
use serde::{Deserialize, Serialize};

/// A class arm (JSS 1A) of a class level, with its class teacher.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Class {
    pub id: ClassId,
    pub level_id: LevelId,
    pub level_name: String,
    pub arm: String,
    pub name: String,
    pub class_teacher_id: Option<TeacherId>,
    pub class_teacher_name: Option<String>,
    /// Students enrolled in it in the current session.
    pub student_count: i64,
}

/// A new class.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassInput {
    pub level_id: LevelId,
    pub arm: String,
    /// Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A".
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub class_teacher_id: Option<TeacherId>,
}

/// Changes to a class; absent fields keep their value, `null` clears the class teacher.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassPatch {
    pub level_id: Option<LevelId>,
    pub arm: Option<String>,
    pub name: Option<String>,
    #[serde(deserialize_with = "double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub class_teacher_id: Option<Option<TeacherId>>,
}

impl From<ClassInput> for ClassPatch {
    fn from(i: ClassInput) -> Self {
        Self {
            level_id: Some(i.level_id),
            arm: Some(i.arm),
            name: i.name,
            class_teacher_id: Some(i.class_teacher_id),
        }
    }
}

/// A class to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewClass {
    pub id: ClassId,
    pub level_id: LevelId,
    pub arm: String,
    pub name: String,
    pub class_teacher_id: Option<TeacherId>,
}

/// A subject a class offers, with its subject teacher.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassSubject {
    pub id: ClassSubjectId,
    pub class_id: ClassId,
    pub class_name: String,
    pub subject_id: SubjectId,
    pub subject_name: String,
    pub teacher_id: Option<TeacherId>,
    pub teacher_name: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassSubjectInput {
    pub class_id: ClassId,
    pub subject_id: SubjectId,
    #[serde(default)]
    pub teacher_id: Option<TeacherId>,
}

/// A class subject to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewClassSubject {
    pub id: ClassSubjectId,
    pub class_id: ClassId,
    pub subject_id: SubjectId,
    pub teacher_id: Option<TeacherId>,
}

/// Changes to a class subject: only its teacher changes (`null` clears it).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassSubjectPatch {
    #[serde(deserialize_with = "double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub teacher_id: Option<Option<TeacherId>>,
}

/// Which classes to list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct ClassFilter {
    pub level_ids: Vec<LevelId>,
    pub class_teacher_id: Option<TeacherId>,
    /// Class teacher or subject teacher.
    pub teacher_id: Option<TeacherId>,
    /// Case-insensitive, over the name.
    pub search: Option<String>,
}

/// Which class subjects to list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClassSubjectFilter {
    pub class_ids: Vec<ClassId>,
    pub subject_id: Option<SubjectId>,
    pub teacher_id: Option<TeacherId>,
}
