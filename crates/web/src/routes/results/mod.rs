//! Results (decisions/020): `/api/score-sheets/{id}/` (`id`: the class subject), a class subject's score
//! sheet for a term, saved with a version check and moved through its workflow.

pub mod sheets;

use crate::routes::registry::{Endpoint, endpoint};

/// The results' endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(sheets::get),
        endpoint!(sheets::save),
        endpoint!(sheets::submit),
        endpoint!(sheets::approve),
        endpoint!(sheets::return_sheet),
    ]
}
