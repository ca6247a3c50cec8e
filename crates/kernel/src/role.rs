//! The four roles of the portal (spec §1).

use std::{fmt, str::FromStr};

/// Who a user is in the school. Parsed case-insensitively, written in lower case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Student,
    Teacher,
    Parent,
    Admin,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Student, Role::Teacher, Role::Parent, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Student => "student",
            Role::Teacher => "teacher",
            Role::Parent => "parent",
            Role::Admin => "admin",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not one of the four roles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRole(pub String);

impl fmt::Display for UnknownRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Invalid role received: {}. Expected one of: student, teacher, parent, admin",
            self.0
        )
    }
}

impl std::error::Error for UnknownRole {}

impl FromStr for Role {
    type Err = UnknownRole;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Role::ALL
            .into_iter()
            .find(|role| role.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownRole(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_parse_case_insensitively() {
        assert_eq!("Teacher".parse::<Role>(), Ok(Role::Teacher));
        assert_eq!("ADMIN".parse::<Role>(), Ok(Role::Admin));
    }

    #[test]
    fn an_unknown_role_gives_the_spec_message() {
        let err = "principal".parse::<Role>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "Invalid role received: principal. Expected one of: student, teacher, parent, admin"
        );
    }
}
