//! Permissions, the roles that group them, and the grants of roles to admins (spec §7
//! "permissions, roles, user roles"). Superusers hold every permission; another admin holds the
//! union of the permissions of the roles granted to them; other users hold none.

use std::collections::BTreeSet;

use kernel::{Role, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{AuthError, AuthService, User};

/// What the server checks before an admin action (kept in `kernel`, so every domain can check it).
pub use kernel::Permission;

/// A named group of permissions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessRole {
    pub id: Uuid,
    pub name: String,
    pub description: String,
    pub permissions: BTreeSet<Permission>,
    pub created_at: OffsetDateTime,
}

/// A role granted to one admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoleGrant {
    pub id: Uuid,
    pub user_id: UserId,
    pub role_id: Uuid,
    pub created_at: OffsetDateTime,
}

/// A role as an admin writes it: permissions by codename.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoleForm {
    pub name: String,
    pub description: String,
    pub permissions: Vec<String>,
}

/// Where roles and grants are kept.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait AccessRepo: Send + Sync {
    /// Every role, by name.
    async fn roles(&self) -> Result<Vec<AccessRole>, AuthError>;
    async fn role(&self, id: Uuid) -> Result<Option<AccessRole>, AuthError>;
    /// MUST answer `Conflict` when another role has the name, ignoring case.
    async fn save_role(&self, role: AccessRole) -> Result<AccessRole, AuthError>;
    /// Deletes a role and its grants. MUST answer `NotFound` for an unknown id.
    async fn delete_role(&self, id: Uuid) -> Result<(), AuthError>;
    /// Every grant, or one user's.
    async fn grants(&self, user_id: Option<UserId>) -> Result<Vec<RoleGrant>, AuthError>;
    async fn grant(&self, id: Uuid) -> Result<Option<RoleGrant>, AuthError>;
    /// MUST answer `Conflict` when the user holds the role already.
    async fn save_grant(&self, grant: RoleGrant) -> Result<RoleGrant, AuthError>;
    /// MUST answer `NotFound` for an unknown id.
    async fn delete_grant(&self, id: Uuid) -> Result<(), AuthError>;
    /// The codenames of every role granted to the user.
    async fn permission_codenames(&self, user_id: UserId) -> Result<Vec<String>, AuthError>;
}

impl AuthService {
    /// What `user` may do.
    pub async fn permissions(&self, user: &User) -> Result<BTreeSet<Permission>, AuthError> {
        if user.role != Role::Admin || !user.is_active {
            return Ok(BTreeSet::new());
        }
        if user.is_superuser {
            return Ok(Permission::ALL.into_iter().collect());
        }
        Ok(self
            .deps
            .access
            .permission_codenames(user.id)
            .await?
            .iter()
            .filter_map(|c| Permission::from_codename(c))
            .collect())
    }

    /// The user as every domain sees them: their role and, for an admin, the permissions they
    /// hold (decisions/012).
    pub async fn viewer(&self, user: &User) -> Result<kernel::Viewer, AuthError> {
        let permissions = self.permissions(user).await?.into_iter().collect();
        Ok(kernel::Viewer::new(user.id, user.role, permissions))
    }

    /// `Ok` when `user` holds `permission`, else `Forbidden`.
    pub async fn require(&self, user: &User, permission: Permission) -> Result<(), AuthError> {
        if self.permissions(user).await?.contains(&permission) {
            Ok(())
        } else {
            Err(AuthError::Forbidden)
        }
    }

    /// `Ok` for an active superuser admin, else `Forbidden`.
    pub fn require_superuser(&self, user: &User) -> Result<(), AuthError> {
        if user.role == Role::Admin && user.is_superuser && user.is_active {
            Ok(())
        } else {
            Err(AuthError::Forbidden)
        }
    }

