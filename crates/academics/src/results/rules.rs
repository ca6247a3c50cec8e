//! The calculations of results (decisions/020), free of storage: what a row's total is, which
//! grade a total earns, who is placed where, and a student's term and cumulative figures.
//!
//! Every mark is an integer count of tenths ([`Marks`]): a teacher may enter one decimal, and
//! sums of tenths are exact, so no figure drifts through floating point.

use std::cmp::Ordering;

/// A mark in tenths: 69.5 marks is `Marks(695)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Marks(pub u32);

impl Marks {
    pub fn whole(marks: u32) -> Self {
        Marks(marks * 10)
    }

    /// Rounded to a whole mark, halves up (69.5 is 70): the rule applied before banding.
    pub fn rounded(self) -> u32 {
        (self.0 + 5) / 10
    }
}

impl std::fmt::Display for Marks {
    /// `69.5`, or `70` when there is no tenth.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_multiple_of(10) {
            write!(f, "{}", self.0 / 10)
        } else {
            write!(f, "{}.{}", self.0 / 10, self.0 % 10)
        }
    }
}

/// One cell of a score sheet: a score, absent (not the same as 0), or not entered yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Cell {
    #[default]
    Empty,
    Absent,
    Score(Marks),
}

/// A continuous-assessment component as frozen onto a term's sheets: its name and maximum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemeComponent {
    pub name: String,
    pub max: u32,
}

/// The marking scheme frozen onto a term's sheets: the CA components and the examination's
/// maximum, in whole marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scheme {
    pub components: Vec<SchemeComponent>,
    pub exam_max: u32,
}

impl Scheme {
    /// The most a subject's total can be.
    pub fn max_total(&self) -> u32 {
        self.components.iter().map(|c| c.max).sum::<u32>() + self.exam_max
    }
}

/// A grade band as frozen onto a term's sheets: whole-mark totals from `min` to `max` (both
/// included) earn `letter`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Band {
    pub letter: String,
    pub min: u32,
    pub max: u32,
}

/// A grade and its remark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grade {
    pub letter: String,
    pub remark: String,
}

/// The band a total earns: its rounded whole mark (halves up) falls in the band. The remark is
/// the usual word for the default letters (A Excellent to F Fail); for a school's own letters,
/// Pass or Fail against the pass mark. `None` when no band holds the mark (bands with a gap).
pub fn band_of(total: Marks, bands: &[Band], pass_mark: u32) -> Option<Grade> {
    let mark = total.rounded();
    let band = bands.iter().find(|b| b.min <= mark && mark <= b.max)?;
    let remark = match band.letter.as_str() {
        "A" | "A1" => "Excellent",
        "B" | "B2" | "B3" => "Very good",
        "C" | "C4" | "C5" | "C6" => "Good",
        "D" | "D7" => "Fair",
        "E" | "E8" => "Pass",
        "F" | "F9" => "Fail",
        _ if mark >= pass_mark => "Pass",
        _ => "Fail",
    };
    Some(Grade {
        letter: band.letter.clone(),
        remark: remark.to_owned(),
    })
}

/// One student's row of a sheet: a cell per CA component, in the scheme's order, and the exam.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetRow {
    pub ca: Vec<Cell>,
    pub exam: Cell,
}

impl SheetRow {
    fn cells(&self) -> impl Iterator<Item = &Cell> {
        self.ca.iter().chain(std::iter::once(&self.exam))
    }

    /// Whether every cell holds a score or absent: what submitting a sheet needs.
    pub fn is_complete(&self) -> bool {
        self.cells().all(|c| *c != Cell::Empty)
    }
}

/// A row's total: the sum of its scores, an absent cell adding nothing. `None` when the row has
/// no score at all (nothing entered, or absent throughout): such a student has no total, grade
/// or position in the subject.
pub fn row_total(row: &SheetRow) -> Option<Marks> {
    let mut any = false;
    let mut sum = 0;
    for cell in row.cells() {
        if let Cell::Score(m) = cell {
            any = true;
            sum += m.0;
        }
    }
    any.then_some(Marks(sum))
}

/// Competition positions ("1, 1, 3"): each value is placed one after the number of values
/// strictly better than it; `None` values (no score) have no position. `better` orders two
/// values, `Greater` meaning the first is better.
pub fn positions<T>(values: &[Option<T>], better: impl Fn(&T, &T) -> Ordering) -> Vec<Option<u32>> {
    values
        .iter()
        .map(|v| {
            let v = v.as_ref()?;
            let ahead = values
                .iter()
                .flatten()
                .filter(|o| better(o, v) == Ordering::Greater)
                .count();
            Some(ahead as u32 + 1)
        })
        .collect()
}

/// A subject's figures over its sheet: the average of the totals there are (to the hundredth of
/// a mark, halves up), the highest and the lowest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SubjectFigures {
    /// In hundredths of a mark.
    pub average: Option<u32>,
    pub highest: Option<Marks>,
    pub lowest: Option<Marks>,
}

