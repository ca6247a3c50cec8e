//! The catalogue's records and forms.

use kernel::{LevelId, SubjectId};
use serde::{Deserialize, Serialize};

/// A class level, in the school's order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassLevel {
    pub id: LevelId,
    pub name: String,
    /// Lower comes first: Grade 1 before Grade 2.
    pub position: i32,
}

/// A subject the school teaches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Subject {
    pub id: SubjectId,
    pub name: String,
    pub position: i32,
}

/// A new class level. The id defaults to the name in lower case with dashes (`jss-1`); the
/// position to after the last level.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct LevelInput {
    pub id: Option<LevelId>,
    pub name: String,
    pub position: Option<i32>,
}

/// Changes to a class level; absent fields keep their value.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct LevelPatch {
    pub name: Option<String>,
    pub position: Option<i32>,
}

/// A new subject; the id defaults to the name in lower case with dashes (`basic-science`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct SubjectInput {
    pub id: Option<SubjectId>,
    pub name: String,
    pub position: Option<i32>,
}

/// Changes to a subject; absent fields keep their value.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct SubjectPatch {
    pub name: Option<String>,
    pub position: Option<i32>,
}

impl From<LevelInput> for LevelPatch {
    fn from(i: LevelInput) -> Self {
        Self {
            name: Some(i.name),
            position: i.position,
        }
    }
}

impl From<SubjectInput> for SubjectPatch {
    fn from(i: SubjectInput) -> Self {
        Self {
            name: Some(i.name),
            position: i.position,
        }
    }
}
