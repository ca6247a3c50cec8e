//! The calculations behind an invoice (decisions/024), written once and property-tested: which
//! fees a student is charged, who in a family is the first child, the sibling discount, the
//! instalments of a plan and how a payment is allocated. All in integer minor units.

use std::collections::{BTreeMap, BTreeSet};

use time::Date;
use uuid::Uuid;

use super::model::{Plan, SiblingRule};

/// A fee category as the settings hold it (spec §3 "Payment", feeStructure.categories).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    pub id: String,
    pub name: String,
    /// Minor units, for every class level without an amount of its own.
    pub amount: i64,
    /// Class level id → minor units.
    pub level_amounts: BTreeMap<String, i64>,
    pub mandatory: bool,
    /// The terms it is charged in, by number (1 is the first term of a session); empty is
    /// every term.
    pub terms: Vec<u32>,
}

impl Category {
    /// What a student of `level` pays in term `term_number`, if the fee applies then.
    pub fn amount_for(&self, level: &str, term_number: u32) -> Option<i64> {
        if !self.terms.is_empty() && !self.terms.contains(&term_number) {
            return None;
        }
        let amount = self
            .level_amounts
            .get(level)
            .copied()
            .unwrap_or(self.amount);
        (amount > 0).then_some(amount)
    }
}

/// A fee charged on an invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charge {
    pub category_id: String,
    pub name: String,
    pub amount: i64,
}

/// The fees of a student of `level` in term `term_number`: every mandatory category and the
/// optional ones `chosen` for the student, in the settings' order, leaving out what costs
/// nothing for that level or is not charged that term.
pub fn charges(
    categories: &[Category],
    level: &str,
    term_number: u32,
    chosen: &BTreeSet<String>,
) -> Vec<Charge> {
    categories
        .iter()
        .filter(|c| c.mandatory || chosen.contains(&c.id))
        .filter_map(|c| {
            c.amount_for(level, term_number).map(|amount| Charge {
                category_id: c.id.clone(),
                name: c.name.clone(),
                amount,
            })
        })
        .collect()
}

/// One child of a family, as the sibling discount ranks them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sibling {
    pub student: Uuid,
    /// The term's fees before any discount.
    pub gross: i64,
    pub admission_number: String,
}

/// Where each child of a family stands for the sibling discount: the child with the highest
/// fees is the first (so the discount is the smallest it can be), then by fees, highest first;
/// equal fees go by admission number. Answers (student, place from 1), first child first.
pub fn sibling_order(family: &[Sibling]) -> Vec<(Uuid, u32)> {
    let mut children: Vec<&Sibling> = family.iter().collect();
    children.sort_by(|a, b| {
        b.gross
            .cmp(&a.gross)
            .then_with(|| a.admission_number.cmp(&b.admission_number))
            .then_with(|| a.student.cmp(&b.student))
    });
    children
        .into_iter()
        .zip(1u32..)
        .map(|(c, place)| (c.student, place))
        .collect()
}

/// The percentage off for the child at `place` (1 is the first child).
pub fn sibling_percent(rule: SiblingRule, place: u32) -> u32 {
    if !rule.enabled {
        return 0;
    }
    match place {
        0 | 1 => 0,
        2 => rule.second_child.min(100),
        _ => rule.third_child.min(100),
    }
}

/// `percent` of `gross`, rounded half up to the minor unit; never more than `gross`.
pub fn discount(gross: i64, percent: u32) -> i64 {
    if gross <= 0 || percent == 0 {
        return 0;
    }
    let scaled = i128::from(gross) * i128::from(percent.min(100));
    let rounded = (scaled + 50) / 100;
    i64::try_from(rounded).unwrap_or(gross).min(gross)
}

