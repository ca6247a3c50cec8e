//! Sessions and terms as the API shows them, and the forms that change them.

use kernel::{
    SessionId, TermId,
    dates::{double_date, ymd},
};
use serde::{Deserialize, Serialize};
use time::Date;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Term {
    pub id: TermId,
    pub session_id: SessionId,
    pub name: String,
    /// First Term is 0.
    pub position: i32,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub next_term_begins: Option<Date>,
    pub is_current: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Session {
    pub id: SessionId,
    pub name: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    pub is_current: bool,
    pub terms: Vec<Term>,
}

impl Session {
    /// The current term of this session, if it has one.
    pub fn current_term(&self) -> Option<&Term> {
        self.terms.iter().find(|t| t.is_current)
    }
}

/// A new session. The id defaults to its name with `/` as `-` (`2026/2027` gives
/// `2026-2027`); the terms to First, Second and Third Term.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct SessionInput {
    pub id: Option<SessionId>,
    pub name: String,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Date>,
    #[serde(with = "ymd::option")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Date>,
    /// The terms' names in order.
    pub terms: Option<Vec<String>>,
}

/// A session to store, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewSession {
    pub id: SessionId,
    pub name: String,
    pub position: i32,
    pub start_date: Option<Date>,
    pub end_date: Option<Date>,
    /// (id, name) of each term, in order.
    pub terms: Vec<(TermId, String)>,
}

/// A session's name and dates; absent keeps, `null` clears a date. Terms are changed one by one.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct SessionPatch {
    pub name: Option<String>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Option<Date>>,
}

impl From<SessionInput> for SessionPatch {
    fn from(i: SessionInput) -> Self {
        Self {
            name: Some(i.name),
            start_date: Some(i.start_date),
            end_date: Some(i.end_date),
        }
    }
}

/// A term's name and dates; absent keeps, `null` clears a date.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default, deny_unknown_fields)]
pub struct TermPatch {
    pub name: Option<String>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub start_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub end_date: Option<Option<Date>>,
    #[serde(deserialize_with = "double_date")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, format = Date))]
    pub next_term_begins: Option<Option<Date>>,
}
