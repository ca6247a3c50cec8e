//! The settings repository and the database probe against a real, throwaway PostgreSQL database.

use std::time::Duration;

use kernel::HealthProbe;
use settings::{
    Announced, Saved, SchoolSettings, SealedSecrets, SecretName, SettingsError, SettingsRepo,
    StoredSettings,
};
use storage::{Database, DatabaseOptions, PgSettingsRepo};
use test_support::TestDatabase;
use time::OffsetDateTime;

fn repo(db: &TestDatabase) -> PgSettingsRepo {
    PgSettingsRepo::new(Database::connect(db.url(), DatabaseOptions::default()).unwrap())
}

fn at() -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap()
}

#[tokio::test]
async fn a_new_school_has_no_stored_settings() {
    let db = TestDatabase::new().await;

    assert_eq!(repo(&db).load().await.unwrap(), None);
}

#[tokio::test]
async fn stored_settings_read_back_equal() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    let settings = SchoolSettings {
        school_name: "Greenfield Academy".into(),
        theme: "midnight".into(),
        ..SchoolSettings::default()
    };

    assert!(repo.insert_if_absent(&settings, at()).await.unwrap());

    assert_eq!(
        repo.load().await.unwrap(),
        Some(StoredSettings {
            settings,
            secrets: SealedSecrets::new(),
            version: 1,
        })
    );
}

#[tokio::test]
async fn insert_if_absent_never_overwrites_the_schools_settings() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    let first = SchoolSettings {
        school_name: "First".into(),
        ..SchoolSettings::default()
    };
    repo.insert_if_absent(&first, at()).await.unwrap();

    let second = SchoolSettings {
        school_name: "Second".into(),
        ..SchoolSettings::default()
    };
    assert!(!repo.insert_if_absent(&second, at()).await.unwrap());

    assert_eq!(
        repo.load().await.unwrap().unwrap().settings.school_name,
        "First"
    );
}

#[tokio::test]
async fn a_partial_stored_document_reads_with_defaults_for_the_rest() {
    let db = TestDatabase::new().await;
    db.client()
        .await
        .batch_execute(
            r#"INSERT INTO school_settings (id, document)
               VALUES (1, '{"school_name": "Old School", "grading": {"passMark": 50}}')"#,
        )
        .await
        .unwrap();

    let settings = repo(&db).load().await.unwrap().unwrap().settings;

    assert_eq!(settings.school_name, "Old School");
    assert_eq!(settings.grading.pass_mark, 50);
    assert_eq!(settings.grading.grades.len(), 6);
    assert_eq!(settings.school_motto, "Knowledge at its spring");
}

#[tokio::test]
async fn an_unreadable_document_is_an_error_not_silent_defaults() {
    let db = TestDatabase::new().await;
    db.client()
        .await
        .batch_execute(
            r#"INSERT INTO school_settings (id, document) VALUES (1, '{"grading": "A to F"}')"#,
        )
        .await
        .unwrap();

    let err = repo(&db).load().await.unwrap_err();

    assert!(matches!(err, SettingsError::Internal(_)));
}

