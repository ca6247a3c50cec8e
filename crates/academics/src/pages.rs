//! Reading a whole list page after page, for exports and imports.

use std::future::Future;

use kernel::{Page, PageRequest};

use crate::AcademicsError;

/// Every item of a paginated list, fetched [`PageRequest::MAX_SIZE`] at a time.
pub async fn every_page<T, F, Fut>(mut fetch: F) -> Result<Vec<T>, AcademicsError>
where
    F: FnMut(PageRequest) -> Fut,
    Fut: Future<Output = Result<Page<T>, AcademicsError>>,
{
    let mut out = Vec::new();
    let mut page = PageRequest {
        page: 1,
        size: PageRequest::MAX_SIZE,
    };
    loop {
        let batch = fetch(page).await?;
        let more = batch.has_next();
        out.extend(batch.results);
        if !more {
            return Ok(out);
        }
        page.page += 1;
    }
}
