//! The rules of the payment settings.

use super::*;

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

    let mut ids = HashSet::new();
    for (i, category) in s.fee_structure.categories.iter().enumerate() {
        let at = format!("fee_structure.categories.{i}");
        if category.id.trim().is_empty() || !ids.insert(category.id.as_str()) {
            push(e, format!("{at}.id"), "Each fee category needs its own id.");
        }
        text(e, &format!("{at}.name"), &category.name, 1, 200);
        if category.amount < 0 {
            push(e, format!("{at}.amount"), "A fee cannot be negative.");
        }
        if category.level_amounts.values().any(|a| *a < 0) {
            push(e, format!("{at}.levelAmounts"), "A fee cannot be negative.");
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
