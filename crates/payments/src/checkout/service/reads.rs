//! What payments the caller may read: one, a page, the CSV export, a transfer's proof.

use kernel::{Page, Role, Scope, Viewer};
use uuid::Uuid;

use super::Payments;
use crate::checkout::{Payment, PaymentFilter};
use crate::{
    PaymentsError,
    fees::{fee_manager, payer_scope},
};

impl Payments {
    /// One payment in the caller's scope.
    pub async fn get(&self, viewer: &Viewer, id: Uuid) -> Result<Payment, PaymentsError> {
        self.repo
            .get(payer_scope(viewer)?, id)
            .await?
            .ok_or(PaymentsError::NotFound("payment"))
    }

    /// A page of every payment (admins).
    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: PaymentFilter,
    ) -> Result<Page<Payment>, PaymentsError> {
        if viewer.role() != Role::Admin {
            return Err(PaymentsError::Forbidden(
                "Only the school's admins see every payment.",
            ));
        }
        self.repo.list(Scope::All, filter).await
    }

    /// Every payment `filter` selects as CSV, newest first (admins): for the school's accounts.
    pub async fn export(
        &self,
        viewer: &Viewer,
        mut filter: PaymentFilter,
    ) -> Result<String, PaymentsError> {
        let mut out = csv::Writer::from_writer(Vec::new());
        let write_err = |e: csv::Error| PaymentsError::internal(anyhow::anyhow!("CSV: {e}"));
        out.write_record([
            "reference",
            "receipt",
            "made",
            "settled",
            "payer",
            "students",
            "gateway",
            "status",
            "amount",
            "currency",
            "reason",
        ])
        .map_err(write_err)?;
        filter.page = kernel::PageRequest {
            page: 1,
            size: kernel::PageRequest::MAX_SIZE,
        };
        loop {
            let page = self.list(viewer, filter.clone()).await?;
            let done = page.results.len() < filter.page.size as usize;
            for p in &page.results {
                let money = kernel::Money::new(p.amount, p.currency).to_string();
                let amount = money.split_once(' ').map_or(money.as_str(), |(_, a)| a);
                // Names and reasons are the families' and admins' own words: a spreadsheet
                // must not run one as a formula.
                out.write_record(
                    [
                        p.reference.as_str(),
                        p.receipt_number.as_deref().unwrap_or(""),
                        &p.created_at
                            .format(&time::format_description::well_known::Rfc3339)
                            .unwrap_or_default(),
                        &p.settled_at
                            .and_then(|t| {
                                t.format(&time::format_description::well_known::Rfc3339)
                                    .ok()
                            })
                            .unwrap_or_default(),
                        p.payer_name.as_str(),
                        &p.students.join("; "),
                        p.gateway.name(),
                        p.status.as_str(),
                        &amount.replace(',', ""),
                        p.currency.as_str(),
                        p.reason.as_deref().unwrap_or(""),
                    ]
                    .map(kernel::spreadsheet::cell),
                )
                .map_err(write_err)?;
            }
            if done {
                break;
            }
            filter.page.page += 1;
        }
        let bytes = out
            .into_inner()
            .map_err(|e| PaymentsError::internal(anyhow::anyhow!("CSV: {e}")))?;
        String::from_utf8(bytes).map_err(PaymentsError::internal)
    }

    /// A bank transfer's proof (admins who confirm payments): its file, type and name.
    pub async fn proof(
        &self,
        viewer: &Viewer,
        id: Uuid,
    ) -> Result<(Vec<u8>, String), PaymentsError> {
        fee_manager(viewer)?;
        self.repo
            .proof(id)
            .await?
            .ok_or(PaymentsError::NotFound("proof"))
    }
}
