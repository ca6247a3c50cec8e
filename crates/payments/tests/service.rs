//! The fees and payments use cases on mocked ports: who may do what, what is refused before any
//! store is touched, how the sibling discount is placed, and what a webhook must prove.

use std::{collections::BTreeSet, sync::Arc};

use hmac::{KeyInit, Mac};
use kernel::{Currency, FixedClock, Permissions, Role, TermId, UserId, Viewer};
use payments::{
    PaymentsError,
    checkout::{
        Gateway, GatewaySecrets, MockGatewayClient, MockPaymentRepo, MockPaymentSettings,
        PaymentConfig, Payments, Signature,
    },
    fees::{
        FamilyMember, FeeRules, Fees, GenerateInvoices, MockFeeSettings, MockInvoiceRepo,
        OfferedPlans, SiblingRule, TermInfo, rules::Category,
    },
};
use time::{OffsetDateTime, macros::date};
use uuid::Uuid;

fn clock() -> Arc<FixedClock> {
    Arc::new(FixedClock(
        OffsetDateTime::from_unix_timestamp(1_790_000_000).unwrap(),
    ))
}

fn term() -> TermId {
    TermId::from_uuid(Uuid::from_bytes([7; 16]))
}

fn rules() -> FeeRules {
    FeeRules {
        currency: Currency::NGN,
        categories: vec![
            Category {
                id: "tuition".into(),
                name: "Tuition".into(),
                amount: 100_000,
                level_amounts: [("ss-1".to_owned(), 150_000)].into(),
                mandatory: true,
                terms: vec![],
            },
            Category {
                id: "bus".into(),
                name: "Bus".into(),
                amount: 30_000,
                level_amounts: Default::default(),
                mandatory: false,
                terms: vec![],
            },
        ],
        plans: OfferedPlans {
            full: true,
            two: true,
            three: false,
        },
        sibling: SiblingRule {
            enabled: true,
            second_child: 10,
            third_child: 20,
        },
    }
}

fn settings() -> Arc<MockFeeSettings> {
    let mut s = MockFeeSettings::new();
    s.expect_rules().returning(|| Ok(rules()));
    Arc::new(s)
}

fn admin() -> Viewer {
    Viewer::superuser(UserId::from_uuid(Uuid::from_bytes([9; 16])))
}

fn member(n: u8, level: &str, parents: &[u8]) -> FamilyMember {
    FamilyMember {
        student: Uuid::from_bytes([n; 16]),
        admission_number: format!("A/{n}"),
        level: Some(level.into()),
        chosen: BTreeSet::new(),
        invoiced: None,
        parents: parents.iter().map(|p| Uuid::from_bytes([*p; 16])).collect(),
    }
}

#[tokio::test]
async fn generating_places_the_discount_on_the_child_with_the_lower_fees_and_skips_existing() {
    let mut repo = MockInvoiceRepo::new();
    repo.expect_term().returning(|_| {
        Ok(Some(TermInfo {
            id: term(),
            name: "First Term, 2026/2027".into(),
            number: 1,
        }))
    });
    // Two in JSS 1 (one of them has an invoice already), their SS 1 sister elsewhere.
    repo.expect_roster()
        .returning(|_, _, _| Ok(vec![Uuid::from_bytes([1; 16]), Uuid::from_bytes([3; 16])]));
    repo.expect_families().returning(|_, _| {
        let mut invoiced = member(3, "jss-1", &[50]);
        invoiced.invoiced = Some(100_000);
        Ok(vec![
            member(1, "jss-1", &[40]),
            member(2, "ss-1", &[40]),
            invoiced,
        ])
    });
    repo.expect_create().times(1).returning(|invoices| {
        // Only the JSS 1 child without an invoice: second in the family after the SS 1 sister.
        assert_eq!(invoices.len(), 1);
        let i = &invoices[0];
        assert_eq!(i.student, Uuid::from_bytes([1; 16]));
        assert_eq!(i.charges.iter().map(|c| c.amount).sum::<i64>(), 100_000);
        assert_eq!(
            i.discount,
            Some(("Sibling discount: 10% (second child)".into(), 10_000))
        );
        Ok(1)
    });
    let fees = Fees::new(Arc::new(repo), settings(), clock());
    let made = fees
        .generate(
            &admin(),
            GenerateInvoices {
                term_id: term(),
                class_id: None,
                level_id: None,
                due_dates: vec![date!(2026 - 09 - 14), date!(2026 - 10 - 19)],
            },
        )
        .await
        .unwrap();
    assert_eq!((made.created, made.existing, made.students), (1, 1, 2));
}

