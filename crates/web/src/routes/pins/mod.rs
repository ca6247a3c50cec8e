//! Result checker PINs (issue 18, decisions/022): `/api/result-pins/`. Admins who publish
//! results make batches of scratch cards (the PINs are in that answer only), list them and
//! their cards' use, export the use as CSV and withdraw a card or a batch (`batches`); anyone
//! checks a published report card with a card (`check`).

pub mod batches;
pub mod check;

use crate::routes::registry::{Endpoint, endpoint};

/// The result checker's endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(batches::make_batch),
        endpoint!(batches::batches),
        endpoint!(batches::batch),
        endpoint!(batches::cards),
        endpoint!(batches::export),
        endpoint!(batches::revoke_batch),
        endpoint!(batches::revoke_card),
        endpoint!(check::check),
    ]
}
