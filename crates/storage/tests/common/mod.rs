//! A small school built through the register's adapters on a throwaway database, for the
//! register's tests.

#![allow(dead_code)] // Each test file uses its own part of this.

use academics::{
    Login,
    calendar::{CalendarRepo, NewSession},
    classes::{ClassRepo, NewClass, NewClassSubject},
    parents::{NewParent, ParentRepo},
    structure::{ClassLevel, StructureRepo, Subject},
    students::{
        Gender, NewStudent, ParentLink, StudentFilter, StudentOrder, StudentRepo, StudentStatus,
    },
    teachers::{NewTeacher, TeacherRepo},
};
use kernel::{
    ClassId, ClassSubjectId, LevelId, PageRequest, ParentId, Role, Scope, SessionId, StudentId,
    SubjectId, TeacherId, TermId, UserId,
};
use storage::{
    Database, DatabaseOptions, PgCalendarRepo, PgClassRepo, PgEnrolmentRepo, PgParentRepo,
    PgStructureRepo, PgStudentRepo, PgTeacherRepo,
};
use test_support::TestDatabase;
use time::{OffsetDateTime, macros::date};

/// Every adapter of the register, over one pool.
pub struct Register {
    pub db: Database,
    pub structure: PgStructureRepo,
    pub calendar: PgCalendarRepo,
    pub classes: PgClassRepo,
    pub students: PgStudentRepo,
    pub teachers: PgTeacherRepo,
    pub parents: PgParentRepo,
    pub enrolments: PgEnrolmentRepo,
}

impl Register {
    pub fn over(db: Database) -> Self {
        Self {
            structure: PgStructureRepo::new(db.clone()),
            calendar: PgCalendarRepo::new(db.clone()),
            classes: PgClassRepo::new(db.clone()),
            students: PgStudentRepo::new(db.clone()),
            teachers: PgTeacherRepo::new(db.clone()),
            parents: PgParentRepo::new(db.clone()),
            enrolments: PgEnrolmentRepo::new(db.clone()),
            db,
        }
    }

    pub fn new(db: &TestDatabase) -> Self {
        Self::over(Database::connect(db.url(), DatabaseOptions::default()).unwrap())
    }
}

pub fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
}

pub fn level(id: &str) -> LevelId {
    LevelId::parse(id).unwrap()
}

pub fn subject(id: &str) -> SubjectId {
    SubjectId::parse(id).unwrap()
}

pub fn session(id: &str) -> SessionId {
    SessionId::parse(id).unwrap()
}

pub fn new_session(id: &str, name: &str, position: i32, terms: &[&str]) -> NewSession {
    NewSession {
        id: session(id),
        name: name.into(),
        position,
        start_date: None,
        end_date: None,
        terms: terms
            .iter()
            .map(|t| (TermId::generate(), (*t).to_owned()))
            .collect(),
    }
}

/// The structure the settings would have written: two levels, a subject, and a session with
/// three terms, which becomes the current one as the first.
pub async fn structure(register: &Register) {
    register
        .structure
        .insert_levels(vec![
            ClassLevel {
                id: level("grade-1"),
                name: "Grade 1".into(),
                position: 0,
            },
            ClassLevel {
                id: level("grade-2"),
                name: "Grade 2".into(),
                position: 1,
            },
        ])
        .await
        .unwrap();
    register
        .structure
        .insert_subjects(vec![Subject {
            id: subject("mathematics"),
            name: "Mathematics".into(),
            position: 0,
        }])
        .await
        .unwrap();
    register
        .calendar
        .insert_sessions(vec![new_session(
            "2025-2026",
            "2025/2026",
            0,
            &["First Term", "Second Term", "Third Term"],
        )])
        .await
        .unwrap();
}

/// A throwaway database with the structure, and the register over it.
pub async fn database() -> (TestDatabase, Register) {
    let db = TestDatabase::new().await;
    let register = Register::new(&db);
    structure(&register).await;
    (db, register)
}

pub fn login(username: &str, role: Role) -> Login {
    Login {
        user_id: UserId::generate(),
        username: username.into(),
        email: String::new(),
        first_name: username.into(),
        last_name: "Test".into(),
        role,
        password_hash: "$sha256$00".into(),
        welcome: None,
    }
}

pub fn teacher(staff: &str) -> NewTeacher {
    NewTeacher {
        id: TeacherId::generate(),
        login: login(staff, Role::Teacher),
        staff_number: staff.into(),
        phone: String::new(),
        qualification: String::new(),
        specialisation: String::new(),
        bio: String::new(),
        hire_date: None,
    }
}

pub fn class(name: &str, arm: &str, teacher: Option<TeacherId>) -> NewClass {
    NewClass {
        id: ClassId::generate(),
        level_id: level("grade-1"),
        arm: arm.into(),
        name: name.into(),
        class_teacher_id: teacher,
    }
}

