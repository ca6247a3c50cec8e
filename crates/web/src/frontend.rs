//! Serves the built frontend: hashed assets with a one-year cache, and `index.html` (never
//! cached) for every other path, so that the client's router shows the page or its not-found
//! screen.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::{
    HttpRequest, HttpResponse, Responder,
    http::{Method, StatusCode, header},
    middleware::DefaultHeaders,
    web,
};

use crate::ApiError;

pub(crate) fn configure(cfg: &mut web::ServiceConfig, dist: Option<PathBuf>) {
    match dist {
        Some(dist) if dist.join("index.html").is_file() => {
            let index = dist.join("index.html");
            cfg.app_data(web::Data::new(IndexFile(index)))
                .service(
                    web::scope("/assets")
                        .wrap(
                            DefaultHeaders::new().add((
                                header::CACHE_CONTROL,
                                "public, max-age=31536000, immutable",
                            )),
                        )
                        .service(Files::new("", dist.join("assets"))),
                )
                .route("/", web::get().to(index_html))
                .service(
                    Files::new("/", &dist)
                        .use_etag(true)
                        .default_handler(web::to(index_html)),
                );
        }
        _ => {
            cfg.default_service(web::to(|| async {
                Err::<HttpResponse, _>(ApiError::new(
                    StatusCode::NOT_FOUND,
                    "frontend.not_built",
                    "The web interface is not built. Run scripts/start, which builds it.",
                ))
            }));
        }
    }
}

/// Where `index.html` is.
#[derive(Debug)]
struct IndexFile(PathBuf);

async fn index_html(req: HttpRequest, index: web::Data<IndexFile>) -> HttpResponse {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return HttpResponse::from_error(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "frontend.method_not_allowed",
            format!("{} accepts only GET.", req.path()),
        ));
    }
    match open(&index.0) {
        Ok(file) => {
            let mut response = file.respond_to(&req).map_into_boxed_body();
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static("no-cache"),
            );
            response
        }
        Err(e) => HttpResponse::from_error(ApiError::internal(e)),
    }
}

fn open(path: &Path) -> std::io::Result<NamedFile> {
    Ok(NamedFile::open(path)?.use_last_modified(true))
}
