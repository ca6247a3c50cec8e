//! Applying an update to the settings (decision 007): the client sends only what changed, nested
//! objects merge key by key, arrays and scalars replace, secrets are taken out, read-only values
//! are ignored when sent back unchanged, and anything unknown is refused.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::{
    error::{FieldErrors, push},
    model::SchoolSettings,
    secrets::{SecretChange, SecretName},
};

/// Which top-level settings an update may touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every setting (`PUT /api/school-settings/school-settings/`).
    All,
    /// Notifications, message templates and chat (`.../communication-settings/`).
    Communication,
}

/// The top-level keys of the communication settings.
pub const COMMUNICATION_KEYS: &[&str] = &[
    "notifications_enabled",
    "notifications",
    "message_templates",
    "chat_system",
];

/// Images are set by their uploads; an update may only remove them.
const IMAGE_KEYS: &[&str] = &["logo_url", "favicon_url"];

/// Flags computed from what is stored, never set by a client.
const SECRET_FLAGS: &[&str] = &[
    "passwordSet",
    "apiKeySet",
    "apiSecretSet",
    "secretKeySet",
    "secretHashSet",
    "webhookSecretSet",
];

impl Scope {
    fn allows(self, key: &str) -> bool {
        match self {
            Scope::All => true,
            Scope::Communication => COMMUNICATION_KEYS.contains(&key),
        }
    }
}

/// The settings after an update, and what it does to the secrets.
#[derive(Debug, Clone, PartialEq)]
pub struct Applied {
    pub settings: SchoolSettings,
    pub secrets: BTreeMap<SecretName, SecretChange>,
}

/// Applies `patch` (a JSON object of settings) over `current`. Answers the messages of every
/// unknown key, misplaced secret or wrongly typed value; the result is not yet checked against
/// the settings' rules (`validate`).
pub fn apply(current: &SchoolSettings, patch: Value, scope: Scope) -> Result<Applied, FieldErrors> {
    let mut errors = FieldErrors::new();
    let Value::Object(patch) = patch else {
        push(
            &mut errors,
            "settings",
            "Send the settings to change as a JSON object.",
        );
        return Err(errors);
    };
    let mut document = serde_json::to_value(current).expect("settings serialise");
    let mut secrets = BTreeMap::new();
    let target = document.as_object_mut().expect("settings are an object");
    for (key, value) in patch {
        if key == "version" {
            continue;
        }
        if !scope.allows(&key) {
            push(
                &mut errors,
                &key,
                "This setting cannot be changed here; use the school settings.",
            );
            continue;
        }
        merge_field(target, &key, &key, value, &mut secrets, &mut errors);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    match serde_path_to_error::deserialize::<_, SchoolSettings>(document) {
        Ok(settings) => Ok(Applied { settings, secrets }),
        Err(e) => {
            let path = dotted(e.path());
            push(
                &mut errors,
                path,
                format!("This value has the wrong form ({}).", e.inner()),
            );
            Err(errors)
        }
    }
}

/// Merges `value` into `object[key]`, where `path` names that place.
fn merge_field(
    object: &mut Map<String, Value>,
    key: &str,
    path: &str,
    value: Value,
    secrets: &mut BTreeMap<SecretName, SecretChange>,
    errors: &mut FieldErrors,
) {
    if let Some(name) = SecretName::at(path) {
        match value {
            Value::String(s) if s.is_empty() => {}
            Value::String(s) => {
                secrets.insert(name, SecretChange::Set(s));
            }
            Value::Null => {
                secrets.insert(name, SecretChange::Remove);
            }
            _ => push(
                errors,
                path,
                "Send the secret as text, or null to remove it.",
            ),
        }
        return;
    }
    if SECRET_FLAGS.contains(&key) {
        // Computed from the stored secrets: a client sending it back changes nothing.
        return;
    }
    let Some(current) = object.get_mut(key) else {
        push(errors, path, "This is not a setting.");
        return;
    };
    if IMAGE_KEYS.contains(&path) {
        if value.is_null() {
            *current = Value::Null;
        } else if value != *current {
            push(
                errors,
                path,
                "Upload the image with its upload button; it can only be removed here.",
            );
        }
        return;
    }
    match (current, value) {
        (Value::Object(current), Value::Object(patch)) => {
            for (k, v) in patch {
                let nested = format!("{path}.{k}");
                merge_field(current, &k, &nested, v, secrets, errors);
            }
        }
        (current, value) => *current = value,
    }
}

fn dotted(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let parts: Vec<String> = path
        .iter()
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(index.to_string()),
            Segment::Map { key } => Some(key.clone()),
            Segment::Enum { variant } => Some(variant.clone()),
            Segment::Unknown => None,
        })
        .collect();
    if parts.is_empty() {
        "settings".into()
    } else {
        parts.join(".")
    }
}

