//! The auth ports on PostgreSQL: accounts, refresh token families, failed sign-ins.

use anyhow::Context;
use auth::{
    AuthError, LinkPurpose, NewUser, OneTimeTokens, Preferences, Rotation, SessionStore, User,
    UserRepo, ports::StoredRefresh,
};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper,
    result::{DatabaseErrorKind, Error as DieselError},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::UserId;
use serde_json::json;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{
    Database,
    schema::{one_time_links, refresh_tokens, users},
    sql::{JsonOf, constant},
};

pub(crate) use crate::sql::lower;

fn internal(e: impl Into<anyhow::Error>) -> AuthError {
    AuthError::Internal(e.into())
}

#[derive(diesel::Queryable, diesel::Selectable)]
#[diesel(table_name = users, check_for_backend(diesel::pg::Pg))]
pub(crate) struct UserRow {
    id: Uuid,
    username: String,
    email: String,
    first_name: String,
    last_name: String,
    role: String,
    password_hash: String,
    is_active: bool,
    is_staff: bool,
    is_superuser: bool,
    email_verified: bool,
    approved: bool,
    must_change_password: bool,
    profile_picture: Option<String>,
    preferences: JsonOf<StoredPreferences>,
    sessions_valid_after: OffsetDateTime,
    last_login: Option<OffsetDateTime>,
    created_at: OffsetDateTime,
}

impl UserRow {
    pub(crate) fn into_user(self) -> Result<(User, String), AuthError> {
        let role = self.role.parse().map_err(internal)?;
        let prefs = self.preferences.0;
        let user = User {
            id: UserId::from_uuid(self.id),
            username: self.username,
            email: self.email,
            first_name: self.first_name,
            last_name: self.last_name,
            role,
            is_active: self.is_active,
            is_staff: self.is_staff,
            is_superuser: self.is_superuser,
            email_verified: self.email_verified,
            approved: self.approved,
            must_change_password: self.must_change_password,
            profile_picture: self.profile_picture,
            preferences: Preferences {
                theme: prefs.theme,
                email_notifications: prefs.email_notifications.unwrap_or(true),
                sms_notifications: prefs.sms_notifications.unwrap_or(true),
            },
            last_login: self.last_login,
            sessions_valid_after: self.sessions_valid_after,
            created_at: self.created_at,
        };
        Ok((user, self.password_hash))
    }
}

/// A user's preferences as stored (`users.preferences`), read with the user's row on every
/// signed-in request. The database holds each choice typed (`users_preferences_typed`); a
/// choice left out or null is on, or no theme, as the queries that pick whom to tell read it
/// (`wants_notices`).
#[derive(Debug, serde::Deserialize)]
pub(crate) struct StoredPreferences {
    theme: Option<String>,
    email_notifications: Option<bool>,
    sms_notifications: Option<bool>,
}

/// `p` as stored.
pub(crate) fn preferences_json(p: &Preferences) -> serde_json::Value {
    json!({
        "theme": p.theme,
        "email_notifications": p.email_notifications,
        "sms_notifications": p.sms_notifications,
    })
}

/// Accounts in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgUserRepo {
    db: Database,
}

impl PgUserRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl UserRepo for PgUserRepo {
    async fn find_for_login(&self, login: &str) -> Result<Option<(User, String)>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        // PostgreSQL lowers both sides, so that the comparison matches the unique index exactly
        // (Rust's and PostgreSQL's lower-casing differ for a few letters).
        let by_username = users::table
            .filter(lower(users::username).eq(lower(login)))
            .select(UserRow::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not find a user by username")
            .map_err(internal)?;
        let row = match by_username {
            Some(row) => Some(row),
            None => users::table
                .filter(users::email.ne(constant("")))
                .filter(lower(users::email).eq(lower(login)))
                .select(UserRow::as_select())
                .first(&mut conn)
                .await
                .optional()
                .context("could not find a user by e-mail")
                .map_err(internal)?,
        };
        row.map(UserRow::into_user).transpose()
    }

    async fn get(&self, id: UserId) -> Result<Option<User>, AuthError> {
        let id = id.into_uuid();
        // Every signed-in request reads its user: on the shared connection (decisions/029).
        self.db
            .read(|conn| {
                Box::pin(async move {
                    users::table
                        .find(id)
                        .select(UserRow::as_select())
                        .first(&mut &*conn)
                        .await
                        .optional()
                })
            })
            .await
            .map_err(internal)?
            .context("could not read a user")
            .map_err(internal)?
            .map(|row| row.into_user().map(|(user, _)| user))
            .transpose()
    }

