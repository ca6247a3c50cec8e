//! The use cases of fees: admins holding `payments.confirm` generate invoices and choose
//! optional fees; every admin reads them; a parent reads their children's, a student their own.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use kernel::{Clock, Page, Permission, Role, Scope, TermId, Viewer};
use uuid::Uuid;

use super::{
    ClassCollection, FamilyMember, FeeChoices, FeeSettings, GenerateInvoices, Generated, Invoice,
    InvoiceFilter, InvoiceRepo, InvoiceSummary, NewInvoice, Plan,
    rules::{Sibling, charges, discount, families, sibling_order, sibling_percent},
};
use crate::{PaymentsError, Problems};

/// Checks the caller may raise invoices and confirm payments.
pub fn fee_manager(viewer: &Viewer) -> Result<(), PaymentsError> {
    if viewer.role() == Role::Admin && viewer.holds(Permission::PaymentsConfirm) {
        Ok(())
    } else {
        Err(PaymentsError::Forbidden(
            "Only admins who confirm payments may raise invoices and change payments.",
        ))
    }
}

fn any_admin(viewer: &Viewer) -> Result<(), PaymentsError> {
    if viewer.role() == Role::Admin {
        Ok(())
    } else {
        Err(PaymentsError::Forbidden(
            "Only the school's admins see every family's fees.",
        ))
    }
}

/// Whose invoices the caller reads: every one for an admin, their children's for a parent,
/// their own for a student. Teachers have no fees to read.
pub fn payer_scope(viewer: &Viewer) -> Result<Scope, PaymentsError> {
    match viewer.role() {
        Role::Admin => Ok(Scope::All),
        Role::Parent => Ok(Scope::Parent(viewer.user())),
        Role::Student => Ok(Scope::Student(viewer.user())),
        Role::Teacher => Err(PaymentsError::Forbidden(
            "Fees are read by the families who pay them and the school's admins.",
        )),
    }
}

/// Most fee categories a student may have chosen.
const MAX_CHOICES: usize = 50;

/// Fees and invoices.
#[derive(Clone)]
pub struct Fees {
    repo: Arc<dyn InvoiceRepo>,
    settings: Arc<dyn FeeSettings>,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Fees {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Fees")
    }
}

