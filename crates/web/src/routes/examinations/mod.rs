//! Exams and their schedules (decisions/018): `/api/exams/` with publishing, and
//! `/api/exam-schedules/`, each paper of an exam.

pub mod exams;
pub mod papers;

use crate::routes::registry::{Endpoint, endpoint};

/// The exams' endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(exams::list),
        endpoint!(exams::create),
        endpoint!(exams::get),
        endpoint!(exams::replace),
        endpoint!(exams::update),
        endpoint!(exams::delete),
        endpoint!(exams::publish),
        endpoint!(papers::list),
        endpoint!(papers::create),
        endpoint!(papers::bulk_create),
        endpoint!(papers::bulk_delete),
        endpoint!(papers::get),
        endpoint!(papers::replace),
        endpoint!(papers::update),
        endpoint!(papers::delete),
    ]
}
