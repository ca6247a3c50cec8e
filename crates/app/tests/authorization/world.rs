//! The school the matrix runs in: its callers, the records each path parameter stands for, and a
//! valid body for every write, so that an answer shows what the caller may do rather than what
//! was wrong with the request.

use std::sync::atomic::{AtomicUsize, Ordering};

use academics::{
    calendar::{SessionInput, TermPatch},
    classes::ClassSubjectFilter,
    enrolments::EnrolmentFilter,
    structure::{LevelInput, SubjectInput},
};
use kernel::{
    ClassId, ClassSubjectId, PageRequest, ParentId, Permission, StudentId, TermId, UserId, Viewer,
};
use messaging::{AnnouncementDraft, Audience, Author, Priority};
use serde_json::{Value, json};
use test_support::{
    Answer, Body, Person, School, TEST_PASSWORD, TestApp, a_class, a_school,
    a_student_with_parents, a_teacher, an_admin,
};

/// Who calls, in the order of a table row's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caller {
    Anonymous,
    Student,
    Parent,
    Teacher,
    /// An admin holding no permission.
    AdminWithout,
    /// An admin holding every permission through a role (not a superuser).
    Admin,
    Superuser,
    /// A parent whose account was deactivated after their token was issued.
    Deactivated,
    /// A teacher who must first change a temporary password.
    Temporary,
}

pub const CALLERS: [Caller; 9] = [
    Caller::Anonymous,
    Caller::Student,
    Caller::Parent,
    Caller::Teacher,
    Caller::AdminWithout,
    Caller::Admin,
    Caller::Superuser,
    Caller::Deactivated,
    Caller::Temporary,
];

impl Caller {
    /// The callers whose writes may succeed: they get records of their own for every call.
    fn writes(self) -> bool {
        matches!(self, Caller::Admin | Caller::Superuser)
    }
}

/// The reads whose query names a class or a student (`?class_id=`, `?student_id=`): like a
/// path's record, each is called on one inside the caller's reach and on one outside it.
pub const QUERY_RECORDS: &[&str] = &[
    "/api/attendance/register/",
    "/api/attendance/tally/",
    "/api/attendance/student/",
    "/api/attendance/changes/",
    "/api/attendance/summary/",
    "/api/attendance/summary/export/",
    "/api/attendance/month/",
    "/api/attendance/month/export/",
    "/api/fees/choices/",
];

/// Whether a path's record is one the caller may see, or one they may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    Inside,
    Outside,
}

/// What a path parameter stands for, from the collection it follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Student,
    Teacher,
    Parent,
    Class,
    ClassSubject,
    Enrolment,
    Level,
    Subject,
    Session,
    Term,
    Admin,
    User,
    Role,
    Grant,
    Permission,
    Announcement,
    Subscriber,
    Gateway,
    Lesson,
    Exam,
    Paper,
    Comment,
    PinBatch,
    Invoice,
    Payment,
}

fn kind_of(path: &str) -> Kind {
    let collections = [
        ("/api/students/", Kind::Student),
        ("/api/teachers/", Kind::Teacher),
        ("/api/parents/", Kind::Parent),
        ("/api/classes/", Kind::Class),
        ("/api/class-subjects/", Kind::ClassSubject),
        ("/api/enrolments/", Kind::Enrolment),
        ("/api/class-levels/", Kind::Level),
        ("/api/subjects/", Kind::Subject),
        ("/api/sessions/", Kind::Session),
        ("/api/terms/", Kind::Term),
        ("/api/admins/", Kind::Admin),
        ("/api/users/", Kind::User),
        ("/api/school-settings/roles/", Kind::Role),
        ("/api/school-settings/user-roles/", Kind::Grant),
        ("/api/school-settings/permissions/", Kind::Permission),
        ("/api/school-settings/announcements/", Kind::Announcement),
        ("/api/newsletter/", Kind::Subscriber),
        ("/api/school-settings/payment-gateways/", Kind::Gateway),
        ("/api/lessons/", Kind::Lesson),
        ("/api/exams/", Kind::Exam),
        ("/api/exam-schedules/", Kind::Paper),
        ("/api/score-sheets/", Kind::ClassSubject),
        ("/api/results/classes/", Kind::Class),
        ("/api/results/students/", Kind::Student),
        ("/api/results/comments/", Kind::Comment),
        ("/api/result-pins/batches/", Kind::PinBatch),
        ("/api/fees/invoices/", Kind::Invoice),
        ("/api/payments/", Kind::Payment),
    ];
    collections
        .iter()
        .find(|(prefix, _)| path.starts_with(prefix))
        .map(|(_, kind)| *kind)
        .unwrap_or_else(|| panic!("no kind of record is known for {path}: add it to kind_of"))
}

/// The school, its callers, and records every read may use.
pub struct World {
    school: School,
    admin_without: Person,
    admin: Person,
    deactivated: String,
    temporary: String,
    /// The superuser as the domain services see them, for making records.
    maker: auth::User,
    maths_in_class: String,
    maths_in_other_class: String,
    enrolment: String,
    other_enrolment: String,
    levels: (String, String),
    subjects: (String, String),
    current_session: String,
    other_session: String,
    current_term: TermId,
    other_term: String,
    spare_admins: (String, String),
    spare_users: (String, String),
    roles: (String, String),
    grants: (String, String),
    announcement_for_all: String,
    announcement_withdrawn: String,
    subscribers: (String, String),
    /// A lesson of the school's class (Monday 08:00) and one of the other class (09:00).
    lessons: (String, String),
    /// The day every exam of the matrix is sat: the current term's first.
    exam_day: time::Date,
    /// A school day with a register: the last weekday up to today.
    attendance_day: time::Date,
    /// A published exam (everyone sees it) and a draft (only admins do).
    exams: (String, String),
    /// Papers of the published exam: the school's class's, and the other class's.
    papers: (String, String),
    /// A comment in the results' comment bank.
    comment: String,
    /// A batch of result checker cards.
    pin_batch: String,
    /// This term's invoices of the school's student and of the other family's.
    invoices: (String, String),
    /// A bank transfer waiting for an admin: the school's parent's, and the other parent's.
    payments: (String, String),
    counter: AtomicUsize,
}

fn id(value: impl ToString) -> String {
    value.to_string()
}

fn builder() -> Viewer {
    Viewer::superuser(UserId::generate())
}