pub fn subject_figures(totals: &[Option<Marks>]) -> SubjectFigures {
    let scored: Vec<u32> = totals.iter().flatten().map(|m| m.0).collect();
    if scored.is_empty() {
        return SubjectFigures::default();
    }
    let sum: u64 = scored.iter().map(|&t| u64::from(t)).sum();
    SubjectFigures {
        average: Some(hundredths(sum, scored.len() as u64)),
        highest: scored.iter().max().map(|&t| Marks(t)),
        lowest: scored.iter().min().map(|&t| Marks(t)),
    }
}

/// `tenths / n` in hundredths, halves up.
fn hundredths(tenths: u64, n: u64) -> u32 {
    ((tenths * 20 + n) / (2 * n)) as u32
}

/// One subject in a student's term result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectResult {
    pub subject: String,
    pub total: Option<Marks>,
}

/// A student's figures for a term, before they are placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermResult {
    /// The sum of the totals of the subjects with one.
    pub total: Marks,
    /// How many subjects have a total.
    pub subjects: u32,
}

impl TermResult {
    pub fn of(subjects: &[SubjectResult]) -> Self {
        let scored: Vec<Marks> = subjects.iter().filter_map(|s| s.total).collect();
        TermResult {
            total: Marks(scored.iter().map(|m| m.0).sum()),
            subjects: scored.len() as u32,
        }
    }

    /// The average over the subjects with a total, in hundredths of a mark, halves up; `None`
    /// without one.
    pub fn average(&self) -> Option<u32> {
        (self.subjects > 0).then(|| hundredths(u64::from(self.total.0), u64::from(self.subjects)))
    }

    /// Compares two averages exactly (total / subjects, cross-multiplied), so two students are
    /// tied only when their averages are equal, not when they round alike.
    fn cmp_average(&self, other: &Self) -> Ordering {
        (u64::from(self.total.0) * u64::from(other.subjects))
            .cmp(&(u64::from(other.total.0) * u64::from(self.subjects)))
    }
}

/// A student's place in the class for a term: "Nth of N".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TermStanding {
    pub position: Option<u32>,
    /// Students placed (those with at least one subject total).
    pub of: u32,
    /// The class average: the mean of the placed students' averages, in hundredths, halves up.
    pub class_average: Option<u32>,
}

/// Places a class's students by their term average, ties sharing a position and the next
/// skipped; a student with no subject total has no position and is not counted in "of N".
pub fn class_standings(results: &[TermResult]) -> Vec<TermStanding> {
    let placed: Vec<Option<&TermResult>> = results
        .iter()
        .map(|r| (r.subjects > 0).then_some(r))
        .collect();
    let of = placed.iter().flatten().count() as u32;
    let averages: Vec<u64> = placed
        .iter()
        .flatten()
        .filter_map(|r| r.average())
        .map(u64::from)
        .collect();
    let class_average = (!averages.is_empty()).then(|| {
        let n = averages.len() as u64;
        ((averages.iter().sum::<u64>() * 2 + n) / (2 * n)) as u32
    });
    positions(&placed, |a, b| a.cmp_average(b))
        .into_iter()
        .map(|position| TermStanding {
            position,
            of,
            class_average,
        })
        .collect()
}

/// A subject's figures across a session's terms, for the third term's report card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cumulative {
    /// The subject's total in each term, in order (none where the term has no score).
    pub terms: Vec<Option<Marks>>,
    /// The sum over the terms that have a total.
    pub total: Option<Marks>,
    /// `total` over the number of terms that have one, in hundredths, halves up.
    pub average: Option<u32>,
}

