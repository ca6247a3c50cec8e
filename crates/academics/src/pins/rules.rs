//! The rules of result checker PINs, free of any store: how a PIN is made and kept, how a
//! serial reads, and how a check is judged.

use std::net::IpAddr;

use kernel::{StudentId, TermId};
use sha2::{Digest, Sha256};

use super::{CardState, PinCheckRules, PinError};

/// The most cards one batch makes.
pub const MAX_BATCH_CARDS: u32 = 10_000;
/// The most views one card allows.
pub const MAX_USES: u32 = 20;
/// A PIN's digits.
const PIN_DIGITS: usize = 12;
const PIN_SPACE: u64 = 1_000_000_000_000;

/// The key PINs are hashed with (decisions/022): derived from the server's secret key, so that a
/// copy of the database alone reveals no usable PIN, and a check costs one SHA-256.
#[derive(Clone)]
pub struct PinKey([u8; 32]);

impl std::fmt::Debug for PinKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PinKey(..)")
    }
}

impl PinKey {
    /// The key for PINs derived from the server's secret (any length; the app's is 32+).
    pub fn derive(secret: &[u8]) -> Self {
        let mut h = Sha256::new();
        h.update(b"school-portal/result-pins/v1\0");
        h.update(secret);
        Self(h.finalize().into())
    }

    /// The hash a card's PIN is kept under: bound to its serial, so a PIN is worth nothing on
    /// another card.
    pub fn hash(&self, serial: &str, pin: &str) -> Vec<u8> {
        let mut h = Sha256::new();
        h.update(self.0);
        h.update([0]);
        h.update(serial.trim().to_uppercase().as_bytes());
        h.update([0]);
        h.update(pin.as_bytes());
        h.finalize().to_vec()
    }
}

/// A new PIN: 12 digits drawn uniformly from the operating system's random source.
pub fn new_pin() -> Result<String, anyhow::Error> {
    // The largest multiple of 10^12 below 2^64: draws above it would favour small PINs.
    const ZONE: u64 = u64::MAX - (u64::MAX % PIN_SPACE);
    loop {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no random PIN: {e}"))?;
        let n = u64::from_le_bytes(bytes);
        if n < ZONE {
            return Ok(format!("{:012}", n % PIN_SPACE));
        }
    }
}

