//! Raising a term's invoices: the term, the students invoiced, their families (for the sibling
//! discount) and the invoices with their charges and discounts, written in one transaction.

use diesel::{
    QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Date as SqlDate, Integer, Nullable, Text, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, LevelId, TermId};
use payments::{
    PaymentsError,
    fees::{FamilyMember, NewInvoice, TermInfo},
};
use uuid::Uuid;

use super::internal;
use crate::{Database, sql::prepared};

pub(super) async fn term(db: &Database, term: TermId) -> Result<Option<TermInfo>, PaymentsError> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = Text)]
        name: String,
        #[diesel(sql_type = Integer)]
        number: i32,
    }
    let mut conn = db.conn().await.map_err(internal)?;
    let row: Option<Row> = prepared!(
        "SELECT t.name || ', ' || s.name AS name, t.position + 1 AS number
         FROM terms t JOIN academic_sessions s ON s.id = t.session_id WHERE t.id = $1",
        SqlUuid => term.into_uuid(),
    )
    .get_result(&mut conn)
    .await
    .map(Some)
    .or_else(|e| match e {
        DieselError::NotFound => Ok(None),
        e => Err(e),
    })
    .map_err(internal)?;
    Ok(row.map(|r| TermInfo {
        id: term,
        name: r.name,
        number: r.number.unsigned_abs(),
    }))
}

pub(super) async fn roster(
    db: &Database,
    term: TermId,
    class: Option<ClassId>,
    level: Option<LevelId>,
) -> Result<Vec<Uuid>, PaymentsError> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = SqlUuid)]
        id: Uuid,
    }
    const FROM: &str = "SELECT s.id FROM students s
        JOIN enrolments e ON e.student_id = s.id
        JOIN terms t ON t.id = $1 AND e.session_id = t.session_id
        JOIN classes c ON c.id = e.class_id
        WHERE s.status = 'active'";
    let mut conn = db.conn().await.map_err(internal)?;
    let rows: Vec<Row> = match (class, level) {
        (Some(class), _) => {
            prepared!(
                format!("{FROM} AND c.id = $2 ORDER BY s.admission_number"),
                SqlUuid => term.into_uuid(),
                SqlUuid => class.into_uuid(),
            )
            .load(&mut conn)
            .await
        }
        (None, Some(level)) => {
            prepared!(
                format!("{FROM} AND c.level_id = $2 ORDER BY s.admission_number"),
                SqlUuid => term.into_uuid(),
                Text => level.into_string(),
            )
            .load(&mut conn)
            .await
        }
        (None, None) => {
            prepared!(
                format!("{FROM} ORDER BY s.admission_number"),
                SqlUuid => term.into_uuid(),
            )
            .load(&mut conn)
            .await
        }
    }
    .map_err(internal)?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

