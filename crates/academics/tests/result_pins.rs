//! Result checker PINs on mocked ports (decisions/022): who may make batches and what a batch
//! must say; that the PINs are answered once and stored only as hashes; that wrong tries are
//! counted against the client and the card, and checks against the card's burst limit, and
//! then refused before the store is asked.

mod common;

use std::sync::{Arc, Mutex};

use academics::{
    AcademicsError,
    calendar::MockCalendarRepo,
    pins::{
        MockPinRepo, NewCard, PinBatchInput, PinBatchScope, PinCheck, PinError, PinKey, PinPolicy,
        ResultPins, normalize_pin,
    },
};
use common::{admin, admin_with, fields, member, session};
use kernel::{FixedClock, Limit, MemoryThrottleLog, Permission, Role};
use time::{
    Duration,
    macros::{date, datetime},
};

fn calendar() -> MockCalendarRepo {
    let mut calendar = MockCalendarRepo::new();
    let s = session("2025-2026", true);
    let term = s.terms[0].clone();
    calendar
        .expect_sessions()
        .returning(move || Ok(vec![session("2025-2026", true)]));
    calendar
        .expect_term()
        .returning(move |id| Ok((id == term.id).then(|| term.clone())));
    calendar
}

fn service(repo: MockPinRepo) -> ResultPins {
    ResultPins::new(
        Arc::new(repo),
        Arc::new(calendar()),
        Arc::new(MemoryThrottleLog::default()),
        PinKey::derive(b"the server's secret"),
        Arc::new(FixedClock(datetime!(2026-11-25 09:00 UTC))),
    )
}

fn input(count: u32) -> PinBatchInput {
    PinBatchInput {
        count,
        term_id: None,
        session_id: Some(common::session_id("2025-2026")),
        uses_allowed: None,
        expires_on: date!(2027 - 03 - 31),
        prefix: "gfa".into(),
    }
}

#[tokio::test]
async fn only_admins_who_publish_results_make_or_list_batches() {
    let pins = service(MockPinRepo::new());
    for viewer in [
        admin_with(&[Permission::UsersManage]),
        member(Role::Teacher),
        member(Role::Parent),
    ] {
        assert!(matches!(
            pins.make_batch(&viewer, input(3)).await,
            Err(AcademicsError::Forbidden(_))
        ));
        assert!(matches!(
            pins.batches(&viewer).await,
            Err(AcademicsError::Forbidden(_))
        ));
    }
}

#[tokio::test]
async fn a_batch_says_how_many_cards_of_what_until_when_and_under_which_letters() {
    let pins = service(MockPinRepo::new());
    let mut bad = input(0);
    bad.uses_allowed = Some(21);
    bad.expires_on = date!(2026 - 11 - 24);
    bad.prefix = "G1".into();
    bad.term_id = Some(kernel::TermId::generate());
    let problems = fields(pins.make_batch(&admin(), bad).await.unwrap_err());
    for field in ["count", "uses_allowed", "expires_on", "prefix", "term_id"] {
        assert!(problems.contains_key(field), "{field}: {problems:?}");
    }
    let mut too_many = input(10_001);
    too_many.session_id = Some(common::session_id("1999-2000"));
    let problems = fields(pins.make_batch(&admin(), too_many).await.unwrap_err());
    assert!(problems.contains_key("count") && problems.contains_key("session_id"));
}

/// The batch of three cards the tests below make.
fn batch_of_three() -> academics::pins::PinBatch {
    academics::pins::PinBatch {
        id: uuid::Uuid::now_v7(),
        prefix: "GFA".into(),
        scope: PinBatchScope::Session(common::session_id("2025-2026")),
        scope_name: "2025/2026 (every term)".into(),
        uses_allowed: 5,
        expires_on: date!(2027 - 03 - 31),
        count: 3,
        bound: 0,
        views: 0,
        revoked_cards: 0,
        first_serial: "GFA-2526-000041".into(),
        last_serial: "GFA-2526-000043".into(),
        created_by: None,
        created_at: datetime!(2026-11-25 09:00 UTC),
        revoked_at: None,
    }
}

