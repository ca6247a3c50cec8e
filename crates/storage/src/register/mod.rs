//! The register's ports (`academics`, decisions/011) on PostgreSQL: one adapter per port.
//!
//! Reads are statements the connection prepares once and reuses ([`crate::sql::Sql`]): each
//! picks its text from fixed fragments (the viewer's kind through [`crate::visibility`], a
//! condition for each filter that is present) and binds every value, so a record outside the
//! caller's scope is not found by the same query that would find it. A record's lists (a
//! student's parents, a parent's children, a teacher's classes and subjects) come in the same
//! statement as arrays of rows, so reading one record is one round trip.
//!
//! Writes are one transaction per call, all items or none; the first item the database refuses
//! stops the batch, reported under its index with the domain's error ([`errors`]). Writes to
//! class levels, subjects, sessions and terms also move the settings' version on
//! ([`crate::settings_repo::move_version_on`]).

mod accounts;
mod attendance;
mod attendance_reads;
mod calendar;
mod class_subjects;
mod classes;
mod enrolments;
mod errors;
mod exam_papers;
mod exams;
mod lessons;
mod list_cache;
mod parents;
mod pins;
mod reports;
mod results;
mod structure;
mod students;
mod students_read;
mod teachers;

use std::str::FromStr;

use academics::AcademicsError;
use diesel::sql_types::Text;
use diesel_async::AsyncPgConnection;
use kernel::{InvalidId, Page, PageRequest};

use crate::sql::{Param, Params, contains_pattern};

pub use attendance::PgAttendanceRepo;
pub use calendar::PgCalendarRepo;
pub use classes::PgClassRepo;
pub use enrolments::PgEnrolmentRepo;
pub use exam_papers::PgPaperRepo;
pub use exams::PgExamRepo;
pub use lessons::PgLessonRepo;
pub use parents::PgParentRepo;
pub use pins::PgPinRepo;
pub use reports::PgReportRepo;
pub use results::PgResultRepo;
pub use structure::PgStructureRepo;
pub use students::PgStudentRepo;
pub use teachers::PgTeacherRepo;

type Conn = AsyncPgConnection;

pub(crate) fn internal(e: impl Into<anyhow::Error>) -> AcademicsError {
    AcademicsError::Internal(e.into())
}

/// A key the database holds (`jss-1`), as its typed id; one that does not parse is a fault of
/// the stored data.
fn key<T: FromStr<Err = InvalidId>>(value: String) -> Result<T, AcademicsError> {
    value.parse().map_err(|e: InvalidId| {
        internal(anyhow::anyhow!(
            "the stored key {value:?} is not valid: {e}"
        ))
    })
}

/// A search box's text as a `ILIKE` pattern, or `None` when it is blank.
fn search_pattern(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(contains_pattern)
}

fn page_of<T>(results: Vec<T>, total: i64, request: PageRequest) -> Page<T> {
    Page {
        count: u64::try_from(total).unwrap_or(0),
        results,
        request,
    }
}

/// The clauses that order and cut a read: `ORDER BY` over the tables (`order`), the page's
/// `LIMIT`/`OFFSET` (`page`), and the same order over the page's columns (`page_order`). A list
/// has all three; a read of one record none (nothing to order or page).
struct Paging {
    order: String,
    page: String,
    page_order: String,
}

fn paging(params: &mut Params, order: Option<&str>, page: Option<PageRequest>) -> Paging {
    Paging {
        order: order.map_or(String::new(), |o| format!("ORDER BY {o}")),
        page: page.map_or(String::new(), |p| params.page(p)),
        page_order: order.map_or(String::new(), |o| format!("ORDER BY {}", over_page(o))),
    }
}

/// `order`, written over the tables' one-letter aliases (`lower(u.last_name), s.id`), as the
/// same order over the columns of a page selected with it (`lower(page.last_name), page.id`):
/// a list picks its page by `ORDER BY ... LIMIT`, which an index can serve without sorting every
/// row, then keeps that order while it adds each row's details.
fn over_page(order: &str) -> String {
    let chars: Vec<char> = order.chars().collect();
    let mut out = String::with_capacity(order.len() + 16);
    for (i, &c) in chars.iter().enumerate() {
        let alias = c.is_ascii_lowercase()
            && chars.get(i + 1) == Some(&'.')
            && (i == 0 || !(chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == '_'));
        if alias {
            out.push_str("page");
        } else {
            out.push(c);
        }
    }
    out
}