/// Families by shared parents: two students who share a parent are in one family, and so is
/// anyone linked through a chain of shared parents. Answers each family's students, sorted;
/// a student with no parent is a family of one.
pub fn families(links: &[(Uuid, Uuid)], students: &[Uuid]) -> Vec<Vec<Uuid>> {
    let mut parent_of: BTreeMap<Uuid, Uuid> = BTreeMap::new();
    fn find(parent_of: &mut BTreeMap<Uuid, Uuid>, x: Uuid) -> Uuid {
        let mut root = x;
        while let Some(&p) = parent_of.get(&root) {
            if p == root {
                break;
            }
            root = p;
        }
        // Path compression.
        let mut cur = x;
        while cur != root {
            let next = parent_of.get(&cur).copied().unwrap_or(root);
            parent_of.insert(cur, root);
            cur = next;
        }
        root
    }
    for s in students {
        parent_of.entry(*s).or_insert(*s);
    }
    let mut first_child_of: BTreeMap<Uuid, Uuid> = BTreeMap::new();
    for (student, parent) in links {
        parent_of.entry(*student).or_insert(*student);
        match first_child_of.get(parent) {
            None => {
                first_child_of.insert(*parent, *student);
            }
            Some(&other) => {
                let a = find(&mut parent_of, *student);
                let b = find(&mut parent_of, other);
                if a != b {
                    let (keep, join) = if a < b { (a, b) } else { (b, a) };
                    parent_of.insert(join, keep);
                }
            }
        }
    }
    let everyone: Vec<Uuid> = parent_of.keys().copied().collect();
    let mut groups: BTreeMap<Uuid, Vec<Uuid>> = BTreeMap::new();
    for s in everyone {
        let root = find(&mut parent_of, s);
        groups.entry(root).or_default().push(s);
    }
    groups
        .into_values()
        .map(|mut g| {
            g.sort();
            g
        })
        .collect()
}

/// One instalment of an invoice, with what of it is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instalment {
    pub number: u32,
    pub due_on: Date,
    pub amount: i64,
    pub paid: i64,
}

/// The instalments of `plan` for an invoice of `total` due on `due_dates` (the invoice's dates,
/// earliest first): as equal as minor units allow, the remainder on the last, adding up exactly
/// to `total`. `paid` (what the ledger holds of payments, less refunds) fills them earliest
/// first. A plan needing more dates than the invoice has uses the dates it has, the last ones
/// due on the last date.
pub fn instalments(total: i64, plan: Plan, due_dates: &[Date], paid: i64) -> Vec<Instalment> {
    let Some(&last) = due_dates.last() else {
        return Vec::new();
    };
    let parts = plan.parts();
    let n = i64::from(parts);
    let each = total.max(0) / n;
    let mut left_paid = paid.max(0);
    (0..parts)
        .map(|i| {
            let amount = if i + 1 == parts {
                total.max(0) - each * (n - 1)
            } else {
                each
            };
            let paid_here = left_paid.min(amount);
            left_paid -= paid_here;
            Instalment {
                number: i + 1,
                due_on: due_dates.get(i as usize).copied().unwrap_or(last),
                amount,
                paid: paid_here,
            }
        })
        .collect()
}

/// What one invoice still owes at one due date, for allocating a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Owed {
    pub invoice: Uuid,
    pub due_on: Date,
    pub amount: i64,
}

