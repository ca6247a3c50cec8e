//! Which days are school days: the term's weekdays (Monday to Friday), from its first day to its
//! last, not in the future, less the holidays the admin lists.

use time::{Date, Weekday};

use crate::calendar::Term;

use super::Holiday;

fn weekday(date: Date) -> bool {
    !matches!(date.weekday(), Weekday::Saturday | Weekday::Sunday)
}

/// Why `date` is not a school day of `term` on which a register may be marked `today`, as a
/// sentence; `None` when it is one.
pub fn school_day_problem(
    term: &Term,
    holidays: &[Holiday],
    date: Date,
    today: Date,
) -> Option<String> {
    let (Some(first), Some(last)) = (term.start_date, term.end_date) else {
        return Some(format!(
            "{} has no dates yet. Set its first and last day on the sessions screen first.",
            term.name
        ));
    };
    if date > today {
        return Some(
            "A register can be marked on the day, or later for a day gone by; not ahead.".into(),
        );
    }
    if date < first || date > last {
        return Some(format!(
            "{} runs from {} to {}. Choose a day in the term.",
            term.name,
            crate::exams::long_date(first),
            crate::exams::long_date(last)
        ));
    }
    if !weekday(date) {
        return Some(format!(
            "{} is a weekend day: there is no register.",
            date.weekday()
        ));
    }
    if let Some(h) = holidays.iter().find(|h| h.date == date) {
        return Some(format!(
            "{} is a holiday ({}): there is no register.",
            crate::exams::long_date(date),
            h.name
        ));
    }
    None
}

/// How many school days `term` has had up to and including `until`.
pub fn school_days(term: &Term, holidays: &[Holiday], until: Date) -> u32 {
    let (Some(first), Some(last)) = (term.start_date, term.end_date) else {
        return 0;
    };
    let end = last.min(until);
    let mut day = first;
    let mut count = 0;
    while day <= end {
        if weekday(day) && !holidays.iter().any(|h| h.date == day) {
            count += 1;
        }
        match day.next_day() {
            Some(next) => day = next,
            None => break,
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::{SessionId, TermId};
    use proptest::prelude::*;
    use time::macros::date;

    fn term() -> Term {
        Term {
            id: TermId::generate(),
            session_id: SessionId::parse("2026-2027").unwrap(),
            name: "First Term".into(),
            position: 0,
            start_date: Some(date!(2026 - 09 - 14)),
            end_date: Some(date!(2026 - 12 - 18)),
            next_term_begins: None,
            is_current: true,
        }
    }

    fn holiday(d: Date) -> Holiday {
        Holiday {
            date: d,
            name: "Independence Day".into(),
        }
    }

    #[test]
    fn a_register_is_for_a_weekday_of_the_term_gone_by_and_not_a_holiday() {
        let today = date!(2026 - 11 - 24);
        let holidays = [holiday(date!(2026 - 10 - 01))];
        assert_eq!(school_day_problem(&term(), &holidays, today, today), None);
        assert_eq!(
            school_day_problem(&term(), &holidays, date!(2026 - 11 - 25), today).unwrap(),
            "A register can be marked on the day, or later for a day gone by; not ahead."
        );
        assert_eq!(
            school_day_problem(&term(), &holidays, date!(2026 - 11 - 22), today).unwrap(),
            "Sunday is a weekend day: there is no register."
        );
        assert_eq!(
            school_day_problem(&term(), &holidays, date!(2026 - 10 - 01), today).unwrap(),
            "Thursday 1 October 2026 is a holiday (Independence Day): there is no register."
        );
        assert!(
            school_day_problem(&term(), &holidays, date!(2026 - 09 - 11), today)
                .unwrap()
                .starts_with(
                    "First Term runs from Monday 14 September 2026 to Friday 18 December 2026."
                )
        );
        let undated = Term {
            start_date: None,
            ..term()
        };
        assert!(
            school_day_problem(&undated, &[], today, today)
                .unwrap()
                .contains("has no dates yet")
        );
    }

    #[test]
    fn the_days_open_count_weekdays_less_holidays_up_to_today() {
        // 14 September to 25 September 2026: two weeks, ten weekdays, one holiday.
        let holidays = [holiday(date!(2026 - 09 - 21))];
        assert_eq!(school_days(&term(), &holidays, date!(2026 - 09 - 25)), 9);
        assert_eq!(school_days(&term(), &[], date!(2026 - 09 - 13)), 0);
        // The whole term: 14 weeks less 0 days = 70 weekdays.
        assert_eq!(school_days(&term(), &[], date!(2027 - 01 - 31)), 70);
    }

    proptest! {
        #[test]
        fn a_day_counts_open_exactly_when_a_register_could_be_marked_on_it(offset in 0i64..120) {
            // Counted on the day itself, so "not ahead" holds and only the calendar decides.
            let day = date!(2026 - 09 - 01) + time::Duration::days(offset);
            let holidays = [holiday(date!(2026 - 10 - 01))];
            let opened = school_days(&term(), &holidays, day)
                - day.previous_day().map_or(0, |d| school_days(&term(), &holidays, d));
            prop_assert_eq!(opened == 1, school_day_problem(&term(), &holidays, day, day).is_none());
        }
    }
}