#[cfg(test)]
// Tests start from the defaults and break one rule at a time.
#[allow(clippy::field_reassign_with_default)]
mod tests {
    use super::*;
    use serde_json::json;

    fn apply_all(patch: Value) -> Result<Applied, FieldErrors> {
        apply(&SchoolSettings::default(), patch, Scope::All)
    }

    #[test]
    fn only_the_fields_sent_change() {
        let applied = apply_all(json!({
            "school_name": "Greenfield Academy",
            "notifications": {"email": {"smtp": {"host": "smtp.school.example"}}},
        }))
        .unwrap();
        let expected = {
            let mut s = SchoolSettings::default();
            s.school_name = "Greenfield Academy".into();
            s.notifications.email.smtp.host = "smtp.school.example".into();
            s
        };
        assert_eq!(applied.settings, expected);
        assert!(applied.secrets.is_empty());
    }

    #[test]
    fn arrays_replace_the_stored_list_whole() {
        let applied = apply_all(json!({"subjects": [{"id": "art", "name": "Art"}]})).unwrap();
        assert_eq!(applied.settings.subjects.len(), 1);
        assert_eq!(applied.settings.subjects[0].name, "Art");
    }

    #[test]
    fn secrets_are_taken_out_set_kept_or_removed() {
        let applied = apply_all(json!({
            "notifications": {
                "email": {"smtp": {"password": "s3cret", "passwordSet": false}},
                "sms": {"apiKey": "", "apiSecret": null},
            },
            "payment_gateways": {"stripe": {"secretKey": "sk_test_1"}},
        }))
        .unwrap();
        assert_eq!(
            applied.secrets,
            BTreeMap::from([
                (SecretName::SmtpPassword, SecretChange::Set("s3cret".into())),
                (SecretName::SmsApiSecret, SecretChange::Remove),
                (
                    SecretName::StripeSecretKey,
                    SecretChange::Set("sk_test_1".into())
                ),
            ])
        );
        assert_eq!(applied.settings, SchoolSettings::default());
        let value = serde_json::to_string(&applied.settings).unwrap();
        assert!(!value.contains("s3cret") && !value.contains("sk_test_1"));
    }

    #[test]
    fn unknown_keys_and_wrong_types_name_their_path() {
        let errors = apply_all(json!({
            "school_nam": "x",
            "notifications": {"email": {"smtp": {"hots": "x"}}},
        }))
        .unwrap_err();
        assert_eq!(errors["school_nam"], ["This is not a setting."]);
        assert_eq!(
            errors["notifications.email.smtp.hots"],
            ["This is not a setting."]
        );

        let errors =
            apply_all(json!({"notifications": {"email": {"smtp": {"port": "abc"}}}})).unwrap_err();
        assert!(
            errors.contains_key("notifications.email.smtp.port"),
            "{errors:?}"
        );

        let errors =
            apply_all(json!({"grading": {"grades": [{"letter": "A", "min": 0}]}})).unwrap_err();
        assert!(
            errors.keys().any(|k| k.starts_with("grading.grades.0")),
            "{errors:?}"
        );
    }

    #[test]
    fn images_can_be_removed_but_not_pointed_elsewhere() {
        let current = SchoolSettings {
            logo_url: Some("/media/1/abc".into()),
            ..SchoolSettings::default()
        };
        let same = apply(&current, json!({"logo_url": "/media/1/abc"}), Scope::All).unwrap();
        assert_eq!(same.settings.logo_url.as_deref(), Some("/media/1/abc"));
        let removed = apply(&current, json!({"logo_url": null}), Scope::All).unwrap();
        assert_eq!(removed.settings.logo_url, None);
        let errors = apply(
            &current,
            json!({"logo_url": "https://evil.example/x.png"}),
            Scope::All,
        )
        .unwrap_err();
        assert!(errors.contains_key("logo_url"));
    }

    #[test]
    fn the_communication_scope_refuses_other_settings() {
        let current = SchoolSettings::default();
        let errors = apply(
            &current,
            json!({"school_name": "x", "chat_system": {"enabled": false}}),
            Scope::Communication,
        )
        .unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors.contains_key("school_name"));
        let applied = apply(
            &current,
            json!({"chat_system": {"enabled": false}, "version": 3}),
            Scope::Communication,
        )
        .unwrap();
        assert!(!applied.settings.chat_system.enabled);
    }

    #[test]
    fn a_body_that_is_not_an_object_is_refused() {
        assert!(
            apply_all(json!([1, 2]))
                .unwrap_err()
                .contains_key("settings")
        );
    }
}
