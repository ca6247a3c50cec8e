//! The list envelope of product.md §1: `{"count", "next", "previous", "results"}`.

use actix_web::{HttpRequest, http::StatusCode};
use kernel::{Page, PageRequest};
use serde::Serialize;
use utoipa::ToSchema;

use crate::ApiError;

/// One page of a list, with links to its neighbours.
#[derive(Debug, Serialize, ToSchema)]
pub struct Paginated<T: ToSchema> {
    /// How many items the whole list has.
    pub count: u64,
    /// The next page's address, or `null` on the last page.
    pub next: Option<String>,
    /// The previous page's address, or `null` on the first page.
    pub previous: Option<String>,
    pub results: Vec<T>,
}

impl<T: ToSchema> Paginated<T> {
    pub fn new<U>(req: &HttpRequest, page: Page<U>, f: impl FnMut(U) -> T) -> Self {
        let link = |number: u32| {
            let mut query: Vec<(String, String)> = url_pairs(req.query_string())
                .into_iter()
                .filter(|(k, _)| k != "page")
                .collect();
            query.push(("page".into(), number.to_string()));
            let encoded: Vec<String> = query
                .iter()
                .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
                .collect();
            format!("{}?{}", req.path(), encoded.join("&"))
        };
        Self {
            count: page.count,
            next: page.has_next().then(|| link(page.request.page + 1)),
            previous: page.has_previous().then(|| link(page.request.page - 1)),
            results: page.results.into_iter().map(f).collect(),
        }
    }

    /// A whole list that fits on one page.
    pub fn all(results: Vec<T>) -> Self {
        Self {
            count: results.len() as u64,
            next: None,
            previous: None,
            results,
        }
    }
}

/// `?page=` and `?page_size=`, checked.
pub fn page_request(page: Option<u32>, size: Option<u32>) -> Result<PageRequest, ApiError> {
    PageRequest::new(page, size).map_err(|problem| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "request.bad_page",
            format!("The page you asked for is not valid: {problem}"),
        )
    })
}

fn url_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn decode(s: &str) -> String {
    let bytes = s.replace('+', " ").into_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let Ok(byte) = u8::from_str_radix(
                std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"),
                16,
            )
        {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn links_keep_the_filters_and_move_the_page() {
        let req = TestRequest::get()
            .uri("/api/admins/?search=ada%20obi&page=2&page_size=1")
            .to_http_request();
        let page = Page {
            count: 3,
            results: vec![1, 2],
            request: PageRequest { page: 2, size: 1 },
        };

        let body = Paginated::<u8>::new(&req, page, |n: u8| n);

        assert_eq!(
            body.next.as_deref(),
            Some("/api/admins/?search=ada%20obi&page_size=1&page=3")
        );
        assert_eq!(
            body.previous.as_deref(),
            Some("/api/admins/?search=ada%20obi&page_size=1&page=1")
        );
    }
}
