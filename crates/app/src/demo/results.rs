//! The demo school's results (issue 17): last session's three terms scored by each subject's
//! teacher, approved and published for every class that had students (so a parent's first
//! sign-in shows report cards, a third term's with its cumulative columns), and this term's
//! sheets in every state: not started, being filled, submitted, returned with a reason,
//! approved, and one class ready to publish. Everything goes through the same use cases the
//! screens call. Demo schools only.

use academics::{
    Academics,
    calendar::{SessionPatch, TermPatch},
    classes::{Class, ClassSubject},
    enrolments::{EnrolmentFilter, EnrolmentInput},
    results::{Rating, RatingGroup, ReportSave, RowInput, ScoreSheet, SheetSave},
    teachers::Teacher,
};
use anyhow::Context;
use kernel::{ClassId, PageRequest, Permissions, Role, SessionId, StudentId, UserId, Viewer};
use time::macros::date;

use super::Sequence;

/// What the results need from the register `seed_register` built.
#[derive(Debug, Clone)]
pub struct ResultsPlan {
    pub classes: Vec<Class>,
    pub offered: Vec<ClassSubject>,
    pub teachers: Vec<Teacher>,
    /// Classes per level: class `c + arms` is the level above class `c`, same arm.
    pub arms: usize,
    pub demo_student: StudentId,
}

/// What `seed_results` made.
#[derive(Debug, Default)]
pub struct ResultsSeeded {
    pub published: usize,
    pub sheets: usize,
}

const CLASS_TEACHER_COMMENTS: [&str; 4] = [
    "A diligent student who participates well in class. Keep it up.",
    "Works steadily and helps classmates. Should read more at home.",
    "Capable of more: needs to complete homework on time.",
    "A pleasant, well-behaved student with a good term's work.",
];

const PRINCIPAL_COMMENTS: [&str; 3] = [
    "An excellent result. Well done.",
    "A good result; aim higher next term.",
    "Promoted on trial: more effort is needed.",
];

fn teacher_viewer(plan: &ResultsPlan, subject: &ClassSubject) -> Option<Viewer> {
    let teacher = plan
        .teachers
        .iter()
        .find(|t| Some(t.id) == subject.teacher_id)?;
    Some(Viewer::new(
        teacher.user_id,
        Role::Teacher,
        Permissions::NONE,
    ))
}

fn class_teacher(plan: &ResultsPlan, class: &Class) -> Option<Viewer> {
    let teacher = plan
        .teachers
        .iter()
        .find(|t| Some(t.id) == class.class_teacher_id)?;
    Some(Viewer::new(
        teacher.user_id,
        Role::Teacher,
        Permissions::NONE,
    ))
}

/// A student's steady ability (40 to 89), from their id, so every term tells one story.
fn ability(student: StudentId) -> u32 {
    let bytes = student.into_uuid().as_u128();
    40 + ((bytes ^ (bytes >> 64)) % 50) as u32
}

