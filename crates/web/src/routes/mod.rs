//! The API's routes: one module per area (a folder with one file per record where the area is
//! large), none importing another; what they share lives in `crate::request` and `crate::dto`.
//! [`endpoints`] is the one list from which the API is served and documented.

pub mod access;
pub mod admins;
pub mod announcements;
pub mod attendance;
pub mod auth;
pub mod connection_tests;
pub mod conversations;
pub mod dashboard;
pub mod examinations;
pub mod fallback;
pub mod fees;
pub mod health;
pub mod media;
pub mod newsletter;
pub mod notifications;
pub mod people;
pub mod pins;
pub mod profiles;
pub mod register;
pub(crate) mod registry;
pub mod results;
pub mod settings;
pub mod timetable;

use actix_web::{Scope, http::StatusCode, middleware::ErrorHandlers, web};

pub use registry::Endpoint;
use registry::endpoint;

/// Every endpoint of the API.
pub fn endpoints() -> Vec<Endpoint> {
    let mut all = vec![
        endpoint!(health::health),
        endpoint!(auth::login),
        endpoint!(auth::refresh),
        endpoint!(auth::logout),
        endpoint!(auth::change_password),
        endpoint!(auth::sign_up),
        endpoint!(auth::verify_email),
        endpoint!(auth::request_password_reset),
        endpoint!(auth::confirm_password_reset),
        endpoint!(profiles::me),
        endpoint!(dashboard::dashboard),
        // The spec's client calls both spellings of these two (spec §7).
        endpoint!(profiles::verification_status)
            .alias("/api/profiles/profiles/verification_status/"),
        endpoint!(profiles::contact_info).alias("/api/profiles/profiles/contact_info/"),
        endpoint!(profiles::update_preferences),
        endpoint!(media::upload_profile_picture),
        endpoint!(access::list_permissions),
        endpoint!(access::get_permission),
        endpoint!(access::list_roles),
        endpoint!(access::create_role),
        endpoint!(access::get_role),
        endpoint!(access::update_role),
        endpoint!(access::delete_role),
        endpoint!(access::list_user_roles),
        endpoint!(access::create_user_role),
        endpoint!(access::get_user_role),
        endpoint!(access::update_user_role),
        endpoint!(access::delete_user_role),
        endpoint!(admins::list_admins),
        endpoint!(admins::create_admin),
        endpoint!(admins::bulk_create_admins),
        endpoint!(admins::bulk_update_admins),
        endpoint!(admins::bulk_delete_admins),
        endpoint!(admins::get_admin),
        endpoint!(admins::replace_admin),
        endpoint!(admins::update_admin),
        endpoint!(admins::deactivate_admin),
        endpoint!(admins::list_users),
        endpoint!(admins::update_user),
        endpoint!(admins::recover_password),
        endpoint!(settings::design_settings),
        endpoint!(settings::school_settings),
        endpoint!(settings::update_school_settings),
        endpoint!(settings::upload_logo),
        endpoint!(settings::upload_favicon),
        endpoint!(settings::communication_settings),
        endpoint!(settings::update_communication_settings),
        endpoint!(announcements::list_announcements),
        endpoint!(announcements::create_announcement),
        endpoint!(announcements::get_announcement),
        endpoint!(announcements::replace_announcement),
        endpoint!(announcements::update_announcement),
        endpoint!(announcements::delete_announcement),
        endpoint!(connection_tests::email),
        endpoint!(connection_tests::brevo),
        endpoint!(connection_tests::brevo_send),
        endpoint!(connection_tests::sms),
        endpoint!(connection_tests::twilio),
        endpoint!(connection_tests::twilio_send),
        endpoint!(connection_tests::gateway),
        endpoint!(newsletter::subscribe),
        endpoint!(newsletter::confirm),
        endpoint!(newsletter::list_subscribers),
        endpoint!(newsletter::export_subscribers),
        endpoint!(newsletter::remove_subscriber),
        endpoint!(notifications::inbox),
        endpoint!(notifications::unread_count),
        endpoint!(notifications::mark_all_read),
        endpoint!(notifications::mark_read),
        endpoint!(notifications::outbox),
        endpoint!(notifications::outbox_counts),
        endpoint!(notifications::outbox_message),
        endpoint!(notifications::retry),
        endpoint!(notifications::cancel),
        // Before `{id}`: a fixed segment wins over the pattern only when registered first.
        endpoint!(conversations::contacts),
        endpoint!(conversations::inbox),
        endpoint!(conversations::start),
        endpoint!(conversations::thread),
        endpoint!(conversations::send),
        endpoint!(conversations::send_file),
        endpoint!(conversations::attachment),
        endpoint!(conversations::waiting),
        endpoint!(conversations::approve),
        endpoint!(conversations::reject),
    ];
    all.extend(register::endpoints());
    all.extend(people::endpoints());
    all.extend(timetable::endpoints());
    all.extend(examinations::endpoints());
    all.extend(results::endpoints());
    all.extend(pins::endpoints());
    all.extend(fees::endpoints());
    all.extend([
        endpoint!(attendance::register),
        endpoint!(attendance::save),
        endpoint!(attendance::tally),
        endpoint!(attendance::holidays),
        endpoint!(attendance::set_holidays),
        endpoint!(attendance::day),
        endpoint!(attendance::summary),
        endpoint!(attendance::summary_export),
        endpoint!(attendance::month),
        endpoint!(attendance::month_export),
        endpoint!(attendance::student),
        endpoint!(attendance::changes),
    ]);
    all
}

/// Everything under `/api/`. Unknown paths answer a 404 envelope, and a known path called with
/// the wrong method a 405 envelope, never the frontend.
pub fn api_scope() -> Scope<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse<
            actix_web::body::EitherBody<actix_web::body::BoxBody>,
        >,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    web::scope("/api")
        .wrap(
            ErrorHandlers::new()
                .handler(StatusCode::METHOD_NOT_ALLOWED, fallback::method_not_allowed),
        )
        .configure(|cfg| registry::register(cfg, "/api", &endpoints()))
        .default_service(web::to(fallback::api_not_found))
}
