//! Fees and payments (issue 20, decisions/024): `/api/fees/` for invoices (raised by admins who
//! confirm payments, read by every admin, by a parent for their children and by a student for
//! themselves) and the family statement; `/api/payments/` for checkouts, bank transfers, the
//! payer's return, the admins' list, confirmation and rejection, and the gateways' webhooks.

pub mod invoices;
pub mod payments;

use crate::routes::registry::{Endpoint, endpoint};

/// The endpoints of fees and payments.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(invoices::statement),
        endpoint!(invoices::generate),
        endpoint!(invoices::collection),
        endpoint!(invoices::choices),
        endpoint!(invoices::set_choices),
        endpoint!(invoices::list),
        endpoint!(invoices::invoice),
        endpoint!(invoices::set_plan),
        endpoint!(invoices::adjust),
        // Fixed segments before `{id}`.
        endpoint!(payments::checkout),
        endpoint!(payments::verify),
        endpoint!(payments::bank_transfer),
        endpoint!(payments::webhook),
        endpoint!(payments::export),
        endpoint!(payments::list),
        endpoint!(payments::payment),
        endpoint!(payments::proof),
        endpoint!(payments::confirm),
        endpoint!(payments::reject),
    ]
}
