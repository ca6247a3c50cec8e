//! Dates as `YYYY-MM-DD` in JSON (product.md §1), and merge-patch fields that tell "absent" from "null".

time::serde::format_description!(pub ymd, Date, "[year]-[month]-[day]");
time::serde::format_description!(pub hm, Time, "[hour]:[minute]");

/// Parses `YYYY-MM-DD`.
pub fn parse(value: &str) -> Option<time::Date> {
    time::Date::parse(
        value.trim(),
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .ok()
}

/// Formats as `YYYY-MM-DD`.
pub fn format(date: time::Date) -> String {
    format!(
        "{:04}-{:02}-{:02}",
        date.year(),
        u8::from(date.month()),
        date.day()
    )
}

/// `Option<Option<T>>` for merge patches: absent keeps, `null` clears, a value sets.
pub fn double_option<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    serde::Deserialize::deserialize(d).map(Some)
}

/// `Option<Option<Date>>` in `YYYY-MM-DD`, for merge patches.
pub fn double_date<'de, D>(d: D) -> Result<Option<Option<time::Date>>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    ymd::option::deserialize(d).map(Some)
}
