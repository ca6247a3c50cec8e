//! Builds the domain services on their adapters, and serves them.

use std::sync::Arc;

use academics::{Academics, AcademicsPorts};
use anyhow::Context;
use auth::{
    Argon2Hasher, AuthError, AuthService, AuthServiceDeps, Mailer, ThrottlePolicy, TokenConfig,
    Tokens,
};
use kernel::SystemClock;
use messaging::{AnnouncementService, NewsletterService};
use providers::{ProviderUrls, Providers};
use settings::{ConnectionTests, SchoolIdentity, SecretBox, SettingsService};
use storage::{
    Database, PgAccessRepo, PgAccountDirectory, PgAnnouncementRepo, PgAttendanceRepo,
    PgCalendarRepo, PgClassRepo, PgEnrolmentRepo, PgExamRepo, PgLessonRepo, PgMediaStore,
    PgNewsletterRepo, PgOneTimeTokens, PgPaperRepo, PgParentRepo, PgPinRepo, PgReportRepo,
    PgResultRepo, PgSessionStore, PgSettingsRepo, PgStructureRepo, PgStudentRepo, PgTeacherRepo,
    PgThrottleLog, PgUserRepo,
};
use web::AppState;

/// What the services need besides the database.
#[derive(Debug, Clone)]
pub struct Services {
    /// Signs the tokens (from `PORTAL_SECRET_KEY`).
    pub secret: Vec<u8>,
    pub tokens: TokenConfig,
    /// Password hashes computed at once at most.
    pub hash_permits: usize,
    /// Where people open the portal; e-mailed links start with it.
    pub public_url: String,
    /// Where the outbound providers' APIs are.
    pub providers: ProviderUrls,
    /// The reverse proxies in front of the portal (`PORTAL_TRUSTED_PROXIES`).
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Every service's clock: UTC instants, and the date where the school is, kept to the
    /// settings' time zone by `serve` and `worker` (`crate::school_time`, decisions/028).
    pub clock: kernel::SchoolClock,
}

/// The outbound providers' clients (an HTTP client with its connection pool).
pub fn providers(services: &Services) -> anyhow::Result<Arc<Providers>> {
    Ok(Arc::new(
        Providers::new(services.providers.clone())
            .map_err(|e| anyhow::anyhow!("the HTTP client: {e}"))?,
    ))
}

/// The handlers' state on a real database, with providers' clients of its own (the tests').
pub fn state(db: &Database, services: &Services) -> AppState {
    let providers =
        providers(services).expect("the HTTP client builds (TLS roots are read at start)");
    state_with(db, services, providers)
}

/// The handlers' state on a real database, calling out through `providers`.
pub fn state_with(db: &Database, services: &Services, providers: Arc<Providers>) -> AppState {
    let academics = academics_service(db, services);
    // Its saves that write the register's lists (the Academic tab) change the sessions and
    // terms: counted with the calendar's own changes, so that the dashboards read them at once
    // (decisions/025).
    let settings =
        settings_service(db, services).counting_calendar_changes(academics.calendar.changes());
    let notifications = crate::notifications::notification_service(db, services);
    AppState {
        auth: auth_service_with(
            db,
            services,
            Arc::new(crate::notifications::OutboxMailer(notifications.clone())),
        ),
        notifications,
        connection_tests: ConnectionTests::new(
            settings.clone(),
            providers.clone(),
            Arc::new(PgThrottleLog::new(db.clone())),
            Arc::new(services.clock.clone()),
        ),
        settings,
        announcements: AnnouncementService::new(
            Arc::new(PgAnnouncementRepo::new(db.clone())),
            Arc::new(services.clock.clone()),
        ),
        newsletter: NewsletterService::new(
            Arc::new(PgNewsletterRepo::new(db.clone())),
            Arc::new(PgThrottleLog::new(db.clone())),
            Arc::new(services.clock.clone()),
        ),
        dashboards: academics::dashboard::Dashboards::new(
            Arc::new(storage::PgDashboardRepo::new(db.clone())),
            academics.attendance.clone(),
            Arc::new(services.clock.clone()),
        ),
        academics,
        conversations: conversations_service(db, services),
        fees: crate::payments::fees_service(db, services),
        payments: crate::payments::payments_service(db, services, providers),
        media: Arc::new(PgMediaStore::new(db.clone())),
        probes: vec![Arc::new(db.clone())],
        trusted_proxies: services.trusted_proxies.clone(),
        https: services.public_url.starts_with("https://"),
        public_url: services.public_url.clone(),
    }
}

