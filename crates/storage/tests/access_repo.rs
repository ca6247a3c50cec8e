//! Roles, grants and the account directory against a real, throwaway database.

use std::collections::BTreeSet;

use auth::{
    AccessRepo, AccessRole, AccountDirectory, AccountUpdate, AuthError, NewUser, Permission,
    RoleGrant, UserFilter, UserOrder, UserRepo,
};
use kernel::{PageRequest, Role, UserId};
use storage::{Database, DatabaseOptions, PgAccessRepo, PgAccountDirectory, PgUserRepo};
use test_support::TestDatabase;
use time::OffsetDateTime;
use uuid::Uuid;

fn now() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_800_000_000).unwrap()
}

async fn user(db: &Database, username: &str, last: &str, role: Role) -> auth::User {
    PgUserRepo::new(db.clone())
        .insert(
            NewUser {
                id: UserId::generate(),
                username: username.into(),
                email: format!("{username}@school.example"),
                first_name: "Ada".into(),
                last_name: last.into(),
                role,
                password_hash: "x".into(),
                is_staff: role == Role::Admin,
                is_superuser: false,
                email_verified: true,
                approved: true,
                must_change_password: false,
            },
            now(),
        )
        .await
        .unwrap()
}

fn role(name: &str, permissions: &[Permission]) -> AccessRole {
    AccessRole {
        id: Uuid::now_v7(),
        name: name.into(),
        description: String::new(),
        permissions: permissions.iter().copied().collect::<BTreeSet<_>>(),
        created_at: now(),
    }
}

#[tokio::test]
async fn a_granted_role_gives_its_permissions_and_names_are_unique() {
    let test_db = TestDatabase::new().await;
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let access = PgAccessRepo::new(db.clone());
    let clerk = user(&db, "clerk", "Eze", Role::Admin).await;
    let bursar = access
        .save_role(role("Bursar", &[Permission::PaymentsConfirm]))
        .await
        .unwrap();

    let duplicate = access.save_role(role("BURSAR", &[])).await.unwrap_err();
    let grant = RoleGrant {
        id: Uuid::now_v7(),
        user_id: clerk.id,
        role_id: bursar.id,
        created_at: now(),
    };
    access.save_grant(grant.clone()).await.unwrap();
    let again = access
        .save_grant(RoleGrant {
            id: Uuid::now_v7(),
            ..grant.clone()
        })
        .await
        .unwrap_err();

    assert!(matches!(duplicate, AuthError::Conflict(_)));
    assert!(matches!(again, AuthError::Conflict(_)));
    assert_eq!(
        access.permission_codenames(clerk.id).await.unwrap(),
        vec!["payments.confirm"]
    );
    access.delete_role(bursar.id).await.unwrap();
    assert!(
        access.grants(Some(clerk.id)).await.unwrap().is_empty(),
        "grants go with their role"
    );
}

#[tokio::test]
async fn the_directory_filters_searches_orders_and_pages() {
    let test_db = TestDatabase::new().await;
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    for (name, last, role) in [
        ("tea1", "Okafor", Role::Teacher),
        ("tea2", "Adeyemi", Role::Teacher),
        ("adm1", "Bello", Role::Admin),
    ] {
        user(&db, name, last, role).await;
    }
    let directory = PgAccountDirectory::new(db);
    let teachers = UserFilter {
        role: Some(Role::Teacher),
        ..UserFilter::default()
    };

    let page = directory
        .list(
            teachers.clone(),
            UserOrder::Name,
            PageRequest { page: 1, size: 1 },
        )
        .await
        .unwrap();
    let searched = directory
        .list(
            UserFilter {
                search: Some("OKA".into()),
                ..UserFilter::default()
            },
            UserOrder::Name,
            PageRequest::default(),
        )
        .await
        .unwrap();

    assert_eq!(page.count, 2);
    assert_eq!(page.results[0].last_name, "Adeyemi");
    assert!(page.has_next());
    assert_eq!(searched.results.len(), 1);
    assert_eq!(searched.results[0].username, "tea1");
}

#[tokio::test]
async fn deactivating_an_account_moves_its_session_boundary() {
    let test_db = TestDatabase::new().await;
    let db = Database::connect(test_db.url(), DatabaseOptions::default()).unwrap();
    let teacher = user(&db, "tea1", "Okafor", Role::Teacher).await;
    let directory = PgAccountDirectory::new(db);
    let later = now() + time::Duration::hours(1);

    let updated = directory
        .update(
            teacher.id,
            AccountUpdate {
                is_active: Some(false),
                first_name: Some(" Emeka ".into()),
                ..AccountUpdate::default()
            },
            later,
        )
        .await
        .unwrap();

    assert!(!updated.is_active);
    assert_eq!(updated.first_name, "Emeka");
    assert_eq!(updated.sessions_valid_after, later);
    let missing = directory
        .update(UserId::generate(), AccountUpdate::default(), later)
        .await;
    assert!(matches!(missing, Err(AuthError::NotFound)));
}
