//! The HTTP adapter: actix-web routes over the domain services, the JSON shapes, the error
//! envelope of product.md §1, the request id, the OpenAPI document and the built frontend.
//!
//! This is the only crate that knows HTTP status codes and JSON bodies. It holds no state of
//! its own: the app crate builds an [`AppState`] and hands it to [`configure`].

pub mod client;
pub mod dto;
pub mod error;
pub mod extract;
pub mod frontend;
mod manifest;
pub mod openapi;
pub mod pagination;
pub mod request;
pub mod request_id;
pub mod routes;

use std::sync::Arc;

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
pub use extract::{Caller, CurrentUser, MaybeCaller, MaybeUser};
pub use frontend::Frontend;
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
    /// The outbox and each person's in-app messages (decision 015).
    pub notifications: messaging::notifications::NotificationService,
    /// The school's register: structure and people (decisions/011).
    pub academics: academics::Academics,
    /// Each role's dashboard (decisions/025).
    pub dashboards: academics::dashboard::Dashboards,
    /// Conversations between the school and families (decisions/023).
    pub conversations: messaging::conversations::Conversations,
    /// Fees and invoices (issue 20).
    pub fees: payments::fees::Fees,
    /// Payments: checkouts, webhooks, bank transfers and receipts (issue 20).
    pub payments: payments::checkout::Payments,
    /// Uploaded files, served at `/media/{id}/{checksum}`.
    pub media: Arc<dyn kernel::MediaStore>,
    pub probes: Vec<Arc<dyn HealthProbe>>,
    /// The school's own reverse proxies, whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Where people open the portal (`PORTAL_PUBLIC_URL`): the links messages carry start with it.
    pub public_url: String,
    /// The portal is reached over https (`PORTAL_PUBLIC_URL`): browsers are told to keep to it
    /// (`Strict-Transport-Security`).
    pub https: bool,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState").finish_non_exhaustive()
    }
}

/// What every page may load and do (decision 013). Scripts only from the portal itself and
/// never inline, so that an injected script cannot run and read the tokens the spec keeps in
/// localStorage; nothing may frame the portal; forms post only to it. Images may also be
/// `data:`/`blob:` URLs (a chosen picture is previewed before it is uploaded).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; \
    object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/// What a school portal never uses, switched off for the page and anything it embeds.
pub const PERMISSIONS_POLICY: &str = "accelerometer=(), autoplay=(), camera=(), \
    display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), \
    midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), \
    xr-spatial-tracking=(), browsing-topics=()";

/// Browsers keep to https for two years once they have seen it over https.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=63072000; includeSubDomains";

/// The whole application: middleware and every route. `HttpServer` calls it once per worker;
/// tests call it to exercise exactly what is served.
///
/// `frontend` is the built frontend ([`Frontend::load`]); without one, paths outside `/api/`
/// answer a 404 that says the web interface is not built.
pub fn app(
    state: AppState,
    frontend: Option<Arc<Frontend>>,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = Error,
        InitError = (),
    >,
> {
    let mut headers = DefaultHeaders::new()
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "same-origin"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .add(("permissions-policy", PERMISSIONS_POLICY));
    if state.https {
        headers = headers.add((header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY));
    }
    App::new()
        .configure(configure(state, frontend))
        .wrap(headers)
        // Many families are on phones and slow connections: compress what we send (the
        // frontend's files come compressed from the build).
        .wrap(Compress::default())
        // Outermost, so that its log line and header cover every answer.
        .wrap(from_fn(request_id::request_id))
}

/// Registers every route: the API under `/api/`, its documentation, and the frontend.
pub fn configure(
    state: AppState,
    frontend: Option<Arc<Frontend>>,
) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.app_data(web::Data::new(state))
            .app_data(error::path_config())
            .service(openapi::docs())
            // The spec's client posts the profile picture outside /api/ (spec §7).
            .service(
                web::resource("/profiles/profiles/upload_profile_picture/")
                    .post(routes::media::upload_profile_picture),
            )
            .service(web::resource("/media/{id}/{checksum}").get(routes::media::serve))
            .service(
                web::resource("/manifest.webmanifest")
                    .get(manifest::manifest)
                    .head(manifest::manifest),
            )
            .service(routes::api_scope());
        frontend::configure(cfg, frontend);
    }
}
