//! The announcements repository against a real, throwaway PostgreSQL database.

use kernel::PageRequest;
use messaging::{
    Announcement, AnnouncementOrder, AnnouncementQuery, AnnouncementRepo, Audience, Priority,
};
use storage::{Database, DatabaseOptions, PgAnnouncementRepo};
use test_support::TestDatabase;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

fn repo(db: &TestDatabase) -> PgAnnouncementRepo {
    PgAnnouncementRepo::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap())
}

fn now() -> OffsetDateTime {
    // Whole microseconds: PostgreSQL keeps no finer.
    OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
}

fn announcement(title: &str, priority: Priority, audience: Audience, minutes: i64) -> Announcement {
    Announcement {
        id: Uuid::now_v7(),
        title: title.into(),
        content: format!("About {title}."),
        priority,
        target_audience: audience,
        is_active: true,
        created_by: None,
        created_by_name: "Ada Admin".into(),
        created_at: now() + Duration::minutes(minutes),
        updated_at: now() + Duration::minutes(minutes),
        expires_at: None,
    }
}

fn titles(page: &kernel::Page<Announcement>) -> Vec<&str> {
    page.results.iter().map(|a| a.title.as_str()).collect()
}

#[tokio::test]
async fn an_announcement_reads_back_changes_and_goes() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    let mut a = announcement("Sports day", Priority::High, Audience::Parents, 0);
    a.expires_at = Some(now() + Duration::days(2));
    repo.insert(&a).await.unwrap();
    assert_eq!(repo.get(a.id).await.unwrap(), Some(a.clone()));

    a.is_active = false;
    a.expires_at = None;
    assert!(repo.update(&a).await.unwrap());
    assert_eq!(repo.get(a.id).await.unwrap(), Some(a.clone()));

    assert!(repo.delete(a.id).await.unwrap());
    assert!(!repo.delete(a.id).await.unwrap());
    assert_eq!(repo.get(a.id).await.unwrap(), None);
    assert!(!repo.update(&a).await.unwrap());
}

#[tokio::test]
async fn lists_filter_search_order_and_page() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    let mut expired = announcement("Old exam timetable", Priority::High, Audience::All, 1);
    expired.expires_at = Some(now() - Duration::hours(1));
    let mut inactive = announcement("Draft notice", Priority::Low, Audience::All, 2);
    inactive.is_active = false;
    for a in [
        announcement("Term dates", Priority::Medium, Audience::All, 3),
        announcement("Staff meeting", Priority::High, Audience::Teachers, 4),
        announcement("PTA 100% turnout_", Priority::Low, Audience::Parents, 5),
        expired,
        inactive,
    ] {
        repo.insert(&a).await.unwrap();
    }

    let current = AnnouncementQuery {
        is_active: Some(true),
        unexpired_at: Some(now()),
        audiences: vec![Audience::All, Audience::Parents],
        ..AnnouncementQuery::default()
    };
    let page = repo.list(&current, PageRequest::default()).await.unwrap();
    // Default order: most urgent first, then newest.
    assert_eq!(titles(&page), ["Term dates", "PTA 100% turnout_"]);
    assert_eq!(page.count, 2);

    let search = AnnouncementQuery {
        search: Some("100%".into()),
        ..AnnouncementQuery::default()
    };
    let page = repo.list(&search, PageRequest::default()).await.unwrap();
    assert_eq!(titles(&page), ["PTA 100% turnout_"]);
    let wildcard = AnnouncementQuery {
        search: Some("_".into()),
        ..AnnouncementQuery::default()
    };
    assert_eq!(
        repo.list(&wildcard, PageRequest::default())
            .await
            .unwrap()
            .count,
        1
    );

    let by_title = AnnouncementQuery {
        order: AnnouncementOrder::parse("title").unwrap(),
        priorities: vec![Priority::High, Priority::Low],
        ..AnnouncementQuery::default()
    };
    let first = repo
        .list(&by_title, PageRequest::new(Some(1), Some(2)).unwrap())
        .await
        .unwrap();
    let second = repo
        .list(&by_title, PageRequest::new(Some(2), Some(2)).unwrap())
        .await
        .unwrap();
    assert_eq!(first.count, 4);
    assert_eq!(titles(&first), ["Draft notice", "Old exam timetable"]);
    assert_eq!(titles(&second), ["PTA 100% turnout_", "Staff meeting"]);
}

#[tokio::test]
async fn a_newsletter_address_is_kept_once_whatever_its_case_and_confirmed_by_its_link() {
    use messaging::notifications::{Event, Outbox, OutboxFilter, compose::account_email};
    use messaging::{NewsletterRepo, Subscriber};
    use storage::{PgNewsletterRepo, PgNotificationRepo};
    let db = TestDatabase::new().await;
    let database = Database::connect(db.url(), DatabaseOptions::default()).unwrap();
    let repo = PgNewsletterRepo::new(database.clone());
    let subscriber = |email: &str, minutes| Subscriber {
        id: Uuid::now_v7(),
        email: email.into(),
        subscribed_at: now() + Duration::minutes(minutes),
        confirmed_at: None,
    };
    let mail =
        |to: &str| account_email(Event::NewsletterConfirm, None, to, "Confirm", "Link", now());
    assert!(
        repo.subscribe(
            &subscriber("ada@family.example", 0),
            "hash-1",
            &mail("ada@family.example")
        )
        .await
        .unwrap()
    );
    // Again before confirming: a new link replaces the first.
    assert!(
        repo.subscribe(
            &subscriber("ADA@Family.example", 1),
            "hash-2",
            &mail("ADA@Family.example")
        )
        .await
        .unwrap()
    );
    let bola = subscriber("bola@family.example", 2);
    assert!(
        repo.subscribe(&bola, "hash-3", &mail("bola@family.example"))
            .await
            .unwrap()
    );

    assert_eq!(
        repo.confirm("hash-1", now()).await.unwrap(),
        None,
        "the first link stopped working"
    );
    assert_eq!(
        repo.confirm("hash-2", now()).await.unwrap().as_deref(),
        Some("ada@family.example")
    );
    assert_eq!(
        repo.confirm("hash-2", now()).await.unwrap(),
        None,
        "a link works once"
    );
    // Confirmed: subscribing again changes nothing and sends nothing.
    assert!(
        !repo
            .subscribe(
                &subscriber("ada@family.example", 3),
                "hash-4",
                &mail("ada@family.example")
            )
            .await
            .unwrap()
    );
    let sent = PgNotificationRepo::new(database)
        .list(&OutboxFilter::default(), PageRequest::default())
        .await
        .unwrap();
    assert_eq!(sent.count, 3);

    let all = repo.list(None, PageRequest::default()).await.unwrap();
    let emails: Vec<(&str, bool)> = all
        .results
        .iter()
        .map(|s| (s.email.as_str(), s.confirmed_at.is_some()))
        .collect();
    assert_eq!(
        emails,
        [("bola@family.example", false), ("ada@family.example", true)]
    );
    let found = repo
        .list(Some("ADA".into()), PageRequest::default())
        .await
        .unwrap();
    assert_eq!(found.count, 1);

    assert!(repo.delete(bola.id).await.unwrap());
    assert!(!repo.delete(bola.id).await.unwrap());
}
