//! Payments: a family's checkout and bank transfer, the payer's return, the admins' list and
//! decisions, and the gateways' signed webhooks.

use actix_multipart::Multipart;
use actix_web::{HttpRequest, HttpResponse, http::header, web};
use payments::checkout::{
    CheckoutInput, CheckoutStarted, Gateway, MAX_PROOF_BYTES, Payment, PaymentFilter,
    PaymentStatus, Proof, Signature,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, malformed, no_file, query, read_fields},
};

fn bad_filter(detail: &str) -> ApiError {
    ApiError::new(
        actix_web::http::StatusCode::BAD_REQUEST,
        "request.bad_query",
        detail.to_owned(),
    )
}

/// Starts a card payment of some or all of the family's open invoices; the browser goes on to
/// `checkout_url`, and the gateway sends the payer back to the fees page with the reference.
#[utoipa::path(post, path = "/api/payments/checkout/", tag = "payments", security(("bearer" = [])),
    request_body = CheckoutInput,
    responses((status = 201, body = CheckoutStarted), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 502, body = ErrorBody)))]
pub async fn checkout(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<CheckoutInput>,
) -> Result<HttpResponse, ApiError> {
    let started = state.payments.checkout(&caller, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(started))
}

/// The payment a payer came back from the gateway with.
#[derive(Debug, Deserialize, ToSchema)]
pub struct VerifyInput {
    pub reference: String,
}

/// The payer is back from the gateway: asks it how the payment ended, settles it if it has,
/// and answers the payment (still `pending` when the gateway has not decided).
#[utoipa::path(post, path = "/api/payments/verify/", tag = "payments", security(("bearer" = [])),
    request_body = VerifyInput,
    responses((status = 200, body = Payment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn verify(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<VerifyInput>,
) -> Result<HttpResponse, ApiError> {
    let payment = state
        .payments
        .verify(&caller, body.into_inner().reference.trim())
        .await?;
    Ok(HttpResponse::Ok().json(payment))
}

/// A bank transfer's form: `invoice_ids` (once per invoice), an optional `amount` in minor
/// units, and the `proof` file (a JPEG, PNG or WebP photo or a PDF, up to 5 MB).
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct BankTransferForm {
    invoice_ids: Vec<Uuid>,
    amount: Option<i64>,
    #[schema(value_type = String, format = Binary)]
    proof: Vec<u8>,
}

/// Sends a bank transfer's proof: the payment waits until an admin confirms or rejects it.
#[utoipa::path(post, path = "/api/payments/bank-transfers/", tag = "payments", security(("bearer" = [])),
    request_body(content = BankTransferForm, content_type = "multipart/form-data"),
    responses((status = 201, body = Payment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 413, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn bank_transfer(
    caller: Caller,
    state: web::Data<AppState>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    let (mut ids, mut amount, mut proof) = (Vec::new(), None, None);
    for field in read_fields(
        form,
        // Text fields are read whole, then judged (422), rather than cut off (413).
        &[
            ("invoice_ids", 16 * 1024),
            ("amount", 16 * 1024),
            ("proof", MAX_PROOF_BYTES + 1),
        ],
    )
    .await?
    {
        let text = || {
            String::from_utf8(field.content.clone())
                .map_err(|_| malformed("a field is not UTF-8 text"))
        };
        match field.name.as_str() {
            "invoice_ids" => ids.push(text()?.trim().parse::<Uuid>().map_err(|_| {
                ApiError::validation(
                    "Choose the invoices to pay.",
                    [(
                        "invoice_ids".to_owned(),
                        vec!["Each invoice id is a UUID.".to_owned()],
                    )]
                    .into(),
                )
            })?),
            "amount" => {
                let t = text()?;
                if !t.trim().is_empty() {
                    amount = Some(t.trim().parse::<i64>().map_err(|_| {
                        ApiError::validation(
                            "The amount is not a number.",
                            [(
                                "amount".to_owned(),
                                vec![
                                    "Give the amount in minor units (kobo), as a whole number."
                                        .to_owned(),
                                ],
                            )]
                            .into(),
                        )
                    })?);
                }
            }
            _ => {
                proof = Some(Proof {
                    name: field.file_name.clone().unwrap_or_default(),
                    bytes: field.content,
                })
            }
        }
    }
    let proof = proof.ok_or_else(|| no_file("proof"))?;
    let payment = state
        .payments
        .bank_transfer(&caller, ids, amount, proof)
        .await?;
    Ok(HttpResponse::Created().json(payment))
}

/// What a webhook answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookAnswer {
    pub received: bool,
}

/// A gateway's webhook (no bearer token: its signature is checked over the raw body).
/// Paystack signs with `x-paystack-signature`, Flutterwave sends `verif-hash`, Stripe
/// `Stripe-Signature`. A bad signature answers 401 and changes nothing; the same event
/// delivered again, another event, and one for an unknown reference answer 200. Flutterwave's
/// payment is read from its verify-by-id call; when that fails the answer is 502, and
/// Flutterwave delivers the event again.
#[utoipa::path(post, path = "/api/payments/webhooks/{gateway}/", tag = "payments",
    params(("gateway" = String, Path, description = "`paystack`, `flutterwave` or `stripe`")),
    request_body(content = String, content_type = "application/json"),
    responses((status = 200, body = WebhookAnswer), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 502, body = ErrorBody)))]
