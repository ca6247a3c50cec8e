//! Results (issue 17, decisions/020): score sheets, grades, positions, term and cumulative
//! results.
//!
//! Built so far: the calculations (`rules`), written down and property-tested (scores in tenths
//! of a mark, the rounding before banding, grades and remarks, subject positions and figures, a
//! student's term result and position in class, the third term's cumulative figures); and the
//! score sheets' use cases (`ScoreSheets`): a sheet read with every figure computed, scores
//! saved with a version check, the term's grading frozen by its first score, and the workflow
//! from draft to submitted to approved or returned; and a class's term results (`Results`,
//! decisions/021): publishing and unpublishing with the parents told and every later change in
//! the audit log, report cards (stored as published for families, computed as they stand for
//! staff), the broadsheet, comments with their bank, and ratings.

mod cards;
mod compose;
mod model;
mod ports;
mod publishing;
mod rules;
mod sheets;

pub use cards::{
    BankComment, BoardSheet, Broadsheet, BroadsheetLine, CardStudent, CardSubject, CardTerm,
    ClassCards, ClassResults, ClassTerm, CommentKind, NewBankComment, NewResultChange, Publication,
    PublishedFrom, Rating, RatingGroup, ReportCard, ReportSave, ReportTraits, ResultChange,
    ResultsBoard, StoredReport,
};
pub use publishing::{Results, ResultsPorts};

pub use model::{
    Change, Column, Frozen, RosterLine, RowInput, ScoreSheet, SheetLine, SheetSave, SheetStatus,
    StoredRow, StoredSheet, cell_text, parse_cell,
};
pub use ports::{
    GradingSource, NoResultNotices, ReportRepo, ResultNotices, ResultRepo, TraitSource, result_key,
};
#[cfg(feature = "mock")]
pub use ports::{
    MockGradingSource, MockReportRepo, MockResultNotices, MockResultRepo, MockTraitSource,
};
pub use rules::{
    Band, Cell, Cumulative, Grade, Marks, Scheme, SchemeComponent, SheetRow, SubjectFigures,
    SubjectResult, TermResult, TermStanding, band_of, class_standings, cumulative, positions,
    row_total, subject_figures,
};
pub use sheets::ScoreSheets;
