//! Gives every request an id, logs one line per request under it, and answers it in the
//! `X-Request-Id` header. A server error's cause chain is logged here, under the same id.

use std::time::Instant;

use actix_web::{
    Error, HttpMessage,
    body::{BoxBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    http::header::{HeaderName, HeaderValue},
    middleware::Next,
};
use tracing::Instrument;

/// The header that carries the id.
pub const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// The id of the request being served, for handlers that want to mention it.
#[derive(Debug, Clone)]
pub struct RequestId(pub String);

/// The middleware (use with `actix_web::middleware::from_fn`).
pub async fn request_id(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let id = uuid::Uuid::now_v7().to_string();
    let started = Instant::now();
    let method = req.method().clone();
    let path = req.path().to_owned();
    req.extensions_mut().insert(RequestId(id.clone()));

    let span = tracing::info_span!("request", request_id = %id);
    // Handlers' errors arrive here as responses; an `Err` only comes from a failing middleware,
    // and the server turns it into a response after us. It must not be lost from the log.
    let mut response = next
        .call(req)
        .instrument(span.clone())
        .await
        .inspect_err(|error| {
            let _entered = span.enter();
            tracing::error!(%method, %path, cause = ?error, "request failed in middleware");
        })?
        .map_into_boxed_body();
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID_HEADER, value);
    }

    let _entered = span.enter();
    let status = response.status();
    let elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
    if status.is_server_error() {
        let cause = response
            .response()
            .error()
            .map(|e| format!("{e:?}"))
            .unwrap_or_default();
        tracing::error!(%method, %path, status = status.as_u16(), elapsed_ms, cause, "request failed");
    } else {
        tracing::info!(%method, %path, status = status.as_u16(), elapsed_ms, "request");
    }
    Ok(response)
}