/// Conversations between the school and families, under the chat settings, telling each
/// recipient through the outbox.
pub fn conversations_service(
    db: &Database,
    services: &Services,
) -> messaging::conversations::Conversations {
    let settings = settings_service(db, services);
    messaging::conversations::Conversations::new(messaging::conversations::ConversationPorts {
        repo: Arc::new(storage::PgConversationRepo::new(db.clone())),
        relations: Arc::new(storage::PgRelations::new(db.clone())),
        rules: Arc::new(crate::adapters::SettingsChat {
            settings: settings.clone(),
            db: db.clone(),
        }),
        notify: Arc::new(crate::notifications::SettingsRules(settings)),
        throttle: Arc::new(PgThrottleLog::new(db.clone())),
        clock: Arc::new(services.clock.clone()),
        portal: services.public_url.clone(),
    })
}

/// The register, whose accounts' passwords the auth service checks and hashes, and whose new
/// accounts are welcomed as the settings say.
pub fn academics_service(db: &Database, services: &Services) -> Academics {
    let notices = Arc::new(crate::notifications::OutboxNotices::new(db, services));
    academics_service_with(db, services, notices.clone(), notices.clone(), notices)
}

/// The register with another way of welcoming new accounts (the demo school welcomes nobody).
pub fn academics_service_with(
    db: &Database,
    services: &Services,
    welcomes: Arc<dyn academics::Welcomes>,
    exam_notices: Arc<dyn academics::exams::ExamNotices>,
    absence_notices: Arc<dyn academics::attendance::AbsenceNotices>,
) -> Academics {
    Academics::new(AcademicsPorts {
        structure: Arc::new(PgStructureRepo::new(db.clone())),
        calendar: Arc::new(PgCalendarRepo::new(db.clone())),
        classes: Arc::new(PgClassRepo::new(db.clone())),
        students: Arc::new(PgStudentRepo::new(db.clone())),
        teachers: Arc::new(PgTeacherRepo::new(db.clone())),
        parents: Arc::new(PgParentRepo::new(db.clone())),
        enrolments: Arc::new(PgEnrolmentRepo::new(db.clone())),
        lessons: Arc::new(PgLessonRepo::new(db.clone())),
        exams: Arc::new(PgExamRepo::new(db.clone())),
        papers: Arc::new(PgPaperRepo::new(db.clone())),
        attendance: Arc::new(PgAttendanceRepo::new(db.clone())),
        results: Arc::new(PgResultRepo::new(db.clone())),
        reports: Arc::new(PgReportRepo::new(db.clone())),
        grading: Arc::new(crate::adapters::SettingsGrading(settings_service(
            db, services,
        ))),
        traits: Arc::new(crate::adapters::SettingsGrading(settings_service(
            db, services,
        ))),
        credentials: Arc::new(crate::adapters::AuthCredentials(auth_service(db, services))),
        welcomes,
        exam_notices,
        absence_notices,
        result_notices: Arc::new(crate::notifications::OutboxNotices::new(db, services)),
        pins: Arc::new(PgPinRepo::new(db.clone())),
        throttle: Arc::new(PgThrottleLog::new(db.clone())),
        pin_key: academics::pins::PinKey::derive(&services.secret),
        clock: Arc::new(services.clock.clone()),
    })
}

/// The auth service, its account e-mails written to the notifications outbox.
pub fn auth_service(db: &Database, services: &Services) -> AuthService {
    let outbox = crate::notifications::notification_service(db, services);
    auth_service_with(
        db,
        services,
        Arc::new(crate::notifications::OutboxMailer(outbox)),
    )
}

/// The auth service with another mailer (tests read what would have been sent).
pub fn auth_service_with(
    db: &Database,
    services: &Services,
    mailer: Arc<dyn Mailer>,
) -> AuthService {
    AuthService::new(AuthServiceDeps {
        users: Arc::new(PgUserRepo::new(db.clone())),
        sessions: Arc::new(PgSessionStore::new(db.clone())),
        throttle: Arc::new(PgThrottleLog::new(db.clone())),
        hasher: Arc::new(Argon2Hasher::new(services.hash_permits)),
        policy: Arc::new(crate::adapters::SettingsPolicy(settings_service(
            db, services,
        ))),
        clock: Arc::new(services.clock.clone()),
        tokens: Tokens::new(&services.secret, services.tokens.clone()),
        throttle_policy: ThrottlePolicy::default(),
        mailer,
        links: Arc::new(PgOneTimeTokens::new(db.clone())),
        access: Arc::new(PgAccessRepo::new(db.clone())),
        directory: Arc::new(PgAccountDirectory::new(db.clone())),
        media: Arc::new(PgMediaStore::new(db.clone())),
        public_url: services.public_url.clone(),
    })
}

