//! Publishing a class's term in one transaction (the cards as computed, the parents' notices,
//! the sheets marked and the audit log), and unpublishing it.

use super::{term_reports::term_reports_lock, *};
use crate::sql::prefix_range;

/// Why a withdrawn resultReleased message was not sent.
const WITHDRAWN: &str = "Withdrawn: the results were unpublished before the notice was sent.";

impl PgReportRepo {
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn publish_term(
        &self,
        class: ClassId,
        term: TermId,
        from: PublishedFrom,
        cards: Vec<ReportCard>,
        notices: Vec<NewNotification>,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let PublishedFrom { sheets, reports } = from;
        let ids: Vec<Uuid> = sheets.iter().map(|(id, _)| id.into_uuid()).collect();
        let students: Vec<Uuid> = cards.iter().map(|c| c.student_id.into_uuid()).collect();
        let bodies: Vec<serde_json::Value> = cards
            .iter()
            .map(serde_json::to_value)
            .collect::<Result<_, _>>()
            .map_err(internal)?;
        conn.transaction::<_, Stop, _>(async |conn| {
            // No term report of the class is saved while it is published (a save holds this
            // lock shared), and none saved since the cards were composed is left out of them.
            prepared!("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
                Text => term_reports_lock(class, term),
            )
            .execute(conn)
            .await?;
            let stored: HashMap<StudentId, StoredReport> = diesel::sql_query(
                "SELECT student_id, class_teacher_comment, principal_comment, ratings
                 FROM term_reports WHERE term_id = $1 AND student_id = ANY($2)",
            )
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Array<SqlUuid>, _>(&students)
            .load::<ReportRow>(conn)
            .await?
            .into_iter()
            .map(ReportRow::report)
            .collect();
            let none = StoredReport::default();
            let as_composed = cards.iter().all(|card| {
                stored.get(&card.student_id).unwrap_or(&none)
                    == reports.get(&card.student_id).unwrap_or(&none)
            });
            if !as_composed {
                return Err(conflict(
                    "A term report of this class was saved while you were publishing. Publish \
                     again: the cards will include it.",
                ));
            }
            #[derive(QueryableByName)]
            struct Locked {
                #[diesel(sql_type = SqlUuid)]
                class_subject_id: Uuid,
                #[diesel(sql_type = Text)]
                status: String,
                #[diesel(sql_type = BigInt)]
                version: i64,
            }
            let locked: Vec<Locked> = diesel::sql_query(
                "SELECT class_subject_id, status, version FROM score_sheets
                 WHERE term_id = $1 AND class_subject_id = ANY($2) FOR UPDATE",
            )
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Array<SqlUuid>, _>(&ids)
            .load(conn)
            .await?;
            let unchanged = locked.len() == sheets.len()
                && sheets.iter().all(|(id, version)| {
                    locked.iter().any(|l| {
                        l.class_subject_id == id.into_uuid()
                            && l.version == *version
                            && l.status == SheetStatus::Approved.as_str()
                    })
                });
            if !unchanged {
                return Err(conflict(
                    "A sheet of this class changed while you were publishing. Reload the \
                     results to see where each sheet is, then publish again.",
                ));
            }
            let made = diesel::sql_query(
                "INSERT INTO result_publications (class_id, term_id, published,
                     first_published_at, changed_by, changed_at)
                 VALUES ($1, $2, true, $4, $3, $4)
                 ON CONFLICT (class_id, term_id) DO UPDATE
                 SET published = true, changed_by = $3, changed_at = $4
                 WHERE NOT result_publications.published",
            )
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            if made == 0 {
                return Err(conflict(
                    "These results are published already: reload to see them.",
                ));
            }
            diesel::sql_query(
                "UPDATE score_sheets SET status = 'published', version = version + 1,
                        returned_reason = NULL, updated_by = $3, updated_at = $4
                 WHERE term_id = $1 AND class_subject_id = ANY($2)",
            )
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<Array<SqlUuid>, _>(&ids)
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            sheet_events(conn, term, &ids, "approved", "published", change).await?;
            diesel::sql_query(
                "INSERT INTO report_cards (student_id, term_id, class_id, card, published_at)
                 SELECT s, $2, $3, c, $4 FROM unnest($1::uuid[], $5::jsonb[]) AS x(s, c)
                 ON CONFLICT (student_id, term_id) DO UPDATE
                 SET class_id = excluded.class_id, card = excluded.card,
                     published_at = excluded.published_at",
            )
            .bind::<Array<SqlUuid>, _>(&students)
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .bind::<Array<Jsonb>, _>(&bodies)
            .execute(conn)
            .await?;
            write_changes(conn, term, &audit, change).await?;
            // A notice withdrawn when the class was unpublished was never sent: its key is
            // freed so that this publishing tells the parent. One sent stays: they are not told
            // twice.
            let (from, until) = prefix_range(&format!("result:{term}:"));
            diesel::sql_query(
                "DELETE FROM notifications
                 WHERE status = 'cancelled' AND dedup_key ~>=~ $1 AND dedup_key ~<~ $2
                   AND split_part(dedup_key, ':', 3)::uuid = ANY($3)",
            )
            .bind::<Text, _>(&from)
            .bind::<Text, _>(&until)
            .bind::<Array<SqlUuid>, _>(&students)
            .execute(conn)
            .await?;
            enqueue_in(conn, &notices).await?;
            Ok(())
        })
        .await
        .map_err(stopped)
    }

    pub(super) async fn unpublish_term(
        &self,
        class: ClassId,
        term: TermId,
        audit: Vec<NewResultChange>,
        change: Change,
    ) -> Result<(), AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        conn.transaction::<_, Stop, _>(async |conn| {
            let changed = diesel::sql_query(
                "UPDATE result_publications SET published = false, changed_by = $3,
                        changed_at = $4
                 WHERE class_id = $1 AND term_id = $2 AND published",
            )
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .execute(conn)
            .await?;
            if changed == 0 {
                return Err(conflict(
                    "These results are not published: reload to see where they are.",
                ));
            }
            let students: Vec<IdRow> = diesel::sql_query(
                "DELETE FROM report_cards WHERE class_id = $1 AND term_id = $2
                 RETURNING student_id AS id",
            )
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .load(conn)
            .await?;
            // A resultReleased e-mail or SMS not yet sent would point at results nobody can
            // see: it is withdrawn (kept in the outbox's log), and the unread in-app notice
            // removed. Publishing again writes them anew.
            for s in &students {
                let (from, until) = prefix_range(&format!("result:{term}:{}:", s.id));
                diesel::sql_query(
                    "UPDATE notifications SET status = 'cancelled', last_error = $3
                     WHERE dedup_key ~>=~ $1 AND dedup_key ~<~ $2 AND status = 'pending'",
                )
                .bind::<Text, _>(&from)
                .bind::<Text, _>(&until)
                .bind::<Text, _>(WITHDRAWN)
                .execute(conn)
                .await?;
                diesel::sql_query(
                    "DELETE FROM notifications
                     WHERE dedup_key ~>=~ $1 AND dedup_key ~<~ $2
                       AND channel = 'in_app' AND read_at IS NULL",
                )
                .bind::<Text, _>(&from)
                .bind::<Text, _>(&until)
                .execute(conn)
                .await?;
            }
            let ids: Vec<IdRow> = diesel::sql_query(
                "UPDATE score_sheets s SET status = 'approved', version = s.version + 1,
                        updated_by = $3, updated_at = $4
                 FROM class_subjects cs
                 WHERE cs.id = s.class_subject_id AND cs.class_id = $1 AND s.term_id = $2
                   AND s.status = 'published'
                 RETURNING s.class_subject_id AS id",
            )
            .bind::<SqlUuid, _>(class.into_uuid())
            .bind::<SqlUuid, _>(term.into_uuid())
            .bind::<SqlUuid, _>(change.by.into_uuid())
            .bind::<Timestamptz, _>(change.at)
            .load(conn)
            .await?;
            let ids: Vec<Uuid> = ids.into_iter().map(|r| r.id).collect();
            sheet_events(conn, term, &ids, "published", "approved", change).await?;
            write_changes(conn, term, &audit, change).await?;
            Ok(())
        })
        .await
        .map_err(stopped)
    }
}

/// One event per sheet that moved from `from` to `to`.
async fn sheet_events(
    conn: &mut diesel_async::AsyncPgConnection,
    term: TermId,
    ids: &[Uuid],
    from: &str,
    to: &str,
    change: Change,
) -> Result<(), diesel::result::Error> {
    if ids.is_empty() {
        return Ok(());
    }
    diesel::sql_query(
        "INSERT INTO score_sheet_events (id, class_subject_id, term_id, from_status, to_status,
             changed_by, changed_at)
         SELECT e, x, $3, $4, $5, $6, $7 FROM unnest($1::uuid[], $2::uuid[]) AS t(e, x)",
    )
    .bind::<Array<SqlUuid>, _>(ids.iter().map(|_| Uuid::now_v7()).collect::<Vec<_>>())
    .bind::<Array<SqlUuid>, _>(ids)
    .bind::<SqlUuid, _>(term.into_uuid())
    .bind::<Text, _>(from)
    .bind::<Text, _>(to)
    .bind::<SqlUuid, _>(change.by.into_uuid())
    .bind::<Timestamptz, _>(change.at)
    .execute(conn)
    .await?;
    Ok(())
}
