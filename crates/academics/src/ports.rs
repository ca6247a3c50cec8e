//! What the register needs from the outside: a store (`Register`) and someone who checks,
//! makes and hashes passwords (`Credentials`).

use kernel::{Page, PageRequest, Role};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    AcademicsError,
    model::{
        Class, ClassPatch, ClassSubject, Enrolment, Parent, ParentLink, ParentPatch, Session,
        SessionPatch, StructureItem, Student, StudentPatch, StudentStatus, Teacher, TeacherPatch,
        Term, TermPatch,
    },
};

/// Whose view a read is limited to (product.md §2). Adapters MUST apply it in the query, so a
/// record outside it is simply not found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Everything (admins).
    All,
    /// The classes this user (a teacher's account) is class teacher or subject teacher of in the
    /// current session, and those classes' students and parents.
    Teacher(Uuid),
    /// This user's (a parent's account) children, their classes and their other parents.
    Parent(Uuid),
    /// This user's (a student's account) own record, class and parents.
    Student(Uuid),
}

/// Which students to list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StudentFilter {
    /// Any of these classes (current session, or `session_id` when given).
    pub class_ids: Vec<Uuid>,
    pub level_ids: Vec<String>,
    pub statuses: Vec<StudentStatus>,
    /// Enrolled in this session (in `class_ids` when given).
    pub session_id: Option<String>,
    /// Taught by this teacher (record id) in the current session.
    pub teacher_id: Option<Uuid>,
    pub parent_id: Option<Uuid>,
    /// Case-insensitive, over names, admission number, username and e-mail.
    pub search: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TeacherFilter {
    /// Class teacher or subject teacher of this class.
    pub class_id: Option<Uuid>,
    pub subject_id: Option<String>,
    pub is_active: Option<bool>,
    pub search: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParentFilter {
    pub student_id: Option<Uuid>,
    pub is_active: Option<bool>,
    pub search: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClassFilter {
    pub level_ids: Vec<String>,
    pub class_teacher_id: Option<Uuid>,
    /// Class teacher or subject teacher.
    pub teacher_id: Option<Uuid>,
    pub search: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClassSubjectFilter {
    pub class_ids: Vec<Uuid>,
    pub subject_id: Option<String>,
    pub teacher_id: Option<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EnrolmentFilter {
    pub student_id: Option<Uuid>,
    pub session_id: Option<String>,
    pub class_ids: Vec<Uuid>,
}

/// A sign-in account to create with a person's record: checked, password stored hashed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login {
    pub user_id: Uuid,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password_hash: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewStudent {
    pub id: Uuid,
    pub login: Login,
    pub admission_number: String,
    pub date_of_birth: Option<time::Date>,
    pub gender: crate::model::Gender,
    pub address: String,
    pub admission_date: Option<time::Date>,
    pub status: StudentStatus,
    pub class_id: Option<Uuid>,
    pub parents: Vec<ParentLink>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTeacher {
    pub id: Uuid,
    pub login: Login,
    pub staff_number: String,
    pub phone: String,
    pub qualification: String,
    pub specialisation: String,
    pub bio: String,
    pub hire_date: Option<time::Date>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewParent {
    pub id: Uuid,
    pub login: Login,
    pub phone: String,
    pub address: String,
    pub occupation: String,
    /// (student id, relationship).
    pub children: Vec<(Uuid, String)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewClass {
    pub id: Uuid,
    pub level_id: String,
    pub arm: String,
    pub name: String,
    pub class_teacher_id: Option<Uuid>,
}

/// One student's place after promotion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Placement {
    Enrol(Uuid, Uuid),
    Graduate(Uuid),
}

/// A whole import, stored at once.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportBatch {
    pub parents: Vec<NewParent>,
    pub students: Vec<NewStudent>,
}

/// What `Register::taken` found, lower-cased.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Taken {
    pub usernames: std::collections::BTreeSet<String>,
    pub emails: std::collections::BTreeSet<String>,
    pub admission_numbers: std::collections::BTreeSet<String>,
}

/// Failures of a batch write: the index of the item that could not be stored, and why.
pub type BatchFailure = (usize, AcademicsError);

/// The register's store. Every write MUST be one transaction: all items or none. Unique
/// clashes MUST come back as `Invalid` on the clashing field (`username`, `email`,
/// `admission_number`, `staff_number`, `name`, `arm`, `subject_id`), a missing referenced record
/// as `Invalid` on its field (`class_id`, `parent_id`, `student_id`, `level_id`, `teacher_id`,
/// `class_teacher_id`, `session_id`), an unknown target as `NotFound`, and a record others still
/// depend on as `Conflict` with a sentence saying what to do.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Register: Send + Sync {
    // Structure kept by the settings.
    async fn class_levels(&self) -> Result<Vec<StructureItem>, AcademicsError>;
    async fn subjects(&self) -> Result<Vec<StructureItem>, AcademicsError>;
    async fn sessions(&self) -> Result<Vec<Session>, AcademicsError>;
    async fn update_session(&self, id: &str, patch: SessionPatch) -> Result<(), AcademicsError>;
    async fn update_term(&self, id: Uuid, patch: TermPatch) -> Result<(), AcademicsError>;
    /// Makes this term and its session the only current ones.
    async fn make_term_current(&self, id: Uuid) -> Result<(), AcademicsError>;
    /// Makes this session current, and its first term unless one of its terms already is.
    async fn make_session_current(&self, id: &str) -> Result<(), AcademicsError>;
    async fn term(&self, id: Uuid) -> Result<Option<Term>, AcademicsError>;

    // Classes and the subjects they offer.
    async fn list_classes(
        &self,
        filter: ClassFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError>;
    async fn class(&self, id: Uuid, scope: Scope) -> Result<Option<Class>, AcademicsError>;
    async fn insert_classes(&self, classes: Vec<NewClass>) -> Result<(), BatchFailure>;
    async fn update_classes(&self, changes: Vec<(Uuid, ClassPatch)>) -> Result<(), BatchFailure>;
    async fn delete_classes(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;
    async fn list_class_subjects(
        &self,
        filter: ClassSubjectFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError>;
    async fn class_subject(
        &self,
        id: Uuid,
        scope: Scope,
    ) -> Result<Option<ClassSubject>, AcademicsError>;
    async fn insert_class_subjects(
        &self,
        items: Vec<(Uuid, crate::model::ClassSubjectInput)>,
    ) -> Result<(), BatchFailure>;
    async fn update_class_subjects(
        &self,
        changes: Vec<(Uuid, Option<Uuid>)>,
    ) -> Result<(), BatchFailure>;
    async fn delete_class_subjects(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;

    // People.
    async fn list_students(
        &self,
        filter: StudentFilter,
        order: StudentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError>;
    async fn student(&self, id: Uuid, scope: Scope) -> Result<Option<Student>, AcademicsError>;
    async fn student_of_user(&self, user_id: Uuid) -> Result<Option<Student>, AcademicsError>;
    async fn insert_students(
        &self,
        students: Vec<NewStudent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deactivating (`is_active: false`) MUST also end the account's sessions.
    async fn update_students(
        &self,
        changes: Vec<(Uuid, StudentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    /// Deletes the students with their accounts.
    async fn delete_students(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;

    async fn list_teachers(
        &self,
        filter: TeacherFilter,
        order: TeacherOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError>;
    async fn teacher(&self, id: Uuid, scope: Scope) -> Result<Option<Teacher>, AcademicsError>;
    async fn teacher_of_user(&self, user_id: Uuid) -> Result<Option<Teacher>, AcademicsError>;
    async fn insert_teachers(
        &self,
        teachers: Vec<NewTeacher>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    async fn update_teachers(
        &self,
        changes: Vec<(Uuid, TeacherPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    async fn delete_teachers(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;

    async fn list_parents(
        &self,
        filter: ParentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError>;
    async fn parent(&self, id: Uuid, scope: Scope) -> Result<Option<Parent>, AcademicsError>;
    async fn parent_of_user(&self, user_id: Uuid) -> Result<Option<Parent>, AcademicsError>;
    /// Parents whose e-mail (any case) or phone is one of these, for the import.
    async fn find_parents(
        &self,
        emails: Vec<String>,
        phones: Vec<String>,
    ) -> Result<Vec<Parent>, AcademicsError>;
    async fn insert_parents(
        &self,
        parents: Vec<NewParent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    async fn update_parents(
        &self,
        changes: Vec<(Uuid, ParentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure>;
    async fn delete_parents(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;
    /// Links (or re-labels the link of) a parent and a student.
    async fn link(
        &self,
        parent_id: Uuid,
        student_id: Uuid,
        relationship: String,
    ) -> Result<(), AcademicsError>;
    /// `false` when there was no such link.
    async fn unlink(&self, parent_id: Uuid, student_id: Uuid) -> Result<bool, AcademicsError>;

    // Enrolments and promotion.
    async fn list_enrolments(
        &self,
        filter: EnrolmentFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Enrolment>, AcademicsError>;
    async fn enrolment(&self, id: Uuid, scope: Scope) -> Result<Option<Enrolment>, AcademicsError>;
    /// Puts each student (id, session, class) in that class for that session, replacing
    /// their enrolment of that session.
    async fn enrol(&self, items: Vec<(Uuid, Uuid, String, Uuid)>) -> Result<(), BatchFailure>;
    async fn delete_enrolments(&self, ids: Vec<Uuid>) -> Result<(), BatchFailure>;
    /// Ids of the students enrolled in `class_id` in `session_id`.
    async fn class_roll(
        &self,
        class_id: Uuid,
        session_id: &str,
    ) -> Result<Vec<Uuid>, AcademicsError>;
    /// Writes every placement of a promotion into `session_id` in one transaction.
    async fn promote(
        &self,
        session_id: String,
        placements: Vec<Placement>,
        at: OffsetDateTime,
    ) -> Result<(), AcademicsError>;
    /// Which of these usernames, e-mail addresses and admission numbers are already taken,
    /// lower-cased.
    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        admission_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError>;
    /// Stores a whole import in one transaction: parents first, then students with their links.
    async fn import(&self, batch: ImportBatch, at: OffsetDateTime) -> Result<(), BatchFailure>;
}

/// Passwords for the accounts the register makes. Adapted by `app` to the auth crate.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Credentials: Send + Sync {
    /// What the school's password policy says against `password` (empty: it is fine).
    async fn problems(&self, password: &str) -> Result<Vec<String>, AcademicsError>;
    /// The stored form of a password a person chose (argon2id).
    async fn hash(&self, password: &str) -> Result<String, AcademicsError>;
    /// `count` new passwords that follow the policy, each with its stored form
    /// (decisions/011).
    async fn generate(&self, count: usize) -> Result<Vec<(String, String)>, AcademicsError>;
}
