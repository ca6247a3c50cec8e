//! Classes (`academics::classes::ClassRepo`), with the subjects each offers in
//! [`super::class_subjects`].

use std::sync::Arc;

use academics::{
    AcademicsError, BatchFailure,
    classes::{
        Class, ClassFilter, ClassPatch, ClassRepo, ClassSubject, ClassSubjectFilter, NewClass,
        NewClassSubject,
    },
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, ClassSubjectId, Page, PageRequest, Scope, TeacherId};
use uuid::Uuid;

use super::{
    Conn, all_of, batch, class_subjects, classes_of_teacher,
    errors::{delete_error, write_error},
    found, internal, key,
    list_cache::{self, ListCache},
    page_of, search_condition,
};
use crate::{Database, schema::classes, sql::Params, visibility};

/// The pages of the classes' list this server keeps, by what was asked (decisions/031).
type ClassPages = ListCache<(ClassFilter, Scope, PageRequest), Class>;

/// `academics::classes::ClassRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgClassRepo {
    db: Database,
    pages: Arc<ClassPages>,
}

impl PgClassRepo {
    pub fn new(db: Database) -> Self {
        Self {
            db,
            pages: Arc::new(ListCache::new()),
        }
    }
}

#[derive(QueryableByName)]
struct ClassRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = Text)]
    level_id: String,
    #[diesel(sql_type = Text)]
    level_name: String,
    #[diesel(sql_type = Text)]
    arm: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_teacher_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_teacher_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    student_count: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl ClassRow {
    fn into_class(self) -> Result<Class, AcademicsError> {
        Ok(Class {
            id: ClassId::from_uuid(self.id),
            level_id: key(self.level_id)?,
            level_name: self.level_name,
            arm: self.arm,
            name: self.name,
            class_teacher_id: self.class_teacher_id.map(TeacherId::from_uuid),
            class_teacher_name: self.class_teacher_name,
            student_count: self.student_count,
        })
    }
}

/// Which classes a read is for.
enum Wanted<'a> {
    List(&'a ClassFilter),
    One(ClassId),
}

async fn select(
    conn: &mut Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: PageRequest,
) -> Result<Page<Class>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::classes(scope, "c.id")];
    match wanted {
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("c.id = {id}"));
        }
        Wanted::List(filter) => {
            if !filter.level_ids.is_empty() {
                let levels: Vec<String> = filter.level_ids.iter().map(|l| l.to_string()).collect();
                let levels = params.bind::<Array<Text>, _>(levels);
                conditions.push(format!("c.level_id = ANY({levels})"));
            }
            if let Some(teacher) = filter.class_teacher_id {
                let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
                conditions.push(format!("c.class_teacher_id = {teacher}"));
            }
            if let Some(teacher) = filter.teacher_id {
                let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
                conditions.push(format!("c.id IN ({})", classes_of_teacher(teacher)));
            }
            conditions.extend(search_condition(
                &mut params,
                filter.search.as_deref(),
                &["c.name", "l.name"],
            ));
        }
    }
    let page_clause = params.page(page);
    let rows: Vec<ClassRow> = params
        .sql(format!(
            "SELECT c.id, c.level_id, l.name AS level_name, c.arm, c.name, c.class_teacher_id,
                    btrim(tu.first_name || ' ' || tu.last_name) AS class_teacher_name,
                    (SELECT count(*) FROM enrolments e
                       JOIN academic_sessions a ON a.id = e.session_id AND a.is_current
                      WHERE e.class_id = c.id) AS student_count,
                    count(*) OVER () AS total
             FROM classes c
             JOIN class_levels l ON l.id = c.level_id
             LEFT JOIN teachers t ON t.id = c.class_teacher_id
             LEFT JOIN users tu ON tu.id = t.user_id
             WHERE {}
             ORDER BY l.position, lower(c.name), c.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(ClassRow::into_class)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = classes)]
struct ClassChanges<'a> {
    level_id: Option<&'a str>,
    arm: Option<&'a str>,
    name: Option<&'a str>,
    class_teacher_id: Option<Option<Uuid>>,
}

