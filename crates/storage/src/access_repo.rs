//! Roles, grants and the admins' account directory on PostgreSQL.

use std::collections::BTreeSet;

use anyhow::Context;
use auth::{
    AccessRepo, AccessRole, AccountDirectory, AccountUpdate, AuthError, NewUser, Permission,
    RoleGrant, User, UserFilter, UserOrder,
};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, PgSortExpressionMethods,
    PgTextExpressionMethods, QueryDsl, SelectableHelper,
    result::{DatabaseErrorKind, Error as DieselError},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Page, PageRequest, UserId};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    auth_repo::{UserRow, insert_user, lower},
    schema::{access_roles, refresh_tokens, role_grants, users},
    sql::{Paginate, contains_pattern},
};

fn internal(e: impl Into<anyhow::Error>) -> AuthError {
    AuthError::Internal(e.into())
}

#[derive(diesel::Queryable, diesel::Selectable, diesel::Insertable, diesel::AsChangeset)]
#[diesel(table_name = access_roles, check_for_backend(diesel::pg::Pg))]
struct RoleRow {
    id: Uuid,
    name: String,
    description: String,
    permissions: Vec<String>,
    created_at: OffsetDateTime,
}

impl From<RoleRow> for AccessRole {
    fn from(row: RoleRow) -> Self {
        Self {
            id: row.id,
            name: row.name,
            description: row.description,
            permissions: row
                .permissions
                .iter()
                .filter_map(|c| Permission::from_codename(c))
                .collect::<BTreeSet<_>>(),
            created_at: row.created_at,
        }
    }
}

#[derive(diesel::Queryable, diesel::Selectable, diesel::Insertable, diesel::AsChangeset)]
#[diesel(table_name = role_grants, check_for_backend(diesel::pg::Pg))]
struct GrantRow {
    id: Uuid,
    user_id: Uuid,
    role_id: Uuid,
    created_at: OffsetDateTime,
}

impl From<GrantRow> for RoleGrant {
    fn from(row: GrantRow) -> Self {
        Self {
            id: row.id,
            user_id: UserId::from_uuid(row.user_id),
            role_id: row.role_id,
            created_at: row.created_at,
        }
    }
}

fn conflict_or_internal(e: DieselError, message: &str) -> AuthError {
    match e {
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
            AuthError::Conflict(message.into())
        }
        other => internal(other),
    }
}

/// Roles and grants in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgAccessRepo {
    db: Database,
}

impl PgAccessRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl AccessRepo for PgAccessRepo {
    async fn roles(&self) -> Result<Vec<AccessRole>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<RoleRow> = access_roles::table
            .order(lower(access_roles::name))
            .select(RoleRow::as_select())
            .load(&mut conn)
            .await
            .context("could not list roles")
            .map_err(internal)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    async fn role(&self, id: Uuid) -> Result<Option<AccessRole>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Option<RoleRow> = access_roles::table
            .find(id)
            .select(RoleRow::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not read a role")
            .map_err(internal)?;
        Ok(row.map(Into::into))
    }