/// Allocates `amount` to the invoices paid for (decisions/024): what falls due earliest is paid
/// first, equal dates in the order given; what is left after everything owed is paid (a
/// payment made twice, or larger than the balances it was asked for) is a credit on the first
/// invoice, so nothing paid is ever lost. Answers (invoice, amount) in the order first paid,
/// one line per invoice, adding up exactly to `amount`; `fallback` takes the whole amount
/// when nothing is owed.
pub fn allocate(amount: i64, owed: &[Owed], fallback: Uuid) -> Vec<(Uuid, i64)> {
    let mut order: Vec<(usize, &Owed)> = owed.iter().enumerate().collect();
    order.sort_by(|(ia, a), (ib, b)| a.due_on.cmp(&b.due_on).then(ia.cmp(ib)));
    let mut out: Vec<(Uuid, i64)> = Vec::new();
    let add = |out: &mut Vec<(Uuid, i64)>, invoice: Uuid, value: i64| {
        if let Some(line) = out.iter_mut().find(|(i, _)| *i == invoice) {
            line.1 += value;
        } else {
            out.push((invoice, value));
        }
    };
    let mut left = amount.max(0);
    for (_, o) in order {
        if left == 0 {
            break;
        }
        let part = left.min(o.amount.max(0));
        if part > 0 {
            add(&mut out, o.invoice, part);
            left -= part;
        }
    }
    if left > 0 {
        let first = owed.first().map_or(fallback, |o| o.invoice);
        add(&mut out, first, left);
    }
    out
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use time::macros::date;

    use super::*;

    fn id(n: u8) -> Uuid {
        Uuid::from_bytes([n; 16])
    }

    fn category(id: &str, amount: i64, mandatory: bool) -> Category {
        Category {
            id: id.into(),
            name: id.to_uppercase(),
            amount,
            level_amounts: BTreeMap::new(),
            mandatory,
            terms: vec![],
        }
    }

    #[test]
    fn a_student_pays_the_mandatory_fees_their_level_and_term_have_and_the_optional_ones_chosen() {
        let mut tuition = category("tuition", 5_000_000, true);
        tuition.level_amounts.insert("ss1".into(), 7_500_000);
        let mut books = category("books", 1_200_000, true);
        books.terms = vec![1];
        let bus = category("bus", 3_000_000, false);
        let free = category("club", 0, true);
        let all = [tuition, books, bus, free];
        let chosen = BTreeSet::from(["bus".to_owned()]);
        let first = charges(&all, "ss1", 1, &chosen);
        assert_eq!(
            first
                .iter()
                .map(|c| (c.category_id.as_str(), c.amount))
                .collect::<Vec<_>>(),
            [
                ("tuition", 7_500_000),
                ("books", 1_200_000),
                ("bus", 3_000_000)
            ]
        );
        let second = charges(&all, "jss1", 2, &BTreeSet::new());
        assert_eq!(
            second
                .iter()
                .map(|c| (c.category_id.as_str(), c.amount))
                .collect::<Vec<_>>(),
            [("tuition", 5_000_000)]
        );
    }

    #[test]
    fn the_child_with_the_highest_fees_is_the_first_and_ties_go_by_admission_number() {
        let family = [
            Sibling {
                student: id(1),
                gross: 100,
                admission_number: "B".into(),
            },
            Sibling {
                student: id(2),
                gross: 300,
                admission_number: "C".into(),
            },
            Sibling {
                student: id(3),
                gross: 100,
                admission_number: "A".into(),
            },
        ];
        assert_eq!(sibling_order(&family), [(id(2), 1), (id(3), 2), (id(1), 3)]);
        let rule = SiblingRule {
            enabled: true,
            second_child: 10,
            third_child: 15,
        };
        assert_eq!(
            [1, 2, 3, 4].map(|p| sibling_percent(rule, p)),
            [0, 10, 15, 15]
        );
        let off = SiblingRule {
            enabled: false,
            ..rule
        };
        assert_eq!(sibling_percent(off, 2), 0);
    }

    #[test]
    fn students_who_share_a_parent_are_one_family_even_through_a_chain() {
        // 1 and 2 share parent 10; 2 and 3 share parent 11; 4 is alone; 5 has no parent.
        let links = [
            (id(1), id(10)),
            (id(2), id(10)),
            (id(2), id(11)),
            (id(3), id(11)),
            (id(4), id(12)),
        ];
        let got = families(&links, &[id(5)]);
        assert_eq!(
            got,
            vec![vec![id(1), id(2), id(3)], vec![id(4)], vec![id(5)]]
        );
    }

    #[test]
    fn instalments_put_the_remainder_on_the_last_and_payments_fill_the_earliest() {
        let dates = [
            date!(2026 - 09 - 14),
            date!(2026 - 10 - 19),
            date!(2026 - 11 - 16),
        ];
        let got = instalments(1_000_001, Plan::Three, &dates, 400_000);
        assert_eq!(
            got.iter()
                .map(|i| (i.due_on, i.amount, i.paid))
                .collect::<Vec<_>>(),
            [
                (dates[0], 333_333, 333_333),
                (dates[1], 333_333, 66_667),
                (dates[2], 333_335, 0)
            ]
        );
        // A plan longer than the dates given uses the last date for the rest.
        let two = instalments(100, Plan::Two, &dates[..1], 0);
        assert_eq!(two[1].due_on, dates[0]);
    }

    #[test]
    fn a_payment_pays_what_falls_due_first_and_a_surplus_is_a_credit_on_the_first_invoice() {
        let owed = [
            Owed {
                invoice: id(1),
                due_on: date!(2026 - 10 - 01),
                amount: 500,
            },
            Owed {
                invoice: id(2),
                due_on: date!(2026 - 09 - 01),
                amount: 300,
            },
            Owed {
                invoice: id(1),
                due_on: date!(2026 - 11 - 01),
                amount: 500,
            },
        ];
        assert_eq!(allocate(600, &owed, id(9)), [(id(2), 300), (id(1), 300)]);
        assert_eq!(
            allocate(1_500, &owed, id(9)),
            [(id(2), 300), (id(1), 1_200)]
        );
        assert_eq!(allocate(50, &[], id(9)), [(id(9), 50)]);
    }

    fn dates() -> impl Strategy<Value = Vec<Date>> {
        prop::collection::vec(0u16..300, 1..4).prop_map(|mut days| {
            days.sort_unstable();
            days.into_iter()
                .map(|d| date!(2026 - 09 - 01) + time::Duration::days(i64::from(d)))
                .collect()
        })
    }

    fn plan() -> impl Strategy<Value = Plan> {
        prop_oneof![Just(Plan::Full), Just(Plan::Two), Just(Plan::Three)]
    }

    proptest! {
        #[test]
        fn instalments_always_add_up_to_the_total_and_never_differ_by_more_than_the_remainder(
            total in 0i64..10_000_000_000,
            plan in plan(),
            due in dates(),
            paid in 0i64..12_000_000_000,
        ) {
            let parts = instalments(total, plan, &due, paid);
            prop_assert_eq!(parts.len() as u32, plan.parts());
            prop_assert_eq!(parts.iter().map(|i| i.amount).sum::<i64>(), total);
            prop_assert_eq!(parts.iter().map(|i| i.paid).sum::<i64>(), paid.min(total));
            let first = parts[0].amount;
            for p in &parts {
                prop_assert!(p.amount >= first && p.amount - first < i64::from(plan.parts()));
                prop_assert!(p.paid <= p.amount && p.paid >= 0);
            }
            // Paid earliest first: no instalment is paid while an earlier one is not.
            for w in parts.windows(2) {
                prop_assert!(w[1].paid == 0 || w[0].paid == w[0].amount);
            }
        }

        #[test]
        fn an_allocation_always_adds_up_to_the_payment_and_pays_no_instalment_beyond_what_it_owes(
            amount in 0i64..5_000_000_000,
            owed in prop::collection::vec((0u8..4, 0u16..200, 0i64..1_000_000_000), 0..8),
        ) {
            let owed: Vec<Owed> = owed
                .into_iter()
                .map(|(i, d, a)| Owed {
                    invoice: id(i),
                    due_on: date!(2026 - 09 - 01) + time::Duration::days(i64::from(d)),
                    amount: a,
                })
                .collect();
            let lines = allocate(amount, &owed, id(9));
            prop_assert_eq!(lines.iter().map(|(_, a)| a).sum::<i64>(), amount);
            prop_assert!(lines.iter().all(|(_, a)| *a > 0));
            let total_owed: i64 = owed.iter().map(|o| o.amount).sum();
            if amount <= total_owed {
                // Within what is owed, no invoice gets more than it owes.
                for (invoice, got) in &lines {
                    let owes: i64 = owed.iter().filter(|o| o.invoice == *invoice).map(|o| o.amount).sum();
                    prop_assert!(*got <= owes);
                }
            }
        }

        #[test]
        fn a_discount_is_never_more_than_the_fees_and_the_net_adds_up(
            gross in 0i64..10_000_000_000,
            percent in 0u32..=100,
        ) {
            let off = discount(gross, percent);
            prop_assert!(off >= 0 && off <= gross);
            // Within half a minor unit of the exact percentage.
            let exact = i128::from(gross) * i128::from(percent);
            prop_assert!((i128::from(off) * 100 - exact).abs() <= 50);
        }

        #[test]
        fn the_sibling_order_is_a_ranking_of_everyone_with_the_highest_fees_first(
            fees in prop::collection::vec(0i64..1_000_000, 1..6),
        ) {
            let family: Vec<Sibling> = fees
                .iter()
                .enumerate()
                .map(|(i, g)| Sibling { student: id(i as u8), gross: *g, admission_number: format!("A{i}") })
                .collect();
            let order = sibling_order(&family);
            prop_assert_eq!(order.len(), family.len());
            let gross_of = |s: Uuid| family.iter().find(|f| f.student == s).map(|f| f.gross).unwrap_or(0);
            for w in order.windows(2) {
                prop_assert!(gross_of(w[0].0) >= gross_of(w[1].0));
            }
            prop_assert_eq!(order.iter().map(|(_, p)| *p).collect::<Vec<_>>(), (1..=family.len() as u32).collect::<Vec<_>>());
        }
    }
}