impl World {
    pub async fn build(app: &TestApp) -> Self {
        let school = a_school(app).await;
        let state = &app.state;
        let maker = state
            .auth
            .user(school.admin.user_id)
            .await
            .expect("the superuser is read");

        // Every caller signs in as this account in the sign-in row.
        an_admin(app, "login.probe", false).await;
        let admin_without = an_admin(app, "admin.without", false).await;
        let admin = an_admin(app, "admin.with.role", false).await;
        let everything = state
            .auth
            .save_role(
                &maker,
                None,
                auth::RoleForm {
                    name: "Everything".into(),
                    description: "Every permission".into(),
                    permissions: Permission::ALL
                        .iter()
                        .map(|p| p.codename().into())
                        .collect(),
                },
            )
            .await
            .expect("the role is saved");
        state
            .auth
            .save_grant(&maker, None, admin.user_id, everything.id)
            .await
            .expect("the role is granted");

        // A parent signs in, then is deactivated: their token must stop working at once.
        let (_, gone) = a_student_with_parents(app, "2025/0999", school.class.id).await;
        state
            .auth
            .update_account(
                &maker,
                gone.user_id,
                auth::AccountUpdate {
                    is_active: Some(false),
                    ..auth::AccountUpdate::default()
                },
            )
            .await
            .expect("the parent is deactivated");
        // A teacher whose admin set a temporary password.
        let temporary = a_teacher(app, "TCH/TMP").await;
        app.sql(&format!(
            "UPDATE users SET must_change_password = true WHERE id = '{}'",
            temporary.user_id
        ))
        .await;

        let register = &state.academics;
        let maths = |class: ClassId| async move {
            register
                .class_subjects
                .list(
                    &builder(),
                    ClassSubjectFilter {
                        class_ids: vec![class],
                        ..ClassSubjectFilter::default()
                    },
                    PageRequest::default(),
                )
                .await
                .expect("the class subjects are read")
                .results[0]
                .id
        };
        let enrolment_of = |student: StudentId| async move {
            register
                .enrolments
                .list(
                    &builder(),
                    EnrolmentFilter {
                        student_id: Some(student),
                        ..EnrolmentFilter::default()
                    },
                    PageRequest::default(),
                )
                .await
                .expect("the enrolments are read")
                .results[0]
                .id
        };
        let levels = register.structure.levels().await.expect("levels");
        let subjects = register.structure.subjects().await.expect("subjects");
        // The current term runs from four weeks ago to two months ahead, so today and the
        // weekdays before it are school days with a register.
        let today = time::OffsetDateTime::now_utc().date();
        let current_term = register
            .calendar
            .current_term()
            .await
            .expect("a current term");
        register
            .calendar
            .update_term(
                &builder(),
                current_term.id,
                TermPatch {
                    start_date: Some(Some(today - time::Duration::days(28))),
                    end_date: Some(Some(today + time::Duration::days(60))),
                    ..TermPatch::default()
                },
            )
            .await
            .expect("the term's dates");
        let mut attendance_day = today;
        while matches!(
            attendance_day.weekday(),
            time::Weekday::Saturday | time::Weekday::Sunday
        ) {
            attendance_day = attendance_day.previous_day().expect("a day before");
        }
        let current = register
            .calendar
            .current_session()
            .await
            .expect("a session");
        let other = register
            .calendar
            .create_session(
                &builder(),
                SessionInput {
                    name: "2030/2031".into(),
                    ..SessionInput::default()
                },
            )
            .await
            .expect("another session");
        let spare_admins = (
            an_admin(app, "spare.admin.one", false).await.user_id,
            an_admin(app, "spare.admin.two", false).await.user_id,
        );
        let spare_users = (
            a_teacher(app, "TCH/SP1").await.user_id,
            a_teacher(app, "TCH/SP2").await.user_id,
        );
        let role = |name: &'static str| {
            let maker = maker.clone();
            async move {
                state
                    .auth
                    .save_role(
                        &maker,
                        None,
                        auth::RoleForm {
                            name: name.into(),
                            description: String::new(),
                            permissions: vec![],
                        },
                    )
                    .await
                    .expect("a role")
                    .id
            }
        };
        let roles = (role("Spare one").await, role("Spare two").await);
        let grants = (
            state
                .auth
                .save_grant(&maker, None, spare_admins.0, roles.0)
                .await
                .expect("a grant")
                .id,
            state
                .auth
                .save_grant(&maker, None, spare_admins.1, roles.1)
                .await
                .expect("a grant")
                .id,
        );