pub fn student(number: &str, class: Option<ClassId>, parents: Vec<ParentLink>) -> NewStudent {
    NewStudent {
        id: StudentId::generate(),
        login: login(number, Role::Student),
        admission_number: number.into(),
        date_of_birth: Some(date!(2015 - 04 - 01)),
        gender: Gender::Female,
        address: String::new(),
        admission_date: None,
        status: StudentStatus::Active,
        class_id: class,
        parents,
    }
}

pub fn parent(username: &str) -> NewParent {
    NewParent {
        id: ParentId::generate(),
        login: Login {
            email: username.into(),
            ..login(username, Role::Parent)
        },
        phone: "+234 803 000 0001".into(),
        address: String::new(),
        occupation: String::new(),
        children: vec![],
    }
}

pub fn mother(parent: ParentId) -> Vec<ParentLink> {
    vec![ParentLink {
        parent_id: parent,
        relationship: "Mother".into(),
    }]
}

pub struct School {
    pub t1: NewTeacher,
    pub t2: NewTeacher,
    pub a: NewClass,
    pub b: NewClass,
    pub s1: NewStudent,
    pub s2: NewStudent,
    pub s3: NewStudent,
    pub p: NewParent,
}

/// Class A has class teacher t1; class B offers Mathematics taught by t2. s1 is in A (with
/// parent p, their mother), s2 in B, s3 in no class.
pub async fn school(register: &Register) -> School {
    let (t1, t2) = (teacher("T-001"), teacher("T-002"));
    register
        .teachers
        .insert(vec![t1.clone(), t2.clone()], now())
        .await
        .unwrap();
    let a = class("Grade 1A", "A", Some(t1.id));
    let b = class("Grade 1B", "B", None);
    register
        .classes
        .insert(vec![a.clone(), b.clone()])
        .await
        .unwrap();
    register
        .classes
        .insert_subjects(vec![NewClassSubject {
            id: ClassSubjectId::generate(),
            class_id: b.id,
            subject_id: subject("mathematics"),
            teacher_id: Some(t2.id),
        }])
        .await
        .unwrap();
    let p = parent("ngozi@example.com");
    register
        .parents
        .insert(vec![p.clone()], now())
        .await
        .unwrap();
    let s1 = student("2025/0001", Some(a.id), mother(p.id));
    let s2 = student("2025/0002", Some(b.id), vec![]);
    let s3 = student("2025/0003", None, vec![]);
    register
        .students
        .insert(vec![s1.clone(), s2.clone(), s3.clone()], now())
        .await
        .unwrap();
    School {
        t1,
        t2,
        a,
        b,
        s1,
        s2,
        s3,
        p,
    }
}

/// The admission numbers of the students `scope` lists, in order.
pub async fn visible_students(register: &Register, scope: Scope) -> Vec<String> {
    register
        .students
        .list(
            StudentFilter::default(),
            StudentOrder::AdmissionNumber,
            scope,
            PageRequest::default(),
        )
        .await
        .unwrap()
        .results
        .into_iter()
        .map(|s| s.admission_number)
        .collect()
}

/// The one `bigint` that `sql` answers.
async fn one_number(db: &TestDatabase, sql: &str) -> i64 {
    db.client().await.query_one(sql, &[]).await.unwrap().get(0)
}

/// The settings row's version (the settings would have made the row on the first start).
pub async fn settings_version(db: &TestDatabase) -> i64 {
    one_number(db, "SELECT version FROM school_settings WHERE id = 1").await
}

/// The register's version (decisions/031).
pub async fn register_version(db: &TestDatabase) -> i64 {
    one_number(db, "SELECT version FROM register_version").await
}

/// Raises the register's version, as a change of the register would: a page kept before is
/// read afresh (decisions/031).
pub async fn register_changed(db: &TestDatabase) {
    db.client()
        .await
        .batch_execute("UPDATE register_version SET version = version + 1")
        .await
        .unwrap();
}

pub async fn with_settings_row(db: &TestDatabase) {
    db.client()
        .await
        .batch_execute("INSERT INTO school_settings (id, document) VALUES (1, '{}')")
        .await
        .unwrap();
}

/// Every term of every session, in order.
pub async fn terms(register: &Register) -> Vec<TermId> {
    register
        .calendar
        .sessions()
        .await
        .unwrap()
        .into_iter()
        .flat_map(|s| s.terms)
        .map(|t| t.id)
        .collect()
}

/// Mathematics as class `class` offers it, taught by `teacher`.
pub async fn offers(
    register: &Register,
    class: ClassId,
    teacher: Option<TeacherId>,
) -> ClassSubjectId {
    let id = ClassSubjectId::generate();
    register
        .classes
        .insert_subjects(vec![NewClassSubject {
            id,
            class_id: class,
            subject_id: subject("mathematics"),
            teacher_id: teacher,
        }])
        .await
        .unwrap();
    id
}
