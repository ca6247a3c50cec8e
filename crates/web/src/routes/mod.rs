//! The API's routes, one module per area.

pub mod auth;
pub mod fallback;
pub mod health;
pub mod profiles;
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
        .service(web::resource("/school-settings/").get(settings::design_settings))
        .service(web::resource("/school-settings/school-settings/").get(settings::school_settings))
        .default_service(web::to(fallback::api_not_found))
}
