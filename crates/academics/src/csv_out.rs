//! CSV files of the register's lists, safe to open in a spreadsheet.

use kernel::dates;

use crate::AcademicsError;

use kernel::spreadsheet::cell;

pub(crate) fn date(value: Option<time::Date>) -> String {
    value.map(dates::format).unwrap_or_default()
}

pub(crate) fn write(
    header: &[&str],
    rows: impl Iterator<Item = Vec<String>>,
) -> Result<String, AcademicsError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(header)
        .map_err(AcademicsError::internal)?;
    for row in rows {
        writer
            .write_record(row.iter().map(|v| cell(v)))
            .map_err(AcademicsError::internal)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| AcademicsError::internal(anyhow::anyhow!("{e}")))?;
    String::from_utf8(bytes).map_err(AcademicsError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_quotes_escaped() {
        let out = write(
            &["a", "b"],
            vec![vec![
                "=HYPERLINK(\"x\")".to_owned(),
                "O'Neil, Jr".to_owned(),
            ]]
            .into_iter(),
        )
        .unwrap();
        assert_eq!(out, "a,b\n\"'=HYPERLINK(\"\"x\"\")\",\"O'Neil, Jr\"\n");
    }
}
