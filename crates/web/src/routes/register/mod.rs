//! The school's structure (decisions/011, 012): class levels, subjects, sessions, terms,
//! classes, the subjects each class offers, enrolments and promotion; one file per record.

pub mod class_subjects;
pub mod classes;
pub mod enrolments;
pub mod levels;
pub mod sessions;
pub mod subjects;
pub mod terms;

use crate::routes::registry::{Endpoint, endpoint};

/// The structure's endpoints.
pub fn endpoints() -> Vec<Endpoint> {
    vec![
        endpoint!(levels::list),
        endpoint!(levels::create),
        endpoint!(levels::bulk_create),
        endpoint!(levels::bulk_update),
        endpoint!(levels::bulk_delete),
        endpoint!(levels::get),
        endpoint!(levels::replace),
        endpoint!(levels::update),
        endpoint!(levels::delete),
        endpoint!(subjects::list),
        endpoint!(subjects::create),
        endpoint!(subjects::bulk_create),
        endpoint!(subjects::bulk_update),
        endpoint!(subjects::bulk_delete),
        endpoint!(subjects::get),
        endpoint!(subjects::replace),
        endpoint!(subjects::update),
        endpoint!(subjects::delete),
        endpoint!(sessions::list),
        endpoint!(sessions::create),
        endpoint!(sessions::bulk_create),
        endpoint!(sessions::bulk_update),
        endpoint!(sessions::bulk_delete),
        endpoint!(sessions::get),
        endpoint!(sessions::replace),
        endpoint!(sessions::update),
        endpoint!(sessions::delete),
        endpoint!(sessions::make_current),
        endpoint!(terms::list),
        endpoint!(terms::get),
        endpoint!(terms::update),
        endpoint!(terms::make_current),
        endpoint!(classes::list),
        endpoint!(classes::create),
        endpoint!(classes::export),
        endpoint!(classes::bulk_create),
        endpoint!(classes::bulk_update),
        endpoint!(classes::bulk_delete),
        endpoint!(classes::get),
        endpoint!(classes::replace),
        endpoint!(classes::update),
        endpoint!(classes::delete),
        endpoint!(classes::promote),
        endpoint!(class_subjects::list),
        endpoint!(class_subjects::create),
        endpoint!(class_subjects::export),
        endpoint!(class_subjects::bulk_create),
        endpoint!(class_subjects::bulk_update),
        endpoint!(class_subjects::bulk_delete),
        endpoint!(class_subjects::get),
        endpoint!(class_subjects::replace),
        endpoint!(class_subjects::update),
        endpoint!(class_subjects::delete),
        endpoint!(enrolments::list),
        endpoint!(enrolments::create),
        endpoint!(enrolments::export),
        endpoint!(enrolments::bulk_create),
        endpoint!(enrolments::bulk_delete),
        endpoint!(enrolments::get),
        endpoint!(enrolments::delete),
    ]
}
