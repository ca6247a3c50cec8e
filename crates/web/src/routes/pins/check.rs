//! The public result check.

use academics::pins::{PinCheck, PinCheckOutcome};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::{ApiError, AppState, ErrorBody, client::client_address, request::Json};

/// Checks a result with a scratch card (public): the student's admission number, the card's
/// serial and PIN. Answers the published report card of the card's term (a session's card:
/// the term asked for, or the latest published), one view used. An unknown serial and a wrong
/// PIN get the same answer; wrong tries are limited per client and per card (429).
#[utoipa::path(post, path = "/api/result-pins/check/", tag = "result-pins",
    request_body = PinCheck,
    responses((status = 200, body = PinCheckOutcome), (status = 400, body = ErrorBody), (status = 409, description = "Withdrawn, expired, used up, bound to another student, or not published yet", body = ErrorBody), (status = 422, description = "A wrong serial or PIN, an unknown admission number, or a field missing", body = ErrorBody), (status = 429, body = ErrorBody)))]
pub async fn check(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<PinCheck>,
) -> Result<HttpResponse, ApiError> {
    let outcome = state
        .academics
        .pins
        .check(&client_address(&req), body.into_inner())
        .await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(outcome))
}
