//! The rules a person's record keeps, shared by the forms, the bulk calls and the import.

use time::Date;

use crate::error::Problems;

/// A required or optional piece of text: trimmed, at most `max` characters, no control
/// characters (line breaks allowed where `multiline`).
pub fn text(p: &mut Problems, field: &str, value: &str, max: usize, required: bool) {
    let value = value.trim();
    if required && value.is_empty() {
        p.add(field, "This field is required.");
    } else if value.chars().count() > max {
        p.add(field, format!("Use at most {max} characters."));
    } else if kernel::has_control_chars(value) {
        p.add(field, "Remove the control characters.");
    }
}

/// Long text such as a bio: line breaks and tabs allowed.
pub fn long_text(p: &mut Problems, field: &str, value: &str, max: usize) {
    if value.chars().count() > max {
        p.add(field, format!("Use at most {max} characters."));
    } else if value
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
    {
        p.add(field, "Remove the control characters.");
    }
}

/// A name of a person.
pub fn name(p: &mut Problems, field: &str, value: &str) {
    text(p, field, value, 150, true);
}

/// An admission or staff number: 1 to 32 letters, digits, `/`, `.`, `_` or `-`.
pub fn number(p: &mut Problems, field: &str, value: &str) {
    let value = value.trim();
    if value.is_empty() {
        p.add(field, "This field is required.");
    } else if value.chars().count() > 32
        || !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-'))
    {
        p.add(
            field,
            "Use up to 32 letters, digits, /, ., _ or -, such as 2025/0042.",
        );
    }
}

/// A username: 3 to 150 letters, digits and `@ . + _ -`, as sign-in expects.
pub fn username(p: &mut Problems, field: &str, value: &str) {
    let value = value.trim();
    let len = value.chars().count();
    if !(3..=150).contains(&len)
        || !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '@' | '.' | '+' | '_' | '-' | '/'))
    {
        p.add(
            field,
            "Use 3 to 150 letters, digits or @ . + _ - / for the username.",
        );
    }
}

pub fn email(p: &mut Problems, field: &str, value: &str, required: bool) {
    let value = value.trim();
    if value.is_empty() {
        if required {
            p.add(field, "This field is required.");
        }
    } else if !kernel::is_email(value) {
        p.add(
            field,
            "Enter a valid e-mail address, such as name@example.com.",
        );
    }
}

/// A phone number: digits with `+`, spaces, dashes, dots or brackets; 7 to 15 digits.
pub fn phone(p: &mut Problems, field: &str, value: &str) {
    let value = value.trim();
    if value.is_empty() {
        return;
    }
    let digits = value.chars().filter(char::is_ascii_digit).count();
    if !(7..=15).contains(&digits)
        || !value
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '+' | ' ' | '-' | '(' | ')' | '.'))
    {
        p.add(
            field,
            "Enter a phone number of 7 to 15 digits, such as +234 803 123 4567.",
        );
    }
}

/// A phone number reduced to its digits (and a leading `+`), for matching.
pub fn phone_key(value: &str) -> String {
    let value = value.trim();
    let mut key: String = value.chars().filter(char::is_ascii_digit).collect();
    if value.starts_with('+') {
        key.insert(0, '+');
    }
    key
}

/// A date that cannot be in the future (a birth date).
pub fn not_future(p: &mut Problems, field: &str, value: Option<Date>, today: Date) {
    if value.is_some_and(|d| d > today) {
        p.add(field, "This date cannot be in the future.");
    }
}

/// `earlier` comes before `later` when both are given.
pub fn ordered(
    p: &mut Problems,
    field: &str,
    earlier: Option<Date>,
    later: Option<Date>,
    message: &str,
) {
    if let (Some(a), Some(b)) = (earlier, later)
        && a >= b
    {
        p.add(field, message);
    }
}

/// A parent's relationship to a child.
pub fn relationship(p: &mut Problems, field: &str, value: &str) {
    text(p, field, value, 50, false);
}

/// A slot's start and end within the school day (`day`: its first and last minute), in order,
/// and at most `longest` long: a lesson's or an exam paper's times (`what` names it).
pub(crate) fn time_span(
    p: &mut Problems,
    what: &str,
    (start, end): (time::Time, time::Time),
    day: (time::Time, time::Time),
    longest: time::Duration,
) {
    let clock = |t: time::Time| format!("{:02}:{:02}", t.hour(), t.minute());
    if start < day.0 || start >= day.1 {
        p.add(
            "start_time",
            format!(
                "Start the {what} between {} and {}.",
                clock(day.0),
                clock(day.1)
            ),
        );
    }
    if end <= start {
        p.add("end_time", format!("The {what} must end after it starts."));
    } else if end > day.1 {
        p.add("end_time", format!("End the {what} by {}.", clock(day.1)));
    } else if end - start > longest {
        p.add(
            "end_time",
            format!(
                "A {what} lasts at most {} hours. Split a longer one into several {what}s.",
                longest.whole_hours()
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(f: impl FnOnce(&mut Problems)) -> Vec<String> {
        let mut p = Problems::default();
        f(&mut p);
        p.0.into_values().flatten().collect()
    }

    #[test]
    fn numbers_allow_the_usual_school_forms() {
        assert!(problems(|p| number(p, "n", "2025/0042")).is_empty());
        assert!(problems(|p| number(p, "n", "JSS-1.07_b")).is_empty());
        assert_eq!(problems(|p| number(p, "n", "")).len(), 1);
        assert_eq!(problems(|p| number(p, "n", "has space")).len(), 1);
    }

    #[test]
    fn phones_need_seven_to_fifteen_digits() {
        assert!(problems(|p| phone(p, "phone", "+234 803 123 4567")).is_empty());
        assert!(problems(|p| phone(p, "phone", "")).is_empty());
        assert_eq!(problems(|p| phone(p, "phone", "12345")).len(), 1);
        assert_eq!(problems(|p| phone(p, "phone", "0803-CALL-ME")).len(), 1);
        assert_eq!(phone_key("+234 (803) 123-4567"), "+2348031234567");
    }

    #[test]
    fn text_refuses_control_characters_and_length() {
        assert_eq!(problems(|p| name(p, "first_name", "Ada\u{0}")).len(), 1);
        assert_eq!(problems(|p| name(p, "first_name", " ")).len(), 1);
        assert_eq!(
            problems(|p| name(p, "first_name", &"a".repeat(151))).len(),
            1
        );
        assert!(problems(|p| long_text(p, "bio", "Line one\nLine two", 2000)).is_empty());
    }
}
