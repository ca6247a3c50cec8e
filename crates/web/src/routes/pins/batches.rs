//! The admin's side: batches of cards and their use.

use academics::pins::{CardFilter, PinBatch, PinBatchInput, PinBatchMade, PinCard};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, query},
};

/// Makes a batch of cards (admins with `results.publish`). The answer holds every card's PIN,
/// this once: the portal keeps only their hashes, so print or save the list now.
#[utoipa::path(post, path = "/api/result-pins/batches/", tag = "result-pins", security(("bearer" = [])),
    request_body = PinBatchInput,
    responses((status = 201, body = PinBatchMade), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn make_batch(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<PinBatchInput>,
) -> Result<HttpResponse, ApiError> {
    let made = state
        .academics
        .pins
        .make_batch(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(made))
}

/// Every batch, newest first, with how its cards are used (admins with `results.publish`).
#[utoipa::path(get, path = "/api/result-pins/batches/", tag = "result-pins", security(("bearer" = [])),
    responses((status = 200, body = Paginated<PinBatch>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn batches(caller: Caller, state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let list = state.academics.pins.batches(&caller).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(list)))
}

/// One batch.
#[utoipa::path(get, path = "/api/result-pins/batches/{id}/", tag = "result-pins", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The batch")),
    responses((status = 200, body = PinBatch), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn batch(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let found = state.academics.pins.batch(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(found))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CardParams {
    /// Part of a serial, a student's name or admission number.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// A batch's cards in serial order: who each checks, the views left, the last use.
#[utoipa::path(get, path = "/api/result-pins/batches/{id}/cards/", tag = "result-pins", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The batch"), CardParams),
    responses((status = 200, body = Paginated<PinCard>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn cards(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: CardParams = query(&req)?;
    let filter = CardFilter {
        search: p.search,
        page: page_request(p.page, p.page_size)?,
    };
    let page = state.academics.pins.cards(&caller, *id, filter).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, page, |c| c)))
}

/// The batch's cards and their use as CSV (never a PIN).
#[utoipa::path(get, path = "/api/result-pins/batches/{id}/export/", tag = "result-pins", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The batch")),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let body = state.academics.pins.export(&caller, *id).await?;
    Ok(csv(body, "result-checker-cards.csv"))
}

/// Withdraws every card of a batch (a lost or stolen list): no card of it works again.
#[utoipa::path(post, path = "/api/result-pins/batches/{id}/revoke/", tag = "result-pins", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The batch")),
    responses((status = 200, body = PinBatch), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn revoke_batch(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let batch = state.academics.pins.revoke_batch(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(batch))
}

/// Withdraws one card of a batch.
#[utoipa::path(post, path = "/api/result-pins/batches/{id}/cards/{card}/revoke/", tag = "result-pins", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The batch"), ("card" = Uuid, Path, description = "The card")),
    responses((status = 204, description = "Withdrawn"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn revoke_card(
    caller: Caller,
    state: web::Data<AppState>,
    path: web::Path<(Uuid, Uuid)>,
) -> Result<HttpResponse, ApiError> {
    let (batch, card) = path.into_inner();
    state
        .academics
        .pins
        .revoke_card(&caller, batch, card)
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
