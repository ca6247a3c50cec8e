//! The demo school's term: every class's week of lessons on the school's periods, the term's
//! examination with its schedule (issue 15), and the past four weeks of registers (issue 16).

use academics::{
    Academics,
    timetable::{LessonInput, Weekday},
};
use anyhow::Context;
use kernel::Viewer;

use super::Sequence;

/// The lesson periods of the school's day: its period template in the settings, breaks left out.
pub(super) fn lesson_periods(
    template: &[settings::model::SchoolPeriod],
) -> anyhow::Result<Vec<(time::Time, time::Time)>> {
    let hm = time::macros::format_description!("[hour]:[minute]");
    template
        .iter()
        .filter(|p| !p.is_break)
        .map(|p| {
            Ok((
                time::Time::parse(&p.start, hm)?,
                time::Time::parse(&p.end, hm)?,
            ))
        })
        .collect()
}
const SCHOOL_DAYS: [Weekday; 5] = [
    Weekday::Monday,
    Weekday::Tuesday,
    Weekday::Wednesday,
    Weekday::Thursday,
    Weekday::Friday,
];

/// Every class's week in the current term: each subject five times, spread over the week, in a
/// period of the school's template when its teacher is free (no clash, so the database takes
/// every lesson). A period no subject can fill stays free.
pub(super) async fn seed_timetable(
    academics: &Academics,
    admin: &Viewer,
    classes: &[academics::classes::Class],
    offered: &[academics::classes::ClassSubject],
    periods: &[(time::Time, time::Time)],
) -> anyhow::Result<usize> {
    anyhow::ensure!(
        !periods.is_empty(),
        "the school's day has no lesson periods"
    );
    let slots = SCHOOL_DAYS.len() * periods.len();
    let mut teacher_busy = std::collections::HashSet::new();
    let mut made = 0;
    for (c, class) in classes.iter().enumerate() {
        let subjects: Vec<_> = offered.iter().filter(|o| o.class_id == class.id).collect();
        // Each class starts its week at a different period, so the subjects' times vary.
        let mut free: Vec<usize> = (0..slots).map(|k| (k + c * 7) % slots).collect();
        let mut inputs = Vec::with_capacity(slots);
        for _ in 0..5 {
            for subject in &subjects {
                let Some(at) = free.iter().position(|slot| {
                    subject
                        .teacher_id
                        .is_none_or(|t| !teacher_busy.contains(&(t, *slot)))
                }) else {
                    continue;
                };
                let slot = free.remove(at);
                if let Some(teacher) = subject.teacher_id {
                    teacher_busy.insert((teacher, slot));
                }
                let (start_time, end_time) = periods[slot % periods.len()];
                inputs.push(LessonInput {
                    term_id: None,
                    class_subject_id: subject.id,
                    teacher_id: None,
                    weekday: SCHOOL_DAYS[slot / periods.len()],
                    start_time,
                    end_time,
                    room: String::new(),
                });
            }
        }
        if !inputs.is_empty() {
            made += academics.timetable.create_many(admin, inputs).await?.len();
        }
    }
    Ok(made)
}

