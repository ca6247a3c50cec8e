//! Invoices, their ledger entries and instalments, and the forms that make them.

use std::collections::BTreeSet;

use kernel::{ClassId, Currency, LevelId, TermId};
use serde::{Deserialize, Serialize};
use time::{Date, OffsetDateTime};
use uuid::Uuid;

#[cfg(feature = "openapi")]
use utoipa::ToSchema;

use super::rules::{Category, Charge, Instalment, instalments};

/// A list of dates written `YYYY-MM-DD`.
mod ymd_list {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use time::Date;

    pub fn serialize<S: Serializer>(dates: &[Date], s: S) -> Result<S::Ok, S::Error> {
        dates
            .iter()
            .map(|d| kernel::dates::format(*d))
            .collect::<Vec<_>>()
            .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Date>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|t| {
                kernel::dates::parse(t).ok_or_else(|| {
                    serde::de::Error::custom(format!("{t:?} is not a date written YYYY-MM-DD."))
                })
            })
            .collect()
    }
}

/// How an invoice is paid: in full, or in two or three instalments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Plan {
    Full,
    Two,
    Three,
}

impl Plan {
    pub const ALL: [Plan; 3] = [Plan::Full, Plan::Two, Plan::Three];

    pub fn parts(self) -> u32 {
        match self {
            Plan::Full => 1,
            Plan::Two => 2,
            Plan::Three => 3,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Plan::Full => "full",
            Plan::Two => "two",
            Plan::Three => "three",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == value)
    }
}

/// The plans the school offers (feeStructure.paymentPlans).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OfferedPlans {
    pub full: bool,
    pub two: bool,
    pub three: bool,
}

impl OfferedPlans {
    pub fn offers(self, plan: Plan) -> bool {
        match plan {
            Plan::Full => self.full,
            Plan::Two => self.two,
            Plan::Three => self.three,
        }
    }

    /// The plan an invoice starts with: in full where offered, else the fewest instalments.
    pub fn default_plan(self) -> Plan {
        Plan::ALL
            .into_iter()
            .find(|p| self.offers(*p))
            .unwrap_or(Plan::Full)
    }
}

/// discountRules.siblingDiscount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SiblingRule {
    pub enabled: bool,
    /// Percent off the second child's fees.
    pub second_child: u32,
    /// Percent off the third's and every later child's.
    pub third_child: u32,
}

/// What the settings say about fees, read when invoices are made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeeRules {
    pub currency: Currency,
    pub categories: Vec<Category>,
    pub plans: OfferedPlans,
    pub sibling: SiblingRule,
}

/// What a ledger entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// A fee (positive).
    Charge,
    /// The sibling discount (negative).
    Discount,
    /// Money received (negative).
    Payment,
    /// Money given back (positive).
    Refund,
    /// A payment taken back, such as a bank transfer found not to have arrived (positive).
    Reversal,
}

impl EntryKind {
    pub const ALL: [EntryKind; 5] = [
        EntryKind::Charge,
        EntryKind::Discount,
        EntryKind::Payment,
        EntryKind::Refund,
        EntryKind::Reversal,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Charge => "charge",
            EntryKind::Discount => "discount",
            EntryKind::Payment => "payment",
            EntryKind::Refund => "refund",
            EntryKind::Reversal => "reversal",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == value)
    }

    /// Whether it moves money (rather than what is owed).
    pub fn is_money(self) -> bool {
        matches!(
            self,
            EntryKind::Payment | EntryKind::Refund | EntryKind::Reversal
        )
    }
}

/// One line of the ledger: what an invoice's balance is the sum of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Entry {
    pub id: i64,
    pub kind: EntryKind,
    /// The fee category of a charge.
    pub category_id: Option<String>,
    pub description: String,
    /// Minor units: positive adds to what is owed, negative takes from it.
    pub amount: i64,
    /// The payment a payment, refund or reversal belongs to.
    pub payment_id: Option<Uuid>,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub created_at: OffsetDateTime,
}

/// Where an invoice stands, derived from its balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum InvoiceStatus {
    /// Nothing paid yet.
    Unpaid,
    /// Some paid, some owed.
    PartPaid,
    /// Nothing owed.
    Paid,
    /// More paid than owed: the school owes the family the difference.
    Credit,
}

