//! Students as the API shows them, their forms, filters and order.

use kernel::{
    ClassId, LevelId, ParentId, SessionId, StudentId, TeacherId, UserId,
    dates::{double_date, double_option, ymd},
};
use serde::{Deserialize, Serialize};
use time::Date;

use crate::accounts::Login;
/// Where a student stands with the school.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum StudentStatus {
    #[default]
    Active,
    Suspended,
    Withdrawn,
    Graduated,
}

impl StudentStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Suspended => "suspended",
            Self::Withdrawn => "withdrawn",
            Self::Graduated => "graduated",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim().to_ascii_lowercase().as_str() {
            "active" => Self::Active,
            "suspended" => Self::Suspended,
            "withdrawn" => Self::Withdrawn,
            "graduated" => Self::Graduated,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Gender {
    #[default]
    #[serde(rename = "")]
    Unspecified,
    Male,
    Female,
}

/// `""` (not given), `male` or `female`: written by hand because the derive drops the empty name.
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Gender {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(["", "male", "female"]))
            .description(Some("Empty when not given."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Gender {}

impl Gender {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Unspecified => "",
            Self::Male => "male",
            Self::Female => "female",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim().to_ascii_lowercase().as_str() {
            "" => Self::Unspecified,
            "male" | "m" => Self::Male,
            "female" | "f" => Self::Female,
            _ => return None,
        })
    }
}

/// One of a student's parents, as the student's record shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentParent {
    pub parent_id: ParentId,
    pub name: String,
    pub relationship: String,
    pub phone: String,
    pub email: String,
}

/// A student with their account, current class and parents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Student {
    pub id: StudentId,
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub is_active: bool,
    pub admission_number: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub date_of_birth: Option<Date>,
    pub gender: Gender,
    pub address: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub admission_date: Option<Date>,
    pub status: StudentStatus,
    /// The class of the current session's enrolment.
    pub class_id: Option<ClassId>,
    pub class_name: Option<String>,
    pub level_id: Option<LevelId>,
    pub parents: Vec<StudentParent>,
    /// Only on the answer to a create that made the password: shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub initial_password: Option<String>,
    /// Only on the answer to a create: the address the welcome e-mail with a link to choose a
    /// password is going to, when one is (decisions/016).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub welcome_email: Option<String>,
}

impl Student {
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
            .trim()
            .to_owned()
    }
}

/// A link from a student to a parent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParentLink {
    pub parent_id: ParentId,
    /// Mother, Father, Guardian...
    #[serde(default)]
    pub relationship: String,
}

/// A new student; their sign-in account is made with them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct StudentInput {
    pub admission_number: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// Defaults to the admission number.
    pub username: Option<String>,
    /// Left out, the server makes one and answers it once as `initial_password`. Either way
    /// the student changes it at first sign-in.
    pub password: Option<String>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub date_of_birth: Option<Date>,
    pub gender: Gender,
    pub address: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub admission_date: Option<Date>,
    pub status: StudentStatus,
    /// The class in the current session.
    pub class_id: Option<ClassId>,
    pub parents: Vec<ParentLink>,
}

/// Changes to a student; absent fields keep their value, `null` clears a date or the class.
/// `parents`, when given, replaces the links.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct StudentPatch {
    pub admission_number: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub date_of_birth: Option<Option<Date>>,
    pub gender: Option<Gender>,
    pub address: Option<String>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub admission_date: Option<Option<Date>>,
    pub status: Option<StudentStatus>,
    #[serde(deserialize_with = "double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<uuid::Uuid>))]
    pub class_id: Option<Option<ClassId>>,
    pub parents: Option<Vec<ParentLink>>,
    /// Deactivating ends the student's sessions.
    pub is_active: Option<bool>,
}

impl From<StudentInput> for StudentPatch {
    fn from(i: StudentInput) -> Self {
        Self {
            admission_number: Some(i.admission_number),
            first_name: Some(i.first_name),
            last_name: Some(i.last_name),
            email: Some(i.email),
            date_of_birth: Some(i.date_of_birth),
            gender: Some(i.gender),
            address: Some(i.address),
            admission_date: Some(i.admission_date),
            status: Some(i.status),
            class_id: Some(i.class_id),
            parents: Some(i.parents),
            is_active: None,
        }
    }
}

/// A student to store, checked, with their account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewStudent {
    pub id: StudentId,
    pub login: Login,
    pub admission_number: String,
    pub date_of_birth: Option<Date>,
    pub gender: Gender,
    pub address: String,
    pub admission_date: Option<Date>,
    pub status: StudentStatus,
    pub class_id: Option<ClassId>,
    pub parents: Vec<ParentLink>,
}

/// Which students to list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct StudentFilter {
    /// Any of these classes (current session, or `session_id` when given).
    pub class_ids: Vec<ClassId>,
    pub level_ids: Vec<LevelId>,
    pub statuses: Vec<StudentStatus>,
    /// Enrolled in this session (in `class_ids` when given).
    pub session_id: Option<SessionId>,
    /// Taught by this teacher in the current session.
    pub teacher_id: Option<TeacherId>,
    pub parent_id: Option<ParentId>,
    /// Case-insensitive, over names, admission number, username and e-mail.
    pub search: Option<String>,
}

/// The order of a student list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum StudentOrder {
    #[default]
    LastName,
    LastNameDesc,
    FirstName,
    FirstNameDesc,
    AdmissionNumber,
    AdmissionNumberDesc,
    AdmissionDate,
    AdmissionDateDesc,
}

impl StudentOrder {
    /// `last_name`, `first_name`, `admission_number` or `admission_date`; `-` reverses.
    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim() {
            "last_name" => Self::LastName,
            "-last_name" => Self::LastNameDesc,
            "first_name" => Self::FirstName,
            "-first_name" => Self::FirstNameDesc,
            "admission_number" => Self::AdmissionNumber,
            "-admission_number" => Self::AdmissionNumberDesc,
            "admission_date" => Self::AdmissionDate,
            "-admission_date" => Self::AdmissionDateDesc,
            _ => return None,
        })
    }
}
