//! A class's report cards and broadsheet, computed from its term's cells with the rules of
//! decisions/020: pure functions, so every figure is tested without a store.

use std::collections::HashMap;

use kernel::StudentId;

use crate::{attendance::Tally, calendar::Term};

use super::{
    Broadsheet, BroadsheetLine, CardStudent, CardSubject, Cell, ClassTerm, Column, Frozen, Marks,
    Rating, RatingGroup, ReportCard, ReportTraits, SheetRow, StoredRow, SubjectResult, TermResult,
    band_of, cell_text, class_standings, cumulative, positions, row_total, subject_figures,
};

/// `n` hundredths of a mark as text: `64.25`.
pub(crate) fn hundredths_text(n: u32) -> String {
    format!("{}.{:02}", n / 100, n % 100)
}

/// The overall grade: the average (hundredths) rounded to a whole mark, halves up, and banded
/// like a subject total (decisions/020): 69.50 is an A, 69.49 a B.
pub(crate) fn overall_grade(average: u32, grading: &Frozen) -> Option<super::Grade> {
    band_of(
        Marks::whole((average + 50) / 100),
        &grading.bands,
        grading.pass_mark,
    )
}

fn total_of(row: &StoredRow, columns: usize) -> Option<Marks> {
    let mut ca = row.ca.clone();
    ca.resize(columns, Cell::Empty);
    row_total(&SheetRow { ca, exam: row.exam })
}

/// The term's computed figures: each subject's totals, positions and figures, and each
/// student's term result and standing, by the class's student order.
struct Figures {
    /// [subject][student]
    totals: Vec<Vec<Option<Marks>>>,
    places: Vec<Vec<Option<u32>>>,
    subject: Vec<super::SubjectFigures>,
    results: Vec<TermResult>,
    standings: Vec<super::TermStanding>,
}

fn figures(class: &ClassTerm, grading: &Frozen) -> Figures {
    let columns = grading.scheme.components.len();
    let totals: Vec<Vec<Option<Marks>>> = class
        .subjects
        .iter()
        .map(|s| {
            class
                .students
                .iter()
                .map(|st| {
                    class
                        .cells
                        .get(&(s.class_subject_id, st.student_id))
                        .and_then(|r| total_of(r, columns))
                })
                .collect()
        })
        .collect();
    let places = totals
        .iter()
        .map(|t| positions(t, |a: &Marks, b: &Marks| a.cmp(b)))
        .collect();
    let subject = totals.iter().map(|t| subject_figures(t)).collect();
    let results: Vec<TermResult> = (0..class.students.len())
        .map(|i| {
            let subjects: Vec<SubjectResult> = class
                .subjects
                .iter()
                .zip(&totals)
                .map(|(s, t)| SubjectResult {
                    subject: s.subject_name.clone(),
                    total: t[i],
                })
                .collect();
            TermResult::of(&subjects)
        })
        .collect();
    let standings = class_standings(&results);
    Figures {
        totals,
        places,
        subject,
        results,
        standings,
    }
}

/// What a card needs beyond the class's cells.
pub(crate) struct CardContext<'a> {
    pub term: &'a Term,
    pub session_name: &'a str,
    /// The session's earlier terms, when `term` is its last (the third term's card).
    pub earlier_terms: &'a [Term],
    pub grading: &'a Frozen,
    pub traits: &'a ReportTraits,
    pub days_open: u32,
    pub attendance: &'a HashMap<StudentId, Tally>,
}

/// The report cards of the class's students who have anything entered in the term, in the
/// class's order.
pub(crate) fn cards(class: &ClassTerm, cx: &CardContext<'_>) -> Vec<ReportCard> {
    let f = figures(class, cx.grading);
    let columns = cx.grading.scheme.components.len();
    class
        .students
        .iter()
        .enumerate()
        .filter(|(_, st)| {
            class.subjects.iter().any(|s| {
                class
                    .cells
                    .get(&(s.class_subject_id, st.student_id))
                    .is_some_and(StoredRow::entered)
            })
        })
        .map(|(i, st)| card(class, cx, &f, columns, i, st))
        .collect()
}

/// One student's card as it stands, with or without scores (staff see a card being written);
/// `None` when the student is not in the class.
pub(crate) fn card_for(
    class: &ClassTerm,
    cx: &CardContext<'_>,
    student: StudentId,
) -> Option<ReportCard> {
    let (i, st) = class
        .students
        .iter()
        .enumerate()
        .find(|(_, s)| s.student_id == student)?;
    let f = figures(class, cx.grading);
    Some(card(
        class,
        cx,
        &f,
        cx.grading.scheme.components.len(),
        i,
        st,
    ))
}