impl InvoiceStatus {
    pub fn of(net: i64, paid: i64) -> Self {
        let balance = net - paid;
        if balance < 0 {
            InvoiceStatus::Credit
        } else if balance == 0 {
            InvoiceStatus::Paid
        } else if paid > 0 {
            InvoiceStatus::PartPaid
        } else {
            InvoiceStatus::Unpaid
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            InvoiceStatus::Unpaid => "unpaid",
            InvoiceStatus::PartPaid => "part_paid",
            InvoiceStatus::Paid => "paid",
            InvoiceStatus::Credit => "credit",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        [
            InvoiceStatus::Unpaid,
            InvoiceStatus::PartPaid,
            InvoiceStatus::Paid,
            InvoiceStatus::Credit,
        ]
        .into_iter()
        .find(|s| s.as_str() == value)
    }
}

/// The figures of an invoice, all derived from its entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Figures {
    /// The fees charged.
    pub charged: i64,
    /// The sibling discount (a positive amount taken off).
    pub discount: i64,
    /// What is owed for the term: charged less discount.
    pub net: i64,
    /// Money received, less refunds and reversals.
    pub paid: i64,
    /// What is still owed (negative: a credit).
    pub balance: i64,
    pub status: InvoiceStatus,
}

impl Figures {
    /// The figures of `entries`: the balance is their sum, so it cannot disagree with them.
    pub fn of(entries: &[Entry]) -> Self {
        let sum = |kinds: &[EntryKind]| -> i64 {
            entries
                .iter()
                .filter(|e| kinds.contains(&e.kind))
                .map(|e| e.amount)
                .sum()
        };
        Self::from_sums(
            sum(&[EntryKind::Charge]),
            -sum(&[EntryKind::Discount]),
            -sum(&[EntryKind::Payment, EntryKind::Refund, EntryKind::Reversal]),
        )
    }

    /// From the sums a store computed: charges, discounts (positive) and money received.
    pub fn from_sums(charged: i64, discount: i64, paid: i64) -> Self {
        let net = charged - discount;
        Self {
            charged,
            discount,
            net,
            paid,
            balance: net - paid,
            status: InvoiceStatus::of(net, paid),
        }
    }
}

/// An invoice as the store holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredInvoice {
    pub id: Uuid,
    pub student_id: Uuid,
    pub student_name: String,
    pub admission_number: String,
    pub class_name: Option<String>,
    pub term_id: TermId,
    pub term_name: String,
    pub currency: Currency,
    pub plan: Plan,
    pub due_dates: Vec<Date>,
    pub entries: Vec<Entry>,
    pub created_at: OffsetDateTime,
}

/// One instalment as an invoice shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct InstalmentView {
    pub number: u32,
    #[serde(with = "kernel::dates::ymd")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = Date))]
    pub due_on: Date,
    pub amount: i64,
    pub paid: i64,
    /// Not fully paid and its date has passed.
    pub overdue: bool,
}

/// An invoice with its lines, ledger, figures and instalments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Invoice {
    pub id: Uuid,
    pub student_id: Uuid,
    pub student_name: String,
    pub admission_number: String,
    pub class_name: Option<String>,
    pub term_id: TermId,
    pub term_name: String,
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "NGN"))]
    pub currency: Currency,
    pub plan: Plan,
    #[serde(with = "ymd_list")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub due_dates: Vec<Date>,
    /// Every entry, oldest first: the charges and the discount are the invoice's lines.
    pub entries: Vec<Entry>,
    pub figures: Figures,
    pub instalments: Vec<InstalmentView>,
    /// What is due by today and not paid (overdue instalments and today's).
    pub due_now: i64,
    #[serde(with = "time::serde::rfc3339")]
    #[cfg_attr(feature = "openapi", schema(value_type = String, format = DateTime))]
    pub created_at: OffsetDateTime,
}

impl Invoice {
    /// The invoice as of `today`.
    pub fn of(stored: StoredInvoice, today: Date) -> Self {
        let figures = Figures::of(&stored.entries);
        let parts: Vec<InstalmentView> =
            instalments(figures.net, stored.plan, &stored.due_dates, figures.paid)
                .into_iter()
                .map(|i: Instalment| InstalmentView {
                    number: i.number,
                    due_on: i.due_on,
                    amount: i.amount,
                    paid: i.paid,
                    overdue: i.paid < i.amount && i.due_on < today,
                })
                .collect();
        let due_now = parts
            .iter()
            .filter(|i| i.due_on <= today)
            .map(|i| i.amount - i.paid)
            .sum();
        Self {
            id: stored.id,
            student_id: stored.student_id,
            student_name: stored.student_name,
            admission_number: stored.admission_number,
            class_name: stored.class_name,
            term_id: stored.term_id,
            term_name: stored.term_name,
            currency: stored.currency,
            plan: stored.plan,
            due_dates: stored.due_dates,
            entries: stored.entries,
            figures,
            instalments: parts,
            due_now,
            created_at: stored.created_at,
        }
    }
}

