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
            let mut query = url::form_urlencoded::Serializer::new(String::new());
            for (key, value) in url::form_urlencoded::parse(req.query_string().as_bytes()) {
                if key != "page" {
                    query.append_pair(&key, &value);
                }
            }
            query.append_pair("page", &number.to_string());
            format!("{}?{}", req.path(), query.finish())
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
            Some("/api/admins/?search=ada+obi&page_size=1&page=3")
        );
        assert_eq!(
            body.previous.as_deref(),
            Some("/api/admins/?search=ada+obi&page_size=1&page=1")
        );
    }
}
