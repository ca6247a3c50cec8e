//! Time as a port, so that rules that depend on "now" are tested with a fixed instant.

use time::OffsetDateTime;

/// Tells the current instant. Implementations MUST answer in UTC.
pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> OffsetDateTime;
}

/// The real clock of the machine.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// A clock stopped at one instant, for tests and for replaying a batch at one time.
#[derive(Debug, Clone, Copy)]
pub struct FixedClock(pub OffsetDateTime);

impl Clock for FixedClock {
    fn now(&self) -> OffsetDateTime {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_clock_answers_its_instant() {
        let instant = OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap();
        assert_eq!(FixedClock(instant).now(), instant);
    }

    #[test]
    fn system_clock_answers_utc() {
        assert!(SystemClock.now().offset().is_utc());
    }
}
