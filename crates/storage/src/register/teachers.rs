//! Teachers (`academics::teachers::TeacherRepo`): each with their account, read in one statement
//! with the classes they are class teacher of and the subjects they teach as arrays of rows.
//! Every teacher is visible to the school's staff (the domain decides who that is), so reads
//! take no scope.

use std::sync::Arc;

use academics::{
    AcademicsError, BatchFailure, Taken,
    teachers::{
        ClassRef, NewTeacher, Teacher, TeacherFilter, TeacherOrder, TeacherPatch, TeacherRepo,
        TeachingRef,
    },
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Bool, Date, Nullable, Record, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, ClassSubjectId, Page, PageRequest, TeacherId, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    Conn,
    accounts::{
        AccountPatch, delete_account, insert_login, present, taken_logins, trimmed, update_account,
    },
    all_of, batch,
    errors::{delete_error, write_error},
    internal, key,
    list_cache::{self, ListCache},
    page_of, search_condition,
};
use crate::{Database, schema::teachers, sql::Params};

/// The pages of the teachers' list this server keeps, by what was asked (decisions/031).
type TeacherPages = ListCache<(TeacherFilter, TeacherOrder, PageRequest), Teacher>;

/// `academics::teachers::TeacherRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgTeacherRepo {
    db: Database,
    pages: Arc<TeacherPages>,
}

impl PgTeacherRepo {
    pub fn new(db: Database) -> Self {
        Self {
            db,
            pages: Arc::new(ListCache::new()),
        }
    }
}

/// A class taught: class subject id, class id and name, subject id and name.
type TeachingCells = (Uuid, Uuid, String, String, String);

#[derive(QueryableByName)]
struct TeacherRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Bool)]
    is_active: bool,
    #[diesel(sql_type = Nullable<Text>)]
    profile_picture: Option<String>,
    #[diesel(sql_type = Text)]
    staff_number: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    qualification: String,
    #[diesel(sql_type = Text)]
    specialisation: String,
    #[diesel(sql_type = Text)]
    bio: String,
    #[diesel(sql_type = Nullable<Date>)]
    hire_date: Option<time::Date>,
    /// The classes they are class teacher of: id and name.
    #[diesel(sql_type = Array<Record<(SqlUuid, Text)>>)]
    classes: Vec<(Uuid, String)>,
    #[diesel(sql_type = Array<Record<(SqlUuid, SqlUuid, Text, Text, Text)>>)]
    subjects: Vec<TeachingCells>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl TeacherRow {
    fn into_teacher(mut self) -> Result<Teacher, AcademicsError> {
        // Classes led by name, then id; classes taught by class name, subject name, then id.
        // Sorted here rather than by the statement: sorting each teacher's arrays there was a
        // seventh of the teachers' list's cost in PostgreSQL. The order is the names' bytes,
        // whatever the database's collation (the same as PostgreSQL's own in the portal's
        // databases, created without a locale by `scripts/lib/common.sh`).
        self.classes
            .sort_unstable_by(|a, b| (&a.1, a.0).cmp(&(&b.1, b.0)));
        self.subjects
            .sort_unstable_by(|a, b| (&a.2, &a.4, a.0).cmp(&(&b.2, &b.4, b.0)));
        let subjects = self
            .subjects
            .into_iter()
            .map(
                |(class_subject_id, class_id, class_name, subject_id, subject_name)| {
                    Ok(TeachingRef {
                        class_subject_id: ClassSubjectId::from_uuid(class_subject_id),
                        class_id: ClassId::from_uuid(class_id),
                        class_name,
                        subject_id: key(subject_id)?,
                        subject_name,
                    })
                },
            )
            .collect::<Result<_, AcademicsError>>()?;
        Ok(Teacher {
            id: TeacherId::from_uuid(self.id),
            user_id: UserId::from_uuid(self.user_id),
            username: self.username,
            email: self.email,
            first_name: self.first_name,
            last_name: self.last_name,
            is_active: self.is_active,
            staff_number: self.staff_number,
            phone: self.phone,
            qualification: self.qualification,
            specialisation: self.specialisation,
            bio: self.bio,
            hire_date: self.hire_date,
            profile_picture: self.profile_picture,
            classes: self
                .classes
                .into_iter()
                .map(|(id, name)| ClassRef {
                    id: ClassId::from_uuid(id),
                    name,
                })
                .collect(),
            subjects,
            initial_password: None,
            welcome_email: None,
        })
    }
}

/// Which teachers a read is for.
#[derive(Clone, Copy)]
enum Wanted<'a> {
    List(&'a TeacherFilter),
    One(TeacherId),
    OfUser(UserId),
}

