//! What admins do to other people's accounts: list and find them, add and change admins,
//! deactivate, and recover a password (spec §2 `/admin/admins`, `/admin/password-recovery`).

use kernel::{Page, PageRequest, Role, UserId};
use time::OffsetDateTime;

use crate::{AuthError, AuthService, NewAccount, NewUser, Permission, User};

/// Which accounts to list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct UserFilter {
    pub role: Option<Role>,
    /// Case-insensitive, over username, names and e-mail.
    pub search: Option<String>,
    pub is_active: Option<bool>,
    /// `Some(false)`: the self-registered accounts waiting for an admin.
    pub approved: Option<bool>,
    /// Leaves admin accounts out (for callers who may not see them).
    pub exclude_admins: bool,
}

/// How to order a list of accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UserOrder {
    #[default]
    Name,
    NameDesc,
    Username,
    UsernameDesc,
    Joined,
    JoinedDesc,
    LastLogin,
    LastLoginDesc,
}

impl UserOrder {
    /// From the `ordering` query value (`last_name`, `-date_joined`...).
    pub fn parse(value: &str) -> Option<Self> {
        Some(match value.trim() {
            "last_name" | "name" => Self::Name,
            "-last_name" | "-name" => Self::NameDesc,
            "username" => Self::Username,
            "-username" => Self::UsernameDesc,
            "date_joined" => Self::Joined,
            "-date_joined" => Self::JoinedDesc,
            "last_login" => Self::LastLogin,
            "-last_login" => Self::LastLoginDesc,
            _ => return None,
        })
    }
}

/// Changes to an account; `None` keeps the value.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct AccountUpdate {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub email: Option<String>,
    pub is_active: Option<bool>,
    pub is_superuser: Option<bool>,
    /// Approves (or withdraws approval of) a self-registered account.
    pub approved: Option<bool>,
}

/// How an admin helps someone who forgot their password.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recovery {
    /// A temporary password, shown once to the admin; the user must change it at next sign-in.
    TemporaryPassword,
    /// A reset link e-mailed to the user.
    ResetLink,
}

/// Where admins read and change accounts in bulk.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait AccountDirectory: Send + Sync {
    async fn list(
        &self,
        filter: UserFilter,
        order: UserOrder,
        page: PageRequest,
    ) -> Result<Page<User>, AuthError>;
    /// Applies `update` at `at`. Deactivating MUST also set `sessions_valid_after` to `at`.
    /// MUST answer `NotFound` for an unknown id and `DuplicateEmail` for a taken address.
    async fn update(
        &self,
        id: UserId,
        update: AccountUpdate,
        at: OffsetDateTime,
    ) -> Result<User, AuthError>;
    /// Stores every account, at `at`, in one transaction: all or none. On failure, answers the
    /// index of the account that could not be stored and why (`DuplicateUsername`,
    /// `DuplicateEmail`, `Internal`).
    async fn insert_all(
        &self,
        accounts: Vec<NewUser>,
        at: OffsetDateTime,
    ) -> Result<Vec<User>, (usize, AuthError)>;
    /// Applies every update as `update` does, in one transaction: all or none. Deactivating
    /// also revokes the account's refresh tokens in that transaction.
    async fn update_all(
        &self,
        updates: Vec<(UserId, AccountUpdate)>,
        at: OffsetDateTime,
    ) -> Result<Vec<User>, (usize, AuthError)>;
}

/// The most items one bulk call takes.
pub const MAX_BATCH: usize = 200;

/// `fields` of every item, keyed `items.{index}.{field}` (product.md §1's per-item errors).
fn item_fields(
    index: usize,
    error: AuthError,
    into: &mut std::collections::BTreeMap<String, Vec<String>>,
) -> Result<(), AuthError> {
    let mut add = |field: &str, message: String| {
        into.entry(format!("items.{index}.{field}"))
            .or_default()
            .push(message);
    };
    match error {
        AuthError::Validation(fields) => {
            for (field, messages) in fields {
                for message in messages {
                    add(&field, message);
                }
            }
        }
        e @ AuthError::DuplicateUsername => add("username", e.to_string()),
        e @ AuthError::DuplicateEmail => add("email", e.to_string()),
        e @ AuthError::NotFound => add("id", e.to_string()),
        AuthError::Conflict(message) => add("id", message),
        other => return Err(other),
    }
    Ok(())
}

