//! `/api/dashboard/`: the signed-in person's dashboard, by their role, in one answer
//! (decisions/025).

use academics::dashboard::Dashboard;
use actix_web::{HttpResponse, web};

use crate::{ApiError, AppState, ErrorBody, extract::Caller};

/// The caller's dashboard. An admin's: head counts, today's registers and the classes not yet
/// marked, the term's fees expected against collected, results waiting for approval, held
/// messages, failed notifications, the attendance of the last thirty school days, collection by
/// class and grades by subject. A teacher's: today's lessons, their classes without today's
/// register, their score sheets by status. A student's: their lessons today, attendance, latest
/// published results and fee balance; a parent's: the same for each of their children and the
/// family's balance. Every role's newest announcements, and, but for admins, their unread messages.
#[utoipa::path(get, path = "/api/dashboard/", tag = "dashboard", security(("bearer" = [])),
    responses((status = 200, body = Dashboard), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
pub async fn dashboard(
    caller: Caller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let dashboard = state.dashboards.show(&caller).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "private, no-cache"))
        .json(dashboard))
}
