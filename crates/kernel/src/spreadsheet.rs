//! Text written into a CSV file that people open in a spreadsheet.

/// A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is
/// prefixed with `'` (OWASP's CSV injection advice): a family's name such as
/// `=HYPERLINK("…")` in an export an admin opens stays text.
pub fn cell(value: &str) -> String {
    if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_become_text_and_the_rest_is_kept() {
        assert_eq!(cell("=1+1"), "'=1+1");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("-5"), "'-5");
        assert_eq!(cell("\tx"), "'\tx");
        assert_eq!(cell("Ada Obi"), "Ada Obi");
        assert_eq!(cell(""), "");
    }
}
