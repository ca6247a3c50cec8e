//! The timetable (decisions/017): lessons, and copying a term's timetable into the next.

pub mod lessons;

use crate::routes::registry::{Endpoint, endpoint};

/// The timetable's endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(lessons::list),
        endpoint!(lessons::create),
        endpoint!(lessons::bulk_create),
        endpoint!(lessons::bulk_update),
        endpoint!(lessons::bulk_delete),
        endpoint!(lessons::copy_term),
        endpoint!(lessons::get),
        endpoint!(lessons::replace),
        endpoint!(lessons::update),
        endpoint!(lessons::delete),
    ]
}
