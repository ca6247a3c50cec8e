//! The register's rules against mocked ports: who may do what, promotion, links, accounts, the
//! import.

use std::sync::Arc;

use academics::{
    AcademicsError, AcademicsService, ChildLink, Class, Gender, MockCredentials, MockRegister,
    NewStudent, Parent, ParentInput, Placement, PromoteRequest, Scope, Session, Student,
    StudentInput, StudentStatus, Taken, Term, Viewer,
};
use kernel::{FixedClock, Page, PageRequest, Role};
use time::macros::datetime;
use uuid::Uuid;

fn admin() -> Viewer {
    Viewer::Admin {
        user_id: Uuid::now_v7(),
        people: true,
        structure: true,
    }
}

fn credentials() -> MockCredentials {
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

fn service(register: MockRegister) -> AcademicsService {
    AcademicsService::new(
        Arc::new(register),
        Arc::new(credentials()),
        Arc::new(FixedClock(datetime!(2026-11-22 08:00 UTC))),
    )
}

fn session(id: &str, current: bool) -> Session {
    Session {
        id: id.into(),
        name: id.replace('-', "/"),
        start_date: None,
        end_date: None,
        is_current: current,
        terms: vec![Term {
            id: Uuid::now_v7(),
            session_id: id.into(),
            name: "First Term".into(),
            position: 0,
            start_date: None,
            end_date: None,
            next_term_begins: None,
            is_current: current,
        }],
    }
}

fn class(id: Uuid, name: &str) -> Class {
    Class {
        id,
        level_id: "jss-1".into(),
        level_name: "JSS 1".into(),
        arm: "A".into(),
        name: name.into(),
        class_teacher_id: None,
        class_teacher_name: None,
        student_count: 0,
    }
}

fn student(id: Uuid) -> Student {
    Student {
        id,
        user_id: Uuid::now_v7(),
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
    }
}

fn input(number: &str) -> StudentInput {
    StudentInput {
        admission_number: number.into(),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        ..StudentInput::default()
    }
}

#[tokio::test]
async fn only_admins_who_manage_users_add_students() {
    let svc = service(MockRegister::new());
    for viewer in [
        Viewer::Teacher(Uuid::now_v7()),
        Viewer::Parent(Uuid::now_v7()),
        Viewer::Admin {
            user_id: Uuid::now_v7(),
            people: false,
            structure: true,
        },
    ] {
        let err = svc
            .create_students(&viewer, vec![input("2025/0001")])
            .await
            .unwrap_err();
        assert!(matches!(err, AcademicsError::Forbidden(_)), "{viewer:?}");
    }
}

#[tokio::test]
async fn a_new_student_gets_an_account_named_by_the_admission_number_and_a_password_shown_once() {
    let mut register = MockRegister::new();
    let stored = Arc::new(std::sync::Mutex::new(Vec::<NewStudent>::new()));
    let keep = Arc::clone(&stored);
    register
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    register
        .expect_insert_students()
        .times(1)
        .returning(move |students, _| {
            keep.lock().unwrap().extend(students);
            Ok(())
        });
    register.expect_student().returning(|id, scope| {
        assert_eq!(scope, Scope::All);
        Ok(Some(student(id)))
    });
    let made = service(register)
        .create_students(&admin(), vec![input(" 2025/0001 ")])
        .await
        .unwrap();

    assert_eq!(made[0].initial_password.as_deref(), Some("Init0#pass"));
    let stored = stored.lock().unwrap();
    assert_eq!(stored[0].login.username, "2025/0001");
    assert_eq!(stored[0].login.role, Role::Student);
    assert_eq!(stored[0].login.password_hash, "sha:0");
    assert_eq!(stored[0].admission_number, "2025/0001");
}

#[tokio::test]
async fn a_chosen_password_must_follow_the_policy_and_is_hashed_not_shown() {
    let mut register = MockRegister::new();
    register.expect_insert_students().never();
    let svc = service(register);
    let mut weak = input("2025/0002");
    weak.password = Some("short".into());
    let err = svc.create_students(&admin(), vec![weak]).await.unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert_eq!(fields["password"], vec!["Use at least 8 characters."]);
}

#[tokio::test]
async fn a_bulk_call_reports_every_bad_item_under_its_index_and_stores_nothing() {
    let mut register = MockRegister::new();
    register.expect_insert_students().never();
    let mut bad_date = input("2025/0003");
    bad_date.date_of_birth = Some(time::macros::date!(2030 - 01 - 01));
    let err = service(register)
        .create_students(&admin(), vec![input("2025/0001"), input(""), bad_date])
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(
        fields.contains_key("items.1.admission_number"),
        "{fields:?}"
    );
    assert!(fields.contains_key("items.2.date_of_birth"), "{fields:?}");
    assert!(!fields.keys().any(|k| k.starts_with("items.0.")));
}

#[tokio::test]
async fn a_store_refusal_of_one_item_comes_back_under_that_item() {
    let mut register = MockRegister::new();
    register
        .expect_taken()
        .returning(|_, _, _| Ok(Taken::default()));
    register.expect_insert_students().returning(|_, _| {
        Err((
            1,
            AcademicsError::field(
                "admission_number",
                "Another student has this admission number.",
            ),
        ))
    });
    let err = service(register)
        .create_students(&admin(), vec![input("2025/0001"), input("2025/0002")])
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert_eq!(
        fields["items.1.admission_number"],
        vec!["Another student has this admission number."]
    );
}

#[tokio::test]
async fn taken_numbers_and_repeats_in_a_batch_are_reported_on_the_field_to_fix() {
    let mut register = MockRegister::new();
    register.expect_taken().returning(|_, _, numbers| {
        Ok(Taken {
            admission_numbers: numbers.into_iter().filter(|n| n == "2025/0001").collect(),
            ..Taken::default()
        })
    });
    register.expect_insert_students().never();
    let mut named = input("2025/0003");
    named.username = Some("2025/0002".into());
    let err = service(register)
        .create_students(
            &admin(),
            vec![input("2025/0001"), input("2025/0002"), named],
        )
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(
        fields.contains_key("items.0.admission_number"),
        "{fields:?}"
    );
    assert!(
        !fields.keys().any(|k| k.starts_with("items.1.")),
        "{fields:?}"
    );
    assert!(fields.contains_key("items.2.username"), "{fields:?}");
}

#[tokio::test]
async fn reads_go_through_the_viewers_scope_and_an_unseen_record_is_not_found() {
    let parent = Uuid::now_v7();
    let mut register = MockRegister::new();
    register
        .expect_student()
        .withf(move |_, scope| *scope == Scope::Parent(parent))
        .returning(|_, _| Ok(None));
    let err = service(register)
        .student(&Viewer::Parent(parent), Uuid::now_v7())
        .await
        .unwrap_err();
    assert!(matches!(err, AcademicsError::NotFound("student")));
}

#[tokio::test]
async fn parents_and_students_may_not_list_the_teachers_nor_read_one() {
    let svc = service(MockRegister::new());
    let parent = Viewer::Parent(Uuid::now_v7());
    assert!(matches!(
        svc.list_teachers(
            &parent,
            Default::default(),
            Default::default(),
            PageRequest::default()
        )
        .await,
        Err(AcademicsError::Forbidden(_))
    ));
    assert!(matches!(
        svc.teacher(&Viewer::Student(Uuid::now_v7()), Uuid::now_v7())
            .await,
        Err(AcademicsError::NotFound(_))
    ));
}

#[tokio::test]
async fn a_parent_needs_an_email_or_a_phone() {
    let mut register = MockRegister::new();
    register.expect_insert_parents().never();
    let err = service(register)
        .create_parents(
            &admin(),
            vec![ParentInput {
                first_name: "Ngozi".into(),
                last_name: "Obi".into(),
                ..ParentInput::default()
            }],
        )
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(fields["email"][0].contains("phone number"));
}

#[tokio::test]
async fn linking_a_child_checks_the_student_exists() {
    let parent_id = Uuid::now_v7();
    let mut register = MockRegister::new();
    register.expect_parent().returning(move |id, _| {
        Ok(Some(Parent {
            id,
            user_id: Uuid::now_v7(),
            username: "ngozi".into(),
            email: "ngozi@example.com".into(),
            first_name: "Ngozi".into(),
            last_name: "Obi".into(),
            is_active: true,
            phone: String::new(),
            address: String::new(),
            occupation: String::new(),
            children: vec![],
            initial_password: None,
        }))
    });
    register.expect_student().returning(|_, _| Ok(None));
    register.expect_link().never();
    let err = service(register)
        .link_child(
            &admin(),
            parent_id,
            ChildLink {
                student_id: Uuid::now_v7(),
                relationship: "Mother".into(),
            },
        )
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(fields.contains_key("student_id"));
}

fn promotion_register(
    roll: Vec<Uuid>,
    placements: Arc<std::sync::Mutex<Vec<Placement>>>,
) -> MockRegister {
    let mut register = MockRegister::new();
    register
        .expect_class()
        .returning(|id, _| Ok(Some(class(id, "JSS 1A"))));
    register.expect_sessions().returning(|| {
        Ok(vec![
            session("2025-2026", true),
            session("2026-2027", false),
        ])
    });
    register.expect_class_roll().returning(move |_, session| {
        assert_eq!(session, "2025-2026");
        Ok(roll.clone())
    });
    register.expect_promote().returning(move |session, p, _| {
        assert_eq!(session, "2026-2027");
        placements.lock().unwrap().extend(p);
        Ok(())
    });
    register
}

#[tokio::test]
async fn promotion_moves_everyone_not_chosen_to_repeat_or_graduate() {
    let (a, b, c) = (Uuid::now_v7(), Uuid::now_v7(), Uuid::now_v7());
    let (from, to) = (Uuid::now_v7(), Uuid::now_v7());
    let placements = Arc::new(std::sync::Mutex::new(Vec::new()));
    let svc = service(promotion_register(vec![a, b, c], Arc::clone(&placements)));

    let result = svc
        .promote(
            &admin(),
            from,
            PromoteRequest {
                to_session_id: "2026-2027".into(),
                to_class_id: Some(to),
                repeat: vec![b],
                repeat_class_id: None,
                graduate: vec![c],
            },
        )
        .await
        .unwrap();

    assert_eq!(
        (result.promoted, result.repeated, result.graduated),
        (1, 1, 1)
    );
    let placements = placements.lock().unwrap();
    assert!(placements.contains(&Placement::Enrol(a, to)));
    assert!(
        placements.contains(&Placement::Enrol(b, from)),
        "repeaters stay in their class"
    );
    assert!(placements.contains(&Placement::Graduate(c)));
}

#[tokio::test]
async fn promotion_refuses_the_current_session_and_strangers() {
    let a = Uuid::now_v7();
    let mut register = MockRegister::new();
    register
        .expect_class()
        .returning(|id, _| Ok(Some(class(id, "JSS 1A"))));
    register.expect_sessions().returning(|| {
        Ok(vec![
            session("2025-2026", true),
            session("2026-2027", false),
        ])
    });
    register
        .expect_class_roll()
        .returning(move |_, _| Ok(vec![a]));
    register.expect_promote().never();

    let err = service(register)
        .promote(
            &admin(),
            Uuid::now_v7(),
            PromoteRequest {
                to_session_id: "2025-2026".into(),
                to_class_id: Some(Uuid::now_v7()),
                repeat: vec![Uuid::now_v7()],
                repeat_class_id: None,
                graduate: vec![a],
            },
        )
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(fields.contains_key("to_session_id"));
    assert!(fields.contains_key("repeat"), "a student of another class");
}

fn import_register(existing_parent: Option<Parent>) -> MockRegister {
    let mut register = MockRegister::new();
    register.expect_list_classes().returning(|_, _, page| {
        Ok(Page {
            count: 1,
            results: vec![class(Uuid::from_u128(7), "JSS 1A")],
            request: page,
        })
    });
    register
        .expect_find_parents()
        .returning(move |_, _| Ok(existing_parent.clone().into_iter().collect()));
    register.expect_taken().returning(|_, _, numbers| {
        Ok(Taken {
            admission_numbers: numbers.into_iter().filter(|n| n == "2024/0009").collect(),
            ..Taken::default()
        })
    });
    register
}

const HEADER: &str = "admission_number,first_name,last_name,gender,date_of_birth,admission_date,class,email,parent_first_name,parent_last_name,parent_email,parent_phone,relationship\n";

#[tokio::test]
async fn an_import_reports_every_bad_line_and_stores_nothing() {
    let mut register = import_register(None);
    register.expect_import().never();
    let file = format!(
        "{HEADER}\
         2025/0001,Ada,Obi,female,2014-03-09,,JSS 1A,,Ngozi,Obi,ngozi@example.com,,Mother\n\
         2025/0001,Tunde,Obi,male,,,JSS 1A,,,,,,\n\
         2024/0009,Bola,Ade,x,2014-13-01,,JSS 9Z,,,,,,\n\
         2025/0004,,Eze,,,,,,Kemi,Eze,,,Aunt\n"
    );
    let err = service(register)
        .import_students(&admin(), file.as_bytes())
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    assert!(!fields.contains_key("line.2"), "{fields:?}");
    assert!(
        fields["line.3"][0].contains("same as on line 2"),
        "{fields:?}"
    );
    let line4 = fields["line.4"].join(" | ");
    assert!(line4.contains("already registered"), "{line4}");
    assert!(line4.contains("gender"), "{line4}");
    assert!(line4.contains("date_of_birth"), "{line4}");
    assert!(line4.contains("JSS 9Z"), "{line4}");
    let line5 = fields["line.5"].join(" | ");
    assert!(line5.contains("first_name"), "{line5}");
    assert!(line5.contains("e-mail or phone"), "{line5}");
}

#[tokio::test]
async fn an_import_shares_a_new_parent_between_siblings_and_matches_a_registered_one() {
    let known = Parent {
        id: Uuid::from_u128(42),
        user_id: Uuid::now_v7(),
        username: "kemi@example.com".into(),
        email: "Kemi@Example.com".into(),
        first_name: "Kemi".into(),
        last_name: "Eze".into(),
        is_active: true,
        phone: String::new(),
        address: String::new(),
        occupation: String::new(),
        children: vec![],
        initial_password: None,
    };
    let mut register = import_register(Some(known));
    let stored = Arc::new(std::sync::Mutex::new(None));
    let keep = Arc::clone(&stored);
    register
        .expect_import()
        .times(1)
        .returning(move |batch, _| {
            *keep.lock().unwrap() = Some(batch);
            Ok(())
        });
    let file = format!(
        "\u{feff}{HEADER}\
         2025/0001,Ada,Obi,female,2014-03-09,2025-09-08,jss 1a,,Ngozi,Obi,ngozi@example.com,+234 803 000 0001,Mother\n\
         2025/0002,Tunde,Obi,male,,,,,Ngozi,Obi,NGOZI@example.com,,Mother\n\
         2025/0003,Chidi,Eze,m,,,,,,,kemi@example.com,,Mother\n\
         ,,,,,,,,,,,,\n"
    );
    let result = service(register)
        .import_students(&admin(), file.as_bytes())
        .await
        .unwrap();

    assert_eq!(result.students_created, 3);
    assert_eq!(result.parents_created, 1);
    assert_eq!(result.parents_matched, 1);
    assert_eq!(
        result.credentials.len(),
        4,
        "three students and one new parent"
    );
    let batch = stored.lock().unwrap().take().unwrap();
    let ngozi = batch.parents[0].id;
    assert_eq!(batch.parents[0].login.username, "ngozi@example.com");
    assert_eq!(batch.students[0].parents[0].parent_id, ngozi);
    assert_eq!(
        batch.students[1].parents[0].parent_id, ngozi,
        "siblings share a parent"
    );
    assert_eq!(batch.students[2].parents[0].parent_id, Uuid::from_u128(42));
    assert_eq!(
        batch.students[0].class_id,
        Some(Uuid::from_u128(7)),
        "class names ignore case"
    );
    assert_eq!(batch.students[2].gender, Gender::Male);
}

#[tokio::test]
async fn an_import_needs_the_required_columns() {
    let err = service(MockRegister::new())
        .import_students(&admin(), b"first_name,surname\nAda,Obi\n")
        .await
        .unwrap_err();
    let AcademicsError::Invalid(fields) = err else {
        panic!("not a validation error")
    };
    let header = fields["line.1"].join(" | ");
    assert!(header.contains("Unknown column \"surname\""), "{header}");
    assert!(header.contains("admission_number is missing"), "{header}");
}
