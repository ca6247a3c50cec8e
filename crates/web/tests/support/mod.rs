//! Builders shared by the HTTP tests: application state over mocked domain ports.
#![allow(dead_code)] // each test file uses a part

use std::sync::Arc;

use auth::{
    AuthService, AuthServiceDeps, PasswordPolicy, Preferences, ThrottlePolicy, TokenConfig, Tokens,
    User,
    ports::{
        MockMailer, MockOneTimeTokens, MockPasswordHasher, MockPolicySource, MockSessionStore,
        MockUserRepo,
    },
};
use kernel::{FixedClock, HealthProbe, ProbeFailure, Role};
use settings::{MockSettingsRepo, SettingsService};
use time::{Duration, OffsetDateTime};
use web::AppState;

pub const SECRET: &[u8] = b"an http test secret of 32 bytes!!";

pub fn now() -> OffsetDateTime {
    OffsetDateTime::now_utc()
}

pub struct Probe(pub Result<(), &'static str>);

#[async_trait::async_trait]
impl HealthProbe for Probe {
    fn name(&self) -> &'static str {
        "database"
    }
    async fn check(&self) -> Result<(), ProbeFailure> {
        self.0.map_err(|e| ProbeFailure(e.into()))
    }
}

pub fn user(role: Role) -> User {
    User {
        id: kernel::UserId::generate(),
        username: format!("{}.one", role.as_str()),
        email: format!("{}@school.example", role.as_str()),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        role,
        is_active: true,
        is_staff: role == Role::Admin,
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

pub fn tokens() -> Tokens {
    Tokens::new(SECRET, TokenConfig::default())
}

/// An auth service whose only account is `account`, with password `password`.
pub fn auth_with(account: Option<User>, password: &'static str) -> AuthService {
    let mut users = MockUserRepo::new();
    let found = account.clone();
    users
        .expect_find_for_login()
        .returning(move |_| Ok(found.clone().map(|u| (u, format!("hash:{password}")))));
    let by_id = account.clone();
    users
        .expect_get()
        .returning(move |id| Ok(by_id.clone().filter(|u| u.id == id)));
    users.expect_record_login().returning(|_, _| Ok(()));
    let mut sessions = MockSessionStore::new();
    sessions.expect_start().returning(|_| Ok(()));
    sessions.expect_revoke().returning(|_, _| Ok(()));
    let mut hasher = MockPasswordHasher::new();
    hasher.expect_hash().returning(|p| Ok(format!("hash:{p}")));
    hasher
        .expect_verify()
        .returning(|p, h| Ok(h == format!("hash:{p}")));
    let mut policy = MockPolicySource::new();
    policy
        .expect_password_policy()
        .returning(|| Ok(PasswordPolicy::default()));
    AuthService::new(AuthServiceDeps {
        users: Arc::new(users),
        sessions: Arc::new(sessions),
        throttle: Arc::new(kernel::MemoryThrottleLog::default()),
        hasher: Arc::new(hasher),
        policy: Arc::new(policy),
        clock: Arc::new(kernel::SystemClock),
        tokens: tokens(),
        throttle_policy: ThrottlePolicy::default(),
        mailer: Arc::new(MockMailer::new()),
        links: Arc::new(MockOneTimeTokens::new()),
        access: Arc::new({
            let mut access = auth::access::MockAccessRepo::new();
            access
                .expect_permission_codenames()
                .returning(|_| Ok(vec![]));
            access
        }),
        directory: Arc::new(auth::accounts::MockAccountDirectory::new()),
        media: Arc::new(kernel::NoFiles),
        public_url: "http://127.0.0.1:8080".into(),
    })
}

pub fn state_with(settings: MockSettingsRepo, probe: Probe, auth: AuthService) -> AppState {
    let clock = FixedClock(OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap());
    let settings = SettingsService::new(
        Arc::new(settings),
        Arc::new(clock),
        settings::SecretBox::from_server_secret("web-tests-server-secret-0123456789abcdef"),
        Arc::new(kernel::NoFiles),
    );
    AppState {
        auth,
        connection_tests: settings::ConnectionTests::new(
            settings.clone(),
            Arc::new(settings::connections::MockProviderChecks::new()),
            Arc::new(kernel::MemoryThrottleLog::default()),
            Arc::new(clock),
        ),
        settings,
        announcements: messaging::AnnouncementService::new(
            Arc::new(messaging::MockAnnouncementRepo::new()),
            Arc::new(clock),
        ),
        newsletter: messaging::NewsletterService::new(
            Arc::new(messaging::MockNewsletterRepo::new()),
            Arc::new(kernel::MemoryThrottleLog::default()),
            Arc::new(clock),
        ),
        notifications: messaging::notifications::NotificationService::new(
            Arc::new(messaging::notifications::MockOutbox::new()),
            Arc::new(messaging::notifications::MockInbox::new()),
            Arc::new(messaging::notifications::MockRulesSource::new()),
            Arc::new(messaging::notifications::MockDeliverer::new()),
            Arc::new(clock),
        ),
        dashboards: academics::dashboard::Dashboards::new(
            Arc::new(academics::dashboard::MockDashboardRepo::new()),
            no_records(Arc::new(clock)).attendance,
            Arc::new(clock),
        ),
        academics: no_records(Arc::new(clock)),
        conversations: messaging::conversations::Conversations::new(
            messaging::conversations::ConversationPorts {
                repo: Arc::new(messaging::conversations::MockConversationRepo::new()),
                relations: Arc::new(messaging::conversations::MockRelations::new()),
                rules: Arc::new(messaging::conversations::MockChatRulesSource::new()),
                notify: Arc::new(messaging::notifications::MockRulesSource::new()),
                throttle: Arc::new(kernel::MemoryThrottleLog::default()),
                clock: Arc::new(clock),
                portal: "http://127.0.0.1:8080".into(),
            },
        ),
        fees: no_fees(Arc::new(clock)),
        payments: payments::checkout::Payments::new(
            Arc::new(payments::checkout::MockPaymentRepo::new()),
            Arc::new(payments::checkout::MockPaymentSettings::new()),
            Arc::new(payments::checkout::MockGatewayClient::new()),
            no_fees(Arc::new(clock)),
            Arc::new(clock),
            "http://127.0.0.1:8080",
        ),
        media: Arc::new(kernel::NoFiles),
        probes: vec![Arc::new(probe)],
        trusted_proxies: Vec::new(),
        https: false,
        public_url: "http://127.0.0.1:8080".into(),
    }
}

/// Fees with no invoices.
pub fn no_fees(clock: Arc<dyn kernel::Clock>) -> payments::fees::Fees {
    payments::fees::Fees::new(
        Arc::new(payments::fees::MockInvoiceRepo::new()),
        Arc::new(payments::fees::MockFeeSettings::new()),
        clock,
    )
}

/// A register where nobody has a student, teacher or parent record yet.
pub fn no_records(clock: Arc<dyn kernel::Clock>) -> academics::Academics {
    let mut students = academics::students::MockStudentRepo::new();
    students.expect_of_user().returning(|_| Ok(None));
    let mut teachers = academics::teachers::MockTeacherRepo::new();
    teachers.expect_of_user().returning(|_| Ok(None));
    let mut parents = academics::parents::MockParentRepo::new();
    parents.expect_of_user().returning(|_| Ok(None));
    academics::Academics::new(academics::AcademicsPorts {
        structure: Arc::new(academics::structure::MockStructureRepo::new()),
        calendar: Arc::new(academics::calendar::MockCalendarRepo::new()),
        classes: Arc::new(academics::classes::MockClassRepo::new()),
        students: Arc::new(students),
        teachers: Arc::new(teachers),
        parents: Arc::new(parents),
        enrolments: Arc::new(academics::enrolments::MockEnrolmentRepo::new()),
        lessons: Arc::new(academics::timetable::MockLessonRepo::new()),
        exams: Arc::new(academics::exams::MockExamRepo::new()),
        papers: Arc::new(academics::exams::MockPaperRepo::new()),
        attendance: Arc::new(academics::attendance::MockAttendanceRepo::new()),
        results: Arc::new(academics::results::MockResultRepo::new()),
        reports: Arc::new(academics::results::MockReportRepo::new()),
        grading: Arc::new(academics::results::MockGradingSource::new()),
        traits: Arc::new(academics::results::MockTraitSource::new()),
        result_notices: Arc::new(academics::results::NoResultNotices),
        exam_notices: Arc::new(academics::exams::NoExamNotices),
        absence_notices: Arc::new(academics::attendance::NoAbsenceNotices),
        pins: Arc::new(academics::pins::MockPinRepo::new()),
        throttle: Arc::new(kernel::MemoryThrottleLog::default()),
        pin_key: academics::pins::PinKey::derive(b"test secret"),
        credentials: Arc::new(academics::MockCredentials::new()),
        welcomes: Arc::new(academics::MockWelcomes::new()),
        clock,
    })
}

pub fn nothing_stored() -> MockSettingsRepo {
    let mut repo = MockSettingsRepo::new();
    repo.expect_load().returning(|| Ok(None));
    repo
}
