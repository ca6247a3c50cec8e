//! E-mail addresses, as every area checks them.

/// A plausible address: one `@`, something before it, a dotted domain after it, no spaces, at
/// most 254 characters. Whether it receives mail is only known by sending to it.
pub fn is_email(value: &str) -> bool {
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && value.len() <= 254
        && !domain.contains('@')
        && !value.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|label| !label.is_empty())
}

#[cfg(test)]
mod tests {
    use super::is_email;

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
