//! Builders for a small school on a [`TestApp`]: people who can sign in, classes, and who is
//! related to whom. They go through the domain services as an admin would, so the records are
//! exactly what the portal itself makes.

use academics::{
    classes::{Class, ClassInput, ClassSubjectInput},
    parents::{ChildLink, ParentInput},
    students::{ParentLink, StudentInput},
    teachers::TeacherInput,
};
use auth::NewAccount;
use kernel::{ClassId, LevelId, ParentId, Role, StudentId, SubjectId, TeacherId, UserId, Viewer};

use crate::{TEST_PASSWORD, TestApp};

/// Someone who signs in: their account, the id of their record (for students, teachers and
/// parents) and an access token such as signing in answers, issued without a password check
/// (their password is [`TEST_PASSWORD`]; [`TestApp::sign_in`] checks it).
#[derive(Debug, Clone)]
pub struct Person {
    pub user_id: UserId,
    /// The id of their student, teacher or parent record; their account id for admins.
    pub record_id: uuid::Uuid,
    pub username: String,
    pub token: String,
}

/// A small school: two classes with a class teacher each (who also teaches Mathematics there),
/// a student in each with a parent, and admins.
#[derive(Debug, Clone)]
pub struct School {
    /// A superuser: holds every permission.
    pub admin: Person,
    pub class: Class,
    pub other_class: Class,
    /// Class teacher of `class`, teaches it Mathematics.
    pub teacher: Person,
    /// Class teacher of `other_class`, teaches it Mathematics.
    pub other_teacher: Person,
    /// In `class`, child of `parent`.
    pub student: Person,
    /// In `other_class`, child of `other_parent`.
    pub other_student: Person,
    pub parent: Person,
    pub other_parent: Person,
}

/// The viewer the builders act as: a superuser.
fn builder() -> Viewer {
    Viewer::superuser(UserId::generate())
}

/// Lets an account made by the register sign in with [`TEST_PASSWORD`] without first changing
/// it, as its owner would have done.
async fn ready(app: &TestApp, user: UserId) {
    app.sql(&format!(
        "UPDATE users SET must_change_password = false WHERE id = '{user}'"
    ))
    .await;
}

async fn person(
    app: &TestApp,
    role: Role,
    user: UserId,
    record: uuid::Uuid,
    username: &str,
) -> Person {
    ready(app, user).await;
    Person {
        user_id: user,
        record_id: record,
        username: username.to_owned(),
        token: app.token_for(user, role),
    }
}

/// An admin account; a superuser holds every permission, another admin none until granted.
pub async fn an_admin(app: &TestApp, username: &str, superuser: bool) -> Person {
    let user = app
        .state
        .auth
        .create_account(NewAccount {
            username: username.into(),
            email: format!("{username}@school.example"),
            first_name: "Ada".into(),
            last_name: "Admin".into(),
            role: Role::Admin,
            password: TEST_PASSWORD.into(),
            is_superuser: superuser,
            must_change_password: false,
        })
        .await
        .expect("the admin is created");
    Person {
        user_id: user.id,
        record_id: user.id.into_uuid(),
        username: username.into(),
        token: app.token_for(user.id, Role::Admin),
    }
}

/// A class arm of the first class level.
pub async fn a_class(app: &TestApp, arm: &str, class_teacher: Option<TeacherId>) -> Class {
    let level: LevelId = app
        .state
        .academics
        .structure
        .levels()
        .await
        .expect("the levels are read")
        .into_iter()
        .next()
        .expect("the default settings have class levels")
        .id;
    app.state
        .academics
        .classes
        .create(
            &builder(),
            ClassInput {
                level_id: level,
                arm: arm.into(),
                name: None,
                class_teacher_id: class_teacher,
            },
        )
        .await
        .expect("the class is created")
}

/// The register as a test arranges it: its people are not sent welcomes, so a test's outbox
/// holds only the messages it is about.
fn arranged(app: &TestApp) -> academics::Academics {
    app.state
        .academics
        .with_welcomes(std::sync::Arc::new(academics::NoWelcomes))
}

