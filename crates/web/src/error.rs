//! The error envelope every API failure answers with (product.md §1):
//! `{"detail": "human sentence", "code": "area.machine_code", "fields": {...}}`.
//!
//! Each domain error maps to a status and a code here, in one place. A 500 answers a generic
//! sentence; its cause goes to the log under the request id (see [`crate::request_id`]).

use std::{collections::BTreeMap, fmt};

use actix_web::{HttpResponse, ResponseError, error::PathError, http::StatusCode, web};
use auth::AuthError;
use messaging::MessagingError;
use serde::Serialize;
use settings::SettingsError;
use utoipa::ToSchema;

/// The body of every error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A sentence for people that says what happened and what to do next.
    pub detail: String,
    /// A stable machine code, `area.machine_code`.
    pub code: String,
    /// On validation errors only: the messages for each field.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<BTreeMap<String, Vec<String>>>,
}

/// An API failure: a status, a code, a sentence, and for server errors the hidden cause.
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    detail: String,
    fields: Option<BTreeMap<String, Vec<String>>>,
    cause: Option<anyhow::Error>,
    /// Seconds to wait, sent as `Retry-After` (429).
    retry_after: Option<u64>,
}

/// What a 500 tells the caller. The cause stays in the server log.
pub const INTERNAL_DETAIL: &str = "Something went wrong on our side. Please try again in a moment; \
     if it keeps happening, give the school's administrator the X-Request-Id of this answer.";

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, detail: impl Into<String>) -> Self {
        Self {
            status,
            code,
            detail: detail.into(),
            fields: None,
            cause: None,
            retry_after: None,
        }
    }

    /// A 422 with one list of messages per field.
    pub fn validation(detail: impl Into<String>, fields: BTreeMap<String, Vec<String>>) -> Self {
        Self {
            fields: Some(fields),
            ..Self::new(StatusCode::UNPROCESSABLE_ENTITY, "request.invalid", detail)
        }
    }

    /// A 500 whose cause is logged, never shown.
    pub fn internal(cause: impl Into<anyhow::Error>) -> Self {
        Self {
            cause: Some(cause.into()),
            ..Self::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server.internal",
                INTERNAL_DETAIL,
            )
        }
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    pub fn code(&self) -> &'static str {
        self.code
    }

    fn body(&self) -> ErrorBody {
        ErrorBody {
            detail: self.detail.clone(),
            code: self.code.to_owned(),
            fields: self.fields.clone(),
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail)
    }
}

impl fmt::Debug for ApiError {
    // What the log shows for a failed request: the code and the whole cause chain.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.code)?;
        if let Some(cause) = &self.cause {
            write!(f, ": {cause:#}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ApiError {}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        if let Some(seconds) = self.retry_after {
            response.insert_header((actix_web::http::header::RETRY_AFTER, seconds.to_string()));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            response.insert_header((actix_web::http::header::WWW_AUTHENTICATE, "Bearer"));
        }
        response.json(self.body())
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        let e = match e {
            AuthError::Internal(cause) => return Self::internal(cause),
            other => other,
        };
        let detail = e.to_string();
        let (status, code) = match &e {
            AuthError::InvalidCredentials => (StatusCode::UNAUTHORIZED, "auth.invalid_credentials"),
            AuthError::InvalidToken => (StatusCode::UNAUTHORIZED, "auth.invalid_token"),
            AuthError::Throttled { retry_after_secs } => {
                return Self {
                    retry_after: Some(*retry_after_secs),
                    ..Self::new(StatusCode::TOO_MANY_REQUESTS, "auth.throttled", detail)
                };
            }
            AuthError::ResetThrottled { retry_after_secs } => {
                return Self {
                    retry_after: Some(*retry_after_secs),
                    ..Self::new(
                        StatusCode::TOO_MANY_REQUESTS,
                        "auth.reset_throttled",
                        detail,
                    )
                };
            }
            AuthError::AccountInactive => (StatusCode::FORBIDDEN, "auth.account_inactive"),
            AuthError::EmailNotVerified => (StatusCode::FORBIDDEN, "auth.email_not_verified"),
            AuthError::AwaitingApproval => (StatusCode::FORBIDDEN, "auth.awaiting_approval"),
            AuthError::Validation(fields) => return Self::validation(detail, fields.clone()),
            AuthError::DuplicateUsername => (StatusCode::CONFLICT, "auth.duplicate_username"),
            AuthError::DuplicateEmail => (StatusCode::CONFLICT, "auth.duplicate_email"),
            AuthError::NotFound => (StatusCode::NOT_FOUND, "auth.not_found"),
            AuthError::Conflict(_) => (StatusCode::CONFLICT, "auth.conflict"),
            AuthError::PicturesDisabled => (StatusCode::FORBIDDEN, "profiles.pictures_disabled"),
            AuthError::PictureTooLarge { .. } => {
                (StatusCode::PAYLOAD_TOO_LARGE, "profiles.picture_too_large")
            }
            AuthError::UnsupportedPicture => {
                (StatusCode::UNSUPPORTED_MEDIA_TYPE, "profiles.not_a_picture")
            }
            AuthError::SignUpClosed => (StatusCode::FORBIDDEN, "auth.signup_closed"),
            AuthError::InvalidLink => (StatusCode::BAD_REQUEST, "auth.invalid_link"),
            AuthError::Forbidden => (StatusCode::FORBIDDEN, "auth.forbidden"),
            AuthError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "server.internal"),
        };
        Self::new(status, code, detail)
    }
}

