//! Fee reminders (the settings' `feeReminder`): a family is reminded of an instalment a few
//! days before it falls due and once it is overdue, once each (a key per invoice, instalment,
//! kind and parent that the outbox writes once).

use async_trait::async_trait;
use kernel::UserId;
use time::{Date, Duration};
use uuid::Uuid;

use super::{Invoice, StoredInvoice};
use crate::PaymentsError;

/// How many days before its date an instalment is reminded of.
pub const DAYS_BEFORE: i64 = 3;
/// How long after its date an overdue instalment may still be reminded of (a reminder missed
/// while the portal was down is sent late, not months late).
pub const OVERDUE_FOR: i64 = 30;

/// A parent to remind, with how they may be reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeeGuardian {
    pub user: UserId,
    pub name: String,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub wants_email: bool,
    pub wants_sms: bool,
}

/// An open invoice with a date near, and the parents of its student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReminderCandidate {
    pub invoice: StoredInvoice,
    pub guardians: Vec<FeeGuardian>,
}

/// Before the date, or after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReminderKind {
    Before,
    Overdue,
}

impl ReminderKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ReminderKind::Before => "before",
            ReminderKind::Overdue => "overdue",
        }
    }
}

/// One reminder to one parent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    /// The outbox writes a key once: the reminder is sent once.
    pub key: String,
    pub kind: ReminderKind,
    pub guardian: FeeGuardian,
    pub invoice: Uuid,
    pub student_name: String,
    /// What is left of the instalment, in minor units.
    pub amount: i64,
    pub currency: kernel::Currency,
    pub due_on: Date,
}

/// The reminders `candidate` calls for on `today`: each instalment not fully paid, due within
/// [`DAYS_BEFORE`] days or overdue by up to [`OVERDUE_FOR`] days, to each parent.
pub fn reminders(candidate: &ReminderCandidate, today: Date) -> Vec<Reminder> {
    let invoice = Invoice::of(candidate.invoice.clone(), today);
    let mut out = Vec::new();
    for part in invoice.instalments.iter().filter(|i| i.paid < i.amount) {
        let days = (part.due_on - today).whole_days();
        let kind = if (0..=DAYS_BEFORE).contains(&days) {
            ReminderKind::Before
        } else if (-OVERDUE_FOR..0).contains(&days) {
            ReminderKind::Overdue
        } else {
            continue;
        };
        for g in &candidate.guardians {
            out.push(Reminder {
                key: format!(
                    "fee-reminder:{}:{}:{}:{}",
                    invoice.id,
                    part.number,
                    kind.as_str(),
                    g.user
                ),
                kind,
                guardian: g.clone(),
                invoice: invoice.id,
                student_name: invoice.student_name.clone(),
                amount: part.amount - part.paid,
                currency: invoice.currency,
                due_on: part.due_on,
            });
        }
    }
    out
}

/// The window of due dates whose invoices may call for a reminder on `today`.
pub fn window(today: Date) -> (Date, Date) {
    (
        today - Duration::days(OVERDUE_FOR),
        today + Duration::days(DAYS_BEFORE),
    )
}

/// Where reminders go: composed with the school's `feeReminder` template and written to the
/// outbox, each key once. Answers how many messages were written.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait ReminderOutbox: Send + Sync {
    async fn remind(&self, reminders: Vec<Reminder>) -> Result<usize, PaymentsError>;
}

#[cfg(test)]
mod tests {
    use time::{OffsetDateTime, macros::date};

    use super::*;
    use crate::fees::{Entry, EntryKind, Plan};

    fn candidate(paid: i64) -> ReminderCandidate {
        let at = OffsetDateTime::UNIX_EPOCH;
        let mut entries = vec![Entry {
            id: 1,
            kind: EntryKind::Charge,
            category_id: Some("tuition".into()),
            description: "Tuition".into(),
            amount: 300_000,
            payment_id: None,
            created_at: at,
        }];
        if paid > 0 {
            entries.push(Entry {
                id: 2,
                kind: EntryKind::Payment,
                category_id: None,
                description: "Payment".into(),
                amount: -paid,
                payment_id: Some(Uuid::nil()),
                created_at: at,
            });
        }
        ReminderCandidate {
            invoice: StoredInvoice {
                id: Uuid::from_bytes([1; 16]),
                student_id: Uuid::from_bytes([2; 16]),
                student_name: "Ada Obi".into(),
                admission_number: "A/1".into(),
                class_name: None,
                term_id: kernel::TermId::from_uuid(Uuid::from_bytes([3; 16])),
                term_name: "First Term".into(),
                currency: kernel::Currency::NGN,
                plan: Plan::Three,
                due_dates: vec![
                    date!(2026 - 09 - 14),
                    date!(2026 - 10 - 12),
                    date!(2026 - 11 - 09),
                ],
                entries,
                created_at: at,
            },
            guardians: vec![FeeGuardian {
                user: UserId::from_uuid(Uuid::from_bytes([4; 16])),
                name: "Mrs Obi".into(),
                email: None,
                phone: None,
                wants_email: true,
                wants_sms: false,
            }],
        }
    }

    #[test]
    fn an_instalment_is_reminded_of_just_before_its_date_and_once_overdue() {
        let c = candidate(0);
        // Three days before the second date, the first is overdue.
        let got = reminders(&c, date!(2026 - 10 - 09));
        let what: Vec<(u32, ReminderKind, i64)> = got
            .iter()
            .map(|r| {
                (
                    r.key.split(':').nth(2).unwrap().parse().unwrap(),
                    r.kind,
                    r.amount,
                )
            })
            .collect();
        assert_eq!(
            what,
            [
                (1, ReminderKind::Overdue, 100_000),
                (2, ReminderKind::Before, 100_000)
            ]
        );
        // Four days before, nothing for the second; long overdue, nothing for the first.
        assert!(reminders(&c, date!(2026 - 12 - 20)).is_empty());
        assert_eq!(reminders(&c, date!(2026 - 09 - 10)).len(), 0);
        assert_eq!(reminders(&c, date!(2026 - 09 - 11)).len(), 1);
    }

    #[test]
    fn a_paid_instalment_is_not_reminded_of() {
        let c = candidate(150_000);
        // The first is paid, half the second: only what is left of the second.
        let got = reminders(&c, date!(2026 - 10 - 12));
        assert_eq!(got.len(), 1);
        assert_eq!((got[0].kind, got[0].amount), (ReminderKind::Before, 50_000));
    }
}
