//! What tells a person a message reached them (issue 19): an in-app notification always, and
//! an e-mail where the school sends e-mail and the person's preferences take it. No SMS: a
//! conversation is read in the portal, and a text per message would cost the school.

use time::OffsetDateTime;
use uuid::Uuid;

use crate::notifications::{Channel, Event, NewNotification, Recipient, Rules};

/// The key that makes one notice per conversation, recipient and channel; the store extends it
/// with the recipient's last read, so a second message before they read the first adds nothing.
pub fn notice_key(conversation: Uuid, channel: Channel) -> String {
    format!("chat:{conversation}:{}", channel.as_str())
}

/// The notices of a message from `from` in `conversation` to `to`, linking to `link`. The
/// text names the sender, never the message: an e-mail leaves the school's reach, and the
/// message may still be read only in the portal.
pub fn new_message_notices(
    rules: &Rules,
    to: &Recipient,
    from: &str,
    conversation: Uuid,
    link: &str,
    at: OffsetDateTime,
) -> Vec<NewNotification> {
    let Some(user) = to.user_id else {
        return Vec::new();
    };
    let subject = format!("New message from {from}");
    let body = format!(
        "Dear {name},\n\n{from} sent you a message on the {school} portal. Sign in to read it \
         and reply:\n\n{link}",
        name = to.name,
        school = rules.school_name,
    );
    let notice = |channel: Channel, recipient: String| NewNotification {
        id: Uuid::now_v7(),
        event: Event::NewMessage,
        channel,
        user_id: Some(user),
        recipient,
        subject: subject.clone(),
        body: body.clone(),
        link: Some(link.to_owned()),
        dedup_key: Some(notice_key(conversation, channel)),
        created_at: at,
        not_before: None,
    };
    let mut out = vec![notice(Channel::InApp, String::new())];
    if rules.email.enabled
        && to.wants_email
        && let Some(email) = to.email.as_deref().filter(|e| kernel::is_email(e))
    {
        out.push(notice(Channel::Email, email.to_owned()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notifications::ChannelRules;
    use kernel::UserId;

    fn rules(email: bool) -> Rules {
        Rules {
            school_name: "Greenfield Academy".into(),
            email: ChannelRules {
                enabled: email,
                events: Vec::new(),
            },
            sms: ChannelRules {
                enabled: true,
                events: Event::ALL.to_vec(),
            },
            in_app: ChannelRules {
                enabled: false,
                events: Vec::new(),
            },
            templates: Default::default(),
        }
    }

    fn to(wants_email: bool) -> Recipient {
        Recipient {
            user_id: Some(UserId::generate()),
            name: "Ada Obi".into(),
            email: Some("ada@example.com".into()),
            phone: Some("+2348000000000".into()),
            wants_email,
            wants_sms: true,
        }
    }

    #[test]
    fn in_app_always_email_by_preference_never_sms() {
        let c = Uuid::now_v7();
        let at = OffsetDateTime::UNIX_EPOCH;
        let channels = |r: &Rules, t: &Recipient| {
            new_message_notices(r, t, "Mr Bello", c, "https://x/parent/messages", at)
                .into_iter()
                .map(|n| n.channel)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            channels(&rules(true), &to(true)),
            [Channel::InApp, Channel::Email]
        );
        assert_eq!(channels(&rules(true), &to(false)), [Channel::InApp]);
        assert_eq!(channels(&rules(false), &to(true)), [Channel::InApp]);
    }

    #[test]
    fn names_the_sender_not_the_message_and_keys_per_channel() {
        let c = Uuid::now_v7();
        let all = new_message_notices(
            &rules(true),
            &to(true),
            "Mr Bello",
            c,
            "https://x/parent/messages/1",
            OffsetDateTime::UNIX_EPOCH,
        );
        assert_eq!(all[0].subject, "New message from Mr Bello");
        assert!(all[1].body.contains("Greenfield Academy"));
        assert!(all[1].body.contains("https://x/parent/messages/1"));
        assert_eq!(
            all[0].dedup_key.as_deref(),
            Some(&*format!("chat:{c}:in_app"))
        );
        assert_eq!(
            all[1].dedup_key.as_deref(),
            Some(&*format!("chat:{c}:email"))
        );
        assert!(all.iter().all(|n| n.event == Event::NewMessage));
    }

    #[test]
    fn nobody_without_an_account_is_told() {
        let mut r = to(true);
        r.user_id = None;
        assert!(
            new_message_notices(
                &rules(true),
                &r,
                "A",
                Uuid::now_v7(),
                "l",
                OffsetDateTime::UNIX_EPOCH
            )
            .is_empty()
        );
    }
}
