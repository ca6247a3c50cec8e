//! SQL helpers the queries use: the `lower` function, `LIKE` patterns, and [`Sql`], a statement
//! written as text that the connection prepares once and then reuses.
//!
//! diesel caches the prepared statements of its query builder, but never those of
//! `diesel::sql_query` (its `SqlQuery` marks itself unsafe to cache), so a read written as SQL
//! text would be parsed and planned again on every call. [`Sql`] is the same idea without that
//! mark: diesel-async's statement cache keys it by its text and the types of its parameters
//! (`StatementCacheKey::Sql`), so each distinct text is prepared once per connection.
//!
//! That only pays if the texts are few: values are always bound as parameters (never written
//! into the text), lists are bound as one array (`= ANY($n)`), and a query picks its text from
//! a fixed set of fragments (one per kind of viewer, one per filter that is present). The few
//! things written into a text that a request chooses (a page's size, an order of any keys) are
//! kept prepared only for the common choices ([`KEPT_SIZES`], [`Paged::kept_if`]): a connection
//! keeps each text it prepares for its whole life, so the set must stay small whatever is asked.

use std::{fmt, marker::PhantomData};

use diesel::{
    QueryResult,
    pg::Pg,
    query_builder::{AstPass, Query, QueryFragment, QueryId},
    serialize::ToSql,
    sql_types::{HasSqlType, Untyped},
};
use kernel::{PageRequest, Scope};
use uuid::Uuid;

diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);

/// A `jsonb` (or `json`) column read straight into `T`.
///
/// diesel reads `jsonb` as a `serde_json::Value`: a tree of maps and strings, each allocated,
/// which `serde_json::from_value` then takes apart again into the struct wanted. For the
/// settings every page reads (8 KB of JSON), building and dropping that tree was a fifth of the
/// server's time on the request. `#[diesel(sql_type = Jsonb)] field: JsonOf<T>` parses the bytes
/// PostgreSQL sends into `T` at once.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct JsonOf<T>(pub T);

impl<T: serde::de::DeserializeOwned> diesel::deserialize::FromSql<diesel::sql_types::Jsonb, Pg>
    for JsonOf<T>
{
    fn from_sql(value: diesel::pg::PgValue<'_>) -> diesel::deserialize::Result<Self> {
        // The binary form of `jsonb`: a version byte (1), then the JSON text.
        match value.as_bytes().split_first() {
            Some((1, text)) => Ok(Self(serde_json::from_slice(text)?)),
            _ => Err("the jsonb value is not in version 1 of its binary form".into()),
        }
    }
}

impl<T: serde::de::DeserializeOwned> diesel::deserialize::FromSql<diesel::sql_types::Json, Pg>
    for JsonOf<T>
{
    fn from_sql(value: diesel::pg::PgValue<'_>) -> diesel::deserialize::Result<Self> {
        // `json` is sent as its text.
        Ok(Self(serde_json::from_slice(value.as_bytes())?))
    }
}

/// A lone `jsonb` column loaded with the query builder (`.select(t.card).first(..)`).
impl<T: serde::de::DeserializeOwned> diesel::deserialize::Queryable<diesel::sql_types::Jsonb, Pg>
    for JsonOf<T>
{
    type Row = Self;

    fn build(row: Self) -> diesel::deserialize::Result<Self> {
        Ok(row)
    }
}

/// A text constant written into a statement's text rather than bound as a value. A partial
/// index (`... WHERE channel = 'in_app'`) serves a statement only when the statement's own
/// constants prove the index's condition, and every statement is planned once for any values
/// (decisions/026): `channel = $2` proves nothing, and the bell's count read every message ever
/// sent. For the constants that partial indexes name, in diesel's builder:
/// `n::channel.eq(constant("in_app"))`. Unlike diesel's `sql()`, the statement stays prepared
/// (kept by its text: the constant has no type of its own to key it by).
pub(crate) fn constant(text: &'static str) -> Constant {
    assert!(
        !text.contains('\''),
        "a constant goes between quotes: {text}"
    );
    Constant(text)
}

/// See [`constant`].
#[derive(Debug, Clone, Copy, diesel::expression::ValidGrouping)]
pub(crate) struct Constant(&'static str);

impl diesel::Expression for Constant {
    type SqlType = diesel::sql_types::Text;
}

impl<QS> diesel::AppearsOnTable<QS> for Constant {}

impl<QS> diesel::SelectableExpression<QS> for Constant {}

impl QueryId for Constant {
    type QueryId = ();
    // Two constants are two statements: never one cached statement keyed by this type.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl QueryFragment<Pg> for Constant {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> diesel::QueryResult<()> {
        out.push_sql("'");
        out.push_sql(self.0);
        out.push_sql("'");
        Ok(())
    }
}

