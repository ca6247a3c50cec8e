//! `GET /api/health/`: whether the portal and its database answer.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, http::StatusCode, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::AppState;

/// The portal's health: `ok` when every dependency answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` or `unavailable`.
    pub status: &'static str,
    /// Each dependency (`database`) and whether it answers: `ok` or `unavailable`.
    pub checks: BTreeMap<&'static str, &'static str>,
    /// When unavailable: a sentence for the operator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// When unavailable: `health.unavailable`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
}

/// Checks the database. Answers 503 while it is down; recovers by itself once it is back.
#[utoipa::path(
    get,
    path = "/api/health/",
    tag = "health",
    responses(
        (status = 200, description = "Every dependency answers", body = Health),
        (status = 503, description = "A dependency does not answer", body = Health),
    )
)]
pub async fn health(state: web::Data<AppState>) -> HttpResponse {
    let mut checks = BTreeMap::new();
    let mut down = Vec::new();
    for probe in &state.probes {
        match probe.check().await {
            Ok(()) => {
                checks.insert(probe.name(), "ok");
            }
            Err(failure) => {
                tracing::warn!(dependency = probe.name(), %failure, "health check failed");
                checks.insert(probe.name(), "unavailable");
                down.push(probe.name());
            }
        }
    }
    let (status, body) = if down.is_empty() {
        (
            StatusCode::OK,
            Health {
                status: "ok",
                checks,
                detail: None,
                code: None,
            },
        )
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Health {
                status: "unavailable",
                checks,
                detail: Some(format!(
                    "The portal cannot reach its {}. It keeps trying and recovers by itself once \
                     it is back; the server log says why.",
                    down.join(" and ")
                )),
                code: Some("health.unavailable"),
            },
        )
    };
    HttpResponse::build(status)
        .insert_header(("Cache-Control", "no-store"))
        .json(body)
}