/// The demo's exam: the current term's examination over the five school days from the first
/// Monday a week or more ahead (or the term's last week, when that is later than the term),
/// each class sitting up to ten of its subjects, a morning and an afternoon paper a day, each
/// watched by its subject teacher or, when they are busy, another free teacher. Published, so
/// every family sees its papers (the demo tells nobody: its people are invented).
pub(super) async fn seed_exam(
    academics: &Academics,
    admin: &Viewer,
    classes: &[academics::classes::Class],
    offered: &[academics::classes::ClassSubject],
    today: time::Date,
) -> anyhow::Result<usize> {
    use academics::exams::{ExamInput, ExamKind, ExamPaperInput};
    let term = academics.calendar.current_term().await?;
    let mut monday = today + time::Duration::days(7);
    while monday.weekday() != time::Weekday::Monday {
        monday = monday.next_day().context("a date after today")?;
    }
    if let Some(end) = term.end_date
        && monday + time::Duration::days(4) > end
    {
        monday = end - time::Duration::days(4);
        while monday.weekday() != time::Weekday::Monday {
            monday = monday
                .previous_day()
                .context("a date before the term's end")?;
        }
    }
    let exam = academics
        .exams
        .create(
            admin,
            ExamInput {
                name: format!("{} Examination", term.name),
                term_id: Some(term.id),
                kind: ExamKind::Exam,
                start_date: monday,
                end_date: monday + time::Duration::days(4),
            },
        )
        .await?;
    const SITTINGS: [((u8, u8), (u8, u8)); 2] = [((9, 0), (11, 0)), ((12, 0), (14, 0))];
    let slots = SCHOOL_DAYS.len() * SITTINGS.len();
    let mut teachers: Vec<kernel::TeacherId> =
        offered.iter().filter_map(|o| o.teacher_id).collect();
    teachers.sort_unstable();
    teachers.dedup();
    let mut busy = std::collections::HashSet::new();
    let mut made = 0;
    for (c, class) in classes.iter().enumerate() {
        let subjects: Vec<_> = offered.iter().filter(|o| o.class_id == class.id).collect();
        let mut inputs = Vec::with_capacity(slots);
        for (k, subject) in subjects.iter().take(slots).enumerate() {
            // Classes start on different sittings, so the hall is not one subject at a time.
            let slot = (k + c) % slots;
            let watcher = subject
                .teacher_id
                .filter(|t| !busy.contains(&(*t, slot)))
                .or_else(|| {
                    teachers
                        .iter()
                        .copied()
                        .find(|t| !busy.contains(&(*t, slot)))
                });
            if let Some(t) = watcher {
                busy.insert((t, slot));
            }
            let ((sh, sm), (eh, em)) = SITTINGS[slot % SITTINGS.len()];
            inputs.push(ExamPaperInput {
                exam_id: exam.id,
                class_subject_id: subject.id,
                invigilator_id: Some(watcher),
                date: monday + time::Duration::days(i64::try_from(slot / SITTINGS.len())?),
                start_time: time::Time::from_hms(sh, sm, 0)?,
                end_time: time::Time::from_hms(eh, em, 0)?,
                // Each class sits its papers in a room of its own.
                room: format!("Room {}", c + 1),
            });
        }
        if !inputs.is_empty() {
            made += academics.exams.create_papers(admin, inputs).await?.len();
        }
    }
    academics.exams.publish(admin, exam.id).await?;
    Ok(made)
}

