//! Answers for API paths and methods that do not exist.

use actix_web::{
    HttpRequest, HttpResponse, ResponseError, dev::ServiceResponse, http::StatusCode,
    middleware::ErrorHandlerResponse,
};

use crate::ApiError;

/// `/api/...` paths that no route answers.
pub async fn api_not_found(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Err(ApiError::new(
        StatusCode::NOT_FOUND,
        "api.not_found",
        format!(
            "No API endpoint answers {} {}. The endpoints are listed at /api/docs/.",
            req.method(),
            req.path()
        ),
    ))
}

/// Replaces actix's empty 405 with the envelope.
pub fn method_not_allowed<B>(
    response: ServiceResponse<B>,
) -> actix_web::Result<ErrorHandlerResponse<B>> {
    let (request, _) = response.into_parts();
    let error = ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "api.method_not_allowed",
        format!(
            "{} does not accept {}. The endpoints and their methods are listed at /api/docs/.",
            request.path(),
            request.method()
        ),
    );
    let response = ServiceResponse::new(request, error.error_response()).map_into_right_body();
    Ok(ErrorHandlerResponse::Response(response))
}
