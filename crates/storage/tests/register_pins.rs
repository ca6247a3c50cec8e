//! Result checker PINs on a real, throwaway database (decisions/022): a batch stored whole with
//! serials that are never given twice; a check counted in one transaction; the same card
//! checked for two students at once binds to exactly one of them; refusals change nothing.

mod common;

use academics::calendar::CalendarRepo;
use academics::pins::{
    CardFilter, NewBatch, NewCard, PinBatchScope, PinCheckRules, PinError, PinKey, PinRepo,
};
use common::{database, now, school, terms};
use kernel::PageRequest;
use storage::PgPinRepo;
use time::macros::date;
use uuid::Uuid;

const PIN: &str = "123456789012";

fn key() -> PinKey {
    PinKey::derive(b"secret")
}

/// A batch of two cards of `term`, five views each, until the end of 2027.
async fn batch(repo: &PgPinRepo, term: kernel::TermId, by: kernel::UserId) -> (Uuid, Vec<String>) {
    let numbers = repo.next_numbers(2).await.unwrap();
    let serials: Vec<String> = numbers
        .iter()
        .map(|n| academics::pins::serial("GFA", "2526", *n))
        .collect();
    let id = Uuid::now_v7();
    repo.create_batch(
        NewBatch {
            id,
            prefix: "GFA".into(),
            scope: PinBatchScope::Term(term),
            uses_allowed: 5,
            expires_on: date!(2027 - 12 - 31),
            created_by: by,
            created_at: now(),
        },
        numbers
            .iter()
            .zip(&serials)
            .map(|(n, s)| NewCard {
                number: *n,
                serial: s.clone(),
                pin_hash: key().hash(s, PIN),
            })
            .collect(),
    )
    .await
    .unwrap();
    (id, serials)
}

fn rules(serial: &str, pin: &str) -> PinCheckRules {
    PinCheckRules {
        pin_hash: key().hash(serial, pin),
        today: date!(2026 - 11 - 25),
        term: None,
    }
}