/// A store's refusal of one item of a batch, as that item's field errors.
fn batch_error((index, error): (usize, AuthError)) -> AuthError {
    let mut fields = std::collections::BTreeMap::new();
    match item_fields(index, error, &mut fields) {
        Ok(()) => AuthError::Validation(fields),
        Err(other) => other,
    }
}

fn batch_size(count: usize) -> Result<(), AuthError> {
    if count == 0 || count > MAX_BATCH {
        return Err(AuthError::field(
            "items",
            format!("Send from 1 to {MAX_BATCH} items at once."),
        ));
    }
    Ok(())
}

fn fail_if_any(fields: std::collections::BTreeMap<String, Vec<String>>) -> Result<(), AuthError> {
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AuthError::Validation(fields))
    }
}

impl AuthService {
    /// Lists accounts: admins for superusers, everyone for holders of `users.manage`.
    pub async fn list_users(
        &self,
        actor: &User,
        filter: UserFilter,
        order: UserOrder,
        page: PageRequest,
    ) -> Result<Page<User>, AuthError> {
        let mut filter = filter;
        if filter.role == Some(Role::Admin) {
            self.require_superuser(actor)?;
        } else {
            self.require(actor, Permission::UsersManage).await?;
            // Admins' accounts are for superusers only, here as in `account`.
            filter.exclude_admins |= !actor.is_superuser;
        }
        self.deps.directory.list(filter, order, page).await
    }

    /// One account, for someone who may list it.
    pub async fn account(&self, actor: &User, id: UserId) -> Result<User, AuthError> {
        let user = self.user(id).await?;
        if user.role == Role::Admin {
            self.require_superuser(actor)?;
        } else {
            self.require(actor, Permission::UsersManage).await?;
        }
        Ok(user)
    }

    /// A superuser adds an admin.
    pub async fn add_admin(&self, actor: &User, account: NewAccount) -> Result<User, AuthError> {
        self.require_superuser(actor)?;
        self.create_account(NewAccount {
            role: Role::Admin,
            ..account
        })
        .await
    }

    /// The rules every change to an account keeps: nobody deactivates or demotes themselves,
    /// only admins are superusers, names and e-mail are well formed.
    fn check_update(
        &self,
        actor: &User,
        target: &User,
        update: &AccountUpdate,
    ) -> Result<(), AuthError> {
        if target.id == actor.id
            && (update.is_active == Some(false)
                || update.is_superuser == Some(false)
                || update.approved == Some(false))
        {
            // Each would end the caller's own sessions and could leave the school without an
            // admin who can sign in.
            return Err(AuthError::Conflict(
                "You cannot deactivate, demote or unapprove your own account. Ask another superuser."
                    .into(),
            ));
        }
        if update.is_superuser.is_some() && target.role != Role::Admin {
            return Err(AuthError::field(
                "is_superuser",
                "Only admins can be superusers.",
            ));
        }
        let mut fields = std::collections::BTreeMap::new();
        if let Some(email) = &update.email
            && !email.trim().is_empty()
            && !crate::service::looks_like_email(email.trim())
        {
            fields.insert(
                "email".to_owned(),
                vec!["Enter a valid e-mail address, such as name@example.com.".to_owned()],
            );
        }
        for (field, value) in [
            ("first_name", &update.first_name),
            ("last_name", &update.last_name),
        ] {
            if value.as_ref().is_some_and(|v| {
                v.trim().is_empty() || v.chars().count() > 150 || kernel::has_control_chars(v)
            }) {
                fields.insert(
                    field.to_owned(),
                    vec!["Use 1 to 150 characters.".to_owned()],
                );
            }
        }
        if !fields.is_empty() {
            return Err(AuthError::Validation(fields));
        }
        Ok(())
    }

    /// A superuser adds several admins at once: all are checked first, then all are stored in
    /// one transaction, or none; every problem is reported under `items.{index}.{field}`.
    pub async fn add_admins(
        &self,
        actor: &User,
        accounts: Vec<NewAccount>,
    ) -> Result<Vec<User>, AuthError> {
        self.require_superuser(actor)?;
        batch_size(accounts.len())?;
        let accounts: Vec<NewAccount> = accounts
            .into_iter()
            .map(|a| NewAccount {
                role: Role::Admin,
                ..a
            })
            .collect();
        // One policy for the whole batch: reading it is a settings load.
        let policy = self.deps.policy.password_policy().await?;
        let mut fields = std::collections::BTreeMap::new();
        for (i, account) in accounts.iter().enumerate() {
            if let Err(e) = crate::service::check_new_account(
                account,
                &policy,
                std::collections::BTreeMap::new(),
            ) {
                item_fields(i, e, &mut fields)?;
            }
        }
        fail_if_any(fields)?;
        let mut prepared = Vec::with_capacity(accounts.len());
        for account in accounts {
            prepared.push(self.prepare_account(account, true, true).await?);
        }
        let now = self.deps.clock.now();
        self.deps
            .directory
            .insert_all(prepared, now)
            .await
            .map_err(batch_error)
    }

