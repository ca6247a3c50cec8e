//! Results (issue 17, decisions/020): score sheets, grades, positions, term and cumulative
//! results.
//!
//! Built so far: the calculations (`rules`), written down and property-tested: scores in tenths
//! of a mark, the rounding before banding, grades and remarks from frozen bands, subject
//! positions and figures, a student's term result and position in class, and the third term's
//! cumulative figures. Not yet: the sheets' store, the workflow, HTTP, the screens and the
//! report cards (decisions/020, "Not built yet").

mod rules;

pub use rules::{
    Band, Cell, Cumulative, Grade, Marks, Scheme, SchemeComponent, SheetRow, SubjectFigures,
    SubjectResult, TermResult, TermStanding, band_of, class_standings, cumulative, positions,
    row_total, subject_figures,
};
