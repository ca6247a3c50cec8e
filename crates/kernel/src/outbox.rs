//! What the portal's outbox carries, shared by the domains that write to it (a change and the
//! messages it causes are written in one transaction, decisions/015): the channels, the events,
//! and a message to write. The `messaging` crate composes, sends and shows them.

use time::OffsetDateTime;
use uuid::Uuid;

use crate::UserId;

/// How a message reaches someone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Channel {
    Email,
    Sms,
    InApp,
}

impl Channel {
    pub const ALL: [Channel; 3] = [Channel::Email, Channel::Sms, Channel::InApp];

    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
            Channel::InApp => "in_app",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == value)
    }
}

/// What a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Event {
    /// The link that confirms a new account's e-mail address.
    VerifyEmail,
    /// The link that sets a new password.
    ResetPassword,
    /// The school approved an account.
    AccountApproved,
    /// A new account's welcome (the settings' welcomeEmail, welcomeSMS and welcomeMessage).
    Welcome,
    /// The link that confirms a newsletter subscription.
    NewsletterConfirm,
    ResultReleased,
    AbsentNotice,
    FeeReminder,
    ExamSchedule,
    EventAnnouncement,
    DisciplinaryAction,
    /// A message in a conversation reached its recipient (issue 19): in-app always, by e-mail
    /// where their preferences say; no template of the settings, no SMS.
    NewMessage,
    /// A payment was credited (issue 20): the payer's receipt, in-app always, by e-mail where
    /// their preferences say; no template of the settings, no SMS.
    PaymentReceipt,
}

impl Event {
    pub const ALL: [Event; 13] = [
        Event::VerifyEmail,
        Event::ResetPassword,
        Event::AccountApproved,
        Event::Welcome,
        Event::NewsletterConfirm,
        Event::ResultReleased,
        Event::AbsentNotice,
        Event::FeeReminder,
        Event::ExamSchedule,
        Event::EventAnnouncement,
        Event::DisciplinaryAction,
        Event::NewMessage,
        Event::PaymentReceipt,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Event::VerifyEmail => "verify_email",
            Event::ResetPassword => "reset_password",
            Event::AccountApproved => "account_approved",
            Event::Welcome => "welcome",
            Event::NewsletterConfirm => "newsletter_confirm",
            Event::ResultReleased => "result_released",
            Event::AbsentNotice => "absent_notice",
            Event::FeeReminder => "fee_reminder",
            Event::ExamSchedule => "exam_schedule",
            Event::EventAnnouncement => "event_announcement",
            Event::DisciplinaryAction => "disciplinary_action",
            Event::NewMessage => "new_message",
            Event::PaymentReceipt => "payment_receipt",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.as_str() == value)
    }

    /// A message about the person's own account or subscription: it goes by e-mail whatever
    /// their preferences and the per-event flags say, since without it they cannot sign in.
    pub fn is_account(self) -> bool {
        matches!(
            self,
            Event::VerifyEmail
                | Event::ResetPassword
                | Event::AccountApproved
                | Event::NewsletterConfirm
        )
    }

    /// Whether its message carries a secret link (a token): the admin screen hides it.
    pub fn carries_secret_link(self) -> bool {
        matches!(
            self,
            Event::VerifyEmail | Event::ResetPassword | Event::NewsletterConfirm | Event::Welcome
        )
    }
}

/// A message to write to the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    pub id: Uuid,
    pub event: Event,
    pub channel: Channel,
    /// The account it is for; none for a newsletter subscriber.
    pub user_id: Option<UserId>,
    /// The e-mail address or phone number; for in-app messages, empty.
    pub recipient: String,
    pub subject: String,
    pub body: String,
    /// The portal page the message is about, if any.
    pub link: Option<String>,
    /// Messages with the same key are one message: the second is not written (one absence
    /// notice per student per day, however often the register is saved).
    pub dedup_key: Option<String>,
    pub created_at: OffsetDateTime,
    /// Not sent before this time (an absence notice waits a few minutes, so a register
    /// corrected at once never reaches a parent); `None` sends it at once. In-app messages are
    /// shown when written.
    pub not_before: Option<OffsetDateTime>,
}
