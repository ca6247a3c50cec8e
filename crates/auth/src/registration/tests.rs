use std::sync::{Arc, Mutex};

use super::*;
use crate::{
    RegistrationRules,
    ports::MockPolicySource,
    testing::{Mocks, now, user},
};
use kernel::Role;

fn signup() -> SignUp {
    SignUp {
        username: "chidi.okafor".into(),
        email: "chidi@family.example".into(),
        first_name: "Chidi".into(),
        last_name: "Okafor".into(),
        password: "goodpass1".into(),
    }
}

fn rules(allow: bool, verify: bool, approve: bool, role: Role) -> MockPolicySource {
    let mut policy = MockPolicySource::new();
    policy
        .expect_password_policy()
        .returning(|| Ok(crate::PasswordPolicy::default()));
    policy.expect_registration_rules().returning(move || {
        Ok(RegistrationRules {
            allow_self_registration: allow,
            email_verification_required: verify,
            approval_required: approve,
            default_role: role,
        })
    });
    policy
}

#[tokio::test]
async fn sign_up_is_refused_when_the_school_closed_it() {
    let mut mocks = Mocks::new();
    mocks.policy = rules(false, true, false, Role::Student);
    mocks.users.expect_insert().never();

    let err = mocks.service().sign_up(signup()).await.unwrap_err();

    assert!(matches!(err, AuthError::SignUpClosed));
}

#[tokio::test]
async fn a_new_account_gets_the_default_role_never_admin_and_must_verify_its_email() {
    let mut mocks = Mocks::new();
    mocks.policy = rules(true, true, true, Role::Admin);
    mocks
        .users
        .expect_insert()
        .withf(|new, _| {
            new.role == Role::Student && !new.email_verified && !new.approved && !new.is_staff
        })
        .times(1)
        .returning(|new, _| {
            Ok(User {
                id: new.id,
                email: new.email.clone(),
                email_verified: false,
                approved: false,
                ..user(Role::Student)
            })
        });
    mocks
        .links
        .expect_issue()
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let sent = Arc::new(Mutex::new(None));
    let keep = sent.clone();
    mocks.mailer.expect_send().times(1).returning(move |email| {
        *keep.lock().unwrap() = Some(email);
        Ok(())
    });

    let outcome = mocks.service().sign_up(signup()).await.unwrap();

    assert!(outcome.email_verification_required && outcome.approval_required);
    let email = sent.lock().unwrap().clone().unwrap();
    assert_eq!(email.to, "chidi@family.example");
    assert!(
        email
            .body
            .contains("https://portal.school.example/verify-email?token=")
    );
}

#[tokio::test]
async fn sign_up_needs_an_email_and_a_password_that_meets_the_policy() {
    let mut mocks = Mocks::new();
    mocks.users.expect_insert().never();

    let err = mocks
        .service()
        .sign_up(SignUp {
            email: "".into(),
            password: "short".into(),
            ..signup()
        })
        .await
        .unwrap_err();

    let AuthError::Validation(fields) = err else {
        panic!("{err:?}")
    };
    assert!(fields.contains_key("email") && fields.contains_key("password"));
}

#[tokio::test]
async fn the_link_stores_only_a_hash_and_verifies_the_email_once() {
    let account = user(Role::Student);
    let id = account.id;
    let mut mocks = Mocks::new().with_account(account, "pw");
    let stored = Arc::new(Mutex::new(String::new()));
    let keep = stored.clone();
    mocks
        .links
        .expect_consume()
        .times(2)
        .returning(move |purpose, hash, _| {
            assert_eq!(purpose, LinkPurpose::VerifyEmail);
            let mut used = keep.lock().unwrap();
            if used.is_empty() {
                *used = hash.to_owned();
                Ok(Some(id))
            } else {
                Ok(None)
            }
        });
    mocks
        .users
        .expect_mark_email_verified()
        .times(1)
        .returning(|_| Ok(()));
    let service = mocks.service();

    service
        .verify_email("the-token-from-the-link")
        .await
        .unwrap();
    let again = service
        .verify_email("the-token-from-the-link")
        .await
        .unwrap_err();

    let hash = stored.lock().unwrap().clone();
    assert_eq!(hash.len(), 64);
    assert_ne!(hash, "the-token-from-the-link");
    assert!(matches!(again, AuthError::InvalidLink));
}

#[tokio::test]
async fn a_reset_request_for_an_unknown_address_sends_nothing_and_says_nothing() {
    let mut mocks = Mocks::new();
    mocks.users.expect_find_by_email().returning(|_| Ok(None));
    mocks.mailer.expect_send().never();

    mocks
        .service()
        .request_password_reset("nobody@example.com", "203.0.113.7")
        .await
        .unwrap();
}

#[tokio::test]
async fn a_reset_link_sets_the_password_and_ends_every_session() {
    let account = user(Role::Parent);
    let id = account.id;
    let mut mocks = Mocks::new();
    let found = account.clone();
    mocks
        .users
        .expect_find_by_email()
        .returning(move |_| Ok(Some(found.clone())));
    mocks
        .links
        .expect_issue()
        .withf(move |user, purpose, _, expires| {
            *user == id
                && *purpose == LinkPurpose::ResetPassword
                && *expires == now() + RESET_PASSWORD_TTL
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    mocks
        .mailer
        .expect_send()
        .withf(|e| e.body.contains("/reset-password?token="))
        .times(1)
        .returning(|_| Ok(()));
    mocks
        .links
        .expect_consume()
        .returning(move |_, _, _| Ok(Some(id)));
    mocks
        .users
        .expect_set_password()
        .withf(move |user, hash, must, _| *user == id && hash == "hash:new password 9" && !must)
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    mocks
        .sessions
        .expect_revoke_all()
        .times(1)
        .returning(|_, _| Ok(()));
    // Following the link proves the address, so it also counts as verifying it.
    mocks
        .users
        .expect_mark_email_verified()
        .times(1)
        .returning(|_| Ok(()));
    let service = mocks.service();

    service
        .request_password_reset("PARENT@school.example", "203.0.113.7")
        .await
        .unwrap();
    let weak = service.reset_password("token", "weak").await.unwrap_err();
    service
        .reset_password("token", "new password 9")
        .await
        .unwrap();

    assert!(matches!(weak, AuthError::Validation(_)));
}

#[tokio::test]
async fn a_fourth_reset_request_for_one_address_waits_whether_or_not_it_has_an_account() {
    use kernel::ThrottleLog;
    let mut mocks = Mocks::new();
    // Three earlier requests for this address within the window.
    for _ in 0..3 {
        mocks
            .throttle
            .record(
                &[("reset-email:ada@family.example".to_owned(), String::new())],
                now() - time::Duration::minutes(10),
            )
            .await
            .unwrap();
    }
    mocks.users.expect_find_by_email().never();
    mocks.mailer.expect_send().never();

    let err = mocks
        .service()
        .request_password_reset(" Ada@Family.example", "203.0.113.7")
        .await
        .unwrap_err();

    assert!(matches!(
        err,
        AuthError::ResetThrottled {
            retry_after_secs: 300
        }
    ));
}