/// A mark out of `max` for a student of `ability`, with some noise; a tenth of the time with a
/// half mark.
fn mark(seq: &mut Sequence, ability: u32, max: u32, spread: usize) -> String {
    let centre = (ability * max * 10 / 100) as i64;
    let noise = (seq.next(spread * 2 + 1) as i64 - spread as i64) * 10;
    let tenths = (centre + noise).clamp(0, i64::from(max) * 10);
    let half = if seq.next(10) == 0 && tenths < i64::from(max) * 10 {
        5
    } else {
        0
    };
    let tenths = (tenths / 10) * 10 + half;
    if tenths % 10 == 0 {
        format!("{}", tenths / 10)
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// Every row of `sheet` filled (`filled` of them), an exam now and then missed.
fn rows(sheet: &ScoreSheet, seq: &mut Sequence, filled: usize) -> Vec<RowInput> {
    sheet
        .lines
        .iter()
        .take(filled)
        .map(|line| {
            let a = ability(line.student_id);
            RowInput {
                student_id: line.student_id,
                ca: sheet
                    .components
                    .iter()
                    .map(|c| Some(mark(seq, a, c.max, 2)))
                    .collect(),
                exam: Some(if seq.next(80) == 0 {
                    "ABS".to_owned()
                } else {
                    mark(seq, a, sheet.exam_max, 8)
                }),
            }
        })
        .collect()
}

/// Where a sheet of this term is left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Leave {
    Untouched,
    Partial,
    Submitted,
    Returned,
    Approved,
}

/// Scores the class subject's sheet for `term` by its teacher and leaves it as `leave` says
/// (approved sheets by `admin`). Answers whether a sheet was written.
async fn fill(
    academics: &Academics,
    plan: &ResultsPlan,
    admin: &Viewer,
    subject: &ClassSubject,
    term: kernel::TermId,
    leave: Leave,
    seq: &mut Sequence,
) -> anyhow::Result<bool> {
    if leave == Leave::Untouched {
        return Ok(false);
    }
    let Some(teacher) = teacher_viewer(plan, subject) else {
        return Ok(false);
    };
    let sheets = &academics.score_sheets;
    let sheet = sheets.sheet(&teacher, subject.id, Some(term)).await?;
    if sheet.lines.is_empty() {
        return Ok(false);
    }
    let filled = if leave == Leave::Partial {
        sheet.lines.len() * 3 / 5
    } else {
        sheet.lines.len()
    };
    let rows = rows(&sheet, seq, filled);
    let sheet = sheets
        .save(
            &teacher,
            subject.id,
            Some(term),
            SheetSave {
                version: sheet.version,
                rows,
            },
        )
        .await
        .with_context(|| format!("the demo scores of {} were refused", subject.class_name))?;
    if leave == Leave::Partial {
        return Ok(true);
    }
    let sheet = sheets
        .submit(&teacher, subject.id, Some(term), sheet.version)
        .await?;
    match leave {
        Leave::Returned => {
            sheets
                .return_sheet(
                    admin,
                    subject.id,
                    Some(term),
                    sheet.version,
                    "Check the exam scores of the last five students against the scripts.",
                )
                .await?;
        }
        Leave::Approved => {
            sheets
                .approve(admin, subject.id, Some(term), sheet.version)
                .await?;
        }
        _ => {}
    }
    Ok(true)
}

/// Last session's enrolments: this session's students of each level were in the level below,
/// same arm; JSS 1 came from primary school, except the demo student, who repeats JSS 1A.
async fn last_session_enrolments(
    academics: &Academics,
    plan: &ResultsPlan,
    admin: &Viewer,
    current: &SessionId,
    last: &SessionId,
) -> anyhow::Result<Vec<ClassId>> {
    let below: std::collections::HashMap<ClassId, ClassId> = plan
        .classes
        .iter()
        .enumerate()
        .skip(plan.arms)
        .map(|(c, class)| (class.id, plan.classes[c - plan.arms].id))
        .collect();
    let mut inputs = vec![EnrolmentInput {
        student_id: plan.demo_student,
        session_id: last.clone(),
        class_id: plan.classes[0].id,
    }];
    let mut page = 1;
    loop {
        let found = academics
            .enrolments
            .list(
                admin,
                EnrolmentFilter {
                    session_id: Some(current.clone()),
                    ..EnrolmentFilter::default()
                },
                PageRequest::new(Some(page), Some(PageRequest::MAX_SIZE))
                    .map_err(anyhow::Error::msg)?,
            )
            .await?;
        inputs.extend(found.results.iter().filter_map(|e| {
            below.get(&e.class_id).map(|class| EnrolmentInput {
                student_id: e.student_id,
                session_id: last.clone(),
                class_id: *class,
            })
        }));
        if !found.has_next() {
            break;
        }
        page += 1;
    }
    for chunk in inputs.chunks(academics::MAX_BATCH) {
        academics
            .enrolments
            .enrol_many(admin, chunk.to_vec())
            .await?;
    }
    // The classes that had students last session.
    Ok(plan.classes[..plan.classes.len() - plan.arms]
        .iter()
        .map(|c| c.id)
        .collect())
}

/// The term reports of a class: the class teacher's comment and ratings, the principal's.
async fn reports(
    academics: &Academics,
    plan: &ResultsPlan,
    admin: &Viewer,
    class: &Class,
    term: kernel::TermId,
    seq: &mut Sequence,
) -> anyhow::Result<()> {
    let Some(teacher) = class_teacher(plan, class) else {
        return Ok(());
    };
    let cards = academics
        .results
        .class_cards(&teacher, class.id, Some(term))
        .await?;
    for card in cards.cards {
        let a = ability(card.student_id);
        let mut ratings = Vec::new();
        for r in &card.ratings {
            // A skill now and then not rated.
            if r.group == RatingGroup::Psychomotor && seq.next(6) == 0 {
                continue;
            }
            ratings.push(Rating {
                group: r.group,
                name: r.name.clone(),
                value: Some((1 + (a - 40) / 13 + u32::from(seq.next(3) == 0)).min(5) as u8),
            });
        }
        academics
            .results
            .save_report(
                &teacher,
                card.student_id,
                Some(term),
                ReportSave {
                    class_teacher_comment: Some(
                        CLASS_TEACHER_COMMENTS[seq.next(CLASS_TEACHER_COMMENTS.len())].into(),
                    ),
                    ratings: Some(ratings),
                    ..ReportSave::default()
                },
            )
            .await?;
        let principal = match a {
            75.. => PRINCIPAL_COMMENTS[0],
            55.. => PRINCIPAL_COMMENTS[1],
            _ => PRINCIPAL_COMMENTS[2],
        };
        academics
            .results
            .save_report(
                admin,
                card.student_id,
                Some(term),
                ReportSave {
                    principal_comment: Some(principal.into()),
                    ..ReportSave::default()
                },
            )
            .await?;
    }
    Ok(())
}

/// Seeds the results as the module says; `admin` is the demo admin, who approves and publishes.
pub async fn seed_results(
    academics: &Academics,
    plan: &ResultsPlan,
    admin_user: UserId,
) -> anyhow::Result<ResultsSeeded> {
    let admin = Viewer::superuser(admin_user);
    let mut seq = Sequence(1717);
    let mut seeded = ResultsSeeded::default();
    let sessions = academics.calendar.sessions().await?;
    let current = sessions
        .iter()
        .find(|s| s.is_current)
        .context("the demo school has no current session")?;
    let last = sessions
        .iter()
        .find(|s| s.id.as_str() == "2025-2026")
        .context("the demo school has no 2025/2026 session")?;
    let dates = [
        (
            date!(2025 - 09 - 15),
            date!(2025 - 12 - 19),
            date!(2026 - 01 - 12),
        ),
        (
            date!(2026 - 01 - 12),
            date!(2026 - 04 - 10),
            date!(2026 - 04 - 27),
        ),
        (
            date!(2026 - 04 - 27),
            date!(2026 - 07 - 24),
            date!(2026 - 09 - 14),
        ),
    ];
    academics
        .calendar
        .update_session(
            &admin,
            last.id.clone(),
            SessionPatch {
                start_date: Some(Some(date!(2025 - 09 - 15))),
                end_date: Some(Some(date!(2026 - 07 - 24))),
                ..SessionPatch::default()
            },
        )
        .await?;
    for (term, (start, end, next)) in last.terms.iter().zip(dates) {
        academics
            .calendar
            .update_term(
                &admin,
                term.id,
                TermPatch {
                    start_date: Some(Some(start)),
                    end_date: Some(Some(end)),
                    next_term_begins: Some(Some(next)),
                    ..TermPatch::default()
                },
            )
            .await?;
    }
    let had_students =
        last_session_enrolments(academics, plan, &admin, &current.id, &last.id).await?;

    // Last session: every term scored, approved and published, class by class; the third
    // term's reports carry comments and ratings for the demo student's class.
    for (t, term) in last.terms.iter().enumerate() {
        for class in plan.classes.iter().filter(|c| had_students.contains(&c.id)) {
            for subject in plan.offered.iter().filter(|s| s.class_id == class.id) {
                if fill(
                    academics,
                    plan,
                    &admin,
                    subject,
                    term.id,
                    Leave::Approved,
                    &mut seq,
                )
                .await?
                {
                    seeded.sheets += 1;
                }
            }
            if t + 1 == last.terms.len() && class.id == plan.classes[0].id {
                reports(academics, plan, &admin, class, term.id, &mut seq).await?;
            }
            academics
                .results
                .publish(&admin, class.id, Some(term.id))
                .await
                .with_context(|| format!("{} {} was not published", class.name, term.name))?;
            seeded.published += 1;
        }
    }

    // This term: the demo teacher's JSS 1 Mathematics being filled, submitted and returned;
    // the last class ready to publish; the others in every state.
    let this = current
        .current_term()
        .context("the demo session has no current term")?;
    let ready = plan.classes.last().map(|c| c.id);
    for (k, subject) in plan.offered.iter().enumerate() {
        let demo_maths = plan.classes[..plan.arms.min(3)]
            .iter()
            .position(|c| c.id == subject.class_id)
            .filter(|_| subject.subject_id.as_str() == "mathematics");
        let leave = match demo_maths {
            Some(0) => Leave::Partial,
            Some(1) => Leave::Submitted,
            Some(_) => Leave::Returned,
            None if Some(subject.class_id) == ready => Leave::Approved,
            None => match k % 5 {
                0 => Leave::Untouched,
                1 => Leave::Partial,
                2 => Leave::Submitted,
                _ => Leave::Approved,
            },
        };
        if fill(academics, plan, &admin, subject, this.id, leave, &mut seq).await? {
            seeded.sheets += 1;
        }
    }
    Ok(seeded)
}

/// The demo school's result checker cards: a batch of 20 for last session's third term (its
/// results are published), 5 views each, valid for a year; the cards with their PINs, which
/// exist nowhere else (decisions/022), and the demo student's admission number to try them with.
pub async fn seed_cards(
    academics: &Academics,
    plan: &ResultsPlan,
    admin_user: UserId,
    today: time::Date,
) -> anyhow::Result<(Vec<academics::pins::IssuedCard>, String)> {
    let admin = Viewer::superuser(admin_user);
    let sessions = academics.calendar.sessions().await?;
    let last = sessions
        .iter()
        .find(|s| s.id.as_str() == "2025-2026")
        .context("the demo school has no 2025/2026 session")?;
    let third = last
        .terms
        .iter()
        .max_by_key(|t| t.position)
        .context("the 2025/2026 session has no term")?;
    let made = academics
        .pins
        .make_batch(
            &admin,
            academics::pins::PinBatchInput {
                count: 20,
                term_id: Some(third.id),
                session_id: None,
                uses_allowed: Some(5),
                expires_on: today + time::Duration::days(365),
                prefix: "GFA".into(),
            },
        )
        .await?;
    let student = academics
        .students
        .get(&admin, plan.demo_student)
        .await?
        .admission_number;
    Ok((made.cards, student))
}
