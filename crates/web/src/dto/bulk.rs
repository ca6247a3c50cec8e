//! The bodies of bulk calls (product.md §1): `{"items": [...]}` in, `{"results": [...]}` out.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Several items of a bulk call: all are applied in one transaction, or none; problems come
/// back per item as `items.{index}.{field}`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Items<T> {
    pub items: Vec<T>,
}

/// One item of a `bulk_update`: its id and the fields that change.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Change<I, T> {
    pub id: I,
    #[serde(flatten)]
    pub patch: T,
}

impl<I, T> Change<I, T> {
    /// The id and the change, as the domain takes them.
    pub fn pair(self) -> (I, T) {
        (self.id, self.patch)
    }
}

/// What a bulk call made or changed.
#[derive(Debug, Serialize, ToSchema)]
pub struct Results<T> {
    pub results: Vec<T>,
}
