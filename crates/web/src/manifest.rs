//! `/manifest.webmanifest`: the portal as an installable app (issue 21), named and coloured by
//! the school's settings, with its logo as the icon once one is uploaded.

use actix_web::{HttpResponse, web};
use serde_json::json;

use crate::{ApiError, AppState};

/// The longest short name a home screen shows without cutting it.
const SHORT_NAME_MAX: usize = 12;

pub async fn manifest(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let s = state.settings.school_settings().await?;
    let name = if s.school_name.trim().is_empty() {
        s.site_name.trim().to_owned()
    } else {
        s.school_name.trim().to_owned()
    };
    let short_name = if name.chars().count() <= SHORT_NAME_MAX {
        name.clone()
    } else {
        // The initials of a long name ("Greenfield Academy" → "GA"), as schools abbreviate.
        name.split_whitespace()
            .filter_map(|w| w.chars().next())
            .filter(|c| c.is_alphanumeric())
            .take(SHORT_NAME_MAX)
            .collect()
    };
    // The settings' rules keep it a `#rrggbb` colour.
    let colour = s.primary_color.clone();
    let mut icons = Vec::new();
    if let Some(logo) = s.logo_url.as_deref().filter(|u| !u.is_empty()) {
        icons.push(json!({"src": logo, "sizes": "any", "purpose": "any"}));
    }
    icons.push(json!({"src": "/favicon.svg", "sizes": "any", "type": "image/svg+xml"}));
    let body = json!({
        "name": name,
        "short_name": short_name,
        "description": format!("{name}: classes, attendance, results, messages and fees."),
        "id": "/",
        "start_url": "/login",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": colour,
        "icons": icons,
    });
    Ok(HttpResponse::Ok()
        .content_type("application/manifest+json")
        .insert_header(("Cache-Control", "no-cache"))
        .body(body.to_string()))
}
