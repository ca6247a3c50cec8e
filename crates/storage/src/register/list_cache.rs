//! The pages of the register's lists (students, teachers, parents, classes) this server has
//! answered, kept while the register is unchanged (decisions/031).
//!
//! The database keeps the register's version (`register_version`, migration 000039): a
//! transaction that changes one of the tables the lists read raises it once, when it commits,
//! whichever server or program made it. A list reads the version first, on the shared
//! connection; a page kept under that version is answered from memory, with no statement of its
//! own. Otherwise the page is read, then kept under the version read before it: the page is at
//! least as new as that version, so a page kept under a version never holds less than the
//! changes it had.

use std::{collections::HashMap, fmt, hash::Hash, sync::Arc, sync::Mutex};

use academics::AcademicsError;
use diesel::QueryDsl;
use diesel_async::RunQueryDsl;
use kernel::Page;
use uuid::Uuid;

use crate::{Database, schema::register_version};

/// The rows one list keeps at most, over all its pages. Past it the list's pages are dropped
/// and it fills again: searches, each a page of its own, and exports, which read every page of
/// 200, must not grow a server's memory without end. A student with their parents is some
/// 800 bytes: about 4 MB a list.
const ROWS: usize = 5_000;

/// A version of the register: the database's count (`epoch`, made with the table) and the
/// number it has reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Version {
    epoch: Uuid,
    number: i64,
}

impl Version {
    /// The same count, further on.
    fn after(self, other: Version) -> bool {
        self.epoch == other.epoch && self.number > other.number
    }
}

/// One list's pages, by what was asked (filter, order, scope, page), under one version.
pub(super) struct ListCache<K, T> {
    kept: Mutex<Kept<K, T>>,
}

impl<K, T> fmt::Debug for ListCache<K, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("ListCache")
            .field("version", &kept.version)
            .field("pages", &kept.pages.len())
            .field("rows", &kept.rows)
            .finish()
    }
}

struct Kept<K, T> {
    version: Option<Version>,
    pages: HashMap<K, Arc<Page<T>>>,
    rows: usize,
}

impl<K, T> Kept<K, T> {
    fn start_again(&mut self, version: Version) {
        self.version = Some(version);
        self.pages.clear();
        self.rows = 0;
    }
}

impl<K: Eq + Hash, T> ListCache<K, T> {
    pub(super) fn new() -> Self {
        Self {
            kept: Mutex::new(Kept {
                version: None,
                pages: HashMap::new(),
                rows: 0,
            }),
        }
    }

    /// The page kept for `key` under `version`. A version behind the kept pages' (a database
    /// restored from a backup, or another count) drops them: the count may reach their number
    /// again with other rows.
    fn get(&self, version: Version, key: &K) -> Option<Arc<Page<T>>> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        match kept.version {
            Some(v) if v == version => kept.pages.get(key).cloned(),
            Some(v) if version.after(v) => None,
            _ => {
                kept.start_again(version);
                None
            }
        }
    }

    /// Keeps `page` for `key` under `version`. A newer version drops every page kept under an
    /// older one; a page read under an older one than the kept pages' is not kept.
    fn keep(&self, version: Version, key: K, page: Arc<Page<T>>) {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        match kept.version {
            Some(v) if v == version => {}
            Some(v) if v.after(version) => return,
            _ => kept.start_again(version),
        }
        if let Some(replaced) = kept.pages.remove(&key) {
            kept.rows -= replaced.results.len();
        }
        let rows = page.results.len();
        if kept.rows + rows > ROWS {
            kept.start_again(version);
        }
        kept.rows += rows;
        kept.pages.insert(key, page);
    }
}

/// The register's version now; `None` when it cannot be read (its row gone, or the read
/// failed: the list's own read then says what is wrong).
async fn version(db: &Database) -> Option<Version> {
    let read = db.read(|conn| {
        Box::pin(async move {
            register_version::table
                .select((register_version::epoch, register_version::version))
                .first::<(Uuid, i64)>(&mut &*conn)
                .await
        })
    });
    let (epoch, number) = read.await.ok()?.ok()?;
    Some(Version { epoch, number })
}