/// An invoice in a list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct InvoiceSummary {
    pub id: Uuid,
    pub student_id: Uuid,
    pub student_name: String,
    pub admission_number: String,
    pub class_name: Option<String>,
    pub term_name: String,
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "NGN"))]
    pub currency: Currency,
    pub plan: Plan,
    pub figures: Figures,
}

/// Which invoices a list shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InvoiceFilter {
    pub term: Option<TermId>,
    pub class: Option<ClassId>,
    pub status: Option<InvoiceStatus>,
    /// Part of a student's name or admission number.
    pub search: Option<String>,
    pub page: kernel::PageRequest,
}

/// Which students to invoice: a class, a class level, or (neither) the whole school.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct GenerateInvoices {
    pub term_id: TermId,
    #[serde(default)]
    pub class_id: Option<ClassId>,
    #[serde(default)]
    pub level_id: Option<LevelId>,
    /// When the instalments fall due, earliest first: the first instalment (or the whole
    /// invoice) on the first date, the second on the second, the third on the third.
    #[serde(with = "ymd_list")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub due_dates: Vec<Date>,
}

/// What generating did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Generated {
    /// Students in the class, level or school this term.
    pub students: u32,
    /// Invoices made now.
    pub created: u32,
    /// Students who already had this term's invoice (left as they are).
    pub existing: u32,
    /// Students with no fee to pay this term (no invoice made).
    pub nothing_to_pay: u32,
}

/// The term invoices are made for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermInfo {
    pub id: TermId,
    pub name: String,
    /// 1 for the first term of its session.
    pub number: u32,
}

/// A student of a family, as generating invoices needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FamilyMember {
    pub student: Uuid,
    pub admission_number: String,
    /// Their class level in the term's session; `None` when not enrolled then.
    pub level: Option<String>,
    /// The optional fee categories chosen for them this term.
    pub chosen: BTreeSet<String>,
    /// The fees of their invoice for the term, when they have one.
    pub invoiced: Option<i64>,
    /// The parents they are linked to.
    pub parents: Vec<Uuid>,
}

/// An invoice to store with its first entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewInvoice {
    pub id: Uuid,
    pub student: Uuid,
    pub term: TermId,
    pub currency: Currency,
    pub plan: Plan,
    pub due_dates: Vec<Date>,
    pub charges: Vec<Charge>,
    /// The sibling discount's description and amount (positive), when there is one.
    pub discount: Option<(String, i64)>,
    pub created_by: kernel::UserId,
}

/// The optional fees chosen for a student in a term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct FeeChoices {
    pub student_id: Uuid,
    pub term_id: TermId,
    pub category_ids: Vec<String>,
}

/// A class's fees in a term: what is expected and what has come in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct ClassCollection {
    pub class_id: Uuid,
    pub class_name: String,
    /// Students enrolled in the class this session.
    pub students: u32,
    /// Students with an invoice for the term.
    pub invoiced: u32,
    /// What the invoices ask for, after discounts.
    pub expected: i64,
    pub collected: i64,
    pub outstanding: i64,
}

/// An admin's change to an issued invoice, as a ledger entry of its own: a fee added after the
/// invoice was raised, or money given back (a refund) or taken back (a reversal, such as a
/// transfer found not to have arrived) from one of the payments that paid it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(ToSchema))]
pub struct Adjustment {
    /// `charge`, `refund` or `reversal`.
    pub kind: EntryKind,
    /// Minor units, more than nothing: the sign follows from the kind.
    pub amount: i64,
    pub description: String,
    /// The payment a refund or reversal gives or takes back.
    #[serde(default)]
    pub payment_id: Option<Uuid>,
}

/// An adjustment checked, for the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEntry {
    pub kind: EntryKind,
    /// Signed as the ledger keeps it.
    pub amount: i64,
    pub description: String,
    pub payment_id: Option<Uuid>,
    pub by: kernel::UserId,
    pub at: OffsetDateTime,
}
