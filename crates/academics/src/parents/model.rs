//! Parents as the API shows them, their forms and filters.

use kernel::{ClassId, ParentId, StudentId, UserId};
use serde::{Deserialize, Serialize};

use crate::accounts::Login;

/// One of a parent's children, as the parent's record shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParentChild {
    pub student_id: StudentId,
    pub name: String,
    pub admission_number: String,
    pub class_id: Option<ClassId>,
    pub class_name: Option<String>,
    pub relationship: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Parent {
    pub id: ParentId,
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub is_active: bool,
    pub phone: String,
    pub address: String,
    pub occupation: String,
    pub children: Vec<ParentChild>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub initial_password: Option<String>,
    /// Only on the answer to a create: the address the welcome e-mail with a link to choose a
    /// password is going to, when one is (decisions/016).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub welcome_email: Option<String>,
}

/// A link from a parent to a child.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChildLink {
    pub student_id: StudentId,
    /// Mother, Father, Guardian...
    #[serde(default)]
    pub relationship: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ParentInput {
    pub first_name: String,
    pub last_name: String,
    /// E-mail or phone is needed; the username defaults to the e-mail, else the phone.
    pub email: String,
    pub phone: String,
    pub username: Option<String>,
    pub password: Option<String>,
    pub address: String,
    pub occupation: String,
    pub children: Vec<ChildLink>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ParentPatch {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub occupation: Option<String>,
    pub is_active: Option<bool>,
}

impl From<ParentInput> for ParentPatch {
    fn from(i: ParentInput) -> Self {
        Self {
            first_name: Some(i.first_name),
            last_name: Some(i.last_name),
            email: Some(i.email),
            phone: Some(i.phone),
            address: Some(i.address),
            occupation: Some(i.occupation),
            is_active: None,
        }
    }
}

/// A parent to store, checked, with their account and links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewParent {
    pub id: ParentId,
    pub login: Login,
    pub phone: String,
    pub address: String,
    pub occupation: String,
    pub children: Vec<ChildLink>,
}

/// The order of a parent list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ParentOrder {
    #[default]
    LastName,
    LastNameDesc,
    FirstName,
    FirstNameDesc,
}

impl ParentOrder {
    /// `last_name` or `first_name`; `-` reverses.
    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim() {
            "last_name" => Self::LastName,
            "-last_name" => Self::LastNameDesc,
            "first_name" => Self::FirstName,
            "-first_name" => Self::FirstNameDesc,
            _ => return None,
        })
    }
}

/// Which parents to list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct ParentFilter {
    pub student_id: Option<StudentId>,
    pub is_active: Option<bool>,
    pub search: Option<String>,
}
