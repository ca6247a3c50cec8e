//! The school's password policy, and argon2id hashing on a bounded pool.

use std::sync::Arc;

use argon2::{
    Argon2,
    password_hash::{PasswordHasher as _, PasswordVerifier as _},
};

use crate::{AuthError, ports::PasswordHasher};

/// Longest password accepted: hashing cost grows with length, so a cap stops abuse.
pub const MAX_PASSWORD_LENGTH: usize = 128;

/// What every new password must satisfy (from the school settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordPolicy {
    pub min_length: usize,
    pub require_numbers: bool,
    pub require_symbols: bool,
    pub require_uppercase: bool,
}

impl Default for PasswordPolicy {
    fn default() -> Self {
        Self {
            min_length: 8,
            require_numbers: true,
            require_symbols: false,
            require_uppercase: false,
        }
    }
}

impl PasswordPolicy {
    /// Every rule `password` breaks, as sentences; empty when it is acceptable.
    pub fn problems(&self, password: &str) -> Vec<String> {
        let mut problems = Vec::new();
        let length = password.chars().count();
        if length < self.min_length {
            problems.push(format!("Use at least {} characters.", self.min_length));
        }
        if length > MAX_PASSWORD_LENGTH {
            problems.push(format!("Use at most {MAX_PASSWORD_LENGTH} characters."));
        }
        if self.require_numbers && !password.chars().any(|c| c.is_ascii_digit()) {
            problems.push("Include at least one number.".into());
        }
        if self.require_uppercase && !password.chars().any(char::is_uppercase) {
            problems.push("Include at least one capital letter.".into());
        }
        if self.require_symbols
            && !password
                .chars()
                .any(|c| !c.is_alphanumeric() && !c.is_whitespace())
        {
            problems.push("Include at least one symbol, such as ! or #.".into());
        }
        problems
    }

    /// `Ok` when acceptable, else a validation error on `field`.
    pub fn check(&self, field: &str, password: &str) -> Result<(), AuthError> {
        let problems = self.problems(password);
        if problems.is_empty() {
            Ok(())
        } else {
            Err(AuthError::Validation([(field.to_owned(), problems)].into()))
        }
    }
}

/// How long a password made by the server for a new account is: with the alphabet of
/// `temporary_password`, about 69 bits of entropy (decisions/011).
pub const INITIAL_PASSWORD_LENGTH: usize = 16;

/// A password the server makes for a new account, and its stored form. Such a password is
/// random enough that a fast hash cannot be reversed, as with e-mailed link tokens, so
/// importing thousands of accounts does not cost an argon2id hash each; the account must change
/// it at first sign-in, which stores an argon2id hash (decisions/011).
pub fn initial_password(policy: &PasswordPolicy) -> Result<(String, String), AuthError> {
    let plain =
        crate::accounts::temporary_password(policy.min_length.max(INITIAL_PASSWORD_LENGTH))?;
    let stored = fast_hash(&plain);
    Ok((plain, stored))
}

const FAST_PREFIX: &str = "$sha256$";

fn fast_hash(plain: &str) -> String {
    use sha2::Digest as _;
    format!(
        "{FAST_PREFIX}{}",
        hex::encode(sha2::Sha256::digest(plain.as_bytes()))
    )
}

/// Compares without stopping at the first difference.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// argon2id with OWASP's parameters (19 MiB, t=2, p=1), computed on a small pool of dedicated
/// threads, one per permit. Unbounded, a burst of 64 sign-ins took 5.8 GB of memory and fell to
/// 16 sign-ins a second on 2 cores. Tokio's blocking pool bounded by a semaphore still spread the
/// work over many threads, each keeping its own 19 MiB allocator arena (700 MB peak); a fixed set
/// of threads keeps the arenas, and so the memory, to the pool's size.
#[derive(Debug, Clone)]
pub struct Argon2Hasher {
    jobs: std::sync::mpsc::SyncSender<Job>,
}

type Job = Box<dyn FnOnce() + Send>;

