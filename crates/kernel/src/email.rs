//! Text checks every area shares: e-mail addresses and control characters.

/// A plausible address: one `@`, something before it, a dotted domain after it, no spaces, at
/// most 254 characters. Whether it receives mail is only known by sending to it.
pub fn is_email(value: &str) -> bool {
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && value.len() <= 254
        && !value.chars().any(char::is_control)
        && !domain.contains('@')
        && !value.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|label| !label.is_empty())
}

/// Whether `text` holds a control character other than a line break or a tab: none belongs in
/// a name or a message, and PostgreSQL refuses the NUL character outright.
pub fn has_control_chars(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

#[cfg(test)]
mod tests {
    use super::{has_control_chars, is_email};

    #[test]
    fn control_characters_but_line_breaks_and_tabs() {
        assert!(has_control_chars("a\u{0}b"));
        assert!(has_control_chars("bell\u{7}"));
        assert!(!has_control_chars("Dear parent,\n\tthank you."));
        assert!(!is_email("ada\u{0}@family.example"));
    }

    #[test]
    fn addresses() {
        assert!(is_email("office@school.example"));
        for bad in [
            "office",
            "@school.example",
            "a@b",
            "a b@school.example",
            "a@@b.c",
            "a@b..c",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
    }
}
