//! Results (decisions/020, 021): `/api/score-sheets/{id}/` (`id`: the class subject), a class
//! subject's score sheet for a term, saved with a version check and moved through its
//! workflow; `/api/results/`, a class's term results, published and unpublished, its report
//! cards and broadsheet, the term reports and the comment bank.

pub mod cards;
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
        endpoint!(cards::board),
        endpoint!(cards::publish),
        endpoint!(cards::unpublish),
        endpoint!(cards::class_cards),
        endpoint!(cards::broadsheet),
        endpoint!(cards::broadsheet_export),
        endpoint!(cards::changes),
        endpoint!(cards::student_card),
        endpoint!(cards::save_report),
        endpoint!(cards::student_terms),
        endpoint!(cards::comments),
        endpoint!(cards::add_comment),
        endpoint!(cards::delete_comment),
    ]
}
