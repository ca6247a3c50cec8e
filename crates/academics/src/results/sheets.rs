//! Score sheets' use cases: read a sheet with its computed figures, save scores with a version
//! check, and move a sheet through its workflow (decisions/020).

use std::{collections::HashSet, sync::Arc};

use kernel::{ClassSubjectId, Clock, Permission, Role, TermId, Viewer};

use crate::{
    AcademicsError,
    calendar::{Calendar, CalendarRepo, Term},
    error::Problems,
};

use super::{
    Cell, Change, Column, Frozen, GradingSource, NewResultChange, ResultRepo, ScoreSheet,
    SheetLine, SheetSave, SheetStatus, StoredRow, StoredSheet, band_of, cell_text,
    compose::hundredths_text, parse_cell, positions, row_total, subject_figures,
};

const REASON_CHARS: usize = 300;

/// Score sheets' use cases.
#[derive(Clone)]
pub struct ScoreSheets {
    repo: Arc<dyn ResultRepo>,
    grading: Arc<dyn GradingSource>,
    calendar: Calendar,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for ScoreSheets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ScoreSheets")
    }
}

/// Who the caller is to a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    /// The subject's teacher: enters scores and submits.
    Teacher,
    /// An admin with `results.publish`: may also enter scores, approve and return.
    Approver,
    /// Another admin: reads.
    Reader,
}

impl ScoreSheets {
    pub fn new(
        repo: Arc<dyn ResultRepo>,
        grading: Arc<dyn GradingSource>,
        terms: Arc<dyn CalendarRepo>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            grading,
            calendar: Calendar::new(terms),
            clock,
        }
    }

    async fn term(&self, term: Option<TermId>) -> Result<Term, AcademicsError> {
        match term {
            Some(id) => self.calendar.term(id).await,
            None => self.calendar.current_term().await,
        }
    }

    /// The stored sheet and the caller's part in it; anyone else is told there is no such
    /// class subject.
    async fn stored(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: &Term,
    ) -> Result<(StoredSheet, Part), AcademicsError> {
        let sheet = self
            .repo
            .sheet(class_subject, term.id)
            .await?
            .ok_or(AcademicsError::NotFound("class subject"))?;
        let part = match viewer.role() {
            Role::Admin if viewer.holds(Permission::ResultsPublish) => Part::Approver,
            Role::Admin => Part::Reader,
            Role::Teacher if sheet.teacher_user == Some(viewer.user()) => Part::Teacher,
            _ => return Err(AcademicsError::NotFound("class subject")),
        };
        Ok((sheet, part))
    }

    /// The term's frozen grading, or the settings' as they are now (before its first score).
    async fn grading(&self, term: TermId) -> Result<(Frozen, bool), AcademicsError> {
        match self.repo.frozen(term).await? {
            Some(frozen) => Ok((frozen, true)),
            None => Ok((self.grading.current().await?, false)),
        }
    }

    /// A class subject's sheet for a term (the current term by default), with every figure
    /// computed: totals, grades, remarks, positions, and the subject's average, highest and
    /// lowest. For the subject's teacher and admins.
    pub async fn sheet(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: Option<TermId>,
    ) -> Result<ScoreSheet, AcademicsError> {
        let term = self.term(term).await?;
        self.sheet_in(viewer, class_subject, &term).await
    }

    async fn sheet_in(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: &Term,
    ) -> Result<ScoreSheet, AcademicsError> {
        let (stored, part) = self.stored(viewer, class_subject, term).await?;
        let (grading, frozen) = self.grading(term.id).await?;
        Ok(view(&stored, &grading, frozen, term, part))
    }

    /// Saves some rows of a draft sheet (the rest keep their cells). Refused when the sheet is
    /// not a draft, when it changed since `version` was read, or with a sentence on each cell
    /// that is not a mark from 0 to its maximum, `ABS`, or empty. The term's grading is frozen
    /// by its first score.
    pub async fn save(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: Option<TermId>,
        save: SheetSave,
    ) -> Result<ScoreSheet, AcademicsError> {
        let term = self.term(term).await?;
        let (stored, part) = self.stored(viewer, class_subject, &term).await?;
        editable(&stored, part)?;
        let (grading, _) = self.grading(term.id).await?;
        let rows = checked_rows(&stored, &grading, &save)?;
        let audit = if stored.ever_published {
            cell_changes(&stored, &grading, &rows)
        } else {
            Vec::new()
        };
        self.repo
            .save(
                class_subject,
                term.id,
                save.version,
                rows,
                grading,
                audit,
                self.change(viewer),
            )
            .await?;
        self.sheet_in(viewer, class_subject, &term).await
    }

    /// Sends a draft for approval: every student needs a mark or ABS in every column.
    pub async fn submit(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: Option<TermId>,
        version: i64,
    ) -> Result<ScoreSheet, AcademicsError> {
        let term = self.term(term).await?;
        let (stored, part) = self.stored(viewer, class_subject, &term).await?;
        editable(&stored, part)?;
        let (grading, _) = self.grading(term.id).await?;
        let missing = stored
            .roster
            .iter()
            .filter(|line| {
                stored.cells.get(&line.student_id).is_none_or(|row| {
                    row.ca.len() < grading.scheme.components.len()
                        || row.ca.contains(&Cell::Empty)
                        || row.exam == Cell::Empty
                })
            })
            .count();
        if missing > 0 {
            return Err(AcademicsError::field(
                "rows",
                format!(
                    "{missing} student{} {} a column not entered. Enter a mark, or ABS for \
                     absent, in every column, then submit.",
                    if missing == 1 { "" } else { "s" },
                    if missing == 1 { "has" } else { "have" },
                ),
            ));
        }
        self.move_to(
            viewer,
            &stored,
            &term,
            version,
            SheetStatus::Submitted,
            None,
        )
        .await
    }

    /// Returns a submitted sheet to its teacher with the reason, or reopens an approved one
    /// (after its class's results were unpublished to correct them); admins with
    /// `results.publish`.
    pub async fn return_sheet(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: Option<TermId>,
        version: i64,
        reason: &str,
    ) -> Result<ScoreSheet, AcademicsError> {
        let term = self.term(term).await?;
        let (stored, part) = self.stored(viewer, class_subject, &term).await?;
        approver(part)?;
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > REASON_CHARS {
            return Err(AcademicsError::field(
                "reason",
                format!("Say in 1 to {REASON_CHARS} characters what the teacher should correct."),
            ));
        }
        self.move_to(
            viewer,
            &stored,
            &term,
            version,
            SheetStatus::Draft,
            Some(reason.to_owned()),
        )
        .await
    }

    /// Approves a submitted sheet (admins with `results.publish`).
    pub async fn approve(
        &self,
        viewer: &Viewer,
        class_subject: ClassSubjectId,
        term: Option<TermId>,
        version: i64,
    ) -> Result<ScoreSheet, AcademicsError> {
        let term = self.term(term).await?;
        let (stored, part) = self.stored(viewer, class_subject, &term).await?;
        approver(part)?;
        self.move_to(viewer, &stored, &term, version, SheetStatus::Approved, None)
            .await
    }

    async fn move_to(
        &self,
        viewer: &Viewer,
        stored: &StoredSheet,
        term: &Term,
        version: i64,
        to: SheetStatus,
        reason: Option<String>,
    ) -> Result<ScoreSheet, AcademicsError> {
        let from = match to {
            SheetStatus::Submitted => SheetStatus::Draft,
            SheetStatus::Draft if stored.status == SheetStatus::Approved => SheetStatus::Approved,
            SheetStatus::Draft | SheetStatus::Approved => SheetStatus::Submitted,
            SheetStatus::Published => SheetStatus::Approved,
        };
        if stored.status != from {
            return Err(AcademicsError::Conflict(format!(
                "This sheet is {}, not {}: reload it to see where it is.",
                stored.status.as_str(),
                from.as_str()
            )));
        }
        let audit = if stored.ever_published {
            vec![NewResultChange {
                class_id: stored.class_id,
                student_id: None,
                what: format!("{}: sheet", stored.subject_name),
                old_value: from.as_str().to_owned(),
                new_value: match &reason {
                    Some(why) => format!("{} ({why})", to.as_str()),
                    None => to.as_str().to_owned(),
                },
            }]
        } else {
            Vec::new()
        };
        self.repo
            .set_status(
                stored.class_subject_id,
                term.id,
                version,
                from,
                to,
                reason,
                audit,
                self.change(viewer),
            )
            .await?;
        self.sheet_in(viewer, stored.class_subject_id, term).await
    }

    fn change(&self, viewer: &Viewer) -> Change {
        Change {
            by: viewer.user(),
            at: self.clock.now(),
        }
    }
}

