//! The rules of conversations (issue 19, decisions/023), alone: the role pairs and their
//! channels, a message's text and attachment, moderation (the profanity filter, the keyword
//! blacklist, approval, hiding) and business hours in the school's time, on a fixed clock.

mod common;

use common::defaults;
use kernel::Role;
use messaging::conversations::{
    Attachment, ChatRefusal, Delivery, FlagReason, HoldReason, MAX_MESSAGE_CHARS, Pair,
    check_attachment, check_body, delivery, matched_keywords, open_at, pair_of, parse_utc_offset,
};
use proptest::prelude::*;
use time::{
    UtcOffset,
    macros::{datetime, time},
};

#[test]
fn people_write_only_in_the_pairs_the_school_opens() {
    let rules = defaults();
    assert_eq!(
        pair_of(&rules, Role::Parent, Role::Teacher),
        Ok(Pair::TeacherParent)
    );
    assert_eq!(
        pair_of(&rules, Role::Teacher, Role::Parent),
        Ok(Pair::TeacherParent)
    );
    assert_eq!(
        pair_of(&rules, Role::Admin, Role::Teacher),
        Ok(Pair::AdminTeacher)
    );
    assert_eq!(
        pair_of(&rules, Role::Student, Role::Teacher),
        Err(ChatRefusal::PairClosed(Pair::TeacherStudent))
    );
    assert_eq!(
        pair_of(&rules, Role::Parent, Role::Parent),
        Err(ChatRefusal::PairClosed(Pair::ParentParent))
    );
    for (a, b) in [
        (Role::Admin, Role::Parent),
        (Role::Admin, Role::Student),
        (Role::Student, Role::Student),
        (Role::Parent, Role::Student),
        (Role::Teacher, Role::Teacher),
    ] {
        assert_eq!(
            pair_of(&rules, a, b),
            Err(ChatRefusal::NoChannel),
            "{a:?} {b:?}"
        );
    }
    let mut off = defaults();
    off.enabled = false;
    assert_eq!(
        pair_of(&off, Role::Parent, Role::Teacher),
        Err(ChatRefusal::ChatOff)
    );
    // Each refusal is a sentence that says what to do.
    assert!(
        ChatRefusal::PairClosed(Pair::TeacherStudent)
            .to_string()
            .contains("between teachers and students")
    );
}

#[test]
fn a_message_is_plain_text_within_its_length() {
    assert_eq!(
        check_body("  Good morning \r\nMa\u{7}am  \n\n").unwrap(),
        "  Good morning \nMaam"
    );
    assert_eq!(check_body(" \n\t "), Err(ChatRefusal::Empty));
    let long = "a".repeat(MAX_MESSAGE_CHARS + 1);
    assert_eq!(
        check_body(&long),
        Err(ChatRefusal::TooLong(MAX_MESSAGE_CHARS))
    );
    assert!(check_body(&"é".repeat(MAX_MESSAGE_CHARS)).is_ok());
}

#[test]
fn attachments_keep_to_their_channel_by_size_and_type() {
    let rules = defaults();
    let file = |kind: &str, bytes: u64| Attachment {
        kind: kind.into(),
        bytes,
    };
    assert!(check_attachment(&rules, Pair::TeacherParent, &file("pdf", 5 * 1024 * 1024)).is_ok());
    assert!(check_attachment(&rules, Pair::TeacherParent, &file("jpeg", 1024)).is_ok());
    assert_eq!(
        check_attachment(
            &rules,
            Pair::TeacherParent,
            &file("pdf", 5 * 1024 * 1024 + 1)
        ),
        Err(ChatRefusal::FileTooLarge(5))
    );
    assert_eq!(
        check_attachment(&rules, Pair::TeacherParent, &file("docx", 10)),
        Err(ChatRefusal::FileType(
            "Only PDF, JPG, PNG files can be sent in these conversations.".into()
        ))
    );
    // Sharing on with no kind chosen: the refusal says so, in a sentence.
    let mut no_kinds = defaults();
    no_kinds.teacher_parent.allowed_types.clear();
    assert_eq!(
        check_attachment(&no_kinds, Pair::TeacherParent, &file("pdf", 10)),
        Err(ChatRefusal::FileType(
            "The school has not chosen any kind of file for these conversations, so none can be \
             sent. Send the message without the file."
                .into()
        ))
    );
    let mut no_files = defaults();
    no_files.teacher_parent.allow_file_sharing = false;
    assert_eq!(
        check_attachment(&no_files, Pair::TeacherParent, &file("pdf", 10)),
        Err(ChatRefusal::FilesOff)
    );
}

#[test]
fn the_blacklist_matches_whole_words_and_phrases_whatever_their_case() {
    let keywords = vec!["bribe".to_owned(), "exam leak".to_owned()];
    assert_eq!(matched_keywords("No BRIBE, please.", &keywords), ["bribe"]);
    assert_eq!(
        matched_keywords("the Exam  leak was fake", &keywords),
        ["exam leak"]
    );
    assert!(matched_keywords("bribery and the exam, leaking", &keywords).is_empty());
    assert!(matched_keywords("anything", &[String::new()]).is_empty());
}

