//! Parents (`academics::parents::ParentRepo`): each with their account and their children, read
//! in one statement with the children as an array of rows.

use std::sync::Arc;

use academics::{
    AcademicsError, BatchFailure,
    parents::{NewParent, Parent, ParentChild, ParentFilter, ParentOrder, ParentPatch, ParentRepo},
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Bool, Nullable, Record, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, Page, PageRequest, ParentId, Scope, StudentId, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    Conn,
    accounts::{AccountPatch, delete_account, insert_login, trimmed, update_account},
    all_of, batch,
    errors::{delete_error, write_error},
    internal,
    list_cache::{self, ListCache},
    page_of, search_condition,
};
use crate::{
    Database,
    schema::{parents, student_parents},
    sql::Params,
    visibility,
};

/// The pages of the parents' list this server keeps, by what was asked (decisions/031).
type ParentPages = ListCache<(ParentFilter, ParentOrder, Scope, PageRequest), Parent>;

/// `academics::parents::ParentRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgParentRepo {
    db: Database,
    pages: Arc<ParentPages>,
}

impl PgParentRepo {
    pub fn new(db: Database) -> Self {
        Self {
            db,
            pages: Arc::new(ListCache::new()),
        }
    }
}

/// A child as a parent's record shows them: id, name, admission number, current class id and
/// name, relationship.
type ChildCells = (Uuid, String, String, Option<Uuid>, Option<String>, String);

#[derive(QueryableByName)]
struct ParentRow {
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
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    address: String,
    #[diesel(sql_type = Text)]
    occupation: String,
    #[diesel(sql_type = Array<Record<(SqlUuid, Text, Text, Nullable<SqlUuid>, Nullable<Text>, Text)>>)]
    children: Vec<ChildCells>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl From<ParentRow> for Parent {
    fn from(row: ParentRow) -> Self {
        Parent {
            id: ParentId::from_uuid(row.id),
            user_id: UserId::from_uuid(row.user_id),
            username: row.username,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            is_active: row.is_active,
            phone: row.phone,
            address: row.address,
            occupation: row.occupation,
            children: row
                .children
                .into_iter()
                .map(
                    |(id, name, admission_number, class_id, class_name, relationship)| {
                        ParentChild {
                            student_id: StudentId::from_uuid(id),
                            name,
                            admission_number,
                            class_id: class_id.map(ClassId::from_uuid),
                            class_name,
                            relationship,
                        }
                    },
                )
                .collect(),
            initial_password: None,
            welcome_email: None,
        }
    }
}

/// Which parents a read is for.
#[derive(Clone)]
enum Wanted<'a> {
    List(&'a ParentFilter, ParentOrder),
    One(ParentId),
    OfUser(UserId),
    /// The import's matching: e-mail addresses (lower case) and phone keys
    /// (`academics::validate::phone_key`: digits, with a leading `+` when written).
    Contacts(Vec<String>, Vec<String>),
}

/// The parents `wanted` that `scope` sees, by last name, a page of them when `page` is given;
/// and how many there are in all.
async fn select(
    conn: &Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: Option<PageRequest>,
) -> Result<(Vec<Parent>, i64), AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::parents(scope, "p.id")];
    let order = match &wanted {
        Wanted::List(_, order) => Some(*order),
        Wanted::Contacts(..) => Some(ParentOrder::default()),
        // One record: nothing to order.
        Wanted::One(_) | Wanted::OfUser(_) => None,
    };
    match wanted {
        Wanted::List(filter, _) => {
            if let Some(student) = filter.student_id {
                let student = params.bind::<SqlUuid, _>(student.into_uuid());
                conditions.push(format!(
                    "p.id IN (SELECT parent_id FROM student_parents WHERE student_id = {student})"
                ));
            }
            if let Some(active) = filter.is_active {
                let active = params.bind::<Bool, _>(active);
                conditions.push(format!("u.is_active = {active}"));
            }
            conditions.extend(search_condition(
                &mut params,
                filter.search.as_deref(),
                &[
                    "u.first_name",
                    "u.last_name",
                    "(u.first_name || ' ' || u.last_name)",
                    "u.email",
                    "p.phone",
                    "u.username",
                ],
            ));
        }
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("p.id = {id}"));
        }
        Wanted::OfUser(user) => {
            let user = params.bind::<SqlUuid, _>(user.into_uuid());
            conditions.push(format!("p.user_id = {user}"));
        }
        Wanted::Contacts(emails, phones) => {
            let emails = params.bind::<Array<Text>, _>(emails);
            let phones = params.bind::<Array<Text>, _>(phones);
            conditions.push(format!(
                "((u.email <> '' AND lower(u.email) = ANY({emails}))
                  OR (p.phone <> '' AND (CASE WHEN btrim(p.phone) LIKE '+%' THEN '+' ELSE '' END
                       || regexp_replace(p.phone, '[^0-9]', '', 'g')) = ANY({phones})))"
            ));
        }
    }
    let super::Paging {
        order,
        page: page_clause,
        page_order,
    } = super::paging(&mut params, order.map(parent_order), page);
    // The page is chosen first (by the order's index: no window over every matching row), then
    // counted apart; only its rows read their children.
    let rows: Vec<ParentRow> = params
        .sql(format!(
            "SELECT page.*,
                    {total} AS total,
                    ARRAY(SELECT ROW(s.id, btrim(su.first_name || ' ' || su.last_name),
                                     s.admission_number, e.class_id, c.name, sp.relationship)
                          FROM student_parents sp
                          JOIN students s ON s.id = sp.student_id
                          JOIN users su ON su.id = s.user_id
                          LEFT JOIN enrolments e ON e.student_id = s.id
                               AND e.session_id = (SELECT id FROM academic_sessions WHERE is_current)
                          LEFT JOIN classes c ON c.id = e.class_id
                          WHERE sp.parent_id = page.id
                          ORDER BY lower(su.first_name), s.id) AS children
             FROM (
                SELECT p.id, p.user_id, u.username, u.email, u.first_name, u.last_name,
                       u.is_active, p.phone, p.address, p.occupation
                FROM parents p JOIN users u ON u.id = p.user_id
                WHERE {conditions}
                {order}
                {page_clause}
             ) page
             {page_order}",
            total = super::total_column(
                page.is_some(),
                &super::count_from(
                    "parents p",
                    &[("u", "JOIN users u ON u.id = p.user_id")],
                    &conditions
                ),
                &conditions
            ),
            conditions = all_of(&conditions),
        ))
        .load(&mut { conn })
        .await
        .map_err(internal)?;
    let total = match page {
        Some(_) => <[_]>::first(&rows).map_or(0, |r| r.total),
        None => i64::try_from(rows.len()).unwrap_or(i64::MAX),
    };
    Ok((rows.into_iter().map(Parent::from).collect(), total))
}

