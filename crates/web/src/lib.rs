//! The HTTP adapter: actix-web routes over the domain services, the JSON shapes, the error
//! envelope of product.md §1, the request id, the OpenAPI document and the built frontend.
//!
//! This is the only crate that knows HTTP status codes and JSON bodies. It holds no state of
//! its own: the app crate builds an [`AppState`] and hands it to [`configure`].

pub mod client;
pub mod error;
pub mod extract;
pub mod frontend;
pub mod openapi;
pub mod pagination;
pub mod request_id;
pub mod routes;

use std::{path::PathBuf, sync::Arc};

use actix_web::{
    App, Error,
    body::MessageBody,
    dev::{ServiceFactory, ServiceRequest, ServiceResponse},
    http::header,
    middleware::{Compress, DefaultHeaders, from_fn},
    web,
};
use auth::AuthService;
use kernel::HealthProbe;
use messaging::{AnnouncementService, NewsletterService};
use settings::{ConnectionTests, SettingsService};

pub use error::{ApiError, ErrorBody};
pub use extract::{CurrentUser, MaybeUser};
pub use openapi::ApiDoc;

/// Everything the handlers need, built once by the app crate.
#[derive(Clone)]
pub struct AppState {
    pub auth: AuthService,
    pub settings: SettingsService,
    /// The Test buttons of the settings screens (decision 009).
    pub connection_tests: ConnectionTests,
    pub announcements: AnnouncementService,
    pub newsletter: NewsletterService,
    /// The school's register: structure and people (decisions/011).
    pub academics: academics::AcademicsService,
    /// Uploaded files, served at `/media/{id}/{checksum}`.
    pub media: Arc<dyn kernel::MediaStore>,
    pub probes: Vec<Arc<dyn HealthProbe>>,
    /// The school's own reverse proxies, whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<std::net::IpAddr>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState").finish_non_exhaustive()
    }
}

/// The whole application: middleware and every route. `HttpServer` calls it once per worker;
/// tests call it to exercise exactly what is served.
pub fn app(
    state: AppState,
    frontend: Option<PathBuf>,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = Error,
        InitError = (),
    >,
> {
    App::new()
        .configure(configure(state, frontend))
        .wrap(
            DefaultHeaders::new()
                .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                .add((header::REFERRER_POLICY, "same-origin"))
                .add((header::X_FRAME_OPTIONS, "DENY")),
        )
        // Many families are on phones and slow connections: compress what we send.
        .wrap(Compress::default())
        // Outermost, so that its log line and header cover every answer.
        .wrap(from_fn(request_id::request_id))
}

/// Registers every route: the API under `/api/`, its documentation, and the frontend.
///
/// `frontend` is the folder of the built frontend (`frontend/dist`); without one, paths outside
/// `/api/` answer a 404 that says the web interface is not built.
pub fn configure(
    state: AppState,
    frontend: Option<PathBuf>,
) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::new(state))
            .app_data(error::json_config())
            .app_data(error::query_config())
            .app_data(error::path_config())
            .service(openapi::docs())
            // The spec's client posts the profile picture outside /api/ (spec §7).
            .service(
                web::resource("/profiles/profiles/upload_profile_picture/")
                    .post(routes::media::upload_profile_picture),
            )
            .service(web::resource("/media/{id}/{checksum}").get(routes::media::serve))
            .service(routes::api_scope());
        frontend::configure(cfg, frontend);
    }
}