impl Argon2Hasher {
    pub fn new(threads: usize) -> Self {
        let threads = threads.max(1);
        // Room for a burst to queue; the async caller waits on its answer, never on the queue.
        let (jobs, queue) = std::sync::mpsc::sync_channel::<Job>(1024);
        let queue = Arc::new(std::sync::Mutex::new(queue));
        for n in 0..threads {
            let queue = Arc::clone(&queue);
            std::thread::Builder::new()
                .name(format!("argon2-{n}"))
                .spawn(move || {
                    loop {
                        // The lock is held only while taking a job, not while hashing.
                        let job = match queue.lock() {
                            Ok(receiver) => receiver.recv(),
                            Err(_) => return,
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return, // every hasher was dropped
                        }
                    }
                })
                .expect("could not start a password hashing thread");
        }
        Self { jobs }
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, AuthError> {
        let (answer, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(work());
        });
        // 1024 waiting jobs are half a minute of work: past that, refusing beats queueing.
        self.jobs.try_send(job).map_err(|e| {
            AuthError::internal(anyhow::anyhow!(
                "the password hashing queue is full or stopped: {e}"
            ))
        })?;
        result
            .await
            .map_err(|_| AuthError::internal(anyhow::anyhow!("a password hashing job was lost")))
    }
}

#[async_trait::async_trait]
impl PasswordHasher for Argon2Hasher {
    async fn hash(&self, password: &str) -> Result<String, AuthError> {
        let password = password.to_owned();
        self.run(move || {
            // A fresh random salt each time (argon2's `getrandom` feature).
            Argon2::default()
                .hash_password(password.as_bytes())
                .map(|hash| hash.to_string())
                .map_err(|e| AuthError::internal(anyhow::anyhow!("hashing failed: {e}")))
        })
        .await?
    }

    async fn verify(&self, password: &str, hash: &str) -> Result<bool, AuthError> {
        let (password, hash) = (password.to_owned(), hash.to_owned());
        // A malformed hash fails to parse, which counts as no match.
        self.run(move || {
            if hash.starts_with(FAST_PREFIX) {
                // A server-made initial password. An argon2id hash is computed all the same, so
                // that the answer takes as long as for any other account.
                let _ = Argon2::default().hash_password(password.as_bytes());
                return same(fast_hash(&password).as_bytes(), hash.as_bytes());
            }
            Argon2::default()
                .verify_password(password.as_bytes(), hash.as_str())
                .is_ok()
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_default_policy_wants_eight_characters_and_a_number() {
        let policy = PasswordPolicy::default();
        assert_eq!(
            policy.problems("short"),
            vec!["Use at least 8 characters.", "Include at least one number."]
        );
        assert!(policy.problems("long enough 1").is_empty());
    }

    #[test]
    fn symbols_and_capitals_are_checked_when_the_school_asks() {
        let policy = PasswordPolicy {
            require_symbols: true,
            require_uppercase: true,
            ..PasswordPolicy::default()
        };
        assert_eq!(policy.problems("lowercase1").len(), 2);
        assert!(policy.problems("Upper#case1").is_empty());
    }

    #[test]
    fn check_reports_on_the_named_field() {
        let err = PasswordPolicy::default()
            .check("new_password", "abc")
            .unwrap_err();
        let AuthError::Validation(fields) = err else {
            panic!("not a validation error")
        };
        assert_eq!(fields["new_password"].len(), 2);
    }

    proptest! {
        #[test]
        fn length_alone_decides_when_nothing_else_is_required(password in "\\PC{0,40}") {
            let policy = PasswordPolicy { require_numbers: false, ..PasswordPolicy::default() };
            prop_assert_eq!(policy.problems(&password).is_empty(), password.chars().count() >= 8);
        }
    }

    #[tokio::test]
    async fn an_initial_password_follows_the_policy_and_verifies() {
        let strict = PasswordPolicy {
            min_length: 20,
            require_numbers: true,
            require_symbols: true,
            require_uppercase: true,
        };
        let (plain, stored) = initial_password(&strict).unwrap();
        assert!(strict.problems(&plain).is_empty(), "{plain}");
        assert_eq!(plain.chars().count(), 20);
        assert!(!stored.contains(&plain));

        let hasher = Argon2Hasher::new(1);
        assert!(hasher.verify(&plain, &stored).await.unwrap());
        assert!(!hasher.verify("not it 1", &stored).await.unwrap());
        let (other, _) = initial_password(&PasswordPolicy::default()).unwrap();
        assert_ne!(other, plain);
        assert_eq!(other.chars().count(), INITIAL_PASSWORD_LENGTH);
    }

    #[tokio::test]
    async fn a_hash_verifies_its_password_and_no_other() {
        let hasher = Argon2Hasher::new(2);
        let hash = hasher.hash("correct horse 1").await.unwrap();

        assert!(hash.starts_with("$argon2id$"));
        assert!(hasher.verify("correct horse 1", &hash).await.unwrap());
        assert!(!hasher.verify("correct horse 2", &hash).await.unwrap());
        assert!(!hasher.verify("anything", "not a hash").await.unwrap());
    }
}
