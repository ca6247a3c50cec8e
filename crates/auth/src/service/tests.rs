use super::*;
use crate::{
    ports::MockPasswordHasher,
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
    use kernel::ThrottleLog;
    let log = kernel::MemoryThrottleLog::default();
    let mut mocks = Mocks::new().with_account(user(Role::Parent), "correct 1");
    mocks.throttle = log.clone();
    let wrong = mocks
        .service()
        .login("ada.obi", "wrong", "10.0.0.9")
        .await
        .unwrap_err();

    let mut mocks = Mocks::new();
    mocks.users.expect_find_for_login().returning(|_| Ok(None));
    mocks.throttle = log.clone();
    // The unknown user still costs a hash: one to make the dummy, one to check against it.
    let unknown = mocks
        .service()
        .login("nobody", "wrong", "10.0.0.9")
        .await
        .unwrap_err();

    assert!(matches!(wrong, AuthError::InvalidCredentials));
    assert!(matches!(unknown, AuthError::InvalidCredentials));
    assert_eq!(wrong.to_string(), unknown.to_string());
    // Each attempt counts against its account before the check, and the address records which
    // account it failed on.
    let since = now() - Duration::hours(1);
    assert_eq!(
        log.recent("account:ada.obi", since, 9).await.unwrap().len(),
        1
    );
    assert_eq!(
        log.recent("account:nobody", since, 9).await.unwrap().len(),
        1
    );
    assert_eq!(log.subjects("address:10.0.0.9", since).await.unwrap(), 2);
}

/// A log with `count` failures of `key`, the first of them ten minutes ago.
async fn seeded(key: &str, count: i64) -> kernel::MemoryThrottleLog {
    use kernel::ThrottleLog;
    let log = kernel::MemoryThrottleLog::default();
    for i in 0..count {
        log.record(
            &[(key.to_owned(), String::new())],
            now() - Duration::minutes(10 - i),
        )
        .await
        .unwrap();
    }
    log
}

#[tokio::test]
async fn five_recent_failures_throttle_the_account_before_any_password_is_checked() {
    let mut mocks = Mocks::new();
    mocks.throttle = seeded("account:ada.obi", 5).await;
    mocks.hasher = MockPasswordHasher::new();
    mocks.hasher.expect_verify().never();

    let err = mocks
        .service()
        .login("ada.obi", "anything", "10.0.0.9")
        .await
        .unwrap_err();

    // The oldest of the five leaves the 15-minute window in five minutes.
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

/// An address that failed on `accounts` different accounts in the last minutes.
async fn busy_address(accounts: u32) -> kernel::MemoryThrottleLog {
    use kernel::ThrottleLog;
    let log = kernel::MemoryThrottleLog::default();
    for i in 0..accounts {
        log.record(
            &[("address:10.0.0.9".to_owned(), format!("account:pupil{i}"))],
            now() - Duration::minutes(5),
        )
        .await
        .unwrap();
    }
    log
}

#[tokio::test]
async fn many_typos_behind_one_address_do_not_lock_out_an_account_that_made_none() {
    let mut mocks = Mocks::new().with_account(user(Role::Student), "correct 1");
    mocks.throttle = busy_address(200).await;

    let outcome = mocks
        .service()
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await;

    assert!(outcome.is_ok(), "{outcome:?}");
}

#[tokio::test]
async fn an_address_that_failed_on_many_accounts_makes_each_of_them_wait() {
    use kernel::ThrottleLog;
    let mut mocks = Mocks::new().with_account(user(Role::Student), "correct 1");
    let log = busy_address(50).await;
    // This account failed a minute ago (one of the address's fifty).
    log.record(
        &[("account:ada.obi".to_owned(), String::new())],
        now() - Duration::minutes(1),
    )
    .await
    .unwrap();
    mocks.throttle = log;

    let err = mocks
        .service()
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await
        .unwrap_err();

    // The address's oldest failure (five minutes ago) leaves its window in ten minutes.
    assert!(
        matches!(
            err,
            AuthError::Throttled {
                retry_after_secs: 600
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
            kernel::UserId::generate(),
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

#[tokio::test]
async fn a_read_alongside_authentication_gets_the_tokens_user_and_role_and_is_refused_with_it() {
    let account = user(Role::Teacher);
    let id = account.id;
    let service = Mocks::new().with_account(account, "correct 1").service();
    let outcome = service
        .login("ada.obi", "correct 1", "10.0.0.9")
        .await
        .unwrap();

    let (found, alongside) = service
        .authenticate_alongside(
            &outcome.tokens.access,
            |user, role| async move { (user, role) },
        )
        .await
        .unwrap();
    let refused = service
        .authenticate_alongside(&outcome.tokens.refresh, |_, _| async {})
        .await;

    assert_eq!(found.id, id);
    assert_eq!(alongside, (id, Some(Role::Teacher)));
    assert!(matches!(refused, Err(AuthError::InvalidToken)));
}