impl Fees {
    pub fn new(
        repo: Arc<dyn InvoiceRepo>,
        settings: Arc<dyn FeeSettings>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            settings,
            clock,
        }
    }

    fn today(&self) -> time::Date {
        self.clock.today()
    }

    /// Makes the term's invoices for a class, a level or the whole school: the mandatory fees
    /// and the optional ones chosen, less the sibling discount. Students who already have the
    /// term's invoice keep it as it is.
    pub async fn generate(
        &self,
        viewer: &Viewer,
        input: GenerateInvoices,
    ) -> Result<Generated, PaymentsError> {
        fee_manager(viewer)?;
        let rules = self.settings.rules().await?;
        let mut p = Problems::default();
        if input.class_id.is_some() && input.level_id.is_some() {
            p.add(
                "class_id",
                "Choose a class or a class level, not both (neither is the whole school).",
            );
        }
        let most_parts = Plan::ALL
            .into_iter()
            .filter(|plan| rules.plans.offers(*plan))
            .map(Plan::parts)
            .max()
            .unwrap_or(1);
        if input.due_dates.is_empty() || input.due_dates.len() > 3 {
            p.add("due_dates", "Give one to three due dates.");
        } else if (input.due_dates.len() as u32) < most_parts {
            p.add(
                "due_dates",
                format!(
                    "The school offers payment in {most_parts} instalments: give a due date for each."
                ),
            );
        }
        if input.due_dates.windows(2).any(|w| w[0] >= w[1]) {
            p.add(
                "due_dates",
                "Give the due dates earliest first, each a different day.",
            );
        }
        if rules.categories.is_empty() {
            p.add(
                "term_id",
                "The school has no fee categories yet: add them on the Fees page first.",
            );
        }
        let term = self.repo.term(input.term_id).await?;
        if term.is_none() {
            p.add("term_id", PaymentsError::NotFound("term").to_string());
        }
        p.into_result()?;
        let term = term.ok_or(PaymentsError::NotFound("term"))?;

        let roster = self
            .repo
            .roster(term.id, input.class_id, input.level_id)
            .await?;
        let members = self.repo.families(term.id, roster.clone()).await?;
        let by_student: BTreeMap<Uuid, &FamilyMember> =
            members.iter().map(|m| (m.student, m)).collect();
        let gross_of = |m: &FamilyMember| -> Option<i64> {
            m.invoiced.or_else(|| {
                m.level.as_deref().map(|level| {
                    charges(&rules.categories, level, term.number, &m.chosen)
                        .iter()
                        .map(|c| c.amount)
                        .sum()
                })
            })
        };
        let links: Vec<(Uuid, Uuid)> = members
            .iter()
            .flat_map(|m| m.parents.iter().map(move |p| (m.student, *p)))
            .collect();
        let everyone: Vec<Uuid> = members.iter().map(|m| m.student).collect();
        // Each student's place among their brothers and sisters who pay fees this term.
        let mut place: BTreeMap<Uuid, u32> = BTreeMap::new();
        for family in families(&links, &everyone) {
            let ranked: Vec<Sibling> = family
                .iter()
                .filter_map(|s| by_student.get(s))
                .filter_map(|m| {
                    gross_of(m).filter(|g| *g > 0).map(|gross| Sibling {
                        student: m.student,
                        gross,
                        admission_number: m.admission_number.clone(),
                    })
                })
                .collect();
            place.extend(sibling_order(&ranked));
        }

        let plan = rules.plans.default_plan();
        let mut outcome = Generated {
            students: roster.len() as u32,
            created: 0,
            existing: 0,
            nothing_to_pay: 0,
        };
        let mut invoices = Vec::new();
        for student in &roster {
            let Some(member) = by_student.get(student) else {
                continue;
            };
            if member.invoiced.is_some() {
                outcome.existing += 1;
                continue;
            }
            let Some(level) = member.level.as_deref() else {
                continue;
            };
            let lines = charges(&rules.categories, level, term.number, &member.chosen);
            let gross: i64 = lines.iter().map(|c| c.amount).sum();
            if gross <= 0 {
                outcome.nothing_to_pay += 1;
                continue;
            }
            let at = place.get(student).copied().unwrap_or(1);
            let percent = sibling_percent(rules.sibling, at);
            let off = discount(gross, percent);
            invoices.push(NewInvoice {
                id: Uuid::now_v7(),
                student: *student,
                term: term.id,
                currency: rules.currency,
                plan,
                due_dates: input.due_dates.clone(),
                charges: lines,
                discount: (off > 0).then(|| (sibling_label(at, percent), off)),
                created_by: viewer.user(),
            });
        }
        let wanted = invoices.len() as u32;
        let created = self.repo.create(invoices).await?;
        // Made by someone else at the same moment: they exist now, so they count as existing.
        outcome.existing += wanted - created.min(wanted);
        outcome.created = created;
        Ok(outcome)
    }

    /// A page of every family's invoices (admins).
    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: InvoiceFilter,
    ) -> Result<Page<InvoiceSummary>, PaymentsError> {
        any_admin(viewer)?;
        self.repo.list(Scope::All, filter).await
    }

    /// One invoice, with its ledger and instalments.
    pub async fn invoice(&self, viewer: &Viewer, id: Uuid) -> Result<Invoice, PaymentsError> {
        let scope = payer_scope(viewer)?;
        let stored = self
            .repo
            .get(scope, id)
            .await?
            .ok_or(PaymentsError::NotFound("invoice"))?;
        Ok(Invoice::of(stored, self.today()))
    }

    /// Every invoice of the caller's family (a parent's children, a student's own).
    pub async fn family(&self, viewer: &Viewer) -> Result<Vec<Invoice>, PaymentsError> {
        if !matches!(viewer.role(), Role::Parent | Role::Student) {
            return Err(PaymentsError::Forbidden(
                "A family statement is for parents and students.",
            ));
        }
        let scope = payer_scope(viewer)?;
        let today = self.today();
        Ok(self
            .repo
            .family(scope)
            .await?
            .into_iter()
            .map(|s| Invoice::of(s, today))
            .collect())
    }

    /// Chooses how an invoice is paid, among the plans the school offers.
    pub async fn set_plan(
        &self,
        viewer: &Viewer,
        id: Uuid,
        plan: Plan,
    ) -> Result<Invoice, PaymentsError> {
        let scope = payer_scope(viewer)?;
        if viewer.role() == Role::Admin {
            fee_manager(viewer)?;
        }
        let rules = self.settings.rules().await?;
        if !rules.plans.offers(plan) {
            return Err(PaymentsError::field(
                "plan",
                "The school does not offer this payment plan: choose another.",
            ));
        }
        if !self.repo.set_plan(scope, id, plan).await? {
            return Err(PaymentsError::NotFound("invoice"));
        }
        self.invoice(viewer, id).await
    }

    /// The optional fees chosen for a student in a term (admins).
    pub async fn choices(
        &self,
        viewer: &Viewer,
        student: Uuid,
        term: TermId,
    ) -> Result<FeeChoices, PaymentsError> {
        any_admin(viewer)?;
        let category_ids = self
            .repo
            .choices(student, term)
            .await?
            .ok_or(PaymentsError::NotFound("student"))?;
        Ok(FeeChoices {
            student_id: student,
            term_id: term,
            category_ids,
        })
    }

    /// Chooses the optional fees a student pays in a term; invoices made afterwards include
    /// them.
    pub async fn set_choices(
        &self,
        viewer: &Viewer,
        mut choices: FeeChoices,
    ) -> Result<FeeChoices, PaymentsError> {
        fee_manager(viewer)?;
        let rules = self.settings.rules().await?;
        let optional: BTreeSet<&str> = rules
            .categories
            .iter()
            .filter(|c| !c.mandatory)
            .map(|c| c.id.as_str())
            .collect();
        let mut p = Problems::default();
        if choices.category_ids.len() > MAX_CHOICES {
            p.add(
                "category_ids",
                format!("Choose at most {MAX_CHOICES} fees."),
            );
        }
        for (i, id) in choices.category_ids.iter().enumerate() {
            if !optional.contains(id.as_str()) {
                p.add(
                    &format!("category_ids.{i}"),
                    format!("“{id}” is not one of the school's optional fees."),
                );
            }
        }
        p.into_result()?;
        choices.category_ids.sort();
        choices.category_ids.dedup();
        if self.repo.term(choices.term_id).await?.is_none() {
            return Err(PaymentsError::field(
                "term_id",
                PaymentsError::NotFound("term").to_string(),
            ));
        }
        if !self.repo.set_choices(choices.clone()).await? {
            return Err(PaymentsError::NotFound("student"));
        }
        Ok(choices)
    }

    /// Each class's expected fees against what has come in, for a term (admins).
    pub async fn collection(
        &self,
        viewer: &Viewer,
        term: TermId,
    ) -> Result<Vec<ClassCollection>, PaymentsError> {
        any_admin(viewer)?;
        if self.repo.term(term).await?.is_none() {
            return Err(PaymentsError::NotFound("term"));
        }
        self.repo.collection(term).await
    }
}