/// A teacher who can sign in.
pub async fn a_teacher(app: &TestApp, staff_number: &str) -> Person {
    let teacher = arranged(app)
        .teachers
        .create(
            &builder(),
            TeacherInput {
                staff_number: staff_number.into(),
                first_name: "Emeka".into(),
                last_name: "Nwosu".into(),
                email: format!("{}@school.example", staff_number.to_lowercase()),
                password: Some(TEST_PASSWORD.into()),
                ..TeacherInput::default()
            },
        )
        .await
        .expect("the teacher is created");
    person(
        app,
        Role::Teacher,
        teacher.user_id,
        teacher.id.into_uuid(),
        &teacher.username,
    )
    .await
}

/// A student in `class` with one parent (their mother); both can sign in.
pub async fn a_student_with_parents(
    app: &TestApp,
    admission_number: &str,
    class: ClassId,
) -> (Person, Person) {
    let register = &arranged(app);
    let parent = register
        .parents
        .create(
            &builder(),
            ParentInput {
                first_name: "Ngozi".into(),
                last_name: "Obi".into(),
                email: format!("parent.{}@family.example", admission_number.to_lowercase()),
                password: Some(TEST_PASSWORD.into()),
                ..ParentInput::default()
            },
        )
        .await
        .expect("the parent is created");
    let student = register
        .students
        .create(
            &builder(),
            StudentInput {
                admission_number: admission_number.into(),
                first_name: "Ada".into(),
                last_name: "Obi".into(),
                password: Some(TEST_PASSWORD.into()),
                class_id: Some(class),
                parents: vec![ParentLink {
                    parent_id: parent.id,
                    relationship: "Mother".into(),
                }],
                ..StudentInput::default()
            },
        )
        .await
        .expect("the student is created");
    (
        person(
            app,
            Role::Student,
            student.user_id,
            student.id.into_uuid(),
            &student.username,
        )
        .await,
        person(
            app,
            Role::Parent,
            parent.user_id,
            parent.id.into_uuid(),
            &parent.username,
        )
        .await,
    )
}

/// Gives `teacher` the class's Mathematics.
async fn teaches_mathematics(app: &TestApp, class: ClassId, teacher: TeacherId) {
    let subject: SubjectId = app
        .state
        .academics
        .structure
        .subjects()
        .await
        .expect("the subjects are read")
        .into_iter()
        .next()
        .expect("the default settings have subjects")
        .id;
    app.state
        .academics
        .class_subjects
        .create(
            &builder(),
            ClassSubjectInput {
                class_id: class,
                subject_id: subject,
                teacher_id: Some(teacher),
            },
        )
        .await
        .expect("the class subject is created");
}

/// Links another child to a parent (siblings share a parent).
pub async fn a_sibling_link(app: &TestApp, parent: ParentId, student: StudentId) {
    app.state
        .academics
        .parents
        .link_child(
            &builder(),
            parent,
            ChildLink {
                student_id: student,
                relationship: "Mother".into(),
            },
        )
        .await
        .expect("the child is linked");
}

/// The small school of [`School`].
pub async fn a_school(app: &TestApp) -> School {
    let admin = an_admin(app, "head.admin", true).await;
    let teacher = a_teacher(app, "TCH/001").await;
    let other_teacher = a_teacher(app, "TCH/002").await;
    let class = a_class(app, "A", Some(TeacherId::from_uuid(teacher.record_id))).await;
    let other_class = a_class(
        app,
        "B",
        Some(TeacherId::from_uuid(other_teacher.record_id)),
    )
    .await;
    teaches_mathematics(app, class.id, TeacherId::from_uuid(teacher.record_id)).await;
    teaches_mathematics(
        app,
        other_class.id,
        TeacherId::from_uuid(other_teacher.record_id),
    )
    .await;
    let (student, parent) = a_student_with_parents(app, "2025/0001", class.id).await;
    let (other_student, other_parent) =
        a_student_with_parents(app, "2025/0002", other_class.id).await;
    School {
        admin,
        class,
        other_class,
        teacher,
        other_teacher,
        student,
        other_student,
        parent,
        other_parent,
    }
}
