//! Builders for the register's domain tests: a viewer of each kind, records with sensible
//! defaults, and every port as a mock that fails the test if called unexpectedly.

#![allow(dead_code)]

use std::sync::{
    Arc, Mutex,
    atomic::{AtomicUsize, Ordering},
};

use academics::{
    Academics, AcademicsPorts, MockCredentials, MockWelcomes, Welcome, WelcomeLink,
    attendance::{Holiday, MockAbsenceNotices, MockAttendanceRepo},
    calendar::{MockCalendarRepo, Session, Term},
    classes::{Class, MockClassRepo},
    enrolments::MockEnrolmentRepo,
    exams::{MockExamNotices, MockExamRepo, MockPaperRepo},
    parents::{MockParentRepo, Parent},
    pins::MockPinRepo,
    results::{
        MockGradingSource, MockReportRepo, MockResultNotices, MockResultRepo, MockTraitSource,
    },
    structure::MockStructureRepo,
    students::{Gender, MockStudentRepo, Student, StudentInput, StudentStatus},
    teachers::MockTeacherRepo,
    timetable::MockLessonRepo,
};
use kernel::{
    ClassId, FixedClock, LevelId, ParentId, Permission, Permissions, Role, SessionId, StudentId,
    TermId, UserId, Viewer,
    outbox::{Channel, Event, NewNotification},
};
use time::macros::datetime;

/// An admin holding every permission.
pub fn admin() -> Viewer {
    Viewer::superuser(UserId::generate())
}

/// An admin holding only these permissions.
pub fn admin_with(permissions: &[Permission]) -> Viewer {
    Viewer::new(
        UserId::generate(),
        Role::Admin,
        permissions.iter().copied().collect(),
    )
}

/// A teacher, parent or student.
pub fn member(role: Role) -> Viewer {
    Viewer::new(UserId::generate(), role, Permissions::NONE)
}

/// Every port of the register as a mock; set expectations on the ones a test uses.
#[derive(Default)]
pub struct Mocks {
    pub structure: MockStructureRepo,
    pub calendar: MockCalendarRepo,
    pub classes: MockClassRepo,
    pub students: MockStudentRepo,
    pub teachers: MockTeacherRepo,
    pub parents: MockParentRepo,
    pub enrolments: MockEnrolmentRepo,
    pub lessons: MockLessonRepo,
    pub exams: MockExamRepo,
    pub papers: MockPaperRepo,
    pub attendance: MockAttendanceRepo,
    pub results: MockResultRepo,
    pub reports: MockReportRepo,
    pub grading: MockGradingSource,
    pub traits: MockTraitSource,
    pub result_notices: MockResultNotices,
    pub exam_notices: MockExamNotices,
    pub absence_notices: MockAbsenceNotices,
    pub pins: MockPinRepo,
}

impl Mocks {
    pub fn new() -> Self {
        Self::default()
    }

    /// The register on these mocks, with a policy that wants 8 characters, a hasher that
    /// prefixes `argon2:` and generated passwords `Init{n}#pass`, on 22 November 2026.
    pub fn academics(self) -> Academics {
        self.academics_at(datetime!(2026-11-22 08:00 UTC))
    }

    /// The register on these mocks, its clock at `now`.
    pub fn academics_at(self, now: time::OffsetDateTime) -> Academics {
        Academics::new(AcademicsPorts {
            structure: Arc::new(self.structure),
            calendar: Arc::new(self.calendar),
            classes: Arc::new(self.classes),
            students: Arc::new(self.students),
            teachers: Arc::new(self.teachers),
            parents: Arc::new(self.parents),
            enrolments: Arc::new(self.enrolments),
            lessons: Arc::new(self.lessons),
            exams: Arc::new(self.exams),
            papers: Arc::new(self.papers),
            attendance: Arc::new(self.attendance),
            results: Arc::new(self.results),
            reports: Arc::new(self.reports),
            grading: Arc::new(self.grading),
            traits: Arc::new(self.traits),
            result_notices: Arc::new(self.result_notices),
            exam_notices: Arc::new(self.exam_notices),
            absence_notices: Arc::new(self.absence_notices),
            pins: Arc::new(self.pins),
            throttle: Arc::new(kernel::MemoryThrottleLog::default()),
            pin_key: academics::pins::PinKey::derive(b"test secret"),
            credentials: Arc::new(credentials()),
            welcomes: Arc::new(welcomes()),
            clock: Arc::new(FixedClock(now)),
        })
    }
}

