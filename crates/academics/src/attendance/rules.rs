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

/// The school days of a session: its terms' dates with each term's holidays. Ranges an admin
/// reads (a month, any span) count by it, across terms.
#[derive(Debug, Clone, Default)]
pub struct SchoolCalendar {
    terms: Vec<(Term, Vec<Holiday>)>,
}

impl SchoolCalendar {
    pub fn new(terms: Vec<(Term, Vec<Holiday>)>) -> Self {
        Self { terms }
    }

    /// Whether a register is kept on `date`, seen on `today`.
    pub fn is_school_day(&self, date: Date, today: Date) -> bool {
        self.terms
            .iter()
            .any(|(term, holidays)| school_day_problem(term, holidays, date, today).is_none())
    }

    /// The school days from `from` to `to` (both included), up to `today`.
    pub fn days(&self, from: Date, to: Date, today: Date) -> Vec<Date> {
        let mut out = Vec::new();
        let mut day = from;
        while day <= to.min(today) {
            if self.is_school_day(day, today) {
                out.push(day);
            }
            match day.next_day() {
                Some(next) => day = next,
                None => break,
            }
        }
        out
    }

    /// Why there is no register on `date` (seen on `today`), as a sentence; `None` when it is a
    /// school day. The sentence speaks of `current`, the current term.
    pub fn problem(&self, current: &Term, date: Date, today: Date) -> Option<String> {
        if self.is_school_day(date, today) {
            return None;
        }
        let holidays = self
            .terms
            .iter()
            .find(|(t, _)| t.id == current.id)
            .map_or(&[][..], |(_, h)| h.as_slice());
        Some(
            school_day_problem(current, holidays, date, today)
                .unwrap_or_else(|| "There is no register on this day.".to_owned()),
        )
    }

    /// The holidays from `from` to `to`, by date.
    pub fn holidays(&self, from: Date, to: Date) -> Vec<Holiday> {
        let mut out: Vec<Holiday> = self
            .terms
            .iter()
            .flat_map(|(_, h)| h.iter())
            .filter(|h| h.date >= from && h.date <= to)
            .cloned()
            .collect();
        out.sort_by_key(|h| h.date);
        out
    }

    /// The first and last day of the session's dated terms.
    pub fn span(&self) -> Option<(Date, Date)> {
        let first = self.terms.iter().filter_map(|(t, _)| t.start_date).min()?;
        let last = self.terms.iter().filter_map(|(t, _)| t.end_date).max()?;
        Some((first, last))
    }
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

    #[test]
    fn a_session_s_calendar_counts_each_term_s_days_less_its_own_holidays() {
        let second = Term {
            id: TermId::generate(),
            name: "Second Term".into(),
            position: 1,
            start_date: Some(date!(2027 - 01 - 11)),
            end_date: Some(date!(2027 - 04 - 09)),
            is_current: false,
            ..term()
        };
        let calendar = SchoolCalendar::new(vec![
            (term(), vec![holiday(date!(2026 - 12 - 18))]),
            (second, vec![holiday(date!(2027 - 01 - 12))]),
        ]);
        let today = date!(2027 - 01 - 15);
        // 14 to 18 December: four days less the holiday; the break; 11 to 15 January: five less one.
        let days = calendar.days(date!(2026 - 12 - 14), date!(2027 - 01 - 31), today);
        assert_eq!(days.len(), 4 + 4);
        assert!(!days.contains(&date!(2026 - 12 - 18)));
        assert!(!days.contains(&date!(2027 - 01 - 12)));
        assert!(!days.contains(&date!(2026 - 12 - 21)));
        assert_eq!(
            calendar
                .holidays(date!(2026 - 12 - 01), date!(2027 - 01 - 31))
                .len(),
            2
        );
        assert_eq!(
            calendar.span(),
            Some((date!(2026 - 09 - 14), date!(2027 - 04 - 09)))
        );
    }
}
