//! Accounts, refresh token families and throttling against a real, throwaway database.

mod plans;

use std::sync::Arc;

use auth::{
    AuthError, NewUser, Preferences, Rotation, SessionStore, UserRepo, ports::StoredRefresh,
};
use kernel::{Role, UserId};
use storage::{Database, DatabaseOptions, PgSessionStore, PgUserRepo};
use test_support::TestDatabase;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
}

fn database(db: &TestDatabase) -> Database {
    Database::connect(
        db.url(),
        DatabaseOptions {
            max_connections: 60,
            ..DatabaseOptions::default()
        },
    )
    .unwrap()
}

fn new_user(username: &str, email: &str) -> NewUser {
    NewUser {
        id: UserId::generate(),
        username: username.into(),
        email: email.into(),
        first_name: "Ada".into(),
        last_name: "Obi".into(),
        role: Role::Teacher,
        password_hash: "$argon2id$hash".into(),
        is_staff: false,
        is_superuser: false,
        email_verified: true,
        approved: true,
        must_change_password: false,
    }
}

fn refresh(user_id: UserId, family: Uuid) -> StoredRefresh {
    StoredRefresh {
        jti: Uuid::new_v4(),
        family,
        user_id,
        issued_at: now(),
        expires_at: now() + Duration::days(1),
    }
}

#[tokio::test]
async fn an_account_is_found_by_username_or_email_ignoring_case() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let stored = users
        .insert(new_user("Ada.Obi", "Ada@School.example"), now())
        .await
        .unwrap();

    let (by_name, hash) = users.find_for_login("ada.obi").await.unwrap().unwrap();
    let (by_email, _) = users
        .find_for_login("ADA@school.EXAMPLE")
        .await
        .unwrap()
        .unwrap();

    assert_eq!(by_name, stored);
    assert_eq!(by_email.id, stored.id);
    assert_eq!(hash, "$argon2id$hash");
    assert_eq!(stored.role, Role::Teacher);
    assert_eq!(users.find_for_login("someone").await.unwrap(), None);
}

#[tokio::test]
async fn a_sign_in_finds_its_account_by_the_unique_indexes_of_names_and_addresses() {
    let db = TestDatabase::new().await;
    plans::no_table_scans(&db).await;
    let one = plans::one_connection(&db);
    let users = PgUserRepo::new(one.clone());
    users
        .insert(new_user("Ada.Obi", "Ada@School.example"), now())
        .await
        .unwrap();
    // By e-mail: the username is looked for first, and not found.
    assert!(
        users
            .find_for_login("ada@school.example")
            .await
            .unwrap()
            .is_some()
    );

    // Each statement's values: the name or address, and `first()`'s limit.
    let mut conn = one.conn().await.unwrap();
    plans::assert_served_by(
        &mut conn,
        &["lower(\"users\".\"username\") = lower($1)"],
        "'ada.obi', 1",
        "users_username_key",
    )
    .await;
    plans::assert_served_by(
        &mut conn,
        &["lower(\"users\".\"email\") = lower($1)"],
        "'ada@school.example', 1",
        "users_email_key",
    )
    .await;
}

#[tokio::test]
async fn usernames_and_emails_are_unique_ignoring_case_but_many_may_have_no_email() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    users
        .insert(new_user("ada", "ada@school.example"), now())
        .await
        .unwrap();

    let same_name = users
        .insert(new_user("ADA", "other@school.example"), now())
        .await
        .unwrap_err();
    let same_email = users
        .insert(new_user("ada2", "ADA@school.example"), now())
        .await
        .unwrap_err();
    users.insert(new_user("pupil1", ""), now()).await.unwrap();
    users.insert(new_user("pupil2", ""), now()).await.unwrap();

    assert!(matches!(same_name, AuthError::DuplicateUsername));
    assert!(matches!(same_email, AuthError::DuplicateEmail));
}

#[tokio::test]
async fn setting_a_password_moves_the_session_boundary() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let user = users.insert(new_user("ada", ""), now()).await.unwrap();
    let later = now() + Duration::hours(1);

    users
        .set_password(user.id, "new-hash".into(), true, later)
        .await
        .unwrap();

    let changed = users.get(user.id).await.unwrap().unwrap();
    assert_eq!(changed.sessions_valid_after, later);
    assert!(changed.must_change_password);
    assert_eq!(
        users.password_hash(user.id).await.unwrap().unwrap(),
        "new-hash"
    );
    let missing = users
        .set_password(UserId::generate(), "x".into(), false, later)
        .await;
    assert!(matches!(missing, Err(AuthError::NotFound)));
}

