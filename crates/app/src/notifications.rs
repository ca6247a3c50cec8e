//! The notifications outbox wired to the settings and the providers (decision 015): which events
//! go where, the routes the settings give each channel, the account e-mails of the auth domain,
//! and the sender that runs inside `serve` and as `school-portal worker`.

use std::{sync::Arc, time::Duration};

use auth::{AuthError, EmailKind, Mailer, OutgoingEmail};
use messaging::{
    MessagingError,
    notifications::{
        Channel, ChannelRules, Deliverer, Delivery, Event, Notification, NotificationService,
        Recipient, Rules, RulesSource, Template,
    },
};
use providers::{
    Providers,
    delivery::{EmailRoute, Routes, SmsRoute},
};
use settings::{SecretName, SettingsService, connections::Encryption};
use storage::{Database, PgNotificationRepo};

use crate::wiring::{Services, settings_service};

/// How many due messages a sender claims at once.
const BATCH: u32 = 50;
/// How long a sender rests when nothing is due.
const IDLE: Duration = Duration::from_secs(1);
/// How long a sender rests after the database failed it.
const AFTER_FAILURE: Duration = Duration::from_secs(5);

pub fn notification_service(db: &Database, services: &Services) -> NotificationService {
    let repo = Arc::new(PgNotificationRepo::new(db.clone()));
    let settings = settings_service(db, services);
    let providers = Providers::new(services.providers.clone())
        .expect("the HTTP client builds (TLS roots are read at start)");
    NotificationService::new(
        repo.clone(),
        repo,
        Arc::new(SettingsRules(settings.clone())),
        Arc::new(SettingsDeliverer {
            settings,
            providers,
        }),
        Arc::new(services.clock.clone()),
    )
}

fn settings_failed(e: settings::SettingsError) -> MessagingError {
    MessagingError::Internal(anyhow::Error::new(e).context("could not read the settings"))
}

/// The per-event flags and templates of the settings.
pub(crate) struct SettingsRules(pub(crate) SettingsService);

#[async_trait::async_trait]
impl RulesSource for SettingsRules {
    async fn rules(&self) -> Result<Rules, MessagingError> {
        let s = self.0.school_settings().await.map_err(settings_failed)?;
        let n = &s.notifications;
        let flagged = |welcome: bool, f: &settings::model::EventFlags| {
            [
                (Event::Welcome, welcome),
                (Event::ResultReleased, f.result_released),
                (Event::AbsentNotice, f.absent_notice),
                (Event::FeeReminder, f.fee_reminder),
                (Event::ExamSchedule, f.exam_schedule),
                (Event::EventAnnouncement, f.event_announcement),
                (Event::DisciplinaryAction, f.disciplinary_action),
            ]
            .into_iter()
            .filter_map(|(event, on)| on.then_some(event))
            .collect()
        };
        let t = &s.message_templates;
        let template = |m: &settings::model::MessageTemplate| Template {
            subject: m.subject.clone(),
            content: m.content.clone(),
            active: m.active,
        };
        Ok(Rules {
            school_name: s.school_name.clone(),
            email: ChannelRules {
                enabled: n.email.enabled && s.notifications_enabled,
                events: flagged(n.email.welcome_email, &n.email.events),
            },
            sms: ChannelRules {
                enabled: n.sms.enabled && s.notifications_enabled,
                events: flagged(n.sms.welcome_sms, &n.sms.events),
            },
            in_app: ChannelRules {
                enabled: n.in_app.enabled && s.notifications_enabled,
                events: flagged(n.in_app.welcome_message, &n.in_app.events),
            },
            templates: [
                (Event::Welcome, template(&t.welcome_email)),
                (Event::ResultReleased, template(&t.result_released)),
                (Event::AbsentNotice, template(&t.absent_notice)),
                (Event::FeeReminder, template(&t.fee_reminder)),
                (Event::ExamSchedule, template(&t.exam_schedule)),
                (Event::EventAnnouncement, template(&t.event_announcement)),
                (Event::DisciplinaryAction, template(&t.disciplinary_action)),
            ]
            .into(),
        })
    }
}

/// Sends through the providers the settings choose, read once per batch.
struct SettingsDeliverer {
    settings: SettingsService,
    providers: Providers,
}