#[tokio::test]
async fn the_export_dates_a_cards_use_where_the_school_is() {
    let mut repo = MockPinRepo::new();
    repo.expect_batch()
        .returning(|_| Ok(Some(batch_of_three())));
    repo.expect_all_cards().returning(|_| {
        Ok(vec![academics::pins::PinCard {
            id: uuid::Uuid::now_v7(),
            serial: "GFA-2526-000041".into(),
            student_id: None,
            student_name: Some("Ada Obi".into()),
            admission_number: Some("GFA/2025/001".into()),
            uses: 1,
            uses_left: 4,
            // Half past midnight in Lagos, the evening before in UTC.
            last_used_at: Some(datetime!(2026-11-25 23:30 UTC)),
            revoked_at: Some(datetime!(2026-11-26 23:15 UTC)),
        }])
    });
    let lagos = kernel::SchoolClock::at(time::macros::offset!(+1));
    let pins = ResultPins::new(
        Arc::new(repo),
        Arc::new(calendar()),
        Arc::new(MemoryThrottleLog::default()),
        PinKey::derive(b"the server's secret"),
        Arc::new(lagos),
    );

    let csv = pins.export(&admin(), uuid::Uuid::now_v7()).await.unwrap();

    assert!(
        csv.contains("GFA-2526-000041,Ada Obi,GFA/2025/001,1,4,2026-11-26,2026-11-27"),
        "{csv}"
    );
}

#[tokio::test]
async fn a_batch_answers_each_pin_once_and_stores_only_its_hash() {
    let stored: Arc<Mutex<Vec<NewCard>>> = Arc::default();
    let mut repo = MockPinRepo::new();
    repo.expect_next_numbers()
        .returning(|n| Ok((41..41 + i64::from(n)).collect()));
    let kept = stored.clone();
    repo.expect_create_batch().returning(move |batch, cards| {
        assert_eq!(batch.prefix, "GFA");
        assert_eq!(batch.uses_allowed, 5);
        assert!(matches!(batch.scope, PinBatchScope::Session(_)));
        kept.lock().unwrap().extend(cards);
        Ok(())
    });
    repo.expect_batch()
        .returning(|_| Ok(Some(batch_of_three())));
    let made = service(repo).make_batch(&admin(), input(3)).await.unwrap();
    let serials: Vec<&str> = made.cards.iter().map(|c| c.serial.as_str()).collect();
    assert_eq!(
        serials,
        ["GFA-2526-000041", "GFA-2526-000042", "GFA-2526-000043"]
    );
    let key = PinKey::derive(b"the server's secret");
    let stored = stored.lock().unwrap();
    for (issued, kept) in made.cards.iter().zip(stored.iter()) {
        assert_eq!(normalize_pin(&issued.pin), Some(issued.pin.clone()));
        assert_eq!(kept.serial, issued.serial);
        assert_eq!(kept.pin_hash, key.hash(&issued.serial, &issued.pin));
        // Nothing stored holds the PIN itself.
        assert!(!String::from_utf8_lossy(&kept.pin_hash).contains(&issued.pin));
    }
    let mut pins: Vec<&str> = made.cards.iter().map(|c| c.pin.as_str()).collect();
    pins.dedup();
    assert_eq!(pins.len(), 3);
}

fn check(pin: &str) -> PinCheck {
    PinCheck {
        admission_number: "GFA/2025/001".into(),
        serial: "gfa-2526-000041".into(),
        pin: pin.into(),
        term_id: None,
    }
}

/// A store that answers every check with `refusal`, counting how often it was asked.
fn refusing(refusal: fn() -> PinError) -> (MockPinRepo, Arc<Mutex<u32>>) {
    let asked = Arc::new(Mutex::new(0));
    let mut repo = MockPinRepo::new();
    let count = asked.clone();
    repo.expect_check().returning(move |serial, _, _, _| {
        // The serial reaches the store as printed, whatever its case when typed.
        assert_eq!(serial, "GFA-2526-000041");
        *count.lock().unwrap() += 1;
        Err(refusal())
    });
    (repo, asked)
}

