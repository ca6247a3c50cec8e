//! `/api/results/`: a class's term results (decisions/021): the board of every class's sheets,
//! publishing and unpublishing, report cards (one student's, or a whole class's to print), the
//! broadsheet, the term report's comments and ratings, the audit log and the comment bank.

use academics::results::{
    BankComment, Broadsheet, CardTerm, ClassCards, ClassResults, NewBankComment, ReportCard,
    ReportSave, ResultChange, ResultsBoard,
};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, StudentId};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::sheets::TermParams;
use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    pagination::{Paginated, page_request},
    request::{Json, csv, query},
};

/// Every class's score sheets in a term and where each is, whether the class is published or
/// ready to be (every sheet approved). Admins see every class; a teacher, their own sheets.
#[utoipa::path(get, path = "/api/results/board/", tag = "results", security(("bearer" = [])),
    params(TermParams),
    responses((status = 200, body = ResultsBoard), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn board(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let board = state.academics.results.board(&caller, p.term_id).await?;
    Ok(HttpResponse::Ok().json(board))
}

/// Publishes a class's results for a term (admins with `results.publish`): every subject's
/// sheet must be approved. Students and parents then see the report cards as computed now,
/// and each parent is told (resultReleased), once per child and term.
#[utoipa::path(post, path = "/api/results/classes/{id}/publish/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), TermParams),
    responses((status = 200, body = ClassResults), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn publish(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let class = state
        .academics
        .results
        .publish(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(class))
}

/// Withdraws a class's published results to correct them (admins with `results.publish`):
/// its sheets go back to approved, and every change until it is published again is in the
/// class's audit log.
#[utoipa::path(post, path = "/api/results/classes/{id}/unpublish/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), TermParams),
    responses((status = 200, body = ClassResults), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn unpublish(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let class = state
        .academics
        .results
        .unpublish(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(class))
}

/// Every report card of a class for a term, as they stand, to check and print at once (one
/// card per A4 page). For admins and the class teacher.
#[utoipa::path(get, path = "/api/results/classes/{id}/cards/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), TermParams),
    responses((status = 200, body = ClassCards), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn class_cards(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let cards = state
        .academics
        .results
        .class_cards(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(cards))
}

/// A class's broadsheet for a term: every student by every subject, with totals, averages and
/// positions. For admins and the class teacher.
#[utoipa::path(get, path = "/api/results/classes/{id}/broadsheet/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), TermParams),
    responses((status = 200, body = Broadsheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn broadsheet(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let sheet = state
        .academics
        .results
        .broadsheet(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// The broadsheet as CSV.
#[utoipa::path(get, path = "/api/results/classes/{id}/broadsheet/export/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), TermParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn broadsheet_export(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let body = state
        .academics
        .results
        .broadsheet_csv(&caller, *id, p.term_id)
        .await?;
    Ok(csv(body, "broadsheet.csv"))
}

/// The term and page of a class's changes.
#[derive(Debug, Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ChangesParams {
    pub term_id: Option<kernel::TermId>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
}

/// The changes to a class's results for a term since they were first published, newest
/// first, a page at a time: who, when, what, the old value and the new. For admins.
#[utoipa::path(get, path = "/api/results/classes/{id}/changes/", tag = "results", security(("bearer" = [])),
    params(("id" = ClassId, Path, description = "The class"), ChangesParams),
    responses((status = 200, body = Paginated<ResultChange>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn changes(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<ClassId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: ChangesParams = query(&req)?;
    let page = page_request(p.page, p.page_size)?;
    let changes = state
        .academics
        .results
        .changes(&caller, *id, p.term_id, page)
        .await?;
    Ok(HttpResponse::Ok().json(Paginated::new(&req, changes, |c| c)))
}

/// A student's report card for a term (the current by default). Students and parents see it
/// once published, exactly as published; admins and the class teacher see it as it stands.
#[utoipa::path(get, path = "/api/results/students/{id}/", tag = "results", security(("bearer" = [])),
    params(("id" = StudentId, Path, description = "The student"), TermParams),
    responses((status = 200, body = ReportCard), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn student_card(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let card = state
        .academics
        .results
        .student_card(&caller, *id, p.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(card))
}

/// Writes a student's term report: the class teacher's comment and the ratings (the class
/// teacher, or an admin with `results.publish`), the principal's comment (admins with
/// `results.publish`). Fields left out stay; refused while the class's results are published.
#[utoipa::path(patch, path = "/api/results/students/{id}/", tag = "results", security(("bearer" = [])),
    params(("id" = StudentId, Path, description = "The student"), TermParams),
    request_body = ReportSave,
    responses((status = 200, body = ReportCard), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn save_report(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
    req: HttpRequest,
    body: Json<ReportSave>,
) -> Result<HttpResponse, ApiError> {
    let p: TermParams = query(&req)?;
    let card = state
        .academics
        .results
        .save_report(&caller, *id, p.term_id, body.into_inner())
        .await?;
    Ok(HttpResponse::Ok().json(card))
}

/// The terms a student has a report card in, newest first: the published ones for students
/// and parents; for staff, also the terms with scores entered.
#[utoipa::path(get, path = "/api/results/students/{id}/terms/", tag = "results", security(("bearer" = [])),
    params(("id" = StudentId, Path, description = "The student")),
    responses((status = 200, body = Paginated<CardTerm>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn student_terms(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<StudentId>,
) -> Result<HttpResponse, ApiError> {
    let terms = state.academics.results.student_terms(&caller, *id).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(terms)))
}

/// The bank of reusable report comments (staff).
#[utoipa::path(get, path = "/api/results/comments/", tag = "results", security(("bearer" = [])),
    responses((status = 200, body = Paginated<BankComment>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn comments(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let list = state.academics.results.comments(&caller).await?;
    Ok(HttpResponse::Ok().json(Paginated::all(list)))
}

/// Adds a comment to the bank: teachers add class teacher's comments, admins with
/// `results.publish` either kind.
#[utoipa::path(post, path = "/api/results/comments/", tag = "results", security(("bearer" = [])),
    request_body = NewBankComment,
    responses((status = 201, body = BankComment), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn add_comment(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<NewBankComment>,
) -> Result<HttpResponse, ApiError> {
    let comment = state
        .academics
        .results
        .add_comment(&caller, body.into_inner())
        .await?;
    Ok(HttpResponse::Created().json(comment))
}

/// Removes a comment from the bank (admins with `results.publish`).
#[utoipa::path(delete, path = "/api/results/comments/{id}/", tag = "results", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "The comment")),
    responses((status = 204, description = "Removed"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn delete_comment(
    caller: Caller,
    state: web::Data<AppState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    state.academics.results.delete_comment(&caller, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}
