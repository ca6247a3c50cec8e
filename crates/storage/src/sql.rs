//! SQL functions the queries use.

diesel::define_sql_function!(fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text);

/// A `LIKE`/`ILIKE` pattern that finds `text` anywhere, with its wildcards taken literally.
pub(crate) fn contains_pattern(text: &str) -> String {
    format!(
        "%{}%",
        text.replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    )
}
