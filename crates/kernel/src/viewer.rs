//! Who is asking: the signed-in user as every domain sees them, the permissions an admin holds,
//! and the scope of records their role lets them read (product.md §2).
//!
//! The HTTP adapter builds one `Viewer` per request (decisions/012); each domain decides from it
//! what the caller may see and change, so no route can forget a check.

use std::fmt;

use crate::{Role, UserId};

/// What the server checks before an admin action (decisions/006). The codenames are stable:
/// roles store them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Permission {
    SettingsChange,
    UsersManage,
    AnnouncementsManage,
    ResultsPublish,
    MessagesModerate,
    PaymentsConfirm,
}

impl Permission {
    pub const ALL: [Permission; 6] = [
        Permission::SettingsChange,
        Permission::UsersManage,
        Permission::AnnouncementsManage,
        Permission::ResultsPublish,
        Permission::MessagesModerate,
        Permission::PaymentsConfirm,
    ];

    pub fn codename(self) -> &'static str {
        match self {
            Permission::SettingsChange => "settings.change",
            Permission::UsersManage => "users.manage",
            Permission::AnnouncementsManage => "announcements.manage",
            Permission::ResultsPublish => "results.publish",
            Permission::MessagesModerate => "messages.moderate",
            Permission::PaymentsConfirm => "payments.confirm",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Permission::SettingsChange => "Change the school settings, branding and theme",
            Permission::UsersManage => "Add, change and deactivate accounts; reset passwords",
            Permission::AnnouncementsManage => "Publish, change and withdraw announcements",
            Permission::ResultsPublish => "Approve, return, publish and unpublish results",
            Permission::MessagesModerate => "Review flagged and held messages",
            Permission::PaymentsConfirm => "Confirm bank transfers and correct payments",
        }
    }

    pub fn from_codename(codename: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.codename() == codename)
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// A set of permissions, as small as a number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Permissions(u16);

impl Permissions {
    pub const NONE: Permissions = Permissions(0);

    pub fn all() -> Self {
        Permission::ALL.into_iter().collect()
    }

    pub fn contains(&self, p: Permission) -> bool {
        self.0 & p.bit() != 0
    }

    pub fn insert(&mut self, p: Permission) {
        self.0 |= p.bit();
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub fn iter(&self) -> impl Iterator<Item = Permission> + '_ {
        Permission::ALL.into_iter().filter(|p| self.contains(*p))
    }
}

impl FromIterator<Permission> for Permissions {
    fn from_iter<I: IntoIterator<Item = Permission>>(iter: I) -> Self {
        let mut set = Permissions::NONE;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl fmt::Debug for Permissions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Permission::codename))
            .finish()
    }
}

/// Whose records a read is limited to. Adapters MUST apply it in the query itself, so that a
/// record outside it is simply not found (404, never 403: the directory cannot be walked).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Everything (admins).
    All,
    /// The classes this teacher's account is class teacher or subject teacher of in the
    /// current session, and those classes' students and parents.
    Teacher(UserId),
    /// This parent account's children, their classes and their other parents.
    Parent(UserId),
    /// This student account's own record, class and parents.
    Student(UserId),
}

/// The signed-in caller of a use case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewer {
    user: UserId,
    role: Role,
    permissions: Permissions,
}

impl Viewer {
    /// A caller with their role. Only admins hold permissions (decisions/006): whatever is
    /// given for another role is dropped.
    pub fn new(user: UserId, role: Role, permissions: Permissions) -> Self {
        let permissions = if role == Role::Admin {
            permissions
        } else {
            Permissions::NONE
        };
        Self {
            user,
            role,
            permissions,
        }
    }

    /// An admin holding every permission: a superuser, or a program acting for the school
    /// (the demo seeding).
    pub fn superuser(user: UserId) -> Self {
        Self::new(user, Role::Admin, Permissions::all())
    }

    pub fn user(&self) -> UserId {
        self.user
    }

    pub fn role(&self) -> Role {
        self.role
    }

    pub fn permissions(&self) -> Permissions {
        self.permissions
    }

    pub fn holds(&self, p: Permission) -> bool {
        self.permissions.contains(p)
    }

    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    /// Admins and teachers: the school's staff room.
    pub fn is_staff(&self) -> bool {
        matches!(self.role, Role::Admin | Role::Teacher)
    }

    /// The records this caller may read.
    pub fn scope(&self) -> Scope {
        match self.role {
            Role::Admin => Scope::All,
            Role::Teacher => Scope::Teacher(self.user),
            Role::Parent => Scope::Parent(self.user),
            Role::Student => Scope::Student(self.user),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_role_reads_through_its_own_scope() {
        let id = UserId::generate();
        assert_eq!(
            Viewer::new(id, Role::Admin, Permissions::NONE).scope(),
            Scope::All
        );
        assert_eq!(
            Viewer::new(id, Role::Teacher, Permissions::NONE).scope(),
            Scope::Teacher(id)
        );
        assert_eq!(
            Viewer::new(id, Role::Parent, Permissions::NONE).scope(),
            Scope::Parent(id)
        );
        assert_eq!(
            Viewer::new(id, Role::Student, Permissions::NONE).scope(),
            Scope::Student(id)
        );
    }

    #[test]
    fn only_admins_hold_permissions() {
        let id = UserId::generate();
        let teacher = Viewer::new(id, Role::Teacher, Permissions::all());
        assert!(!teacher.holds(Permission::UsersManage));
        let admin = Viewer::new(
            id,
            Role::Admin,
            [Permission::UsersManage].into_iter().collect(),
        );
        assert!(admin.holds(Permission::UsersManage));
        assert!(!admin.holds(Permission::SettingsChange));
        assert!(Viewer::superuser(id).holds(Permission::PaymentsConfirm));
    }

    #[test]
    fn codenames_read_back() {
        for p in Permission::ALL {
            assert_eq!(Permission::from_codename(p.codename()), Some(p));
        }
        assert_eq!(Permission::from_codename("root"), None);
    }
}
