//! Teachers as the API shows them, their forms, filters and order.

use kernel::{
    ClassId, ClassSubjectId, SubjectId, TeacherId, UserId,
    dates::{double_date, ymd},
};
use serde::{Deserialize, Serialize};
use time::Date;

use crate::accounts::Login;

/// A class by id and name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassRef {
    pub id: ClassId,
    pub name: String,
}

/// A subject a teacher teaches in a class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeachingRef {
    pub class_subject_id: ClassSubjectId,
    pub class_id: ClassId,
    pub class_name: String,
    pub subject_id: SubjectId,
    pub subject_name: String,
}

/// A teacher with their account, the classes they are class teacher of and what they teach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teacher {
    pub id: TeacherId,
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub is_active: bool,
    pub staff_number: String,
    pub phone: String,
    pub qualification: String,
    pub specialisation: String,
    pub bio: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub hire_date: Option<Date>,
    pub profile_picture: Option<String>,
    pub classes: Vec<ClassRef>,
    pub subjects: Vec<TeachingRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub initial_password: Option<String>,
    /// Only on the answer to a create: the address the welcome e-mail with a link to choose a
    /// password is going to, when one is (decisions/016).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub welcome_email: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct TeacherInput {
    pub staff_number: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// Defaults to the staff number.
    pub username: Option<String>,
    /// Left out, the server makes one and answers it once as `initial_password`.
    pub password: Option<String>,
    pub phone: String,
    pub qualification: String,
    pub specialisation: String,
    pub bio: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub hire_date: Option<Date>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct TeacherPatch {
    pub staff_number: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub qualification: Option<String>,
    pub specialisation: Option<String>,
    pub bio: Option<String>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub hire_date: Option<Option<Date>>,
    pub is_active: Option<bool>,
}

impl From<TeacherInput> for TeacherPatch {
    fn from(i: TeacherInput) -> Self {
        Self {
            staff_number: Some(i.staff_number),
            first_name: Some(i.first_name),
            last_name: Some(i.last_name),
            email: Some(i.email),
            phone: Some(i.phone),
            qualification: Some(i.qualification),
            specialisation: Some(i.specialisation),
            bio: Some(i.bio),
            hire_date: Some(i.hire_date),
            is_active: None,
        }
    }
}

/// What a teacher changes on their own record.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct OwnTeacherPatch {
    pub phone: Option<String>,
    pub qualification: Option<String>,
    pub specialisation: Option<String>,
    pub bio: Option<String>,
}

/// A teacher to store, checked, with their account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTeacher {
    pub id: TeacherId,
    pub login: Login,
    pub staff_number: String,
    pub phone: String,
    pub qualification: String,
    pub specialisation: String,
    pub bio: String,
    pub hire_date: Option<Date>,
}

/// Which teachers to list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct TeacherFilter {
    /// Class teacher or subject teacher of this class.
    pub class_id: Option<ClassId>,
    pub subject_id: Option<SubjectId>,
    pub is_active: Option<bool>,
    pub search: Option<String>,
}

/// The order of a teacher list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TeacherOrder {
    #[default]
    LastName,
    LastNameDesc,
    StaffNumber,
    StaffNumberDesc,
    HireDate,
    HireDateDesc,
}

impl TeacherOrder {
    /// `last_name`, `staff_number` or `hire_date`; `-` reverses.
    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim() {
            "last_name" => Self::LastName,
            "-last_name" => Self::LastNameDesc,
            "staff_number" => Self::StaffNumber,
            "-staff_number" => Self::StaffNumberDesc,
            "hire_date" => Self::HireDate,
            "-hire_date" => Self::HireDateDesc,
            _ => return None,
        })
    }
}