/// The keys that start with `prefix`, as the bounds of a range: `key ~>=~ $lo AND key ~<~ $hi`.
/// Written so, an index built with `text_pattern_ops` (as `notifications_dedup_prefix_idx` is)
/// serves the read in a plan made once for any prefix; `key LIKE $1` it serves only when the
/// pattern is a constant of the statement's text (decisions/026). `hi` is `prefix` with its
/// last character the next one: every key with the prefix sorts before it, byte by byte.
pub(crate) fn prefix_range(prefix: &str) -> (String, String) {
    let mut hi: Vec<char> = prefix.chars().collect();
    let last = hi.pop().expect("a prefix has a last character");
    let next = char::from_u32(u32::from(last) + 1).expect("a prefix ends in an ordinary character");
    hi.push(next);
    (prefix.to_owned(), hi.into_iter().collect())
}

/// A `LIKE`/`ILIKE` pattern that finds `text` anywhere, with its wildcards taken literally.
pub(crate) fn contains_pattern(text: &str) -> String {
    format!(
        "%{}%",
        text.replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    )
}

/// The page sizes whose statements a connection keeps prepared: those the screens ask for
/// (`frontend/src`: 10, 20, 25, 50 and 200) and 100.
///
/// A page's size is written into its statement's text (see [`Params::page`]), and a connection
/// keeps every text it prepares for as long as it lives: were every size from 1 to
/// [`PageRequest::MAX_SIZE`] kept, anyone could grow the server's and PostgreSQL's memory by
/// asking for each in turn. A page of any other size is still answered (its size is in its
/// text, so its plan fits it), but its statement is prepared, run and closed.
pub(crate) const KEPT_SIZES: [u32; 6] = [10, 20, 25, 50, 100, 200];

/// Whether a statement paged by `page` is one a connection keeps prepared ([`KEPT_SIZES`]).
fn kept(page: PageRequest) -> bool {
    KEPT_SIZES.contains(&page.size)
}

/// How every paged statement ends, short of its offset's placeholder: the page's size written
/// into the text (see [`Params::page`] for why), the offset bound after it.
fn limit_offset(limit: i64) -> String {
    format!("LIMIT {limit} OFFSET ")
}

/// A query of diesel's builder, paged as [`Params::page`] pages [`Sql`]: its size written into
/// the text, its offset bound. diesel's own `.limit(n)` binds the size, and the plan made for it
/// once would assume a tenth of the rows. `query.paged(page)` in place of
/// `.offset(..).limit(..)`.
#[derive(Debug, Clone)]
pub(crate) struct Paged<Q> {
    query: Q,
    limit: i64,
    offset: i64,
    /// The connection keeps the statement prepared: the page's size is one of [`KEPT_SIZES`]
    /// and the query did not ask to be run once ([`Paged::kept_if`]).
    keep: bool,
}

impl<Q> Paged<Q> {
    /// Keeps the statement prepared only if `common` too: a query whose text varies with what
    /// a request asks for beyond a few shapes (an order of any keys) passes whether this one is
    /// one of the few, and is otherwise prepared, run and closed.
    pub fn kept_if(mut self, common: bool) -> Self {
        self.keep &= common;
        self
    }
}

/// [`Paged`] for every query of the builder.
pub(crate) trait Paginate: Sized {
    fn paged(self, page: PageRequest) -> Paged<Self> {
        Paged {
            query: self,
            limit: page.limit(),
            offset: page.offset(),
            keep: kept(page),
        }
    }
}

impl<Q> Paginate for Q {}

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Paged<Q> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        if !self.keep {
            out.unsafe_to_cache_prepared();
        }
        self.query.walk_ast(out.reborrow())?;
        out.push_sql(" ");
        out.push_sql(&limit_offset(self.limit));
        out.push_bind_param::<diesel::sql_types::BigInt, _>(&self.offset)
    }
}

/// No static id: the cache keys the statement by its text, which holds the page's size.
impl<Q> QueryId for Paged<Q> {
    type QueryId = ();

    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q: Query> Query for Paged<Q> {
    type SqlType = Q::SqlType;
}

/// The placeholder of a bound parameter (`$3`), to write into a statement's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Param(usize);

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

/// One value bound to a parameter, with its SQL type.
struct Bound<ST, V> {
    value: V,
    sql_type: PhantomData<fn() -> ST>,
}

impl<ST, V> QueryFragment<Pg> for Bound<ST, V>
where
    Pg: HasSqlType<ST>,
    V: ToSql<ST, Pg>,
{
    fn walk_ast<'b>(&'b self, mut pass: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        // The text already holds the placeholder: only the value is sent.
        pass.push_bind_param_value_only::<ST, V>(&self.value)
    }
}

