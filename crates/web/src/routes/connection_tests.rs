//! The Test buttons of the settings screens (spec §7 "Connection tests", decision 009): admins
//! holding `settings.change` try the connection settings they are editing.

use actix_web::{HttpResponse, http::StatusCode, web};
use auth::{Permission, User};
use settings::{
    CheckOutcome,
    connections::{BrevoTestRequest, GatewayTestRequest, SmsTestRequest, SmtpTestRequest},
};

use crate::request::Json;
use crate::{ApiError, AppState, CurrentUser, ErrorBody};

async fn admin(state: &AppState, user: CurrentUser) -> Result<User, ApiError> {
    state
        .auth
        .require(&user.0, Permission::SettingsChange)
        .await?;
    Ok(user.0)
}

fn answer(outcome: CheckOutcome) -> HttpResponse {
    HttpResponse::Ok().json(outcome)
}

/// Connects to the SMTP server sent, secures and signs in as it says; with `to`, also sends a
/// test e-mail.
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/email/test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = SmtpTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn email(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<SmtpTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let outcome = state
        .connection_tests
        .smtp(admin.id.into_uuid(), body.into_inner())
        .await?;
    Ok(answer(outcome))
}

/// Checks a Brevo API key.
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/brevo/test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = BrevoTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn brevo(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<BrevoTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let outcome = state
        .connection_tests
        .brevo(admin.id.into_uuid(), body.into_inner(), false)
        .await?;
    Ok(answer(outcome))
}

/// Sends a test e-mail through Brevo to `to`.
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/brevo/send-test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = BrevoTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn brevo_send(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<BrevoTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let outcome = state
        .connection_tests
        .brevo(admin.id.into_uuid(), body.into_inner(), true)
        .await?;
    Ok(answer(outcome))
}

/// Checks the SMS provider's account (Twilio; other providers cannot be tested from here).
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/sms/test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = SmsTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn sms(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<SmsTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let outcome = state
        .connection_tests
        .sms(admin.id.into_uuid(), body.into_inner(), false)
        .await?;
    Ok(answer(outcome))
}

/// Checks a Twilio account: `apiKey` is the account SID, `apiSecret` the auth token.
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/twilio/test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = SmsTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn twilio(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<SmsTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let request = SmsTestRequest {
        provider: Some("twilio".into()),
        ..body.into_inner()
    };
    let outcome = state
        .connection_tests
        .sms(admin.id.into_uuid(), request, false)
        .await?;
    Ok(answer(outcome))
}

/// Sends a test SMS through Twilio to `to`.
#[utoipa::path(
    post,
    path = "/api/school-settings/notifications/twilio/send-test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    request_body = SmsTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn twilio_send(
    user: CurrentUser,
    state: web::Data<AppState>,
    body: Json<SmsTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let request = SmsTestRequest {
        provider: Some("twilio".into()),
        ..body.into_inner()
    };
    let outcome = state
        .connection_tests
        .sms(admin.id.into_uuid(), request, true)
        .await?;
    Ok(answer(outcome))
}

/// Tests a payment gateway: `paystack`, `stripe` or `flutterwave` with its secret key, or
/// `bankTransfer` for complete details.
#[utoipa::path(
    post,
    path = "/api/school-settings/payment-gateways/{gateway}/test/",
    tag = "connection-tests",
    security(("bearer" = [])),
    params(("gateway" = String, Path, description = "paystack, stripe, flutterwave or bankTransfer")),
    request_body = GatewayTestRequest,
    responses(
        (status = 200, description = "The test ran: success, or the reason it failed", body = CheckOutcome),
        (status = 403, description = "The caller may not change settings", body = ErrorBody),
        (status = 404, description = "No such gateway", body = ErrorBody),
        (status = 422, description = "Something the test needs is missing", body = ErrorBody),
        (status = 429, description = "Too many tests in a minute", body = ErrorBody),
    )
)]
pub async fn gateway(
    user: CurrentUser,
    state: web::Data<AppState>,
    gateway: web::Path<String>,
    body: Json<GatewayTestRequest>,
) -> Result<HttpResponse, ApiError> {
    let admin = admin(&state, user).await?;
    let outcome = state
        .connection_tests
        .gateway(admin.id.into_uuid(), &gateway, body.into_inner())
        .await?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "settings.unknown_gateway",
                "There is no such payment gateway: test paystack, stripe, flutterwave or \
                 bankTransfer.",
            )
        })?;
    Ok(answer(outcome))
}