        let mut world = World {
            maths_in_class: id(maths(school.class.id).await),
            maths_in_other_class: id(maths(school.other_class.id).await),
            enrolment: id(enrolment_of(StudentId::from_uuid(school.student.record_id)).await),
            other_enrolment: id(
                enrolment_of(StudentId::from_uuid(school.other_student.record_id)).await,
            ),
            levels: (id(&levels[0].id), id(&levels[1].id)),
            subjects: (id(&subjects[0].id), id(&subjects[1].id)),
            current_session: id(&current.id),
            other_session: id(&other.id),
            current_term: current.current_term().expect("a current term").id,
            other_term: id(other.terms[0].id),
            spare_admins: (id(spare_admins.0), id(spare_admins.1)),
            spare_users: (id(spare_users.0), id(spare_users.1)),
            roles: (id(roles.0), id(roles.1)),
            grants: (id(grants.0), id(grants.1)),
            announcement_for_all: String::new(),
            announcement_withdrawn: String::new(),
            subscribers: (String::new(), String::new()),
            lessons: (String::new(), String::new()),
            exam_day: today,
            attendance_day,
            exams: (String::new(), String::new()),
            papers: (String::new(), String::new()),
            comment: comment_made(app, 0, maker.id).await,
            pin_batch: pin_batch_made(app, maker.id).await,
            invoices: (String::new(), String::new()),
            payments: (String::new(), String::new()),
            school,
            admin_without,
            admin,
            deactivated: gone.token,
            temporary: temporary.token,
            maker,
            counter: AtomicUsize::new(0),
        };
        world.fees_ready(app).await;
        world.announcement_for_all = world.announcement(app, true).await;
        world.announcement_withdrawn = world.announcement(app, false).await;
        world.subscribers = (world.subscriber(app).await, world.subscriber(app).await);
        let in_class = world.maths_in_class.parse().expect("a class subject id");
        let in_other = world
            .maths_in_other_class
            .parse()
            .expect("a class subject id");
        world.lessons = (
            world.lesson_in(app, in_class, "08:00", "08:40").await,
            world.lesson_in(app, in_other, "09:00", "09:40").await,
        );
        let published = world.exam_made(app, None).await;
        world.papers = (
            world
                .paper_in(app, &published, in_class, "09:00", "10:00")
                .await,
            world
                .paper_in(app, &published, in_other, "09:00", "10:00")
                .await,
        );
        app.state
            .academics
            .exams
            .publish(&builder(), published.parse().expect("an exam id"))
            .await
            .expect("the exam is published");
        world.exams = (published, world.exam_made(app, None).await);
        world
    }

    /// The query a read with required filters is called with: for the reads in
    /// [`QUERY_RECORDS`], naming the caller's class or student, or (outside) another class and
    /// another family's child.
    fn query(&self, template: &str, reach: Reach) -> String {
        let s = &self.school;
        let (class, student) = match reach {
            Reach::Inside => (&s.class.id, s.student.record_id),
            Reach::Outside => (&s.other_class.id, s.other_student.record_id),
        };
        match template {
            "/api/attendance/register/" => format!(
                "?class_id={class}&date={}",
                kernel::dates::format(self.attendance_day)
            ),
            "/api/attendance/tally/" | "/api/attendance/student/" | "/api/attendance/changes/" => {
                format!("?student_id={student}")
            }
            "/api/attendance/summary/" | "/api/attendance/summary/export/" => {
                format!("?class_id={class}")
            }
            "/api/attendance/month/" | "/api/attendance/month/export/" => format!(
                "?class_id={class}&month={}",
                &kernel::dates::format(self.attendance_day)[..7]
            ),
            "/api/attendance/holidays/" => format!("?term_id={}", self.current_term),
            "/api/fees/collection/" => format!("?term_id={}", self.current_term),
            "/api/fees/choices/" => {
                format!("?student_id={student}&term_id={}", self.current_term)
            }
            _ => String::new(),
        }
    }

    /// A draft exam on the exam day; with `paper`, a paper of that class subject in it, so it
    /// may be published.
    async fn exam_made(&self, app: &TestApp, paper: Option<ClassSubjectId>) -> String {
        let n = self.next();
        let input: academics::exams::ExamInput = serde_json::from_value(json!({
            "name": format!("Exam {n}"), "kind": "test",
            "start_date": kernel::dates::format(self.exam_day),
            "end_date": kernel::dates::format(self.exam_day)
        }))
        .expect("an exam input");
        let exam = id(app
            .state
            .academics
            .exams
            .create(&builder(), input)
            .await
            .expect("an exam")
            .id);
        if let Some(subject) = paper {
            self.paper_in(app, &exam, subject, "09:00", "10:00").await;
        }
        exam
    }

    /// A paper of `class_subject` in `exam` on the exam day, with no invigilator or room.
    async fn paper_in(
        &self,
        app: &TestApp,
        exam: &str,
        class_subject: ClassSubjectId,
        start: &str,
        end: &str,
    ) -> String {
        let input: academics::exams::ExamPaperInput = serde_json::from_value(json!({
            "exam_id": exam, "class_subject_id": class_subject, "invigilator_id": null,
            "date": kernel::dates::format(self.exam_day), "start_time": start, "end_time": end
        }))
        .expect("a paper input");
        id(app
            .state
            .academics
            .exams
            .create_paper(&builder(), input)
            .await
            .expect("a paper")
            .id)
    }

    fn next(&self) -> usize {
        self.counter.fetch_add(1, Ordering::Relaxed)
    }

    fn token(&self, caller: Caller) -> Option<&str> {
        Some(match caller {
            Caller::Anonymous => return None,
            Caller::Student => &self.school.student.token,
            Caller::Parent => &self.school.parent.token,
            Caller::Teacher => &self.school.teacher.token,
            Caller::AdminWithout => &self.admin_without.token,
            Caller::Admin => &self.admin.token,
            Caller::Superuser => &self.school.admin.token,
            Caller::Deactivated => &self.deactivated,
            Caller::Temporary => &self.temporary,
        })
    }

    /// A message for a notifications path: for `/{id}/read/`, an in-app message of the caller
    /// (`Inside`) or of another family (`Outside`); for the outbox, a fresh e-mail, failed for a
    /// retry and pending otherwise.
    async fn notification(
        &self,
        app: &TestApp,
        template: &str,
        caller: Caller,
        reach: Reach,
    ) -> String {
        use messaging::notifications::{Channel, Event, NewNotification, Outbox, Outcome};
        let s = &self.school;
        let owner = match (caller, reach) {
            (_, Reach::Outside) => s.other_parent.user_id,
            (Caller::Student, _) => s.student.user_id,
            (Caller::Parent, _) => s.parent.user_id,
            (Caller::Teacher, _) => s.teacher.user_id,
            (Caller::AdminWithout, _) => self.admin_without.user_id,
            (Caller::Admin, _) => self.admin.user_id,
            _ => s.admin.user_id,
        };
        let in_app = template.ends_with("/read/");
        let message = NewNotification {
            id: uuid::Uuid::now_v7(),
            event: Event::EventAnnouncement,
            channel: if in_app {
                Channel::InApp
            } else {
                Channel::Email
            },
            user_id: Some(owner),
            recipient: if in_app {
                String::new()
            } else {
                "family@home.example".into()
            },
            subject: "Sports day".into(),
            body: "Sports day is on Friday.".into(),
            link: None,
            dedup_key: None,
            created_at: time::OffsetDateTime::now_utc(),
            not_before: None,
        };
        let outbox = storage::PgNotificationRepo::new(app.database.clone());
        outbox
            .enqueue(std::slice::from_ref(&message))
            .await
            .expect("a message");
        if template.ends_with("/retry/") {
            let written = outbox
                .get(message.id)
                .await
                .expect("the message")
                .expect("a message");
            outbox
                .record(
                    &written.claim(),
                    &Outcome::Failed {
                        error: "no such mailbox".into(),
                    },
                    time::OffsetDateTime::now_utc(),
                )
                .await
                .expect("the message failed");
        }
        id(message.id)
    }

    /// The account `caller` signs in as (the school's superuser for those who cannot sign in).
    fn user_of(&self, caller: Caller) -> UserId {
        let s = &self.school;
        match caller {
            Caller::Student => s.student.user_id,
            Caller::Parent => s.parent.user_id,
            Caller::Teacher => s.teacher.user_id,
            Caller::AdminWithout => self.admin_without.user_id,
            Caller::Admin => self.admin.user_id,
            _ => s.admin.user_id,
        }
    }

    /// A conversation with a delivered message, written straight to the store: for `Inside`,
    /// between the caller and the class's teacher (the teacher: with the class's parent, about
    /// their child); for `Outside`, between the other family's parent and its teacher. For a
    /// moderation path, a message of it held for a moderator: another's (`Inside`), or the
    /// caller's own (`Outside`, which nobody decides on).
    async fn conversation(
        &self,
        app: &TestApp,
        template: &str,
        caller: Caller,
        reach: Reach,
    ) -> String {
        use messaging::conversations::{
            ConversationRepo, MessageState, NewConversation, NewMessage, Pair,
        };
        let s = &self.school;
        let repo = storage::PgConversationRepo::new(app.database.clone());
        let me = self.user_of(caller);
        // A message's file: a delivered message with one, in a conversation as for a thread.
        let file = template.ends_with("/attachment/");
        let moderation = template.starts_with("/api/messages/") && !file;
        let (from, to, pair, about) = match (moderation, reach, caller) {
            (true, Reach::Inside, _) | (false, Reach::Outside, _) => (
                s.other_parent.user_id,
                s.other_teacher.user_id,
                Pair::TeacherParent,
                Some(StudentId::from_uuid(s.other_student.record_id)),
            ),
            (_, _, Caller::Teacher) => (
                me,
                s.parent.user_id,
                Pair::TeacherParent,
                Some(StudentId::from_uuid(s.student.record_id)),
            ),
            (_, _, Caller::Student) => (me, s.teacher.user_id, Pair::TeacherStudent, None),
            (_, _, Caller::Parent) => (
                me,
                s.teacher.user_id,
                Pair::TeacherParent,
                Some(StudentId::from_uuid(s.student.record_id)),
            ),
            _ => (me, s.teacher.user_id, Pair::AdminTeacher, None),
        };
        let now = time::OffsetDateTime::now_utc();
        let conversation = repo
            .open(NewConversation {
                id: uuid::Uuid::now_v7(),
                pair,
                from,
                to,
                about,
                at: now,
            })
            .await
            .expect("a conversation");
        let state = if moderation {
            MessageState::Held
        } else {
            MessageState::Delivered
        };
        let message = repo
            .add(NewMessage {
                id: uuid::Uuid::now_v7(),
                conversation_id: conversation.id,
                sender: from,
                recipient: to,
                body: "When is the next parents' meeting?".into(),
                state,
                note: None,
                sent_at: now,
                notices: Vec::new(),
                attachment: file.then(|| messaging::conversations::NewAttachment {
                    name: "timetable.pdf".into(),
                    kind: "pdf".into(),
                    content_type: "application/pdf",
                    content: b"%PDF-1.4\n1 0 obj<<>>endobj\n".to_vec(),
                }),
            })
            .await
            .expect("a message");
        if moderation || file {
            id(message.id)
        } else {
            id(conversation.id)
        }
    }

    /// A Monday lesson of `class_subject` in the current term, in no room.
    async fn lesson_in(
        &self,
        app: &TestApp,
        class_subject: ClassSubjectId,
        start: &str,
        end: &str,
    ) -> String {
        let input: academics::timetable::LessonInput = serde_json::from_value(json!({
            "class_subject_id": class_subject, "weekday": "monday",
            "start_time": start, "end_time": end
        }))
        .expect("a lesson input");
        id(app
            .state
            .academics
            .timetable
            .create(&builder(), input)
            .await
            .expect("a lesson")
            .id)
    }

    /// A subject offered by a new class of its own, so its lessons clash with nothing.
    async fn fresh_class_subject(&self, app: &TestApp, n: usize) -> ClassSubjectId {
        let class = a_class(app, &format!("L{n}"), None).await;
        app.state
            .academics
            .class_subjects
            .create(
                &builder(),
                academics::classes::ClassSubjectInput {
                    class_id: class.id,
                    subject_id: self.subjects.0.parse().expect("a subject key"),
                    teacher_id: None,
                },
            )
            .await
            .expect("a class subject")
            .id
    }

    async fn announcement(&self, app: &TestApp, active: bool) -> String {
        let made = app
            .state
            .announcements
            .create(
                messaging::Viewer::Manager,
                Author {
                    id: self.maker.id.into_uuid(),
                    name: "Head Admin".into(),
                },
                AnnouncementDraft {
                    title: format!("Notice {}", self.next()),
                    content: "The school is open on Friday.".into(),
                    priority: Priority::Medium,
                    target_audience: Audience::All,
                    is_active: active,
                    expires_at: None,
                },
            )
            .await
            .expect("an announcement");
        id(made.id)
    }

    async fn subscriber(&self, app: &TestApp) -> String {
        let email = format!("reader{}@family.example", self.next());
        let newsletter = &app.state.newsletter;
        newsletter
            .subscribe(
                &email,
                &format!("arrange-{}", self.next()),
                "http://127.0.0.1",
            )
            .await
            .expect("a subscriber");
        let found = newsletter
            .list(
                messaging::Viewer::Manager,
                Some(email.clone()),
                PageRequest::default(),
            )
            .await
            .expect("the subscriber is read");
        id(found.results[0].id)
    }

    /// The record a path parameter names for a caller who cannot change it: the school's own,
    /// one the caller may see (`Inside`) or one they may not. Each member's `Inside` record is
    /// theirs: a student is the school's `student`, whose parent is `parent`, whose class
    /// `teacher` teaches; `Outside` records are the other family's and the other class's.
    fn shared(&self, kind: Kind, reach: Reach) -> String {
        let s = &self.school;
        let pick = |inside: &str, outside: &str| match reach {
            Reach::Inside => inside.to_owned(),
            Reach::Outside => outside.to_owned(),
        };
        match kind {
            Kind::Student => pick(&id(s.student.record_id), &id(s.other_student.record_id)),
            Kind::Teacher => pick(&id(s.teacher.record_id), &id(s.other_teacher.record_id)),
            Kind::Parent => pick(&id(s.parent.record_id), &id(s.other_parent.record_id)),
            Kind::Class => pick(&id(s.class.id), &id(s.other_class.id)),
            Kind::ClassSubject => pick(&self.maths_in_class, &self.maths_in_other_class),
            Kind::Enrolment => pick(&self.enrolment, &self.other_enrolment),
            Kind::Level => pick(&self.levels.0, &self.levels.1),
            Kind::Subject => pick(&self.subjects.0, &self.subjects.1),
            Kind::Session => pick(&self.current_session, &self.other_session),
            Kind::Term => pick(&id(self.current_term), &self.other_term),
            Kind::Admin => pick(&self.spare_admins.0, &self.spare_admins.1),
            Kind::User => pick(&self.spare_users.0, &self.spare_users.1),
            Kind::Role => pick(&self.roles.0, &self.roles.1),
            Kind::Grant => pick(&self.grants.0, &self.grants.1),
            Kind::Permission => "users.manage".into(),
            Kind::Announcement => pick(&self.announcement_for_all, &self.announcement_withdrawn),
            Kind::Subscriber => pick(&self.subscribers.0, &self.subscribers.1),
            Kind::Gateway => "paystack".into(),
            Kind::Lesson => pick(&self.lessons.0, &self.lessons.1),
            Kind::Exam => pick(&self.exams.0, &self.exams.1),
            Kind::Paper => pick(&self.papers.0, &self.papers.1),
            // The bank has no owner: one comment serves as both.
            Kind::Comment => self.comment.clone(),
            // Batches have no owner either.
            Kind::PinBatch => self.pin_batch.clone(),
            Kind::Invoice => pick(&self.invoices.0, &self.invoices.1),
            Kind::Payment => pick(&self.payments.0, &self.payments.1),
        }
    }

    /// A record made for one call by an admin who may change it.
    async fn fresh(&self, app: &TestApp, kind: Kind) -> String {
        let n = self.next();
        let state = &app.state;
        let register = &state.academics;
        match kind {
            Kind::Student => {
                let (student, _) =
                    a_student_with_parents(app, &format!("FR/{n}"), self.school.class.id).await;
                id(student.record_id)
            }
            Kind::Teacher => id(a_teacher(app, &format!("FT{n}")).await.record_id),
            Kind::Parent => {
                let (_, parent) =
                    a_student_with_parents(app, &format!("FP/{n}"), self.school.class.id).await;
                id(parent.record_id)
            }
            Kind::Class => id(a_class(app, &format!("F{n}"), None).await.id),
            Kind::ClassSubject => {
                let class = a_class(app, &format!("S{n}"), None).await;
                let made = register
                    .class_subjects
                    .create(
                        &builder(),
                        academics::classes::ClassSubjectInput {
                            class_id: class.id,
                            subject_id: self.subjects.0.parse().expect("a subject key"),
                            teacher_id: None,
                        },
                    )
                    .await
                    .expect("a class subject");
                id(made.id)
            }
            Kind::Enrolment => {
                let (student, _) =
                    a_student_with_parents(app, &format!("FE/{n}"), self.school.class.id).await;
                let found = register
                    .enrolments
                    .list(
                        &builder(),
                        EnrolmentFilter {
                            student_id: Some(StudentId::from_uuid(student.record_id)),
                            ..EnrolmentFilter::default()
                        },
                        PageRequest::default(),
                    )
                    .await
                    .expect("the enrolment is read");
                id(found.results[0].id)
            }
            Kind::Level => id(register
                .structure
                .create_level(
                    &builder(),
                    LevelInput {
                        name: format!("Level {n}"),
                        ..LevelInput::default()
                    },
                )
                .await
                .expect("a level")
                .id),
            Kind::Subject => id(register
                .structure
                .create_subject(
                    &builder(),
                    SubjectInput {
                        name: format!("Subject {n}"),
                        ..SubjectInput::default()
                    },
                )
                .await
                .expect("a subject")
                .id),
            Kind::Session => id(self.fresh_session(app, n).await.id),
            Kind::Term => id(self.fresh_session(app, n).await.terms[0].id),
            Kind::Admin => id(an_admin(app, &format!("fresh.admin.{n}"), false)
                .await
                .user_id),
            Kind::User => id(a_teacher(app, &format!("FU{n}")).await.user_id),
            Kind::Role => id(state
                .auth
                .save_role(
                    &self.maker,
                    None,
                    auth::RoleForm {
                        name: format!("Role {n}"),
                        description: String::new(),
                        permissions: vec![],
                    },
                )
                .await
                .expect("a role")
                .id),
            Kind::Grant => {
                let holder = an_admin(app, &format!("grant.holder.{n}"), false).await;
                let role = state
                    .auth
                    .save_role(
                        &self.maker,
                        None,
                        auth::RoleForm {
                            name: format!("Granted {n}"),
                            description: String::new(),
                            permissions: vec![],
                        },
                    )
                    .await
                    .expect("a role");
                id(state
                    .auth
                    .save_grant(&self.maker, None, holder.user_id, role.id)
                    .await
                    .expect("a grant")
                    .id)
            }
            Kind::Permission => "users.manage".into(),
            Kind::Announcement => self.announcement(app, true).await,
            Kind::Subscriber => self.subscriber(app).await,
            Kind::Gateway => "paystack".into(),
            Kind::Lesson => {
                let subject = self.fresh_class_subject(app, n).await;
                self.lesson_in(app, subject, "08:00", "08:40").await
            }
            Kind::Exam => {
                let subject = self.fresh_class_subject(app, n).await;
                self.exam_made(app, Some(subject)).await
            }
            Kind::Paper => {
                let subject = self.fresh_class_subject(app, n).await;
                self.paper_in(app, &self.exams.0, subject, "09:00", "10:00")
                    .await
            }
            Kind::Comment => comment_made(app, n, self.maker.id).await,
            Kind::PinBatch => pin_batch_made(app, self.maker.id).await,
            // Choosing a plan changes nothing another call reads: the student's own serves.
            Kind::Invoice => self.invoices.0.clone(),
            Kind::Payment => {
                self.transfer(app, &self.school.parent, &self.invoices.0)
                    .await
            }
        }
    }

    async fn fresh_session(&self, app: &TestApp, n: usize) -> academics::calendar::Session {
        app.state
            .academics
            .calendar
            .create_session(
                &builder(),
                SessionInput {
                    name: format!("{}/{}", 2100 + n, 2101 + n),
                    ..SessionInput::default()
                },
            )
            .await
            .expect("a session")
    }

    /// The record a parameter names for this call.
    async fn target(&self, app: &TestApp, kind: Kind, caller: Caller, reach: Reach) -> String {
        if caller.writes() {
            self.fresh(app, kind).await
        } else {
            self.shared(kind, reach)
        }
    }

    /// Calls `method path` as `caller`, on a record of `reach`, with a valid body.
    pub async fn call(
        &mut self,
        app: &TestApp,
        method: &str,
        template: &str,
        caller: Caller,
        reach: Reach,
    ) -> Answer {
        let mut path = template.to_owned();
        let mut first = String::new();
        if template.starts_with("/api/notifications/") && template.contains("{id}") {
            first = self.notification(app, template, caller, reach).await;
            path = path.replace("{id}", &first);
        } else if (template.starts_with("/api/conversations/")
            || template.starts_with("/api/messages/"))
            && template.contains("{id}")
        {
            first = self.conversation(app, template, caller, reach).await;
            path = path.replace("{id}", &first);
        } else if template.contains("{gateway}") && template.starts_with("/api/payments/") {
            // A webhook names a gateway, not a record: one the portal knows, and one it does not.
            first = match reach {
                Reach::Inside => "paystack".into(),
                Reach::Outside => "nowhere".into(),
            };
            path = path.replace("{gateway}", &first);
        } else if template.contains('{') {
            let kind = kind_of(template);
            first = self.target(app, kind, caller, reach).await;
            for name in ["{id}", "{gateway}"] {
                path = path.replace(name, &first);
            }
            if path.contains("{card}") {
                // A card of the batch `{id}`.
                let card = pin_card_of(app, &first, self.maker.id).await;
                path = path.replace("{card}", &card);
            }
            if path.contains("{student_id}") {
                // The child linked to the parent of `{id}`.
                let child = self.child_of(app, &first).await;
                path = path.replace("{student_id}", &child);
            }
        }
        assert!(!path.contains('{'), "an unfilled parameter in {path}");
        if method == "GET" {
            path.push_str(&self.query(template, reach));
        }
        let body = self
            .body(app, method, template, caller, reach, &first)
            .await;
        let client = self.next();
        let answer = app
            .call_from(
                &format!(
                    "10.{}.{}.{}",
                    (client >> 16) & 255,
                    (client >> 8) & 255,
                    client & 255
                ),
                method.parse().expect("a method"),
                &path,
                self.token(caller),
                body,
            )
            .await;
        if method == "POST" && template.ends_with("/make_current/") {
            // Another session or term made current would move every class's students out of
            // the current session, and the rest of the matrix reads them.
            app.state
                .academics
                .calendar
                .make_term_current(&builder(), self.current_term)
                .await
                .expect("the school's term is current again");
        }
        answer
    }

    /// Fees in the school: a fee, bank transfers on, this term's invoices raised, and a bank
    /// transfer of each family waiting for an admin.
    async fn fees_ready(&mut self, app: &TestApp) {
        let token = Some(self.school.admin.token.as_str());
        let settings = "/api/school-settings/school-settings/";
        let version = app.get(settings, token).await.body["version"].clone();
        let saved = app
            .put(
                settings,
                token,
                &json!({
                    "version": version,
                    "fee_structure": {"categories": [
                        {"id": "tuition", "name": "Tuition", "amount": 5_000_000, "mandatory": true},
                        {"id": "bus", "name": "School bus", "amount": 1_000_000, "mandatory": false}
                    ]},
                    "payment_gateways": {"bankTransfer": {"enabled": true,
                        "bankName": "First Bank", "accountNumber": "0123456789",
                        "accountName": "Greenfield Academy"}}
                }),
            )
            .await;
        assert_eq!(saved.status, 200, "{saved:?}");
        let maker = Viewer::superuser(self.maker.id);
        let made = app
            .state
            .fees
            .generate(
                &maker,
                serde_json::from_value(json!({
                    "term_id": id(self.current_term),
                    "due_dates": ["2026-09-14", "2026-10-19", "2026-11-16"],
                }))
                .expect("a generation"),
            )
            .await
            .expect("the term's invoices");
        assert!(made.created >= 2, "{made:?}");
        let listed = app
            .state
            .fees
            .list(&maker, payments::fees::InvoiceFilter::default())
            .await
            .expect("the invoices");
        let of = |student: uuid::Uuid| {
            id(listed
                .results
                .iter()
                .find(|i| i.student_id == student)
                .expect("the student's invoice")
                .id)
        };
        self.invoices = (
            of(self.school.student.record_id),
            of(self.school.other_student.record_id),
        );
        self.payments = (
            self.transfer(app, &self.school.parent, &self.invoices.0)
                .await,
            self.transfer(app, &self.school.other_parent, &self.invoices.1)
                .await,
        );
    }

    /// A bank transfer of one naira by `parent` for `invoice`, waiting for an admin.
    async fn transfer(&self, app: &TestApp, parent: &Person, invoice: &str) -> String {
        let payer = Viewer::new(
            parent.user_id,
            kernel::Role::Parent,
            kernel::Permissions::default(),
        );
        id(app
            .state
            .payments
            .bank_transfer(
                &payer,
                vec![invoice.parse().expect("an invoice id")],
                Some(100),
                payments::checkout::Proof {
                    name: "proof.png".into(),
                    bytes: PNG.to_vec(),
                },
            )
            .await
            .expect("a bank transfer")
            .id)
    }

    async fn child_of(&self, app: &TestApp, parent: &str) -> String {
        let parent: ParentId = parent.parse().expect("a parent id");
        let found = app
            .state
            .academics
            .parents
            .get(&builder(), parent)
            .await
            .expect("the parent is read");
        id(found.children[0].student_id)
    }
}

