//! Which messages an event makes: the channels the settings and the person's preferences allow,
//! each rendered from the event's template.

use std::collections::BTreeMap;

use time::OffsetDateTime;
use uuid::Uuid;

use super::model::{Channel, Event, NewNotification, Recipient, Rules};

/// The longest SMS the portal sends: two segments, so a notice costs at most two messages.
pub const SMS_MAX_CHARS: usize = 306;

/// One event for one person: the values its template's placeholders take, the page it is about,
/// and the key that makes it one message however often it is raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Occurrence {
    pub event: Event,
    pub recipient: Recipient,
    /// Placeholder values besides `school_name`, `name` and `link`, which are always filled.
    pub values: BTreeMap<&'static str, String>,
    /// The absolute address of the portal page the message is about.
    pub link: Option<String>,
    /// Made unique per channel: `{key}:{channel}`.
    pub dedup_key: Option<String>,
}

/// The messages `occurrence` makes under `rules`, one per channel that carries it:
///
/// - the channel is on in the settings and its flag for the event is set;
/// - the event's template is active;
/// - the person has an address for it (an e-mail, a phone, an account for in-app);
/// - the person's preference allows it (`wants_email`, `wants_sms`; in-app always).
///
/// Account messages are not made here: they are written whole by the auth domain and always go
/// by e-mail ([`account_email`]).
pub fn compose(rules: &Rules, occurrence: &Occurrence, at: OffsetDateTime) -> Vec<NewNotification> {
    let Some(template) = rules.templates.get(&occurrence.event) else {
        return Vec::new();
    };
    if !template.active || occurrence.event.is_account() {
        return Vec::new();
    }
    let r = &occurrence.recipient;
    let value = |name: &str| -> Option<String> {
        match name {
            "school_name" => Some(rules.school_name.clone()),
            "name" => Some(r.name.clone()),
            "link" => Some(occurrence.link.clone().unwrap_or_default()),
            other => occurrence.values.get(other).cloned(),
        }
    };
    let subject = one_line(&kernel::template::render(&template.subject, value));
    let body = kernel::template::render(&template.content, value);
    let mut out = Vec::new();
    let mut push = |channel: Channel, recipient: String, subject: String, body: String| {
        out.push(NewNotification {
            id: Uuid::now_v7(),
            event: occurrence.event,
            channel,
            user_id: r.user_id,
            recipient,
            subject,
            body,
            link: occurrence.link.clone(),
            dedup_key: occurrence
                .dedup_key
                .as_ref()
                .map(|k| format!("{k}:{}", channel.as_str())),
            created_at: at,
            not_before: None,
        });
    };
    if rules.in_app.sends(occurrence.event) && r.user_id.is_some() {
        push(Channel::InApp, String::new(), subject.clone(), body.clone());
    }
    if rules.email.sends(occurrence.event)
        && r.wants_email
        && let Some(email) = r.email.as_deref().filter(|e| kernel::is_email(e))
    {
        push(
            Channel::Email,
            email.to_owned(),
            subject.clone(),
            body.clone(),
        );
    }
    if rules.sms.sends(occurrence.event)
        && r.wants_sms
        && let Some(phone) = r.phone.as_deref().map(str::trim).filter(|p| !p.is_empty())
    {
        let text = sms_text(&rules.school_name, &subject, occurrence.link.as_deref());
        push(Channel::Sms, phone.to_owned(), subject, text);
    }
    out
}

/// How long a welcome's link to choose a password works (decisions/016).
pub const WELCOME_LINK_DAYS: i64 = 7;

/// A new account's welcome (decisions/016): the welcomeEmail template on the channels the
/// settings turn on, carrying `set_password`, the link to choose a password, by e-mail and SMS.
/// A template that does not place `{{link}}` gets the link in a closing paragraph, so the
/// person can always get in. The in-app copy, read once signed in, points to `sign_in`
/// instead: a password link has no business in the inbox of someone already in.
pub fn welcome(
    rules: &Rules,
    recipient: &Recipient,
    username: &str,
    set_password: &str,
    sign_in: &str,
    at: OffsetDateTime,
) -> Vec<NewNotification> {
    let occurrence = |link: &str| Occurrence {
        event: Event::Welcome,
        recipient: recipient.clone(),
        values: [("username", username.to_owned())].into(),
        link: Some(link.to_owned()),
        dedup_key: recipient.user_id.map(|id| format!("welcome:{id}")),
    };
    let mut out: Vec<NewNotification> = compose(rules, &occurrence(set_password), at)
        .into_iter()
        .filter(|m| m.channel != Channel::InApp)
        .collect();
    for message in &mut out {
        if message.channel == Channel::Email && !message.body.contains(set_password) {
            message.body = format!(
                "{}\n\nTo choose your password, open this link within {WELCOME_LINK_DAYS} days:\n\n\
                 {set_password}\n\nAfter that, use \"Forgot your password?\" on the sign-in page.",
                message.body.trim_end()
            );
        }
    }
    out.extend(
        compose(rules, &occurrence(sign_in), at)
            .into_iter()
            .filter(|m| m.channel == Channel::InApp),
    );
    out
}