pub fn cumulative(terms: &[Option<Marks>]) -> Cumulative {
    let scored: Vec<u32> = terms.iter().flatten().map(|m| m.0).collect();
    let total = (!scored.is_empty()).then(|| Marks(scored.iter().sum()));
    Cumulative {
        terms: terms.to_vec(),
        average: total.map(|t| hundredths(u64::from(t.0), scored.len() as u64)),
        total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn bands() -> Vec<Band> {
        [
            ("A", 70, 100),
            ("B", 60, 69),
            ("C", 50, 59),
            ("D", 45, 49),
            ("E", 40, 44),
            ("F", 0, 39),
        ]
        .into_iter()
        .map(|(l, min, max)| Band {
            letter: l.into(),
            min,
            max,
        })
        .collect()
    }

    fn score(tenths: u32) -> Cell {
        Cell::Score(Marks(tenths))
    }

    #[test]
    fn a_total_is_rounded_halves_up_before_banding() {
        let grade = |t| band_of(Marks(t), &bands(), 40).unwrap();
        assert_eq!(grade(695).letter, "A", "69.5 rounds to 70");
        assert_eq!(grade(694).letter, "B", "69.4 rounds to 69");
        assert_eq!(grade(395).remark, "Pass", "39.5 rounds to 40");
        assert_eq!(grade(394).remark, "Fail");
        assert_eq!(grade(1000).remark, "Excellent");
        assert_eq!(Marks(695).to_string(), "69.5");
        assert_eq!(Marks(700).to_string(), "70");
    }

    #[test]
    fn absent_is_not_zero_and_a_row_without_a_score_has_no_total() {
        let row = |ca: Vec<Cell>, exam| SheetRow { ca, exam };
        assert_eq!(
            row_total(&row(vec![score(85), score(70), Cell::Absent], Cell::Absent)),
            Some(Marks(155))
        );
        assert_eq!(row_total(&row(vec![Cell::Absent; 3], Cell::Absent)), None);
        assert_eq!(row_total(&row(vec![Cell::Empty; 3], Cell::Empty)), None);
        assert!(!row(vec![score(1), Cell::Empty], score(2)).is_complete());
        assert!(row(vec![score(1), Cell::Absent], score(2)).is_complete());
    }

    #[test]
    fn ties_share_a_position_and_the_next_is_skipped() {
        let totals = [Some(80), Some(90), Some(80), None, Some(70)];
        assert_eq!(
            positions(&totals, |a, b| a.cmp(b)),
            [Some(2), Some(1), Some(2), None, Some(4)]
        );
    }

    #[test]
    fn a_class_is_placed_by_exact_averages_over_the_subjects_each_student_took() {
        let r = |total, subjects| TermResult {
            total: Marks(total),
            subjects,
        };
        // 200/3 = 66.67 and 400/6 = 66.67: tied exactly. 1333/2 = 66.65: behind them.
        let standings = class_standings(&[r(2000, 3), r(4000, 6), r(1333, 2), r(0, 0)]);
        let places: Vec<_> = standings.iter().map(|s| s.position).collect();
        assert_eq!(places, [Some(1), Some(1), Some(3), None]);
        assert_eq!(standings[0].of, 3);
        assert_eq!(r(2000, 3).average(), Some(6667));
    }

    #[test]
    fn the_third_term_sums_and_averages_the_terms_with_scores() {
        let c = cumulative(&[Some(Marks(700)), None, Some(Marks(655))]);
        assert_eq!(c.total, Some(Marks(1355)));
        assert_eq!(c.average, Some(6775));
        assert_eq!(cumulative(&[None, None, None]).total, None);
    }

    proptest! {
        #[test]
        fn a_position_is_one_more_than_the_number_strictly_ahead(
            totals in proptest::collection::vec(proptest::option::of(0u32..1000), 0..40)
        ) {
            let places = positions(&totals, |a, b| a.cmp(b));
            for (t, p) in totals.iter().zip(&places) {
                match t {
                    None => prop_assert_eq!(*p, None),
                    Some(t) => {
                        let ahead = totals.iter().flatten().filter(|o| *o > t).count() as u32;
                        prop_assert_eq!(*p, Some(ahead + 1));
                    }
                }
            }
            // The best is first, and equal totals always share a place.
            if let Some(best) = totals.iter().flatten().max() {
                let i = totals.iter().position(|t| t.as_ref() == Some(best)).unwrap();
                prop_assert_eq!(places[i], Some(1));
            }
        }

        #[test]
        fn every_whole_mark_from_0_to_100_earns_exactly_one_default_band(tenths in 0u32..=1000) {
            let mark = Marks(tenths).rounded();
            let holding = bands().iter().filter(|b| b.min <= mark && mark <= b.max).count();
            prop_assert_eq!(holding, 1);
            prop_assert!(band_of(Marks(tenths), &bands(), 40).is_some());
        }

        #[test]
        fn an_average_lies_between_the_lowest_and_highest_total(
            totals in proptest::collection::vec(proptest::option::of(0u32..1000), 1..40)
        ) {
            let f = subject_figures(&totals.iter().map(|t| t.map(Marks)).collect::<Vec<_>>());
            match (f.average, f.lowest, f.highest) {
                (Some(avg), Some(lo), Some(hi)) => {
                    prop_assert!(lo.0 * 10 <= avg && avg <= hi.0 * 10);
                }
                (None, None, None) => prop_assert!(totals.iter().all(Option::is_none)),
                other => prop_assert!(false, "{:?}", other),
            }
        }

        #[test]
        fn a_cumulative_total_is_the_sum_of_the_terms_with_scores(
            terms in proptest::collection::vec(proptest::option::of(0u32..1000), 3)
        ) {
            let c = cumulative(&terms.iter().map(|t| t.map(Marks)).collect::<Vec<_>>());
            let sum: u32 = terms.iter().flatten().sum();
            let n = terms.iter().flatten().count() as u32;
            prop_assert_eq!(c.total.map(|m| m.0), (n > 0).then_some(sum));
            if let Some(avg) = c.average {
                prop_assert!((i64::from(avg) * i64::from(n) - i64::from(sum) * 10).abs() <= i64::from(n));
            }
        }
    }
}
