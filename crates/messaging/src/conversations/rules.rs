//! The rules of a message, free of any store: which pair two people form and whether its
//! channel is open, a message's text, its attachment, whether it is delivered, held or
//! hidden, and whether the school takes messages now.

use kernel::Role;
use rustrict::{CensorStr, Type};
use time::{OffsetDateTime, Time, UtcOffset};

use super::{
    Attachment, ChatRefusal, ChatRules, Delivery, FlagReason, HoldReason, Pair, model::pair,
};

/// The longest message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 2_000;

/// The pair `a` and `b` form, if the school's settings open a channel for it.
pub fn pair_of(rules: &ChatRules, a: Role, b: Role) -> Result<Pair, ChatRefusal> {
    if !rules.enabled {
        return Err(ChatRefusal::ChatOff);
    }
    let pair = pair(a, b).ok_or(ChatRefusal::NoChannel)?;
    if rules.channel(pair).enabled {
        Ok(pair)
    } else {
        Err(ChatRefusal::PairClosed(pair))
    }
}

/// A message's text as kept: plain text, line ends as `\n`, no control characters but line
/// ends and tabs, no trailing blank space; refused when empty or too long.
pub fn check_body(text: &str) -> Result<String, ChatRefusal> {
    let cleaned: String = text
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .chars()
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect();
    let kept = cleaned.trim_end().trim_start_matches('\n').to_owned();
    if kept.trim().is_empty() {
        return Err(ChatRefusal::Empty);
    }
    if kept.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ChatRefusal::TooLong(MAX_MESSAGE_CHARS));
    }
    Ok(kept)
}

/// Whether the channel of `pair` takes `attachment`: file sharing on, within its size, of a
/// type it lists (judged from the content by the caller).
pub fn check_attachment(
    rules: &ChatRules,
    pair: Pair,
    attachment: &Attachment,
) -> Result<(), ChatRefusal> {
    let channel = rules.channel(pair);
    if !channel.allow_file_sharing {
        return Err(ChatRefusal::FilesOff);
    }
    if attachment.bytes > u64::from(channel.max_file_mb) * 1024 * 1024 {
        return Err(ChatRefusal::FileTooLarge(channel.max_file_mb));
    }
    let kind = attachment.kind.to_ascii_lowercase();
    let same = |t: &String| {
        let t = t.trim().trim_start_matches('.').to_ascii_lowercase();
        t == kind || (t == "jpeg" && kind == "jpg") || (t == "jpg" && kind == "jpeg")
    };
    if channel.allowed_types.iter().any(same) {
        Ok(())
    } else {
        let names: Vec<String> = channel
            .allowed_types
            .iter()
            .map(|t| t.trim().trim_start_matches('.').to_ascii_uppercase())
            .collect();
        Err(ChatRefusal::FileType(if names.is_empty() {
            "The school has not chosen any kind of file for these conversations, so none can be \
             sent. Send the message without the file."
                .to_owned()
        } else {
            only_files(&names.join(", "))
        }))
    }
}

/// The refusal of a file of another kind than `kinds` (named as people know them: "PDF, JPG").
pub(crate) fn only_files(kinds: &str) -> String {
    format!("Only {kinds} files can be sent in these conversations.")
}

/// Whether `text` is profane or offensive (moderately or worse), or severely sexual, by the
/// maintained word lists of `rustrict` (resistant to spacing, repeated and look-alike letters).
/// Milder findings are let through: at its mildest the filter hears "the ass" in "The
/// assassin", and a biology teacher must be able to write "sex education".
pub fn is_profane(text: &str) -> bool {
    text.is(
        (Type::PROFANE | Type::OFFENSIVE) & Type::MODERATE_OR_HIGHER | Type::SEXUAL & Type::SEVERE
    )
}

/// The blacklisted keywords (or phrases) `text` holds as whole words, whatever their case.
pub fn matched_keywords(text: &str, keywords: &[String]) -> Vec<String> {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let said = words(text);
    keywords
        .iter()
        .filter(|k| {
            let phrase = words(k);
            !phrase.is_empty() && said.windows(phrase.len()).any(|w| w == phrase.as_slice())
        })
        .cloned()
        .collect()
}

/// What becomes of `text` sent in `pair`'s channel: hidden or held when the school's filters
/// flag it (where moderation applies to the pair), held when the pair needs approval, else
/// delivered.
pub fn delivery(rules: &ChatRules, pair: Pair, text: &str) -> Delivery {
    let channel = rules.channel(pair);
    let m = &rules.moderation;
    let flag = if m.enabled && channel.moderation_enabled {
        if m.profanity_filter && is_profane(text) {
            Some(FlagReason::Profanity)
        } else if m.keyword_blacklist {
            let found = matched_keywords(text, &m.blocked_keywords);
            (!found.is_empty()).then_some(FlagReason::Keywords(found))
        } else {
            None
        }
    } else {
        None
    };
    match flag {
        Some(reason) if m.hide_flagged => Delivery::Hidden(reason),
        Some(reason) => Delivery::Held(HoldReason::Flagged(reason)),
        None if channel.require_approval => Delivery::Held(HoldReason::ApprovalRequired),
        None => Delivery::Delivered,
    }
}