/// The page `key` asks for: kept, when the register has not changed since it was kept;
/// otherwise read by `read` and kept. A version that cannot be read leaves the
/// page to `read` alone: the list is answered as it was before pages were kept.
pub(super) async fn page<K, T>(
    db: &Database,
    cache: &ListCache<K, T>,
    key: K,
    read: impl AsyncFnOnce() -> Result<Page<T>, AcademicsError>,
) -> Result<Page<T>, AcademicsError>
where
    K: Eq + Hash,
    T: Clone,
{
    let Some(version) = version(db).await else {
        return read().await;
    };
    if let Some(page) = cache.get(version, &key) {
        return Ok(Page::clone(&page));
    }
    let page = read().await?;
    cache.keep(version, key, Arc::new(page.clone()));
    Ok(page)
}

#[cfg(test)]
mod tests {
    use kernel::PageRequest;

    use super::*;

    fn version(epoch: u128, number: i64) -> Version {
        Version {
            epoch: Uuid::from_u128(epoch),
            number,
        }
    }

    fn page(rows: usize) -> Arc<Page<usize>> {
        Arc::new(Page {
            count: rows as u64,
            results: (0..rows).collect(),
            request: PageRequest::default(),
        })
    }

    fn rows(cache: &ListCache<&str, usize>, version: Version, key: &'static str) -> Option<usize> {
        cache.get(version, &key).map(|p| p.results.len())
    }

    #[test]
    fn a_page_is_answered_only_under_the_version_it_was_kept_under() {
        let cache = ListCache::new();
        cache.keep(version(1, 3), "a", page(1));
        assert_eq!(rows(&cache, version(1, 3), "a"), Some(1));
        assert_eq!(rows(&cache, version(1, 3), "b"), None);
        assert_eq!(rows(&cache, version(1, 4), "a"), None);
        // Another count at the same number: another database.
        assert_eq!(rows(&cache, version(2, 3), "a"), None);
    }

    #[test]
    fn a_newer_version_drops_the_older_pages_and_an_older_one_is_not_kept() {
        let cache = ListCache::new();
        cache.keep(version(1, 3), "a", page(1));
        cache.keep(version(1, 4), "b", page(2));
        assert_eq!(rows(&cache, version(1, 4), "a"), None);
        // A read that began before the change and ended after it.
        cache.keep(version(1, 3), "a", page(9));
        assert_eq!(rows(&cache, version(1, 4), "a"), None);
        assert_eq!(rows(&cache, version(1, 4), "b"), Some(2));
    }

    #[test]
    fn a_version_gone_back_drops_the_pages_it_could_meet_again() {
        let cache = ListCache::new();
        cache.keep(version(1, 10), "a", page(1));
        // The database restored from a backup taken at 8: its count reaches 10 again with
        // other rows.
        assert_eq!(rows(&cache, version(1, 8), "a"), None);
        assert_eq!(rows(&cache, version(1, 10), "a"), None);
    }

    #[test]
    fn a_list_keeps_a_bounded_number_of_rows() {
        let cache = ListCache::new();
        let v = version(1, 1);
        cache.keep(v, "a", page(ROWS - 10));
        cache.keep(v, "b", page(10));
        assert_eq!(rows(&cache, v, "a"), Some(ROWS - 10));
        // The same page kept again counts once.
        cache.keep(v, "b", page(10));
        assert_eq!(rows(&cache, v, "a"), Some(ROWS - 10));
        cache.keep(v, "c", page(1));
        assert_eq!(rows(&cache, v, "a"), None);
        assert_eq!(rows(&cache, v, "c"), Some(1));
        assert_eq!(cache.kept.lock().unwrap().rows, 1);
    }
}