impl From<SettingsError> for ApiError {
    fn from(e: SettingsError) -> Self {
        let detail = e.to_string();
        match e {
            SettingsError::Internal(cause) => Self::internal(cause),
            SettingsError::Invalid(fields) => Self {
                code: "settings.invalid",
                ..Self::validation(detail, fields)
            },
            SettingsError::Stale => Self::new(StatusCode::CONFLICT, "settings.stale", detail),
            SettingsError::Throttled { retry_after_secs } => Self {
                retry_after: Some(retry_after_secs),
                ..Self::new(StatusCode::TOO_MANY_REQUESTS, "settings.throttled", detail)
            },
            SettingsError::ImageTooLarge { .. } => Self::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "settings.image_too_large",
                detail,
            ),
            SettingsError::UnsupportedImage { .. } => Self::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "settings.unsupported_image",
                detail,
            ),
        }
    }
}

impl From<MessagingError> for ApiError {
    fn from(e: MessagingError) -> Self {
        let detail = e.to_string();
        match e {
            MessagingError::Internal(cause) => Self::internal(cause),
            MessagingError::Invalid(fields) => Self::validation(detail, fields),
            MessagingError::NotFound(_) => {
                Self::new(StatusCode::NOT_FOUND, "messaging.not_found", detail)
            }
            MessagingError::Throttled { retry_after_secs } => Self {
                retry_after: Some(retry_after_secs),
                ..Self::new(StatusCode::TOO_MANY_REQUESTS, "messaging.throttled", detail)
            },
            MessagingError::Forbidden | MessagingError::NotPermitted(_) => {
                Self::new(StatusCode::FORBIDDEN, "messaging.forbidden", detail)
            }
            MessagingError::Conflict(_) => {
                Self::new(StatusCode::CONFLICT, "messaging.conflict", detail)
            }
        }
    }
}

impl From<academics::AcademicsError> for ApiError {
    fn from(e: academics::AcademicsError) -> Self {
        use academics::AcademicsError as E;
        let detail = e.to_string();
        match e {
            E::Internal(cause) => Self::internal(cause),
            E::Invalid(fields) => Self::validation(detail, fields),
            E::NotFound(_) => Self::new(StatusCode::NOT_FOUND, "register.not_found", detail),
            E::Forbidden(_) => Self::new(StatusCode::FORBIDDEN, "register.forbidden", detail),
            E::Conflict(_) => Self::new(StatusCode::CONFLICT, "register.conflict", detail),
        }
    }
}

impl From<payments::PaymentsError> for ApiError {
    fn from(e: payments::PaymentsError) -> Self {
        use payments::PaymentsError as E;
        let detail = e.to_string();
        match e {
            E::Internal(cause) => Self::internal(cause),
            E::Invalid(fields) => Self::validation(detail, fields),
            E::NotFound(_) => Self::new(StatusCode::NOT_FOUND, "payments.not_found", detail),
            E::Forbidden(_) => Self::new(StatusCode::FORBIDDEN, "payments.forbidden", detail),
            E::Conflict(_) => Self::new(StatusCode::CONFLICT, "payments.conflict", detail),
            E::Gateway(_) => Self::new(StatusCode::BAD_GATEWAY, "payments.gateway", detail),
            E::Unsigned => Self::new(StatusCode::UNAUTHORIZED, "payments.bad_signature", detail),
        }
    }
}

