//! What a refused write means for the person who asked: the database's constraint names (see
//! `migrations/`) mapped to the domain's errors, as the ports' documentation asks.

use academics::{AcademicsError, BatchFailure};
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::internal;

/// Why a batch transaction stopped: an item the database refused, or the database itself.
pub(crate) enum Abort {
    Item(usize, AcademicsError),
    Db(DieselError),
}

impl From<DieselError> for Abort {
    fn from(e: DieselError) -> Self {
        Abort::Db(e)
    }
}

impl Abort {
    pub(crate) fn into_failure(self) -> BatchFailure {
        match self {
            Abort::Item(i, e) => (i, e),
            Abort::Db(e) => (0, internal(e)),
        }
    }
}

/// Why a transaction over items stopped: the database's error at an item, or a refusal of one.
pub(crate) enum Stop {
    Db(usize, DieselError),
    Refused(usize, AcademicsError),
}

impl From<DieselError> for Stop {
    fn from(e: DieselError) -> Self {
        Stop::Db(0, e)
    }
}

fn field(name: &str, message: &str) -> AcademicsError {
    AcademicsError::field(name, message)
}

/// The constraint a database error names, if it is one of `kind`.
fn constraint(e: &DieselError, kind: fn(&DatabaseErrorKind) -> bool) -> Option<&str> {
    match e {
        DieselError::DatabaseError(k, info) if kind(k) => info.constraint_name(),
        _ => None,
    }
}

/// A value already taken: the field that holds it.
fn taken(constraint: &str) -> Option<AcademicsError> {
    Some(match constraint {
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
        "teachers_staff_number" => field("staff_number", "Another teacher has this staff number."),
        "classes_name" => field("name", "Another class has this name."),
        "classes_level_arm" => field("arm", "This class level already has an arm with this name."),
        "class_subjects_class_id_subject_id_key" => {
            field("subject_id", "This class already offers this subject.")
        }
        "class_levels_pkey" | "subjects_pkey" | "academic_sessions_pkey" => field(
            "id",
            "This id is already used. Choose another or leave it out.",
        ),
        "class_levels_name" => field("name", "Another class level has this name."),
        "subjects_name" => field("name", "Another subject has this name."),
        "terms_session_name" => field(
            "name",
            "Another term of this session already has this name. Choose a different name.",
        ),
        "exams_term_name" => field(
            "name",
            "This term already has an exam with this name. Choose another name.",
        ),
        _ => return None,
    })
}

/// A record that a new or changed one names but that does not exist: the field that names it.
fn missing(constraint: &str) -> Option<AcademicsError> {
    Some(match constraint {
        "classes_level_id_fkey" => field("level_id", "Choose one of the school's class levels."),
        "classes_class_teacher_id_fkey" => field("class_teacher_id", "There is no such teacher."),
        "class_subjects_class_id_fkey" | "enrolments_class_id_fkey" => {
            field("class_id", "There is no such class.")
        }
        "class_subjects_subject_id_fkey" => {
            field("subject_id", "Choose one of the school's subjects.")
        }
        "class_subjects_teacher_id_fkey" | "lessons_teacher_id_fkey" => {
            field("teacher_id", "There is no such teacher.")
        }
        "exam_papers_invigilator_id_fkey" => field("invigilator_id", "There is no such teacher."),
        "exam_papers_class_subject" => field(
            "class_subject_id",
            "Choose one of the subjects this class offers.",
        ),
        "exam_papers_exam_id_fkey" => field("exam_id", "There is no such exam."),
        "exams_term_id_fkey" => field("term_id", "There is no such term."),
        "lessons_class_subject" => field(
            "class_subject_id",
            "Choose one of the subjects this class offers.",
        ),
        "lessons_term_id_fkey" => field("term_id", "There is no such term."),
        "enrolments_session_id_fkey" => field("session_id", "Choose one of the school's sessions."),
        "student_parents_parent_id_fkey" => field("parents", "One of the parents does not exist."),
        "student_parents_student_id_fkey" | "enrolments_student_id_fkey" => {
            field("student_id", "There is no such student.")
        }
        _ => return None,
    })
}

/// Dates in the wrong order (the forms check this first; this answers a race).
fn out_of_order(constraint: &str) -> Option<AcademicsError> {
    match constraint {
        "academic_sessions_dates" => {
            Some(field("end_date", "The session must end after it starts."))
        }
        "terms_dates" => Some(field("end_date", "The term must end after it starts.")),
        "lessons_times" => Some(field("end_time", "The lesson must end after it starts.")),
        "exam_papers_times" => Some(field("end_time", "The paper must end after it starts.")),
        "exams_dates" => Some(field(
            "end_date",
            "The exam must end on or after its first day.",
        )),
        _ => None,
    }
}

/// Why an insert or an update was refused: a taken value or a missing record on the field
/// that holds it; anything else is the store's failure.
pub(crate) fn write_error(e: DieselError) -> AcademicsError {
    let refusal = if let Some(name) =
        constraint(&e, |k| matches!(k, DatabaseErrorKind::UniqueViolation))
    {
        taken(name)
    } else if let Some(name) =
        constraint(&e, |k| matches!(k, DatabaseErrorKind::ForeignKeyViolation))
    {
        missing(name)
    } else if let Some(name) = constraint(&e, |k| matches!(k, DatabaseErrorKind::CheckViolation)) {
        out_of_order(name)
    } else {
        None
    };
    refusal.unwrap_or_else(|| internal(e))
}

/// Why a delete was refused: other records depend on the one deleted, so the answer is a
/// `Conflict` that says what to do instead.
pub(crate) fn delete_error(e: DieselError) -> AcademicsError {
    let Some(name) = constraint(&e, |k| matches!(k, DatabaseErrorKind::ForeignKeyViolation)) else {
        return internal(e);
    };
    AcademicsError::Conflict(
        match name {
            "classes_class_teacher_id_fkey" | "class_subjects_teacher_id_fkey" => {
                "This teacher is still a class teacher or subject teacher. Give those classes and subjects to someone else first, or deactivate the teacher instead."
            }
            "enrolments_class_id_fkey" => {
                "Students are enrolled in this class, this session or an earlier one. Move them to another class first; a class with history stays for the records."
            }
            "classes_level_id_fkey" => {
                "Classes belong to this class level. Delete those classes or move them to another level on the Classes screen first."
            }
            "class_subjects_subject_id_fkey" => {
                "Classes offer this subject. Remove it from those classes on the Classes screen first."
            }
            "enrolments_session_id_fkey" => {
                "Students are enrolled in this session, so it is part of their records and cannot be removed."
            }
            name if crate::settings_repo::TERM_RECORDS.contains(&name) => {
                crate::settings_repo::TERM_IN_USE
            }
            "result_pin_batches_session_id_fkey" => crate::settings_repo::SESSION_HAS_CARDS,
            _ => {
                "Other records depend on this one, so it cannot be deleted. Deactivate it, or for a student set the status to withdrawn, instead."
            }
        }
        .to_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_known_constraints_become_field_errors() {
        assert!(matches!(
            taken("classes_name"),
            Some(AcademicsError::Invalid(_))
        ));
        assert!(taken("something_else").is_none());
        assert!(
            matches!(missing("enrolments_session_id_fkey"), Some(AcademicsError::Invalid(f)) if f.contains_key("session_id"))
        );
        assert!(matches!(
            write_error(DieselError::RollbackTransaction),
            AcademicsError::Internal(_)
        ));
        assert!(matches!(
            delete_error(DieselError::NotFound),
            AcademicsError::Internal(_)
        ));
    }
}
