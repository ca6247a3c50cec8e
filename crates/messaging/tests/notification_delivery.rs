//! Delivering the outbox against mocked ports: what went out is recorded, message by message.

use std::sync::{Arc, Mutex};

use kernel::FixedClock;
use messaging::{
    MessagingError,
    notifications::{
        Channel, Delivery, Event, MockDeliverer, MockInbox, MockOutbox, MockRulesSource,
        Notification, NotificationService, Outcome, Status,
    },
};
use time::{OffsetDateTime, macros::datetime};

fn claimed(to: &str) -> Notification {
    Notification {
        id: uuid::Uuid::now_v7(),
        event: Event::AbsentNotice,
        channel: Channel::Email,
        user_id: None,
        recipient: to.into(),
        subject: "Chidi was absent today".into(),
        body: "Chidi was absent.".into(),
        link: None,
        status: Status::Pending,
        attempts: 1,
        next_attempt_at: OffsetDateTime::UNIX_EPOCH,
        last_error: None,
        provider_message_id: None,
        created_at: OffsetDateTime::UNIX_EPOCH,
        sent_at: None,
        read_at: None,
    }
}

#[tokio::test]
async fn a_record_that_fails_does_not_leave_the_rest_of_a_sent_batch_unrecorded() {
    let batch = vec![
        claimed("a@family.example"),
        claimed("b@family.example"),
        claimed("c@family.example"),
    ];
    let first = batch[0].id;
    let mut outbox = MockOutbox::new();
    let to_claim = batch.clone();
    outbox
        .expect_claim_due()
        .times(1)
        .returning(move |_, _, _| Ok(to_claim.clone()));
    let recorded = Arc::new(Mutex::new(Vec::new()));
    let seen = recorded.clone();
    outbox
        .expect_record()
        .times(3)
        .returning(move |claim, outcome, _| {
            seen.lock().unwrap().push((*claim, outcome.clone()));
            if claim.id == first {
                Err(MessagingError::Internal(anyhow::anyhow!(
                    "the pool timed out"
                )))
            } else {
                Ok(())
            }
        });
    let mut deliverer = MockDeliverer::new();
    deliverer
        .expect_deliver()
        .times(1)
        .returning(|batch| batch.iter().map(|_| Delivery::Sent(None)).collect());
    let service = NotificationService::new(
        Arc::new(outbox),
        Arc::new(MockInbox::new()),
        Arc::new(MockRulesSource::new()),
        Arc::new(deliverer),
        Arc::new(FixedClock(datetime!(2026-11-23 08:00 UTC))),
    );

    let answer = service.deliver_due(50).await;

    assert!(
        matches!(answer, Err(MessagingError::Internal(_))),
        "{answer:?}"
    );
    let recorded = recorded.lock().unwrap();
    // Each outcome is recorded against the claim its message was sent under.
    let claims: Vec<_> = recorded.iter().map(|(claim, _)| *claim).collect();
    assert_eq!(claims, batch.iter().map(|m| m.claim()).collect::<Vec<_>>());
    assert!(
        recorded
            .iter()
            .all(|(_, o)| matches!(o, Outcome::Sent { .. })),
        "each message that went out is recorded as sent"
    );
}