/// The ids of the classes the teacher bound as `teacher` (a placeholder such as `$2`) leads or
/// teaches a subject in: the teacher filter of the students' and the classes' lists. The
/// viewer's own classes, by account, are `visibility`'s.
fn classes_of_teacher(teacher: Param) -> String {
    format!(
        "SELECT id FROM classes WHERE class_teacher_id = {teacher}
         UNION SELECT class_id FROM class_subjects WHERE teacher_id = {teacher}"
    )
}

/// The conditions of a `WHERE`, joined; `TRUE` when there are none.
fn all_of(conditions: &[String]) -> String {
    if conditions.is_empty() {
        "TRUE".to_owned()
    } else {
        conditions.join("\n           AND ")
    }
}

/// Whether any of `conditions` names a column of the table aliased `alias` (`u.email`, but not
/// `vu.email` nor `menu.x`).
fn mentions(conditions: &[String], alias: &str) -> bool {
    let needle = format!("{alias}.");
    conditions.iter().any(|c| {
        c.match_indices(&needle).any(|(at, _)| {
            c[..at]
                .chars()
                .next_back()
                .is_none_or(|before| !(before.is_ascii_alphanumeric() || before == '_'))
        })
    })
}

/// The FROM of a list's count: `base` and, of `joins` (alias, JOIN clause, in order, each
/// free to name those before it), only those the conditions name and those a join taken names
/// in turn. A count has no need of the joins that only add columns to the page, and each such
/// join over a whole school costs more than the count itself (the admin's first page of
/// students: 5.7 ms -> 0.4 ms; a teacher's class count needs the enrolment but not the account).
/// The joins left out must neither add nor remove rows (a foreign key's inner join, a left join
/// on a unique key).
fn count_from(base: &str, joins: &[(&str, &str)], conditions: &[String]) -> String {
    let mut naming = conditions.to_vec();
    let mut taken = vec![false; joins.len()];
    for (i, (alias, join)) in joins.iter().enumerate().rev() {
        if mentions(&naming, alias) {
            taken[i] = true;
            naming.push((*join).to_owned());
        }
    }
    let mut from = base.to_owned();
    for ((_, join), _) in joins.iter().zip(taken).filter(|(_, taken)| *taken) {
        from.push(' ');
        from.push_str(join);
    }
    from
}

/// The `total` of a read: a list's count of every row its `conditions` match, or, for a read of
/// records by id (a profile, a record, the parents of a message), no count at all: its page is
/// the whole answer, and counting it again cost `/me` a sixth of its statement.
fn total_column(listed: bool, count_from: &str, conditions: &[String]) -> String {
    if listed {
        format!(
            "(SELECT count(*) FROM {count_from} WHERE {})",
            all_of(conditions)
        )
    } else {
        "1::int8".to_owned()
    }
}

/// A search over `columns` (each `ILIKE` the bound pattern), when the search box has text.
fn search_condition(params: &mut Params, search: Option<&str>, columns: &[&str]) -> Option<String> {
    let pattern = params.bind::<Text, _>(search_pattern(search)?);
    let any: Vec<String> = columns
        .iter()
        .map(|column| format!("{column} ILIKE {pattern}"))
        .collect();
    Some(format!("({})", any.join(" OR ")))
}

/// An `UPDATE` or `DELETE` of one record by its id that touched no row found nothing.
fn found(rows: usize) -> Result<(), diesel::result::Error> {
    if rows == 0 {
        Err(diesel::result::Error::NotFound)
    } else {
        Ok(())
    }
}

