//! Students, teachers and parents, with their accounts (decisions/011): one file per record.

pub mod parents;
pub mod students;
pub mod teachers;

use crate::routes::registry::{Endpoint, endpoint};

/// The people endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(students::list),
        endpoint!(students::create),
        endpoint!(students::export),
        endpoint!(students::template),
        endpoint!(students::import),
        endpoint!(students::bulk_create),
        endpoint!(students::bulk_update),
        endpoint!(students::bulk_delete),
        endpoint!(students::get),
        endpoint!(students::replace),
        endpoint!(students::update),
        endpoint!(students::delete),
        endpoint!(teachers::list),
        endpoint!(teachers::create),
        endpoint!(teachers::export),
        endpoint!(teachers::template),
        endpoint!(teachers::import),
        endpoint!(teachers::own),
        endpoint!(teachers::update_own),
        endpoint!(teachers::bulk_create),
        endpoint!(teachers::bulk_update),
        endpoint!(teachers::bulk_delete),
        endpoint!(teachers::get),
        endpoint!(teachers::replace),
        endpoint!(teachers::update),
        endpoint!(teachers::delete),
        endpoint!(parents::list),
        endpoint!(parents::create),
        endpoint!(parents::export),
        endpoint!(parents::bulk_create),
        endpoint!(parents::bulk_update),
        endpoint!(parents::bulk_delete),
        endpoint!(parents::link_child),
        endpoint!(parents::unlink_child),
        endpoint!(parents::get),
        endpoint!(parents::replace),
        endpoint!(parents::update),
        endpoint!(parents::delete),
    ]
}