fn order_by(order: TeacherOrder) -> &'static str {
    match order {
        TeacherOrder::LastName => "lower(u.last_name), lower(u.first_name), t.id",
        TeacherOrder::LastNameDesc => "lower(u.last_name) DESC, lower(u.first_name) DESC, t.id",
        TeacherOrder::StaffNumber => "lower(t.staff_number), t.id",
        TeacherOrder::StaffNumberDesc => "lower(t.staff_number) DESC, t.id",
        TeacherOrder::HireDate => "t.hire_date NULLS LAST, t.id",
        TeacherOrder::HireDateDesc => "t.hire_date DESC NULLS LAST, t.id",
    }
}

fn filter_conditions(params: &mut Params, filter: &TeacherFilter) -> Vec<String> {
    let mut conditions = Vec::new();
    if let Some(class) = filter.class_id {
        let class = params.bind::<SqlUuid, _>(class.into_uuid());
        conditions.push(format!(
            "t.id IN (SELECT class_teacher_id FROM classes WHERE id = {class}
                      UNION SELECT teacher_id FROM class_subjects WHERE class_id = {class})"
        ));
    }
    if let Some(subject) = &filter.subject_id {
        let subject = params.bind::<Text, _>(subject.to_string());
        conditions.push(format!(
            "t.id IN (SELECT teacher_id FROM class_subjects WHERE subject_id = {subject})"
        ));
    }
    if let Some(active) = filter.is_active {
        let active = params.bind::<Bool, _>(active);
        conditions.push(format!("u.is_active = {active}"));
    }
    conditions.extend(search_condition(
        params,
        filter.search.as_deref(),
        &[
            "u.first_name",
            "u.last_name",
            "(u.first_name || ' ' || u.last_name)",
            "t.staff_number",
            "u.username",
            "u.email",
        ],
    ));
    conditions
}

async fn select(
    conn: &Conn,
    wanted: Wanted<'_>,
    order: TeacherOrder,
    page: PageRequest,
) -> Result<Page<Teacher>, AcademicsError> {
    let mut params = Params::new();
    let listed = matches!(wanted, Wanted::List(_));
    let conditions = match wanted {
        Wanted::List(filter) => filter_conditions(&mut params, filter),
        Wanted::One(id) => vec![format!(
            "t.id = {}",
            params.bind::<SqlUuid, _>(id.into_uuid())
        )],
        Wanted::OfUser(user) => vec![format!(
            "t.user_id = {}",
            params.bind::<SqlUuid, _>(user.into_uuid())
        )],
    };
    // A list's page, in its order; one record is neither ordered nor paged.
    let super::Paging {
        order,
        page: page_clause,
        page_order,
    } = super::paging(
        &mut params,
        listed.then(|| order_by(order)),
        listed.then_some(page),
    );
    let page_rows = format!(
        "SELECT t.id, t.user_id, u.username, u.email, u.first_name, u.last_name,
                u.is_active, u.profile_picture, t.staff_number, t.phone,
                t.qualification, t.specialisation, t.bio, t.hire_date
         FROM teachers t JOIN users u ON u.id = t.user_id
         WHERE {conditions}
         {order}
         {page_clause}",
        conditions = all_of(&conditions),
    );
    let total = super::total_column(
        listed,
        &super::count_from(
            "teachers t",
            &[("u", "JOIN users u ON u.id = t.user_id")],
            &conditions,
        ),
        &conditions,
    );
    let text = if listed {
        // The page is chosen first (by the order: no window over every matching row), then
        // counted apart; what its teachers teach is gathered for the whole page at once (one
        // join of the classes taught, not one per teacher: 1,000 -> 1,400 pages a second).
        format!(
            "WITH page AS ({page_rows})
             SELECT page.*, {total} AS total,
                    coalesce(led.classes, '{{}}') AS classes,
                    coalesce(taught.subjects, '{{}}') AS subjects
             FROM page
             LEFT JOIN (SELECT c.class_teacher_id AS id,
                               array_agg(ROW(c.id, c.name)) AS classes
                        FROM classes c
                        WHERE c.class_teacher_id IN (SELECT id FROM page)
                        GROUP BY c.class_teacher_id) led USING (id)
             LEFT JOIN (SELECT cs.teacher_id AS id,
                               array_agg(ROW(cs.id, c.id, c.name, sb.id, sb.name))
                                 AS subjects
                        FROM class_subjects cs
                        JOIN classes c ON c.id = cs.class_id
                        JOIN subjects sb ON sb.id = cs.subject_id
                        WHERE cs.teacher_id IN (SELECT id FROM page)
                        GROUP BY cs.teacher_id) taught USING (id)
             {page_order}"
        )
    } else {
        // One teacher (a profile, `/me`): what they teach read by the teacher's own keys.
        format!(
            "SELECT page.*, {total} AS total,
                    ARRAY(SELECT ROW(c.id, c.name) FROM classes c
                          WHERE c.class_teacher_id = page.id) AS classes,
                    ARRAY(SELECT ROW(cs.id, c.id, c.name, sb.id, sb.name)
                          FROM class_subjects cs
                          JOIN classes c ON c.id = cs.class_id
                          JOIN subjects sb ON sb.id = cs.subject_id
                          WHERE cs.teacher_id = page.id) AS subjects
             FROM ({page_rows}) page"
        )
    };
    let rows: Vec<TeacherRow> = params
        .sql(text)
        .load(&mut { conn })
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(TeacherRow::into_teacher)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

/// The one teacher `wanted` names, read on the shared connection (decisions/029).
async fn one(db: &Database, wanted: Wanted<'_>) -> Result<Option<Teacher>, AcademicsError> {
    let page = db
        .read(|conn| {
            Box::pin(async move {
                let order = TeacherOrder::default();
                select(&conn, wanted, order, PageRequest::default()).await
            })
        })
        .await
        .map_err(internal)??;
    Ok(page.results.into_iter().next())
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = teachers)]
struct TeacherChanges<'a> {
    staff_number: Option<&'a str>,
    phone: Option<&'a str>,
    qualification: Option<&'a str>,
    specialisation: Option<&'a str>,
    bio: Option<&'a str>,
    hire_date: Option<Option<time::Date>>,
    updated_at: OffsetDateTime,
}

