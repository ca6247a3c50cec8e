//! Pages of a list (product.md §1: `?page=1&page_size=50`, at most 200 a page).

/// Which page of a list to answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PageRequest {
    /// From 1.
    pub page: u32,
    /// From 1 to [`PageRequest::MAX_SIZE`].
    pub size: u32,
}

impl PageRequest {
    pub const DEFAULT_SIZE: u32 = 50;
    pub const MAX_SIZE: u32 = 200;
    /// The highest page number a list answers (the API documents page numbers as 32-bit).
    pub const MAX_PAGE: u32 = i32::MAX as u32;

    /// A page request from optional query values, or the sentence that says what is wrong.
    pub fn new(page: Option<u32>, size: Option<u32>) -> Result<Self, String> {
        let page = page.unwrap_or(1);
        let size = size.unwrap_or(Self::DEFAULT_SIZE);
        if page == 0 || page > Self::MAX_PAGE {
            return Err(format!("page must be between 1 and {}.", Self::MAX_PAGE));
        }
        if size == 0 || size > Self::MAX_SIZE {
            return Err(format!(
                "page_size must be between 1 and {}.",
                Self::MAX_SIZE
            ));
        }
        Ok(Self { page, size })
    }

    /// Rows to skip.
    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.size)
    }

    pub fn limit(&self) -> i64 {
        i64::from(self.size)
    }
}

impl Default for PageRequest {
    fn default() -> Self {
        Self {
            page: 1,
            size: Self::DEFAULT_SIZE,
        }
    }
}

/// One page of results and how many there are in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub count: u64,
    pub results: Vec<T>,
    pub request: PageRequest,
}

impl<T> Page<T> {
    pub fn has_next(&self) -> bool {
        u64::from(self.request.page) * u64::from(self.request.size) < self.count
    }

    pub fn has_previous(&self) -> bool {
        self.request.page > 1
    }

    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            count: self.count,
            results: self.results.into_iter().map(f).collect(),
            request: self.request,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_1_to_200_are_refused() {
        assert!(PageRequest::new(Some(1), Some(201)).is_err());
        assert!(PageRequest::new(Some(0), None).is_err());
        assert_eq!(
            PageRequest::new(None, None).unwrap(),
            PageRequest::default()
        );
    }

    #[test]
    fn next_and_previous_follow_the_count() {
        let page = |n, count| Page::<u8> {
            count,
            results: vec![],
            request: PageRequest { page: n, size: 50 },
        };
        assert!(page(1, 51).has_next());
        assert!(!page(2, 100).has_next());
        assert!(page(2, 100).has_previous());
        assert_eq!(PageRequest { page: 3, size: 50 }.offset(), 100);
    }
}
