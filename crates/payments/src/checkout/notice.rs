//! The receipt a payer is sent when a payment is credited: in-app always, by e-mail where the
//! school sends e-mail and the payer's preferences take it (decisions/024).

use kernel::{
    Money, UserId,
    outbox::{Channel, Event, NewNotification},
};
use time::OffsetDateTime;
use uuid::Uuid;

use super::Payment;

/// Where a payer's receipt goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiptRecipient {
    pub user: UserId,
    pub name: String,
    /// Their address, when the school sends e-mail and they take it.
    pub email: Option<String>,
}

/// The receipt notices of a credited `payment`, one per channel (the dedup key makes a second
/// write of the same receipt nothing).
pub fn receipt_notices(
    payment: &Payment,
    to: &ReceiptRecipient,
    school_name: &str,
    link: &str,
    at: OffsetDateTime,
) -> Vec<NewNotification> {
    let Some(number) = payment.receipt_number.as_deref() else {
        return Vec::new();
    };
    let amount = Money::new(payment.amount, payment.currency);
    let subject = format!("Receipt {number}: {amount} received by {school_name}");
    let mut lines = String::new();
    for a in &payment.allocations {
        let part = Money::new(a.amount, payment.currency);
        lines.push_str(&format!("- {}, {}: {part}\n", a.student_name, a.term_name));
    }
    let body = format!(
        "Dear {name},\n\n{school_name} received {amount} from you ({gateway}, reference \
         {reference}). Receipt {number}:\n\n{lines}\nThe receipt can be printed from the fees \
         page of the portal:\n\n{link}",
        name = to.name,
        gateway = payment.gateway.name(),
        reference = payment.reference,
    );
    let notice = |channel: Channel, recipient: String| NewNotification {
        id: Uuid::now_v7(),
        event: Event::PaymentReceipt,
        channel,
        user_id: Some(to.user),
        recipient,
        subject: subject.clone(),
        body: body.clone(),
        link: Some(link.to_owned()),
        dedup_key: Some(format!("receipt:{}:{}", payment.id, channel.as_str())),
        created_at: at,
        not_before: None,
    };
    let mut out = vec![notice(Channel::InApp, String::new())];
    if let Some(email) = to.email.as_deref().filter(|e| kernel::is_email(e)) {
        out.push(notice(Channel::Email, email.to_owned()));
    }
    out
}
