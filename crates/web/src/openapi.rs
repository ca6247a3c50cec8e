//! The OpenAPI document (`/api/openapi.json`) and the Swagger UI page (`/api/docs/`), served
//! from files compiled into the binary: nothing is fetched from the internet.

use utoipa::OpenApi;
use utoipa_swagger_ui::SwaggerUi;

use crate::routes;

/// Every endpoint of the API. The frontend's types are generated from this document.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "School Portal API",
        description = "The API of the school portal. Errors answer `{detail, code, fields}`; \
                       every answer carries an `X-Request-Id` header."
    ),
    paths(
        routes::health::health,
        routes::settings::design_settings,
        routes::settings::school_settings,
    ),
    components(schemas(crate::ErrorBody)),
    tags(
        (name = "health", description = "Whether the portal and its database answer"),
        (name = "school-settings", description = "The school's identity, look and configuration"),
    )
)]
pub struct ApiDoc;

/// The document as pretty JSON, as `school-portal openapi` prints it.
pub fn document_json() -> String {
    ApiDoc::openapi()
        .to_pretty_json()
        .expect("the OpenAPI document always serialises")
}

pub(crate) fn docs() -> SwaggerUi {
    SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", ApiDoc::openapi())
}