/// The sentence a message waits with while its channel has no provider.
pub const NO_EMAIL_PROVIDER: &str = "Not sent: no e-mail provider is set. Set the SMTP server \
     or Brevo in Settings, Notifications; the message goes as soon as one is set.";
pub const NO_SMS_PROVIDER: &str = "Not sent: no SMS provider is set. Turn SMS on and set the \
     Twilio account in Settings, Notifications; the message goes as soon as one is set.";

/// The sentence a message waits with while its e-mail provider has no sender address.
pub const NO_SENDER_EMAIL: &str = "Not sent: the e-mail settings have no sender address. Enter \
     the From address, or the school's e-mail, in Settings, Notifications; the message goes as \
     soon as it is saved.";
/// The sentence an SMS waits with while Twilio is set but has no sender.
pub const NO_SMS_SENDER: &str = "Not sent: the SMS settings have no sender ID. Enter it in \
     Settings, Notifications; the message goes as soon as it is saved.";

impl SettingsDeliverer {
    async fn routes(&self) -> Result<Routes, String> {
        let snapshot = self
            .settings
            .snapshot()
            .await
            .map_err(|e| format!("The settings could not be read: {e}"))?;
        Ok(routes_of(&snapshot.settings, |name| {
            snapshot.secret(name).map_err(|_| {
                "Not sent: a saved provider password can no longer be read (the server's key \
                 changed). Enter it again in Settings, Notifications."
                    .to_owned()
            })
        }))
    }
}

/// The route of each channel as the settings `s` give it, with the saved secrets `secret`
/// reads; a channel that cannot be used has the sentence its messages wait with, naming what
/// is missing.
fn routes_of(
    s: &settings::SchoolSettings,
    secret: impl Fn(SecretName) -> Result<Option<String>, String>,
) -> Routes {
    let email = &s.notifications.email;
    let email_route = if !email.enabled {
        Err(NO_EMAIL_PROVIDER.to_owned())
    } else if email.provider == "brevo" {
        // As for SMTP, the school's own address is the sender when none is set.
        let from = if email.brevo.from_email.is_empty() {
            s.school_email.clone()
        } else {
            email.brevo.from_email.clone()
        };
        match secret(SecretName::BrevoApiKey) {
            Ok(Some(_)) if from.is_empty() => Err(NO_SENDER_EMAIL.to_owned()),
            Ok(Some(api_key)) => Ok(EmailRoute::Brevo {
                api_key,
                from_name: email.brevo.from_name.clone(),
                from_email: from,
            }),
            Ok(None) => Err(NO_EMAIL_PROVIDER.to_owned()),
            Err(why) => Err(why),
        }
    } else {
        let smtp = &email.smtp;
        let from = if smtp.from_email.is_empty() {
            s.school_email.clone()
        } else {
            smtp.from_email.clone()
        };
        if smtp.host.trim().is_empty() {
            Err(NO_EMAIL_PROVIDER.to_owned())
        } else if from.is_empty() {
            Err(NO_SENDER_EMAIL.to_owned())
        } else {
            match secret(SecretName::SmtpPassword) {
                Ok(password) => Ok(EmailRoute::Smtp {
                    host: smtp.host.trim().to_owned(),
                    port: smtp.port,
                    encryption: match smtp.encryption.as_str() {
                        "SSL" => Encryption::Tls,
                        "none" => Encryption::None,
                        _ => Encryption::StartTls,
                    },
                    credentials: (!smtp.username.is_empty())
                        .then(|| (smtp.username.clone(), password.unwrap_or_default())),
                    from_name: smtp.from_name.clone(),
                    from_email: from,
                }),
                Err(why) => Err(why),
            }
        }
    };
    let sms = &s.notifications.sms;
    let sms_route = if !sms.enabled || sms.provider != "twilio" {
        Err(NO_SMS_PROVIDER.to_owned())
    } else {
        match (
            secret(SecretName::SmsApiKey),
            secret(SecretName::SmsApiSecret),
        ) {
            (Err(why), _) | (_, Err(why)) => Err(why),
            (Ok(Some(_)), Ok(Some(_))) if sms.sender_id.is_empty() => Err(NO_SMS_SENDER.to_owned()),
            (Ok(Some(account_sid)), Ok(Some(auth_token))) => Ok(SmsRoute {
                account_sid,
                auth_token,
                sender: sms.sender_id.clone(),
            }),
            _ => Err(NO_SMS_PROVIDER.to_owned()),
        }
    };
    Routes {
        school: s.school_name.clone(),
        email: email_route,
        sms: sms_route,
    }
}

