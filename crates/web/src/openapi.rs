//! The OpenAPI document (`/api/openapi.json`) and the Swagger UI page (`/api/docs/`), served
//! from files compiled into the binary: nothing is fetched from the internet.

use settings::SchoolSettings;
use utoipa::{
    Modify, OpenApi,
    openapi::{RefOr, schema::Schema},
};
use utoipa_swagger_ui::SwaggerUi;

use crate::routes;

/// Every endpoint of the API. The frontend's types are generated from this document.
#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "School Portal API",
        license(name = "All rights reserved"),
        description = "The API of the school portal. Errors answer `{detail, code, fields}`; \
                       every answer carries an `X-Request-Id` header."
    ),
    paths(
        routes::health::health,
        routes::auth::login,
        routes::auth::refresh,
        routes::auth::logout,
        routes::auth::change_password,
        routes::auth::sign_up,
        routes::auth::verify_email,
        routes::auth::request_password_reset,
        routes::auth::confirm_password_reset,
        routes::profiles::me,
        routes::profiles::verification_status,
        routes::profiles::contact_info,
        routes::profiles::update_preferences,
        routes::access::list_permissions,
        routes::access::get_permission,
        routes::access::list_roles,
        routes::access::create_role,
        routes::access::get_role,
        routes::access::update_role,
        routes::access::delete_role,
        routes::access::list_user_roles,
        routes::access::create_user_role,
        routes::access::get_user_role,
        routes::access::update_user_role,
        routes::access::delete_user_role,
        routes::admins::list_admins,
        routes::admins::create_admin,
        routes::admins::get_admin,
        routes::admins::replace_admin,
        routes::admins::bulk_create_admins,
        routes::admins::bulk_update_admins,
        routes::admins::bulk_delete_admins,
        routes::admins::update_admin,
        routes::admins::deactivate_admin,
        routes::admins::list_users,
        routes::admins::update_user,
        routes::admins::recover_password,
        routes::media::upload_profile_picture,
        routes::settings::design_settings,
        routes::settings::school_settings,
        routes::settings::update_school_settings,
        routes::settings::communication_settings,
        routes::settings::update_communication_settings,
        routes::settings::upload_logo,
        routes::settings::upload_favicon,
        routes::announcements::list_announcements,
        routes::announcements::create_announcement,
        routes::announcements::get_announcement,
        routes::announcements::replace_announcement,
        routes::announcements::update_announcement,
        routes::announcements::delete_announcement,
        routes::newsletter::subscribe,
        routes::connection_tests::email,
        routes::connection_tests::brevo,
        routes::connection_tests::brevo_send,
        routes::connection_tests::sms,
        routes::connection_tests::twilio,
        routes::connection_tests::twilio_send,
        routes::connection_tests::gateway,
        routes::newsletter::list_subscribers,
        routes::newsletter::remove_subscriber,
        routes::register::class_levels,
        routes::register::class_level,
        routes::register::subjects,
        routes::register::subject,
        routes::register::sessions,
        routes::register::session,
        routes::register::update_session,
        routes::register::make_session_current,
        routes::register::terms,
        routes::register::term,
        routes::register::update_term,
        routes::register::make_term_current,
        routes::register::list_classes,
        routes::register::export_classes,
        routes::register::get_class,
        routes::register::create_class,
        routes::register::replace_class,
        routes::register::update_class,
        routes::register::delete_class,
        routes::register::bulk_create_classes,
        routes::register::bulk_update_classes,
        routes::register::bulk_delete_classes,
        routes::register::promote,
        routes::register::list_class_subjects,
        routes::register::export_class_subjects,
        routes::register::get_class_subject,
        routes::register::create_class_subject,
        routes::register::update_class_subject,
        routes::register::delete_class_subject,
        routes::register::bulk_create_class_subjects,
        routes::register::bulk_update_class_subjects,
        routes::register::bulk_delete_class_subjects,
        routes::register::list_enrolments,
        routes::register::export_enrolments,
        routes::register::get_enrolment,
        routes::register::create_enrolment,
        routes::register::bulk_create_enrolments,
        routes::register::delete_enrolment,
        routes::register::bulk_delete_enrolments,
        routes::people::list_students,
        routes::people::export_students,
        routes::people::import_template,
        routes::people::import_students,
        routes::people::get_student,
        routes::people::create_student,
        routes::people::replace_student,
        routes::people::update_student,
        routes::people::delete_student,
        routes::people::bulk_create_students,
        routes::people::bulk_update_students,
        routes::people::bulk_delete_students,
        routes::people::list_teachers,
        routes::people::export_teachers,
        routes::people::own_teacher,
        routes::people::update_own_teacher,
        routes::people::get_teacher,
        routes::people::create_teacher,
        routes::people::replace_teacher,
        routes::people::update_teacher,
        routes::people::delete_teacher,
        routes::people::bulk_create_teachers,
        routes::people::bulk_update_teachers,
        routes::people::bulk_delete_teachers,
        routes::people::list_parents,
        routes::people::export_parents,
        routes::people::get_parent,
        routes::people::create_parent,
        routes::people::replace_parent,
        routes::people::update_parent,
        routes::people::delete_parent,
        routes::people::bulk_create_parents,
        routes::people::bulk_update_parents,
        routes::people::bulk_delete_parents,
        routes::people::link_child,
        routes::people::unlink_child,
    ),
    components(schemas(crate::ErrorBody)),
    modifiers(&SettingsDefaults, &BearerAuth),
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
        (name = "connection-tests", description = "The Test buttons of the e-mail, SMS and payment settings"),
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

/// The document as pretty JSON, as `school-portal openapi` prints it.
pub fn document_json() -> String {
    ApiDoc::openapi()
        .to_pretty_json()
        .expect("the OpenAPI document always serialises")
}

pub(crate) fn docs() -> SwaggerUi {
    SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", ApiDoc::openapi())
}
