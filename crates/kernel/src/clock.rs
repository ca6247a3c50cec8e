//! Time as a port, so that rules that depend on "now" are tested with a fixed instant.

use std::sync::{
    Arc,
    atomic::{AtomicI32, Ordering},
};

use time::{Date, OffsetDateTime, UtcOffset};

/// Tells the current instant. Implementations MUST answer in UTC.
pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now(&self) -> OffsetDateTime;

    /// The school's date now: the day a register is taken on, a lesson is "today" and a fee
    /// falls due. By default the UTC date of [`Clock::now`]; [`SchoolClock`] answers the date
    /// where the school is.
    fn today(&self) -> Date {
        self.date_at(self.now())
    }

    /// The school's date at `instant` (a card last used, a payment made): by default its UTC
    /// date; [`SchoolClock`] answers it at the school's offset now, which is the offset the
    /// school had then unless summer time began or ended in between.
    fn date_at(&self, instant: OffsetDateTime) -> Date {
        self.local(instant).date()
    }

    /// `instant` as the school's clocks show it: by default in UTC; [`SchoolClock`] at the
    /// school's offset now (as [`Clock::date_at`]).
    fn local(&self, instant: OffsetDateTime) -> OffsetDateTime {
        instant.to_offset(UtcOffset::UTC)
    }
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

/// The machine's clock at the school: `now()` in UTC like every clock, `today()` the date at the
/// school's UTC offset. Clones share the offset, so the one process-wide task that keeps it to
/// the settings' time zone (`app::school_time`) moves every service's date at once.
#[derive(Debug, Clone, Default)]
pub struct SchoolClock {
    offset_seconds: Arc<AtomicI32>,
}

impl SchoolClock {
    /// A clock at `offset` from UTC.
    #[must_use]
    pub fn at(offset: UtcOffset) -> Self {
        let clock = Self::default();
        clock.set_offset(offset);
        clock
    }

    /// Moves the school (its time zone was changed, or its offset moved with summer time).
    pub fn set_offset(&self, offset: UtcOffset) {
        self.offset_seconds
            .store(offset.whole_seconds(), Ordering::Relaxed);
    }

    /// The school's offset from UTC now.
    #[must_use]
    pub fn offset(&self) -> UtcOffset {
        UtcOffset::from_whole_seconds(self.offset_seconds.load(Ordering::Relaxed))
            .unwrap_or(UtcOffset::UTC)
    }
}

impl Clock for SchoolClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }

    fn local(&self, instant: OffsetDateTime) -> OffsetDateTime {
        instant.to_offset(self.offset())
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

    #[test]
    fn a_clocks_date_is_the_utc_date_unless_it_is_a_school_clock() {
        let evening = time::macros::datetime!(2026-11-27 21:30 UTC);
        assert_eq!(
            FixedClock(evening).today(),
            time::macros::date!(2026 - 11 - 27)
        );
    }

    #[test]
    fn the_school_clock_tells_the_date_where_the_school_is() {
        let late = time::macros::datetime!(2026-11-27 23:30 UTC);
        let early = time::macros::datetime!(2026-11-28 03:00 UTC);
        let lagos = SchoolClock::at(time::macros::offset!(+1));
        let new_york = SchoolClock::at(time::macros::offset!(-5));
        assert_eq!(lagos.date_at(late), time::macros::date!(2026 - 11 - 28));
        assert_eq!(new_york.date_at(late), time::macros::date!(2026 - 11 - 27));
        assert_eq!(new_york.date_at(early), time::macros::date!(2026 - 11 - 27));
        assert_eq!(
            SchoolClock::default().date_at(early),
            time::macros::date!(2026 - 11 - 28)
        );
        assert!(lagos.now().offset().is_utc(), "now() stays in UTC");
    }

    #[test]
    fn clones_of_a_school_clock_move_together() {
        let clock = SchoolClock::default();
        let service_copy = clock.clone();
        // Twelve hours behind before noon UTC, fourteen ahead after it: always another day.
        let at = OffsetDateTime::now_utc();
        let offset = if at.hour() < 12 {
            time::macros::offset!(-12)
        } else {
            time::macros::offset!(+14)
        };
        clock.set_offset(offset);
        assert_eq!(service_copy.offset(), offset);
        let before = at.to_offset(offset).date();
        let today = service_copy.today();
        let after = OffsetDateTime::now_utc().to_offset(offset).date();
        assert_ne!(before, at.date(), "the school is on another day than UTC's");
        assert!(today == before || today == after, "{today}");
    }

    #[test]
    fn a_stored_instant_is_dated_where_the_school_was() {
        let late = time::macros::datetime!(2026-11-27 23:30 UTC);
        assert_eq!(
            SchoolClock::at(time::macros::offset!(+1)).date_at(late),
            time::macros::date!(2026 - 11 - 28)
        );
        assert_eq!(
            FixedClock(late).date_at(late.to_offset(time::macros::offset!(+1))),
            time::macros::date!(2026 - 11 - 27),
            "any other clock dates in UTC"
        );
    }
}
