//! Class levels and subjects (`academics::structure::StructureRepo`): the tables the settings'
//! Academic tab also writes, so every write here moves the settings' version on.

use academics::{
    AcademicsError, BatchFailure,
    structure::{ClassLevel, LevelPatch, StructureRepo, Subject, SubjectPatch},
};
use diesel::{ExpressionMethods, QueryDsl, result::Error as DieselError};
use diesel_async::RunQueryDsl;
use kernel::{LevelId, SubjectId};

use super::{
    Conn, batch,
    errors::{delete_error, write_error},
    found, internal, key,
};
use crate::{
    Database,
    schema::{class_levels, subjects},
    settings_repo::move_version_on,
};

/// `academics::structure::StructureRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgStructureRepo {
    db: Database,
}

impl PgStructureRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = class_levels)]
struct LevelChanges<'a> {
    name: Option<&'a str>,
    position: Option<i32>,
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = subjects)]
struct SubjectChanges<'a> {
    name: Option<&'a str>,
    position: Option<i32>,
}

async fn update_level(
    conn: &mut Conn,
    id: &LevelId,
    patch: &LevelPatch,
) -> Result<(), DieselError> {
    let target = class_levels::table.find(id.as_str());
    let rows = if patch.name.is_none() && patch.position.is_none() {
        // Nothing to change: only whether it exists.
        usize::try_from(target.count().get_result::<i64>(conn).await?).unwrap_or(0)
    } else {
        diesel::update(target)
            .set(&LevelChanges {
                name: patch.name.as_deref(),
                position: patch.position,
            })
            .execute(conn)
            .await?
    };
    found(rows)
}

async fn update_subject(
    conn: &mut Conn,
    id: &SubjectId,
    patch: &SubjectPatch,
) -> Result<(), DieselError> {
    let target = subjects::table.find(id.as_str());
    let rows = if patch.name.is_none() && patch.position.is_none() {
        usize::try_from(target.count().get_result::<i64>(conn).await?).unwrap_or(0)
    } else {
        diesel::update(target)
            .set(&SubjectChanges {
                name: patch.name.as_deref(),
                position: patch.position,
            })
            .execute(conn)
            .await?
    };
    found(rows)
}

async fn insert_level(conn: &mut Conn, level: &ClassLevel) -> Result<(), DieselError> {
    diesel::insert_into(class_levels::table)
        .values((
            class_levels::id.eq(level.id.as_str()),
            class_levels::name.eq(&level.name),
            class_levels::position.eq(level.position),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

async fn delete_level(conn: &mut Conn, id: &LevelId) -> Result<(), DieselError> {
    found(
        diesel::delete(class_levels::table.find(id.as_str()))
            .execute(conn)
            .await?,
    )
}

async fn insert_subject(conn: &mut Conn, subject: &Subject) -> Result<(), DieselError> {
    diesel::insert_into(subjects::table)
        .values((
            subjects::id.eq(subject.id.as_str()),
            subjects::name.eq(&subject.name),
            subjects::position.eq(subject.position),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

async fn delete_subject(conn: &mut Conn, id: &SubjectId) -> Result<(), DieselError> {
    found(
        diesel::delete(subjects::table.find(id.as_str()))
            .execute(conn)
            .await?,
    )
}

#[async_trait::async_trait]
impl StructureRepo for PgStructureRepo {
    async fn levels(&self) -> Result<Vec<ClassLevel>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<(String, String, i32)> = class_levels::table
            .select((class_levels::id, class_levels::name, class_levels::position))
            .order((class_levels::position, class_levels::id))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        rows.into_iter()
            .map(|(id, name, position)| {
                Ok(ClassLevel {
                    id: key(id)?,
                    name,
                    position,
                })
            })
            .collect()
    }

    async fn insert_levels(&self, levels: Vec<ClassLevel>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "class level", levels, write_error,
            before: |c| move_version_on(c).await?,
            |conn, level| insert_level(conn, &level).await
        )
    }

    async fn update_levels(&self, changes: Vec<(LevelId, LevelPatch)>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "class level", changes, write_error,
            before: |c| move_version_on(c).await?,
            |conn, (id, patch)| update_level(conn, &id, &patch).await
        )
    }

    async fn delete_levels(&self, ids: Vec<LevelId>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "class level", ids, delete_error,
            before: |c| move_version_on(c).await?,
            |conn, id| delete_level(conn, &id).await
        )
    }

    async fn subjects(&self) -> Result<Vec<Subject>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<(String, String, i32)> = subjects::table
            .select((subjects::id, subjects::name, subjects::position))
            .order((subjects::position, subjects::id))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        rows.into_iter()
            .map(|(id, name, position)| {
                Ok(Subject {
                    id: key(id)?,
                    name,
                    position,
                })
            })
            .collect()
    }

    async fn insert_subjects(&self, items: Vec<Subject>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "subject", items, write_error,
            before: |c| move_version_on(c).await?,
            |conn, subject| insert_subject(conn, &subject).await
        )
    }

    async fn update_subjects(
        &self,
        changes: Vec<(SubjectId, SubjectPatch)>,
    ) -> Result<(), BatchFailure> {
        batch!(
            self.db, "subject", changes, write_error,
            before: |c| move_version_on(c).await?,
            |conn, (id, patch)| update_subject(conn, &id, &patch).await
        )
    }

    async fn delete_subjects(&self, ids: Vec<SubjectId>) -> Result<(), BatchFailure> {
        batch!(
            self.db, "subject", ids, delete_error,
            before: |c| move_version_on(c).await?,
            |conn, id| delete_subject(conn, &id).await
        )
    }
}