fn approver(part: Part) -> Result<(), AcademicsError> {
    if part == Part::Approver {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only admins who publish results approve or return a score sheet.",
        ))
    }
}

fn editable(sheet: &StoredSheet, part: Part) -> Result<(), AcademicsError> {
    if part == Part::Reader {
        return Err(AcademicsError::Forbidden(
            "Only the subject's teacher, and admins who publish results, enter scores.",
        ));
    }
    if sheet.status != SheetStatus::Draft {
        return Err(AcademicsError::Conflict(format!(
            "This sheet is {}: scores change only on a draft. Ask an admin who publishes \
             results to return it.",
            sheet.status.as_str()
        )));
    }
    Ok(())
}

/// The save's rows, checked: each student of the roster at most once, a cell per column, each
/// a mark within its column's maximum, ABS or empty.
fn checked_rows(
    sheet: &StoredSheet,
    grading: &Frozen,
    save: &SheetSave,
) -> Result<Vec<StoredRow>, AcademicsError> {
    let mut p = Problems::default();
    let roster: HashSet<_> = sheet.roster.iter().map(|l| l.student_id).collect();
    let mut seen = HashSet::new();
    let columns = &grading.scheme.components;
    let mut rows = Vec::with_capacity(save.rows.len());
    for (i, row) in save.rows.iter().enumerate() {
        if !roster.contains(&row.student_id) {
            p.add(
                &format!("rows.{i}.student_id"),
                format!("This student is not in {}.", sheet.class_name),
            );
            continue;
        }
        if !seen.insert(row.student_id) {
            p.add(
                &format!("rows.{i}.student_id"),
                "This student is sent twice.",
            );
            continue;
        }
        if row.ca.len() != columns.len() {
            p.add(
                &format!("rows.{i}.ca"),
                format!(
                    "Send {} continuous-assessment cells, one per column.",
                    columns.len()
                ),
            );
            continue;
        }
        let mut ca = Vec::with_capacity(columns.len());
        for (j, (text, column)) in row.ca.iter().zip(columns).enumerate() {
            match parse_cell(text.as_deref(), column.max) {
                Ok(cell) => ca.push(cell),
                Err(why) => p.add(&format!("rows.{i}.ca.{j}"), why),
            }
        }
        let exam = match parse_cell(row.exam.as_deref(), grading.scheme.exam_max) {
            Ok(cell) => cell,
            Err(why) => {
                p.add(&format!("rows.{i}.exam"), why);
                Cell::Empty
            }
        };
        rows.push(StoredRow {
            student_id: row.student_id,
            ca,
            exam,
        });
    }
    p.into_result()?;
    Ok(rows)
}

