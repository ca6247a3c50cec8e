//! The demo school's register for `seed-demo`: a current session with three terms, classes of
//! JSS 1 to SS 3 with their class and subject teachers, and students with their parents
//! (issue 7), every class's week of lessons and a published examination with its schedule
//! (issue 15), and the past four weeks of every class's registers (issue 16). The students come
//! in through the CSV import, so seeding exercises the same path an admin uses. Demo schools
//! only: never run on a real school.

use academics::{
    Academics,
    calendar::{SessionPatch, TermPatch},
    classes::{ClassFilter, ClassInput, ClassSubjectInput},
    parents::{ChildLink, ParentInput},
    students::{Gender, StudentInput},
    teachers::TeacherInput,
    timetable::{LessonInput, Weekday},
};
use anyhow::Context;
use auth::AuthService;
use kernel::{LevelId, PageRequest, SubjectId, UserId, Viewer};
use settings::SettingsService;
use time::macros::date;
use uuid::Uuid;

use crate::wiring::DEMO_PASSWORD;

/// How big a demo school to build.
#[derive(Debug, Clone, Copy)]
pub struct DemoSize {
    pub students: usize,
}

impl Default for DemoSize {
    fn default() -> Self {
        Self { students: 600 }
    }
}

const LEVELS: [(&str, &str); 6] = [
    ("jss-1", "JSS 1"),
    ("jss-2", "JSS 2"),
    ("jss-3", "JSS 3"),
    ("ss-1", "SS 1"),
    ("ss-2", "SS 2"),
    ("ss-3", "SS 3"),
];

const SUBJECTS: [(&str, &str); 10] = [
    ("mathematics", "Mathematics"),
    ("english", "English Language"),
    ("basic-science", "Basic Science"),
    ("social-studies", "Social Studies"),
    ("civic-education", "Civic Education"),
    ("computer-studies", "Computer Studies"),
    ("french", "French"),
    ("agricultural-science", "Agricultural Science"),
    ("biology", "Biology"),
    ("economics", "Economics"),
];

const FEMALE: [&str; 20] = [
    "Ada", "Ngozi", "Kemi", "Amaka", "Funmi", "Zainab", "Aisha", "Halima", "Fatima", "Nkechi",
    "Bisi", "Ebere", "Sade", "Ireti", "Chioma", "Yetunde", "Hauwa", "Adaeze", "Ronke", "Tolu",
];

const MALE: [&str; 20] = [
    "Chidi", "Emeka", "Tunde", "Ifeanyi", "Segun", "Obinna", "Musa", "Yusuf", "Ibrahim", "Chinedu",
    "Femi", "Uche", "Kunle", "Dayo", "Nnamdi", "Gbenga", "Suleiman", "Kelechi", "Tobi", "Bola",
];

const LAST: [&str; 30] = [
    "Obi",
    "Adeyemi",
    "Okafor",
    "Bakare",
    "Nwosu",
    "Eze",
    "Balogun",
    "Okeke",
    "Abubakar",
    "Ogunleye",
    "Chukwu",
    "Adebayo",
    "Ibrahim",
    "Onyeka",
    "Lawal",
    "Afolabi",
    "Umar",
    "Okonkwo",
    "Salami",
    "Ojo",
    "Mohammed",
    "Nwachukwu",
    "Akinola",
    "Danjuma",
    "Ekwueme",
    "Adeleke",
    "Olawale",
    "Usman",
    "Anyanwu",
    "Fashola",
];

/// The lesson periods of the school's day: its period template in the settings, breaks left out.
fn lesson_periods(
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
/// period of the school's template when its teacher is free (no clash, so the database takes every lesson). A period no
/// subject can fill stays free.
async fn seed_timetable(
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
async fn seed_exam(
    academics: &Academics,
    admin: &Viewer,
    classes: &[academics::classes::Class],
    offered: &[academics::classes::ClassSubject],
) -> anyhow::Result<usize> {
    use academics::exams::{ExamInput, ExamKind, ExamPaperInput};
    let term = academics.calendar.current_term().await?;
    let today = time::OffsetDateTime::now_utc().date();
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
                room: String::new(),
            });
        }
        if !inputs.is_empty() {
            made += academics.exams.create_papers(admin, inputs).await?.len();
        }
    }
    academics.exams.publish(admin, exam.id).await?;
    Ok(made)
}

