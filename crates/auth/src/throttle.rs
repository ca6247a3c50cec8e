//! How many failed sign-ins are allowed before an account or an address must wait.

use time::{Duration, OffsetDateTime};

/// At most `limit` failures within `window`; then wait until the oldest of them leaves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrottlePolicy {
    pub account_limit: usize,
    pub address_limit: usize,
    pub window: Duration,
}

impl Default for ThrottlePolicy {
    fn default() -> Self {
        Self {
            account_limit: 5,
            address_limit: 20,
            window: Duration::minutes(15),
        }
    }
}

impl ThrottlePolicy {
    /// Seconds to wait, given the failures (oldest first) within the window, or `None`.
    pub fn wait(
        &self,
        failures: &[OffsetDateTime],
        limit: usize,
        now: OffsetDateTime,
    ) -> Option<u64> {
        if failures.len() < limit {
            return None;
        }
        // The window frees a place when the failure `limit` places from the newest leaves it.
        let decisive = failures[failures.len() - limit];
        let free_at = decisive + self.window;
        let seconds = (free_at - now).whole_seconds();
        (seconds > 0).then_some(seconds as u64)
    }

    pub fn since(&self, now: OffsetDateTime) -> OffsetDateTime {
        now - self.window
    }
}

/// The throttle key of an account.
pub fn account_key(login: &str) -> String {
    format!("account:{}", login.trim().to_lowercase())
}

/// The throttle key of a client address.
pub fn address_key(address: &str) -> String {
    format!("address:{address}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minute: i64) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap() + Duration::minutes(minute)
    }

    #[test]
    fn fewer_failures_than_the_limit_never_wait() {
        let policy = ThrottlePolicy::default();
        assert_eq!(policy.wait(&[at(0), at(1), at(2), at(3)], 5, at(4)), None);
    }

    #[test]
    fn the_limit_reached_waits_until_the_oldest_counted_failure_leaves_the_window() {
        let policy = ThrottlePolicy::default();
        let failures = [at(0), at(1), at(2), at(3), at(4)];
        assert_eq!(policy.wait(&failures, 5, at(5)), Some(10 * 60));
        assert_eq!(policy.wait(&failures, 5, at(15)), None);
    }

    #[test]
    fn keys_ignore_case_and_spaces() {
        assert_eq!(account_key("  Ada.Obi "), "account:ada.obi");
    }
}