    /// A superuser changes several admins at once, by the rules of `update_account`: all are
    /// checked first, then all are applied in one transaction, or none.
    pub async fn update_admins(
        &self,
        actor: &User,
        updates: Vec<(UserId, AccountUpdate)>,
    ) -> Result<Vec<User>, AuthError> {
        self.require_superuser(actor)?;
        batch_size(updates.len())?;
        let mut fields = std::collections::BTreeMap::new();
        for (i, (id, update)) in updates.iter().enumerate() {
            let checked = match self.user(*id).await {
                Ok(target) if target.role == Role::Admin => {
                    self.check_update(actor, &target, update)
                }
                Ok(_) | Err(AuthError::NotFound) => Err(AuthError::NotFound),
                Err(e) => return Err(e),
            };
            if let Err(e) = checked {
                item_fields(i, e, &mut fields)?;
            }
        }
        fail_if_any(fields)?;
        let now = self.deps.clock.now();
        self.deps
            .directory
            .update_all(updates, now)
            .await
            .map_err(batch_error)
    }

    /// A superuser changes an admin; holders of `users.manage` change everyone else. Nobody
    /// deactivates or demotes themselves, so a school always keeps an admin who can sign in.
    pub async fn update_account(
        &self,
        actor: &User,
        id: UserId,
        update: AccountUpdate,
    ) -> Result<User, AuthError> {
        let target = self.account(actor, id).await?;
        self.check_update(actor, &target, &update)?;
        let now = self.deps.clock.now();
        let updated = self.deps.directory.update(id, update.clone(), now).await?;
        if update.is_active == Some(false) || update.approved == Some(false) {
            self.deps.sessions.revoke_all(id, now).await?;
        }
        if update.approved == Some(true) && !target.approved && !updated.email.is_empty() {
            self.deps
                .mailer
                .send(crate::OutgoingEmail {
                    kind: crate::EmailKind::AccountApproved,
                    user_id: updated.id,
                    to: updated.email.clone(),
                    subject: "Your account is approved".into(),
                    body: format!(
                        "Dear {},\n\nThe school approved your account {}. You can sign in now at {}/login.\n",
                        updated.first_name,
                        updated.username,
                        self.deps.public_url.trim_end_matches('/')
                    ),
                })
                .await?;
        }
        Ok(updated)
    }

    /// Helps someone who forgot their password. Answers the temporary password when one was
    /// made; it is shown once and never stored in clear.
    pub async fn recover_password(
        &self,
        actor: &User,
        id: UserId,
        how: Recovery,
    ) -> Result<Option<String>, AuthError> {
        let target = self.account(actor, id).await?;
        if target.id == actor.id {
            return Err(AuthError::Conflict(
                "Change your own password on your profile page.".into(),
            ));
        }
        match how {
            Recovery::ResetLink => {
                if target.email.is_empty() {
                    return Err(AuthError::Conflict(
                        "This account has no e-mail address. Set a temporary password instead."
                            .into(),
                    ));
                }
                // Counted like anyone's request, with the admin as the client.
                self.request_password_reset(&target.email, &format!("admin:{}", actor.id))
                    .await?;
                Ok(None)
            }
            Recovery::TemporaryPassword => {
                let policy = self.deps.policy.password_policy().await?;
                let password = temporary_password(policy.min_length.clamp(12, 64))?;
                let now = self.deps.clock.now();
                let hash = self.deps.hasher.hash(&password).await?;
                self.deps.users.set_password(id, hash, true, now).await?;
                self.deps.sessions.revoke_all(id, now).await?;
                Ok(Some(password))
            }
        }
    }
}

