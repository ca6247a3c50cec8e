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

/// The classes a viewer may see, as SQL over the parameters `$1` (scope kind) and `$2` (user
/// id), for the current session. Used as `class_id IN (...)`.
pub(crate) const VISIBLE_CLASSES: &str = "
    SELECT c.id FROM classes c WHERE $1 = 'all'
    UNION SELECT c.id FROM classes c JOIN teachers t ON t.id = c.class_teacher_id
        WHERE $1 = 'teacher' AND t.user_id = $2
    UNION SELECT cs.class_id FROM class_subjects cs JOIN teachers t ON t.id = cs.teacher_id
        WHERE $1 = 'teacher' AND t.user_id = $2
    UNION SELECT e.class_id FROM enrolments e
        JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
        JOIN students s ON s.id = e.student_id
        WHERE $1 = 'student' AND s.user_id = $2
    UNION SELECT e.class_id FROM enrolments e
        JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
        JOIN student_parents sp ON sp.student_id = e.student_id
        JOIN parents p ON p.id = sp.parent_id
        WHERE $1 = 'parent' AND p.user_id = $2";

/// The students a viewer may see, over the same `$1` and `$2`. Used as `student_id IN (...)`.
pub(crate) const VISIBLE_STUDENTS: &str = "
    SELECT s.id FROM students s WHERE $1 = 'all'
    UNION SELECT e.student_id FROM enrolments e
        JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
        WHERE $1 = 'teacher' AND e.class_id IN (
            SELECT c.id FROM classes c JOIN teachers t ON t.id = c.class_teacher_id
                WHERE t.user_id = $2
            UNION SELECT cs.class_id FROM class_subjects cs JOIN teachers t ON t.id = cs.teacher_id
                WHERE t.user_id = $2)
    UNION SELECT sp.student_id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
        WHERE $1 = 'parent' AND p.user_id = $2
    UNION SELECT s.id FROM students s WHERE $1 = 'student' AND s.user_id = $2";

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
