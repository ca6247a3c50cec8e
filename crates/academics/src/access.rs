//! What each caller may change in the register (product.md §2, decisions/011). What they may
//! read is their `kernel::Scope`, applied by the stores in every query.

use kernel::{Permission, Viewer};

use crate::AcademicsError;

/// Changing students, teachers and parents: admins holding `users.manage`.
pub fn require_people(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.holds(Permission::UsersManage) {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only admins who manage users may add or change students, teachers and parents.",
        ))
    }
}

/// Changing class levels, subjects, sessions, terms, classes, what they offer, enrolments and
/// promotion: admins holding `settings.change`.
pub fn require_structure(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.holds(Permission::SettingsChange) {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only admins who may change the school settings may change classes, sessions and enrolments.",
        ))
    }
}

/// Lists of teachers: the staff room (admins and teachers).
pub fn require_staff(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.is_staff() {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only the school's staff may see the list of teachers.",
        ))
    }
}

#[cfg(test)]
mod tests {
    use kernel::{Permissions, Role, UserId};

    use super::*;

    #[test]
    fn writes_need_the_matching_permission() {
        let id = UserId::generate();
        let people_only = Viewer::new(
            id,
            Role::Admin,
            [Permission::UsersManage].into_iter().collect(),
        );
        assert!(require_people(&people_only).is_ok());
        assert!(require_structure(&people_only).is_err());
        let teacher = Viewer::new(id, Role::Teacher, Permissions::NONE);
        assert!(require_people(&teacher).is_err());
        assert!(require_staff(&teacher).is_ok());
        assert!(require_staff(&Viewer::new(id, Role::Parent, Permissions::NONE)).is_err());
    }
}