/// The cells a save changes on a sheet whose class was published before: one audit entry per
/// cell, with the old and the new value as the sheet shows them.
fn cell_changes(sheet: &StoredSheet, grading: &Frozen, rows: &[StoredRow]) -> Vec<NewResultChange> {
    let show = |cell: Option<&Cell>| {
        cell.copied()
            .and_then(cell_text)
            .unwrap_or_else(|| "(not entered)".to_owned())
    };
    let mut out = Vec::new();
    for row in rows {
        let old = sheet.cells.get(&row.student_id);
        let mut cell_change = |what: &str, before: Option<&Cell>, after: &Cell| {
            if before.copied().unwrap_or(Cell::Empty) != *after {
                out.push(NewResultChange {
                    class_id: sheet.class_id,
                    student_id: Some(row.student_id),
                    what: format!("{}: {what}", sheet.subject_name),
                    old_value: show(before),
                    new_value: show(Some(after)),
                });
            }
        };
        for (j, column) in grading.scheme.components.iter().enumerate() {
            cell_change(
                &column.name,
                old.and_then(|o| o.ca.get(j)),
                row.ca.get(j).unwrap_or(&Cell::Empty),
            );
        }
        cell_change("Exam", old.map(|o| &o.exam), &row.exam);
    }
    out
}

/// The sheet as the API shows it, every figure computed from the cells and `grading`.
fn view(
    stored: &StoredSheet,
    grading: &Frozen,
    frozen: bool,
    term: &Term,
    part: Part,
) -> ScoreSheet {
    let columns = grading.scheme.components.len();
    let rows: Vec<StoredRow> = stored
        .roster
        .iter()
        .map(|line| {
            let mut row = stored
                .cells
                .get(&line.student_id)
                .cloned()
                .unwrap_or(StoredRow {
                    student_id: line.student_id,
                    ca: Vec::new(),
                    exam: Cell::Empty,
                });
            row.ca.resize(columns, Cell::Empty);
            row
        })
        .collect();
    let totals: Vec<_> = rows
        .iter()
        .map(|r| {
            row_total(&super::SheetRow {
                ca: r.ca.clone(),
                exam: r.exam,
            })
        })
        .collect();
    let places = positions(&totals, |a, b| a.cmp(b));
    let figures = subject_figures(&totals);
    let lines = stored
        .roster
        .iter()
        .zip(&rows)
        .zip(totals.iter().zip(&places))
        .map(|((line, row), (total, place))| {
            let grade = total.and_then(|t| band_of(t, &grading.bands, grading.pass_mark));
            SheetLine {
                student_id: line.student_id,
                name: line.name.clone(),
                admission_number: line.admission_number.clone(),
                ca: row.ca.iter().map(|c| cell_text(*c)).collect(),
                exam: cell_text(row.exam),
                total: total.map(|t| t.to_string()),
                grade: grade.as_ref().map(|g| g.letter.clone()),
                remark: grade.map(|g| g.remark),
                position: *place,
            }
        })
        .collect();
    ScoreSheet {
        class_subject_id: stored.class_subject_id,
        class_id: stored.class_id,
        class_name: stored.class_name.clone(),
        subject_name: stored.subject_name.clone(),
        term_id: term.id,
        term_name: term.name.clone(),
        teacher_name: stored.teacher_name.clone(),
        status: stored.status,
        version: stored.version,
        returned_reason: stored.returned_reason.clone(),
        editable: part != Part::Reader && stored.status == SheetStatus::Draft,
        frozen,
        components: grading
            .scheme
            .components
            .iter()
            .map(|c| Column {
                name: c.name.clone(),
                max: c.max,
            })
            .collect(),
        exam_max: grading.scheme.exam_max,
        lines,
        average: figures.average.map(hundredths_text),
        highest: figures.highest.map(|m| m.to_string()),
        lowest: figures.lowest.map(|m| m.to_string()),
    }
}