#[tokio::test]
async fn preferences_are_stored_and_read_back() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let user = users.insert(new_user("ada", ""), now()).await.unwrap();
    let wanted = Preferences {
        theme: Some("dark".into()),
        email_notifications: false,
        sms_notifications: true,
    };

    let updated = users
        .update_preferences(user.id, wanted.clone())
        .await
        .unwrap();

    assert_eq!(updated.preferences, wanted);
}

#[tokio::test]
async fn a_choice_stored_without_a_value_reads_as_on_and_one_of_another_type_is_refused() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let user = users.insert(new_user("ada", ""), now()).await.unwrap();
    let store = async |stored: &str| {
        db.client()
            .await
            .batch_execute(&format!(
                "UPDATE users SET preferences = '{stored}' WHERE id = '{}'",
                user.id
            ))
            .await
    };
    let read = async |stored: &str| {
        store(stored).await.unwrap();
        users.get(user.id).await.unwrap().unwrap().preferences
    };

    // The column's default, and a row whose choices were written as null.
    for stored in [
        "{}",
        r#"{"theme": null, "email_notifications": null, "sms_notifications": null}"#,
    ] {
        assert_eq!(
            read(stored).await,
            Preferences {
                theme: None,
                email_notifications: true,
                sms_notifications: true,
            },
            "{stored}"
        );
    }
    assert_eq!(
        read(r#"{"theme": "light", "sms_notifications": false}"#).await,
        Preferences {
            theme: Some("light".into()),
            email_notifications: true,
            sms_notifications: false,
        }
    );

    // A choice of another type, as a hand edit could write it, is refused: one reading would
    // take "no" as off, another as on.
    for stored in [
        r#"{"email_notifications": "no"}"#,
        r#"{"sms_notifications": 0}"#,
        r#"{"theme": 1}"#,
    ] {
        assert!(store(stored).await.is_err(), "{stored}");
    }
}

/// The queries that pick whom to tell (`wants_notices`) read a stored choice as the portal reads
/// it on the user's row.
#[tokio::test]
async fn whom_to_tell_reads_the_choices_as_the_users_row_does() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let user = users.insert(new_user("ada", ""), now()).await.unwrap();
    let client = db.client().await;
    for stored in [
        "{}",
        r#"{"email_notifications": false, "sms_notifications": true}"#,
        r#"{"email_notifications": true, "sms_notifications": false}"#,
        r#"{"email_notifications": null, "sms_notifications": false}"#,
    ] {
        let row = client
            .query_one(
                "UPDATE users SET preferences = $1::text::jsonb WHERE id = $2::text::uuid
                 RETURNING wants_notices(preferences, 'email_notifications'),
                           wants_notices(preferences, 'sms_notifications')",
                &[&stored, &user.id.to_string()],
            )
            .await
            .unwrap();
        let read = users.get(user.id).await.unwrap().unwrap().preferences;
        assert_eq!(
            (row.get::<_, bool>(0), row.get::<_, bool>(1)),
            (read.email_notifications, read.sms_notifications),
            "{stored}"
        );
    }
    // A misspelled channel answers nothing, not yes for everyone.
    let misspelled = client
        .query_one(
            "SELECT wants_notices('{}', 'email_notification') IS NULL",
            &[],
        )
        .await
        .unwrap();
    assert!(misspelled.get::<_, bool>(0));
}

#[tokio::test]
async fn a_reused_refresh_token_revokes_its_whole_family() {
    let db = TestDatabase::new().await;
    let database = database(&db);
    let user = PgUserRepo::new(database.clone())
        .insert(new_user("ada", ""), now())
        .await
        .unwrap();
    let sessions = PgSessionStore::new(database);
    let family = Uuid::now_v7();
    let first = refresh(user.id, family);
    sessions.start(first.clone()).await.unwrap();
    let second = refresh(user.id, family);

    assert_eq!(
        sessions
            .rotate(first.jti, second.clone(), now())
            .await
            .unwrap(),
        Rotation::Rotated
    );
    assert_eq!(
        sessions
            .rotate(first.jti, refresh(user.id, family), now())
            .await
            .unwrap(),
        Rotation::Reused
    );
    // The token the legitimate rotation gave is revoked with its family.
    assert_eq!(
        sessions
            .rotate(second.jti, refresh(user.id, family), now())
            .await
            .unwrap(),
        Rotation::Reused
    );
    assert_eq!(
        sessions
            .rotate(Uuid::new_v4(), refresh(user.id, family), now())
            .await
            .unwrap(),
        Rotation::Unknown
    );
}