pub async fn webhook(
    state: web::Data<AppState>,
    gateway: web::Path<String>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let (gateway, header_name) = match gateway.as_str() {
        "paystack" => (Gateway::Paystack, "x-paystack-signature"),
        "flutterwave" => (Gateway::Flutterwave, "verif-hash"),
        "stripe" => (Gateway::Stripe, "stripe-signature"),
        _ => {
            return Err(ApiError::new(
                actix_web::http::StatusCode::NOT_FOUND,
                "payments.not_found",
                "There is no such payment gateway.",
            ));
        }
    };
    let signature = req
        .headers()
        .get(header_name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    state
        .payments
        .webhook(gateway, Signature(signature), &body)
        .await?;
    Ok(HttpResponse::Ok().json(WebhookAnswer { received: true }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PaymentParams {
    /// `pending`, `successful`, `failed` or `rejected`.
    pub status: Option<String>,
    /// `paystack`, `flutterwave`, `stripe` or `bank_transfer`.
    pub gateway: Option<String>,
    /// Part of a reference, a receipt number, or the payer's or a student's name.
    pub search: Option<String>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The list's filters from the query.
fn payment_filter(req: &HttpRequest) -> Result<PaymentFilter, ApiError> {
    let p: PaymentParams = query(req)?;
    let status = p
        .status
        .as_deref()
        .map(|s| {
            PaymentStatus::parse(s).ok_or_else(|| {
                bad_filter("The filter status is pending, successful, failed or rejected.")
            })
        })
        .transpose()?;
    let gateway = p
        .gateway
        .as_deref()
        .map(|g| {
            Gateway::parse(g).ok_or_else(|| {
                bad_filter("The filter gateway is paystack, flutterwave, stripe or bank_transfer.")
            })
        })
        .transpose()?;
    let filter = PaymentFilter {
        status,
        gateway,
        search: p.search,
        page: page_request(p.page, p.page_size)?,
    };
    Ok(filter)
}

/// Every payment, newest first (admins).
#[utoipa::path(get, path = "/api/payments/", tag = "payments", security(("bearer" = [])),
    params(PaymentParams),
    responses((status = 200, body = Paginated<Payment>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn list(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let filter = payment_filter(&req)?;
    let page = state.payments.list(&caller, filter).await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, page, |p| p)))
}

/// The payments the filters select as CSV (admins): reference, receipt, dates, payer,
/// students, gateway, status, amount and reason.
#[utoipa::path(get, path = "/api/payments/export/", tag = "payments", security(("bearer" = [])),
    params(PaymentParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let filter = payment_filter(&req)?;
    let text = state.payments.export(&caller, filter).await?;
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            header::CONTENT_DISPOSITION,
            "attachment; filename=\"payments.csv\"",
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(text))
}

/// One payment with its receipt (the payer, the family, admins).
#[utoipa::path(get, path = "/api/payments/{id}/", tag = "payments", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The payment")),
    responses((status = 200, body = Payment), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn payment(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let payment = state.payments.get(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(payment))
}

/// A bank transfer's proof (admins who confirm payments), never served by the media route.
#[utoipa::path(get, path = "/api/payments/{id}/proof/", tag = "payments", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The payment")),
    responses((status = 200, description = "The proof's file: a photo or a PDF, as judged when it was sent",
        content((String = "image/jpeg"), (String = "image/png"), (String = "image/webp"), (String = "application/pdf"))),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn proof(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let (bytes, content_type) = state.payments.proof(&caller, *id).await?;
    let extension = match content_type.as_str() {
        "application/pdf" => "pdf",
        "image/png" => "png",
        "image/webp" => "webp",
        _ => "jpg",
    };
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("inline; filename=\"transfer-proof-{id}.{extension}\""),
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header(("X-Content-Type-Options", "nosniff"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; sandbox",
        ))
        .body(bytes))
}

/// Confirms a bank transfer: it is credited to the invoices and receipted.
#[utoipa::path(post, path = "/api/payments/{id}/confirm/", tag = "payments", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The payment")),
    responses((status = 200, body = Payment), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn confirm(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let payment = state.payments.confirm(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(payment))
}

/// Why a transfer is not confirmed, for the payer.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectTransfer {
    pub reason: String,
}

/// Rejects a bank transfer with a reason the payer reads.
#[utoipa::path(post, path = "/api/payments/{id}/reject/", tag = "payments", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The payment")),
    request_body = RejectTransfer,
    responses((status = 200, body = Payment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn reject(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
    body: Json<RejectTransfer>,
) -> Result<HttpResponse, ApiError> {
    let payment = state
        .payments
        .reject(&caller, *id, &body.into_inner().reason)
        .await?;
    Ok(HttpResponse::Ok().json(payment))
}