#[async_trait::async_trait]
impl Deliverer for SettingsDeliverer {
    async fn deliver(&self, batch: &[Notification]) -> Vec<Delivery> {
        match self.routes().await {
            Ok(routes) => self.providers.deliver(&routes, batch).await,
            // The settings could not be read: every message may go on the next try.
            Err(why) => batch
                .iter()
                .map(|_| Delivery::Transient(why.clone()))
                .collect(),
        }
    }
}

/// The register's notices, written to the outbox as the settings say: new accounts' welcomes
/// (decisions/016), published exam schedules, and absences. One adapter, because each reads the
/// same rules and the portal's address.
pub struct OutboxNotices {
    rules: Arc<dyn RulesSource>,
    public_url: String,
}

impl std::fmt::Debug for OutboxNotices {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OutboxNotices")
            .field("public_url", &self.public_url)
            .finish_non_exhaustive()
    }
}

impl OutboxNotices {
    pub fn new(db: &Database, services: &Services) -> Self {
        Self {
            rules: Arc::new(SettingsRules(settings_service(db, services))),
            public_url: services.public_url.trim_end_matches('/').to_owned(),
        }
    }

    async fn rules(&self) -> Result<Rules, academics::AcademicsError> {
        self.rules
            .rules()
            .await
            .map_err(|e| academics::AcademicsError::internal(anyhow::Error::new(e)))
    }
}

/// A new account's welcome: the welcomeEmail template with a link to choose a password.
#[async_trait::async_trait]
impl academics::Welcomes for OutboxNotices {
    async fn welcome(
        &self,
        newcomers: Vec<academics::Newcomer>,
        at: time::OffsetDateTime,
    ) -> Result<Vec<Option<academics::Welcome>>, academics::AcademicsError> {
        if newcomers.is_empty() {
            return Ok(Vec::new());
        }
        let rules = self.rules().await?;
        let sign_in = format!("{}/login", self.public_url);
        Ok(newcomers
            .into_iter()
            .map(|n| {
                let (token, token_hash) = kernel::link_token::new();
                let set_password = format!("{}/reset-password?token={token}", self.public_url);
                let recipient = Recipient {
                    user_id: Some(n.user_id),
                    name: format!("{} {}", n.first_name, n.last_name)
                        .trim()
                        .to_owned(),
                    email: Some(n.email).filter(|e| !e.trim().is_empty()),
                    phone: n.phone,
                    // A new account has the default preferences: both on.
                    wants_email: true,
                    wants_sms: true,
                };
                let messages = messaging::notifications::welcome(
                    &rules,
                    &recipient,
                    &n.username,
                    &set_password,
                    &sign_in,
                    at,
                );
                let carries_link = messages.iter().any(|m| m.channel != Channel::InApp);
                (!messages.is_empty()).then(|| academics::Welcome {
                    link: carries_link.then(|| academics::WelcomeLink {
                        token_hash,
                        expires_at: at
                            + time::Duration::days(messaging::notifications::WELCOME_LINK_DAYS),
                    }),
                    messages,
                })
            })
            .collect())
    }
}

/// The notices of a published exam schedule (examSchedule): each student of a class that sits
/// the exam, and each of their parents, once per class, on the channels the settings turn on.
#[async_trait::async_trait]
impl academics::exams::ExamNotices for OutboxNotices {
    async fn notices(
        &self,
        exam: &academics::exams::Exam,
        sitters: Vec<academics::exams::Sitter>,
        at: time::OffsetDateTime,
    ) -> Result<Vec<kernel::outbox::NewNotification>, academics::AcademicsError> {
        if sitters.is_empty() {
            return Ok(Vec::new());
        }
        let rules = self.rules().await?;
        let dates = if exam.start_date == exam.end_date {
            academics::exams::long_date(exam.start_date)
        } else {
            format!(
                "{} to {}",
                academics::exams::long_date(exam.start_date),
                academics::exams::long_date(exam.end_date)
            )
        };
        Ok(sitters
            .into_iter()
            .flat_map(|s| {
                let page = if s.is_parent { "parent" } else { "student" };
                let occurrence = messaging::notifications::Occurrence {
                    event: Event::ExamSchedule,
                    recipient: Recipient {
                        user_id: Some(s.user_id),
                        name: s.name,
                        email: s.email,
                        phone: s.phone,
                        wants_email: s.wants_email,
                        wants_sms: s.wants_sms,
                    },
                    values: [
                        ("exam_name", exam.name.clone()),
                        ("term", exam.term_name.clone()),
                        ("class_name", s.class_name),
                        ("dates", dates.clone()),
                    ]
                    .into(),
                    link: Some(format!("{}/{page}/dashboard", self.public_url)),
                    dedup_key: None,
                };
                messaging::notifications::compose(&rules, &occurrence, at)
            })
            .collect())
    }
}