#[tokio::test]
async fn wrong_tries_lock_a_card_for_the_client_that_made_them_not_for_its_owner() {
    let (repo, asked) = refusing(|| PinError::WrongPin);
    let pins = service(repo);
    for _ in 0..5 {
        assert!(matches!(
            pins.check("10.0.0.1", check("111122223333")).await,
            Err(PinError::WrongPin)
        ));
    }
    assert!(matches!(
        pins.check("10.0.0.1", check("111122223333")).await,
        Err(PinError::Throttled(seconds)) if seconds > 0 && seconds <= 15 * 60
    ));
    assert_eq!(
        *asked.lock().unwrap(),
        5,
        "refused before the store is asked"
    );
    // The family at another address still reaches the card.
    assert!(matches!(
        pins.check("10.0.0.2", check("111122223333")).await,
        Err(PinError::WrongPin)
    ));
    assert_eq!(*asked.lock().unwrap(), 6);
}

#[tokio::test]
async fn an_ipv6_client_cannot_escape_by_changing_address_within_its_network() {
    let (repo, asked) = refusing(|| PinError::WrongPin);
    let pins = service(repo);
    for i in 1..=5 {
        let _ = pins
            .check(&format!("2001:db8:5:5::{i}"), check("111122223333"))
            .await;
    }
    assert!(matches!(
        pins.check("2001:db8:5:5:ffff::9", check("111122223333"))
            .await,
        Err(PinError::Throttled(_))
    ));
    assert_eq!(*asked.lock().unwrap(), 5);
}

#[tokio::test]
async fn an_admission_number_the_card_does_not_open_counts_as_a_wrong_try() {
    for refusal in [|| PinError::NoStudent, || PinError::OtherStudent] {
        let (repo, asked) = refusing(refusal);
        let pins = service(repo);
        for _ in 0..5 {
            assert!(pins.check("10.4.0.1", check("111122223333")).await.is_err());
        }
        assert!(matches!(
            pins.check("10.4.0.1", check("111122223333")).await,
            Err(PinError::Throttled(_))
        ));
        assert_eq!(*asked.lock().unwrap(), 5);
    }
}

#[tokio::test]
async fn every_check_of_a_card_is_counted_before_it_is_judged() {
    // A refusal that is no wrong try (withdrawn) still counts towards the client's burst limit
    // on the card, so a burst of checks sent at once cannot all reach the store; another
    // client's checks of the card are its own.
    let (repo, asked) = refusing(|| PinError::Revoked);
    let pins = service(repo).with_policy(PinPolicy {
        burst: Limit::new(2, Duration::minutes(1)),
        ..PinPolicy::default()
    });
    let mut answers = Vec::new();
    for _ in 0..4 {
        answers.push(pins.check("10.5.0.1", check("111122223333")).await);
    }
    let throttled = answers
        .iter()
        .filter(|a| matches!(a, Err(PinError::Throttled(_))))
        .count();
    assert_eq!(throttled, 2, "{answers:?}");
    assert_eq!(*asked.lock().unwrap(), 2);
    assert!(matches!(
        pins.check("10.5.0.2", check("111122223333")).await,
        Err(PinError::Revoked)
    ));
}

#[tokio::test]
async fn families_behind_one_address_do_not_lock_each_other_out_with_typos() {
    // Unknown admission numbers on many cards from one address: each card counts them, the
    // address does not.
    let mut repo = MockPinRepo::new();
    repo.expect_check()
        .returning(|_, _, _, _| Err(PinError::NoStudent));
    let pins = service(repo);
    for n in 0..40 {
        let mut typo = check("111122223333");
        typo.serial = format!("GFA-2526-{n:06}");
        assert!(matches!(
            pins.check("10.6.0.1", typo).await,
            Err(PinError::NoStudent)
        ));
    }
}

#[tokio::test]
async fn a_pin_that_is_not_twelve_digits_is_a_field_error_and_counts_nothing() {
    let pins = service(MockPinRepo::new());
    let err = pins.check("10.0.0.1", check("12345")).await.unwrap_err();
    let PinError::Academics(AcademicsError::Invalid(problems)) = err else {
        panic!("{err:?}");
    };
    assert!(problems.contains_key("pin"));
}
