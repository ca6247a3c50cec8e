//! Invoices: the lists, the family's statement, plans, optional fees, adjustments, reminders and
//! collection here; generating a term's in one transaction in `generation.rs`.

use async_trait::async_trait;
use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Bool, Date as SqlDate, Integer, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, LevelId, Page, Scope, TermId};
use payments::{
    PaymentsError,
    fees::{
        ClassCollection, EntryKind, FamilyMember, FeeChoices, Figures, InvoiceFilter, InvoiceRepo,
        InvoiceSummary, NewEntry, NewInvoice, Plan, StoredInvoice, TermInfo,
        reminders::{FeeGuardian, ReminderCandidate},
    },
};
use uuid::Uuid;

use super::{
    INVOICE, INVOICE_FROM, InvoiceRow, STUDENT_NAME, currency, internal, load_invoices, plan,
};

mod generation;
use crate::{
    Database,
    sql::{Params, contains_pattern, prepared},
    visibility,
};

/// `payments::fees::InvoiceRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgInvoiceRepo {
    db: Database,
}

impl PgInvoiceRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

/// An invoice's sums, from its entries `le`.
const SUMS: &str = "coalesce(sum(le.amount) FILTER (WHERE le.kind = 'charge'), 0)::bigint AS charged,
    (-coalesce(sum(le.amount) FILTER (WHERE le.kind = 'discount'), 0))::bigint AS discount,
    (-coalesce(sum(le.amount) FILTER (WHERE le.kind IN ('payment', 'refund', 'reversal')), 0))::bigint AS paid";

/// The status a list filters on, from the sums.
const STATUS: &str = "CASE WHEN f.charged - f.discount - f.paid < 0 THEN 'credit'
    WHEN f.charged - f.discount - f.paid = 0 THEN 'paid'
    WHEN f.paid > 0 THEN 'part_paid' ELSE 'unpaid' END";

#[derive(QueryableByName)]
struct SummaryRow {
    #[diesel(embed)]
    invoice: InvoiceRow,
    #[diesel(sql_type = BigInt)]
    charged: i64,
    #[diesel(sql_type = BigInt)]
    discount: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[async_trait]
impl InvoiceRepo for PgInvoiceRepo {
    async fn term(&self, term: TermId) -> Result<Option<TermInfo>, PaymentsError> {
        generation::term(&self.db, term).await
    }

    async fn roster(
        &self,
        term: TermId,
        class: Option<ClassId>,
        level: Option<LevelId>,
    ) -> Result<Vec<Uuid>, PaymentsError> {
        generation::roster(&self.db, term, class, level).await
    }

    async fn families(
        &self,
        term: TermId,
        students: Vec<Uuid>,
    ) -> Result<Vec<FamilyMember>, PaymentsError> {
        generation::families(&self.db, term, students).await
    }

    async fn create(&self, invoices: Vec<NewInvoice>) -> Result<u32, PaymentsError> {
        generation::create(&self.db, invoices).await
    }

