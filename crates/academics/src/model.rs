//! The register's records as the API shows them, and the forms that create and change them.

use serde::{Deserialize, Serialize};
use time::Date;
use uuid::Uuid;

use crate::dates::{double_date, double_option, ymd};

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

/// A class arm (JSS 1A) of a class level, with its class teacher.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Class {
    pub id: Uuid,
    pub level_id: String,
    pub level_name: String,
    pub arm: String,
    pub name: String,
    pub class_teacher_id: Option<Uuid>,
    pub class_teacher_name: Option<String>,
    /// Students enrolled in it in the current session.
    pub student_count: i64,
}

/// A new class.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassInput {
    pub level_id: String,
    pub arm: String,
    /// Defaults to the level's name and the arm: "JSS 1" and "A" give "JSS 1A".
    pub name: Option<String>,
    pub class_teacher_id: Option<Uuid>,
}

/// Changes to a class; absent fields keep their value, `null` clears the class teacher.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassPatch {
    pub level_id: Option<String>,
    pub arm: Option<String>,
    pub name: Option<String>,
    #[serde(deserialize_with = "double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Uuid>))]
    pub class_teacher_id: Option<Option<Uuid>>,
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

/// A subject a class offers, with its subject teacher.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassSubject {
    pub id: Uuid,
    pub class_id: Uuid,
    pub class_name: String,
    pub subject_id: String,
    pub subject_name: String,
    pub teacher_id: Option<Uuid>,
    pub teacher_name: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassSubjectInput {
    pub class_id: Uuid,
    pub subject_id: String,
    pub teacher_id: Option<Uuid>,
}

/// Changes to a class subject: only its teacher changes (`null` clears it).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ClassSubjectPatch {
    #[serde(deserialize_with = "double_option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Uuid>))]
    pub teacher_id: Option<Option<Uuid>>,
}

/// One of a student's parents, as the student's record shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StudentParent {
    pub parent_id: Uuid,
    pub name: String,
    pub relationship: String,
    pub phone: String,
    pub email: String,
}

/// A student with their account, current class and parents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Student {
    pub id: Uuid,
    pub user_id: Uuid,
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
    pub class_id: Option<Uuid>,
    pub class_name: Option<String>,
    pub level_id: Option<String>,
    pub parents: Vec<StudentParent>,
    /// Only on the answer to a create that made the password: shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub initial_password: Option<String>,
}

/// A link from a student to a parent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ParentLink {
    pub parent_id: Uuid,
    /// Mother, Father, Guardian...
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
    pub class_id: Option<Uuid>,
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
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Uuid>))]
    pub class_id: Option<Option<Uuid>>,
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

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClassRef {
    pub id: Uuid,
    pub name: String,
}

/// A subject a teacher teaches in a class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeachingRef {
    pub class_subject_id: Uuid,
    pub class_id: Uuid,
    pub class_name: String,
    pub subject_id: String,
    pub subject_name: String,
}

/// A teacher with their account, the classes they are class teacher of and what they teach.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Teacher {
    pub id: Uuid,
    pub user_id: Uuid,
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

/// One of a parent's children, as the parent's record shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParentChild {
    pub student_id: Uuid,
    pub name: String,
    pub admission_number: String,
    pub class_id: Option<Uuid>,
    pub class_name: Option<String>,
    pub relationship: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Parent {
    pub id: Uuid,
    pub user_id: Uuid,
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
}

/// A link from a parent to a child.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct ChildLink {
    pub student_id: Uuid,
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

/// A student's class in a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Enrolment {
    pub id: Uuid,
    pub student_id: Uuid,
    pub student_name: String,
    pub admission_number: String,
    pub session_id: String,
    pub class_id: Uuid,
    pub class_name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct EnrolmentInput {
    pub student_id: Uuid,
    pub session_id: String,
    pub class_id: Uuid,
}

/// A class level or a subject (kept in the settings' Academic tab).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StructureItem {
    pub id: String,
    pub name: String,
    pub position: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Term {
    pub id: Uuid,
    pub session_id: String,
    pub name: String,
    pub position: i32,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub next_term_begins: Option<Date>,
    pub is_current: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Session {
    pub id: String,
    pub name: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    pub is_current: bool,
    pub terms: Vec<Term>,
}

/// A session's dates; absent keeps, `null` clears.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct SessionPatch {
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Option<Date>>,
}

/// A term's dates; absent keeps, `null` clears.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct TermPatch {
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub next_term_begins: Option<Option<Date>>,
}

/// End of session for one class: everyone not listed is promoted into `to_class_id`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct PromoteRequest {
    /// The session the students move into (not the current one).
    pub to_session_id: String,
    pub to_class_id: Option<Uuid>,
    /// Students who stay at their level, enrolled in `repeat_class_id` (default: this class).
    pub repeat: Vec<Uuid>,
    pub repeat_class_id: Option<Uuid>,
    /// Students who leave as graduates: status graduated, no new enrolment.
    pub graduate: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PromoteResult {
    pub promoted: u32,
    pub repeated: u32,
    pub graduated: u32,
}

/// A generated password, for the sign-in slips of an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Credential {
    /// `student` or `parent`.
    pub role: String,
    pub name: String,
    pub username: String,
    pub password: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ImportResult {
    pub students_created: u32,
    pub parents_created: u32,
    pub parents_matched: u32,
    /// The generated passwords, shown once.
    pub credentials: Vec<Credential>,
}

/// The role block of a signed-in user's profile (spec §3 `student_data`, `teacher_data`,
/// `parent_data`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleBlock {
    Student(Student),
    Teacher(Teacher),
    Parent(Parent),
}