pub fn settings_service(db: &Database, services: &Services) -> SettingsService {
    let repo = Arc::new(PgSettingsRepo::new(db.clone()));
    SettingsService::new(
        repo.clone(),
        Arc::new(services.clock.clone()),
        SecretBox::from_server_secret(&services.secret),
        Arc::new(PgMediaStore::new(db.clone())),
    )
    .checking_time_zones(repo)
}

impl Services {
    /// For commands that create accounts but sign no tokens (seeding without a secret).
    pub fn for_seeding() -> Self {
        Self {
            secret: Vec::new(),
            tokens: TokenConfig::default(),
            hash_permits: 2,
            public_url: String::new(),
            providers: ProviderUrls::default(),
            trusted_proxies: Vec::new(),
            clock: kernel::SchoolClock::default(),
        }
    }
}

/// The password of every demo account. Demo schools only: `seed-demo` is never run on a real one.
pub const DEMO_PASSWORD: &str = "Demo school 1";

/// The demo accounts: one per role, signing in with [`DEMO_PASSWORD`].
pub const DEMO_ACCOUNTS: &[(&str, kernel::Role, &str, &str)] = &[
    ("demo.admin", kernel::Role::Admin, "Grace", "Adeyemi"),
    ("demo.teacher", kernel::Role::Teacher, "Emeka", "Nwosu"),
    ("demo.student", kernel::Role::Student, "Tolu", "Bakare"),
    ("demo.parent", kernel::Role::Parent, "Ngozi", "Bakare"),
];

/// Creates the demo accounts that do not exist yet; answers the usernames it created.
pub async fn seed_demo_accounts(auth: &AuthService) -> anyhow::Result<Vec<String>> {
    let mut created = Vec::new();
    for (username, role, first_name, last_name) in DEMO_ACCOUNTS {
        let account = auth::NewAccount {
            username: (*username).into(),
            email: format!("{username}@greenfield.example"),
            first_name: (*first_name).into(),
            last_name: (*last_name).into(),
            role: *role,
            password: DEMO_PASSWORD.into(),
            is_superuser: *role == kernel::Role::Admin,
            must_change_password: false,
        };
        match auth.create_account(account).await {
            Ok(user) => created.push(user.username),
            Err(AuthError::DuplicateUsername | AuthError::DuplicateEmail) => {}
            Err(e) => {
                return Err(anyhow::Error::new(e).context(format!("could not create {username}")));
            }
        }
    }
    Ok(created)
}

/// The demo school's first announcements, when it has none: what a family sees on a new
/// dashboard and on the public news page. Answers how many were added.
pub async fn seed_demo_announcements(db: &Database, auth: &AuthService) -> anyhow::Result<usize> {
    use messaging::{AnnouncementDraft, AnnouncementQuery, Audience, Author, Priority, Viewer};
    let service = AnnouncementService::new(
        Arc::new(PgAnnouncementRepo::new(db.clone())),
        Arc::new(SystemClock),
    );
    let existing = service
        .list(
            Viewer::Manager,
            AnnouncementQuery::default(),
            kernel::PageRequest::default(),
        )
        .await?;
    if existing.count > 0 {
        return Ok(0);
    }
    let admin = auth
        .user_by_login(DEMO_ACCOUNTS[0].0)
        .await?
        .context("the demo admin is missing: seed the accounts first")?;
    let author = Author {
        id: admin.id.into_uuid(),
        name: admin.full_name(),
    };
    let drafts = [
        (
            "School hours and uniform",
            "Lessons begin at 7:45 am each school day. Pupils should come in full uniform with \
             their reading books. The school office is open from 8:00 am to 4:00 pm for any \
             questions.",
            Priority::High,
            Audience::All,
        ),
        (
            "Parents' evening",
            "Class teachers will meet parents in the main hall on Thursday from 4:00 pm to \
             6:30 pm to talk about each child's progress. No appointment is needed.",
            Priority::Medium,
            Audience::Parents,
        ),
        (
            "Inter-house sports practice",
            "Sports practice holds every Wednesday after lessons. Bring your house T-shirt and \
             a bottle of water.",
            Priority::Low,
            Audience::Students,
        ),
    ];
    for (title, content, priority, audience) in drafts {
        service
            .create(
                Viewer::Manager,
                author.clone(),
                AnnouncementDraft {
                    title: title.into(),
                    content: content.into(),
                    priority,
                    target_audience: audience,
                    is_active: true,
                    expires_at: None,
                },
            )
            .await?;
    }
    Ok(drafts.len())
}