#[tokio::test]
async fn generating_is_refused_without_enough_due_dates_or_the_permission() {
    let mut repo = MockInvoiceRepo::new();
    repo.expect_term().returning(|_| {
        Ok(Some(TermInfo {
            id: term(),
            name: "First Term".into(),
            number: 1,
        }))
    });
    let fees = Fees::new(Arc::new(repo), settings(), clock());
    // Two instalments are offered: one date is not enough.
    let one_date = GenerateInvoices {
        term_id: term(),
        class_id: None,
        level_id: None,
        due_dates: vec![date!(2026 - 09 - 14)],
    };
    match fees.generate(&admin(), one_date.clone()).await {
        Err(PaymentsError::Invalid(fields)) => assert!(fields.contains_key("due_dates")),
        other => panic!("{other:?}"),
    }
    let plain = Viewer::new(
        UserId::from_uuid(Uuid::from_bytes([8; 16])),
        Role::Admin,
        Permissions::default(),
    );
    assert!(matches!(
        fees.generate(&plain, one_date).await,
        Err(PaymentsError::Forbidden(_))
    ));
}

const SECRET: &str = "sk_test_unit";

fn config() -> PaymentConfig {
    PaymentConfig {
        currency: Currency::NGN,
        school_name: "Greenfield Academy".into(),
        paystack: GatewaySecrets {
            enabled: true,
            secret_key: Some(SECRET.into()),
            webhook_secret: None,
        },
        flutterwave: GatewaySecrets::default(),
        stripe: GatewaySecrets::default(),
        bank: None,
        parents: [Gateway::Paystack].into(),
        students: BTreeSet::new(),
        teachers: BTreeSet::new(),
        email_receipts: false,
    }
}

fn payments(repo: MockPaymentRepo) -> Payments {
    let mut s = MockPaymentSettings::new();
    s.expect_config().returning(|| Ok(config()));
    Payments::new(
        Arc::new(repo),
        Arc::new(s),
        Arc::new(MockGatewayClient::new()),
        Fees::new(Arc::new(MockInvoiceRepo::new()), settings(), clock()),
        clock(),
        "https://portal.example",
    )
}

#[tokio::test]
async fn a_webhook_with_a_wrong_signature_reads_and_changes_nothing() {
    // No expectation on the repository: any call would fail the test.
    let service = payments(MockPaymentRepo::new());
    let body = br#"{"event":"charge.success","data":{"id":1,"reference":"SP-1"}}"#;
    let answer = service
        .webhook(Gateway::Paystack, Signature("00ff"), body)
        .await;
    assert!(matches!(answer, Err(PaymentsError::Unsigned)));
    // Flutterwave has no secret hash set: nothing can be signed for it.
    let answer = service
        .webhook(Gateway::Flutterwave, Signature(""), b"{}")
        .await;
    assert!(matches!(answer, Err(PaymentsError::Unsigned)));
}

#[tokio::test]
async fn a_signed_event_that_is_not_a_payment_is_recorded_and_nothing_else() {
    let mut repo = MockPaymentRepo::new();
    repo.expect_record_event().times(1).returning(|e| {
        assert_eq!(e.name, "transfer.success");
        Ok(true)
    });
    let service = payments(repo);
    let body = br#"{"event":"transfer.success","data":{"id":5}}"#;
    let mut mac = hmac::Hmac::<sha2::Sha512>::new_from_slice(SECRET.as_bytes()).unwrap();
    mac.update(body);
    let signature = hex::encode(mac.finalize().into_bytes());
    service
        .webhook(Gateway::Paystack, Signature(&signature), body)
        .await
        .unwrap();
}

#[tokio::test]
async fn families_pay_only_by_the_gateways_their_role_may_use() {
    let service = payments(MockPaymentRepo::new());
    let student = Viewer::new(
        UserId::from_uuid(Uuid::from_bytes([5; 16])),
        Role::Student,
        Permissions::default(),
    );
    let input = payments::checkout::CheckoutInput {
        invoice_ids: vec![Uuid::from_bytes([1; 16])],
        gateway: Gateway::Paystack,
        amount: None,
    };
    // userRolePaymentAccess gives students no gateway here.
    match service.checkout(&student, input.clone()).await {
        Err(PaymentsError::Invalid(fields)) => assert!(fields.contains_key("gateway")),
        other => panic!("{other:?}"),
    }
    let teacher = Viewer::new(
        UserId::from_uuid(Uuid::from_bytes([6; 16])),
        Role::Teacher,
        Permissions::default(),
    );
    assert!(matches!(
        service.checkout(&teacher, input).await,
        Err(PaymentsError::Forbidden(_))
    ));
}

#[tokio::test]
async fn a_transfer_is_rejected_only_with_a_reason() {
    let service = payments(MockPaymentRepo::new());
    assert!(matches!(
        service.reject(&admin(), Uuid::nil(), "  ").await,
        Err(PaymentsError::Invalid(_))
    ));
}