/// A comment in the bank, made by the superuser.
async fn comment_made(app: &TestApp, n: usize, by: UserId) -> String {
    id(app
        .state
        .academics
        .results
        .add_comment(
            &Viewer::superuser(by),
            academics::results::NewBankComment {
                kind: academics::results::CommentKind::ClassTeacher,
                body: format!("Comment {n}."),
            },
        )
        .await
        .expect("a comment")
        .id)
}

/// A batch of two result checker cards of the current term, made by the superuser.
async fn pin_batch_made(app: &TestApp, by: UserId) -> String {
    let term = app
        .state
        .academics
        .calendar
        .current_term()
        .await
        .expect("a current term");
    app.state
        .academics
        .pins
        .make_batch(
            &Viewer::superuser(by),
            academics::pins::PinBatchInput {
                count: 2,
                term_id: Some(term.id),
                session_id: None,
                uses_allowed: None,
                expires_on: time::OffsetDateTime::now_utc().date() + time::Duration::days(90),
                prefix: "MX".into(),
            },
        )
        .await
        .expect("a batch of cards")
        .batch
        .id
        .to_string()
}

/// The first card of the batch `batch`.
async fn pin_card_of(app: &TestApp, batch: &str, by: UserId) -> String {
    let page = app
        .state
        .academics
        .pins
        .cards(
            &Viewer::superuser(by),
            batch.parse().expect("a batch id"),
            academics::pins::CardFilter {
                search: None,
                page: kernel::PageRequest::new(None, None).expect("a page"),
            },
        )
        .await
        .expect("the batch's cards");
    page.results[0].id.to_string()
}

