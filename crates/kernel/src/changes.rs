//! A count of one process's changes to a record that others keep a copy of.

use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering},
};

/// How many changes this process has stored to a record that something else keeps a copy of
/// (the dashboards keep the school's calendar): a copy kept by the count is read again as soon
/// as it moves, so whoever made the change sees it at once. Clones share the count; another
/// process's changes do not move it.
#[derive(Debug, Clone, Default)]
pub struct Changes(Arc<AtomicU64>);

impl Changes {
    /// The changes counted so far.
    pub fn count(&self) -> u64 {
        self.0.load(Ordering::Acquire)
    }

    /// Counts a change: call it once the change is stored, never before.
    pub fn changed(&self) {
        self.0.fetch_add(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::Changes;

    #[test]
    fn clones_share_one_count_and_new_counts_start_apart() {
        let changes = Changes::default();
        let shared = changes.clone();
        assert_eq!(changes.count(), 0);
        shared.changed();
        shared.changed();
        assert_eq!(changes.count(), 2);
        assert_eq!(Changes::default().count(), 0);
    }
}