/// Every register of the term so far (to today, and at least the past six weeks, so that the
/// admin dashboard's chart of the last thirty school days is full) for every class, marked by
/// its class teacher, so that no family's calendar shows a school day gone by unmarked: about
/// one student in twenty-five absent on a day (more on Mondays and most on Fridays, as schools
/// see), one in forty late and a few excused, the same every time. Days that are not school days
/// (weekends, outside the term) are passed over. Then a correction a class teacher made (so the
/// student's record shows the log), and a holiday in the weeks ahead.
pub(super) async fn seed_attendance(
    academics: &Academics,
    admin: &Viewer,
    classes: &[academics::classes::Class],
    teachers: &[academics::teachers::Teacher],
    today: time::Date,
) -> anyhow::Result<usize> {
    use academics::attendance::{AttendanceStatus, MarkInput, RegisterSave};
    let mut seq = Sequence(1916);
    let mut saved = 0;
    let term = academics.calendar.current_term().await?;
    let six_weeks = today - time::Duration::days(41);
    let first = term
        .start_date
        .map_or(six_weeks, |start| start.min(six_weeks));
    // To today, or the term's last day when it is over.
    let last = term.end_date.map_or(today, |end| end.min(today));
    for back in (0..=(last - first).whole_days()).rev() {
        let day = last - time::Duration::days(back);
        let absent_below = match day.weekday() {
            time::Weekday::Friday => 13,
            time::Weekday::Monday => 10,
            _ => 7,
        };
        for class in classes {
            let Some(marker) = class_teacher(class, teachers) else {
                continue;
            };
            let register = match academics.attendance.register(&marker, class.id, day).await {
                Ok(register) => register,
                // Not a school day (a weekend, or outside the term's dates).
                Err(academics::AcademicsError::Invalid(_)) => continue,
                Err(e) => return Err(e.into()),
            };
            let marks = register
                .lines
                .iter()
                .map(|line| {
                    let (status, remark) = match seq.next(200) {
                        n if n <= absent_below => (AttendanceStatus::Absent, ""),
                        n if n <= absent_below + 5 => {
                            (AttendanceStatus::Late, "Came after the bell")
                        }
                        n if n == absent_below + 6 => {
                            (AttendanceStatus::Excused, "Hospital appointment")
                        }
                        _ => (AttendanceStatus::Present, ""),
                    };
                    MarkInput {
                        student_id: line.student_id,
                        status,
                        remark: remark.into(),
                    }
                })
                .collect();
            academics
                .attendance
                .save(
                    &marker,
                    RegisterSave {
                        class_id: class.id,
                        date: day,
                        marks,
                        reason: String::new(),
                        read_at: None,
                        idempotency_key: None,
                    },
                    &format!("demo-{}-{day}", class.id),
                )
                .await?;
            saved += 1;
        }
    }
    correct_a_mark(academics, classes, teachers, today).await?;
    let ahead = (14..40)
        .map(|d| today + time::Duration::days(d))
        .find(|d| d.weekday() == time::Weekday::Friday)
        .filter(|d| term.end_date.is_none_or(|last| *d <= last));
    if let Some(day) = ahead {
        let mut holidays = academics.attendance.holidays(admin, term.id).await?;
        if !holidays.iter().any(|h| h.date == day) {
            holidays.push(academics::attendance::Holiday {
                date: day,
                name: "Founders' Day".into(),
            });
            academics
                .attendance
                .set_holidays(admin, term.id, holidays)
                .await?;
        }
    }
    Ok(saved)
}

/// The class's class teacher, as the viewer who marks its register.
fn class_teacher(
    class: &academics::classes::Class,
    teachers: &[academics::teachers::Teacher],
) -> Option<Viewer> {
    class
        .class_teacher_id
        .and_then(|t| teachers.iter().find(|teacher| teacher.id == t))
        .map(|t| Viewer::new(t.user_id, kernel::Role::Teacher, kernel::Permissions::NONE))
}

/// The first class's class teacher corrects a mark of three school days ago: the first student
/// marked absent came late after all, with the reason kept in the log.
async fn correct_a_mark(
    academics: &Academics,
    classes: &[academics::classes::Class],
    teachers: &[academics::teachers::Teacher],
    today: time::Date,
) -> anyhow::Result<()> {
    use academics::attendance::{AttendanceStatus, MarkInput, RegisterSave};
    let Some(class) = classes.first() else {
        return Ok(());
    };
    let Some(marker) = class_teacher(class, teachers) else {
        return Ok(());
    };
    let mut day = today;
    let mut found = 0;
    for _ in 0..10 {
        day = day.previous_day().expect("a day before");
        if academics
            .attendance
            .register(&marker, class.id, day)
            .await
            .is_ok()
        {
            found += 1;
            if found == 3 {
                break;
            }
        }
    }
    let Ok(register) = academics.attendance.register(&marker, class.id, day).await else {
        return Ok(());
    };
    let Some(late) = register
        .lines
        .iter()
        .position(|l| l.status == Some(AttendanceStatus::Absent))
    else {
        return Ok(());
    };
    let marks = register
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| MarkInput {
            student_id: l.student_id,
            status: if i == late {
                AttendanceStatus::Late
            } else {
                l.status.unwrap_or(AttendanceStatus::Present)
            },
            remark: if i == late {
                "Came at 9:20".into()
            } else {
                l.remark.clone()
            },
        })
        .collect();
    academics
        .attendance
        .save(
            &marker,
            RegisterSave {
                class_id: class.id,
                date: day,
                marks,
                reason: "The gate book shows a late arrival, not an absence.".into(),
                read_at: None,
                idempotency_key: None,
            },
            &format!("demo-correction-{}-{day}", class.id),
        )
        .await?;
    Ok(())
}