    async fn save_role(&self, role: AccessRole) -> Result<AccessRole, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = RoleRow {
            id: role.id,
            name: role.name,
            description: role.description,
            permissions: role
                .permissions
                .iter()
                .map(|p| p.codename().to_owned())
                .collect(),
            created_at: role.created_at,
        };
        let saved: RoleRow = diesel::insert_into(access_roles::table)
            .values(&row)
            .on_conflict(access_roles::id)
            .do_update()
            .set(&row)
            .returning(RoleRow::as_returning())
            .get_result(&mut conn)
            .await
            .map_err(|e| conflict_or_internal(e, "Another role has that name. Choose another."))?;
        Ok(saved.into())
    }

    async fn delete_role(&self, id: Uuid) -> Result<(), AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let deleted = diesel::delete(access_roles::table.find(id))
            .execute(&mut conn)
            .await
            .context("could not delete a role")
            .map_err(internal)?;
        if deleted == 0 {
            return Err(AuthError::NotFound);
        }
        Ok(())
    }

    async fn grants(&self, user_id: Option<UserId>) -> Result<Vec<RoleGrant>, AuthError> {
        let user_id = user_id.map(UserId::into_uuid);
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mut query = role_grants::table
            .select(GrantRow::as_select())
            .order(role_grants::created_at)
            .into_boxed();
        if let Some(user_id) = user_id {
            query = query.filter(role_grants::user_id.eq(user_id));
        }
        let rows: Vec<GrantRow> = query
            .load(&mut conn)
            .await
            .context("could not list grants")
            .map_err(internal)?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    async fn grant(&self, id: Uuid) -> Result<Option<RoleGrant>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Option<GrantRow> = role_grants::table
            .find(id)
            .select(GrantRow::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not read a grant")
            .map_err(internal)?;
        Ok(row.map(Into::into))
    }

    async fn save_grant(&self, grant: RoleGrant) -> Result<RoleGrant, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = GrantRow {
            id: grant.id,
            user_id: grant.user_id.into_uuid(),
            role_id: grant.role_id,
            created_at: grant.created_at,
        };
        let saved: GrantRow = diesel::insert_into(role_grants::table)
            .values(&row)
            .on_conflict(role_grants::id)
            .do_update()
            .set(&row)
            .returning(GrantRow::as_returning())
            .get_result(&mut conn)
            .await
            .map_err(|e| conflict_or_internal(e, "This admin holds that role already."))?;
        Ok(saved.into())
    }

    async fn delete_grant(&self, id: Uuid) -> Result<(), AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let deleted = diesel::delete(role_grants::table.find(id))
            .execute(&mut conn)
            .await
            .context("could not delete a grant")
            .map_err(internal)?;
        if deleted == 0 {
            return Err(AuthError::NotFound);
        }
        Ok(())
    }

    async fn permission_codenames(&self, user_id: UserId) -> Result<Vec<String>, AuthError> {
        let user_id = user_id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let lists: Vec<Vec<String>> = role_grants::table
            .inner_join(access_roles::table)
            .filter(role_grants::user_id.eq(user_id))
            .select(access_roles::permissions)
            .load(&mut conn)
            .await
            .context("could not read a user's permissions")
            .map_err(internal)?;
        Ok(lists.into_iter().flatten().collect())
    }
}

/// The admins' view of every account, in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgAccountDirectory {
    db: Database,
}

impl PgAccountDirectory {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl AccountDirectory for PgAccountDirectory {
    async fn list(
        &self,
        filter: UserFilter,
        order: UserOrder,
        page: PageRequest,
    ) -> Result<Page<User>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let filtered = || {
            let mut query = users::table.into_boxed();
            if let Some(role) = filter.role {
                query = query.filter(users::role.eq(role.as_str()));
            }
            if let Some(active) = filter.is_active {
                query = query.filter(users::is_active.eq(active));
            }
            if let Some(approved) = filter.approved {
                query = query.filter(users::approved.eq(approved));
            }
            if filter.exclude_admins {
                query = query.filter(users::role.ne(kernel::Role::Admin.as_str()));
            }
            if let Some(search) = filter
                .search
                .as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
            {
                let pattern = contains_pattern(search);
                query = query.filter(
                    users::username
                        .ilike(pattern.clone())
                        .or(users::first_name.ilike(pattern.clone()))
                        .or(users::last_name.ilike(pattern.clone()))
                        .or(users::email.ilike(pattern)),
                );
            }
            query
        };
        let count: i64 = filtered()
            .count()
            .get_result(&mut conn)
            .await
            .context("could not count accounts")
            .map_err(internal)?;
        let query = filtered().select(UserRow::as_select());
        let query = match order {
            UserOrder::Name => query.order((
                lower(users::last_name).asc(),
                lower(users::first_name).asc(),
                users::id,
            )),
            UserOrder::NameDesc => query.order((
                lower(users::last_name).desc(),
                lower(users::first_name).desc(),
                users::id,
            )),
            UserOrder::Username => query.order(lower(users::username).asc()),
            UserOrder::UsernameDesc => query.order(lower(users::username).desc()),
            UserOrder::Joined => query.order((users::created_at.asc(), users::id)),
            UserOrder::JoinedDesc => query.order((users::created_at.desc(), users::id)),
            UserOrder::LastLogin => query.order((users::last_login.asc().nulls_first(), users::id)),
            UserOrder::LastLoginDesc => {
                query.order((users::last_login.desc().nulls_last(), users::id))
            }
        };
        let rows: Vec<UserRow> = query
            .paged(page)
            .load(&mut conn)
            .await
            .context("could not list accounts")
            .map_err(internal)?;
        let results = rows
            .into_iter()
            .map(|row| row.into_user().map(|(user, _)| user))
            .collect::<Result<_, _>>()?;
        Ok(Page {
            count: u64::try_from(count).unwrap_or_default(),
            results,
            request: page,
        })
    }