/// The PIN as typed, without the spaces and dashes a card prints between groups; `None` unless
/// it is 12 digits.
pub fn normalize_pin(typed: &str) -> Option<String> {
    let digits: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    (digits.len() == PIN_DIGITS && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// A session's short code in serials: `2526` for "2025/2026", the year for "2026", else the
/// session key's first four letters or digits.
pub fn session_code(name: &str, key: &str) -> String {
    let years: Vec<&str> = name
        .split(|c: char| !c.is_ascii_digit())
        .filter(|part| part.len() == 4)
        .collect();
    match years.as_slice() {
        [a, b, ..] => format!("{}{}", &a[2..], &b[2..]),
        [a] => (*a).to_owned(),
        [] => key
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(4)
            .collect::<String>()
            .to_uppercase(),
    }
}

/// A card's serial: `GFA-2526-000123`.
pub fn serial(prefix: &str, code: &str, number: i64) -> String {
    format!("{prefix}-{code}-{number:06}")
}

/// Who a client is to the throttles: its IPv4 address, or the /64 network of its IPv6 address,
/// since one home or phone is given a whole /64 and could otherwise change address at will.
pub fn client_group(address: &str) -> String {
    match address.parse::<IpAddr>() {
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
        Ok(IpAddr::V4(v4)) => v4.to_string(),
        Err(_) => address.to_owned(),
    }
}

/// The throttle key of a client's wrong tries, on any card.
pub fn client_key(group: &str) -> String {
    format!("pin-client:{group}")
}

/// The throttle key of one client's wrong tries on one card.
pub fn card_client_key(serial: &str, group: &str) -> String {
    format!("pin-card:{}:{group}", serial.trim().to_uppercase())
}

/// The throttle key of one client's checks of one card, right or wrong, counted before each
/// is judged.
pub fn burst_key(serial: &str, group: &str) -> String {
    format!("pin-burst:{}:{group}", serial.trim().to_uppercase())
}

/// Equal bytes, compared in time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Judges a check on what the store read: the student to bind (or bound) and the term to show,
/// or why not. The order is the families' order of questions: is this card real (an unknown
/// serial and a wrong PIN answer alike), still good, for this student, with a view left, and
/// are the results out (refused without using a view). A card already bound says it is used
/// up, or another student's, before anything about the admission number typed, so a card in
/// hand does not tell which admission numbers exist.
pub fn judge(state: &CardState, rules: &PinCheckRules) -> Result<(StudentId, TermId), PinError> {
    let Some(card) = &state.card else {
        return Err(PinError::WrongPin);
    };
    if !same(&card.pin_hash, &rules.pin_hash) {
        return Err(PinError::WrongPin);
    }
    if card.revoked {
        return Err(PinError::Revoked);
    }
    if rules.today > card.expires_on {
        return Err(PinError::Expired(card.expires_on));
    }
    let student = match card.bound_to {
        Some(bound) => {
            if card.uses >= card.uses_allowed {
                return Err(PinError::UsedUp(card.uses_allowed));
            }
            if state.student != Some(bound) {
                return Err(PinError::OtherStudent);
            }
            bound
        }
        None => {
            let Some(student) = state.student else {
                return Err(PinError::NoStudent);
            };
            if card.uses >= card.uses_allowed {
                return Err(PinError::UsedUp(card.uses_allowed));
            }
            student
        }
    };
    let term = match rules.term {
        Some(asked) => state.published.iter().find(|t| t.term_id == asked),
        None => state.published.first(),
    };
    match term {
        Some(t) => Ok((student, t.term_id)),
        None => Err(PinError::NotPublished(
            match (rules.term, &state.asked_term) {
                (Some(_), Some(name)) => name.clone(),
                _ => card.scope_name.clone(),
            },
        )),
    }
}

#[cfg(test)]
mod tests {
    use kernel::{StudentId, TermId};
    use proptest::prelude::*;
    use time::macros::date;
    use uuid::Uuid;

    use super::*;
    use crate::{
        pins::{CardState, PinCheckRules, PinError, StoredCard},
        results::CardTerm,
    };

    fn key() -> PinKey {
        PinKey::derive(b"a secret of the server")
    }

    fn term(id: TermId, name: &str) -> CardTerm {
        CardTerm {
            term_id: id,
            term_name: name.to_owned(),
            session_name: "2025/2026".to_owned(),
            class_name: "JSS 1A".to_owned(),
            published: true,
        }
    }

    struct World {
        ada: StudentId,
        bayo: StudentId,
        first: TermId,
        second: TermId,
        state: CardState,
        rules: PinCheckRules,
    }

    /// Ada's unused card of 2025/2026 (5 views, to 31 December 2026), both terms published;
    /// the right PIN typed on 1 December.
    fn world() -> World {
        let (ada, bayo) = (StudentId::generate(), StudentId::generate());
        let (first, second) = (TermId::generate(), TermId::generate());
        let hash = key().hash("GFA-2526-000001", "123456789012");
        World {
            ada,
            bayo,
            first,
            second,
            state: CardState {
                card: Some(StoredCard {
                    card_id: Uuid::now_v7(),
                    serial: "GFA-2526-000001".to_owned(),
                    scope_name: "2025/2026".to_owned(),
                    pin_hash: hash.clone(),
                    uses: 0,
                    uses_allowed: 5,
                    expires_on: date!(2026 - 12 - 31),
                    revoked: false,
                    bound_to: None,
                }),
                student: Some(ada),
                published: vec![term(second, "Second Term"), term(first, "First Term")],
                asked_term: None,
            },
            rules: PinCheckRules {
                pin_hash: hash,
                today: date!(2026 - 12 - 01),
                term: None,
            },
        }
    }

    fn card(w: &mut World) -> &mut StoredCard {
        w.state.card.as_mut().unwrap()
    }

    #[test]
    fn a_good_card_opens_the_latest_published_term_or_the_one_asked_for() {
        let mut w = world();
        assert_eq!(judge(&w.state, &w.rules).unwrap(), (w.ada, w.second));
        w.rules.term = Some(w.first);
        assert_eq!(judge(&w.state, &w.rules).unwrap(), (w.ada, w.first));
    }

    #[test]
    fn an_unknown_serial_and_a_wrong_pin_are_the_same_refusal() {
        let mut w = world();
        w.rules.pin_hash = key().hash("GFA-2526-000001", "123456789013");
        assert!(matches!(judge(&w.state, &w.rules), Err(PinError::WrongPin)));
        w.state.card = None;
        assert!(matches!(judge(&w.state, &w.rules), Err(PinError::WrongPin)));
        // The PIN of one card is worth nothing on another.
        let mut w = world();
        w.rules.pin_hash = key().hash("GFA-2526-000002", "123456789012");
        assert!(matches!(judge(&w.state, &w.rules), Err(PinError::WrongPin)));
        // Nor under another server's key.
        let mut w = world();
        w.rules.pin_hash =
            PinKey::derive(b"another server").hash("GFA-2526-000001", "123456789012");
        assert!(matches!(judge(&w.state, &w.rules), Err(PinError::WrongPin)));
    }

    #[test]
    fn withdrawn_expired_other_student_and_used_up_cards_are_refused_with_their_reason() {
        let mut w = world();
        card(&mut w).revoked = true;
        assert!(matches!(judge(&w.state, &w.rules), Err(PinError::Revoked)));

        let mut w = world();
        w.rules.today = date!(2027 - 01 - 01);
        assert!(
            matches!(judge(&w.state, &w.rules), Err(PinError::Expired(d)) if d == date!(2026 - 12 - 31))
        );
        // The expiry date itself still works.
        w.rules.today = date!(2026 - 12 - 31);
        assert!(judge(&w.state, &w.rules).is_ok());

        let mut w = world();
        let bayo = w.bayo;
        card(&mut w).bound_to = Some(bayo);
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::OtherStudent)
        ));
        // Bound to Ada, it keeps working for Ada.
        let ada = w.ada;
        card(&mut w).bound_to = Some(ada);
        assert!(judge(&w.state, &w.rules).is_ok());

        let mut w = world();
        card(&mut w).uses = 5;
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::UsedUp(5))
        ));

        let mut w = world();
        w.state.student = None;
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::NoStudent)
        ));
    }

    #[test]
    fn a_bound_card_does_not_tell_which_admission_numbers_exist() {
        // Bound to Bayo: an admission number nobody has reads like Ada's, another student's.
        let mut w = world();
        let bayo = w.bayo;
        card(&mut w).bound_to = Some(bayo);
        card(&mut w).uses = 1;
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::OtherStudent)
        ));
        w.state.student = None;
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::OtherStudent)
        ));
        // Used up, it says so before anything about the student typed.
        card(&mut w).uses = 5;
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::UsedUp(5))
        ));
        w.state.student = Some(w.ada);
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::UsedUp(5))
        ));
    }

    #[test]
    fn ipv6_clients_are_grouped_by_their_64_network() {
        assert_eq!(client_group("203.0.113.7"), "203.0.113.7");
        assert_eq!(
            client_group("2001:db8:1:2:aaaa::1"),
            client_group("2001:db8:1:2:bbbb:cccc:dddd:eeee")
        );
        assert_eq!(client_group("2001:db8:1:2::9"), "2001:db8:1:2::/64");
        assert_ne!(
            client_group("2001:db8:1:2::1"),
            client_group("2001:db8:1:3::1")
        );
        assert_eq!(client_group("::ffff:203.0.113.7"), "203.0.113.7");
        assert_eq!(client_group("unknown"), "unknown");
    }

    #[test]
    fn results_not_published_in_the_scope_are_refused_without_a_view() {
        let mut w = world();
        w.state.published.clear();
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::NotPublished(scope)) if scope == "2025/2026"
        ));
        // A term asked for and not published is named, not the whole session.
        let mut w = world();
        w.rules.term = Some(TermId::generate());
        w.state.asked_term = Some("Third Term, 2025/2026".to_owned());
        assert!(matches!(
            judge(&w.state, &w.rules),
            Err(PinError::NotPublished(name)) if name == "Third Term, 2025/2026"
        ));
    }

    #[test]
    fn serials_read_as_printed_and_session_codes_come_from_the_years() {
        assert_eq!(serial("GFA", "2526", 123), "GFA-2526-000123");
        assert_eq!(session_code("2025/2026", "2025-2026"), "2526");
        assert_eq!(session_code("2026", "y2026"), "2026");
        assert_eq!(session_code("Current session", "cur-1"), "CUR1");
    }

    #[test]
    fn a_pin_is_typed_with_or_without_its_groups() {
        assert_eq!(
            normalize_pin("1234 5678 9012").as_deref(),
            Some("123456789012")
        );
        assert_eq!(
            normalize_pin("1234-5678-9012").as_deref(),
            Some("123456789012")
        );
        assert_eq!(normalize_pin("12345678901"), None);
        assert_eq!(normalize_pin("12345678901a"), None);
    }

    proptest! {
        #[test]
        fn new_pins_are_twelve_digits(_round in 0..200u32) {
            let pin = new_pin().unwrap();
            prop_assert_eq!(pin.len(), 12);
            prop_assert!(pin.bytes().all(|b| b.is_ascii_digit()));
            prop_assert_eq!(normalize_pin(&pin), Some(pin.clone()));
        }

        #[test]
        fn a_hash_matches_only_its_own_serial_and_pin(a in "[0-9]{12}", b in "[0-9]{12}") {
            let k = key();
            prop_assert_eq!(k.hash("X-1", &a) == k.hash("X-1", &b), a == b);
            prop_assert_ne!(k.hash("X-1", &a), k.hash("X-2", &a));
        }
    }
}