    async fn list(
        &self,
        scope: Scope,
        filter: InvoiceFilter,
    ) -> Result<Page<InvoiceSummary>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let mut conditions = vec![visibility::students(scope, "i.student_id")];
        if let Some(term) = filter.term {
            let p = params.bind::<SqlUuid, _>(term.into_uuid());
            conditions.push(format!("i.term_id = {p}"));
        }
        if let Some(class) = filter.class {
            let p = params.bind::<SqlUuid, _>(class.into_uuid());
            conditions.push(format!(
                "EXISTS (SELECT 1 FROM enrolments ce WHERE ce.student_id = i.student_id
                          AND ce.session_id = tm.session_id AND ce.class_id = {p})"
            ));
        }
        // What the count reads: the invoices, their terms only for a class's session, and the
        // students' names only when the search looks at them (each join is one row per invoice).
        let mut count_from = if filter.class.is_some() {
            "invoices i JOIN terms tm ON tm.id = i.term_id"
        } else {
            "invoices i"
        };
        if let Some(search) = filter
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            count_from = INVOICE_FROM;
            let p = params.bind::<Text, _>(contains_pattern(search));
            conditions.push(format!(
                "(su.first_name || ' ' || su.last_name ILIKE {p} OR s.admission_number ILIKE {p})"
            ));
        }
        let status = filter.status.map(|s| params.bind::<Text, _>(s.as_str()));
        let paging = params.page(filter.page);
        let conditions = conditions.join(" AND ");
        let text = match status {
            // The status is the sums': every matching invoice is summed, then the page taken.
            Some(status) => format!(
                "SELECT f.*, count(*) OVER () AS total FROM (
                     SELECT {INVOICE}, sums.*
                     FROM {INVOICE_FROM}
                     CROSS JOIN LATERAL (SELECT {SUMS} FROM ledger_entries le
                                         WHERE le.invoice_id = i.id) sums
                     WHERE {conditions}
                 ) f
                 WHERE {STATUS} = {status}
                 ORDER BY f.student_name, f.term_name, f.id
                 {paging}"
            ),
            // Otherwise the page is taken first (by the student's and the term's names, as
            // INVOICE writes them), counted apart, and only its invoices are summed and given
            // their class: the first page of 3,000 invoices read every ledger entry before.
            None => format!(
                "WITH page AS (
                     SELECT i.id FROM {INVOICE_FROM}
                     WHERE {conditions}
                     ORDER BY {STUDENT_NAME}, tm.name || ', ' || ts.name, i.id
                     {paging}
                 )
                 SELECT f.*, (SELECT count(*) FROM {count_from} WHERE {conditions}) AS total
                 FROM (
                     SELECT {INVOICE}, sums.*
                     FROM {INVOICE_FROM} JOIN page ON page.id = i.id
                     CROSS JOIN LATERAL (SELECT {SUMS} FROM ledger_entries le
                                         WHERE le.invoice_id = i.id) sums
                 ) f
                 ORDER BY f.student_name, f.term_name, f.id"
            ),
        };
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<SummaryRow> = params.sql(text).load(&mut conn).await.map_err(internal)?;
        let total = rows.as_slice().first().map_or(0, |r| r.total);
        let results = rows
            .into_iter()
            .map(|r| {
                Ok(InvoiceSummary {
                    id: r.invoice.id,
                    student_id: r.invoice.student_id,
                    student_name: r.invoice.student_name,
                    admission_number: r.invoice.admission_number,
                    class_name: r.invoice.class_name,
                    term_name: r.invoice.term_name,
                    currency: currency(&r.invoice.currency)?,
                    plan: plan(&r.invoice.plan)?,
                    figures: Figures::from_sums(r.charged, r.discount, r.paid),
                })
            })
            .collect::<Result<Vec<_>, PaymentsError>>()?;
        Ok(Page {
            count: u64::try_from(total).unwrap_or(0),
            results,
            request: filter.page,
        })
    }

    async fn get(&self, scope: Scope, id: Uuid) -> Result<Option<StoredInvoice>, PaymentsError> {
        let mut params = Params::scoped(scope);
        let p = params.bind::<SqlUuid, _>(id);
        let condition = format!(
            "i.id = {p} AND {}",
            visibility::students(scope, "i.student_id")
        );
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(load_invoices(&mut conn, params, &condition, "i.id", false)
            .await
            .map_err(internal)?
            .pop())
    }

    async fn family(&self, scope: Scope) -> Result<Vec<StoredInvoice>, PaymentsError> {
        let params = Params::scoped(scope);
        let condition = visibility::students(scope, "i.student_id");
        let mut conn = self.db.conn().await.map_err(internal)?;
        load_invoices(
            &mut conn,
            params,
            &condition,
            "ts.position DESC, tm.position DESC, student_name, i.id",
            false,
        )
        .await
        .map_err(internal)
    }

    async fn set_plan(&self, scope: Scope, id: Uuid, plan: Plan) -> Result<bool, PaymentsError> {
        let mut params = Params::scoped(scope);
        let p_plan = params.bind::<Text, _>(plan.as_str());
        let p_id = params.bind::<SqlUuid, _>(id);
        let mut conn = self.db.conn().await.map_err(internal)?;
        let changed = params
            .sql(format!(
                "UPDATE invoices i SET plan = {p_plan} WHERE i.id = {p_id} AND {}",
                visibility::students(scope, "i.student_id")
            ))
            .execute(&mut conn)
            .await
            .map_err(internal)?;
        Ok(changed == 1)
    }

    async fn choices(
        &self,
        student: Uuid,
        term: TermId,
    ) -> Result<Option<Vec<String>>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Bool)]
            exists: bool,
            #[diesel(sql_type = Array<Text>)]
            chosen: Vec<String>,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let row: Row = prepared!(
            "SELECT EXISTS (SELECT 1 FROM students WHERE id = $1) AS exists,
                    ARRAY(SELECT category_id FROM fee_choices WHERE student_id = $1
                          AND term_id = $2 ORDER BY category_id) AS chosen",
            SqlUuid => student,
            SqlUuid => term.into_uuid(),
        )
        .get_result(&mut conn)
        .await
        .map_err(internal)?;
        Ok(row.exists.then_some(row.chosen))
    }

    async fn set_choices(&self, choices: FeeChoices) -> Result<bool, PaymentsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<bool, DieselError, _>(async |conn| {
            #[derive(QueryableByName)]
            struct Row {
                #[diesel(sql_type = Bool)]
                exists: bool,
            }
            let row: Row = prepared!(
                "SELECT EXISTS (SELECT 1 FROM students WHERE id = $1 FOR KEY SHARE) AS exists",
                SqlUuid => choices.student_id,
            )
            .get_result(conn)
            .await?;
            if !row.exists {
                return Ok(false);
            }
            prepared!(
                "DELETE FROM fee_choices WHERE student_id = $1 AND term_id = $2",
                SqlUuid => choices.student_id,
                SqlUuid => choices.term_id.into_uuid(),
            )
            .execute(conn)
            .await?;
            prepared!(
                "INSERT INTO fee_choices (student_id, term_id, category_id)
                 SELECT $1, $2, unnest($3::text[])",
                SqlUuid => choices.student_id,
                SqlUuid => choices.term_id.into_uuid(),
                Array<Text> => choices.category_ids.clone(),
            )
            .execute(conn)
            .await?;
            Ok(true)
        })
        .await
        .map_err(internal)
    }

    async fn adjust(
        &self,
        invoice: Uuid,
        entry: NewEntry,
    ) -> Result<Option<StoredInvoice>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Left {
            #[diesel(sql_type = BigInt)]
            left: i64,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<Result<Option<StoredInvoice>, PaymentsError>, DieselError, _>(
            async |conn| {
                let mut params = Params::new();
                let p = params.bind::<SqlUuid, _>(invoice);
                let locked =
                    load_invoices(conn, params, &format!("i.id = {p}"), "i.id", true).await?;
                if locked.is_empty() {
                    return Ok(Ok(None));
                }
                if let Some(payment) = entry.payment_id {
                    let left: Left = prepared!(
                        "SELECT (coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)
                                 - coalesce(sum(amount) FILTER (WHERE kind IN ('refund', 'reversal')), 0))::bigint
                                AS left
                         FROM ledger_entries WHERE invoice_id = $1 AND payment_id = $2",
                        SqlUuid => invoice,
                        SqlUuid => payment,
                    )
                    .get_result(conn)
                    .await?;
                    if left.left < entry.amount {
                        return Ok(Err(PaymentsError::Conflict(if left.left <= 0 {
                            "That payment paid nothing to this invoice that has not already been \
                             given or taken back: choose another payment."
                                .to_owned()
                        } else {
                            format!(
                                "That payment has only {} of this invoice left to give or take \
                                 back: give a smaller amount.",
                                kernel::Money::new(left.left, locked[0].currency)
                            )
                        })));
                    }
                }
                let signed = match entry.kind {
                    EntryKind::Discount | EntryKind::Payment => -entry.amount,
                    _ => entry.amount,
                };
                prepared!(
                    "INSERT INTO ledger_entries (invoice_id, kind, description, amount, payment_id,
                                                 created_by, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                    SqlUuid => invoice,
                    Text => entry.kind.as_str(),
                    Text => entry.description.clone(),
                    BigInt => signed,
                    Nullable<SqlUuid> => entry.payment_id,
                    SqlUuid => entry.by.into_uuid(),
                    diesel::sql_types::Timestamptz => entry.at,
                )
                .execute(conn)
                .await?;
                let mut params = Params::new();
                let p = params.bind::<SqlUuid, _>(invoice);
                Ok(Ok(
                    load_invoices(conn, params, &format!("i.id = {p}"), "i.id", false)
                        .await?
                        .pop(),
                ))
            },
        )
        .await
        .map_err(internal)?
    }

    async fn reminder_candidates(
        &self,
        from: time::Date,
        to: time::Date,
    ) -> Result<Vec<ReminderCandidate>, PaymentsError> {
        #[derive(QueryableByName)]
        struct GuardianRow {
            #[diesel(sql_type = SqlUuid)]
            student_id: Uuid,
            #[diesel(sql_type = SqlUuid)]
            user_id: Uuid,
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Text)]
            email: String,
            #[diesel(sql_type = Text)]
            phone: String,
            #[diesel(sql_type = Bool)]
            wants_email: bool,
            #[diesel(sql_type = Bool)]
            wants_sms: bool,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mut params = Params::new();
        let p_from = params.bind::<SqlDate, _>(from);
        let p_to = params.bind::<SqlDate, _>(to);
        let condition = format!(
            "s.status = 'active'
             AND EXISTS (SELECT 1 FROM unnest(i.due_dates) d WHERE d BETWEEN {p_from} AND {p_to})
             AND (SELECT coalesce(sum(le.amount), 0) FROM ledger_entries le
                  WHERE le.invoice_id = i.id) > 0"
        );
        let invoices = load_invoices(&mut conn, params, &condition, "i.id", false)
            .await
            .map_err(internal)?;
        if invoices.is_empty() {
            return Ok(Vec::new());
        }
        let students: Vec<Uuid> = invoices.iter().map(|i| i.student_id).collect();
        let guardians: Vec<GuardianRow> = prepared!(
            "SELECT sp.student_id, u.id AS user_id,
                    coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.username)
                        AS name,
                    u.email, p.phone,
                    wants_notices(u.preferences, 'email_notifications')
                        AS wants_email,
                    wants_notices(u.preferences, 'sms_notifications') AS wants_sms
             FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
             JOIN users u ON u.id = p.user_id
             WHERE sp.student_id = ANY($1) AND u.is_active
             ORDER BY sp.student_id, u.id",
            Array<SqlUuid> => students,
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(invoices
            .into_iter()
            .map(|invoice| ReminderCandidate {
                guardians: guardians
                    .iter()
                    .filter(|g| g.student_id == invoice.student_id)
                    .map(|g| FeeGuardian {
                        user: kernel::UserId::from_uuid(g.user_id),
                        name: g.name.clone(),
                        email: Some(g.email.clone()).filter(|e| !e.trim().is_empty()),
                        phone: Some(g.phone.clone()).filter(|p| !p.trim().is_empty()),
                        wants_email: g.wants_email,
                        wants_sms: g.wants_sms,
                    })
                    .collect(),
                invoice,
            })
            .collect())
    }

    async fn collection(&self, term: TermId) -> Result<Vec<ClassCollection>, PaymentsError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = SqlUuid)]
            class_id: Uuid,
            #[diesel(sql_type = Text)]
            class_name: String,
            #[diesel(sql_type = Integer)]
            students: i32,
            #[diesel(sql_type = Integer)]
            invoiced: i32,
            #[diesel(sql_type = BigInt)]
            expected: i64,
            #[diesel(sql_type = BigInt)]
            collected: i64,
        }
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<Row> = prepared!(
            "SELECT c.id AS class_id, c.name AS class_name,
                    count(e.student_id)::integer AS students,
                    count(i.id)::integer AS invoiced,
                    coalesce(sum(f.net), 0)::bigint AS expected,
                    coalesce(sum(f.paid), 0)::bigint AS collected
             FROM terms t
             JOIN classes c ON true
             LEFT JOIN class_levels l ON l.id = c.level_id
             LEFT JOIN enrolments e ON e.class_id = c.id AND e.session_id = t.session_id
             LEFT JOIN invoices i ON i.student_id = e.student_id AND i.term_id = t.id
             LEFT JOIN LATERAL (
                 SELECT coalesce(sum(le.amount) FILTER (WHERE le.kind IN ('charge', 'discount')), 0) AS net,
                        -coalesce(sum(le.amount) FILTER (WHERE le.kind IN ('payment', 'refund', 'reversal')), 0) AS paid
                 FROM ledger_entries le WHERE le.invoice_id = i.id
             ) f ON i.id IS NOT NULL
             WHERE t.id = $1
             GROUP BY c.id, c.name, l.position
             HAVING count(e.student_id) > 0
             ORDER BY l.position, c.name",
            SqlUuid => term.into_uuid(),
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| ClassCollection {
                class_id: r.class_id,
                class_name: r.class_name,
                students: r.students.unsigned_abs(),
                invoiced: r.invoiced.unsigned_abs(),
                expected: r.expected,
                collected: r.collected,
                outstanding: r.expected - r.collected,
            })
            .collect())
    }
}
