//! A student's term report (comments and ratings) with its audit entries, the log of changes
//! after publishing, and the bank of reusable comments.

use super::*;

/// The lock a class's term reports are saved under (shared) and its results published under
/// (exclusive).
pub(super) fn term_reports_lock(class: ClassId, term: TermId) -> String {
    format!("term_reports:{}:{}", class.into_uuid(), term.into_uuid())
}

impl PgReportRepo {
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn save_term_report(
        &self,
        student: StudentId,
        class: ClassId,
        term: TermId,
        read: StoredReport,
        report: StoredReport,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let ratings = serde_json::to_value(&report.ratings).map_err(internal)?;
        conn.transaction::<_, Stop, _>(async |conn| {
            // Publishing the class's term waits for this save (and this save for it): a card
            // is never composed without a report saved meanwhile (see `publish_term`).
            prepared!("SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))",
                Text => term_reports_lock(class, term),
            )
            .execute(conn)
            .await?;
            #[derive(QueryableByName)]
            struct Flag {
                #[diesel(sql_type = Bool)]
                published: bool,
            }
            // The publication's row, locked: publishing waits for this save, or this save
            // sees the class published and is refused.
            let flag: Vec<Flag> = prepared!(
                "SELECT published FROM result_publications
                 WHERE class_id = $1 AND term_id = $2 FOR SHARE",
                SqlUuid => class.into_uuid(),
                SqlUuid => term.into_uuid(),
            )
            .load(conn)
            .await?;
            if flag.iter().any(|f| f.published) {
                return Err(conflict(
                    "These results are published: an admin unpublishes them before they change.",
                ));
            }
            // One save of a student's report at a time (its row may not exist yet to lock):
            // the second finds what the first stored and, if it was made from the report as it
            // was before, stores nothing and says so.
            prepared!("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
                Text => format!("term_report:{}:{}", student.into_uuid(), term.into_uuid()),
            )
            .execute(conn)
            .await?;
            let current: Option<ReportRow> = prepared!(
                "SELECT student_id, class_teacher_comment, principal_comment, ratings
                 FROM term_reports WHERE student_id = $1 AND term_id = $2",
                SqlUuid => student.into_uuid(),
                SqlUuid => term.into_uuid(),
            )
            .get_result(conn)
            .await
            .optional()?;
            let current = current.map_or_else(StoredReport::default, |c| c.report().1);
            if current != read {
                return Ok(false);
            }
            diesel::sql_query(
                "INSERT INTO term_reports (student_id, term_id, class_teacher_comment,
                     principal_comment, ratings, updated_by, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT (student_id, term_id) DO UPDATE
                 SET class_teacher_comment = excluded.class_teacher_comment,
                     principal_comment = excluded.principal_comment,
                     ratings = excluded.ratings, updated_by = excluded.updated_by,
                     updated_at = excluded.updated_at",
            )
            .bind::<SqlUuid, _>(student.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Text, _>(&report.class_teacher_comment)
            .bind::<Text, _>(&report.principal_comment)
            .bind::<Jsonb, _>(&ratings)
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            write_changes(conn, term, &audit, change).await?;
            Ok(true)
        })
        .await
        .map_err(stopped)
    }

    pub(super) async fn changes_since(
        &self,
        class: ClassId,
        term: TermId,
        page: PageRequest,
    ) -> Result<Page<ResultChange>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let mut params = Params::new();
        let class = params.bind::<SqlUuid, _>(class.into_uuid());
        let term = params.bind::<SqlUuid, _>(term.into_uuid());
        let page_clause = params.page(page);
        let rows: Vec<ChangeRow> = params
            .sql(format!(
                "SELECT rc.student_id,
                        nullif(btrim(su.first_name || ' ' || su.last_name), '') AS student_name,
                        rc.what, rc.old_value, rc.new_value,
                        nullif(btrim(u.first_name || ' ' || u.last_name), '') AS changed_by,
                        rc.changed_at,
                        (SELECT count(*) FROM result_changes
                         WHERE class_id = {class} AND term_id = {term}) AS total
                 FROM result_changes rc
                 LEFT JOIN students st ON st.id = rc.student_id
                 LEFT JOIN users su ON su.id = st.user_id
                 LEFT JOIN users u ON u.id = rc.changed_by
                 WHERE rc.class_id = {class} AND rc.term_id = {term}
                 ORDER BY rc.changed_at DESC, rc.id DESC
                 {page_clause}"
            ))
            .load(&mut conn)
            .await
            .map_err(internal)?;
        let total = <[_]>::first(&rows).map_or(0, |r| r.total);
        Ok(Page {
            count: u64::try_from(total).unwrap_or(0),
            results: rows
                .into_iter()
                .map(|r| ResultChange {
                    student_id: r.student_id.map(StudentId::from_uuid),
                    student_name: r.student_name,
                    what: r.what,
                    old_value: r.old_value,
                    new_value: r.new_value,
                    changed_by: r.changed_by,
                    changed_at: r.changed_at,
                })
                .collect(),
            request: page,
        })
    }

    pub(super) async fn comment_bank(&self) -> Result<Vec<BankComment>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<CommentRow> = prepared!(
            "SELECT id, kind, body FROM result_comments ORDER BY kind, lower(body) LIMIT 500",
        )
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter().map(comment_of).collect()
    }

    pub(super) async fn add_bank_comment(
        &self,
        comment: NewBankComment,
        change: Change,
    ) -> Result<BankComment, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let rows: Vec<CommentRow> = diesel::sql_query(
            "INSERT INTO result_comments (id, kind, body, created_by, created_at)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING
             RETURNING id, kind, body",
        )
        .bind::<SqlUuid, _>(Uuid::now_v7())
        .bind::<Text, _>(comment.kind.as_str())
        .bind::<Text, _>(&comment.body)
        .bind::<SqlUuid, _>(change.by.into_uuid())
        .bind::<Timestamptz, _>(change.at)
        .load(&mut conn)
        .await
        .map_err(internal)?;
        match rows.into_iter().next() {
            Some(row) => comment_of(row),
            None => Err(AcademicsError::Conflict(
                "The bank has this comment already: pick it from the list.".into(),
            )),
        }
    }

    pub(super) async fn delete_bank_comment(&self, id: Uuid) -> Result<bool, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let gone = diesel::sql_query("DELETE FROM result_comments WHERE id = $1")
            .bind::<SqlUuid, _>(id)
            .execute(&mut conn)
            .await
            .map_err(internal)?;
        Ok(gone > 0)
    }
}
