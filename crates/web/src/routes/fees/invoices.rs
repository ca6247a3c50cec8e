//! Invoices and the family statement.

use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, TermId};
use payments::{
    checkout::FamilyStatement,
    fees::{
        Adjustment, ClassCollection, FeeChoices, GenerateInvoices, Generated, Invoice,
        InvoiceFilter, InvoiceStatus, InvoiceSummary, Plan,
    },
};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, query},
};

/// The caller's family statement: their children's invoices (a student's own), the payments
/// made for them with their receipts, and the ways the caller may pay.
#[utoipa::path(get, path = "/api/fees/statement/", tag = "fees", security(("bearer" = [])),
    responses((status = 200, body = FamilyStatement), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn statement(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let statement = state.payments.statement(&caller).await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-store"))
        .json(statement))
}

/// Raises the term's invoices for a class, a class level or the whole school: the mandatory
/// fees and the optional ones chosen, less the sibling discount. Students who already have the
/// term's invoice keep it, so raising twice never doubles one.
#[utoipa::path(post, path = "/api/fees/invoices/generate/", tag = "fees", security(("bearer" = [])),
    request_body = GenerateInvoices,
    responses((status = 200, body = Generated), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn generate(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<GenerateInvoices>,
) -> Result<HttpResponse, ApiError> {
    let made = state.fees.generate(&caller, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(made))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TermParams {
    pub term_id: TermId,
}

/// Each class's fees for a term: students, invoices, expected and collected.
#[utoipa::path(get, path = "/api/fees/collection/", tag = "fees", security(("bearer" = [])),
    params(TermParams),
    responses((status = 200, body = Vec<ClassCollection>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn collection(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let rows = state.fees.collection(&caller, p.term_id).await?;
    Ok(HttpResponse::Ok().json(rows))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChoiceParams {
    pub student_id: Uuid,
    pub term_id: TermId,
}

/// The optional fees chosen for a student in a term.
#[utoipa::path(get, path = "/api/fees/choices/", tag = "fees", security(("bearer" = [])),
    params(ChoiceParams),
    responses((status = 200, body = FeeChoices), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn choices(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: ChoiceParams = query(&req)?;
    let choices = state.fees.choices(&caller, p.student_id, p.term_id).await?;
    Ok(HttpResponse::Ok().json(choices))
}

/// Chooses the optional fees a student pays in a term; invoices raised afterwards include them.
#[utoipa::path(put, path = "/api/fees/choices/", tag = "fees", security(("bearer" = [])),
    request_body = FeeChoices,
    responses((status = 200, body = FeeChoices), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_choices(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<FeeChoices>,
) -> Result<HttpResponse, ApiError> {
    let choices = state.fees.set_choices(&caller, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(choices))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InvoiceParams {
    pub term_id: Option<TermId>,
    pub class_id: Option<ClassId>,
    /// `unpaid`, `part_paid`, `paid` or `credit`.
    pub status: Option<String>,
    /// Part of a student's name or admission number.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// Every family's invoices with their figures, by student name (admins).
#[utoipa::path(get, path = "/api/fees/invoices/", tag = "fees", security(("bearer" = [])),
    params(InvoiceParams),
    responses((status = 200, body = Paginated<InvoiceSummary>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: InvoiceParams = query(&req)?;
    let status = p
        .status
        .as_deref()
        .map(|s| {
            InvoiceStatus::parse(s).ok_or_else(|| {
                ApiError::new(
                    actix_web::http::StatusCode::BAD_REQUEST,
                    "request.bad_query",
                    "The filter status is unpaid, part_paid, paid or credit.",
                )
            })
        })
        .transpose()?;
    let filter = InvoiceFilter {
        term: p.term_id,
        class: p.class_id,
        status,
        search: p.search,
        page: page_request(p.page, p.page_size)?,
    };
    let page = state.fees.list(&caller, filter).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, page, |i| i)))
}

/// One invoice with its ledger and instalments.
#[utoipa::path(get, path = "/api/fees/invoices/{id}/", tag = "fees", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The invoice")),
    responses((status = 200, body = Invoice), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn invoice(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let invoice = state.fees.invoice(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(invoice))
}

/// How an invoice is to be paid.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PlanInput {
    pub plan: Plan,
}

/// Chooses how an invoice is paid: in full, or in two or three instalments (the plans the
/// school offers).
#[utoipa::path(put, path = "/api/fees/invoices/{id}/plan/", tag = "fees", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The invoice")),
    request_body = PlanInput,
    responses((status = 200, body = Invoice), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_plan(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<PlanInput>,
) -> Result<HttpResponse, ApiError> {
    let invoice = state
        .fees
        .set_plan(&caller, *id, body.into_inner().plan)
        .await?;
    Ok(HttpResponse::Ok().json(invoice))
}

/// Adds an admin's entry to an issued invoice: a fee added after it was raised, or a refund or
/// reversal of part of a payment that paid it (admins who confirm payments).
#[utoipa::path(post, path = "/api/fees/invoices/{id}/entries/", tag = "fees", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The invoice")),
    request_body = Adjustment,
    responses((status = 201, body = Invoice), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn adjust(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<Adjustment>,
) -> Result<HttpResponse, ApiError> {
    let invoice = state.fees.adjust(&caller, *id, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(invoice))
}
