//! The register's port (`academics::Register`) on PostgreSQL. Reads are SQL with every filter
//! bound as a parameter (a `NULL` or empty array means "no filter"), and the viewer's scope
//! applied in the same query, so a record outside it is simply not found (decisions/011).

mod reads;
mod writes;

use academics::{AcademicsError, Scope};
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use uuid::Uuid;

use crate::Database;

/// `academics::Register` on PostgreSQL.
#[derive(Clone)]
pub struct PgRegister {
    pub(crate) db: Database,
}

impl std::fmt::Debug for PgRegister {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgRegister").finish_non_exhaustive()
    }
}

impl PgRegister {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

pub(crate) fn internal(e: impl Into<anyhow::Error>) -> AcademicsError {
    AcademicsError::Internal(e.into())
}

/// The scope as two query parameters: its kind and the viewer's account id.
pub(crate) fn scope_binds(scope: Scope) -> (&'static str, Option<Uuid>) {
    match scope {
        Scope::All => ("all", None),
        Scope::Teacher(user) => ("teacher", Some(user)),
        Scope::Parent(user) => ("parent", Some(user)),
        Scope::Student(user) => ("student", Some(user)),
    }
}

/// The classes of the teacher whose account is `$2`: class teacher or subject teacher.
const TEACHER_CLASSES: &str =
    "SELECT c.id FROM classes c JOIN teachers t ON t.id = c.class_teacher_id
        WHERE t.user_id = $2
    UNION SELECT cs.class_id FROM class_subjects cs JOIN teachers t ON t.id = cs.teacher_id
        WHERE t.user_id = $2";

/// The children of the parent whose account is `$2`.
const PARENT_CHILDREN: &str = "SELECT sp.student_id FROM student_parents sp
    JOIN parents p ON p.id = sp.parent_id WHERE p.user_id = $2";

/// The current session's enrolments.
const CURRENT_ENROLMENTS: &str =
    "enrolments ce JOIN academic_sessions ca ON ca.id = ce.session_id AND ca.is_current";

// The scope as SQL: each function answers a condition for one kind of viewer only (the kind is
// ours, never input; the viewer's account is the parameter `$2`), so PostgreSQL plans just that
// branch. A teacher sees the classes they teach and, this session, those classes' students;
// a parent their children; a student themselves.

/// Students `s`, whose current enrolment is `e`, that the viewer may see.
pub(crate) fn students_in_scope(scope: Scope) -> String {
    match scope {
        Scope::All => "TRUE".into(),
        Scope::Teacher(_) => format!("e.class_id IN ({TEACHER_CLASSES})"),
        Scope::Parent(_) => format!("s.id IN ({PARENT_CHILDREN})"),
        Scope::Student(_) => "s.user_id = $2".into(),
    }
}

/// The ids of the students the viewer may see, as a subquery.
pub(crate) fn student_ids_in_scope(scope: Scope) -> String {
    match scope {
        Scope::All => "SELECT id FROM students".into(),
        Scope::Teacher(_) => format!(
            "SELECT ce.student_id FROM {CURRENT_ENROLMENTS} WHERE ce.class_id IN ({TEACHER_CLASSES})"
        ),
        Scope::Parent(_) => PARENT_CHILDREN.into(),
        Scope::Student(_) => "SELECT id FROM students WHERE user_id = $2".into(),
    }
}

/// Classes whose id is `column` that the viewer may see.
pub(crate) fn classes_in_scope(scope: Scope, column: &str) -> String {
    match scope {
        Scope::All => "TRUE".into(),
        Scope::Teacher(_) => format!("{column} IN ({TEACHER_CLASSES})"),
        Scope::Parent(_) | Scope::Student(_) => format!(
            "{column} IN (SELECT ce.class_id FROM {CURRENT_ENROLMENTS} WHERE ce.student_id IN ({}))",
            student_ids_in_scope(scope)
        ),
    }
}

/// Parents `p` the viewer may see: a parent themselves; a teacher or a student the parents of
/// the students they see.
pub(crate) fn parents_in_scope(scope: Scope) -> String {
    match scope {
        Scope::All => "TRUE".into(),
        Scope::Parent(_) => "p.user_id = $2".into(),
        Scope::Teacher(_) | Scope::Student(_) => format!(
            "p.id IN (SELECT sp.parent_id FROM student_parents sp WHERE sp.student_id IN ({}))",
            student_ids_in_scope(scope)
        ),
    }
}

/// Enrolments `e` the viewer may see: those of the students they see, and for a teacher
/// every enrolment in the classes they teach.
pub(crate) fn enrolments_in_scope(scope: Scope) -> String {
    match scope {
        Scope::All => "TRUE".into(),
        Scope::Teacher(_) => format!(
            "(e.class_id IN ({TEACHER_CLASSES}) OR e.student_id IN ({}))",
            student_ids_in_scope(scope)
        ),
        Scope::Parent(_) | Scope::Student(_) => {
            format!("e.student_id IN ({})", student_ids_in_scope(scope))
        }
    }
}

/// What a refused write means for the person who asked.
pub(crate) fn write_error(e: DieselError, deleting: bool) -> AcademicsError {
    let field = |name: &str, message: &str| AcademicsError::field(name, message);
    if let DieselError::DatabaseError(kind, info) = &e {
        let constraint = info.constraint_name().unwrap_or("");
        match kind {
            DatabaseErrorKind::UniqueViolation => {
                return match constraint {
                    "users_username_key" => field(
                        "username",
                        "That username is already taken. Choose another.",
                    ),
                    "users_email_key" => field(
                        "email",
                        "An account with that e-mail address already exists.",
                    ),
                    "students_admission_number" => field(
                        "admission_number",
                        "Another student has this admission number.",
                    ),
                    "teachers_staff_number" => {
                        field("staff_number", "Another teacher has this staff number.")
                    }
                    "classes_name" => field("name", "Another class has this name."),
                    "classes_level_arm" => {
                        field("arm", "This class level already has an arm with this name.")
                    }
                    "class_subjects_class_id_subject_id_key" => {
                        field("subject_id", "This class already offers this subject.")
                    }
                    _ => internal(e),
                };
            }
            DatabaseErrorKind::ForeignKeyViolation if deleting => {
                return AcademicsError::Conflict(
                    match constraint {
                        "classes_class_teacher_id_fkey" | "class_subjects_teacher_id_fkey" => {
                            "This teacher is still a class teacher or subject teacher. Give those classes and subjects to someone else first, or deactivate the teacher instead."
                        }
                        "enrolments_class_id_fkey" => {
                            "Students are enrolled in this class, this session or an earlier one. Move them to another class first; a class with history stays for the records."
                        }
                        _ => {
                            "Other records depend on this one, so it cannot be deleted. Deactivate it, or for a student set the status to withdrawn, instead."
                        }
                    }
                    .to_owned(),
                );
            }
            DatabaseErrorKind::ForeignKeyViolation => {
                return match constraint {
                    "classes_level_id_fkey" => {
                        field("level_id", "Choose one of the school's class levels.")
                    }
                    "classes_class_teacher_id_fkey" => {
                        field("class_teacher_id", "There is no such teacher.")
                    }
                    "class_subjects_class_id_fkey" | "enrolments_class_id_fkey" => {
                        field("class_id", "There is no such class.")
                    }
                    "class_subjects_subject_id_fkey" => {
                        field("subject_id", "Choose one of the school's subjects.")
                    }
                    "class_subjects_teacher_id_fkey" => {
                        field("teacher_id", "There is no such teacher.")
                    }
                    "enrolments_session_id_fkey" => {
                        field("session_id", "Choose one of the school's sessions.")
                    }
                    "student_parents_parent_id_fkey" => {
                        field("parents", "One of the parents does not exist.")
                    }
                    "student_parents_student_id_fkey" | "enrolments_student_id_fkey" => {
                        field("student_id", "There is no such student.")
                    }
                    _ => internal(e),
                };
            }
            _ => {}
        }
    }
    internal(e)
}