async fn insert_class(conn: &mut Conn, c: &NewClass) -> Result<(), DieselError> {
    diesel::insert_into(classes::table)
        .values((
            classes::id.eq(c.id.into_uuid()),
            classes::level_id.eq(c.level_id.as_str()),
            classes::arm.eq(&c.arm),
            classes::name.eq(&c.name),
            classes::class_teacher_id.eq(c.class_teacher_id.map(TeacherId::into_uuid)),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

async fn delete_class(conn: &mut Conn, id: ClassId) -> Result<(), DieselError> {
    found(
        diesel::delete(classes::table.find(id.into_uuid()))
            .execute(conn)
            .await?,
    )
}

async fn update_class(conn: &mut Conn, id: ClassId, patch: &ClassPatch) -> Result<(), DieselError> {
    let changes = ClassChanges {
        level_id: patch.level_id.as_ref().map(|l| l.as_str()),
        arm: patch.arm.as_deref().map(str::trim),
        name: patch.name.as_deref().map(str::trim),
        class_teacher_id: patch.class_teacher_id.map(|t| t.map(TeacherId::into_uuid)),
    };
    let target = classes::table.find(id.into_uuid());
    let nothing = changes.level_id.is_none()
        && changes.arm.is_none()
        && changes.name.is_none()
        && changes.class_teacher_id.is_none();
    let rows = if nothing {
        usize::try_from(target.count().get_result::<i64>(conn).await?).unwrap_or(0)
    } else {
        diesel::update(target).set(&changes).execute(conn).await?
    };
    found(rows)
}

#[async_trait::async_trait]
impl ClassRepo for PgClassRepo {
    async fn list(
        &self,
        filter: ClassFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError> {
        let key = (filter.clone(), scope, page);
        list_cache::page(&self.db, &self.pages, key, async || {
            let mut conn = self.db.conn().await.map_err(internal)?;
            select(&mut conn, scope, Wanted::List(&filter), page).await
        })
        .await
    }

    async fn get(&self, id: ClassId, scope: Scope) -> Result<Option<Class>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = select(&mut conn, scope, Wanted::One(id), PageRequest::default()).await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert(&self, items: Vec<NewClass>) -> Result<(), BatchFailure> {
        batch!(self.db, "class", items, write_error, |conn, c| {
            insert_class(conn, &c).await
        })
    }

    async fn update(&self, changes: Vec<(ClassId, ClassPatch)>) -> Result<(), BatchFailure> {
        batch!(
            self.db,
            "class",
            changes,
            write_error,
            |conn, (id, patch)| update_class(conn, id, &patch).await
        )
    }

    async fn delete(&self, ids: Vec<ClassId>) -> Result<(), BatchFailure> {
        batch!(self.db, "class", ids, delete_error, |conn, id| {
            delete_class(conn, id).await
        })
    }

    async fn list_subjects(
        &self,
        filter: ClassSubjectFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<ClassSubject>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        class_subjects::select(
            &mut conn,
            scope,
            class_subjects::Wanted::List(&filter),
            page,
        )
        .await
    }

    async fn subject(
        &self,
        id: ClassSubjectId,
        scope: Scope,
    ) -> Result<Option<ClassSubject>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let page = class_subjects::select(
            &mut conn,
            scope,
            class_subjects::Wanted::One(id),
            PageRequest::default(),
        )
        .await?;
        Ok(page.results.into_iter().next())
    }

    async fn insert_subjects(&self, items: Vec<NewClassSubject>) -> Result<(), BatchFailure> {
        class_subjects::insert(&self.db, items).await
    }

    async fn update_subjects(
        &self,
        changes: Vec<(ClassSubjectId, Option<TeacherId>)>,
    ) -> Result<(), BatchFailure> {
        class_subjects::update(&self.db, changes).await
    }

    async fn delete_subjects(&self, ids: Vec<ClassSubjectId>) -> Result<(), BatchFailure> {
        class_subjects::delete(&self.db, ids).await
    }
}
