//! The rules of the academic settings: grade bands, the marking scheme, levels, subjects and
//! sessions.

use super::*;

pub(super) fn academic(e: &mut FieldErrors, s: &SchoolSettings) {
    named_list(e, "class_levels", &s.class_levels, "class level");
    named_list(e, "subjects", &s.subjects, "subject");
    sessions(e, &s.sessions);
    periods(e, &s.school_periods);
    traits(e, "report_traits.affective", &s.report_traits.affective);
    traits(e, "report_traits.psychomotor", &s.report_traits.psychomotor);

    grade_bands(e, &s.grading.grades);
    if s.grading.pass_mark > 100 {
        push(
            e,
            "grading.passMark",
            "The pass mark is a score from 0 to 100.",
        );
    }

    let scheme = &s.marking_scheme;
    let total = scheme.continuous_assessment + scheme.examination;
    if total != 100 {
        push(
            e,
            "marking_scheme.examination",
            format!(
                "Continuous assessment and examination must add up to 100; they add up to \
                 {total}."
            ),
        );
    }
    let mut names = HashSet::new();
    for (i, component) in scheme.components.iter().enumerate() {
        let at = format!("marking_scheme.components.{i}");
        text(e, &format!("{at}.name"), &component.name, 1, 100);
        if !names.insert(component.name.trim().to_lowercase()) {
            push(
                e,
                format!("{at}.name"),
                "Each component needs its own name.",
            );
        }
        if component.weight == 0 {
            push(
                e,
                format!("{at}.weight"),
                "A component carries at least 1 mark.",
            );
        }
        colour(e, &format!("{at}.color"), &component.color);
    }
    let components: u32 = scheme.components.iter().map(|c| c.weight).sum();
    if !scheme.components.is_empty() && components != scheme.continuous_assessment {
        push(
            e,
            "marking_scheme.components",
            format!(
                "The components must add up to the continuous assessment ({}); they add up to \
                 {components}.",
                scheme.continuous_assessment
            ),
        );
    }
}

/// Bands must each run from min to max within 0-100, and together give every whole score from 0
/// to 100 exactly one grade.
fn grade_bands(e: &mut FieldErrors, bands: &[GradeBand]) {
    let path = "grading.grades";
    if bands.is_empty() {
        push(e, path, "Add the grade bands that cover scores 0 to 100.");
        return;
    }
    let mut letters = HashSet::new();
    for (i, band) in bands.iter().enumerate() {
        let at = format!("{path}.{i}");
        text(e, &format!("{at}.letter"), &band.letter, 1, 10);
        if !letters.insert(band.letter.trim().to_uppercase()) {
            push(
                e,
                format!("{at}.letter"),
                "Each grade needs its own letter.",
            );
        }
        if band.max > 100 {
            push(e, format!("{at}.max"), "Scores go up to 100.");
        }
        if band.min > band.max {
            push(
                e,
                format!("{at}.min"),
                "The lowest score of a grade cannot be above its highest.",
            );
        }
    }
    let mut sorted: Vec<&GradeBand> = bands.iter().filter(|b| b.min <= b.max).collect();
    sorted.sort_by_key(|b| b.min);
    let mut next = 0u32;
    for band in sorted {
        if band.min < next {
            push(
                e,
                path,
                format!(
                    "Grade {} ({}-{}) overlaps another band: each score may have only one grade.",
                    band.letter, band.min, band.max
                ),
            );
        } else if band.min > next {
            push(
                e,
                path,
                format!(
                    "Scores {next}-{} have no grade: the bands must cover 0 to 100.",
                    band.min - 1
                ),
            );
        }
        next = next.max(band.max.saturating_add(1));
    }
    if next <= 100 {
        push(
            e,
            path,
            format!("Scores {next}-100 have no grade: the bands must cover 0 to 100."),
        );
    }
}

