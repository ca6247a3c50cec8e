//! What becomes of a message after a sender tried it: sent, tried again later, or failed.

use std::time::Duration;

use time::OffsetDateTime;
use uuid::Uuid;

/// How long a claimed message is the claiming sender's: another sender takes it only after this,
/// if the first stopped before recording what happened.
pub const LEASE: Duration = Duration::from_secs(5 * 60);

/// How long a message waits after each failed try: 1 min, 5 min, 30 min, 2 h, 12 h. After the
/// last, it fails for good.
pub const BACKOFF: [Duration; 5] = [
    Duration::from_secs(60),
    Duration::from_secs(5 * 60),
    Duration::from_secs(30 * 60),
    Duration::from_secs(2 * 60 * 60),
    Duration::from_secs(12 * 60 * 60),
];

/// How long a message waits for the school to set a provider before it is looked at again.
pub const WAIT_FOR_PROVIDER: Duration = Duration::from_secs(60);

/// What the provider did with a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Accepted, with the provider's id for it if it gave one.
    Sent(Option<String>),
    /// No provider is set for the channel (or it is turned off): the message waits, and the
    /// try does not count.
    NotConfigured(String),
    /// A failure that may pass: the server is down, a timeout, a 4xx SMTP reply, a 5xx or 429.
    Transient(String),
    /// A refusal that will not change: a bad address, a rejected sender, a 4xx API answer.
    Permanent(String),
}

/// What to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Sent {
        provider_message_id: Option<String>,
    },
    /// Try again at `at`. `counted` is false when the try did not reach a provider.
    Retry {
        error: String,
        at: OffsetDateTime,
        counted: bool,
    },
    Failed {
        error: String,
    },
}

/// The outcome of the `attempt`-th try (1 for the first) of message `id`.
pub fn outcome(id: Uuid, attempt: u32, delivery: Delivery, now: OffsetDateTime) -> Outcome {
    match delivery {
        Delivery::Sent(provider_message_id) => Outcome::Sent {
            provider_message_id,
        },
        Delivery::NotConfigured(reason) => Outcome::Retry {
            error: reason,
            at: now + WAIT_FOR_PROVIDER,
            counted: false,
        },
        Delivery::Permanent(error) => Outcome::Failed { error },
        Delivery::Transient(error) => match backoff(id, attempt) {
            Some(wait) => Outcome::Retry {
                error,
                at: now + wait,
                counted: true,
            },
            None => Outcome::Failed {
                error: format!("{error} (gave up after {attempt} tries)"),
            },
        },
    }
}

/// How long to wait after the `attempt`-th failed try, with up to ±20% of jitter so that
/// messages that failed together are not all tried again in the same second. `None` once every
/// retry is spent. The jitter comes from the message's id: the same message always waits the
/// same, and different messages spread.
pub fn backoff(id: Uuid, attempt: u32) -> Option<Duration> {
    let base = *BACKOFF.get(usize::try_from(attempt.checked_sub(1)?).ok()?)?;
    let spread = u64::from(id.as_u128().to_le_bytes()[0]) % 41; // 0..=40
    let percent = 80 + spread; // 80%..=120%
    Some(base * u32::try_from(percent).unwrap_or(100) / 100)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn at() -> OffsetDateTime {
        OffsetDateTime::UNIX_EPOCH
    }

    #[test]
    fn a_transient_failure_waits_longer_each_time_then_fails_for_good() {
        let id = Uuid::now_v7();
        let mut last = Duration::ZERO;
        for attempt in 1..=5 {
            let Outcome::Retry {
                at: next, counted, ..
            } = outcome(id, attempt, Delivery::Transient("down".into()), at())
            else {
                panic!("attempt {attempt} should be retried");
            };
            assert!(counted);
            let wait = Duration::try_from(next - at()).unwrap();
            assert!(wait > last, "attempt {attempt}: {wait:?} after {last:?}");
            last = wait;
        }
        assert_eq!(
            outcome(id, 6, Delivery::Transient("down".into()), at()),
            Outcome::Failed {
                error: "down (gave up after 6 tries)".into()
            }
        );
    }

    #[test]
    fn a_permanent_refusal_fails_at_once_and_no_provider_waits_uncounted() {
        let id = Uuid::now_v7();
        assert_eq!(
            outcome(id, 1, Delivery::Permanent("no such mailbox".into()), at()),
            Outcome::Failed {
                error: "no such mailbox".into()
            }
        );
        assert_eq!(
            outcome(id, 3, Delivery::NotConfigured("no provider".into()), at()),
            Outcome::Retry {
                error: "no provider".into(),
                at: at() + WAIT_FOR_PROVIDER,
                counted: false
            }
        );
    }

    proptest! {
        #[test]
        fn the_jitter_stays_within_a_fifth_of_the_schedule(bits in any::<u128>(), attempt in 1u32..=5) {
            let wait = backoff(Uuid::from_u128(bits), attempt).unwrap();
            let base = BACKOFF[attempt as usize - 1];
            prop_assert!(wait >= base * 4 / 5 && wait <= base * 6 / 5);
        }
    }
}