fn card(
    class: &ClassTerm,
    cx: &CardContext<'_>,
    f: &Figures,
    columns: usize,
    i: usize,
    st: &CardStudent,
) -> ReportCard {
    let g = cx.grading;
    let subjects = class
        .subjects
        .iter()
        .enumerate()
        .filter_map(|(k, s)| {
            let row = class
                .cells
                .get(&(s.class_subject_id, st.student_id))
                .filter(|r| r.entered())?;
            let mut ca = row.ca.clone();
            ca.resize(columns, Cell::Empty);
            let total = f.totals[k][i];
            let grade = total.and_then(|t| band_of(t, &g.bands, g.pass_mark));
            let earlier: Vec<Option<Marks>> = cx
                .earlier_terms
                .iter()
                .map(|t| {
                    class
                        .earlier
                        .get(&(t.id, s.class_subject_id, st.student_id))
                        .and_then(|r| total_of(r, r.ca.len()))
                })
                .collect();
            let (cum_total, cum_average) = if cx.earlier_terms.is_empty() {
                (None, None)
            } else {
                let mut all = earlier.clone();
                all.push(total);
                let c = cumulative(&all);
                (c.total, c.average)
            };
            let figures = &f.subject[k];
            Some(CardSubject {
                subject: s.subject_name.clone(),
                ca: ca.iter().map(|c| cell_text(*c)).collect(),
                exam: cell_text(row.exam),
                total: total.map(|t| t.to_string()),
                grade: grade.as_ref().map(|g| g.letter.clone()),
                remark: grade.map(|g| g.remark),
                position: f.places[k][i],
                average: figures.average.map(hundredths_text),
                highest: figures.highest.map(|m| m.to_string()),
                lowest: figures.lowest.map(|m| m.to_string()),
                earlier: earlier.iter().map(|m| m.map(|m| m.to_string())).collect(),
                cumulative: cum_total.map(|m| m.to_string()),
                cumulative_average: cum_average.map(hundredths_text),
            })
        })
        .collect();
    let result = &f.results[i];
    let standing = f.standings[i];
    let average = result.average();
    let overall = average.and_then(|a| overall_grade(a, g));
    let report = class
        .reports
        .get(&st.student_id)
        .cloned()
        .unwrap_or_default();
    let tally = cx.attendance.get(&st.student_id);
    let publication = class.publication.filter(|p| p.published);
    ReportCard {
        student_id: st.student_id,
        name: st.name.clone(),
        admission_number: st.admission_number.clone(),
        gender: st.gender.clone(),
        date_of_birth: st.date_of_birth,
        photo_url: st.photo_url.clone(),
        class_id: class.class_id,
        class_name: class.class_name.clone(),
        class_teacher_name: class.class_teacher_name.clone(),
        term_id: cx.term.id,
        term_name: cx.term.name.clone(),
        session_name: cx.session_name.to_owned(),
        next_term_begins: cx.term.next_term_begins,
        components: g
            .scheme
            .components
            .iter()
            .map(|c| Column {
                name: c.name.clone(),
                max: c.max,
            })
            .collect(),
        exam_max: g.scheme.exam_max,
        earlier_terms: cx.earlier_terms.iter().map(|t| t.name.clone()).collect(),
        subjects,
        total: (result.subjects > 0).then(|| result.total.to_string()),
        average: average.map(hundredths_text),
        grade: overall.as_ref().map(|g| g.letter.clone()),
        remark: overall.map(|g| g.remark),
        position: standing.position,
        out_of: standing.of,
        class_average: standing.class_average.map(hundredths_text),
        days_present: tally.map_or(0, |t| t.present + t.late),
        days_open: cx.days_open,
        class_teacher_comment: report.class_teacher_comment,
        principal_comment: report.principal_comment,
        ratings: ratings(cx.traits, &report.ratings),
        published: publication.is_some(),
        published_at: publication.map(|p| p.changed_at),
    }
}

/// Every trait the school rates now, with the student's rating; a stored rating of a trait
/// the settings no longer name is kept at the end of its group, so nothing rated is hidden.
pub(crate) fn ratings(traits: &ReportTraits, stored: &[Rating]) -> Vec<Rating> {
    let mut out = Vec::new();
    for group in [RatingGroup::Affective, RatingGroup::Psychomotor] {
        let named = traits.of(group);
        for name in named {
            out.push(Rating {
                group,
                name: name.clone(),
                value: stored
                    .iter()
                    .find(|r| r.group == group && r.name == *name)
                    .and_then(|r| r.value),
            });
        }
        out.extend(
            stored
                .iter()
                .filter(|r| r.group == group && r.value.is_some() && !named.contains(&r.name))
                .cloned(),
        );
    }
    out
}

/// The class's broadsheet: every student by every subject, with their term figures.
pub(crate) fn broadsheet(class: &ClassTerm, term: &Term, grading: &Frozen) -> Broadsheet {
    let f = figures(class, grading);
    let lines = class
        .students
        .iter()
        .enumerate()
        .map(|(i, st)| {
            let result = &f.results[i];
            let average = result.average();
            BroadsheetLine {
                student_id: st.student_id,
                name: st.name.clone(),
                admission_number: st.admission_number.clone(),
                totals: f
                    .totals
                    .iter()
                    .map(|t| t[i].map(|m| m.to_string()))
                    .collect(),
                total: (result.subjects > 0).then(|| result.total.to_string()),
                average: average.map(hundredths_text),
                grade: average
                    .and_then(|a| overall_grade(a, grading))
                    .map(|g| g.letter),
                position: f.standings[i].position,
            }
        })
        .collect();
    Broadsheet {
        class_id: class.class_id,
        class_name: class.class_name.clone(),
        term_id: term.id,
        term_name: term.name.clone(),
        subjects: class
            .subjects
            .iter()
            .map(|s| s.subject_name.clone())
            .collect(),
        lines,
        subject_averages: f
            .subject
            .iter()
            .map(|s| s.average.map(hundredths_text))
            .collect(),
        out_of: f.standings.first().map_or(0, |s| s.of),
        class_average: f
            .standings
            .first()
            .and_then(|s| s.class_average)
            .map(hundredths_text),
        published: class.publication.is_some_and(|p| p.published),
    }
}