async fn insert_teacher(
    conn: &mut Conn,
    t: &NewTeacher,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    insert_login(conn, &t.login, at).await?;
    diesel::insert_into(teachers::table)
        .values((
            teachers::id.eq(t.id.into_uuid()),
            teachers::user_id.eq(t.login.user_id.into_uuid()),
            teachers::staff_number.eq(&t.staff_number),
            teachers::phone.eq(&t.phone),
            teachers::qualification.eq(&t.qualification),
            teachers::specialisation.eq(&t.specialisation),
            teachers::bio.eq(&t.bio),
            teachers::hire_date.eq(t.hire_date),
            teachers::created_at.eq(at),
            teachers::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

/// The account of a teacher, or `NotFound`.
async fn account_of(conn: &mut Conn, id: Uuid) -> Result<Uuid, DieselError> {
    teachers::table
        .find(id)
        .select(teachers::user_id)
        .first(conn)
        .await
}

async fn update_teacher(
    conn: &mut Conn,
    id: Uuid,
    p: &TeacherPatch,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    let user = account_of(conn, id).await?;
    let account = AccountPatch {
        first_name: trimmed(&p.first_name),
        last_name: trimmed(&p.last_name),
        email: trimmed(&p.email),
        is_active: p.is_active,
    };
    update_account(conn, user, account, at).await?;
    diesel::update(teachers::table.find(id))
        .set(&TeacherChanges {
            staff_number: trimmed(&p.staff_number),
            phone: trimmed(&p.phone),
            qualification: trimmed(&p.qualification),
            specialisation: trimmed(&p.specialisation),
            bio: trimmed(&p.bio),
            hire_date: p.hire_date,
            updated_at: at,
        })
        .execute(conn)
        .await?;
    Ok(())
}

async fn delete_teacher(conn: &mut Conn, id: Uuid) -> Result<(), DieselError> {
    let user = account_of(conn, id).await?;
    // The teacher's row first, so that a class or subject that names them refuses.
    diesel::delete(teachers::table.find(id))
        .execute(conn)
        .await?;
    delete_account(conn, user).await
}

#[async_trait::async_trait]
impl TeacherRepo for PgTeacherRepo {
    async fn list(
        &self,
        filter: TeacherFilter,
        order: TeacherOrder,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError> {
        let key = (filter.clone(), order, page);
        list_cache::page(&self.db, &self.pages, key, async || {
            let conn = self.db.conn().await.map_err(internal)?;
            select(&conn, Wanted::List(&filter), order, page).await
        })
        .await
    }

    async fn get(&self, id: TeacherId) -> Result<Option<Teacher>, AcademicsError> {
        one(&self.db, Wanted::One(id)).await
    }

    async fn of_user(&self, user: UserId) -> Result<Option<Teacher>, AcademicsError> {
        one(&self.db, Wanted::OfUser(user)).await
    }

    async fn insert(
        &self,
        teachers: Vec<NewTeacher>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self.db, "teacher", teachers, write_error, |conn, t| {
            insert_teacher(conn, &t, at).await
        })
    }

    async fn update(
        &self,
        changes: Vec<(TeacherId, TeacherPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(
            self.db,
            "teacher",
            changes,
            write_error,
            |conn, (id, patch)| update_teacher(conn, id.into_uuid(), &patch, at).await
        )
    }

    async fn delete(&self, ids: Vec<TeacherId>) -> Result<(), BatchFailure> {
        batch!(self.db, "teacher", ids, delete_error, |conn, id| {
            delete_teacher(conn, id.into_uuid()).await
        })
    }

    async fn taken(
        &self,
        usernames: Vec<String>,
        emails: Vec<String>,
        staff_numbers: Vec<String>,
    ) -> Result<Taken, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mut taken = taken_logins(&mut conn, &usernames, &emails).await?;
        taken.numbers = present!(&mut conn, teachers, teachers::staff_number, staff_numbers)?;
        Ok(taken)
    }
}
