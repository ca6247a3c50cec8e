//! Reading the CSV files of the imports: every bad line reported, nothing stored unless all are
//! good.

use std::collections::HashMap;

use kernel::dates;

use crate::{AcademicsError, error::Problems};

/// One line of the file, by column name.
pub(crate) struct Row {
    /// The line number in the file (the header is line 1).
    pub line: u64,
    cells: HashMap<&'static str, String>,
}

impl Row {
    pub fn get(&self, column: &str) -> &str {
        self.cells.get(column).map_or("", |v| v.trim())
    }
}

/// The lines of a CSV file under its header, by column name. `columns` are the names a file may
/// use (any case, spaces for underscores), the first `required` of which it must have; a file
/// of more than `max_rows` lines of `noun` is refused.
pub(crate) fn read_rows(
    bytes: &[u8],
    columns_allowed: &'static [&'static str],
    required: usize,
    max_rows: usize,
    noun: &str,
) -> Result<Vec<Row>, AcademicsError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes); // Excel's BOM
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(bytes);
    let headers = reader
        .headers()
        .map_err(|e| {
            AcademicsError::field("line.1", format!("The file is not readable CSV: {e}."))
        })?
        .clone();
    let mut columns: Vec<Option<&'static str>> = Vec::with_capacity(headers.len());
    let mut p = Problems::default();
    for header in &headers {
        let key = header.trim().to_ascii_lowercase().replace(' ', "_");
        match columns_allowed.iter().find(|c| **c == key) {
            Some(column) => {
                if columns.contains(&Some(*column)) {
                    p.add("line.1", format!("The column {column} appears twice."));
                }
                columns.push(Some(column));
            }
            None if key.is_empty() => columns.push(None),
            None => p.add(
                "line.1",
                format!(
                    "Unknown column \"{}\". Use the template's columns: {}.",
                    header.trim(),
                    columns_allowed.join(", ")
                ),
            ),
        }
    }
    for needed in &columns_allowed[..required] {
        if !columns.contains(&Some(*needed)) {
            p.add("line.1", format!("The column {needed} is missing."));
        }
    }
    p.into_result()?;
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, csv::Position::line);
            AcademicsError::field(
                &format!("line.{line}"),
                format!("This line is not readable CSV: {e}."),
            )
        })?;
        let line = record.position().map_or(0, csv::Position::line);
        if record.iter().all(|c| c.trim().is_empty()) {
            continue; // blank lines at the end of a spreadsheet
        }
        let mut cells = HashMap::new();
        for (column, value) in columns.iter().zip(record.iter()) {
            if let Some(column) = column {
                cells.insert(*column, value.to_owned());
            }
        }
        rows.push(Row { line, cells });
        if rows.len() > max_rows {
            return Err(AcademicsError::field(
                "file",
                format!(
                    "A file may hold at most {max_rows} {noun}. Split it and import each part."
                ),
            ));
        }
    }
    if rows.is_empty() {
        return Err(AcademicsError::field(
            "file",
            format!("The file has no {noun} under its header line."),
        ));
    }
    Ok(rows)
}

pub(crate) fn date(p: &mut Problems, key: &str, column: &str, value: &str) -> Option<time::Date> {
    if value.is_empty() {
        return None;
    }
    let parsed = dates::parse(value);
    if parsed.is_none() {
        p.add(
            key,
            format!("{column} \"{value}\" is not a date like 2014-09-01."),
        );
    }
    parsed
}