    async fn update(
        &self,
        id: UserId,
        update: AccountUpdate,
        at: OffsetDateTime,
    ) -> Result<User, AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        update_user(&mut conn, id, update, at).await
    }

    async fn insert_all(
        &self,
        accounts: Vec<NewUser>,
        at: OffsetDateTime,
    ) -> Result<Vec<User>, (usize, AuthError)> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, BatchAbort, _>(async |conn| {
            let mut stored = Vec::with_capacity(accounts.len());
            for (i, account) in accounts.iter().enumerate() {
                stored.push(
                    insert_user(conn, account, at)
                        .await
                        .map_err(|e| BatchAbort::Item(i, e))?,
                );
            }
            Ok(stored)
        })
        .await
        .map_err(BatchAbort::into_item)
    }

    async fn update_all(
        &self,
        updates: Vec<(UserId, AccountUpdate)>,
        at: OffsetDateTime,
    ) -> Result<Vec<User>, (usize, AuthError)> {
        let updates: Vec<(Uuid, AccountUpdate)> = updates
            .into_iter()
            .map(|(id, u)| (id.into_uuid(), u))
            .collect();
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        conn.transaction::<_, BatchAbort, _>(async |conn| {
            let mut changed = Vec::with_capacity(updates.len());
            for (i, (id, update)) in updates.iter().enumerate() {
                let ends_sessions =
                    update.is_active == Some(false) || update.approved == Some(false);
                changed.push(
                    update_user(conn, *id, update.clone(), at)
                        .await
                        .map_err(|e| BatchAbort::Item(i, e))?,
                );
                if ends_sessions {
                    diesel::update(
                        refresh_tokens::table
                            .filter(refresh_tokens::user_id.eq(id))
                            .filter(refresh_tokens::revoked_at.is_null()),
                    )
                    .set(refresh_tokens::revoked_at.eq(at))
                    .execute(conn)
                    .await?;
                }
            }
            Ok(changed)
        })
        .await
        .map_err(BatchAbort::into_item)
    }
}

/// Why a batch transaction was rolled back: one item, or the database itself.
enum BatchAbort {
    Item(usize, AuthError),
    Database(DieselError),
}

impl From<DieselError> for BatchAbort {
    fn from(e: DieselError) -> Self {
        Self::Database(e)
    }
}

impl BatchAbort {
    fn into_item(self) -> (usize, AuthError) {
        match self {
            Self::Item(i, e) => (i, e),
            Self::Database(e) => (0, internal(anyhow::Error::new(e).context("a batch failed"))),
        }
    }
}

/// Applies `update` to one account on `conn` (alone, or inside a caller's transaction).
async fn update_user(
    conn: &mut diesel_async::AsyncPgConnection,
    id: Uuid,
    update: AccountUpdate,
    at: OffsetDateTime,
) -> Result<User, AuthError> {
    #[derive(diesel::AsChangeset)]
    #[diesel(table_name = users)]
    struct Changes {
        first_name: Option<String>,
        last_name: Option<String>,
        email: Option<String>,
        is_active: Option<bool>,
        is_superuser: Option<bool>,
        approved: Option<bool>,
        sessions_valid_after: Option<OffsetDateTime>,
        updated_at: OffsetDateTime,
    }
    let changes = Changes {
        first_name: update.first_name.map(|v| v.trim().to_owned()),
        last_name: update.last_name.map(|v| v.trim().to_owned()),
        email: update.email.map(|v| v.trim().to_owned()),
        is_active: update.is_active,
        is_superuser: update.is_superuser,
        approved: update.approved,
        sessions_valid_after: (update.is_active == Some(false) || update.approved == Some(false))
            .then_some(at),
        updated_at: at,
    };
    let row: UserRow = diesel::update(users::table.find(id))
        .set(&changes)
        .returning(UserRow::as_returning())
        .get_result(conn)
        .await
        .optional()
        .map_err(|e| match e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => {
                AuthError::DuplicateEmail
            }
            other => internal(other),
        })?
        .ok_or(AuthError::NotFound)?;
    row.into_user().map(|(user, _)| user)
}