/// The values of a statement being written: each [`Params::bind`] answers the placeholder to
/// write into the text, numbered in the order of binding; [`Params::sql`] then joins the text.
pub(crate) struct Params {
    binds: Vec<Box<dyn QueryFragment<Pg> + Send>>,
    /// The connection may keep the statement prepared ([`Params::page`]).
    keep: bool,
}

impl fmt::Debug for Params {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Params({} bound)", self.binds.len())
    }
}

impl Params {
    pub fn new() -> Self {
        Self {
            binds: Vec::new(),
            keep: true,
        }
    }

    /// Params for a statement that applies `scope` through [`crate::visibility`]: the viewer's
    /// account id is bound first, as `$1` ([`crate::visibility::VIEWER`]); `Scope::All` binds
    /// nothing, as its fragments name no parameter.
    pub fn scoped(scope: Scope) -> Self {
        let mut params = Self::new();
        if let Some(viewer) = crate::visibility::viewer(scope) {
            let first = params.bind::<diesel::sql_types::Uuid, Uuid>(viewer.into_uuid());
            debug_assert_eq!(first.to_string(), crate::visibility::VIEWER);
        }
        params
    }

    /// Binds `value` as the next parameter, of SQL type `ST`, and answers its placeholder. A
    /// placeholder may be written into the text more than once.
    pub fn bind<ST, V>(&mut self, value: V) -> Param
    where
        ST: 'static,
        Pg: HasSqlType<ST>,
        V: ToSql<ST, Pg> + Send + 'static,
    {
        self.binds.push(Box::new(Bound {
            value,
            sql_type: PhantomData::<fn() -> ST>,
        }));
        Param(self.binds.len())
    }

    /// `LIMIT` and `OFFSET` of a page, to write into the text: the size written in, the offset
    /// bound.
    ///
    /// Statements are planned once, for any values (decisions/026), and a plan made for an
    /// unknown limit assumes a tenth of the rows: it would join and sort every student to answer
    /// fifty. Written in, the size tells the planner to walk the order's index and stop. The
    /// offset stays bound: a plan for the first pages serves them all. A size outside
    /// [`KEPT_SIZES`] makes the statement one the connection runs once and closes.
    pub fn page(&mut self, page: PageRequest) -> String {
        self.keep &= kept(page);
        let offset = self.bind::<diesel::sql_types::BigInt, _>(page.offset());
        format!("{}{offset}", limit_offset(page.limit()))
    }

    /// The statement: `text`, whose placeholders are those this answered.
    pub fn sql(self, text: impl Into<String>) -> Sql {
        Sql {
            text: text.into(),
            binds: self.binds,
            keep: self.keep,
        }
    }
}

/// A statement whose text already numbers its placeholders `$1`, `$2`... in the order the values
/// follow: `prepared!(text, Text => name, SqlUuid => id)` binds them so and answers the [`Sql`]
/// the connection prepares once.
macro_rules! prepared {
    ($text:expr $(,)?) => {
        $crate::sql::Params::new().sql($text)
    };
    ($text:expr $(, $ty:ty => $value:expr)+ $(,)?) => {{
        let mut params = $crate::sql::Params::new();
        $( params.bind::<$ty, _>($value); )+
        params.sql($text)
    }};
}
pub(crate) use prepared;

/// A statement as SQL text with `$n` placeholders and the values bound to them, which the
/// connection prepares once and reuses (see the module's documentation). Load its rows with
/// `diesel_async::RunQueryDsl::load` into `QueryableByName` structs, as with `sql_query`.
#[must_use = "a statement runs only when loaded or executed"]
pub(crate) struct Sql {
    text: String,
    binds: Vec<Box<dyn QueryFragment<Pg> + Send>>,
    /// Kept prepared; otherwise prepared, run and closed ([`Params::page`]).
    keep: bool,
}

impl fmt::Debug for Sql {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Sql")
            .field("text", &self.text)
            .field("binds", &self.binds.len())
            .field("keep", &self.keep)
            .finish()
    }
}

impl QueryFragment<Pg> for Sql {
    // Unlike diesel's `SqlQuery`, this calls `unsafe_to_cache_prepared` only for a page of an
    // uncommon size: the text is ours and its values are parameters, so the prepared statement
    // can be reused.
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        if !self.keep {
            out.unsafe_to_cache_prepared();
        }
        out.push_sql(&self.text);
        for bind in &self.binds {
            bind.walk_ast(out.reborrow())?;
        }
        Ok(())
    }
}