/// The demo school's first messages: the announcements told to the demo parent and student in
/// the portal (unread, so the bell shows them), e-mails the school sent them, and two that failed
/// on mistyped addresses, so that the admin's outbox has something to show. Each is written once
/// (its dedup key); answers how many were written. (They were once written only into an empty
/// outbox, which the welcome e-mails seeded before them had always filled.)
pub async fn seed_demo_notifications(db: &Database, auth: &AuthService) -> anyhow::Result<usize> {
    use messaging::notifications::{Channel, Event, NewNotification, Outbox, Outcome};
    let outbox = storage::PgNotificationRepo::new(db.clone());
    let parent = auth
        .user_by_login("demo.parent")
        .await?
        .context("the demo parent is missing: seed the accounts first")?;
    let student = auth
        .user_by_login("demo.student")
        .await?
        .context("the demo student is missing: seed the accounts first")?;
    let now = time::OffsetDateTime::now_utc();
    let message =
        |channel: Channel, user: &auth::User, to: &str, subject: &str, body: &str, hours: i64| {
            NewNotification {
                id: uuid::Uuid::now_v7(),
                event: Event::EventAnnouncement,
                channel,
                user_id: Some(user.id),
                recipient: to.to_owned(),
                subject: subject.to_owned(),
                body: body.to_owned(),
                // Where the announcements show: the person's dashboard.
                link: Some(format!("/{}/dashboard", user.role.as_str())),
                dedup_key: Some(format!(
                    "demo:{}:{}:{to}:{subject}",
                    channel.as_str(),
                    user.username
                )),
                created_at: now - time::Duration::hours(hours),
                not_before: None,
            }
        };
    let evening = "Class teachers will meet parents in the main hall on Thursday from 4:00 pm to \
                   6:30 pm to talk about each child's progress. No appointment is needed.";
    // The demo may be seeded on any day of a term, so this says nothing of when the term began.
    let welcome = "Lessons begin at 7:45 am each school day. Pupils should come in full uniform \
                   with their reading books.";
    let sports = "Sports practice holds every Wednesday after lessons. Bring your house T-shirt \
                  and a bottle of water.";
    let items = [
        message(Channel::InApp, &parent, "", "Parents' evening", evening, 2),
        message(
            Channel::InApp,
            &parent,
            "",
            "School hours and uniform",
            welcome,
            30,
        ),
        message(
            Channel::InApp,
            &student,
            "",
            "Inter-house sports practice",
            sports,
            5,
        ),
        message(
            Channel::Email,
            &parent,
            &parent.email,
            "Parents' evening",
            evening,
            2,
        ),
        message(
            Channel::Email,
            &parent,
            &parent.email,
            "School hours and uniform",
            welcome,
            30,
        ),
        message(
            Channel::Email,
            &student,
            &student.email,
            "Inter-house sports practice",
            sports,
            5,
        ),
        message(
            Channel::Email,
            &parent,
            "ngozi.bakare@gmial.example",
            "Parents' evening",
            evening,
            2,
        ),
        message(
            Channel::Email,
            &student,
            "tolu.bakare@greenfeild.example",
            "Inter-house sports practice",
            sports,
            5,
        ),
    ];
    let written = outbox.enqueue(&items).await?;
    // Recorded as a sender's tries would have left them (a message skipped as already there,
    // on a second run, is left as it is).
    for (i, item) in items.iter().enumerate().skip(3) {
        let Some(message) = outbox.get(item.id).await? else {
            continue;
        };
        let outcome = if i < 6 {
            Outcome::Sent {
                provider_message_id: Some("2.0.0 Ok: queued".into()),
            }
        } else {
            Outcome::Failed {
                error: format!(
                    "The SMTP server refused the message: 550 5.1.1 <{}>: recipient address \
                     rejected: no such domain.",
                    item.recipient
                ),
            }
        };
        outbox
            .record(
                &message.claim(),
                &outcome,
                item.created_at + time::Duration::minutes(1),
            )
            .await?;
    }
    Ok(written)
}

/// The demo school's identity, stored on a first run.
pub fn demo_identity() -> SchoolIdentity {
    SchoolIdentity {
        school_name: "Greenfield Academy".into(),
        school_motto: "Knowledge at its spring".into(),
        school_address: "12 Unity Road, Ikeja, Lagos".into(),
        school_phone: "+234 801 234 5678".into(),
        school_email: "office@greenfield.example".into(),
        timezone: "Africa/Lagos".into(),
    }
}