/// The absenceNotice of a student marked absent, to each of their parents, once per student,
/// day and parent (its key), on the channels the settings turn on.
#[async_trait::async_trait]
impl academics::attendance::AbsenceNotices for OutboxNotices {
    async fn notices(
        &self,
        guardians: Vec<academics::attendance::Guardian>,
        date: time::Date,
        at: time::OffsetDateTime,
    ) -> Result<Vec<kernel::outbox::NewNotification>, academics::AcademicsError> {
        if guardians.is_empty() {
            return Ok(Vec::new());
        }
        let rules = self.rules().await?;
        let day = academics::exams::long_date(date);
        Ok(guardians
            .into_iter()
            .flat_map(|g| {
                let occurrence = messaging::notifications::Occurrence {
                    event: Event::AbsentNotice,
                    dedup_key: Some(academics::attendance::absence_key(
                        g.student_id,
                        date,
                        g.user_id,
                    )),
                    values: [
                        ("student_name", g.student_name),
                        ("parent_name", g.name.clone()),
                        ("class_name", g.class_name),
                        ("date", day.clone()),
                    ]
                    .into(),
                    recipient: Recipient {
                        user_id: Some(g.user_id),
                        name: g.name,
                        email: g.email,
                        phone: g.phone,
                        wants_email: g.wants_email,
                        wants_sms: g.wants_sms,
                    },
                    link: Some(format!("{}/parent/dashboard", self.public_url)),
                };
                messaging::notifications::compose(&rules, &occurrence, at)
            })
            .collect())
    }
}

/// The resultReleased message of a class's published results, to each parent of each child in
/// it, once per child, term and parent (its key), on the channels the settings turn on.
#[async_trait::async_trait]
impl academics::results::ResultNotices for OutboxNotices {
    async fn notices(
        &self,
        guardians: Vec<academics::attendance::Guardian>,
        term: kernel::TermId,
        term_name: String,
        at: time::OffsetDateTime,
    ) -> Result<Vec<kernel::outbox::NewNotification>, academics::AcademicsError> {
        if guardians.is_empty() {
            return Ok(Vec::new());
        }
        let rules = self.rules().await?;
        Ok(guardians
            .into_iter()
            .flat_map(|g| {
                let occurrence = messaging::notifications::Occurrence {
                    event: Event::ResultReleased,
                    dedup_key: Some(academics::results::result_key(
                        term,
                        g.student_id,
                        g.user_id,
                    )),
                    values: [
                        ("student_name", g.student_name),
                        ("parent_name", g.name.clone()),
                        ("class_name", g.class_name),
                        ("term", term_name.clone()),
                    ]
                    .into(),
                    recipient: Recipient {
                        user_id: Some(g.user_id),
                        name: g.name,
                        email: g.email,
                        phone: g.phone,
                        wants_email: g.wants_email,
                        wants_sms: g.wants_sms,
                    },
                    link: Some(format!("{}/parent/dashboard", self.public_url)),
                };
                messaging::notifications::compose(&rules, &occurrence, at)
            })
            .collect())
    }
}

/// The auth domain's account e-mails, into the outbox.
#[derive(Debug)]
pub struct OutboxMailer(pub NotificationService);

#[async_trait::async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, email: OutgoingEmail) -> Result<(), AuthError> {
        let event = match email.kind {
            EmailKind::VerifyEmail => Event::VerifyEmail,
            EmailKind::ResetPassword => Event::ResetPassword,
            EmailKind::AccountApproved => Event::AccountApproved,
        };
        self.0
            .account_email(
                event,
                Some(email.user_id),
                &email.to,
                &email.subject,
                &email.body,
            )
            .await
            .map_err(|e| AuthError::internal(anyhow::Error::new(e)))
    }
}