    async fn password_hash(&self, id: UserId) -> Result<Option<String>, AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        users::table
            .find(id)
            .select(users::password_hash)
            .first(&mut conn)
            .await
            .optional()
            .context("could not read a password hash")
            .map_err(internal)
    }

    async fn insert(&self, new: NewUser, at: OffsetDateTime) -> Result<User, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        insert_user(&mut conn, &new, at).await
    }

    async fn set_password(
        &self,
        id: UserId,
        hash: String,
        must_change: bool,
        at: OffsetDateTime,
    ) -> Result<(), AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(users::table.find(id))
            .set((
                users::password_hash.eq(hash),
                users::must_change_password.eq(must_change),
                users::sessions_valid_after.eq(at),
                users::updated_at.eq(at),
            ))
            .execute(&mut conn)
            .await
            .context("could not set a password")
            .map_err(internal)?;
        if changed == 0 {
            return Err(AuthError::NotFound);
        }
        Ok(())
    }

    async fn record_login(&self, id: UserId, at: OffsetDateTime) -> Result<(), AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::update(users::table.find(id))
            .set(users::last_login.eq(at))
            .execute(&mut conn)
            .await
            .context("could not record a sign-in")
            .map_err(internal)?;
        Ok(())
    }

    async fn update_preferences(
        &self,
        id: UserId,
        preferences: Preferences,
    ) -> Result<User, AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = diesel::update(users::table.find(id))
            .set(users::preferences.eq(preferences_json(&preferences)))
            .returning(UserRow::as_returning())
            .get_result(&mut conn)
            .await
            .optional()
            .context("could not store preferences")
            .map_err(internal)?
            .ok_or(AuthError::NotFound)?;
        row.into_user().map(|(user, _)| user)
    }

    async fn find_by_email(&self, email: &str) -> Result<Option<User>, AuthError> {
        let email = email.trim();
        if email.is_empty() {
            return Ok(None);
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        users::table
            .filter(users::email.ne(constant("")))
            .filter(lower(users::email).eq(lower(email)))
            .select(UserRow::as_select())
            .first(&mut conn)
            .await
            .optional()
            .context("could not find a user by e-mail")
            .map_err(internal)?
            .map(|row| row.into_user().map(|(user, _)| user))
            .transpose()
    }

    async fn set_profile_picture(
        &self,
        id: UserId,
        url: Option<String>,
    ) -> Result<User, AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row = diesel::update(users::table.find(id))
            .set(users::profile_picture.eq(url))
            .returning(UserRow::as_returning())
            .get_result(&mut conn)
            .await
            .optional()
            .context("could not set a profile picture")
            .map_err(internal)?
            .ok_or(AuthError::NotFound)?;
        row.into_user().map(|(user, _)| user)
    }

    async fn mark_email_verified(&self, id: UserId) -> Result<(), AuthError> {
        let id = id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = diesel::update(users::table.find(id))
            .set(users::email_verified.eq(true))
            .execute(&mut conn)
            .await
            .context("could not mark an e-mail verified")
            .map_err(internal)?;
        if changed == 0 {
            return Err(AuthError::NotFound);
        }
        Ok(())
    }
}

/// Refresh token families in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgSessionStore {
    db: Database,
}

impl PgSessionStore {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// Inserts one account on `conn` (alone, or inside a caller's transaction).
pub(crate) async fn insert_user(
    conn: &mut diesel_async::AsyncPgConnection,
    new: &NewUser,
    at: OffsetDateTime,
) -> Result<User, AuthError> {
    let row = diesel::insert_into(users::table)
        .values((
            users::id.eq(new.id.into_uuid()),
            users::username.eq(&new.username),
            users::email.eq(&new.email),
            users::first_name.eq(&new.first_name),
            users::last_name.eq(&new.last_name),
            users::role.eq(new.role.as_str()),
            users::password_hash.eq(&new.password_hash),
            users::is_staff.eq(new.is_staff),
            users::is_superuser.eq(new.is_superuser),
            users::email_verified.eq(new.email_verified),
            users::approved.eq(new.approved),
            users::must_change_password.eq(new.must_change_password),
            users::preferences.eq(preferences_json(&Preferences {
                theme: None,
                email_notifications: true,
                sms_notifications: true,
            })),
            users::sessions_valid_after.eq(at),
            users::created_at.eq(at),
            users::updated_at.eq(at),
        ))
        .returning(UserRow::as_returning())
        .get_result(conn)
        .await
        .map_err(|e| match &e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
                match info.constraint_name() {
                    Some("users_email_key") => AuthError::DuplicateEmail,
                    _ => AuthError::DuplicateUsername,
                }
            }
            _ => internal(anyhow::Error::new(e).context("could not insert a user")),
        })?;
    row.into_user().map(|(user, _)| user)
}

async fn insert_refresh(
    conn: &mut diesel_async::AsyncPgConnection,
    token: &StoredRefresh,
) -> diesel::QueryResult<usize> {
    diesel::insert_into(refresh_tokens::table)
        .values((
            refresh_tokens::jti.eq(token.jti),
            refresh_tokens::family.eq(token.family),
            refresh_tokens::user_id.eq(token.user_id.into_uuid()),
            refresh_tokens::issued_at.eq(token.issued_at),
            refresh_tokens::expires_at.eq(token.expires_at),
        ))
        .execute(conn)
        .await
}