fn named_list(e: &mut FieldErrors, path: &str, items: &[NamedItem], what: &str) {
    let mut ids = HashSet::new();
    let mut names = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("{path}.{i}");
        if !valid_id(&item.id) || !ids.insert(item.id.to_lowercase()) {
            push(
                e,
                format!("{at}.id"),
                format!("Each {what} needs its own id: 1 to 64 letters, digits or dashes."),
            );
        }
        text(e, &format!("{at}.name"), &item.name, 1, 100);
        if !names.insert(item.name.trim().to_lowercase()) {
            push(
                e,
                format!("{at}.name"),
                format!("There is already a {what} with this name."),
            );
        }
    }
}

fn sessions(e: &mut FieldErrors, sessions: &[AcademicSession]) {
    let mut ids = HashSet::new();
    for (i, session) in sessions.iter().enumerate() {
        let at = format!("sessions.{i}");
        if !valid_id(&session.id) || !ids.insert(session.id.to_lowercase()) {
            push(
                e,
                format!("{at}.id"),
                "Each session needs its own id: 1 to 64 letters, digits or dashes.",
            );
        }
        text(e, &format!("{at}.name"), &session.name, 1, 50);
        if session.terms.is_empty() {
            push(e, format!("{at}.terms"), "A session has at least one term.");
        }
        let mut terms = HashSet::new();
        for (j, term) in session.terms.iter().enumerate() {
            text(e, &format!("{at}.terms.{j}"), term, 1, 50);
            if !terms.insert(term.trim().to_lowercase()) {
                push(
                    e,
                    format!("{at}.terms.{j}"),
                    "This session already has a term with this name.",
                );
            }
        }
    }
}

/// The most periods a school day holds, breaks included.
const MOST_PERIODS: usize = 20;

/// `HH:MM` as minutes after midnight.
fn minutes(value: &str) -> Option<u32> {
    let (h, m) = value.trim().split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// The period template: named periods, each ending after it starts, in order and not
/// overlapping (back to back is fine), at most [`MOST_PERIODS`].
fn periods(e: &mut FieldErrors, periods: &[SchoolPeriod]) {
    if periods.len() > MOST_PERIODS {
        push(
            e,
            "school_periods",
            format!("A school day has at most {MOST_PERIODS} periods, breaks included."),
        );
    }
    let mut names = HashSet::new();
    let mut previous_end: Option<(u32, &str)> = None;
    for (i, p) in periods.iter().enumerate() {
        let at = format!("school_periods.{i}");
        text(e, &format!("{at}.name"), &p.name, 1, 40);
        if !names.insert(p.name.trim().to_lowercase()) {
            push(e, format!("{at}.name"), "Each period needs its own name.");
        }
        let (start, end) = (minutes(&p.start), minutes(&p.end));
        if start.is_none() {
            push(
                e,
                format!("{at}.start"),
                "Give the start as HH:MM, such as 08:00.",
            );
        }
        if end.is_none() {
            push(
                e,
                format!("{at}.end"),
                "Give the end as HH:MM, such as 08:40.",
            );
        }
        let (Some(start), Some(end)) = (start, end) else {
            continue;
        };
        if end <= start {
            push(e, format!("{at}.end"), "A period must end after it starts.");
        }
        if let Some((before, name)) = previous_end
            && start < before
        {
            push(
                e,
                format!("{at}.start"),
                format!(
                    "{} starts before {name} ends. List the periods in order of time.",
                    p.name.trim()
                ),
            );
        }
        previous_end = Some((end, p.name.trim()));
    }
}

/// The most traits a report card rates in a group: the card stays one page.
const MOST_TRAITS: usize = 12;

/// A group of rated traits: named, each once, at most [`MOST_TRAITS`].
fn traits(e: &mut FieldErrors, at: &str, names: &[String]) {
    if names.len() > MOST_TRAITS {
        push(
            e,
            at,
            format!(
                "Rate at most {MOST_TRAITS} traits in a group, so the report card stays one page."
            ),
        );
    }
    let mut seen = HashSet::new();
    for (i, name) in names.iter().enumerate() {
        text(e, &format!("{at}.{i}"), name, 1, 40);
        if !seen.insert(name.trim().to_lowercase()) {
            push(e, format!("{at}.{i}"), "Each trait needs its own name.");
        }
    }
}