/// No static id: the cache keys the statement by its text and parameter types instead.
impl QueryId for Sql {
    type QueryId = ();

    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Sql {
    type SqlType = Untyped;
}

#[cfg(test)]
mod tests {
    use diesel::sql_types::{Text, Uuid as SqlUuid};

    use super::*;

    #[test]
    fn a_prefix_range_holds_every_key_that_starts_with_the_prefix_and_no_other() {
        let (from, until) = prefix_range("absent:42:2026-11-23:");
        assert_eq!(from, "absent:42:2026-11-23:");
        assert_eq!(until, "absent:42:2026-11-23;");
        let within = |key: &str| key >= from.as_str() && key < until.as_str();
        assert!(within("absent:42:2026-11-23:email"));
        assert!(within("absent:42:2026-11-23:"));
        assert!(!within("absent:42:2026-11-23"));
        assert!(!within("absent:42:2026-11-24:email"));
        assert!(!within("absent:421:2026-11-23:email"));
    }

    #[test]
    fn placeholders_are_numbered_in_the_order_of_binding() {
        let mut params = Params::new();
        assert_eq!(params.bind::<Text, _>("a".to_owned()).to_string(), "$1");
        assert_eq!(params.bind::<SqlUuid, _>(Uuid::nil()).to_string(), "$2");
    }

    #[test]
    fn a_scoped_statement_binds_the_viewer_first_and_all_binds_nothing() {
        let viewer = kernel::UserId::generate();
        let mut params = Params::scoped(Scope::Teacher(viewer));
        assert_eq!(params.bind::<Text, _>(String::new()).to_string(), "$2");
        let mut params = Params::scoped(Scope::All);
        assert_eq!(params.bind::<Text, _>(String::new()).to_string(), "$1");
    }

    #[test]
    fn a_paged_query_of_the_builder_writes_its_size_and_binds_its_offset() {
        use diesel::prelude::*;

        use crate::schema::announcements;
        let page = PageRequest::new(Some(3), Some(20)).unwrap();
        let query = announcements::table
            .select(announcements::id)
            .filter(announcements::is_active.eq(true))
            .into_boxed()
            .paged(page);
        let text = diesel::debug_query::<Pg, _>(&query).to_string();
        assert!(text.contains("LIMIT 20 OFFSET $2"), "{text}");
        assert!(text.ends_with("binds: [true, 40]"), "{text}");
        assert!(query.is_safe_to_cache_prepared(&Pg).unwrap());
    }

    #[test]
    fn only_pages_of_the_screens_sizes_and_common_orders_are_kept() {
        use diesel::prelude::*;

        use crate::schema::announcements;
        let query = || announcements::table.select(announcements::id).into_boxed();
        let page = |size| PageRequest::new(Some(2), Some(size)).unwrap();
        let paged = |size| {
            let mut params = Params::new();
            let text = format!("SELECT 1 {}", params.page(page(size)));
            params.sql(text)
        };
        for size in KEPT_SIZES {
            assert!(
                query()
                    .paged(page(size))
                    .is_safe_to_cache_prepared(&Pg)
                    .unwrap()
            );
            assert!(paged(size).is_safe_to_cache_prepared(&Pg).unwrap());
        }
        for size in [1, 7, 49, 51, 199] {
            assert!(
                !query()
                    .paged(page(size))
                    .is_safe_to_cache_prepared(&Pg)
                    .unwrap()
            );
            assert!(!paged(size).is_safe_to_cache_prepared(&Pg).unwrap());
        }
        let uncommon = query().paged(page(20)).kept_if(false);
        assert!(!uncommon.is_safe_to_cache_prepared(&Pg).unwrap());
        let text = diesel::debug_query::<Pg, _>(&paged(7)).to_string();
        assert!(text.starts_with("SELECT 1 LIMIT 7 OFFSET $1"), "{text}");
        assert!(text.ends_with("binds: [7]"), "{text}");
    }

    #[test]
    fn the_text_is_sent_as_written_and_is_safe_to_cache() {
        let mut params = Params::new();
        let p = params.bind::<Text, _>("x".to_owned());
        let sql = params.sql(format!("SELECT {p} AS a, {p} AS b"));
        let text = diesel::debug_query::<Pg, _>(&sql).to_string();
        assert!(text.starts_with("SELECT $1 AS a, $1 AS b"), "{text}");
        assert!(sql.is_safe_to_cache_prepared(&Pg).unwrap());
    }
}
