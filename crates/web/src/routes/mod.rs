//! The API's routes, one module per area.

pub mod access;
pub mod admins;
pub mod announcements;
pub mod auth;
pub mod connection_tests;
pub mod fallback;
pub mod health;
pub mod media;
pub mod newsletter;
pub mod people;
pub mod profiles;
pub mod register;
pub mod settings;

use actix_web::{Scope, http::StatusCode, middleware::ErrorHandlers, web};

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
        // Resources, not method guards: a known path called with another method is a 405.
        .service(web::resource("/health/").get(health::health))
        .service(web::resource("/auth/login/").post(auth::login))
        .service(web::resource("/auth/token/refresh/").post(auth::refresh))
        .service(web::resource("/auth/logout/").post(auth::logout))
        .service(web::resource("/auth/change-password/").post(auth::change_password))
        .service(web::resource("/auth/signup/").post(auth::sign_up))
        .service(web::resource("/auth/verify-email/").post(auth::verify_email))
        .service(web::resource("/auth/password-reset/").post(auth::request_password_reset))
        .service(web::resource("/auth/password-reset/confirm/").post(auth::confirm_password_reset))
        .service(web::resource("/profiles/me/").get(profiles::me))
        // The spec's client calls both spellings of these two (spec §7).
        .service(
            web::resource([
                "/profiles/verification-status/",
                "/profiles/profiles/verification_status/",
            ])
            .get(profiles::verification_status),
        )
        .service(
            web::resource([
                "/profiles/contact-info/",
                "/profiles/profiles/contact_info/",
            ])
            .get(profiles::contact_info),
        )
        .service(web::resource("/profiles/update_preferences/").patch(profiles::update_preferences))
        .service(web::resource("/school-settings/permissions/").get(access::list_permissions))
        .service(web::resource("/school-settings/permissions/{id}/").get(access::get_permission))
        .service(
            web::resource("/school-settings/roles/")
                .get(access::list_roles)
                .post(access::create_role),
        )
        .service(
            web::resource("/school-settings/roles/{id}/")
                .get(access::get_role)
                .put(access::update_role)
                .delete(access::delete_role),
        )
        .service(
            web::resource("/school-settings/user-roles/")
                .get(access::list_user_roles)
                .post(access::create_user_role),
        )
        .service(
            web::resource("/school-settings/user-roles/{id}/")
                .get(access::get_user_role)
                .put(access::update_user_role)
                .delete(access::delete_user_role),
        )
        .service(
            web::resource("/admins/")
                .get(admins::list_admins)
                .post(admins::create_admin),
        )
        // Before `/admins/{id}/`, which would take `bulk_create` for an id.
        .service(web::resource("/admins/bulk_create/").post(admins::bulk_create_admins))
        .service(web::resource("/admins/bulk_update/").post(admins::bulk_update_admins))
        .service(web::resource("/admins/bulk_delete/").post(admins::bulk_delete_admins))
        .service(
            web::resource("/admins/{id}/")
                .get(admins::get_admin)
                .put(admins::replace_admin)
                .patch(admins::update_admin)
                .delete(admins::deactivate_admin),
        )
        .service(web::resource("/users/").get(admins::list_users))
        .service(web::resource("/users/{id}/").patch(admins::update_user))
        .service(
            web::resource("/profiles/profiles/upload_profile_picture/")
                .post(media::upload_profile_picture),
        )
        .service(web::resource("/users/{id}/recover-password/").post(admins::recover_password))
        .service(web::resource("/school-settings/").get(settings::design_settings))
        .service(
            web::resource("/school-settings/school-settings/")
                .get(settings::school_settings)
                .put(settings::update_school_settings),
        )
        .service(
            web::resource("/school-settings/school-settings/upload-logo/")
                .post(settings::upload_logo),
        )
        .service(
            web::resource("/school-settings/school-settings/upload-favicon/")
                .post(settings::upload_favicon),
        )
        .service(
            web::resource("/school-settings/communication-settings/")
                .get(settings::communication_settings)
                .put(settings::update_communication_settings),
        )
        .service(
            web::resource("/school-settings/announcements/")
                .get(announcements::list_announcements)
                .post(announcements::create_announcement),
        )
        .service(
            web::resource("/school-settings/announcements/{id}/")
                .get(announcements::get_announcement)
                .put(announcements::replace_announcement)
                .patch(announcements::update_announcement)
                .delete(announcements::delete_announcement),
        )
        .service(
            web::resource("/school-settings/notifications/email/test/")
                .post(connection_tests::email),
        )
        .service(
            web::resource("/school-settings/notifications/brevo/test/")
                .post(connection_tests::brevo),
        )
        .service(
            web::resource("/school-settings/notifications/brevo/send-test/")
                .post(connection_tests::brevo_send),
        )
        .service(
            web::resource("/school-settings/notifications/sms/test/").post(connection_tests::sms),
        )
        .service(
            web::resource("/school-settings/notifications/twilio/test/")
                .post(connection_tests::twilio),
        )
        .service(
            web::resource("/school-settings/notifications/twilio/send-test/")
                .post(connection_tests::twilio_send),
        )
        .service(
            web::resource("/school-settings/payment-gateways/{gateway}/test/")
                .post(connection_tests::gateway),
        )
        .service(
            web::resource("/newsletter/")
                .get(newsletter::list_subscribers)
                .post(newsletter::subscribe),
        )
        .service(web::resource("/newsletter/{id}/").delete(newsletter::remove_subscriber))
        .configure(register::routes)
        .configure(people::routes)
        .default_service(web::to(fallback::api_not_found))
}