impl Fees {
    /// The payment plans the school offers, fewest instalments first.
    pub async fn offered_plans(&self) -> Result<Vec<Plan>, PaymentsError> {
        let rules = self.settings.rules().await?;
        Ok(Plan::ALL
            .into_iter()
            .filter(|p| rules.plans.offers(*p))
            .collect())
    }

    /// Adds a fee to an issued invoice, or gives or takes back part of a payment, as a ledger
    /// entry of its own (admins who confirm payments). The invoice's figures follow.
    pub async fn adjust(
        &self,
        viewer: &Viewer,
        invoice: Uuid,
        input: super::Adjustment,
    ) -> Result<Invoice, PaymentsError> {
        use super::EntryKind;
        fee_manager(viewer)?;
        let mut p = Problems::default();
        if !matches!(
            input.kind,
            EntryKind::Charge | EntryKind::Refund | EntryKind::Reversal
        ) {
            p.add(
                "kind",
                "An admin adds a charge, a refund or a reversal: discounts and payments are \
                 made by raising invoices and by payments.",
            );
        }
        if input.amount <= 0 || input.amount > 1_000_000_000_000 {
            p.add(
                "amount",
                "Give an amount more than nothing, in minor units (kobo).",
            );
        }
        let description = input.description.trim().to_owned();
        if description.is_empty() || description.chars().count() > 300 {
            p.add(
                "description",
                "Say in up to 300 characters what the entry is for: families read it.",
            );
        }
        let money = matches!(input.kind, EntryKind::Refund | EntryKind::Reversal);
        if money && input.payment_id.is_none() {
            p.add(
                "payment_id",
                "Choose the payment the money is given or taken back from.",
            );
        }
        if !money && input.payment_id.is_some() {
            p.add(
                "payment_id",
                "A charge belongs to no payment: leave it out.",
            );
        }
        p.into_result()?;
        let stored = self
            .repo
            .adjust(
                invoice,
                super::NewEntry {
                    kind: input.kind,
                    amount: input.amount,
                    description,
                    payment_id: input.payment_id,
                    by: viewer.user(),
                    at: self.clock.now(),
                },
            )
            .await?
            .ok_or(PaymentsError::NotFound("invoice"))?;
        Ok(Invoice::of(stored, self.today()))
    }

    /// Sends the fee reminders today calls for (each once, whatever how often this runs);
    /// answers how many messages were written.
    pub async fn remind(
        &self,
        outbox: &dyn super::reminders::ReminderOutbox,
    ) -> Result<usize, PaymentsError> {
        let today = self.today();
        let (from, to) = super::reminders::window(today);
        let due: Vec<_> = self
            .repo
            .reminder_candidates(from, to)
            .await?
            .iter()
            .flat_map(|c| super::reminders::reminders(c, today))
            .collect();
        if due.is_empty() {
            return Ok(0);
        }
        outbox.remind(due).await
    }
}

/// "Sibling discount: 10% (second child)".
fn sibling_label(place: u32, percent: u32) -> String {
    let which = match place {
        2 => "second child".to_owned(),
        3 => "third child".to_owned(),
        n => format!("child {n} of the family"),
    };
    format!("Sibling discount: {percent}% ({which})")
}
