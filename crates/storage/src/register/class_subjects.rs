//! The subjects each class offers, with their subject teacher: the class subjects' half of
//! [`super::PgClassRepo`].

use academics::{
    AcademicsError, BatchFailure,
    classes::{ClassSubject, ClassSubjectFilter, NewClassSubject},
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
    Conn, all_of, batch,
    errors::{delete_error, write_error},
    found, internal, key, page_of,
};
use crate::{Database, schema::class_subjects, sql::Params, visibility};

#[derive(QueryableByName)]
struct ClassSubjectRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Text)]
    subject_id: String,
    #[diesel(sql_type = Text)]
    subject_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    teacher_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl ClassSubjectRow {
    fn into_class_subject(self) -> Result<ClassSubject, AcademicsError> {
        Ok(ClassSubject {
            id: ClassSubjectId::from_uuid(self.id),
            class_id: ClassId::from_uuid(self.class_id),
            class_name: self.class_name,
            subject_id: key(self.subject_id)?,
            subject_name: self.subject_name,
            teacher_id: self.teacher_id.map(TeacherId::from_uuid),
            teacher_name: self.teacher_name,
        })
    }
}

/// Which class subjects a read is for.
pub(super) enum Wanted<'a> {
    List(&'a ClassSubjectFilter),
    One(ClassSubjectId),
}

pub(super) async fn select(
    conn: &mut Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: PageRequest,
) -> Result<Page<ClassSubject>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::classes(scope, "cs.class_id")];
    match wanted {
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("cs.id = {id}"));
        }
        Wanted::List(filter) => {
            if !filter.class_ids.is_empty() {
                let ids: Vec<Uuid> = filter.class_ids.iter().map(|c| c.into_uuid()).collect();
                let ids = params.bind::<Array<SqlUuid>, _>(ids);
                conditions.push(format!("cs.class_id = ANY({ids})"));
            }
            if let Some(subject) = &filter.subject_id {
                let subject = params.bind::<Text, _>(subject.to_string());
                conditions.push(format!("cs.subject_id = {subject}"));
            }
            if let Some(teacher) = filter.teacher_id {
                let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
                conditions.push(format!("cs.teacher_id = {teacher}"));
            }
        }
    }
    let page_clause = params.page(page);
    let rows: Vec<ClassSubjectRow> = params
        .sql(format!(
            "SELECT cs.id, cs.class_id, c.name AS class_name, cs.subject_id,
                    sb.name AS subject_name, cs.teacher_id,
                    btrim(tu.first_name || ' ' || tu.last_name) AS teacher_name,
                    count(*) OVER () AS total
             FROM class_subjects cs
             JOIN classes c ON c.id = cs.class_id
             JOIN class_levels l ON l.id = c.level_id
             JOIN subjects sb ON sb.id = cs.subject_id
             LEFT JOIN teachers t ON t.id = cs.teacher_id
             LEFT JOIN users tu ON tu.id = t.user_id
             WHERE {}
             ORDER BY l.position, lower(c.name), sb.position, cs.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(ClassSubjectRow::into_class_subject)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

pub(super) async fn insert(db: &Database, items: Vec<NewClassSubject>) -> Result<(), BatchFailure> {
    batch!(db, "class subject", items, write_error, |conn, item| {
        insert_one(conn, &item).await
    })
}

pub(super) async fn update(
    db: &Database,
    changes: Vec<(ClassSubjectId, Option<TeacherId>)>,
) -> Result<(), BatchFailure> {
    batch!(db, "class subject", changes, write_error, |conn,
                                                       (
        id,
        teacher,
    )| {
        set_teacher(conn, id, teacher).await
    })
}

pub(super) async fn delete(db: &Database, ids: Vec<ClassSubjectId>) -> Result<(), BatchFailure> {
    batch!(db, "class subject", ids, delete_error, |conn, id| {
        delete_one(conn, id).await
    })
}

async fn insert_one(conn: &mut Conn, item: &NewClassSubject) -> Result<(), DieselError> {
    diesel::insert_into(class_subjects::table)
        .values((
            class_subjects::id.eq(item.id.into_uuid()),
            class_subjects::class_id.eq(item.class_id.into_uuid()),
            class_subjects::subject_id.eq(item.subject_id.as_str()),
            class_subjects::teacher_id.eq(item.teacher_id.map(TeacherId::into_uuid)),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

async fn set_teacher(
    conn: &mut Conn,
    id: ClassSubjectId,
    teacher: Option<TeacherId>,
) -> Result<(), DieselError> {
    found(
        diesel::update(class_subjects::table.find(id.into_uuid()))
            .set(class_subjects::teacher_id.eq(teacher.map(TeacherId::into_uuid)))
            .execute(conn)
            .await?,
    )
}

async fn delete_one(conn: &mut Conn, id: ClassSubjectId) -> Result<(), DieselError> {
    found(
        diesel::delete(class_subjects::table.find(id.into_uuid()))
            .execute(conn)
            .await?,
    )
}