/// A calendar kept in memory behind the calendar's and the holidays' ports: what the services
/// write is read back, and `reads` counts the reads of the sessions.
pub struct StoredCalendar {
    pub sessions: Arc<Mutex<Vec<Session>>>,
    pub holidays: Arc<Mutex<Vec<(TermId, Holiday)>>>,
    pub reads: Arc<AtomicUsize>,
}

impl StoredCalendar {
    /// The id of the first term of the first session.
    pub fn first_term(&self) -> TermId {
        self.sessions.lock().unwrap()[0].terms[0].id
    }
}

impl Mocks {
    /// Sets the calendar's ports, and the holidays', to keep what they are given, starting
    /// from `sessions` and no holidays.
    pub fn stored_calendar(&mut self, sessions: Vec<Session>) -> StoredCalendar {
        let stored = StoredCalendar {
            sessions: Arc::new(Mutex::new(sessions)),
            holidays: Arc::default(),
            reads: Arc::default(),
        };
        let (all, reads) = (stored.sessions.clone(), stored.reads.clone());
        self.calendar.expect_sessions().returning(move || {
            reads.fetch_add(1, Ordering::Relaxed);
            Ok(all.lock().unwrap().clone())
        });
        let all = stored.sessions.clone();
        self.calendar.expect_term().returning(move |id| {
            Ok(all
                .lock()
                .unwrap()
                .iter()
                .flat_map(|s| s.terms.iter())
                .find(|t| t.id == id)
                .cloned())
        });
        let all = stored.sessions.clone();
        self.calendar
            .expect_insert_sessions()
            .returning(move |new| {
                all.lock().unwrap().extend(new.into_iter().map(|s| {
                    Session {
                        terms: s
                            .terms
                            .into_iter()
                            .enumerate()
                            .map(|(i, (id, name))| Term {
                                id,
                                session_id: s.id.clone(),
                                name,
                                position: i32::try_from(i).unwrap(),
                                start_date: None,
                                end_date: None,
                                next_term_begins: None,
                                is_current: false,
                            })
                            .collect(),
                        id: s.id,
                        name: s.name,
                        start_date: s.start_date,
                        end_date: s.end_date,
                        is_current: false,
                    }
                }));
                Ok(())
            });
        let all = stored.sessions.clone();
        self.calendar
            .expect_update_sessions()
            .returning(move |changes| {
                for (id, patch) in changes {
                    if let Some(s) = all.lock().unwrap().iter_mut().find(|s| s.id == id) {
                        s.name = patch.name.unwrap_or_else(|| s.name.clone());
                        s.start_date = patch.start_date.unwrap_or(s.start_date);
                        s.end_date = patch.end_date.unwrap_or(s.end_date);
                    }
                }
                Ok(())
            });
        let all = stored.sessions.clone();
        self.calendar
            .expect_delete_sessions()
            .returning(move |ids| {
                all.lock().unwrap().retain(|s| !ids.contains(&s.id));
                Ok(())
            });
        let all = stored.sessions.clone();
        self.calendar
            .expect_make_session_current()
            .returning(move |id| {
                for s in all.lock().unwrap().iter_mut() {
                    s.is_current = s.id == *id;
                }
                Ok(())
            });
        let all = stored.sessions.clone();
        self.calendar
            .expect_update_term()
            .returning(move |id, patch| {
                for t in all
                    .lock()
                    .unwrap()
                    .iter_mut()
                    .flat_map(|s| s.terms.iter_mut())
                {
                    if t.id == id {
                        t.name = patch.name.clone().unwrap_or_else(|| t.name.clone());
                        t.start_date = patch.start_date.unwrap_or(t.start_date);
                        t.end_date = patch.end_date.unwrap_or(t.end_date);
                        t.next_term_begins = patch.next_term_begins.unwrap_or(t.next_term_begins);
                    }
                }
                Ok(())
            });
        let all = stored.sessions.clone();
        self.calendar
            .expect_make_term_current()
            .returning(move |id| {
                for s in all.lock().unwrap().iter_mut() {
                    let here = s.terms.iter().any(|t| t.id == id);
                    s.is_current = here;
                    for t in &mut s.terms {
                        t.is_current = t.id == id;
                    }
                }
                Ok(())
            });
        let kept = stored.holidays.clone();
        self.attendance
            .expect_holidays_of()
            .returning(move |terms| {
                Ok(kept
                    .lock()
                    .unwrap()
                    .iter()
                    .filter(|(term, _)| terms.contains(term))
                    .cloned()
                    .collect())
            });
        let kept = stored.holidays.clone();
        self.attendance
            .expect_replace_holidays()
            .returning(move |term, list| {
                let mut kept = kept.lock().unwrap();
                kept.retain(|(t, _)| *t != term);
                kept.extend(list.into_iter().map(|h| (term, h)));
                Ok(())
            });
        stored
    }
}