#[async_trait::async_trait]
impl SessionStore for PgSessionStore {
    async fn start(&self, token: StoredRefresh) -> Result<(), AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        insert_refresh(&mut conn, &token)
            .await
            .context("could not store a refresh token")
            .map_err(internal)?;
        Ok(())
    }

    async fn rotate(
        &self,
        jti: Uuid,
        next: StoredRefresh,
        at: OffsetDateTime,
    ) -> Result<Rotation, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, DieselError, _>(async |conn| {
            // The row lock makes concurrent rotations of one token queue here: the first
            // consumes it, the others find it consumed.
            let consumed = diesel::update(
                refresh_tokens::table
                    .find(jti)
                    .filter(refresh_tokens::consumed_at.is_null())
                    .filter(refresh_tokens::revoked_at.is_null())
                    .filter(refresh_tokens::expires_at.gt(at)),
            )
            .set(refresh_tokens::consumed_at.eq(at))
            .returning(refresh_tokens::family)
            .get_result::<Uuid>(conn)
            .await
            .optional()?;
            if consumed.is_some() {
                insert_refresh(conn, &next).await?;
                return Ok(Rotation::Rotated);
            }
            let known: Option<(Uuid, OffsetDateTime, bool)> = refresh_tokens::table
                .find(jti)
                .select((
                    refresh_tokens::family,
                    refresh_tokens::expires_at,
                    refresh_tokens::consumed_at
                        .is_not_null()
                        .or(refresh_tokens::revoked_at.is_not_null()),
                ))
                .first(conn)
                .await
                .optional()?;
            match known {
                Some((family, _, true)) => {
                    diesel::update(
                        refresh_tokens::table
                            .filter(refresh_tokens::family.eq(family))
                            .filter(refresh_tokens::revoked_at.is_null()),
                    )
                    .set(refresh_tokens::revoked_at.eq(at))
                    .execute(conn)
                    .await?;
                    Ok(Rotation::Reused)
                }
                _ => Ok(Rotation::Unknown),
            }
        })
        .await
        .context("could not rotate a refresh token")
        .map_err(internal)
    }

    async fn revoke(&self, jti: Uuid, at: OffsetDateTime) -> Result<(), AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::update(
            refresh_tokens::table
                .find(jti)
                .filter(refresh_tokens::revoked_at.is_null()),
        )
        .set(refresh_tokens::revoked_at.eq(at))
        .execute(&mut conn)
        .await
        .context("could not revoke a refresh token")
        .map_err(internal)?;
        Ok(())
    }

    async fn revoke_all(&self, user_id: UserId, at: OffsetDateTime) -> Result<(), AuthError> {
        let user_id = user_id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::update(
            refresh_tokens::table
                .filter(refresh_tokens::user_id.eq(user_id))
                .filter(refresh_tokens::revoked_at.is_null()),
        )
        .set(refresh_tokens::revoked_at.eq(at))
        .execute(&mut conn)
        .await
        .context("could not revoke a user's refresh tokens")
        .map_err(internal)?;
        Ok(())
    }
}

/// Single-use links in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgOneTimeTokens {
    db: Database,
}

impl PgOneTimeTokens {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl OneTimeTokens for PgOneTimeTokens {
    async fn issue(
        &self,
        user_id: UserId,
        purpose: LinkPurpose,
        token_hash: String,
        expires_at: OffsetDateTime,
    ) -> Result<(), AuthError> {
        let user_id = user_id.into_uuid();
        let mut conn = self.db.conn().await.map_err(internal)?;
        // A new link retires the user's earlier unused links for the same purpose.
        diesel::update(
            one_time_links::table
                .filter(one_time_links::user_id.eq(user_id))
                .filter(one_time_links::purpose.eq(purpose.as_str()))
                .filter(one_time_links::used_at.is_null()),
        )
        .set(one_time_links::used_at.eq(OffsetDateTime::now_utc()))
        .execute(&mut conn)
        .await
        .context("could not retire older links")
        .map_err(internal)?;
        diesel::insert_into(one_time_links::table)
            .values((
                one_time_links::token_hash.eq(token_hash),
                one_time_links::user_id.eq(user_id),
                one_time_links::purpose.eq(purpose.as_str()),
                one_time_links::expires_at.eq(expires_at),
            ))
            .execute(&mut conn)
            .await
            .context("could not store a link")
            .map_err(internal)?;
        Ok(())
    }

    async fn consume(
        &self,
        purpose: LinkPurpose,
        token_hash: &str,
        at: OffsetDateTime,
    ) -> Result<Option<UserId>, AuthError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        diesel::update(
            one_time_links::table
                .find(token_hash)
                .filter(one_time_links::purpose.eq(purpose.as_str()))
                .filter(one_time_links::used_at.is_null())
                .filter(one_time_links::expires_at.gt(at)),
        )
        .set(one_time_links::used_at.eq(at))
        .returning(one_time_links::user_id)
        .get_result::<Uuid>(&mut conn)
        .await
        .optional()
        .context("could not use a link")
        .map(|user| user.map(UserId::from_uuid))
        .map_err(internal)
    }
}
