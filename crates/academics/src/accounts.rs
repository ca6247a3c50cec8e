//! The sign-in account every student, teacher and parent gets with their record
//! (decisions/011), the `Credentials` port that checks, makes and hashes its password, and the
//! `Welcomes` port that writes the welcome with a link to choose a password (decisions/016).

use std::{collections::BTreeSet, sync::Arc};

use kernel::{Role, UserId, outbox::NewNotification};
use time::OffsetDateTime;

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

/// Someone the register has just given an account, to welcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Newcomer {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    /// A teacher's or parent's phone, for the welcome SMS.
    pub phone: Option<String>,
}

/// A new account's welcome (decisions/016): the messages to write with the account and, when
/// one of them carries it, the link to choose a password, stored as the hash of its token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Welcome {
    pub link: Option<WelcomeLink>,
    pub messages: Vec<NewNotification>,
}

impl Welcome {
    /// The address a welcome e-mail goes to, if one does.
    pub fn email_to(&self) -> Option<&str> {
        self.messages
            .iter()
            .find(|m| m.channel == kernel::outbox::Channel::Email)
            .map(|m| m.recipient.as_str())
    }
}

/// The link to choose a password that a welcome carries: the hash of its token and when it
/// stops working. It is a password-reset link with a longer life.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WelcomeLink {
    pub token_hash: String,
    pub expires_at: OffsetDateTime,
}

/// Writes new accounts' welcomes, as the school's notification settings say. Adapted by `app`
/// to the messaging crate's templates and the settings.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait::async_trait]
pub trait Welcomes: Send + Sync {
    /// One welcome per newcomer, in order; `None` where no channel carries one (no e-mail
    /// address or phone, or the settings turn welcomes off).
    async fn welcome(
        &self,
        newcomers: Vec<Newcomer>,
        at: OffsetDateTime,
    ) -> Result<Vec<Option<Welcome>>, AcademicsError>;
}

/// Welcomes nobody: for people arranged rather than admitted (the demo school, whose people are
/// invented; a test's fixtures; records moved from another system that has welcomed them).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoWelcomes;

#[async_trait::async_trait]
impl Welcomes for NoWelcomes {
    async fn welcome(
        &self,
        newcomers: Vec<Newcomer>,
        _at: OffsetDateTime,
    ) -> Result<Vec<Option<Welcome>>, AcademicsError> {
        Ok(vec![None; newcomers.len()])
    }
}

/// A sign-in account to create with a person's record: checked, password stored hashed, and
/// the welcome to write with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login {
    pub user_id: UserId,
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password_hash: String,
    pub welcome: Option<Welcome>,
}

impl Login {
    /// The address the welcome e-mail with the link to choose a password goes to, if any.
    pub fn welcome_email(&self) -> Option<String> {
        self.welcome
            .as_ref()
            .and_then(Welcome::email_to)
            .map(str::to_owned)
    }
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
    /// A teacher's or parent's phone, for the welcome SMS.
    pub phone: Option<String>,
}

/// Makes the accounts of new records through the `Credentials` and `Welcomes` ports.
#[derive(Clone)]
pub(crate) struct Accounts {
    pub credentials: Arc<dyn Credentials>,
    pub welcomes: Arc<dyn Welcomes>,
}

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
            for problem in self.credentials.problems(password).await? {
                p.add("password", problem);
            }
        }
        Ok(())
    }

    /// The accounts of new records, with their stored passwords and welcomes; the generated
    /// passwords come back beside them, to be shown once.
    pub async fn logins(
        &self,
        requests: Vec<AccountRequest>,
        at: OffsetDateTime,
    ) -> Result<Vec<(Login, Option<String>)>, AcademicsError> {
        let wanted = requests.iter().filter(|r| r.password.is_none()).count();
        let mut generated = if wanted > 0 {
            self.credentials.generate(wanted).await?
        } else {
            Vec::new()
        }
        .into_iter();
        let mut out = Vec::with_capacity(requests.len());
        let mut newcomers = Vec::with_capacity(requests.len());
        for r in requests {
            let (hash, shown) = match r.password {
                Some(password) => (self.credentials.hash(&password).await?, None),
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
                    welcome: None,
                },
                shown,
            ));
            let login = &out[out.len() - 1].0;
            newcomers.push(Newcomer {
                user_id: login.user_id,
                username: login.username.clone(),
                email: login.email.clone(),
                first_name: login.first_name.clone(),
                last_name: login.last_name.clone(),
                role: login.role,
                phone: r
                    .phone
                    .map(|p| p.trim().to_owned())
                    .filter(|p| !p.is_empty()),
            });
        }
        let welcomes = self.welcomes.welcome(newcomers, at).await?;
        if welcomes.len() != out.len() {
            return Err(AcademicsError::internal(anyhow::anyhow!(
                "{} welcomes for {} accounts",
                welcomes.len(),
                out.len()
            )));
        }
        for ((login, _), welcome) in out.iter_mut().zip(welcomes) {
            login.welcome = welcome;
        }
        Ok(out)
    }
}

impl std::fmt::Debug for Accounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Accounts")
    }
}