/// Welcomes by e-mail, with a link, for every newcomer with an address; none for the others.
pub fn welcomes() -> MockWelcomes {
    let mut w = MockWelcomes::new();
    w.expect_welcome().returning(|newcomers, at| {
        Ok(newcomers
            .into_iter()
            .map(|n| {
                (!n.email.is_empty()).then(|| Welcome {
                    link: Some(WelcomeLink {
                        token_hash: format!("hash-of-{}", n.username),
                        expires_at: at + time::Duration::days(7),
                    }),
                    messages: vec![NewNotification {
                        id: uuid::Uuid::nil(),
                        event: Event::Welcome,
                        channel: Channel::Email,
                        user_id: Some(n.user_id),
                        recipient: n.email.clone(),
                        subject: "Welcome".into(),
                        body: format!("Dear {}", n.first_name),
                        link: None,
                        dedup_key: None,
                        created_at: at,
                        not_before: None,
                    }],
                })
            })
            .collect())
    });
    w
}

pub fn credentials() -> MockCredentials {
    let mut c = MockCredentials::new();
    c.expect_problems().returning(|p| {
        Ok(if p.len() < 8 {
            vec!["Use at least 8 characters.".into()]
        } else {
            vec![]
        })
    });
    c.expect_hash().returning(|p| Ok(format!("argon2:{p}")));
    c.expect_generate().returning(|n| {
        Ok((0..n)
            .map(|i| (format!("Init{i}#pass"), format!("sha:{i}")))
            .collect())
    });
    c
}

pub fn session_id(id: &str) -> SessionId {
    SessionId::parse(id).unwrap()
}

/// A session with one term, current or not.
pub fn session(id: &str, current: bool) -> Session {
    Session {
        id: session_id(id),
        name: id.replace('-', "/"),
        start_date: None,
        end_date: None,
        is_current: current,
        terms: vec![Term {
            id: TermId::generate(),
            session_id: session_id(id),
            name: "First Term".into(),
            position: 0,
            start_date: None,
            end_date: None,
            next_term_begins: None,
            is_current: current,
        }],
    }
}

pub fn class(id: ClassId, name: &str) -> Class {
    Class {
        id,
        level_id: LevelId::parse("jss-1").unwrap(),
        level_name: "JSS 1".into(),
        arm: "A".into(),
        name: name.into(),
        class_teacher_id: None,
        class_teacher_name: None,
        student_count: 0,
    }
}

pub fn student(id: StudentId) -> Student {
    Student {
        id,
        user_id: UserId::generate(),
        username: "2025/0001".into(),
        email: String::new(),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        is_active: true,
        admission_number: "2025/0001".into(),
        date_of_birth: None,
        gender: Gender::Female,
        address: String::new(),
        admission_date: None,
        status: StudentStatus::Active,
        class_id: None,
        class_name: None,
        level_id: None,
        parents: vec![],
        initial_password: None,
        welcome_email: None,
    }
}

pub fn parent(id: ParentId, email: &str) -> Parent {
    Parent {
        id,
        user_id: UserId::generate(),
        username: email.to_lowercase(),
        email: email.into(),
        first_name: "Ngozi".into(),
        last_name: "Obi".into(),
        is_active: true,
        phone: String::new(),
        address: String::new(),
        occupation: String::new(),
        children: vec![],
        initial_password: None,
        welcome_email: None,
    }
}

/// A new student's form with the required fields.
pub fn input(number: &str) -> StudentInput {
    StudentInput {
        admission_number: number.into(),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        ..StudentInput::default()
    }
}

/// The fields of a validation error, or a panic saying what came instead.
pub fn fields(err: academics::AcademicsError) -> std::collections::BTreeMap<String, Vec<String>> {
    match err {
        academics::AcademicsError::Invalid(fields) => fields,
        other => panic!("not a validation error: {other:?}"),
    }
}
