//! Typed ids: a student's id cannot be passed where a teacher's is expected, and a user's
//! account id cannot be mistaken for the id of the record that belongs to it.
//!
//! Records the portal creates have UUID v7 ids. Class levels, subjects and sessions keep the
//! short text keys the settings document gave them (`jss-1`, `2025-2026`), checked when parsed.
//! Every id is parsed on construction (zero2prod's `SubscriberEmail`): once a value has its
//! type, it is valid.

use std::{fmt, str::FromStr};

use uuid::Uuid;

/// The text was not a valid id; the sentence says what one looks like.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidId(pub &'static str);

impl fmt::Display for InvalidId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for InvalidId {}

macro_rules! uuid_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $name(Uuid);

        impl $name {
            /// A new id, ordered by creation time (UUID v7).
            pub fn generate() -> Self {
                Self(Uuid::now_v7())
            }

            pub const fn from_uuid(id: Uuid) -> Self {
                Self(id)
            }

            pub const fn as_uuid(&self) -> &Uuid {
                &self.0
            }

            pub const fn into_uuid(self) -> Uuid {
                self.0
            }
        }

        impl From<Uuid> for $name {
            fn from(id: Uuid) -> Self {
                Self(id)
            }
        }

        impl From<$name> for Uuid {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({})"), self.0)
            }
        }

        impl FromStr for $name {
            type Err = InvalidId;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Uuid::parse_str(s.trim())
                    .map(Self)
                    .map_err(|_| InvalidId("An id is a UUID such as 0190b3c2-7d1e-7abc-8def-0123456789ab."))
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                        utoipa::openapi::KnownFormat::Uuid,
                    )))
                    .into()
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::ToSchema for $name {}
    };
}

/// 1 to 64 ASCII letters, digits, dashes or underscores.
pub fn is_key(value: &str) -> bool {
    (1..=64).contains(&value.len())
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

macro_rules! key_id {
    ($(#[$doc:meta])* $name:ident, $example:literal) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[serde(try_from = "String", into = "String")]
        pub struct $name(String);

        impl $name {
            /// A key of 1 to 64 letters, digits, dashes or underscores: what the academic tables
            /// keep and the settings' Academic tab allows.
            pub fn parse(value: impl Into<String>) -> Result<Self, InvalidId> {
                let value = value.into();
                if is_key(&value) {
                    Ok(Self(value))
                } else {
                    Err(InvalidId(concat!(
                        "A key is 1 to 64 letters, digits, dashes or underscores, such as ",
                        $example,
                        "."
                    )))
                }
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl TryFrom<String> for $name {
            type Error = InvalidId;

            fn try_from(value: String) -> Result<Self, Self::Error> {
                Self::parse(value)
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl FromStr for $name {
            type Err = InvalidId;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::parse(s)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({:?})"), self.0)
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .min_length(Some(1))
                    .max_length(Some(64))
                    .examples([$example])
                    .into()
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::ToSchema for $name {}
    };
}

uuid_id!(
    /// A sign-in account (`users`).
    UserId
);
uuid_id!(
    /// A student's record (not their account).
    StudentId
);
uuid_id!(
    /// A teacher's record (not their account).
    TeacherId
);
uuid_id!(
    /// A parent's record (not their account).
    ParentId
);
uuid_id!(
    /// A class arm, such as JSS 1A.
    ClassId
);
uuid_id!(
    /// A subject as one class offers it, with its subject teacher.
    ClassSubjectId
);
uuid_id!(
    /// A student's place in a class for one session.
    EnrolmentId
);
uuid_id!(
    /// A term of a session.
    TermId
);
uuid_id!(
    /// A lesson: one slot of a class's timetable.
    LessonId
);
uuid_id!(
    /// An exam: a term's tests or examinations, with their papers.
    ExamId
);
uuid_id!(
    /// One paper of an exam's schedule: a class's subject at a date and time.
    ExamPaperId
);
key_id!(
    /// A class level (JSS 1), keyed as the settings keep it.
    LevelId,
    "jss-1"
);
key_id!(
    /// A subject (Mathematics), keyed as the settings keep it.
    SubjectId,
    "mathematics"
);
key_id!(
    /// An academic session (2025/2026), keyed as the settings keep it.
    SessionId,
    "2025-2026"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuid_ids_parse_and_print_as_uuids() {
        let id = StudentId::generate();
        assert_eq!(id.to_string().parse::<StudentId>(), Ok(id));
        assert!("not-a-uuid".parse::<StudentId>().is_err());
        assert_eq!(
            serde_json::to_string(&id).unwrap(),
            format!("\"{}\"", id.as_uuid())
        );
    }

    #[test]
    fn keys_are_checked_when_parsed_and_when_read_from_json() {
        assert_eq!(SessionId::parse("2025-2026").unwrap().as_str(), "2025-2026");
        assert!(SessionId::parse("").is_err());
        assert!(SessionId::parse("2025 2026").is_err());
        assert!(LevelId::parse("x".repeat(65)).is_err());
        assert!(serde_json::from_str::<SubjectId>("\"maths\"").is_ok());
        assert!(serde_json::from_str::<SubjectId>("\"\"").is_err());
    }
}
