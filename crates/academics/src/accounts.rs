//! The sign-in account every student, teacher and parent gets with their record
//! (decisions/011), and the `Credentials` port that checks, makes and hashes its password.

use std::{collections::BTreeSet, sync::Arc};

use kernel::{Role, UserId};

use crate::{AcademicsError, error::Problems, validate};

/// Passwords for the accounts the register makes. Adapted by `app` to the auth crate.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Credentials: Send + Sync {
    /// What the school's password policy says against `password` (empty: it is fine).
    async fn problems(&self, password: &str) -> Result<Vec<String>, AcademicsError>;
    /// The stored form of a password a person chose (argon2id).
    async fn hash(&self, password: &str) -> Result<String, AcademicsError>;
    /// `count` new passwords that follow the policy, each with its stored form
    /// (decisions/011).
    async fn generate(&self, count: usize) -> Result<Vec<(String, String)>, AcademicsError>;
}

/// A sign-in account to create with a person's record: checked, password stored hashed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password_hash: String,
}

/// What a store found already taken among names a batch wants, lower-cased.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Taken {
    pub usernames: BTreeSet<String>,
    pub emails: BTreeSet<String>,
    /// Admission numbers for students, staff numbers for teachers.
    pub numbers: BTreeSet<String>,
}

/// An account to make with a record, before its password is stored.
#[derive(Debug, Clone)]
pub(crate) struct AccountRequest {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password: Option<String>,
}

/// Makes the accounts of new records through the `Credentials` port.
#[derive(Clone)]
pub(crate) struct Accounts(pub Arc<dyn Credentials>);

impl Accounts {
    /// The checks every new account gets: username, e-mail, and the policy on a password an
    /// admin chose.
    pub async fn check(
        &self,
        p: &mut Problems,
        username: &str,
        email: &str,
        email_required: bool,
        password: Option<&str>,
    ) -> Result<(), AcademicsError> {
        validate::username(p, "username", username);
        validate::email(p, "email", email, email_required);
        if let Some(password) = password {
            for problem in self.0.problems(password).await? {
                p.add("password", problem);
            }
        }
        Ok(())
    }

    /// The accounts of new records, with their stored passwords; the generated passwords come
    /// back beside them, to be shown once.
    pub async fn logins(
        &self,
        requests: Vec<AccountRequest>,
    ) -> Result<Vec<(Login, Option<String>)>, AcademicsError> {
        let wanted = requests.iter().filter(|r| r.password.is_none()).count();
        let mut generated = if wanted > 0 {
            self.0.generate(wanted).await?
        } else {
            Vec::new()
        }
        .into_iter();
        let mut out = Vec::with_capacity(requests.len());
        for r in requests {
            let (hash, shown) = match r.password {
                Some(password) => (self.0.hash(&password).await?, None),
                None => {
                    let (plain, hash) = generated.next().ok_or_else(|| {
                        AcademicsError::internal(anyhow::anyhow!("too few passwords generated"))
                    })?;
                    (hash, Some(plain))
                }
            };
            out.push((
                Login {
                    user_id: UserId::generate(),
                    username: r.username.trim().to_owned(),
                    email: r.email.trim().to_owned(),
                    first_name: r.first_name.trim().to_owned(),
                    last_name: r.last_name.trim().to_owned(),
                    role: r.role,
                    password_hash: hash,
                },
                shown,
            ));
        }
        Ok(out)
    }
}

impl std::fmt::Debug for Accounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Accounts")
    }
}