impl From<academics::pins::PinError> for ApiError {
    fn from(e: academics::pins::PinError) -> Self {
        use academics::pins::PinError as E;
        let detail = e.to_string();
        let (status, code) = match e {
            E::Academics(inner) => return inner.into(),
            E::Throttled(seconds) => {
                return Self {
                    retry_after: Some(seconds),
                    ..Self::new(StatusCode::TOO_MANY_REQUESTS, "pins.throttled", detail)
                };
            }
            // The same answer for an unknown serial and a wrong PIN (decisions/022).
            E::WrongPin => (StatusCode::UNPROCESSABLE_ENTITY, "pins.wrong_pin"),
            E::Revoked => (StatusCode::CONFLICT, "pins.revoked"),
            E::Expired(_) => (StatusCode::CONFLICT, "pins.expired"),
            E::NoStudent => (StatusCode::UNPROCESSABLE_ENTITY, "pins.no_student"),
            E::OtherStudent => (StatusCode::CONFLICT, "pins.other_student"),
            E::UsedUp(_) => (StatusCode::CONFLICT, "pins.used_up"),
            E::NotPublished(_) => (StatusCode::CONFLICT, "pins.not_published"),
        };
        Self::new(status, code, detail)
    }
}

impl From<messaging::conversations::ConversationError> for ApiError {
    fn from(e: messaging::conversations::ConversationError) -> Self {
        use messaging::conversations::{ChatRefusal as R, ConversationError as E};
        let detail = e.to_string();
        let (status, code) = match e {
            E::Store(inner) => return inner.into(),
            E::Throttled(seconds) => {
                return Self {
                    retry_after: Some(seconds),
                    ..Self::new(StatusCode::TOO_MANY_REQUESTS, "messages.throttled", detail)
                };
            }
            E::Refused(R::Empty | R::TooLong(_)) => {
                let mut fields = BTreeMap::new();
                fields.insert("body".to_owned(), vec![detail.clone()]);
                return Self::validation(detail, fields);
            }
            E::Refused(R::OutsideHours { .. }) => (StatusCode::CONFLICT, "messages.outside_hours"),
            E::Refused(R::FilesOff | R::FileTooLarge(_) | R::FileType(_)) => {
                (StatusCode::UNPROCESSABLE_ENTITY, "messages.file_refused")
            }
            E::Refused(R::ChatOff | R::NoChannel | R::PairClosed(_)) => {
                (StatusCode::FORBIDDEN, "messages.closed")
            }
            E::NotFound(_) => (StatusCode::NOT_FOUND, "messages.not_found"),
            E::ChooseStudent => (StatusCode::UNPROCESSABLE_ENTITY, "messages.choose_student"),
            E::Closed => (StatusCode::CONFLICT, "messages.conversation_closed"),
            E::NotModerator => (StatusCode::FORBIDDEN, "messages.not_moderator"),
            E::NoReason => {
                let mut fields = BTreeMap::new();
                fields.insert("reason".to_owned(), vec![detail.clone()]);
                return Self::validation(detail, fields);
            }
        };
        Self::new(status, code, detail)
    }
}

/// Path segments that do not parse (a malformed id) answer the envelope.
pub(crate) fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_err: PathError, _req| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "request.bad_path",
            "The address names a record by an id that is not valid. Check the link and try again.",
        )
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::body::to_bytes;

    #[actix_web::test]
    async fn an_internal_error_hides_its_cause_from_the_caller() {
        let error = ApiError::internal(anyhow::anyhow!("password authentication failed for user"));

        let response = error.error_response();
        let body = to_bytes(response.into_body()).await.unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();

        assert_eq!(body["code"], "server.internal");
        assert_eq!(body["detail"], INTERNAL_DETAIL);
        assert!(body.get("fields").is_none());
        assert!(format!("{error:?}").contains("password authentication failed"));
    }
}