#[tokio::test]
async fn of_fifty_concurrent_rotations_of_one_token_exactly_one_succeeds() {
    let db = TestDatabase::new().await;
    let database = database(&db);
    let user = PgUserRepo::new(database.clone())
        .insert(new_user("ada", ""), now())
        .await
        .unwrap();
    let sessions = Arc::new(PgSessionStore::new(database));
    let family = Uuid::now_v7();
    let token = refresh(user.id, family);
    sessions.start(token.clone()).await.unwrap();

    let attempts: Vec<_> = (0..50)
        .map(|_| {
            let sessions = sessions.clone();
            let next = refresh(user.id, family);
            tokio::spawn(async move { sessions.rotate(token.jti, next, now()).await.unwrap() })
        })
        .collect();
    let mut rotated = 0;
    for attempt in attempts {
        if attempt.await.unwrap() == Rotation::Rotated {
            rotated += 1;
        }
    }

    assert_eq!(rotated, 1);
}

#[tokio::test]
async fn an_expired_or_revoked_token_does_not_rotate() {
    let db = TestDatabase::new().await;
    let database = database(&db);
    let user = PgUserRepo::new(database.clone())
        .insert(new_user("ada", ""), now())
        .await
        .unwrap();
    let sessions = PgSessionStore::new(database);
    let token = refresh(user.id, Uuid::now_v7());
    sessions.start(token.clone()).await.unwrap();

    let after_expiry = now() + Duration::days(2);
    assert_eq!(
        sessions
            .rotate(token.jti, refresh(user.id, token.family), after_expiry)
            .await
            .unwrap(),
        Rotation::Unknown
    );

    let other = refresh(user.id, Uuid::now_v7());
    sessions.start(other.clone()).await.unwrap();
    sessions.revoke_all(user.id, now()).await.unwrap();
    assert_eq!(
        sessions
            .rotate(other.jti, refresh(user.id, other.family), now())
            .await
            .unwrap(),
        Rotation::Reused
    );
}

#[tokio::test]
async fn a_link_works_once_for_its_purpose_and_never_after_it_expires() {
    use auth::{LinkPurpose, OneTimeTokens};
    use storage::PgOneTimeTokens;
    let db = TestDatabase::new().await;
    let database = database(&db);
    let user = PgUserRepo::new(database.clone())
        .insert(new_user("ada", "ada@school.example"), now())
        .await
        .unwrap();
    let links = PgOneTimeTokens::new(database);
    let expires = now() + Duration::minutes(30);
    let consume = |hash: &'static str, at| {
        let links = links.clone();
        async move {
            links
                .consume(LinkPurpose::ResetPassword, hash, at)
                .await
                .unwrap()
        }
    };
    links
        .issue(
            user.id,
            LinkPurpose::ResetPassword,
            "hash-1".into(),
            expires,
        )
        .await
        .unwrap();

    assert_eq!(
        links
            .consume(LinkPurpose::VerifyEmail, "hash-1", now())
            .await
            .unwrap(),
        None
    );
    assert_eq!(consume("hash-1", expires).await, None, "expired");
    assert_eq!(consume("hash-1", now()).await, Some(user.id));
    assert_eq!(consume("hash-1", now()).await, None, "used");

    links
        .issue(
            user.id,
            LinkPurpose::ResetPassword,
            "hash-2".into(),
            expires,
        )
        .await
        .unwrap();
    links
        .issue(
            user.id,
            LinkPurpose::ResetPassword,
            "hash-3".into(),
            expires,
        )
        .await
        .unwrap();
    assert_eq!(
        consume("hash-2", now()).await,
        None,
        "retired by the newer link"
    );
    assert_eq!(consume("hash-3", now()).await, Some(user.id));
}

#[tokio::test]
async fn an_email_is_verified_and_found_ignoring_case() {
    let db = TestDatabase::new().await;
    let users = PgUserRepo::new(database(&db));
    let mut unverified = new_user("ada", "Ada@School.example");
    unverified.email_verified = false;
    let user = users.insert(unverified, now()).await.unwrap();

    users.mark_email_verified(user.id).await.unwrap();

    let found = users
        .find_by_email("ada@school.EXAMPLE")
        .await
        .unwrap()
        .unwrap();
    assert!(found.email_verified);
    assert_eq!(users.find_by_email("").await.unwrap(), None);
}