/// Whether the school takes messages at `now`: always, unless it keeps business hours, then
/// from their start to their end in the school's time (an end before the start runs past
/// midnight).
pub fn open_at(rules: &ChatRules, now: OffsetDateTime) -> Result<(), ChatRefusal> {
    let m = &rules.moderation;
    if !m.business_hours_only {
        return Ok(());
    }
    let local = now.to_offset(m.utc_offset).time();
    let open = if m.opens <= m.closes {
        m.opens <= local && local < m.closes
    } else {
        local >= m.opens || local < m.closes
    };
    if open {
        Ok(())
    } else {
        Err(ChatRefusal::OutsideHours {
            opens: hhmm(m.opens),
            closes: hhmm(m.closes),
        })
    }
}

fn hhmm(t: Time) -> String {
    format!("{:02}:{:02}", t.hour(), t.minute())
}

/// The offset a school's timezone setting names, when it is one: `UTC`, `GMT`, `UTC+1`,
/// `UTC-5`, `UTC+05:30`, `+01:00`. (A zone name such as `Africa/Lagos` is the app's to
/// resolve.)
pub fn parse_utc_offset(text: &str) -> Option<UtcOffset> {
    let t = text.trim().to_ascii_uppercase();
    let rest = t
        .strip_prefix("UTC")
        .or_else(|| t.strip_prefix("GMT"))
        .unwrap_or(&t);
    if rest.is_empty() {
        return Some(UtcOffset::UTC);
    }
    let (sign, digits) = match rest.as_bytes()[0] {
        b'+' => (1, &rest[1..]),
        b'-' => (-1, &rest[1..]),
        _ => return None,
    };
    let (hours, minutes) = match digits.split_once(':') {
        Some((h, m)) => (h, m),
        None if digits.len() == 4 => digits.split_at(2),
        None => (digits, "0"),
    };
    let hours: i8 = hours.parse().ok()?;
    let minutes: i8 = minutes.parse().ok()?;
    if !(0..=14).contains(&hours) || !(0..60).contains(&minutes) {
        return None;
    }
    UtcOffset::from_hms(sign * hours, sign * minutes, 0).ok()
}

/// What a file is, judged from its first bytes (never from its name): the type the chat
/// settings name ("pdf", "jpg", "docx"...) and the content type it is served with. `None` for
/// anything the portal does not recognise, which no school's list can allow.
pub fn judge_file(content: &[u8]) -> Option<(&'static str, &'static str)> {
    let found = infer::get(content)?;
    let kind = match found.mime_type() {
        "application/pdf" => "pdf",
        "image/png" => "png",
        "image/jpeg" => "jpg",
        "image/gif" => "gif",
        "image/webp" => "webp",
        "application/msword" => "doc",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => "docx",
        "application/vnd.ms-excel" => "xls",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => "xlsx",
        "application/vnd.ms-powerpoint" => "ppt",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation" => "pptx",
        _ => return None,
    };
    Some((kind, found.mime_type()))
}

/// The name an attachment is kept and offered under: the last part of the name sent, without
/// control characters or quotes, at most 120 characters; `attachment.{kind}` when nothing is left.
pub fn file_name(sent: &str, kind: &str) -> String {
    let last = sent.rsplit(['/', '\\']).next().unwrap_or_default();
    let clean: String = last
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '"' | '\''))
        .take(120)
        .collect();
    let clean = clean.trim().trim_start_matches('.').to_owned();
    if clean.is_empty() {
        format!("attachment.{kind}")
    } else {
        clean
    }
}

#[cfg(test)]
mod file_tests {
    use super::*;

    #[test]
    fn a_file_is_judged_by_its_bytes_not_its_name() {
        assert_eq!(judge_file(b"%PDF-1.7\n%...").map(|k| k.0), Some("pdf"));
        assert_eq!(
            judge_file(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).map(|k| k.0),
            Some("png")
        );
        assert_eq!(
            judge_file(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0]).map(|k| k.0),
            Some("jpg")
        );
        // A script named report.pdf is nothing the portal takes.
        assert_eq!(judge_file(b"<script>alert(1)</script>"), None);
        assert_eq!(judge_file(b"MZ\x90\x00\x03\x00\x00\x00"), None);
    }

    #[test]
    fn a_name_keeps_its_last_part_without_what_could_break_a_header() {
        assert_eq!(
            file_name("C:\\Users\\ada\\report card.pdf", "pdf"),
            "report card.pdf"
        );
        assert_eq!(file_name("../../etc/passwd", "pdf"), "passwd");
        assert_eq!(file_name("a\"b\r\nc.pdf", "pdf"), "abc.pdf");
        assert_eq!(file_name("  ", "png"), "attachment.png");
        assert_eq!(file_name(&"x".repeat(300), "pdf").chars().count(), 120);
    }
}
