//! Class levels and subjects on a real, throwaway database: created, renamed, refused when a
//! name or id is taken or when classes use them, and the settings' version moving on.

mod common;

use academics::{
    AcademicsError,
    structure::{ClassLevel, LevelPatch, StructureRepo, Subject, SubjectPatch},
};
use common::{database, level, school, settings_version, subject, with_settings_row};

fn new_level(id: &str, name: &str, position: i32) -> ClassLevel {
    ClassLevel {
        id: level(id),
        name: name.into(),
        position,
    }
}

fn fields(error: AcademicsError) -> Vec<String> {
    match error {
        AcademicsError::Invalid(fields) => fields.into_keys().collect(),
        other => panic!("not a field error: {other:?}"),
    }
}

#[tokio::test]
async fn a_level_is_created_renamed_and_removed() {
    let (_db, register) = database().await;
    register
        .structure
        .insert_levels(vec![new_level("grade-3", "Grade 3", 2)])
        .await
        .unwrap();
    register
        .structure
        .update_levels(vec![(
            level("grade-3"),
            LevelPatch {
                name: Some("Year 3".into()),
                position: Some(5),
            },
        )])
        .await
        .unwrap();
    let levels = register.structure.levels().await.unwrap();
    assert_eq!(levels.last().unwrap(), &new_level("grade-3", "Year 3", 5));

    register
        .structure
        .delete_levels(vec![level("grade-3")])
        .await
        .unwrap();
    assert_eq!(register.structure.levels().await.unwrap().len(), 2);
    let (_, error) = register
        .structure
        .delete_levels(vec![level("grade-3")])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound("class level")));
}

#[tokio::test]
async fn a_taken_name_or_id_is_refused_on_its_field() {
    let (_db, register) = database().await;
    let (index, error) = register
        .structure
        .insert_levels(vec![
            new_level("grade-3", "Grade 3", 2),
            new_level("grade-4", "GRADE 1", 3),
        ])
        .await
        .unwrap_err();
    assert_eq!(index, 1);
    assert_eq!(fields(error), ["name"]);
    assert_eq!(
        register.structure.levels().await.unwrap().len(),
        2,
        "nothing was stored"
    );

    let (_, error) = register
        .structure
        .insert_levels(vec![new_level("grade-1", "First grade", 2)])
        .await
        .unwrap_err();
    assert_eq!(fields(error), ["id"]);
    let (_, error) = register
        .structure
        .update_levels(vec![(
            level("grade-2"),
            LevelPatch {
                name: Some("grade 1".into()),
                position: None,
            },
        )])
        .await
        .unwrap_err();
    assert_eq!(fields(error), ["name"]);

    let (_, error) = register
        .structure
        .insert_subjects(vec![Subject {
            id: subject("maths"),
            name: "mathematics".into(),
            position: 1,
        }])
        .await
        .unwrap_err();
    assert_eq!(fields(error), ["name"]);
    let (_, error) = register
        .structure
        .update_subjects(vec![(subject("latin"), SubjectPatch::default())])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::NotFound("subject")));
}

#[tokio::test]
async fn a_level_or_subject_that_classes_use_is_not_removed() {
    let (_db, register) = database().await;
    school(&register).await;

    let (_, error) = register
        .structure
        .delete_levels(vec![level("grade-2"), level("grade-1")])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("Classes belong")));
    assert_eq!(
        register.structure.levels().await.unwrap().len(),
        2,
        "grade-2 stays too"
    );
    let (_, error) = register
        .structure
        .delete_subjects(vec![subject("mathematics")])
        .await
        .unwrap_err();
    assert!(matches!(error, AcademicsError::Conflict(ref m) if m.contains("Classes offer")));
}

#[tokio::test]
async fn every_structure_write_moves_the_settings_version_on() {
    let (db, register) = database().await;
    with_settings_row(&db).await;
    let before = settings_version(&db).await;

    register
        .structure
        .insert_subjects(vec![Subject {
            id: subject("english"),
            name: "English".into(),
            position: 1,
        }])
        .await
        .unwrap();
    register
        .structure
        .update_subjects(vec![(
            subject("english"),
            SubjectPatch {
                name: Some("English Language".into()),
                position: None,
            },
        )])
        .await
        .unwrap();
    register
        .structure
        .delete_subjects(vec![subject("english")])
        .await
        .unwrap();
    register
        .structure
        .update_levels(vec![(level("grade-1"), LevelPatch::default())])
        .await
        .unwrap();
    assert_eq!(settings_version(&db).await, before + 4);

    // A refused write moves nothing.
    let _ = register
        .structure
        .insert_levels(vec![new_level("grade-1", "Again", 9)])
        .await
        .unwrap_err();
    assert_eq!(settings_version(&db).await, before + 4);
}

#[tokio::test]
async fn a_settings_save_from_an_older_copy_no_longer_undoes_a_new_level() {
    use settings::SettingsRepo;

    let (db, register) = database().await;
    with_settings_row(&db).await;
    let settings = storage::PgSettingsRepo::new(register.db.clone());
    let read = settings.load().await.unwrap().unwrap();
    assert_eq!(read.settings.class_levels.len(), 2);

    register
        .structure
        .insert_levels(vec![new_level("grade-3", "Grade 3", 2)])
        .await
        .unwrap();
    let at = common::now();
    let stale = settings
        .save(&read.settings, &read.secrets, read.version, at, true)
        .await
        .unwrap();

    assert_eq!(stale, None, "the save from the older copy is refused");
    assert_eq!(register.structure.levels().await.unwrap().len(), 3);
}