/// How long a stopping process waits for its sender to finish the batch it claimed.
pub(crate) const FINISH_BATCH: Duration = Duration::from_secs(8);

/// Sends due messages until asked to stop: at once while there is more, else after a rest.
/// Several senders (app servers, `school-portal worker`) share the work through the database.
pub async fn run_sender(
    service: NotificationService,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    tracing::info!("the notification sender is running");
    // Asked to stop, it finishes the batch it claimed (sent and recorded), so that a server
    // stopped for a deploy sends nothing twice; it only waits out its pauses.
    while !*stop.borrow() {
        let pause = match service.deliver_due(BATCH).await {
            Ok(n) if n > 0 => {
                tracing::debug!(claimed = n, "sent a batch of notifications");
                continue;
            }
            Ok(_) => IDLE,
            Err(e) => {
                tracing::warn!(error = %e, cause = ?std::error::Error::source(&e), "the notification sender could not reach the outbox");
                AFTER_FAILURE
            }
        };
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            changed = stop.changed() => {
                // No one left to ask it to stop: the process is ending.
                if changed.is_err() {
                    break;
                }
            }
        }
    }
    tracing::info!("the notification sender stopped");
}

/// Asks the sender to stop once its batch is sent and recorded, and waits for it. One that has
/// not finished within [`FINISH_BATCH`] (a provider that does not answer) is cut short: what
/// it claimed goes again once its claim runs out (decisions/015). Either way it ends while the
/// runtime still runs: dropped with the runtime, its pooled SMTP connection would close itself
/// on a task with no runtime left, and the process panicked on every stop.
pub async fn stop_sender(
    stop: tokio::sync::watch::Sender<bool>,
    mut sender: tokio::task::JoinHandle<()>,
) {
    let _ = stop.send(true);
    if tokio::time::timeout(FINISH_BATCH, &mut sender)
        .await
        .is_err()
    {
        tracing::warn!("the notification sender did not finish its batch in time; it is stopped");
        sender.abort();
        let _ = sender.await;
    }
}

#[cfg(test)]
mod tests {
    use providers::delivery::EmailRoute;
    use settings::{SchoolSettings, SecretName};

    use super::{NO_EMAIL_PROVIDER, NO_SENDER_EMAIL, NO_SMS_PROVIDER, NO_SMS_SENDER, routes_of};

    fn every_secret_saved(name: SecretName) -> Result<Option<String>, String> {
        Ok(Some(format!("{name:?}-value")))
    }

    fn brevo(from_email: &str, school_email: &str) -> SchoolSettings {
        let mut s = SchoolSettings {
            school_email: school_email.into(),
            ..SchoolSettings::default()
        };
        s.notifications.email.enabled = true;
        s.notifications.email.provider = "brevo".into();
        s.notifications.email.brevo.from_email = from_email.into();
        s
    }

    #[test]
    fn brevo_without_its_own_sender_sends_from_the_school_s_address() {
        let routes = routes_of(&brevo("", "office@greenfield.example"), every_secret_saved);
        assert!(
            matches!(&routes.email, Ok(EmailRoute::Brevo { from_email, .. })
                if from_email == "office@greenfield.example"),
            "{:?}",
            routes.email
        );
    }

    #[test]
    fn a_provider_set_without_a_sender_says_so_not_that_no_provider_is_set() {
        let routes = routes_of(&brevo("", ""), every_secret_saved);
        assert_eq!(routes.email.unwrap_err(), NO_SENDER_EMAIL);
        let routes = routes_of(&brevo("", ""), |_| Ok(None));
        assert_eq!(routes.email.unwrap_err(), NO_EMAIL_PROVIDER);

        let mut s = SchoolSettings::default();
        s.notifications.sms.enabled = true;
        s.notifications.sms.provider = "twilio".into();
        let routes = routes_of(&s, every_secret_saved);
        assert_eq!(routes.sms.unwrap_err(), NO_SMS_SENDER);
        s.notifications.sms.sender_id = "+15005550006".into();
        assert!(routes_of(&s, every_secret_saved).sms.is_ok());
        assert_eq!(
            routes_of(&s, |_| Ok(None)).sms.unwrap_err(),
            NO_SMS_PROVIDER
        );
    }
}
