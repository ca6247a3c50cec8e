//! The role block of a signed-in user's profile (spec §3 `student_data`, `teacher_data`,
//! `parent_data`): their own record, if they have one.

use kernel::{Role, UserId};

use crate::{Academics, AcademicsError, parents::Parent, students::Student, teachers::Teacher};

/// A user's own record in the register.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoleBlock {
    Student(Student),
    Teacher(Teacher),
    Parent(Parent),
}

impl Academics {
    /// The record of the account `user`, whose role is `role`; admins have none.
    pub async fn role_block(
        &self,
        user: UserId,
        role: Role,
    ) -> Result<Option<RoleBlock>, AcademicsError> {
        Ok(match role {
            Role::Student => self
                .ports
                .students
                .of_user(user)
                .await?
                .map(RoleBlock::Student),
            Role::Teacher => self
                .ports
                .teachers
                .of_user(user)
                .await?
                .map(RoleBlock::Teacher),
            Role::Parent => self
                .ports
                .parents
                .of_user(user)
                .await?
                .map(RoleBlock::Parent),
            Role::Admin => None,
        })
    }
}