#[tokio::test]
async fn the_table_holds_one_row_only() {
    let db = TestDatabase::new().await;
    let client = db.client().await;

    let second_row = client
        .batch_execute(r#"INSERT INTO school_settings (id, document) VALUES (2, '{}')"#)
        .await;

    assert!(second_row.is_err());
}

#[tokio::test]
async fn every_embedded_migration_is_applied_to_a_test_database() {
    let db = TestDatabase::new().await;

    assert!(storage::run_migrations(db.url()).await.unwrap().is_empty());
    let database = Database::connect(db.url(), DatabaseOptions::default()).unwrap();
    assert!(database.pending_migrations().await.unwrap().is_empty());
}

#[tokio::test]
async fn a_migration_the_database_lacks_is_named_as_pending() {
    let db = TestDatabase::new().await;
    db.forget_last_migration().await;

    let database = Database::connect(db.url(), DatabaseOptions::default()).unwrap();

    let pending = database.pending_migrations().await.unwrap();

    let last = storage::migration_names().pop().unwrap();
    assert_eq!(pending, [last]);
    // A database never migrated lacks them all, and reading that changes nothing in it.
    let client = db.client().await;
    client
        .batch_execute("DROP TABLE __diesel_schema_migrations")
        .await
        .unwrap();
    assert_eq!(
        database.pending_migrations().await.unwrap(),
        storage::migration_names()
    );
    let table: Option<String> = client
        .query_one(
            "SELECT to_regclass('__diesel_schema_migrations')::text",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(table, None);
}

#[tokio::test]
async fn the_probe_recovers_after_the_database_drops_every_connection() {
    let db = TestDatabase::new().await;
    let database = Database::connect(db.url(), DatabaseOptions::default()).unwrap();
    database.check().await.unwrap();

    db.terminate_connections().await;

    database.check().await.unwrap();
}

#[tokio::test]
async fn the_probe_fails_quickly_when_no_database_listens() {
    let options = DatabaseOptions {
        acquire_timeout: Duration::from_secs(2),
        ..DatabaseOptions::default()
    };
    // Port 9 (discard) has no PostgreSQL behind it.
    let database = Database::connect("postgres://postgres@127.0.0.1:9/none", options).unwrap();

    let started = std::time::Instant::now();
    let failure = database.check().await.unwrap_err();

    assert!(started.elapsed() < Duration::from_secs(5));
    assert!(failure.to_string().contains("database"), "{failure}");
}

#[tokio::test]
async fn a_save_replaces_only_the_version_it_read_and_keeps_the_secrets() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    let named = |name: &str| SchoolSettings {
        school_name: name.into(),
        ..SchoolSettings::default()
    };
    let secrets = SealedSecrets::from([(SecretName::SmtpPassword, "00ff".to_owned())]);

    // Nothing stored: the first save starts at version 1, a second "first" save loses.
    assert_eq!(
        repo.save(&named("One"), &secrets, 0, at(), true)
            .await
            .unwrap()
            .map(|saved| saved.version),
        Some(1)
    );
    assert_eq!(
        repo.save(&named("Other"), &secrets, 0, at(), true)
            .await
            .unwrap()
            .map(|saved| saved.version),
        None
    );

    assert_eq!(
        repo.save(&named("Two"), &secrets, 1, at(), true)
            .await
            .unwrap()
            .map(|saved| saved.version),
        Some(2)
    );
    // A writer that read version 1 is too late now.
    assert_eq!(
        repo.save(&named("Stale"), &SealedSecrets::new(), 1, at(), true)
            .await
            .unwrap(),
        None
    );

    let stored = repo.load().await.unwrap().unwrap();
    assert_eq!(stored.settings.school_name, "Two");
    assert_eq!(stored.version, 2);
    assert_eq!(stored.secrets, secrets);
}

#[tokio::test]
async fn of_many_concurrent_saves_from_one_version_exactly_one_lands() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    repo.insert_if_absent(&SchoolSettings::default(), at())
        .await
        .unwrap();

    let attempts = (0..20).map(|i| {
        let repo = repo.clone();
        tokio::spawn(async move {
            let settings = SchoolSettings {
                school_motto: format!("Motto {i}"),
                ..SchoolSettings::default()
            };
            repo.save(&settings, &SealedSecrets::new(), 1, at(), true)
                .await
                .unwrap()
        })
    });
    let mut landed = 0;
    for attempt in attempts {
        if attempt.await.unwrap().is_some() {
            landed += 1;
        }
    }

    assert_eq!(landed, 1);
    assert_eq!(repo.load().await.unwrap().unwrap().version, 2);
}

