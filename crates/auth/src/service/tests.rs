use super::*;
use crate::{
    ports::{MockLoginThrottle, MockPasswordHasher},
    testing::{Mocks, now, user},
};
use time::Duration;

#[tokio::test]
async fn the_right_password_signs_in_and_answers_two_tokens() {
    let account = user(Role::Teacher);
    let service = Mocks::new()
        .with_account(account.clone(), "correct 1")
        .service();

    let outcome = service
        .login("Ada.Obi", "correct 1", "127.0.0.1")
        .await
        .unwrap();

    assert_eq!(outcome.user, account);
    let access = service
        .tokens()
        .verify(&outcome.tokens.access, TokenKind::Access, now())
        .unwrap();
    assert_eq!(access.sub, account.id);
    assert_eq!(access.role, "teacher");
    assert!(
        service
            .tokens()
            .verify(&outcome.tokens.refresh, TokenKind::Refresh, now())
            .is_ok()
    );
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_error_and_both_count() {
    fn counting_throttle(
        recorded: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    ) -> MockLoginThrottle {
        let mut throttle = MockLoginThrottle::new();
        throttle
            .expect_failures_since()
            .returning(|_, _| Ok(vec![]));
        throttle.expect_clear().never();
        throttle.expect_record_failure().returning(move |keys, _| {
            recorded.lock().unwrap().extend(keys.iter().cloned());
            Ok(())
        });
        throttle
    }
    let recorded = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut mocks = Mocks::new().with_account(user(Role::Parent), "correct 1");
    mocks.throttle = counting_throttle(recorded.clone());
    let wrong = mocks
        .service()
        .login("ada.obi", "wrong", "10.0.0.9")
        .await
        .unwrap_err();

    let mut mocks = Mocks::new();
    mocks.users.expect_find_for_login().returning(|_| Ok(None));
    mocks.throttle = counting_throttle(recorded.clone());
    // The unknown user still costs a hash: one to make the dummy, one to check against it.
    let unknown = mocks
        .service()
        .login("nobody", "wrong", "10.0.0.9")
        .await
        .unwrap_err();

    assert!(matches!(wrong, AuthError::InvalidCredentials));
    assert!(matches!(unknown, AuthError::InvalidCredentials));
    assert_eq!(wrong.to_string(), unknown.to_string());
    // Each attempt counts against its account before the check, and against the address after.
    assert_eq!(
        *recorded.lock().unwrap(),
        [
            "account:ada.obi",
            "address:10.0.0.9",
            "account:nobody",
            "address:10.0.0.9"
        ]
    );
}

#[tokio::test]
async fn five_recent_failures_throttle_the_account_before_any_password_is_checked() {
    let mut mocks = Mocks::new();
    mocks.throttle = MockLoginThrottle::new();
    mocks.throttle.expect_failures_since().returning(|key, _| {
        Ok(if key.starts_with("account:") {
            // Five earlier failures and this attempt.
            (0..6).map(|i| now() - Duration::minutes(10 - i)).collect()
        } else {
            vec![]
        })
    });
    mocks
        .throttle
        .expect_record_failure()
        .returning(|_, _| Ok(()));
    mocks.hasher = MockPasswordHasher::new();
    mocks.hasher.expect_verify().never();

    let err = mocks
        .service()
        .login("ada.obi", "anything", "10.0.0.9")
        .await
        .unwrap_err();

    assert!(
        matches!(
            err,
            AuthError::Throttled {
                retry_after_secs: 300
            }
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn empty_fields_are_named_without_touching_the_store() {
    let err = Mocks::new()
        .service()
        .login(" ", "", "10.0.0.9")
        .await
        .unwrap_err();

    let AuthError::Validation(fields) = err else {
        panic!("{err:?}")
    };
    assert_eq!(fields["username"], ["Enter your username."]);
    assert_eq!(fields["password"], ["Enter your password."]);
}

#[tokio::test]
async fn a_deactivated_account_cannot_sign_in_even_with_the_right_password() {
    let account = User {
        is_active: false,
        ..user(Role::Student)
    };
    let err = Mocks::new()
        .with_account(account, "correct 1")
        .service()
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await
        .unwrap_err();

    assert!(matches!(err, AuthError::AccountInactive));
}

#[tokio::test]
async fn a_refresh_rotates_the_token_and_a_reused_one_is_refused() {
    let account = user(Role::Parent);
    let mut mocks = Mocks::new().with_account(account.clone(), "correct 1");
    let mut calls = 0;
    mocks
        .sessions
        .expect_rotate()
        .times(2)
        .returning(move |_, _, _| {
            calls += 1;
            Ok(if calls == 1 {
                Rotation::Rotated
            } else {
                Rotation::Reused
            })
        });
    let service = mocks.service();
    let first = service
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await
        .unwrap();

    let second = service.refresh(&first.tokens.refresh).await.unwrap();
    let reused = service.refresh(&first.tokens.refresh).await.unwrap_err();

    assert_ne!(second.refresh, first.tokens.refresh);
    let old = service
        .tokens()
        .verify(&first.tokens.refresh, TokenKind::Refresh, now())
        .unwrap();
    let new = service
        .tokens()
        .verify(&second.refresh, TokenKind::Refresh, now())
        .unwrap();
    assert_eq!(old.fam, new.fam, "the new token stays in the family");
    assert!(matches!(reused, AuthError::InvalidToken));
}

#[tokio::test]
async fn an_access_token_is_refused_as_a_refresh_token() {
    let account = user(Role::Admin);
    let service = Mocks::new().with_account(account, "correct 1").service();
    let outcome = service
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await
        .unwrap();

    assert!(matches!(
        service.refresh(&outcome.tokens.access).await,
        Err(AuthError::InvalidToken)
    ));
    assert!(matches!(
        service.authenticate(&outcome.tokens.refresh).await,
        Err(AuthError::InvalidToken)
    ));
}

#[tokio::test]
async fn tokens_issued_before_a_password_change_are_refused() {
    let changed = User {
        sessions_valid_after: now() + Duration::seconds(1),
        ..user(Role::Teacher)
    };
    let service = Mocks::new().with_account(changed, "correct 1").service();
    let (token, _) = service
        .tokens()
        .issue(
            TokenKind::Access,
            Uuid::now_v7(),
            Role::Teacher,
            None,
            now(),
        )
        .unwrap();

    assert!(matches!(
        service.authenticate(&token).await,
        Err(AuthError::InvalidToken)
    ));
}

#[tokio::test]
async fn changing_the_password_checks_the_current_one_and_the_policy_then_ends_other_sessions() {
    let account = user(Role::Teacher);
    let id = account.id;
    let mut mocks = Mocks::new().with_account(account, "current 1");
    mocks
        .users
        .expect_password_hash()
        .returning(|_| Ok(Some("hash:current 1".into())));
    mocks
        .users
        .expect_set_password()
        .withf(move |user, hash, must_change, at| {
            *user == id && hash == "hash:brand new 2" && !must_change && *at == now()
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    mocks
        .sessions
        .expect_revoke_all()
        .times(1)
        .returning(|_, _| Ok(()));
    let service = mocks.service();

    let wrong = service
        .change_password(id, "not it", "brand new 2")
        .await
        .unwrap_err();
    let weak = service
        .change_password(id, "current 1", "short")
        .await
        .unwrap_err();
    let tokens = service
        .change_password(id, "current 1", "brand new 2")
        .await
        .unwrap();

    let AuthError::Validation(fields) = wrong else {
        panic!("{wrong:?}")
    };
    assert_eq!(
        fields["current_password"],
        ["The current password is incorrect."]
    );
    let AuthError::Validation(fields) = weak else {
        panic!("{weak:?}")
    };
    assert!(fields.contains_key("new_password"));
    assert!(service.authenticate(&tokens.access).await.is_ok());
}

#[tokio::test]
async fn an_account_with_a_weak_password_or_bad_fields_is_not_created() {
    let mut mocks = Mocks::new();
    mocks.users.expect_insert().never();

    let err = mocks
        .service()
        .create_account(NewAccount {
            username: "a b".into(),
            email: "not-an-email".into(),
            first_name: "".into(),
            last_name: "Obi".into(),
            role: Role::Admin,
            password: "password".into(),
            is_superuser: true,
            must_change_password: false,
        })
        .await
        .unwrap_err();

    let AuthError::Validation(fields) = err else {
        panic!("{err:?}")
    };
    let names: Vec<_> = fields.keys().map(String::as_str).collect();
    assert_eq!(names, ["email", "first_name", "password", "username"]);
}

#[tokio::test]
async fn a_new_admin_account_is_staff_and_only_an_admin_can_be_superuser() {
    let mut mocks = Mocks::new();
    mocks
        .users
        .expect_insert()
        .withf(|new, _| {
            new.is_staff
                && new.is_superuser
                && new.password_hash == "hash:Str0ng pass"
                && new.email_verified
        })
        .times(1)
        .returning(|_, _| Ok(user(Role::Admin)));
    let service = mocks.service();

    service
        .create_account(NewAccount {
            username: "head.teacher".into(),
            email: "head@example.com".into(),
            first_name: "Grace".into(),
            last_name: "Eze".into(),
            role: Role::Admin,
            password: "Str0ng pass".into(),
            is_superuser: true,
            must_change_password: false,
        })
        .await
        .unwrap();
}

#[test]
fn e_mail_addresses_are_checked_sensibly() {
    assert!(looks_like_email("ada@school.example"));
    for bad in [
        "ada",
        "ada@",
        "@school.example",
        "ada@school",
        "a da@school.example",
        "ada@@x.y",
    ] {
        assert!(!looks_like_email(bad), "{bad}");
    }
}

#[tokio::test]
async fn a_username_cannot_look_like_an_email_address() {
    let mut mocks = Mocks::new();
    mocks.users.expect_insert().never();

    let err = mocks
        .service()
        .create_account(NewAccount {
            username: "head@school.example".into(),
            email: "".into(),
            first_name: "Grace".into(),
            last_name: "Eze".into(),
            role: Role::Teacher,
            password: "Str0ng pass".into(),
            is_superuser: false,
            must_change_password: false,
        })
        .await
        .unwrap_err();

    let AuthError::Validation(fields) = err else {
        panic!("{err:?}")
    };
    assert!(fields.contains_key("username"));
}