/// A random password that satisfies every policy: letters, digits, a capital and a symbol,
/// without look-alike characters so that it can be read out over the phone. Characters come
/// from the operating system's random source, without modulo bias.
pub(crate) fn temporary_password(length: usize) -> Result<String, AuthError> {
    const LOWER: &[u8] = b"abcdefghjkmnpqrstuvwxyz";
    const UPPER: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ";
    const DIGITS: &[u8] = b"23456789";
    const SYMBOLS: &[u8] = b"#%+=!";
    // A number below `n`, rejecting the top of the range that would favour small numbers.
    let below = |n: u32| -> Result<u32, AuthError> {
        let zone = u32::MAX - u32::MAX % n;
        loop {
            let r = getrandom::u32()
                .map_err(|e| AuthError::internal(anyhow::anyhow!("no randomness: {e}")))?;
            if r < zone {
                return Ok(r % n);
            }
        }
    };
    let pick = |set: &[u8]| below(set.len() as u32).map(|i| set[i as usize]);
    let mut out = Vec::with_capacity(length.max(4));
    for _ in 0..length.saturating_sub(3) {
        out.push(pick(LOWER)?);
    }
    for set in [UPPER, DIGITS, SYMBOLS] {
        // At a random place, so that these kinds of character do not always end the password.
        let at = below(out.len() as u32 + 1)? as usize;
        out.insert(at, pick(set)?);
    }
    String::from_utf8(out).map_err(AuthError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        PasswordPolicy,
        testing::{Mocks, user},
    };

    fn superuser() -> User {
        User {
            is_superuser: true,
            ..user(Role::Admin)
        }
    }

    #[test]
    fn a_temporary_password_meets_the_strictest_policy() {
        let strict = PasswordPolicy {
            min_length: 12,
            require_numbers: true,
            require_symbols: true,
            require_uppercase: true,
        };
        for _ in 0..50 {
            let password = temporary_password(12).unwrap();
            assert_eq!(password.chars().count(), 12);
            assert!(strict.problems(&password).is_empty(), "{password}");
        }
    }

    #[tokio::test]
    async fn a_temporary_password_must_be_changed_and_ends_the_users_sessions() {
        let teacher = user(Role::Teacher);
        let id = teacher.id;
        let mut mocks = Mocks::new().with_account(teacher, "old");
        mocks
            .users
            .expect_set_password()
            .withf(move |user, _, must_change, _| *user == id && *must_change)
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        mocks
            .sessions
            .expect_revoke_all()
            .times(1)
            .returning(|_, _| Ok(()));

        let password = mocks
            .service()
            .recover_password(&superuser(), id, Recovery::TemporaryPassword)
            .await
            .unwrap()
            .unwrap();

        assert!(password.len() >= 12);
    }

    #[tokio::test]
    async fn nobody_deactivates_demotes_or_unapproves_themselves() {
        let me = superuser();
        for update in [
            AccountUpdate {
                is_active: Some(false),
                ..AccountUpdate::default()
            },
            AccountUpdate {
                is_superuser: Some(false),
                ..AccountUpdate::default()
            },
            AccountUpdate {
                approved: Some(false),
                ..AccountUpdate::default()
            },
        ] {
            let found = me.clone();
            let mut mocks = Mocks::new();
            mocks
                .users
                .expect_get()
                .returning(move |_| Ok(Some(found.clone())));
            mocks.directory.expect_update().never();

            let err = mocks
                .service()
                .update_account(&me, me.id, update)
                .await
                .unwrap_err();

            assert!(matches!(err, AuthError::Conflict(_)), "{err:?}");
        }
    }

    #[tokio::test]
    async fn deactivating_someone_ends_their_sessions() {
        let clerk = user(Role::Admin);
        let id = clerk.id;
        let mut mocks = Mocks::new().with_account(clerk.clone(), "pw");
        mocks.directory.expect_update().returning(move |_, _, _| {
            Ok(User {
                is_active: false,
                ..clerk.clone()
            })
        });
        mocks
            .sessions
            .expect_revoke_all()
            .times(1)
            .returning(|_, _| Ok(()));

        let updated = mocks
            .service()
            .update_account(
                &superuser(),
                id,
                AccountUpdate {
                    is_active: Some(false),
                    ..AccountUpdate::default()
                },
            )
            .await
            .unwrap();

        assert!(!updated.is_active);
    }

    #[tokio::test]
    async fn an_admin_without_users_manage_cannot_list_accounts() {
        let mut mocks = Mocks::new();
        mocks
            .access
            .expect_permission_codenames()
            .returning(|_| Ok(vec![]));
        mocks.directory.expect_list().never();
        let plain_admin = user(Role::Admin);

        let err = mocks
            .service()
            .list_users(
                &plain_admin,
                UserFilter::default(),
                UserOrder::default(),
                PageRequest::default(),
            )
            .await
            .unwrap_err();

        assert!(matches!(err, AuthError::Forbidden));
    }
}