#[tokio::test]
async fn the_academic_structure_is_kept_in_the_tables_the_academic_features_read() {
    use settings::model::{AcademicSession, NamedItem};
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    repo.insert_if_absent(&SchoolSettings::default(), at())
        .await
        .unwrap();
    let item = |id: &str, name: &str| NamedItem {
        id: id.into(),
        name: name.into(),
    };
    let mut settings = repo.load().await.unwrap().unwrap().settings;
    assert_eq!(
        settings.class_levels,
        SchoolSettings::default().class_levels
    );
    // Reorder, rename into each other's names, drop one, add one.
    settings.class_levels = vec![
        item("grade-2", "Grade 1"),
        item("grade-1", "Grade 2"),
        item("jss-1", "JSS 1"),
    ];
    settings.subjects = vec![item("art", "Fine Art")];
    settings.sessions = vec![AcademicSession {
        id: "2026-2027".into(),
        name: "2026/2027".into(),
        terms: vec!["Autumn".into(), "Spring".into()],
    }];
    // The current session was removed: the new one is current, and announced (decisions/011).
    assert_eq!(
        repo.save(&settings, &SealedSecrets::new(), 1, at(), true)
            .await
            .unwrap(),
        Some(Saved {
            version: 2,
            announced: Some(Announced {
                academic_year: "2026/2027".into(),
                current_term: "Autumn".into(),
            })
        })
    );
    settings.academic_year = "2026/2027".into();
    settings.current_term = "Autumn".into();

    assert_eq!(repo.load().await.unwrap().unwrap().settings, settings);
    let client = db.client().await;
    let levels: Vec<String> = client
        .query("SELECT name FROM class_levels ORDER BY position", &[])
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(levels, ["Grade 1", "Grade 2", "JSS 1"]);
    let terms: Vec<String> = client
        .query(
            "SELECT name FROM terms WHERE session_id = '2026-2027' ORDER BY position",
            &[],
        )
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(terms, ["Autumn", "Spring"]);
    let document: String = client
        .query_one("SELECT document::text FROM school_settings", &[])
        .await
        .unwrap()
        .get(0);
    assert!(!document.contains("class_levels") && !document.contains("Fine Art"));

    // A save that loses the version race writes no table either.
    let mut late = settings.clone();
    late.subjects = vec![item("music", "Music")];
    assert_eq!(
        repo.save(&late, &SealedSecrets::new(), 1, at(), true)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        repo.load().await.unwrap().unwrap().settings.subjects,
        settings.subjects
    );
}

#[tokio::test]
async fn a_save_announces_the_current_session_and_term_only_when_it_renames_or_replaces_them() {
    use settings::model::AcademicSession;
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    repo.insert_if_absent(&SchoolSettings::default(), at())
        .await
        .unwrap();
    let mut settings = repo.load().await.unwrap().unwrap().settings;
    settings.academic_year = "Our year".into();
    settings.current_term = "Harmattan".into();

    // Words typed and a session added that is not current: stored as typed.
    settings.sessions.push(AcademicSession {
        id: "2026-2027".into(),
        name: "2026/2027".into(),
        terms: vec!["First Term".into()],
    });
    let saved = repo
        .save(&settings, &SealedSecrets::new(), 1, at(), true)
        .await
        .unwrap();
    assert_eq!(saved, Some(Saved::version(2)));
    let stored = repo.load().await.unwrap().unwrap().settings;
    assert_eq!(
        (stored.academic_year.as_str(), stored.current_term.as_str()),
        ("Our year", "Harmattan")
    );

    // The current term renamed: announced, over the typed words.
    settings.sessions[0].terms[0] = "Autumn Term".into();
    let saved = repo
        .save(&settings, &SealedSecrets::new(), 2, at(), true)
        .await
        .unwrap();
    let announced = Announced {
        academic_year: SchoolSettings::default().sessions[0].name.clone(),
        current_term: "Autumn Term".into(),
    };
    assert_eq!(
        saved,
        Some(Saved {
            version: 3,
            announced: Some(announced.clone()),
        })
    );
    let stored = repo.load().await.unwrap().unwrap().settings;
    assert_eq!(
        (stored.academic_year, stored.current_term),
        (announced.academic_year, announced.current_term)
    );
}

