//! The newsletter (`/api/newsletter/`): anyone subscribes from the public site's footer; admins
//! holding `announcements.manage` see and remove subscribers.

use actix_web::{HttpRequest, HttpResponse, web};
use messaging::{
    Subscriber,
    newsletter::{CONFIRMED, SUBSCRIBED},
};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::request::{Json, Query, csv};
use crate::{
    ApiError, AppState, CurrentUser, ErrorBody,
    client::client_address,
    extract::messaging_viewer,
    pagination::{Paginated, page_request},
};

/// An address to send the newsletter to.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SubscribeRequest {
    pub email: String,
}

/// The answer to a subscription: the same whether or not the address was already subscribed.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubscribeResponse {
    pub email: String,
    /// A sentence to show the visitor.
    pub detail: String,
}

/// A subscriber, for admins.
#[derive(Debug, Serialize, ToSchema)]
pub struct SubscriberBody {
    pub id: Uuid,
    pub email: String,
    #[serde(with = "time::serde::rfc3339")]
    #[schema(value_type = String, format = DateTime)]
    pub subscribed_at: OffsetDateTime,
    /// When the address was confirmed from the e-mailed link; `null` while it waits (the
    /// newsletter is not sent to it).
    #[serde(with = "time::serde::rfc3339::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub confirmed_at: Option<OffsetDateTime>,
}

impl From<Subscriber> for SubscriberBody {
    fn from(s: Subscriber) -> Self {
        Self {
            id: s.id,
            email: s.email,
            subscribed_at: s.subscribed_at,
            confirmed_at: s.confirmed_at,
        }
    }
}

/// Search and page of the subscriber list.
#[derive(Debug, Deserialize, IntoParams)]
pub struct SubscriberQuery {
    /// Part of an address, in any case.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// Subscribes an address to the school's newsletter.
#[utoipa::path(
    post,
    path = "/api/newsletter/",
    tag = "newsletter",
    request_body = SubscribeRequest,
    responses(
        (status = 201, description = "Subscribed (also when it already was)", body = SubscribeResponse),
        (status = 422, description = "Not an e-mail address", body = ErrorBody),
        (status = 429, description = "Too many sign-ups from this client", body = ErrorBody),
    )
)]
pub async fn subscribe(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<SubscribeRequest>,
) -> Result<HttpResponse, ApiError> {
    let email = state
        .newsletter
        .subscribe(&body.email, &client_address(&req), &state.public_url)
        .await?;
    Ok(HttpResponse::Created().json(SubscribeResponse {
        email,
        detail: SUBSCRIBED.to_owned(),
    }))
}

/// The token of a newsletter confirmation link.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ConfirmRequest {
    pub token: String,
}

/// Confirms a subscription from the link e-mailed to the address.
#[utoipa::path(
    post,
    path = "/api/newsletter/confirm/",
    tag = "newsletter",
    request_body = ConfirmRequest,
    responses(
        (status = 200, description = "Confirmed", body = SubscribeResponse),
        (status = 422, description = "The link is unknown or was used", body = ErrorBody),
    )
)]
pub async fn confirm(
    state: web::Data<AppState>,
    body: Json<ConfirmRequest>,
) -> Result<HttpResponse, ApiError> {
    let email = state.newsletter.confirm(&body.token).await?;
    Ok(HttpResponse::Ok().json(SubscribeResponse {
        email,
        detail: CONFIRMED.to_owned(),
    }))
}

/// The subscribers, newest first (`announcements.manage`).
#[utoipa::path(
    get,
    path = "/api/newsletter/",
    tag = "newsletter",
    security(("bearer" = [])),
    params(SubscriberQuery),
    responses(
        (status = 200, description = "One page of subscribers", body = Paginated<SubscriberBody>),
        (status = 403, description = "The caller may not manage the newsletter", body = ErrorBody),
    )
)]
pub async fn list_subscribers(
    req: HttpRequest,
    user: CurrentUser,
    state: web::Data<AppState>,
    query: Query<SubscriberQuery>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    let query = query.into_inner();
    let page = page_request(query.page, query.page_size)?;
    let found = state.newsletter.list(viewer, query.search, page).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, found, SubscriberBody::from)))
}

/// The confirmed subscribers as CSV (`announcements.manage`): address, subscribed, confirmed,
/// for the school's own mailing tool.
#[utoipa::path(
    get,
    path = "/api/newsletter/export/",
    tag = "newsletter",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "text/csv", content_type = "text/csv", body = String),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "The caller may not manage the newsletter", body = ErrorBody),
    )
)]
pub async fn export_subscribers(
    user: CurrentUser,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    let body = state.newsletter.export(viewer).await?;
    Ok(csv(body, "newsletter-subscribers.csv"))
}

/// Removes a subscriber (`announcements.manage`).
#[utoipa::path(
    delete,
    path = "/api/newsletter/{id}/",
    tag = "newsletter",
    security(("bearer" = [])),
    params(("id" = Uuid, Path)),
    responses(
        (status = 204, description = "Removed"),
        (status = 403, description = "The caller may not manage the newsletter", body = ErrorBody),
        (status = 404, description = "No such subscriber", body = ErrorBody),
    )
)]
pub async fn remove_subscriber(
    user: CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let viewer = messaging_viewer(&state, Some(&user.0)).await?;
    state.newsletter.remove(viewer, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
