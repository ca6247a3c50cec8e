//! Serves the built frontend as a CDN would (decision 013): every file the build wrote is
//! indexed once at start; a request gets the Brotli or gzip copy the build made beside it
//! (`app.js.br`, `app.js.gz`) when the browser accepts one, hashed assets a one-year immutable
//! cache, and every other path `index.html` (never cached), so that the client's router shows
//! the page or its not-found screen. HEAD answers as GET does, without a body.
//!
//! Only indexed files are served, so no request path can reach outside the build folder.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::Arc,
};

use actix_files::NamedFile;
use actix_web::{
    HttpRequest, HttpResponse,
    http::{
        Method, StatusCode,
        header::{self, ContentEncoding, HeaderValue},
    },
    web,
};

use crate::ApiError;

/// The built frontend: its files by URL path, each with the compressed copies beside it.
#[derive(Debug)]
pub struct Frontend {
    files: HashMap<String, Asset>,
    index: Asset,
}

#[derive(Debug, Clone)]
struct Asset {
    path: PathBuf,
    mime: mime::Mime,
    brotli: bool,
    gzip: bool,
    /// Named by its content's hash (under `/assets/`): never changes, so cached for a year.
    immutable: bool,
}

impl Frontend {
    /// Indexes the build in `dist`; `None` when it holds no `index.html`.
    pub fn load(dist: &Path) -> std::io::Result<Option<Arc<Self>>> {
        let index_path = dist.join("index.html");
        if !index_path.is_file() {
            return Ok(None);
        }
        let mut files = HashMap::new();
        index_folder(dist, dist, &mut files)?;
        let index = files
            .get("/index.html")
            .cloned()
            .unwrap_or_else(|| asset(index_path, false));
        Ok(Some(Arc::new(Self { files, index })))
    }
}

fn index_folder(
    root: &Path,
    folder: &Path,
    files: &mut HashMap<String, Asset>,
) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            index_folder(root, &path, files)?;
            continue;
        }
        let name = path.to_string_lossy();
        if name.ends_with(".br") || name.ends_with(".gz") {
            continue;
        }
        let Ok(relative) = path.strip_prefix(root) else {
            continue;
        };
        let url = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        let immutable = url.starts_with("assets/");
        files.insert(format!("/{url}"), asset(path, immutable));
    }
    Ok(())
}

fn asset(path: PathBuf, immutable: bool) -> Asset {
    let with = |suffix: &str| {
        let mut name = path.clone().into_os_string();
        name.push(suffix);
        Path::new(&name).is_file()
    };
    let mime = path
        .extension()
        .and_then(|e| e.to_str())
        .map(actix_files::file_extension_to_mime)
        .unwrap_or(mime::APPLICATION_OCTET_STREAM);
    Asset {
        brotli: with(".br"),
        gzip: with(".gz"),
        path,
        mime,
        immutable,
    }
}

pub(crate) fn configure(cfg: &mut web::ServiceConfig, frontend: Option<Arc<Frontend>>) {
    match frontend {
        Some(frontend) => {
            cfg.app_data(web::Data::from(frontend))
                .default_service(web::to(serve));
        }
        None => {
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

async fn serve(req: HttpRequest, frontend: web::Data<Frontend>) -> HttpResponse {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return HttpResponse::from_error(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "frontend.method_not_allowed",
            format!("{} accepts only GET.", req.path()),
        ))
        .map_into_boxed_body();
    }
    let asset = match frontend.files.get(req.path()) {
        Some(asset) if req.path() != "/index.html" => asset,
        // A build that no longer has the asset an old page asks for: a 404 the page's loader
        // can act on (reload), not HTML where a script was expected.
        None if req.path().starts_with("/assets/") => {
            return HttpResponse::from_error(ApiError::new(
                StatusCode::NOT_FOUND,
                "frontend.asset_not_found",
                "This file is not part of the current version of the portal. Reload the page.",
            ));
        }
        _ => &frontend.index,
    };
    match respond(&req, asset) {
        Ok(response) => response,
        Err(e) => HttpResponse::from_error(ApiError::internal(e)),
    }
}

fn respond(req: &HttpRequest, asset: &Asset) -> std::io::Result<HttpResponse> {
    let accepted = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (path, encoding) = match choose(accepted, asset.brotli, asset.gzip) {
        Some(encoding) => {
            let mut name = asset.path.clone().into_os_string();
            name.push(if encoding == ContentEncoding::Brotli {
                ".br"
            } else {
                ".gz"
            });
            (PathBuf::from(name), Some(encoding))
        }
        None => (asset.path.clone(), None),
    };
    let mut file = NamedFile::open(path)?
        .use_last_modified(true)
        .set_content_type(asset.mime.clone())
        .disable_content_disposition();
    if let Some(encoding) = encoding {
        file = file.set_content_encoding(encoding);
    }
    let mut response = file.into_response(req);
    let headers = response.headers_mut();
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if asset.immutable {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        }),
    );
    if asset.brotli || asset.gzip {
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    Ok(response)
}

/// The best copy the browser accepts, by its `Accept-Encoding`: Brotli before gzip, as long as
/// neither is refused with `q=0`; `None` means the file as it is.
fn choose(accept_encoding: &str, brotli: bool, gzip: bool) -> Option<ContentEncoding> {
    let weight = |coding: &str| -> f32 {
        let mut star = None;
        for item in accept_encoding.split(',') {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if name.eq_ignore_ascii_case(coding) {
                return q;
            }
            if name == "*" {
                star = Some(q);
            }
        }
        star.unwrap_or(0.0)
    };
    let (br, gz) = (weight("br"), weight("gzip"));
    if brotli && br > 0.0 && br >= gz {
        Some(ContentEncoding::Brotli)
    } else if gzip && gz > 0.0 {
        Some(ContentEncoding::Gzip)
    } else if brotli && br > 0.0 {
        Some(ContentEncoding::Brotli)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_is_preferred_when_accepted() {
        assert_eq!(
            choose("gzip, deflate, br, zstd", true, true),
            Some(ContentEncoding::Brotli)
        );
        assert_eq!(
            choose("gzip, deflate", true, true),
            Some(ContentEncoding::Gzip)
        );
        assert_eq!(choose("br", false, true), None);
        assert_eq!(choose("", true, true), None);
        assert_eq!(choose("identity", true, true), None);
    }

    #[test]
    fn weights_and_refusals_are_honoured() {
        assert_eq!(
            choose("br;q=0, gzip", true, true),
            Some(ContentEncoding::Gzip)
        );
        assert_eq!(
            choose("br;q=0.5, gzip;q=0.8", true, true),
            Some(ContentEncoding::Gzip)
        );
        assert_eq!(choose("*", true, true), Some(ContentEncoding::Brotli));
        assert_eq!(choose("*;q=0", true, true), None);
        assert_eq!(choose("gzip;q=0, br", false, true), None);
    }
}
