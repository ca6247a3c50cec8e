//! `/api/attendance/`: a class's register for a school day, read and saved whole; a student's
//! days in the term; the term's holidays; the school's day, a class's range and month (with CSV),
//! a student's days and the corrections of their marks (decisions/019).

use academics::attendance::{
    ClassSummary, Holiday, MarkChange, MonthSheet, Register, RegisterSave, SaveOutcome, SchoolDay,
    StudentDays, Tally,
};
use actix_web::{HttpRequest, HttpResponse, web};
use kernel::{ClassId, StudentId, TermId, dates::ymd};
use serde::{Deserialize, Serialize};
use time::Date;
use utoipa::{IntoParams, ToSchema};

use crate::{
    ApiError, AppState, ErrorBody,
    extract::Caller,
    request::{Json, csv, query},
};

/// Which register: a class and a school day.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RegisterParams {
    pub class_id: ClassId,
    /// `YYYY-MM-DD`: a weekday of the current term, today or before, not a holiday.
    #[serde(with = "ymd")]
    #[param(value_type = String, format = Date)]
    pub date: Date,
}

/// What a save did, with the register as stored.
#[derive(Debug, Serialize, ToSchema)]
pub struct SaveAnswer {
    pub register: Register,
    /// Marks stored for the first time.
    pub new: u32,
    /// Marks changed (each in the audit log).
    pub changed: u32,
    /// True when this save's key was taken before: nothing was written again.
    pub repeated: bool,
    pub detail: String,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TallyParams {
    pub student_id: StudentId,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HolidayParams {
    pub term_id: TermId,
}

/// A term's holidays, replaced whole.
#[derive(Debug, Deserialize, ToSchema)]
pub struct HolidaysBody {
    pub term_id: TermId,
    pub items: Vec<Holiday>,
}

/// A class's register for a school day: its students enrolled this session with the marks
/// saved so far. For the class's teachers and admins who manage people.
#[utoipa::path(get, path = "/api/attendance/register/", tag = "attendance", security(("bearer" = [])),
    params(RegisterParams),
    responses((status = 200, body = Register), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn register(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: RegisterParams = query(&req)?;
    let register = state
        .academics
        .attendance
        .register(&caller, params.class_id, params.date)
        .await?;
    Ok(HttpResponse::Ok().json(register))
}

/// Saves a class's register whole: every student of it once. Send an idempotency key new for
/// each save, as the `Idempotency-Key` header or `idempotency_key` (a retry with the same key
/// writes nothing), and `read_at` to be refused if someone changed the register after you read
/// it.
#[utoipa::path(post, path = "/api/attendance/register/", tag = "attendance", security(("bearer" = [])),
    params(("Idempotency-Key" = Option<String>, Header, description = "8 to 100 characters, new for each save (or `idempotency_key` in the body)")),
    request_body = RegisterSave,
    responses((status = 200, body = SaveAnswer), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn save(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
    body: Json<RegisterSave>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let key = req
        .headers()
        .get("Idempotency-Key")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .or_else(|| body.idempotency_key.clone())
        .unwrap_or_default();
    let (register, outcome) = state.academics.attendance.save(&caller, body, &key).await?;
    let (new, changed, repeated) = match outcome {
        SaveOutcome::Saved { new, changed } => (new, changed, false),
        SaveOutcome::Repeated => (0, 0, true),
    };
    let detail = if repeated {
        "This register was already saved; nothing changed.".to_owned()
    } else {
        format!(
            "Saved the register of {}: {} student{} marked{}.",
            register.class_name,
            register.lines.len(),
            if register.lines.len() == 1 { "" } else { "s" },
            if changed > 0 {
                format!(
                    ", {changed} mark{} corrected",
                    if changed == 1 { "" } else { "s" }
                )
            } else {
                String::new()
            }
        )
    };
    Ok(HttpResponse::Ok().json(SaveAnswer {
        register,
        new,
        changed,
        repeated,
        detail,
    }))
}

/// A student's days in the current term so far: days open, present, absent, late and excused.
/// Anyone who may see the student.
#[utoipa::path(get, path = "/api/attendance/tally/", tag = "attendance", security(("bearer" = [])),
    params(TallyParams),
    responses((status = 200, body = Tally), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn tally(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: TallyParams = query(&req)?;
    let tally = state
        .academics
        .attendance
        .tally(&caller, params.student_id)
        .await?;
    Ok(HttpResponse::Ok().json(tally))
}

/// A term's holidays, by date (admins and teachers).
#[utoipa::path(get, path = "/api/attendance/holidays/", tag = "attendance", security(("bearer" = [])),
    params(HolidayParams),
    responses((status = 200, body = Vec<Holiday>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn holidays(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: HolidayParams = query(&req)?;
    let list = state
        .academics
        .attendance
        .holidays(&caller, params.term_id)
        .await?;
    Ok(HttpResponse::Ok().json(list))
}

/// Replaces a term's holidays (admins who may change the structure): days without a register.
#[utoipa::path(put, path = "/api/attendance/holidays/", tag = "attendance", security(("bearer" = [])),
    request_body = HolidaysBody,
    responses((status = 200, body = Vec<Holiday>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_holidays(
    caller: Caller,
    state: web::Data<AppState>,
    body: Json<HolidaysBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let list = state
        .academics
        .attendance
        .set_holidays(&caller, body.term_id, body.items)
        .await?;
    Ok(HttpResponse::Ok().json(list))
}

/// Which day of the school (today by default).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DayParams {
    /// `YYYY-MM-DD`; today when left out.
    #[serde(default, with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub date: Option<Date>,
}

/// A class and a range of days (the current term up to today by default; at most a year).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SummaryParams {
    pub class_id: ClassId,
    #[serde(default, with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub from: Option<Date>,
    #[serde(default, with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub to: Option<Date>,
}

/// A class and a month.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MonthParams {
    pub class_id: ClassId,
    /// `YYYY-MM`.
    pub month: String,
}

/// A student and a range of days (the current term up to today by default).
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StudentParams {
    pub student_id: StudentId,
    #[serde(default, with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub from: Option<Date>,
    #[serde(default, with = "ymd::option")]
    #[param(value_type = Option<String>, format = Date)]
    pub to: Option<Date>,
}

/// The whole school on a day: every class's register, marked or not, with its counts and rate,
/// and the school's totals. For admins.
#[utoipa::path(get, path = "/api/attendance/day/", tag = "attendance", security(("bearer" = [])),
    params(DayParams),
    responses((status = 200, body = SchoolDay), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody)))]
pub async fn day(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let params: DayParams = query(&req)?;
    let day = state
        .academics
        .attendance
        .school_day(&caller, params.date)
        .await?;
    Ok(HttpResponse::Ok().json(day))
}

/// A class's attendance over a range: each student's days open, present, absent, late,
/// excused, not marked, and rate. For admins and the class's teachers.
#[utoipa::path(get, path = "/api/attendance/summary/", tag = "attendance", security(("bearer" = [])),
    params(SummaryParams),
    responses((status = 200, body = ClassSummary), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn summary(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: SummaryParams = query(&req)?;
    let summary = state
        .academics
        .attendance
        .class_summary(&caller, p.class_id, p.from, p.to)
        .await?;
    Ok(HttpResponse::Ok().json(summary))
}

/// The class's attendance over a range as CSV.
#[utoipa::path(get, path = "/api/attendance/summary/export/", tag = "attendance", security(("bearer" = [])),
    params(SummaryParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn summary_export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: SummaryParams = query(&req)?;
    let body = state
        .academics
        .attendance
        .class_summary_csv(&caller, p.class_id, p.from, p.to)
        .await?;
    Ok(csv(body, "attendance.csv"))
}

/// A class's month as the register book shows it: each student's mark on each school day.
/// For admins and the class's teachers.
#[utoipa::path(get, path = "/api/attendance/month/", tag = "attendance", security(("bearer" = [])),
    params(MonthParams),
    responses((status = 200, body = MonthSheet), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn month(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: MonthParams = query(&req)?;
    let sheet = state
        .academics
        .attendance
        .month(&caller, p.class_id, &p.month)
        .await?;
    Ok(HttpResponse::Ok().json(sheet))
}

/// The class's month as CSV: P, A, L or E per school day, then the counts.
#[utoipa::path(get, path = "/api/attendance/month/export/", tag = "attendance", security(("bearer" = [])),
    params(MonthParams),
    responses((status = 200, description = "text/csv", content_type = "text/csv", body = String), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn month_export(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: MonthParams = query(&req)?;
    let body = state
        .academics
        .attendance
        .month_csv(&caller, p.class_id, &p.month)
        .await?;
    Ok(csv(body, &format!("attendance-{}.csv", p.month.trim())))
}

/// A student's days over a range (the term so far by default): school days, holidays, marks,
/// counts and rate, for a calendar. Anyone who may see the student.
#[utoipa::path(get, path = "/api/attendance/student/", tag = "attendance", security(("bearer" = [])),
    params(StudentParams),
    responses((status = 200, body = StudentDays), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn student(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: StudentParams = query(&req)?;
    let days = state
        .academics
        .attendance
        .student_days(&caller, p.student_id, p.from, p.to)
        .await?;
    Ok(HttpResponse::Ok().json(days))
}

/// The corrections of a student's marks, newest first: the day, from and to, why, who and
/// when. For admins.
#[utoipa::path(get, path = "/api/attendance/changes/", tag = "attendance", security(("bearer" = [])),
    params(TallyParams),
    responses((status = 200, body = Vec<MarkChange>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn changes(
    caller: Caller,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let p: TallyParams = query(&req)?;
    let list = state
        .academics
        .attendance
        .changes(&caller, p.student_id)
        .await?;
    Ok(HttpResponse::Ok().json(list))
}