/// The order of a list, always ending on the id so that pages never overlap.
fn parent_order(order: ParentOrder) -> &'static str {
    match order {
        ParentOrder::LastName => "lower(u.last_name), lower(u.first_name), p.id",
        ParentOrder::LastNameDesc => "lower(u.last_name) DESC, lower(u.first_name) DESC, p.id",
        ParentOrder::FirstName => "lower(u.first_name), lower(u.last_name), p.id",
        ParentOrder::FirstNameDesc => "lower(u.first_name) DESC, lower(u.last_name) DESC, p.id",
    }
}

/// The one parent `wanted` names (by id or by account), read on the shared connection
/// (decisions/029).
async fn one(
    db: &Database,
    scope: Scope,
    wanted: Wanted<'_>,
) -> Result<Option<Parent>, AcademicsError> {
    let (parents, _) = db
        .read(|conn| {
            let wanted = wanted.clone();
            Box::pin(
                async move { select(&conn, scope, wanted, Some(PageRequest::default())).await },
            )
        })
        .await
        .map_err(internal)??;
    Ok(parents.into_iter().next())
}

/// Inserts a parent with their account and their links to their children (the import uses it
/// too).
pub(super) async fn insert_parent(
    conn: &mut Conn,
    p: &NewParent,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    insert_login(conn, &p.login, at).await?;
    let id = p.id.into_uuid();
    diesel::insert_into(parents::table)
        .values((
            parents::id.eq(id),
            parents::user_id.eq(p.login.user_id.into_uuid()),
            parents::phone.eq(&p.phone),
            parents::address.eq(&p.address),
            parents::occupation.eq(&p.occupation),
            parents::created_at.eq(at),
            parents::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    for child in &p.children {
        diesel::insert_into(student_parents::table)
            .values((
                student_parents::student_id.eq(child.student_id.into_uuid()),
                student_parents::parent_id.eq(id),
                student_parents::relationship.eq(child.relationship.trim()),
            ))
            .execute(conn)
            .await?;
    }
    Ok(())
}

#[derive(diesel::AsChangeset)]
#[diesel(table_name = parents)]
struct ParentChanges<'a> {
    phone: Option<&'a str>,
    address: Option<&'a str>,
    occupation: Option<&'a str>,
    updated_at: OffsetDateTime,
}

/// The account of a parent, or `NotFound`.
async fn account_of(conn: &mut Conn, id: Uuid) -> Result<Uuid, DieselError> {
    parents::table
        .find(id)
        .select(parents::user_id)
        .first(conn)
        .await
}

/// Deletes a parent with their account; their links go with them (ON DELETE CASCADE).
async fn delete_parent(conn: &mut Conn, id: Uuid) -> Result<(), DieselError> {
    let user = account_of(conn, id).await?;
    delete_account(conn, user).await
}

async fn update_parent(
    conn: &mut Conn,
    id: Uuid,
    p: &ParentPatch,
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
    diesel::update(parents::table.find(id))
        .set(&ParentChanges {
            phone: trimmed(&p.phone),
            address: trimmed(&p.address),
            occupation: trimmed(&p.occupation),
            updated_at: at,
        })
        .execute(conn)
        .await?;
    Ok(())
}

#[async_trait::async_trait]
impl ParentRepo for PgParentRepo {
    async fn list(
        &self,
        filter: ParentFilter,
        order: ParentOrder,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError> {
        let key = (filter.clone(), order, scope, page);
        list_cache::page(&self.db, &self.pages, key, async || {
            let conn = self.db.conn().await.map_err(internal)?;
            let (parents, total) =
                select(&conn, scope, Wanted::List(&filter, order), Some(page)).await?;
            Ok(page_of(parents, total, page))
        })
        .await
    }

    async fn get(&self, id: ParentId, scope: Scope) -> Result<Option<Parent>, AcademicsError> {
        one(&self.db, scope, Wanted::One(id)).await
    }

    async fn of_user(&self, user: UserId) -> Result<Option<Parent>, AcademicsError> {
        one(&self.db, Scope::All, Wanted::OfUser(user)).await
    }

    async fn find(
        &self,
        emails: Vec<String>,
        phones: Vec<String>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        let emails: Vec<String> = emails
            .iter()
            .map(|e| e.trim().to_lowercase())
            .filter(|e| !e.is_empty())
            .collect();
        let phones: Vec<String> = phones.into_iter().filter(|p| !p.is_empty()).collect();
        if emails.is_empty() && phones.is_empty() {
            return Ok(Vec::new());
        }
        let conn = self.db.conn().await.map_err(internal)?;
        let (parents, _) =
            select(&conn, Scope::All, Wanted::Contacts(emails, phones), None).await?;
        Ok(parents)
    }

    async fn insert(
        &self,
        parents: Vec<NewParent>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(self.db, "parent", parents, write_error, |conn, p| {
            insert_parent(conn, &p, at).await
        })
    }

    async fn update(
        &self,
        changes: Vec<(ParentId, ParentPatch)>,
        at: OffsetDateTime,
    ) -> Result<(), BatchFailure> {
        batch!(
            self.db,
            "parent",
            changes,
            write_error,
            |conn, (id, patch)| update_parent(conn, id.into_uuid(), &patch, at).await
        )
    }

    async fn delete(&self, ids: Vec<ParentId>) -> Result<(), BatchFailure> {
        batch!(self.db, "parent", ids, delete_error, |conn, id| {
            delete_parent(conn, id.into_uuid()).await
        })
    }

    async fn link(
        &self,
        parent: ParentId,
        student: StudentId,
        relationship: String,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let relationship = relationship.trim();
        diesel::insert_into(student_parents::table)
            .values((
                student_parents::student_id.eq(student.into_uuid()),
                student_parents::parent_id.eq(parent.into_uuid()),
                student_parents::relationship.eq(relationship),
            ))
            .on_conflict((student_parents::student_id, student_parents::parent_id))
            .do_update()
            .set(student_parents::relationship.eq(relationship))
            .execute(&mut conn)
            .await
            .map_err(write_error)?;
        Ok(())
    }

    async fn unlink(&self, parent: ParentId, student: StudentId) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n = diesel::delete(
            student_parents::table
                .filter(student_parents::parent_id.eq(parent.into_uuid()))
                .filter(student_parents::student_id.eq(student.into_uuid())),
        )
        .execute(&mut conn)
        .await
        .map_err(internal)?;
        Ok(n > 0)
    }
}
