//! Mocks that allow everything unless a test says otherwise, shared by the domain's tests.

use std::sync::Arc;

use kernel::{FixedClock, Role};
use time::{Duration, OffsetDateTime};

use crate::{
    AuthService, AuthServiceDeps, PasswordPolicy, Preferences, RegistrationRules, ThrottlePolicy,
    User,
    access::MockAccessRepo,
    accounts::MockAccountDirectory,
    ports::{
        MockMailer, MockOneTimeTokens, MockPasswordHasher, MockPolicySource, MockSessionStore,
        MockUserRepo,
    },
    tokens::{TokenConfig, Tokens},
};

pub fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
}

pub fn user(role: Role) -> User {
    User {
        id: kernel::UserId::generate(),
        username: "ada.obi".into(),
        email: "ada@example.com".into(),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        role,
        is_active: true,
        is_staff: false,
        is_superuser: false,
        email_verified: true,
        approved: true,
        must_change_password: false,
        profile_picture: None,
        preferences: Preferences::default(),
        last_login: None,
        sessions_valid_after: now() - Duration::days(1),
        created_at: now() - Duration::days(30),
    }
}

pub struct Mocks {
    pub users: MockUserRepo,
    pub sessions: MockSessionStore,
    /// The throttle log, in memory: seed it with `record` to arrange earlier attempts.
    pub throttle: kernel::MemoryThrottleLog,
    pub hasher: MockPasswordHasher,
    pub policy: MockPolicySource,
    pub mailer: MockMailer,
    pub links: MockOneTimeTokens,
    pub access: MockAccessRepo,
    pub directory: MockAccountDirectory,
}

impl Mocks {
    pub fn new() -> Self {
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_hash().returning(|p| Ok(format!("hash:{p}")));
        hasher
            .expect_verify()
            .returning(|password, hash| Ok(hash == format!("hash:{password}")));
        let mut policy = MockPolicySource::new();
        policy
            .expect_password_policy()
            .returning(|| Ok(PasswordPolicy::default()));
        policy.expect_registration_rules().returning(|| {
            Ok(RegistrationRules {
                allow_self_registration: true,
                email_verification_required: true,
                approval_required: false,
                default_role: Role::Student,
            })
        });
        let mut sessions = MockSessionStore::new();
        sessions.expect_start().returning(|_| Ok(()));
        Self {
            users: MockUserRepo::new(),
            sessions,
            throttle: kernel::MemoryThrottleLog::default(),
            hasher,
            policy,
            mailer: MockMailer::new(),
            links: MockOneTimeTokens::new(),
            access: MockAccessRepo::new(),
            directory: MockAccountDirectory::new(),
        }
    }

    pub fn with_account(mut self, account: User, password: &'static str) -> Self {
        let found = account.clone();
        self.users
            .expect_find_for_login()
            .returning(move |_| Ok(Some((found.clone(), format!("hash:{password}")))));
        let by_id = account.clone();
        self.users
            .expect_get()
            .returning(move |_| Ok(Some(by_id.clone())));
        self.users.expect_record_login().returning(|_, _| Ok(()));
        self
    }

    pub fn service(self) -> AuthService {
        AuthService::new(AuthServiceDeps {
            users: Arc::new(self.users),
            sessions: Arc::new(self.sessions),
            throttle: Arc::new(self.throttle),
            hasher: Arc::new(self.hasher),
            policy: Arc::new(self.policy),
            clock: Arc::new(FixedClock(now())),
            tokens: Tokens::new(
                b"a test secret of thirty-two bytes!",
                TokenConfig::default(),
            ),
            throttle_policy: ThrottlePolicy::default(),
            mailer: Arc::new(self.mailer),
            links: Arc::new(self.links),
            access: Arc::new(self.access),
            directory: Arc::new(self.directory),
            media: Arc::new(kernel::NoFiles),
            public_url: "https://portal.school.example".into(),
        })
    }
}
