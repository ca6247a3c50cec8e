//! The OpenAPI document (`/api/openapi.json`) and the Swagger UI page (`/api/docs/`), served
//! from files compiled into the binary: nothing is fetched from the internet.

use settings::SchoolSettings;
use utoipa::{
    Modify, OpenApi,
    openapi::{RefOr, schema::Schema},
};
use utoipa_swagger_ui::SwaggerUi;

use crate::routes;

/// The document's frame: its title, tags, shared components and security scheme. The
/// operations come from the endpoint list (`routes::endpoints`), see [`document`].
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "School Portal API",
        license(name = "All rights reserved"),
        description = "The API of the school portal. Errors answer `{detail, code, fields}`; \
                       every answer carries an `X-Request-Id` header."
    ),
    components(schemas(crate::ErrorBody)),
    tags(
        (name = "health", description = "Whether the portal and its database answer"),
        (name = "auth", description = "Signing in and out, tokens and passwords"),
        (name = "profiles", description = "The signed-in user's own profile"),
        (name = "access", description = "Permissions, roles and the roles granted to admins"),
        (name = "accounts", description = "Admins, and every account for password recovery"),
        (name = "school-settings", description = "The school's identity, look and configuration"),
        (name = "announcements", description = "What the school tells whom"),
        (name = "newsletter", description = "Addresses left for the school's newsletter"),
        (name = "register", description = "Class levels, subjects, sessions, terms, classes, what they offer, enrolments and promotion"),
        (name = "people", description = "Students, teachers and parents, with their accounts; import and export"),
        (name = "timetable", description = "Lessons: each class's week, clashes refused by the database"),
        (name = "dashboard", description = "Each role's dashboard in one answer: the school day, figures and charts"),
        (name = "attendance", description = "A class's register for a school day, one mark per student per day; a student's days in the term; the term's holidays"),
        (name = "results", description = "Score sheets: a class subject's scores for a term, every figure computed by the server, saved with a version check and moved from draft to submitted to approved or returned"),
        (name = "exams", description = "Exams and their schedules: papers whose clashes the database refuses, published to the classes that sit them"),
        (name = "connection-tests", description = "The Test buttons of the e-mail, SMS and payment settings"),
        (name = "messages", description = "Conversations between the school and families, and the moderators' queue"),
    )
)]
pub struct ApiDoc;

/// Publishes the server's settings defaults as the `default` of the `SchoolSettings` schema, so
/// that the frontend's fallback settings are generated from the one source of truth.
#[derive(Debug)]
struct SettingsDefaults;

impl Modify for SettingsDefaults {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let schema = openapi
            .components
            .as_mut()
            .and_then(|c| c.schemas.get_mut("SchoolSettings"));
        if let Some(RefOr::T(Schema::Object(object))) = schema {
            object.default = serde_json::to_value(SchoolSettings::default()).ok();
        }
    }
}

/// Declares the bearer token that protected endpoints take.
#[derive(Debug)]
struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

/// The whole document: the frame, every endpoint of `routes::endpoints` with the schemas it
/// refers to, the settings' defaults and the bearer scheme.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi();
    routes::registry::document(&mut doc, &routes::endpoints());
    SettingsDefaults.modify(&mut doc);
    BearerAuth.modify(&mut doc);
    doc
}

/// The document as pretty JSON, as `school-portal openapi` prints it.
pub fn document_json() -> String {
    document()
        .to_pretty_json()
        .expect("the OpenAPI document always serialises")
}

pub(crate) fn docs() -> SwaggerUi {
    SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", document())
}