/// An account e-mail (verification, reset, approval) as the outbox keeps it.
pub fn account_email(
    event: Event,
    user_id: Option<kernel::UserId>,
    to: &str,
    subject: &str,
    body: &str,
    at: OffsetDateTime,
) -> NewNotification {
    NewNotification {
        id: Uuid::now_v7(),
        event,
        channel: Channel::Email,
        user_id,
        recipient: to.trim().to_owned(),
        subject: one_line(subject),
        body: body.to_owned(),
        link: None,
        dedup_key: None,
        created_at: at,
        not_before: None,
    }
}

/// An SMS: the school's name, the subject and the link, within [`SMS_MAX_CHARS`].
pub fn sms_text(school: &str, subject: &str, link: Option<&str>) -> String {
    let link = link.map(|l| format!(" {l}")).unwrap_or_default();
    let head = if school.is_empty() {
        String::new()
    } else {
        format!("{school}: ")
    };
    let room = SMS_MAX_CHARS.saturating_sub(link.chars().count() + head.chars().count());
    let subject = if subject.chars().count() > room && room > 0 {
        let mut cut: String = subject.chars().take(room - 1).collect();
        cut.push('…');
        cut
    } else {
        subject.to_owned()
    };
    format!("{head}{subject}{link}")
}

/// A subject is one line: line breaks a template brought in become spaces.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notifications::model::{ChannelRules, Template};
    use kernel::UserId;

    fn rules() -> Rules {
        let all = |enabled| ChannelRules {
            enabled,
            events: Event::ALL.to_vec(),
        };
        Rules {
            school_name: "Greenfield Academy".into(),
            email: all(true),
            sms: all(true),
            in_app: all(true),
            templates: [(
                Event::AbsentNotice,
                Template {
                    subject: "{{student_name}}\nwas absent".into(),
                    content: "Dear {{name}}, {{student_name}} was absent on {{date}}. {{link}} \
                              {{school_name}}"
                        .into(),
                    active: true,
                },
            )]
            .into(),
        }
    }

    fn parent() -> Recipient {
        Recipient {
            user_id: Some(UserId::generate()),
            name: "Mrs Okafor".into(),
            email: Some("ngozi@example.com".into()),
            phone: Some("+2348031234567".into()),
            wants_email: true,
            wants_sms: true,
        }
    }

    fn absence(recipient: Recipient) -> Occurrence {
        Occurrence {
            event: Event::AbsentNotice,
            recipient,
            values: [
                ("student_name", "Chidi Okafor".to_owned()),
                ("date", "2026-11-23".to_owned()),
            ]
            .into(),
            link: Some("https://portal.example/parent/attendance".into()),
            dedup_key: Some("absent:chidi:2026-11-23".into()),
        }
    }

    fn channels(out: &[NewNotification]) -> Vec<Channel> {
        out.iter().map(|n| n.channel).collect()
    }

    fn welcome_rules(content: &str) -> Rules {
        let mut r = rules();
        r.templates.insert(
            Event::Welcome,
            Template {
                subject: "Welcome to {{school_name}}".into(),
                content: content.into(),
                active: true,
            },
        );
        r
    }

    const SET: &str = "https://portal.example/reset-password?token=abc";
    const SIGN_IN: &str = "https://portal.example/login";

    #[test]
    fn a_welcome_carries_the_password_link_by_email_and_sms_but_not_in_app() {
        let out = welcome(
            &welcome_rules("Dear {{name}}, sign in as {{username}}: {{link}}"),
            &parent(),
            "ngozi.okafor",
            SET,
            SIGN_IN,
            OffsetDateTime::UNIX_EPOCH,
        );
        assert_eq!(
            channels(&out),
            [Channel::Email, Channel::Sms, Channel::InApp]
        );
        assert_eq!(
            out[0].body,
            format!("Dear Mrs Okafor, sign in as ngozi.okafor: {SET}")
        );
        assert!(out[1].body.contains(SET), "{}", out[1].body);
        assert!(!out[2].body.contains("token"), "{}", out[2].body);
        assert_eq!(out[2].link.as_deref(), Some(SIGN_IN));
        // One welcome per account per channel, however often it is raised.
        let key = out[0].dedup_key.as_deref().unwrap();
        assert!(
            key.starts_with("welcome:") && key.ends_with(":email"),
            "{key}"
        );
    }

    #[test]
    fn a_welcome_template_without_the_link_still_gives_it_in_a_closing_paragraph() {
        let out = welcome(
            &welcome_rules("Dear {{name}}, your username is {{username}}."),
            &parent(),
            "ngozi.okafor",
            SET,
            SIGN_IN,
            OffsetDateTime::UNIX_EPOCH,
        );
        assert_eq!(
            out[0].body,
            format!(
                "Dear Mrs Okafor, your username is ngozi.okafor.\n\nTo choose your password, open \
                 this link within 7 days:\n\n{SET}\n\nAfter that, use \"Forgot your password?\" on \
                 the sign-in page."
            )
        );
    }

    #[test]
    fn a_welcome_turned_off_or_without_an_address_makes_no_email() {
        let mut off = welcome_rules("{{link}}");
        off.email.events.retain(|e| *e != Event::Welcome);
        let out = welcome(
            &off,
            &parent(),
            "n",
            SET,
            SIGN_IN,
            OffsetDateTime::UNIX_EPOCH,
        );
        assert_eq!(channels(&out), [Channel::Sms, Channel::InApp]);

        let nobody = Recipient {
            email: None,
            phone: None,
            ..parent()
        };
        let out = welcome(
            &welcome_rules("{{link}}"),
            &nobody,
            "n",
            SET,
            SIGN_IN,
            OffsetDateTime::UNIX_EPOCH,
        );
        assert_eq!(channels(&out), [Channel::InApp]);
    }

    #[test]
    fn an_event_goes_to_every_channel_that_carries_it_rendered_from_its_template() {
        let out = compose(&rules(), &absence(parent()), OffsetDateTime::UNIX_EPOCH);
        assert_eq!(
            channels(&out),
            [Channel::InApp, Channel::Email, Channel::Sms]
        );
        let email = &out[1];
        assert_eq!(email.recipient, "ngozi@example.com");
        assert_eq!(email.subject, "Chidi Okafor was absent");
        assert_eq!(
            email.body,
            "Dear Mrs Okafor, Chidi Okafor was absent on 2026-11-23. \
             https://portal.example/parent/attendance Greenfield Academy"
        );
        assert_eq!(
            email.dedup_key.as_deref(),
            Some("absent:chidi:2026-11-23:email")
        );
        assert_eq!(
            out[2].body,
            "Greenfield Academy: Chidi Okafor was absent https://portal.example/parent/attendance"
        );
        assert_eq!(out[2].recipient, "+2348031234567");
    }

    #[test]
    fn preferences_and_flags_turn_channels_off() {
        let mut rules = rules();
        rules.sms.events.retain(|e| *e != Event::AbsentNotice);
        let mut p = parent();
        p.wants_email = false;
        let out = compose(&rules, &absence(p), OffsetDateTime::UNIX_EPOCH);
        assert_eq!(channels(&out), [Channel::InApp]);

        let mut rules = self::rules();
        rules.in_app.enabled = false;
        let out = compose(&rules, &absence(parent()), OffsetDateTime::UNIX_EPOCH);
        assert_eq!(channels(&out), [Channel::Email, Channel::Sms]);
    }

    #[test]
    fn a_person_without_an_address_for_a_channel_is_not_sent_on_it() {
        let mut p = parent();
        p.email = Some("not an address".into());
        p.phone = Some("  ".into());
        let out = compose(&rules(), &absence(p), OffsetDateTime::UNIX_EPOCH);
        assert_eq!(channels(&out), [Channel::InApp]);

        let mut subscriber = parent();
        subscriber.user_id = None;
        let out = compose(&rules(), &absence(subscriber), OffsetDateTime::UNIX_EPOCH);
        assert_eq!(channels(&out), [Channel::Email, Channel::Sms]);
    }

    #[test]
    fn an_inactive_template_or_an_event_without_one_sends_nothing() {
        let mut rules = rules();
        rules
            .templates
            .get_mut(&Event::AbsentNotice)
            .unwrap()
            .active = false;
        assert!(compose(&rules, &absence(parent()), OffsetDateTime::UNIX_EPOCH).is_empty());
        let mut occurrence = absence(parent());
        occurrence.event = Event::FeeReminder;
        assert!(compose(&self::rules(), &occurrence, OffsetDateTime::UNIX_EPOCH).is_empty());
    }

    #[test]
    fn an_sms_stays_within_two_segments_and_keeps_its_link() {
        let subject = "x".repeat(1000);
        let text = sms_text("School", &subject, Some("https://p.example/a"));
        assert_eq!(text.chars().count(), SMS_MAX_CHARS);
        assert!(text.ends_with("… https://p.example/a"), "{text}");
        assert_eq!(sms_text("", "Hi", None), "Hi");
    }
}
