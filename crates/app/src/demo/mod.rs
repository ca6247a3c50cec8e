//! The demo school's register for `seed-demo`: a current session with three terms, classes of
//! JSS 1 to SS 3 with their class and subject teachers, and students with their parents
//! (issue 7), every class's week of lessons and a published examination with its schedule
//! (issue 15), the past four weeks of every class's registers (issue 16), and results: last
//! session published, this term's sheets in every state (issue 17, `results`), and
//! conversations with one held for a moderator (issue 19, `messages`), and this term's
//! invoices with payments and a bank transfer waiting (issue 20, `fees`). The students come
//! in through the CSV import, so seeding exercises the same path an admin uses. Demo schools
//! only: never run on a real school.

use academics::{
    Academics,
    calendar::{SessionPatch, TermPatch},
    classes::{ClassFilter, ClassInput, ClassSubjectInput},
    parents::{ChildLink, ParentInput},
    students::{Gender, StudentInput},
    teachers::TeacherInput,
};
use anyhow::Context;
use auth::AuthService;
use kernel::{LevelId, PageRequest, SubjectId, UserId, Viewer};
use settings::SettingsService;
use time::macros::date;
use uuid::Uuid;

use crate::wiring::DEMO_PASSWORD;

mod fees;
mod messages;
mod results;
mod term;

pub use fees::{FeesSeeded, seed_fees};
pub use messages::seed_conversations;
pub use results::{ResultsPlan, ResultsSeeded, seed_cards, seed_results};
use term::{lesson_periods, seed_attendance, seed_exam, seed_timetable};

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
    /// What the results are seeded from, once the demo admin exists.
    pub results: Option<ResultsPlan>,
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
    today: time::Date,
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
    // The public pages name the session and term by the settings' words for them, which the
    // calendar's writes above set to its current ones (decisions/011).

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
    seed_exam(academics, &admin, &classes, &offered, today).await?;

    // Students and parents, through the import: siblings share a parent.
    let mut csv = academics::students::import::COLUMNS.join(",");
    csv.push('\n');
    let mut family = 0usize;
    let mut surname = LAST[0];
    // Two places are the demo family's: Tolu and her brother Tobi.
    for i in 0..size.students.saturating_sub(2) {
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
    // The demo parent's second child, Tolu's brother in SS 1, so the family statement shows
    // the sibling discount (issue 20).
    let sibling = match classes.iter().find(|c| c.level_id.as_str() == "ss-1") {
        Some(class) => Some(
            academics
                .students
                .create(
                    &admin,
                    StudentInput {
                        admission_number: "GFA/0001B".into(),
                        first_name: "Tobi".into(),
                        last_name: "Bakare".into(),
                        email: "tobi.bakare@greenfield.example".into(),
                        date_of_birth: Some(date!(2011 - 02 - 03)),
                        gender: Gender::Male,
                        admission_date: Some(date!(2026 - 09 - 14)),
                        class_id: Some(class.id),
                        ..StudentInput::default()
                    },
                )
                .await?,
        ),
        None => None,
    };
    let mut children = vec![ChildLink {
        student_id: demo_student.id,
        relationship: "Mother".into(),
    }];
    if let Some(sibling) = &sibling {
        children.push(ChildLink {
            student_id: sibling.id,
            relationship: "Mother".into(),
        });
    }
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
                children,
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

    seed_attendance(academics, &admin, &classes, &teachers, today).await?;

    Ok(Some(Seeded {
        classes: classes.len(),
        teachers: teachers.len(),
        students: imported.students_created + 1 + u32::from(sibling.is_some()),
        parents: imported.parents_created + 1,
        results: Some(ResultsPlan {
            classes,
            offered,
            teachers,
            arms,
            demo_student: demo_student.id,
        }),
    }))
}