/// The past four weeks of registers (to today) for every class, marked by its class teacher:
/// about one student in twenty-five absent on a day, one in forty late and a few excused, the
/// same every time. Days that are not school days (weekends, outside the term) are passed over.
async fn seed_attendance(
    academics: &Academics,
    classes: &[academics::classes::Class],
    teachers: &[academics::teachers::Teacher],
) -> anyhow::Result<usize> {
    use academics::attendance::{AttendanceStatus, MarkInput, RegisterSave};
    let today = time::OffsetDateTime::now_utc().date();
    let mut seq = Sequence(1916);
    let mut saved = 0;
    for back in (0..28).rev() {
        let day = today - time::Duration::days(back);
        for class in classes {
            let Some(marker) = class
                .class_teacher_id
                .and_then(|t| teachers.iter().find(|teacher| teacher.id == t))
                .map(|t| Viewer::new(t.user_id, kernel::Role::Teacher, kernel::Permissions::NONE))
            else {
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
                        0..=7 => (AttendanceStatus::Absent, ""),
                        8..=12 => (AttendanceStatus::Late, "Came after the bell"),
                        13 => (AttendanceStatus::Excused, "Hospital appointment"),
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
    Ok(saved)
}

/// A small repeatable sequence, so that every demo school looks the same.
struct Sequence(u64);

impl Sequence {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % below as u64) as usize
    }
}

/// What `seed_register` made.
#[derive(Debug, Default)]
pub struct Seeded {
    pub classes: usize,
    pub teachers: usize,
    pub students: u32,
    pub parents: u32,
}

fn seeder() -> Viewer {
    Viewer::superuser(UserId::from_uuid(Uuid::nil()))
}

/// Builds the demo register when the school has no class yet; answers `None` otherwise.
pub async fn seed_register(
    db: &storage::Database,
    settings: &SettingsService,
    academics: &Academics,
    auth: &AuthService,
    size: DemoSize,
) -> anyhow::Result<Option<Seeded>> {
    let admin = seeder();
    let existing = academics
        .classes
        .list(&admin, ClassFilter::default(), PageRequest::default())
        .await?;
    if existing.count > 0 {
        return Ok(None);
    }

    // The structure lives in the settings (their Academic tab): JSS 1 to SS 3, ten subjects,
    // last session and this one.
    let current = settings.current().await?;
    let patch = serde_json::json!({
        "class_levels": LEVELS.iter().map(|(id, name)| serde_json::json!({"id": id, "name": name})).collect::<Vec<_>>(),
        "subjects": SUBJECTS.iter().map(|(id, name)| serde_json::json!({"id": id, "name": name})).collect::<Vec<_>>(),
        "sessions": [
            {"id": "2025-2026", "name": "2025/2026", "terms": ["First Term", "Second Term", "Third Term"]},
            {"id": "2026-2027", "name": "2026/2027", "terms": ["First Term", "Second Term", "Third Term"]},
        ],
    });
    settings
        .update(patch, Some(current.version), settings::patch::Scope::All)
        .await?;
    let session = academics
        .calendar
        .sessions()
        .await?
        .into_iter()
        .find(|s| s.id.as_str() == "2026-2027")
        .context("the demo session was not stored")?;
    academics
        .calendar
        .make_session_current(&admin, session.id.clone())
        .await?;
    academics
        .calendar
        .update_session(
            &admin,
            session.id.clone(),
            SessionPatch {
                start_date: Some(Some(date!(2026 - 09 - 14))),
                end_date: Some(Some(date!(2027 - 07 - 23))),
                ..SessionPatch::default()
            },
        )
        .await?;
    let terms = [
        (
            date!(2026 - 09 - 14),
            date!(2026 - 12 - 18),
            date!(2027 - 01 - 11),
        ),
        (
            date!(2027 - 01 - 11),
            date!(2027 - 04 - 09),
            date!(2027 - 04 - 26),
        ),
        (
            date!(2027 - 04 - 26),
            date!(2027 - 07 - 23),
            date!(2027 - 09 - 13),
        ),
    ];
    for (term, (start, end, next)) in session.terms.iter().zip(terms) {
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

    // Classes: three arms a level for 600 students, more for a bigger school.
    let arms = size.students.div_ceil(200).clamp(3, 26);
    let arm_names: Vec<String> = (0..arms)
        .map(|i| char::from(b'A' + u8::try_from(i).unwrap_or(0)).to_string())
        .collect();
    let class_count = LEVELS.len() * arms;
    let teacher_count = (class_count * 2).max(40);
    let mut seq = Sequence(2026);

    // Teachers, the demo teacher first.
    let mut teachers = Vec::with_capacity(teacher_count);
    let demo_teacher = academics
        .teachers
        .create(
            &admin,
            TeacherInput {
                staff_number: "GFA-T000".into(),
                username: Some("demo.teacher".into()),
                password: Some(DEMO_PASSWORD.into()),
                first_name: "Emeka".into(),
                last_name: "Nwosu".into(),
                email: "demo.teacher@greenfield.example".into(),
                phone: "+234 803 100 0000".into(),
                qualification: "B.Sc. (Ed.) Mathematics".into(),
                specialisation: "Mathematics".into(),
                bio: "Teaches Mathematics in the junior school and leads the maths club.".into(),
                hire_date: Some(date!(2018 - 09 - 10)),
            },
        )
        .await?;
    teachers.push(demo_teacher);
    let specialisations = SUBJECTS.map(|(_, name)| name);
    let mut batch = Vec::new();
    for i in 1..teacher_count {
        let first = if seq.next(2) == 0 {
            FEMALE[seq.next(FEMALE.len())]
        } else {
            MALE[seq.next(MALE.len())]
        };
        let last = LAST[seq.next(LAST.len())];
        batch.push(TeacherInput {
            staff_number: format!("GFA-T{i:03}"),
            first_name: first.into(),
            last_name: last.into(),
            email: format!(
                "{}.{}{i}@greenfield.example",
                first.to_lowercase(),
                last.to_lowercase()
            ),
            phone: format!("+234 803 1{:02} {:04}", i % 100, 1000 + i),
            qualification: "B.Ed.".into(),
            specialisation: specialisations[i % specialisations.len()].into(),
            hire_date: Some(date!(2015 - 09 - 07)),
            ..TeacherInput::default()
        });
    }
    for chunk in batch.chunks(academics::MAX_BATCH) {
        teachers.extend(
            academics
                .teachers
                .create_many(&admin, chunk.to_vec())
                .await?,
        );
    }

    // Classes with their class teachers, and what each offers with its subject teachers.
    let mut inputs = Vec::with_capacity(class_count);
    for (l, (level, _)) in LEVELS.iter().enumerate() {
        for (a, arm) in arm_names.iter().enumerate() {
            inputs.push(ClassInput {
                level_id: LevelId::parse(*level)?,
                arm: arm.clone(),
                name: None,
                class_teacher_id: Some(teachers[l * arms + a].id),
            });
        }
    }
    let mut classes = Vec::with_capacity(class_count);
    for chunk in inputs.chunks(academics::MAX_BATCH) {
        classes.extend(
            academics
                .classes
                .create_many(&admin, chunk.to_vec())
                .await?,
        );
    }
    let mut offers = Vec::new();
    for (c, class) in classes.iter().enumerate() {
        for (s, (subject, _)) in SUBJECTS.iter().enumerate().take(8) {
            // The demo teacher teaches Mathematics in JSS 1 and is class teacher of JSS 1A.
            let teacher = if s == 0 && c < arms {
                teachers[0].id
            } else {
                // Everyone else, never the demo teacher, so that theirs stays a JSS 1 view.
                teachers[1 + (c * 3 + s) % (teachers.len() - 1)].id
            };
            offers.push(ClassSubjectInput {
                class_id: class.id,
                subject_id: SubjectId::parse(*subject)?,
                teacher_id: Some(teacher),
            });
        }
    }
    let mut offered = Vec::with_capacity(offers.len());
    for chunk in offers.chunks(academics::MAX_BATCH) {
        offered.extend(
            academics
                .class_subjects
                .create_many(&admin, chunk.to_vec())
                .await?,
        );
    }
    let periods = lesson_periods(&current.settings.school_periods)?;
    seed_timetable(academics, &admin, &classes, &offered, &periods).await?;
    seed_exam(academics, &admin, &classes, &offered).await?;

    // Students and parents, through the import: siblings share a parent.
    let mut csv = academics::students::import::COLUMNS.join(",");
    csv.push('\n');
    let mut family = 0usize;
    let mut surname = LAST[0];
    for i in 0..size.students.saturating_sub(1) {
        // About one family in four has two children at the school.
        if i == 0 || seq.next(4) != 0 {
            family += 1;
            surname = LAST[seq.next(LAST.len())];
        }
        let class = &classes[i % classes.len()];
        let level = (i % classes.len()) / arms;
        let year = 2014 - i32::try_from(level).unwrap_or(0);
        let mother = family.is_multiple_of(2);
        let parent_first = if mother {
            FEMALE[(family * 7) % FEMALE.len()]
        } else {
            MALE[(family * 7) % MALE.len()]
        };
        let girl = seq.next(2) == 0;
        let first = if girl {
            FEMALE[seq.next(FEMALE.len())]
        } else {
            MALE[seq.next(MALE.len())]
        };
        csv.push_str(&format!(
            "GFA/{:04},{first},{},{},{year}-{:02}-{:02},2026-09-14,{},,{},{},parent{family}@families.example,+234 80{} {:03} {:04},{}\n",
            i + 1,
            surname,
            if girl { "female" } else { "male" },
            1 + seq.next(12),
            1 + seq.next(28),
            class.name,
            parent_first,
            surname,
            5 + family % 4,
            family % 1000,
            family % 10_000,
            if mother { "Mother" } else { "Father" },
        ));
    }
    let imported = academics.students.import(&admin, csv.as_bytes()).await?;

    // The demo student, in the demo teacher's class, and their parent.
    let demo_student = academics
        .students
        .create(
            &admin,
            StudentInput {
                admission_number: "GFA/0000".into(),
                username: Some("demo.student".into()),
                password: Some(DEMO_PASSWORD.into()),
                first_name: "Tolu".into(),
                last_name: "Bakare".into(),
                email: "demo.student@greenfield.example".into(),
                date_of_birth: Some(date!(2014 - 05 - 17)),
                gender: Gender::Female,
                admission_date: Some(date!(2026 - 09 - 14)),
                class_id: Some(classes[0].id),
                ..StudentInput::default()
            },
        )
        .await?;
    let demo_parent = academics
        .parents
        .create(
            &admin,
            ParentInput {
                first_name: "Ngozi".into(),
                last_name: "Bakare".into(),
                email: "demo.parent@greenfield.example".into(),
                phone: "+234 805 555 0100".into(),
                username: Some("demo.parent".into()),
                password: Some(DEMO_PASSWORD.into()),
                occupation: "Pharmacist".into(),
                children: vec![ChildLink {
                    student_id: demo_student.id,
                    relationship: "Mother".into(),
                }],
                ..ParentInput::default()
            },
        )
        .await?;
    // Accounts the register makes must choose a password at first sign-in; the demo ones keep
    // the published demo password.
    let users = storage::PgUserRepo::new(db.clone());
    let hash = auth.hash_password(DEMO_PASSWORD).await?;
    for user in [
        teachers[0].user_id,
        demo_student.user_id,
        demo_parent.user_id,
    ] {
        auth::UserRepo::set_password(
            &users,
            user,
            hash.clone(),
            false,
            time::OffsetDateTime::now_utc(),
        )
        .await
        .context("could not settle a demo account's password")?;
    }

    seed_attendance(academics, &classes, &teachers).await?;

    Ok(Some(Seeded {
        classes: classes.len(),
        teachers: teachers.len(),
        students: imported.students_created + 1,
        parents: imported.parents_created + 1,
    }))
}
