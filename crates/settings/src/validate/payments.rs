//! The rules of the payment settings.

use super::*;

/// The most a fee may be, in minor units (ten billion naira): as an admin's entry on an
/// invoice may. Above it a typo is likelier than a fee, and an invoice's sums stay far from
/// what an `i64` holds.
pub(crate) const MAX_FEE: i64 = 1_000_000_000_000;

pub(super) fn payments(e: &mut FieldErrors, s: &SchoolSettings) {
    let g = &s.payment_gateways;
    text(
        e,
        "payment_gateways.paystack.publicKey",
        &g.paystack.public_key,
        0,
        200,
    );
    text(
        e,
        "payment_gateways.stripe.publishableKey",
        &g.stripe.publishable_key,
        0,
        200,
    );
    text(
        e,
        "payment_gateways.flutterwave.publicKey",
        &g.flutterwave.public_key,
        0,
        200,
    );
    let bank = &g.bank_transfer;
    for (field, value) in [
        ("bankName", &bank.bank_name),
        ("accountNumber", &bank.account_number),
        ("accountName", &bank.account_name),
    ] {
        let path = format!("payment_gateways.bankTransfer.{field}");
        if bank.enabled && value.trim().is_empty() {
            push(
                e,
                path.clone(),
                "Enter this to offer bank transfer, or turn bank transfer off.",
            );
        }
        text(e, &path, value, 0, 200);
    }

    if s.fee_structure.categories.len() > 100 {
        push(
            e,
            "fee_structure.categories",
            "Give at most 100 fee categories.",
        );
    }
    // Written in the school's currency, as the admin types amounts (a code that is not one is
    // refused by its own rule).
    let most = kernel::Currency::parse(&s.currency).map_or_else(
        |_| MAX_FEE.to_string(),
        |c| kernel::Money::new(MAX_FEE, c).to_string(),
    );
    let too_large = format!("A fee is at most {most}: check the amount.");
    let mut ids = HashSet::new();
    for (i, category) in s.fee_structure.categories.iter().enumerate() {
        let at = format!("fee_structure.categories.{i}");
        if category.id.trim().is_empty() || !ids.insert(category.id.as_str()) {
            push(e, format!("{at}.id"), "Each fee category needs its own id.");
        }
        text(e, &format!("{at}.name"), &category.name, 1, 200);
        if category.amount < 0 {
            push(e, format!("{at}.amount"), "A fee cannot be negative.");
        } else if category.amount > MAX_FEE {
            push(e, format!("{at}.amount"), too_large.as_str());
        }
        if category.level_amounts.values().any(|a| *a < 0) {
            push(e, format!("{at}.levelAmounts"), "A fee cannot be negative.");
        } else if category.level_amounts.values().any(|a| *a > MAX_FEE) {
            push(e, format!("{at}.levelAmounts"), too_large.as_str());
        }
        if category.level_amounts.len() > 100 {
            push(
                e,
                format!("{at}.levelAmounts"),
                "Give at most 100 class levels.",
            );
        }
        if category.terms.iter().any(|t| !(1..=6).contains(t)) {
            push(
                e,
                format!("{at}.terms"),
                "Terms are numbered from 1 (the first term of a session) to 6.",
            );
        }
    }
    let plans = &s.fee_structure.payment_plans;
    if !(plans.full_payment || plans.two_installments || plans.three_installments) {
        push(
            e,
            "fee_structure.paymentPlans",
            "Offer at least one payment plan.",
        );
    }
    let sibling = &s.discount_rules.sibling_discount;
    for (field, value) in [
        ("secondChild", sibling.second_child),
        ("thirdChild", sibling.third_child),
    ] {
        if value > 100 {
            push(
                e,
                format!("discount_rules.siblingDiscount.{field}"),
                "A discount is a percentage from 0 to 100.",
            );
        }
    }
}
