//! The `users` row of a student, teacher or parent: created with the record, and changed with it
//! (names, e-mail, the active flag).

use academics::{AcademicsError, Login, Taken};
use diesel::{ExpressionMethods, QueryDsl, result::Error as DieselError};
use diesel_async::RunQueryDsl;
use time::OffsetDateTime;
use uuid::Uuid;

use super::Conn;
use crate::schema::{one_time_links, refresh_tokens, users};

/// Inserts a person's account with its welcome, if any: the link to choose a password and the
/// messages that carry it are written in the caller's transaction, so an account is never
/// stored without the welcome the school asked for, nor a welcome sent for an account that
/// rolled back (decisions/016). Every password the register sets is temporary: the person
/// chooses their own at first sign-in (decisions/011).
pub(super) async fn insert_login(
    conn: &mut Conn,
    login: &Login,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    diesel::insert_into(users::table)
        .values((
            users::id.eq(login.user_id.into_uuid()),
            users::username.eq(&login.username),
            users::email.eq(&login.email),
            users::first_name.eq(&login.first_name),
            users::last_name.eq(&login.last_name),
            users::role.eq(login.role.as_str()),
            users::password_hash.eq(&login.password_hash),
            users::must_change_password.eq(true),
            users::preferences.eq(crate::auth_repo::preferences_json(&auth::Preferences {
                theme: None,
                email_notifications: true,
                sms_notifications: true,
            })),
            users::sessions_valid_after.eq(at),
            users::created_at.eq(at),
            users::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    if let Some(welcome) = &login.welcome {
        if let Some(link) = &welcome.link {
            // A password-reset link with a longer life: the reset page follows it.
            diesel::insert_into(one_time_links::table)
                .values((
                    one_time_links::token_hash.eq(&link.token_hash),
                    one_time_links::user_id.eq(login.user_id.into_uuid()),
                    one_time_links::purpose.eq(auth::LinkPurpose::ResetPassword.as_str()),
                    one_time_links::expires_at.eq(link.expires_at),
                ))
                .execute(conn)
                .await?;
        }
        crate::enqueue_in(conn, &welcome.messages).await?;
    }
    Ok(())
}

/// What a change of a person's record changes on their account; `None` keeps a value.
#[derive(Debug, Default)]
pub(super) struct AccountPatch<'a> {
    pub first_name: Option<&'a str>,
    pub last_name: Option<&'a str>,
    pub email: Option<&'a str>,
    pub is_active: Option<bool>,
}

/// The columns of a change; `None` leaves a column as it is (diesel leaves it out), so a
/// change is one `UPDATE` whatever it touches.
#[derive(diesel::AsChangeset)]
#[diesel(table_name = users)]
struct AccountChanges<'a> {
    first_name: Option<&'a str>,
    last_name: Option<&'a str>,
    email: Option<&'a str>,
    is_active: Option<bool>,
    sessions_valid_after: Option<OffsetDateTime>,
    updated_at: OffsetDateTime,
}

/// Trims what a form gave.
pub(super) fn trimmed(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim)
}

/// Changes the account `user_id`; deactivating it ends its sessions.
pub(super) async fn update_account(
    conn: &mut Conn,
    user_id: Uuid,
    patch: AccountPatch<'_>,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    let ends = patch.is_active == Some(false);
    diesel::update(users::table.find(user_id))
        .set(&AccountChanges {
            first_name: patch.first_name,
            last_name: patch.last_name,
            email: patch.email,
            is_active: patch.is_active,
            sessions_valid_after: ends.then_some(at),
            updated_at: at,
        })
        .execute(conn)
        .await?;
    if ends {
        diesel::update(
            refresh_tokens::table
                .filter(refresh_tokens::user_id.eq(user_id))
                .filter(refresh_tokens::revoked_at.is_null()),
        )
        .set(refresh_tokens::revoked_at.eq(at))
        .execute(conn)
        .await?;
    }
    Ok(())
}

/// Deletes an account; the person's record goes with it (`ON DELETE CASCADE`).
pub(super) async fn delete_account(conn: &mut Conn, user_id: Uuid) -> Result<(), DieselError> {
    diesel::delete(users::table.find(user_id))
        .execute(conn)
        .await?;
    Ok(())
}

/// Which of `$values` (strings) the text column `$column` of `$table` holds, ignoring case: a
/// set of them, lower-cased, or the store's failure. `where $condition` adds a partial unique
/// index's condition, so that the index serves the lookup.
macro_rules! present {
    ($conn:expr, $table:ident, $column:expr, $values:expr $(, where $condition:expr)?) => {{
        let wanted: Vec<String> = $values.iter().map(|v| v.to_lowercase()).collect();
        if wanted.is_empty() {
            Ok(std::collections::BTreeSet::new())
        } else {
            $table::table
                .select($crate::sql::lower($column))
                .filter($crate::sql::lower($column).eq_any(wanted))
                $(.filter($condition))?
                .load::<String>($conn)
                .await
                .map(|found| {
                    found
                        .into_iter()
                        .collect::<std::collections::BTreeSet<String>>()
                })
                .map_err($crate::register::internal)
        }
    }};
}
pub(super) use present;

/// Which of these usernames and e-mail addresses accounts already have, lower-cased.
pub(super) async fn taken_logins(
    conn: &mut Conn,
    usernames: &[String],
    emails: &[String],
) -> Result<Taken, AcademicsError> {
    let emails: Vec<&String> = emails.iter().filter(|e| !e.trim().is_empty()).collect();
    Ok(Taken {
        usernames: present!(conn, users, users::username, usernames)?,
        // `users_email_key` holds only the accounts with an address.
        emails: present!(
            conn,
            users,
            users::email,
            emails,
            where users::email.ne(crate::sql::constant(""))
        )?,
        numbers: Default::default(),
    })
}