/// Runs `$body` (a `Result<(), diesel::result::Error>`) for every item in one transaction on a
/// connection of `$db`. The first failure undoes everything and answers the item's index, with
/// `diesel::result::Error::NotFound` as `AcademicsError::NotFound($what)` and any other error
/// through `$refused` ([`errors::write_error`] or [`errors::delete_error`]). With
/// `before: |conn| statement` and `after: |conn| statement` (each of type `()`, `?` allowed),
/// those run first and last in the same transaction.
macro_rules! batch {
    (
        $db:expr, $what:literal, $items:expr, $refused:path,
        |$conn:ident, $item:pat_param| $body:expr
    ) => {
        $crate::register::batch!(
            $db, $what, $items, $refused,
            before: |_conn| (),
            after: |_conn| (),
            |$conn, $item| $body
        )
    };
    (
        $db:expr, $what:literal, $items:expr, $refused:path,
        before: |$first:ident| $setup:expr,
        |$conn:ident, $item:pat_param| $body:expr
    ) => {
        $crate::register::batch!(
            $db, $what, $items, $refused,
            before: |$first| $setup,
            after: |_conn| (),
            |$conn, $item| $body
        )
    };
    (
        $db:expr, $what:literal, $items:expr, $refused:path,
        before: |$first:ident| $setup:expr,
        after: |$last:ident| $finish:expr,
        |$conn:ident, $item:pat_param| $body:expr
    ) => {{
        use diesel_async::AsyncConnection as _;
        use $crate::register::errors::Abort;
        let mut conn = $db
            .conn()
            .await
            .map_err(|e| (0, $crate::register::internal(e)))?;
        conn.transaction::<_, Abort, _>(async |$conn| {
            {
                let $first = &mut *$conn;
                let () = $setup;
            }
            for (i, $item) in $items.into_iter().enumerate() {
                let result: Result<(), diesel::result::Error> = $body;
                match result {
                    Ok(()) => {}
                    Err(diesel::result::Error::NotFound) => {
                        return Err(Abort::Item(i, academics::AcademicsError::NotFound($what)));
                    }
                    Err(e) => return Err(Abort::Item(i, $refused(e))),
                }
            }
            let $last = &mut *$conn;
            let () = $finish;
            Ok(())
        })
        .await
        .map_err(Abort::into_failure)
    }};
}
pub(crate) use batch;

#[cfg(test)]
mod tests {
    use super::{count_from, mentions, over_page};

    #[test]
    fn a_count_joins_only_what_its_conditions_name() {
        let joins = [
            ("u", "JOIN users u ON u.id = s.user_id"),
            ("e", "LEFT JOIN enrolments e ON e.student_id = s.id"),
            ("c", "LEFT JOIN classes c ON c.id = e.class_id"),
        ];
        let only = |c: &str| vec![c.to_owned()];
        assert_eq!(
            count_from("students s", &joins, &only("TRUE")),
            "students s"
        );
        // A viewer's subquery's own aliases (vu, ve) are not the page's.
        assert_eq!(
            count_from(
                "students s",
                &joins,
                &only("s.id IN (SELECT vu.id FROM ve)")
            ),
            "students s"
        );
        assert_eq!(
            count_from("students s", &joins, &only("u.email ILIKE $2")),
            "students s JOIN users u ON u.id = s.user_id"
        );
        // A class's level needs the class, which needs the enrolment, but not the account.
        assert_eq!(
            count_from("students s", &joins, &only("(c.level_id = ANY($2))")),
            "students s LEFT JOIN enrolments e ON e.student_id = s.id \
             LEFT JOIN classes c ON c.id = e.class_id"
        );
        assert_eq!(
            count_from("students s", &joins, &only("e.class_id = ANY($2)")),
            "students s LEFT JOIN enrolments e ON e.student_id = s.id"
        );
        assert!(mentions(&only("lower(u.last_name)"), "u"));
        assert!(!mentions(&only("menu.x"), "u"));
    }

    #[test]
    fn an_order_over_aliases_becomes_one_over_the_page() {
        assert_eq!(
            over_page("lower(u.last_name) DESC, lower(u.first_name) DESC, s.id"),
            "lower(page.last_name) DESC, lower(page.first_name) DESC, page.id"
        );
        assert_eq!(
            over_page("s.admission_date NULLS LAST, s.id"),
            "page.admission_date NULLS LAST, page.id"
        );
    }
}