/// A 1x1 PNG, the smallest picture every upload takes.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
    0x42, 0x60, 0x82,
];

impl World {
    async fn body(
        &self,
        app: &TestApp,
        method: &str,
        template: &str,
        caller: Caller,
        reach: Reach,
        first: &str,
    ) -> Body {
        let n = self.next();
        let s = &self.school;
        let class = id(s.class.id);
        let student_input = || json!({"admission_number": format!("NEW/{n}"), "first_name": "Chidi", "last_name": "Eze", "class_id": class});
        let teacher_input = || json!({"staff_number": format!("NT{n}"), "first_name": "Bola", "last_name": "Ade", "email": format!("nt{n}@school.example")});
        let parent_input = || json!({"first_name": "Kemi", "last_name": "Eze", "email": format!("np{n}@family.example")});
        let level_input = || json!({"name": format!("New level {n}")});
        let subject_input = || json!({"name": format!("New subject {n}")});
        let session_input = || json!({"name": format!("{}/{}", 3000 + n, 3001 + n)});
        let admin_input = || json!({"username": format!("new.admin.{n}"), "email": format!("na{n}@school.example"), "first_name": "Ada", "last_name": "New", "password": TEST_PASSWORD, "is_superuser": false});
        let announcement_input =
            || json!({"title": format!("Notice {n}"), "content": "Sports day is on Friday."});
        let json_body = |value: Value| Body::Json(value);
        // The record a bulk call or a link names, as the path's record is chosen.
        let bulk_target = |prefix: &'static str| async move {
            self.target(app, kind_of(prefix), caller, reach).await
        };
        match (method, template) {
            ("GET" | "DELETE", _) => Body::None,
            // The notifications' actions take no body.
            ("POST", t) if t.starts_with("/api/notifications/") => Body::None,
            // Sign-in and links: none of them looks at the caller's token.
            ("POST", "/api/auth/login/") => {
                json_body(json!({"username": "login.probe", "password": TEST_PASSWORD}))
            }
            ("POST", "/api/auth/token/refresh/" | "/api/auth/logout/") => {
                json_body(json!({"refresh": "not-a-token"}))
            }
            ("POST", "/api/auth/change-password/") => json_body(
                json!({"current_password": "not the password 1", "new_password": "A new password 2"}),
            ),
            ("POST", "/api/auth/signup/") => json_body(json!({
                "username": format!("family{n}"), "email": format!("family{n}@family.example"),
                "first_name": "Ife", "last_name": "Ola", "password": "Family pass 1"
            })),
            ("POST", "/api/auth/verify-email/") => json_body(json!({"token": "not-a-token"})),
            ("POST", "/api/auth/password-reset/") => {
                json_body(json!({"email": format!("nobody{n}@family.example")}))
            }
            ("POST", "/api/auth/password-reset/confirm/") => {
                json_body(json!({"token": "not-a-token", "new_password": "A new password 2"}))
            }
            ("PATCH", "/api/profiles/update_preferences/") => json_body(json!({"theme": "dark"})),
            ("POST", "/api/profiles/profiles/upload_profile_picture/") => Body::File {
                field: "profile_image",
                name: "me.png",
                content_type: "image/png",
                content: PNG.to_vec(),
            },
            // Admins and accounts.
            ("POST", "/api/admins/") => json_body(admin_input()),
            ("POST", "/api/admins/bulk_create/") => json_body(json!({"items": [admin_input()]})),
            ("POST", "/api/admins/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/admins/").await, "first_name": "Renamed"}]}),
            ),
            ("POST", "/api/admins/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/admins/").await]}))
            }
            ("PUT", "/api/admins/{id}/") => json_body(json!({
                "first_name": "Ada", "last_name": "Renamed", "email": format!("re{n}@school.example"),
                "is_active": true, "is_superuser": false
            })),
            ("PATCH", "/api/admins/{id}/") => json_body(json!({"first_name": "Renamed"})),
            ("PATCH", "/api/users/{id}/") => json_body(json!({"first_name": "Renamed"})),
            ("POST", "/api/users/{id}/recover-password/") => {
                json_body(json!({"method": "temporary_password"}))
            }
            // Access.
            (
                "POST" | "PUT",
                "/api/school-settings/roles/" | "/api/school-settings/roles/{id}/",
            ) => json_body(
                json!({"name": format!("Role {n}"), "description": "", "permissions": []}),
            ),
            (
                "POST" | "PUT",
                "/api/school-settings/user-roles/" | "/api/school-settings/user-roles/{id}/",
            ) => json_body(json!({
                "user": bulk_target("/api/admins/").await,
                "role": bulk_target("/api/school-settings/roles/").await
            })),
            // Settings and their tests.
            ("PUT", "/api/school-settings/school-settings/") => {
                json_body(json!({"school_motto": format!("Knowledge at its spring {n}")}))
            }
            ("PUT", "/api/school-settings/communication-settings/") => {
                json_body(json!({"notifications_enabled": true}))
            }
            ("POST", "/api/school-settings/school-settings/upload-logo/") => Body::File {
                field: "logo",
                name: "logo.png",
                content_type: "image/png",
                content: PNG.to_vec(),
            },
            ("POST", "/api/school-settings/school-settings/upload-favicon/") => Body::File {
                field: "favicon",
                name: "favicon.png",
                content_type: "image/png",
                content: PNG.to_vec(),
            },
            ("POST", "/api/school-settings/notifications/email/test/") => json_body(json!({
                "host": "127.0.0.1", "port": 9, "username": "", "encryption": "none",
                "fromName": "School", "fromEmail": "office@school.example"
            })),
            (
                "POST",
                "/api/school-settings/notifications/brevo/test/"
                | "/api/school-settings/notifications/brevo/send-test/",
            ) => json_body(json!({
                "apiKey": "xkeysib-test", "fromName": "School", "fromEmail": "office@school.example",
                "templateId": "", "senderId": 1, "to": "parent@family.example"
            })),
            (
                "POST",
                "/api/school-settings/notifications/twilio/test/"
                | "/api/school-settings/notifications/twilio/send-test/",
            ) => json_body(json!({
                "apiKey": "AC0123456789", "apiSecret": "secret", "senderID": "+15005550006",
                "to": "+2348031234567"
            })),
            ("POST", "/api/school-settings/notifications/sms/test/") => json_body(json!({
                "provider": "twilio", "apiKey": "AC0123456789", "apiSecret": "secret",
                "senderID": "+15005550006"
            })),
            ("POST", "/api/school-settings/payment-gateways/{gateway}/test/") => json_body(
                json!({"publicKey": "pk_test_1", "secretKey": "sk_test_1", "testMode": true}),
            ),
            (
                "POST" | "PUT" | "PATCH",
                "/api/school-settings/announcements/" | "/api/school-settings/announcements/{id}/",
            ) => json_body(announcement_input()),
            ("POST", "/api/newsletter/") => {
                json_body(json!({"email": format!("news{n}@family.example")}))
            }
            // A link nobody was sent.
            ("POST", "/api/newsletter/confirm/") => json_body(json!({"token": "f".repeat(64)})),
            // The register.
            ("POST", "/api/class-levels/") => json_body(level_input()),
            ("POST", "/api/class-levels/bulk_create/") => {
                json_body(json!({"items": [level_input()]}))
            }
            ("POST", "/api/class-levels/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/class-levels/").await, "name": format!("Renamed {n}")}]}),
            ),
            ("POST", "/api/class-levels/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/class-levels/").await]}))
            }
            ("PUT" | "PATCH", "/api/class-levels/{id}/" | "/api/subjects/{id}/") => {
                json_body(json!({"name": format!("Renamed {n}")}))
            }
            ("POST", "/api/subjects/") => json_body(subject_input()),
            ("POST", "/api/subjects/bulk_create/") => {
                json_body(json!({"items": [subject_input()]}))
            }
            ("POST", "/api/subjects/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/subjects/").await, "name": format!("Renamed {n}")}]}),
            ),
            ("POST", "/api/subjects/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/subjects/").await]}))
            }
            ("POST", "/api/sessions/") => json_body(session_input()),
            ("POST", "/api/sessions/bulk_create/") => {
                json_body(json!({"items": [session_input()]}))
            }
            ("POST", "/api/sessions/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/sessions/").await, "name": format!("{}/{}", 4000 + n, 4001 + n)}]}),
            ),
            ("POST", "/api/sessions/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/sessions/").await]}))
            }
            ("PUT" | "PATCH", "/api/sessions/{id}/") => {
                json_body(json!({"name": format!("{}/{}", 5000 + n, 5001 + n)}))
            }
            ("POST", "/api/sessions/{id}/make_current/" | "/api/terms/{id}/make_current/") => {
                Body::None
            }
            ("PATCH", "/api/terms/{id}/") => json_body(json!({"name": "Autumn Term"})),
            ("POST", "/api/classes/") => {
                json_body(json!({"level_id": self.levels.0, "arm": format!("N{n}")}))
            }
            ("POST", "/api/classes/bulk_create/") => {
                json_body(json!({"items": [{"level_id": self.levels.0, "arm": format!("N{n}")}]}))
            }
            ("POST", "/api/classes/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/classes/").await, "name": format!("Renamed {n}")}]}),
            ),
            ("POST", "/api/classes/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/classes/").await]}))
            }
            ("PUT", "/api/classes/{id}/") => {
                json_body(json!({"level_id": self.levels.0, "arm": format!("R{n}")}))
            }
            ("PATCH", "/api/classes/{id}/") => json_body(json!({"name": format!("Renamed {n}")})),
            ("POST", "/api/classes/{id}/promote/") => {
                json_body(json!({"to_session_id": self.other_session, "to_class_id": first}))
            }
            ("POST", "/api/class-subjects/" | "/api/class-subjects/bulk_create/") => {
                let class = if caller.writes() {
                    id(a_class(app, &format!("C{n}"), None).await.id)
                } else {
                    id(s.class.id)
                };
                let item = json!({"class_id": class, "subject_id": self.subjects.1});
                if template.ends_with("bulk_create/") {
                    json_body(json!({"items": [item]}))
                } else {
                    json_body(item)
                }
            }
            ("POST", "/api/class-subjects/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/class-subjects/").await, "teacher_id": null}]}),
            ),
            ("POST", "/api/class-subjects/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/class-subjects/").await]}))
            }
            ("PUT" | "PATCH", "/api/class-subjects/{id}/") => {
                json_body(json!({"teacher_id": id(s.teacher.record_id)}))
            }
            ("POST", "/api/lessons/" | "/api/lessons/bulk_create/") => {
                let subject = if caller.writes() {
                    id(self.fresh_class_subject(app, n).await)
                } else {
                    self.maths_in_class.clone()
                };
                let item = json!({"class_subject_id": subject, "weekday": "tuesday",
                                  "start_time": "09:00", "end_time": "09:40"});
                if template.ends_with("bulk_create/") {
                    json_body(json!({"items": [item]}))
                } else {
                    json_body(item)
                }
            }
            ("POST", "/api/lessons/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/lessons/").await, "room": format!("Room {n}")}]}),
            ),
            ("POST", "/api/lessons/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/lessons/").await]}))
            }
            ("POST", "/api/lessons/copy_term/") => {
                let to = if caller.writes() {
                    id(self.fresh_session(app, n).await.terms[0].id)
                } else {
                    self.other_term.clone()
                };
                json_body(json!({"from_term_id": self.current_term, "to_term_id": to}))
            }
            ("PUT", "/api/lessons/{id}/") => {
                let lesson = app
                    .state
                    .academics
                    .timetable
                    .get(&builder(), first.parse().expect("a lesson id"))
                    .await
                    .expect("the lesson is read");
                json_body(
                    json!({"class_subject_id": lesson.class_subject_id, "weekday": "friday",
                                 "start_time": "10:00", "end_time": "10:40"}),
                )
            }
            ("PATCH", "/api/lessons/{id}/") => json_body(json!({"room": format!("Room P{n}")})),
            ("POST", "/api/attendance/register/") => {
                // Everyone on the class's register today (the matrix adds students as it goes).
                let register = app
                    .state
                    .academics
                    .attendance
                    .register(&builder(), s.class.id, self.attendance_day)
                    .await
                    .expect("the register is read");
                let marks: Vec<Value> = register
                    .lines
                    .iter()
                    .map(|l| json!({"student_id": l.student_id, "status": "present"}))
                    .collect();
                json_body(json!({"class_id": s.class.id,
                                 "date": kernel::dates::format(self.attendance_day),
                                 "marks": marks, "idempotency_key": format!("matrix-save-{n}")}))
            }
            ("PUT", "/api/attendance/holidays/") => json_body(json!({
                "term_id": self.other_term,
                "items": [{"date": "2030-10-01", "name": format!("Matrix Day {n}")}]
            })),
            ("POST", "/api/exams/") | ("PUT", "/api/exams/{id}/") => {
                let day = kernel::dates::format(self.exam_day);
                json_body(json!({"name": format!("Exam N{n}"), "kind": "exam",
                                 "start_date": day, "end_date": day}))
            }
            ("PATCH", "/api/exams/{id}/") => json_body(json!({"name": format!("Exam P{n}")})),
            ("POST", "/api/exams/{id}/publish/") => Body::None,
            ("PATCH", "/api/score-sheets/{id}/") => json_body(json!({"version": 0, "rows": []})),
            (
                "POST",
                "/api/results/classes/{id}/publish/" | "/api/results/classes/{id}/unpublish/",
            ) => Body::None,
            ("PATCH", "/api/results/students/{id}/") => {
                json_body(json!({"class_teacher_comment": "A good term."}))
            }
            ("POST", "/api/result-pins/batches/") => json_body(json!({
                "count": 2,
                "term_id": id(self.current_term),
                "expires_on": kernel::dates::format(
                    time::OffsetDateTime::now_utc().date() + time::Duration::days(30)
                ),
                "prefix": "MX",
            })),
            ("POST", "/api/result-pins/batches/{id}/revoke/")
            | ("POST", "/api/result-pins/batches/{id}/cards/{card}/revoke/") => Body::None,
            // To the class's teacher: related to its student, parent and every admin.
            ("POST", "/api/conversations/") => json_body(json!({
                "to": id(s.teacher.user_id),
                "body": format!("Hello, a question about the term ({n})."),
            })),
            ("POST", "/api/conversations/{id}/messages/") => {
                json_body(json!({"body": format!("Thank you ({n}).")}))
            }
            ("POST", "/api/conversations/{id}/attachments/") => Body::File {
                field: "file",
                name: "homework.pdf",
                content_type: "application/pdf",
                content: b"%PDF-1.4\n1 0 obj<<>>endobj\n".to_vec(),
            },
            ("POST", "/api/fees/invoices/generate/") => json_body(json!({
                "term_id": id(self.current_term),
                "due_dates": ["2026-09-14", "2026-10-19", "2026-11-16"],
            })),
            ("PUT", "/api/fees/choices/") => json_body(json!({
                "student_id": id(s.student.record_id),
                "term_id": id(self.current_term),
                "category_ids": [],
            })),
            ("PUT", "/api/fees/invoices/{id}/plan/") => json_body(json!({"plan": "full"})),
            ("POST", "/api/fees/invoices/{id}/entries/") => json_body(json!({
                "kind": "charge", "amount": 100, "description": format!("Late fee {n}"),
            })),
            // Paystack is not on in the matrix's school: families are told to choose another.
            ("POST", "/api/payments/checkout/") => json_body(json!({
                "invoice_ids": [self.invoices.0],
                "gateway": "paystack",
            })),
            ("POST", "/api/payments/verify/") => json_body(json!({"reference": "SP-NOTHING"})),
            // A proof without the invoices it pays: families are told to choose them.
            ("POST", "/api/payments/bank-transfers/") => Body::File {
                field: "proof",
                name: "proof.png",
                content_type: "image/png",
                content: PNG.to_vec(),
            },
            // Unsigned: the gateway's secret is not set, so no signature can be right.
            ("POST", "/api/payments/webhooks/{gateway}/") => {
                json_body(json!({"event": "charge.success", "data": {"id": n}}))
            }
            ("POST", "/api/payments/{id}/confirm/") => Body::None,
            ("POST", "/api/payments/{id}/reject/") => {
                json_body(json!({"reason": "No transfer reached the school's account."}))
            }
            ("POST", "/api/messages/{id}/approve/") => Body::None,
            ("POST", "/api/messages/{id}/reject/") => {
                json_body(json!({"reason": "Please ask the school office."}))
            }
            // An unknown serial for every call: a wrong try for each caller, never a throttle.
            ("POST", "/api/result-pins/check/") => json_body(json!({
                "admission_number": "MX/1",
                "serial": format!("MX-0000-{n:06}"),
                "pin": "123456789012",
            })),
            ("POST", "/api/results/comments/") => {
                json_body(json!({"kind": "class_teacher", "body": format!("A good term {n}.")}))
            }
            ("POST", "/api/score-sheets/{id}/submit/" | "/api/score-sheets/{id}/approve/") => {
                json_body(json!({"version": 0}))
            }
            ("POST", "/api/score-sheets/{id}/return/") => {
                json_body(json!({"version": 0, "reason": "Check the exam column."}))
            }
            ("POST", "/api/exam-schedules/" | "/api/exam-schedules/bulk_create/") => {
                let subject = if caller.writes() {
                    id(self.fresh_class_subject(app, n).await)
                } else {
                    self.maths_in_class.clone()
                };
                let item = json!({"exam_id": self.exams.0, "class_subject_id": subject,
                                  "invigilator_id": null,
                                  "date": kernel::dates::format(self.exam_day),
                                  "start_time": "12:00", "end_time": "13:00"});
                if template.ends_with("bulk_create/") {
                    json_body(json!({"items": [item]}))
                } else {
                    json_body(item)
                }
            }
            ("POST", "/api/exam-schedules/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/exam-schedules/").await]}))
            }
            ("PUT", "/api/exam-schedules/{id}/") => {
                let paper = app
                    .state
                    .academics
                    .exams
                    .paper(&builder(), first.parse().expect("a paper id"))
                    .await
                    .expect("the paper is read");
                json_body(json!({"exam_id": paper.exam_id,
                                 "class_subject_id": paper.class_subject_id,
                                 "invigilator_id": null,
                                 "date": kernel::dates::format(self.exam_day),
                                 "start_time": "14:00", "end_time": "15:00"}))
            }
            ("PATCH", "/api/exam-schedules/{id}/") => {
                json_body(json!({"room": format!("Room E{n}")}))
            }
            ("POST", "/api/enrolments/" | "/api/enrolments/bulk_create/") => {
                let student = bulk_target("/api/students/").await;
                let item = json!({"student_id": student, "session_id": self.other_session, "class_id": class});
                if template.ends_with("bulk_create/") {
                    json_body(json!({"items": [item]}))
                } else {
                    json_body(item)
                }
            }
            ("POST", "/api/enrolments/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/enrolments/").await]}))
            }
            ("POST", "/api/students/") => json_body(student_input()),
            ("POST", "/api/students/bulk_create/") => {
                json_body(json!({"items": [student_input()]}))
            }
            ("POST", "/api/students/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/students/").await, "address": "2 New Road"}]}),
            ),
            ("POST", "/api/students/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/students/").await]}))
            }
            ("PUT", "/api/students/{id}/") => json_body(json!({
                "admission_number": format!("PUT/{n}"), "first_name": "Chidi", "last_name": "Eze"
            })),
            ("PATCH", "/api/students/{id}/") => json_body(json!({"address": "2 New Road"})),
            ("POST", "/api/students/import/") => Body::File {
                field: "file",
                name: "students.csv",
                content_type: "text/csv",
                content: format!("admission_number,first_name,last_name\nIMP/{n},Ada,Obi\n")
                    .into_bytes(),
            },
            ("POST", "/api/teachers/") => json_body(teacher_input()),
            ("POST", "/api/teachers/bulk_create/") => {
                json_body(json!({"items": [teacher_input()]}))
            }
            ("POST", "/api/teachers/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/teachers/").await, "phone": "+234 803 000 0000"}]}),
            ),
            ("POST", "/api/teachers/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/teachers/").await]}))
            }
            ("PUT", "/api/teachers/{id}/") => json_body(json!({
                "staff_number": format!("PT{n}"), "first_name": "Bola", "last_name": "Ade",
                "email": format!("pt{n}@school.example")
            })),
            ("PATCH", "/api/teachers/{id}/") => json_body(json!({"phone": "+234 803 000 0000"})),
            ("PATCH", "/api/teachers/me/") => json_body(json!({"bio": "Teaches mathematics."})),
            ("POST", "/api/teachers/import/") => Body::File {
                field: "file",
                name: "teachers.csv",
                content_type: "text/csv",
                content: format!(
                    "staff_number,first_name,last_name,email\nIT{n},Bola,Ade,it{n}@school.example\n"
                )
                .into_bytes(),
            },
            ("POST", "/api/parents/") => json_body(parent_input()),
            ("POST", "/api/parents/bulk_create/") => json_body(json!({"items": [parent_input()]})),
            ("POST", "/api/parents/bulk_update/") => json_body(
                json!({"items": [{"id": bulk_target("/api/parents/").await, "occupation": "Nurse"}]}),
            ),
            ("POST", "/api/parents/bulk_delete/") => {
                json_body(json!({"items": [bulk_target("/api/parents/").await]}))
            }
            ("PUT", "/api/parents/{id}/") => json_body(parent_input()),
            ("PATCH", "/api/parents/{id}/") => json_body(json!({"occupation": "Nurse"})),
            ("POST", "/api/parents/{id}/children/") => {
                let child = bulk_target("/api/students/").await;
                json_body(json!({"student_id": child, "relationship": "Guardian"}))
            }
            _ => panic!(
                "no body is known for {method} {template}: add one to World::body in \
                 tests/authorization/world.rs"
            ),
        }
    }
}