pub(super) async fn families(
    db: &Database,
    term: TermId,
    students: Vec<Uuid>,
) -> Result<Vec<FamilyMember>, PaymentsError> {
    #[derive(QueryableByName)]
    struct Row {
        #[diesel(sql_type = SqlUuid)]
        id: Uuid,
        #[diesel(sql_type = Text)]
        admission_number: String,
        #[diesel(sql_type = Nullable<Text>)]
        level_id: Option<String>,
        #[diesel(sql_type = Array<Text>)]
        chosen: Vec<String>,
        #[diesel(sql_type = Nullable<BigInt>)]
        invoiced: Option<i64>,
        #[diesel(sql_type = Array<SqlUuid>)]
        parents: Vec<Uuid>,
    }
    if students.is_empty() {
        return Ok(Vec::new());
    }
    let mut conn = db.conn().await.map_err(internal)?;
    // The students, and through any chain of shared parents, their brothers and sisters.
    let rows: Vec<Row> = prepared!(
        "WITH RECURSIVE family(student_id) AS (
             SELECT unnest($1::uuid[])
             UNION
             SELECT sp2.student_id FROM family f
             JOIN student_parents sp1 ON sp1.student_id = f.student_id
             JOIN student_parents sp2 ON sp2.parent_id = sp1.parent_id
         )
         SELECT s.id, s.admission_number, c.level_id,
                ARRAY(SELECT fc.category_id FROM fee_choices fc
                      WHERE fc.student_id = s.id AND fc.term_id = t.id
                      ORDER BY fc.category_id) AS chosen,
                (SELECT coalesce(sum(le.amount) FILTER (WHERE le.kind = 'charge'), 0)::bigint
                   FROM invoices i LEFT JOIN ledger_entries le ON le.invoice_id = i.id
                  WHERE i.student_id = s.id AND i.term_id = t.id
                  GROUP BY i.id) AS invoiced,
                ARRAY(SELECT sp.parent_id FROM student_parents sp
                      WHERE sp.student_id = s.id ORDER BY sp.parent_id) AS parents
         FROM family f JOIN students s ON s.id = f.student_id
         JOIN terms t ON t.id = $2
         LEFT JOIN enrolments e ON e.student_id = s.id AND e.session_id = t.session_id
         LEFT JOIN classes c ON c.id = e.class_id
         WHERE s.status = 'active' OR s.id = ANY($1)
         ORDER BY s.admission_number",
        Array<SqlUuid> => students,
        SqlUuid => term.into_uuid(),
    )
    .load(&mut conn)
    .await
    .map_err(internal)?;
    Ok(rows
        .into_iter()
        .map(|r| FamilyMember {
            student: r.id,
            admission_number: r.admission_number,
            level: r.level_id,
            chosen: r.chosen.into_iter().collect(),
            invoiced: r.invoiced,
            parents: r.parents,
        })
        .collect())
}

pub(super) async fn create(db: &Database, invoices: Vec<NewInvoice>) -> Result<u32, PaymentsError> {
    if invoices.is_empty() {
        return Ok(0);
    }
    let mut conn = db.conn().await.map_err(internal)?;
    conn.transaction::<u32, DieselError, _>(async |conn| {
        #[derive(QueryableByName)]
        struct Made {
            #[diesel(sql_type = SqlUuid)]
            id: Uuid,
        }
        let mut made = 0u32;
        let (mut ids, mut kinds, mut categories, mut descriptions, mut amounts) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for invoice in &invoices {
            // An invoice the student already has for the term stays as it is.
            let row: Option<Made> = prepared!(
                "INSERT INTO invoices (id, student_id, term_id, currency, plan, due_dates,
                                       created_by)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT ON CONSTRAINT invoices_student_term DO NOTHING
                 RETURNING id",
                SqlUuid => invoice.id,
                SqlUuid => invoice.student,
                SqlUuid => invoice.term.into_uuid(),
                Text => invoice.currency.as_str().to_owned(),
                Text => invoice.plan.as_str(),
                Array<SqlDate> => invoice.due_dates.clone(),
                SqlUuid => invoice.created_by.into_uuid(),
            )
            .get_result(conn)
            .await
            .map(Some)
            .or_else(|e| match e {
                DieselError::NotFound => Ok(None),
                e => Err(e),
            })?;
            let Some(row) = row else { continue };
            made += 1;
            for charge in &invoice.charges {
                ids.push(row.id);
                kinds.push("charge".to_owned());
                categories.push(Some(charge.category_id.clone()));
                descriptions.push(charge.name.clone());
                amounts.push(charge.amount);
            }
            if let Some((label, off)) = &invoice.discount {
                ids.push(row.id);
                kinds.push("discount".to_owned());
                categories.push(None);
                descriptions.push(label.clone());
                amounts.push(-off);
            }
        }
        let creator = invoices
            .as_slice()
            .first()
            .map(|i| i.created_by.into_uuid());
        prepared!(
            "INSERT INTO ledger_entries (invoice_id, kind, category_id, description, amount,
                                         created_by)
             SELECT *, $6 FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[],
                                      $5::bigint[])",
            Array<SqlUuid> => ids,
            Array<Text> => kinds,
            Array<Nullable<Text>> => categories,
            Array<Text> => descriptions,
            Array<BigInt> => amounts,
            Nullable<SqlUuid> => creator,
        )
        .execute(conn)
        .await?;
        Ok(made)
    })
    .await
    .map_err(internal)
}