#[test]
fn flagged_messages_are_hidden_or_held_as_the_school_says_and_approval_holds_the_rest() {
    let rules = defaults();
    assert_eq!(
        delivery(&rules, Pair::TeacherParent, "Ada did well in her test."),
        Delivery::Delivered
    );
    assert_eq!(
        delivery(&rules, Pair::TeacherParent, "this is bullshit"),
        Delivery::Hidden(FlagReason::Profanity)
    );
    // Spacing does not get past the filter; "assassin" and a biology lesson are not flagged.
    assert_ne!(
        delivery(&rules, Pair::TeacherParent, "f u c k this"),
        Delivery::Delivered
    );
    assert_eq!(
        delivery(
            &rules,
            Pair::TeacherParent,
            "The assassin in the history book"
        ),
        Delivery::Delivered
    );
    assert_eq!(
        delivery(&rules, Pair::TeacherParent, "Sex education is on Friday."),
        Delivery::Delivered
    );
    assert_eq!(
        delivery(&rules, Pair::TeacherParent, "Is there an exam leak?"),
        Delivery::Hidden(FlagReason::Keywords(vec!["exam leak".into()]))
    );
    // Held for approval instead of hidden.
    let mut hold = defaults();
    hold.moderation.hide_flagged = false;
    assert_eq!(
        delivery(&hold, Pair::TeacherParent, "a bribe"),
        Delivery::Held(HoldReason::Flagged(FlagReason::Keywords(vec![
            "bribe".into()
        ])))
    );
    // Moderation that does not apply to the pair, or is off for the school, lets it through.
    assert_eq!(
        delivery(&rules, Pair::AdminTeacher, "a bribe"),
        Delivery::Delivered
    );
    let mut off = defaults();
    off.moderation.enabled = false;
    assert_eq!(
        delivery(&off, Pair::TeacherParent, "a bribe"),
        Delivery::Delivered
    );
    // A channel that needs approval holds every message.
    let mut approval = defaults();
    approval.teacher_student.enabled = true;
    assert_eq!(
        delivery(&approval, Pair::TeacherStudent, "See you in class."),
        Delivery::Held(HoldReason::ApprovalRequired)
    );
}

#[test]
fn business_hours_are_read_in_the_schools_time() {
    let mut rules = defaults();
    // Off: any time.
    assert!(open_at(&rules, datetime!(2026-11-25 23:30 UTC)).is_ok());
    rules.moderation.business_hours_only = true;
    // 08:00 to 16:00 at UTC+1 is 07:00 to 15:00 UTC.
    assert!(open_at(&rules, datetime!(2026-11-25 06:59 UTC)).is_err());
    assert!(open_at(&rules, datetime!(2026-11-25 07:00 UTC)).is_ok());
    assert!(open_at(&rules, datetime!(2026-11-25 14:59 UTC)).is_ok());
    let refused = open_at(&rules, datetime!(2026-11-25 15:00 UTC)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "Messages can be sent between 08:00 and 16:00, school time. Send it then."
    );
    // Hours past midnight.
    rules.moderation.opens = time!(20:00);
    rules.moderation.closes = time!(02:00);
    assert!(open_at(&rules, datetime!(2026-11-25 23:00 UTC)).is_ok());
    assert!(open_at(&rules, datetime!(2026-11-25 12:00 UTC)).is_err());
}

#[test]
fn a_timezone_setting_reads_as_an_offset_when_it_is_one() {
    let h = |h: i8, m: i8| Some(UtcOffset::from_hms(h, m, 0).unwrap());
    assert_eq!(parse_utc_offset("UTC"), Some(UtcOffset::UTC));
    assert_eq!(parse_utc_offset("UTC-5"), h(-5, 0));
    assert_eq!(parse_utc_offset("utc+1"), h(1, 0));
    assert_eq!(parse_utc_offset("GMT+05:30"), h(5, 30));
    assert_eq!(parse_utc_offset("+0100"), h(1, 0));
    assert_eq!(parse_utc_offset("Africa/Lagos"), None);
    assert_eq!(parse_utc_offset("UTC+15"), None);
}

proptest! {
    #[test]
    fn any_text_within_the_limit_is_kept_without_control_characters(text in "\\PC{1,300}") {
        match check_body(&text) {
            Ok(kept) => {
                prop_assert!(kept.chars().all(|c| !c.is_control() || c == '\n' || c == '\t'));
                prop_assert!(!kept.trim().is_empty());
                prop_assert!(kept.chars().count() <= MAX_MESSAGE_CHARS);
            }
            Err(e) => prop_assert_eq!(e, ChatRefusal::Empty),
        }
    }

    #[test]
    fn without_business_hours_every_instant_is_open(secs in 0i64..4_000_000_000) {
        let rules = defaults();
        let now = time::OffsetDateTime::from_unix_timestamp(secs).unwrap();
        prop_assert!(open_at(&rules, now).is_ok());
    }
}