#[tokio::test]
async fn a_term_removed_in_the_settings_takes_its_own_row_and_is_refused_while_records_hang_on_it()
{
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    repo.insert_if_absent(&SchoolSettings::default(), at())
        .await
        .unwrap();
    let client = db.client().await;
    let terms = async || -> Vec<(String, String)> {
        client
            .query(
                "SELECT name, id::text FROM terms WHERE session_id = '2025-2026' ORDER BY position",
                &[],
            )
            .await
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect()
    };
    let before = terms().await;
    assert_eq!(before.len(), 3);
    let mut settings = repo.load().await.unwrap().unwrap().settings;

    // The first term removed: the second and third keep their rows (and so their records).
    settings.sessions[0].terms.remove(0);
    repo.save(&settings, &SealedSecrets::new(), 1, at(), true)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(terms().await, before[1..]);

    // An examination hangs on the (now) first term: removing it is refused, nothing changes.
    client
        .execute(
            "INSERT INTO exams (id, term_id, name, kind, starts_on, ends_on)
             VALUES (gen_random_uuid(), $1::text::uuid, 'Mid-term test', 'test', '2026-01-19', '2026-01-23')",
            &[&before[1].1],
        )
        .await
        .unwrap();
    settings.sessions[0].terms.remove(0);
    let refused = repo
        .save(&settings, &SealedSecrets::new(), 2, at(), true)
        .await
        .unwrap_err();
    let SettingsError::Invalid(fields) = refused else {
        panic!("{refused:?}");
    };
    assert!(
        fields["sessions"][0].contains("cannot be removed"),
        "{fields:?}"
    );
    assert_eq!(terms().await, before[1..]);
    assert_eq!(repo.load().await.unwrap().unwrap().version, 2);

    // Nor is the session it is in, replaced by another.
    let mut replaced = repo.load().await.unwrap().unwrap().settings;
    replaced.sessions = vec![settings::model::AcademicSession {
        id: "2026-2027".into(),
        name: "2026/2027".into(),
        terms: vec!["First Term".into()],
    }];
    let refused = repo
        .save(&replaced, &SealedSecrets::new(), 2, at(), true)
        .await
        .unwrap_err();
    assert!(
        matches!(&refused, SettingsError::Invalid(f) if f["sessions"][0].contains("nor the session")),
        "{refused:?}"
    );
    assert_eq!(terms().await, before[1..]);
}

/// Two term names that the settings' validation tells apart but PostgreSQL's `lower()` does not
/// (Greek: Rust writes a word's last sigma as "ς") meet the terms' unique index: the save is
/// refused with a sentence on the sessions, not an error of the server, and nothing changes.
#[tokio::test]
async fn term_names_postgresql_finds_alike_are_refused_with_a_sentence() {
    let db = TestDatabase::new().await;
    let repo = repo(&db);
    repo.insert_if_absent(&SchoolSettings::default(), at())
        .await
        .unwrap();
    let mut settings = repo.load().await.unwrap().unwrap().settings;
    settings.sessions[0].terms = vec!["ΟΔΟΣ".into(), "οδοσ".into()];
    assert_ne!("ΟΔΟΣ".to_lowercase(), "οδοσ".to_lowercase());
    let client = db.client().await;
    let alike: bool = client
        .query_one("SELECT lower('ΟΔΟΣ') = lower('οδοσ')", &[])
        .await
        .unwrap()
        .get(0);

    let saved = repo
        .save(&settings, &SealedSecrets::new(), 1, at(), true)
        .await;

    if alike {
        let Err(SettingsError::Invalid(fields)) = saved else {
            panic!("{saved:?}");
        };
        assert!(fields["sessions"][0].contains("same name"), "{fields:?}");
        assert_eq!(
            repo.load().await.unwrap().unwrap().version,
            1,
            "nothing stored"
        );
    } else {
        // A database whose lower() leaves Greek as it is keeps the two apart, as Rust does.
        saved.unwrap().unwrap();
    }
}

/// The connections opened while a server starts (on its main thread) are closed once it serves,
/// and the requests open their own; until then a connection is lent again and again.
#[tokio::test]
async fn connections_opened_while_starting_are_replaced_once_serving() {
    use diesel_async::RunQueryDsl;
    let db = TestDatabase::new().await;
    let database = Database::connect(
        db.url(),
        DatabaseOptions {
            max_connections: 1,
            ..DatabaseOptions::default()
        },
    )
    .unwrap();
    let backend = || async {
        #[derive(diesel::QueryableByName)]
        struct Pid {
            #[diesel(sql_type = diesel::sql_types::Integer)]
            pid: i32,
        }
        let mut conn = database.conn().await.unwrap();
        diesel::sql_query("SELECT pg_backend_pid() AS pid")
            .get_result::<Pid>(&mut conn)
            .await
            .unwrap()
            .pid
    };
    let starting = backend().await;
    assert_eq!(backend().await, starting, "lent again while starting");

    database.serving();
    let serving = backend().await;
    assert_ne!(serving, starting, "the start-up connection was replaced");
    assert_eq!(backend().await, serving, "and the new one is lent again");
    database.serving();
    assert_eq!(backend().await, serving, "only the first call counts");
}
