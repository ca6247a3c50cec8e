//! Who is asking, and so what they may see and change (product.md §2).

use uuid::Uuid;

use crate::{AcademicsError, ports::Scope};

/// The caller of a register use case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// An admin; `people` is `users.manage` (students, teachers, parents), `structure` is
    /// `settings.change` (classes, class subjects, sessions, terms, enrolments, promotion).
    Admin {
        user_id: Uuid,
        people: bool,
        structure: bool,
    },
    Teacher(Uuid),
    Parent(Uuid),
    Student(Uuid),
}

impl Viewer {
    /// The records this viewer may read.
    pub fn scope(&self) -> Scope {
        match *self {
            Viewer::Admin { .. } => Scope::All,
            Viewer::Teacher(user) => Scope::Teacher(user),
            Viewer::Parent(user) => Scope::Parent(user),
            Viewer::Student(user) => Scope::Student(user),
        }
    }

    /// Changing students, teachers and parents.
    pub fn require_people(&self) -> Result<(), AcademicsError> {
        match self {
            Viewer::Admin { people: true, .. } => Ok(()),
            _ => Err(AcademicsError::Forbidden(
                "Only admins who manage users may add or change students, teachers and parents.",
            )),
        }
    }

    /// Changing classes, what they offer, sessions, terms, enrolments and promotion.
    pub fn require_structure(&self) -> Result<(), AcademicsError> {
        match self {
            Viewer::Admin {
                structure: true, ..
            } => Ok(()),
            _ => Err(AcademicsError::Forbidden(
                "Only admins who may change the school settings may change classes, sessions and enrolments.",
            )),
        }
    }

    /// Lists of teachers: the staff room (admins and teachers).
    pub fn require_staff(&self) -> Result<(), AcademicsError> {
        match self {
            Viewer::Admin { .. } | Viewer::Teacher(_) => Ok(()),
            _ => Err(AcademicsError::Forbidden(
                "Only the school's staff may see the list of teachers.",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_reads_through_its_own_scope() {
        let id = Uuid::now_v7();
        assert_eq!(
            Viewer::Admin {
                user_id: id,
                people: false,
                structure: false
            }
            .scope(),
            Scope::All
        );
        assert_eq!(Viewer::Teacher(id).scope(), Scope::Teacher(id));
        assert_eq!(Viewer::Parent(id).scope(), Scope::Parent(id));
        assert_eq!(Viewer::Student(id).scope(), Scope::Student(id));
    }

    #[test]
    fn writes_need_the_matching_permission() {
        let id = Uuid::now_v7();
        let people_only = Viewer::Admin {
            user_id: id,
            people: true,
            structure: false,
        };
        assert!(people_only.require_people().is_ok());
        assert!(people_only.require_structure().is_err());
        assert!(Viewer::Teacher(id).require_people().is_err());
        assert!(Viewer::Teacher(id).require_staff().is_ok());
        assert!(Viewer::Parent(id).require_staff().is_err());
    }
}
