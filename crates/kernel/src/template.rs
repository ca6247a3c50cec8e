//! Message templates: text with `{{placeholders}}` filled in when a message is sent.
//!
//! A placeholder is a name of lower-case letters, digits and underscores between double braces,
//! with optional spaces inside (`{{ student_name }}`). Anything else between braces is text.

/// The placeholders of `text`, in order of first appearance, each once.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (_, name, _) in spans(text) {
        if !found.contains(&name) {
            found.push(name);
        }
    }
    found
}

/// `text` with each placeholder replaced by `value(name)`. A placeholder without a value is left
/// as written, so that a mistake shows in the message rather than vanishing from it.
pub fn render(text: &str, value: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut at = 0;
    for (start, name, end) in spans(text) {
        out.push_str(&text[at..start]);
        match value(name) {
            Some(v) => out.push_str(&v),
            None => out.push_str(&text[start..end]),
        }
        at = end;
    }
    out.push_str(&text[at..]);
    out
}

/// Each placeholder as (start, name, end) byte offsets.
fn spans(text: &str) -> Vec<(usize, &str, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(open) = text[from..].find("{{").map(|i| i + from) {
        let Some(close) = text[open + 2..].find("}}").map(|i| i + open + 2) else {
            break;
        };
        let name = text[open + 2..close].trim();
        let valid = !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        if valid {
            found.push((open, name, close + 2));
            from = close + 2;
        } else {
            from = open + 2;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(name: &str) -> Option<String> {
        match name {
            "student_name" => Some("Ada Obi".into()),
            "term" => Some("First Term".into()),
            _ => None,
        }
    }

    #[test]
    fn placeholders_are_found_once_each_in_order() {
        assert_eq!(
            placeholders("{{term}} for {{ student_name }}; {{term}} again, {{not valid}} {x}"),
            vec!["term", "student_name"]
        );
    }

    #[test]
    fn a_placeholder_is_filled_and_an_unknown_one_stays_as_written() {
        assert_eq!(
            render("{{ term }} results of {{student_name}} ({{ward}})", values),
            "First Term results of Ada Obi ({{ward}})"
        );
    }

    #[test]
    fn text_without_placeholders_and_an_unclosed_brace_are_kept() {
        assert_eq!(render("Hello {{ there", values), "Hello {{ there");
        assert_eq!(render("{{{{term}}", values), "{{First Term");
        assert_eq!(render("", values), "");
    }

    #[test]
    fn a_value_holding_braces_is_not_filled_again() {
        let r = render("{{student_name}}", |_| Some("{{term}}".into()));
        assert_eq!(r, "{{term}}");
    }
}