    /// Every permission the server checks, for admins to read.
    pub fn permission_catalogue(&self, actor: &User) -> Result<&'static [Permission], AuthError> {
        if actor.role == Role::Admin {
            Ok(&Permission::ALL)
        } else {
            Err(AuthError::Forbidden)
        }
    }

    pub async fn roles(&self, actor: &User) -> Result<Vec<AccessRole>, AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.roles().await
    }

    pub async fn role(&self, actor: &User, id: Uuid) -> Result<AccessRole, AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.role(id).await?.ok_or(AuthError::NotFound)
    }

    /// Creates a role (`id` None) or replaces one.
    pub async fn save_role(
        &self,
        actor: &User,
        id: Option<Uuid>,
        form: RoleForm,
    ) -> Result<AccessRole, AuthError> {
        self.require_superuser(actor)?;
        let mut fields = std::collections::BTreeMap::new();
        let name = form.name.trim();
        if name.is_empty() || name.chars().count() > 100 {
            fields.insert(
                "name".to_owned(),
                vec!["Give the role a name of 1 to 100 characters.".to_owned()],
            );
        }
        let mut permissions = BTreeSet::new();
        for codename in &form.permissions {
            match Permission::from_codename(codename) {
                Some(p) => {
                    permissions.insert(p);
                }
                None => {
                    fields
                        .entry("permissions".to_owned())
                        .or_insert_with(Vec::new)
                        .push(format!("{codename} is not a permission of this portal."));
                }
            }
        }
        if !fields.is_empty() {
            return Err(AuthError::Validation(fields));
        }
        let created_at = match id {
            Some(id) => {
                self.deps
                    .access
                    .role(id)
                    .await?
                    .ok_or(AuthError::NotFound)?
                    .created_at
            }
            None => self.deps.clock.now(),
        };
        self.deps
            .access
            .save_role(AccessRole {
                id: id.unwrap_or_else(Uuid::now_v7),
                name: name.to_owned(),
                description: form.description.trim().to_owned(),
                permissions,
                created_at,
            })
            .await
    }

    pub async fn delete_role(&self, actor: &User, id: Uuid) -> Result<(), AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.delete_role(id).await
    }

    pub async fn grants(
        &self,
        actor: &User,
        user_id: Option<UserId>,
    ) -> Result<Vec<RoleGrant>, AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.grants(user_id).await
    }

    pub async fn grant(&self, actor: &User, id: Uuid) -> Result<RoleGrant, AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.grant(id).await?.ok_or(AuthError::NotFound)
    }

    /// Grants `role_id` to `user_id` (`id` None), or changes a grant's role. Only admins can
    /// hold roles.
    pub async fn save_grant(
        &self,
        actor: &User,
        id: Option<Uuid>,
        user_id: UserId,
        role_id: Uuid,
    ) -> Result<RoleGrant, AuthError> {
        self.require_superuser(actor)?;
        let d = &self.deps;
        let holder = d.users.get(user_id).await?;
        if holder.as_ref().is_none_or(|u| u.role != Role::Admin) {
            return Err(AuthError::field(
                "user",
                "Roles can be granted to admin accounts only.",
            ));
        }
        if d.access.role(role_id).await?.is_none() {
            return Err(AuthError::field("role", "There is no such role."));
        }
        let created_at = match id {
            Some(id) => {
                d.access
                    .grant(id)
                    .await?
                    .ok_or(AuthError::NotFound)?
                    .created_at
            }
            None => d.clock.now(),
        };
        d.access
            .save_grant(RoleGrant {
                id: id.unwrap_or_else(Uuid::now_v7),
                user_id,
                role_id,
                created_at,
            })
            .await
    }

    pub async fn delete_grant(&self, actor: &User, id: Uuid) -> Result<(), AuthError> {
        self.require_superuser(actor)?;
        self.deps.access.delete_grant(id).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Mocks, user};

    fn admin(superuser: bool) -> User {
        User {
            is_superuser: superuser,
            ..user(Role::Admin)
        }
    }

    #[tokio::test]
    async fn a_superuser_holds_every_permission_and_a_teacher_none() {
        let service = Mocks::new().service();

        assert_eq!(
            service.permissions(&admin(true)).await.unwrap().len(),
            Permission::ALL.len()
        );
        assert!(
            service
                .permissions(&user(Role::Teacher))
                .await
                .unwrap()
                .is_empty()
        );
    }

    #[tokio::test]
    async fn another_admin_holds_the_permissions_of_their_roles_only() {
        let mut mocks = Mocks::new();
        mocks
            .access
            .expect_permission_codenames()
            .returning(|_| Ok(vec!["users.manage".into(), "no.such.thing".into()]));
        let service = mocks.service();
        let clerk = admin(false);

        assert!(
            service
                .require(&clerk, Permission::UsersManage)
                .await
                .is_ok()
        );
        let err = service
            .require(&clerk, Permission::SettingsChange)
            .await
            .unwrap_err();
        assert!(matches!(err, AuthError::Forbidden));
    }

    #[tokio::test]
    async fn only_superusers_manage_roles_and_unknown_permissions_are_refused() {
        let mut mocks = Mocks::new();
        mocks.access.expect_save_role().never();
        let service = mocks.service();
        let form = RoleForm {
            name: "Bursar".into(),
            description: String::new(),
            permissions: vec!["payments.confirm".into(), "payments.steal".into()],
        };

        let not_allowed = service
            .save_role(&admin(false), None, form.clone())
            .await
            .unwrap_err();
        let invalid = service
            .save_role(&admin(true), None, form)
            .await
            .unwrap_err();

        assert!(matches!(not_allowed, AuthError::Forbidden));
        let AuthError::Validation(fields) = invalid else {
            panic!("{invalid:?}")
        };
        assert_eq!(
            fields["permissions"],
            ["payments.steal is not a permission of this portal."]
        );
    }

    #[tokio::test]
    async fn roles_are_granted_to_admins_only() {
        let mut mocks = Mocks::new();
        let teacher = user(Role::Teacher);
        let found = teacher.clone();
        mocks
            .users
            .expect_get()
            .returning(move |_| Ok(Some(found.clone())));
        mocks.access.expect_save_grant().never();

        let err = mocks
            .service()
            .save_grant(&admin(true), None, teacher.id, Uuid::now_v7())
            .await
            .unwrap_err();

        let AuthError::Validation(fields) = err else {
            panic!("{err:?}")
        };
        assert!(fields.contains_key("user"));
    }

    #[test]
    fn codenames_round_trip() {
        for p in Permission::ALL {
            assert_eq!(Permission::from_codename(p.codename()), Some(p));
        }
    }
}