#[tokio::test]
async fn a_card_binds_to_one_student_counts_its_views_and_refuses_the_rest() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let term = terms(&register).await[0];
    let repo = PgPinRepo::new(register.db.clone());
    let (batch_id, serials) = batch(&repo, term, s.t1.login.user_id).await;
    assert_ne!(serials[0], serials[1]);
    // Numbers are never given twice.
    let more = repo.next_numbers(3).await.unwrap();
    assert!(
        more.iter()
            .all(|n| !serials.iter().any(|s| s.ends_with(&format!("{n:06}"))))
    );

    // Not published yet: refused, no view used.
    let refused = repo
        .check(
            serials[0].clone(),
            "2025/0001".into(),
            rules(&serials[0], PIN),
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(refused, PinError::NotPublished(_)), "{refused:?}");
    // A term asked for is named in the refusal, whatever the card's scope.
    let other = terms(&register).await[1];
    let mut asked = rules(&serials[0], PIN);
    asked.term = Some(other);
    let refused = repo
        .check(serials[0].clone(), "2025/0001".into(), asked, now())
        .await
        .unwrap_err();
    let PinError::NotPublished(name) = refused else {
        panic!("{refused:?}");
    };
    let expected = register
        .calendar
        .sessions()
        .await
        .unwrap()
        .into_iter()
        .find_map(|s| {
            s.terms
                .iter()
                .find(|t| t.id == other)
                .map(|t| format!("{}, {}", t.name, s.name))
        })
        .unwrap();
    assert_eq!(name, expected);

    // Published cards for s1 and s2 (as publishing stores them).
    for (student, class, name) in [(s.s1.id, s.a.id, "Ada"), (s.s2.id, s.b.id, "Bayo")] {
        db.client()
            .await
            .batch_execute(&format!(
                "INSERT INTO result_publications (class_id, term_id, published,
                     first_published_at, changed_at) VALUES ('{class}', '{term}', true, now(), now());
                 INSERT INTO report_cards (student_id, term_id, class_id, card, published_at)
                 VALUES ('{student}', '{term}', '{class}', '{{\"student_id\": \"{student}\", \
                 \"name\": \"{name}\", \"admission_number\": \"x\", \"gender\": \"\", \
                 \"class_id\": \"{class}\", \"class_name\": \"A\", \"term_id\": \"{term}\", \
                 \"term_name\": \"First Term\", \"session_name\": \"2025/2026\", \
                 \"components\": [], \"exam_max\": 60, \"earlier_terms\": [], \"subjects\": [], \
                 \"out_of\": 1, \"days_present\": 0, \"days_open\": 0, \
                 \"class_teacher_comment\": \"\", \"principal_comment\": \"\", \"ratings\": [], \
                 \"date_of_birth\": null, \"photo_url\": null, \"class_teacher_name\": null, \
                 \"next_term_begins\": null, \"total\": null, \"average\": null, \
                 \"grade\": null, \"remark\": null, \"position\": null, \
                 \"class_average\": null, \"published_at\": null, \
                 \"published\": true}}', now())",
                student = student.into_uuid(),
                class = class.into_uuid(),
                term = term.into_uuid(),
            ))
            .await
            .unwrap();
    }

    // A wrong PIN and an unknown serial: the same refusal.
    for (serial, pin) in [
        (serials[0].as_str(), "999999999999"),
        ("GFA-9999-000001", PIN),
    ] {
        let refused = repo
            .check(serial.into(), "2025/0001".into(), rules(serial, pin), now())
            .await
            .unwrap_err();
        assert!(matches!(refused, PinError::WrongPin), "{refused:?}");
    }

    // The same card for two students at once: exactly one binds it.
    let (a, b) = tokio::join!(
        repo.check(
            serials[0].clone(),
            "2025/0001".into(),
            rules(&serials[0], PIN),
            now()
        ),
        repo.check(
            serials[0].clone(),
            "2025/0002".into(),
            rules(&serials[0], PIN),
            now()
        ),
    );
    let bound = [&a, &b].into_iter().filter(|r| r.is_ok()).count();
    assert_eq!(bound, 1, "{a:?} {b:?}");
    let (winner, loser) = match (a, b) {
        (Ok(won), lost) | (lost, Ok(won)) => (won, lost),
        (a, b) => panic!("neither bound the card: {a:?} {b:?}"),
    };
    assert!(matches!(loser, Err(PinError::OtherStudent)), "{loser:?}");
    assert_eq!(winner.uses_left, 4);
    assert_eq!(winner.terms.len(), 1);
    let owner = winner.card.student_id;

    // The owner's views count down to none; the admission number is read in any case.
    let owner_number = if owner == s.s1.id {
        "2025/0001"
    } else {
        "2025/0002"
    };
    for left in (0..4).rev() {
        let seen = repo
            .check(
                serials[0].clone(),
                owner_number.to_lowercase(),
                rules(&serials[0], PIN),
                now(),
            )
            .await
            .unwrap();
        assert_eq!(seen.uses_left, left);
    }
    let used_up = repo
        .check(
            serials[0].clone(),
            owner_number.into(),
            rules(&serials[0], PIN),
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(used_up, PinError::UsedUp(5)), "{used_up:?}");

    // An unknown admission number on the other card.
    let nobody = repo
        .check(
            serials[1].clone(),
            "2099/9999".into(),
            rules(&serials[1], PIN),
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(nobody, PinError::NoStudent), "{nobody:?}");

    // The batch's use, its cards, and withdrawing.
    let listed = repo.batch(batch_id).await.unwrap().unwrap();
    assert_eq!((listed.count, listed.bound, listed.views), (2, 1, 5));
    assert_eq!(listed.first_serial, serials[0]);
    let page = repo
        .cards(
            batch_id,
            CardFilter {
                search: Some(serials[1][serials[1].len() - 3..].to_owned()),
                page: PageRequest::new(None, None).unwrap(),
            },
        )
        .await
        .unwrap();
    assert_eq!(page.count, 1);
    assert_eq!(page.results[0].serial, serials[1]);
    assert!(
        repo.revoke_card(batch_id, page.results[0].id, now())
            .await
            .unwrap()
    );
    let withdrawn = repo
        .check(
            serials[1].clone(),
            "2025/0001".into(),
            rules(&serials[1], PIN),
            now(),
        )
        .await
        .unwrap_err();
    assert!(matches!(withdrawn, PinError::Revoked), "{withdrawn:?}");
    assert!(repo.revoke_batch(batch_id, now()).await.unwrap());
    assert!(!repo.revoke_batch(Uuid::now_v7(), now()).await.unwrap());
    let all = repo.all_cards(batch_id).await.unwrap();
    assert!(all.iter().all(|c| c.revoked_at.is_some()));
}
