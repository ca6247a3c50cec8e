//! The results board: each class's subjects of a term with their sheets' status, for the whole
//! school or one class.

use super::*;

#[derive(QueryableByName)]
pub(super) struct BoardRow {
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    class_teacher_name: Option<String>,
    #[diesel(sql_type = Integer)]
    students: i32,
    #[diesel(sql_type = Nullable<Bool>)]
    published: Option<bool>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    first_published_at: Option<OffsetDateTime>,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_subject_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    subject_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    teacher_user: Option<Uuid>,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Bool)]
    returned: bool,
    #[diesel(sql_type = BigInt)]
    version: i64,
    #[diesel(sql_type = Integer)]
    entered: i32,
}

/// The board's statement: every class, or with `one_class` the class `$2`, with each subject's
/// sheet in the term `$1`. Each class's students and each sheet's entered rows are counted once
/// per list rather than once per row, so the plan does not hang on the statistics of a school
/// just imported. Two texts rather than one with `$2 IS NULL OR`: statements are planned once,
/// without their values (decisions/026), and a plan that cannot tell whether the class is given
/// filters every row by both. (No SQL comments in the text: the bench replays statements as one
/// line through pgbench.)
pub(super) fn board_sql(one_class: bool) -> String {
    // A class's few enrolments each look their student up by key (`OFFSET 0` keeps the lookup
    // apart, so the planner cannot turn it into a join). Planned once for any class, a join
    // read all the school's students into a hash for 35 (pgbench, a class's board: 3,513 ->
    // 6,403 a second). The school's board joins: its 3,000 lookups would cost more (326 -> 223).
    let (in_class, sheets_in_class, class, active) = if one_class {
        (
            "AND e.class_id = $2",
            "AND r.class_subject_id IN (SELECT id FROM class_subjects WHERE class_id = $2)",
            "WHERE c.id = $2",
            "JOIN LATERAL (SELECT 1 FROM students st
                           WHERE st.id = e.student_id AND st.status = 'active' OFFSET 0) st ON true",
        )
    } else {
        (
            "",
            "",
            "",
            "JOIN students st ON st.id = e.student_id AND st.status = 'active'",
        )
    };
    // `counts` is MATERIALIZED: counted once. Left to the planner, a class's board counted its
    // students again for each of its subjects, each time reading every student (pgbench, a
    // class's board: 350 -> 1,420 a second).
    format!(
        "
    WITH tm AS (SELECT id, session_id FROM terms WHERE id = $1),
    counts AS MATERIALIZED (
        SELECT e.class_id, count(*)::integer AS students
        FROM enrolments e
        {active}
        WHERE e.session_id = (SELECT session_id FROM tm)
          {in_class}
        GROUP BY e.class_id),
    entered AS (
        SELECT r.class_subject_id, count(*)::integer AS entered
        FROM score_rows r
        WHERE r.term_id = $1
          AND (r.exam IS NOT NULL OR cardinality(array_remove(r.ca, NULL)) > 0)
          {sheets_in_class}
        GROUP BY r.class_subject_id)
    SELECT c.id AS class_id, c.name AS class_name,
           nullif(btrim(ctu.first_name || ' ' || ctu.last_name), '') AS class_teacher_name,
           coalesce(n.students, 0) AS students,
           p.published, p.first_published_at,
           cs.id AS class_subject_id, sj.name AS subject_name,
           nullif(btrim(tu.first_name || ' ' || tu.last_name), '') AS teacher_name,
           t.user_id AS teacher_user,
           coalesce(s.status, 'draft') AS status,
           coalesce(s.status = 'draft' AND s.returned_reason IS NOT NULL, false) AS returned,
           coalesce(s.version, 0) AS version,
           coalesce(en.entered, 0) AS entered
    FROM tm
    JOIN classes c ON true
    LEFT JOIN counts n ON n.class_id = c.id
    LEFT JOIN teachers ct ON ct.id = c.class_teacher_id
    LEFT JOIN users ctu ON ctu.id = ct.user_id
    LEFT JOIN result_publications p ON p.class_id = c.id AND p.term_id = tm.id
    LEFT JOIN class_subjects cs ON cs.class_id = c.id
    LEFT JOIN subjects sj ON sj.id = cs.subject_id
    LEFT JOIN teachers t ON t.id = cs.teacher_id
    LEFT JOIN users tu ON tu.id = t.user_id
    LEFT JOIN score_sheets s ON s.class_subject_id = cs.id AND s.term_id = tm.id
    LEFT JOIN entered en ON en.class_subject_id = cs.id
    {class}
    ORDER BY lower(c.name), c.id, sj.position, lower(sj.name), cs.id"
    )
}

pub(super) fn board_of(rows: Vec<BoardRow>) -> Result<Vec<ClassResults>, AcademicsError> {
    let mut out: Vec<ClassResults> = Vec::new();
    for r in rows {
        if out
            .last()
            .is_none_or(|c| c.class_id.into_uuid() != r.class_id)
        {
            out.push(ClassResults {
                class_id: ClassId::from_uuid(r.class_id),
                class_name: r.class_name.clone(),
                class_teacher_name: r.class_teacher_name.clone(),
                students: r.students.unsigned_abs(),
                sheets: Vec::new(),
                published: r.published.unwrap_or(false),
                first_published_at: r.first_published_at,
                ready: false,
            });
        }
        let class = out.last_mut().expect("pushed above");
        if let (Some(id), Some(subject)) = (r.class_subject_id, r.subject_name) {
            class.sheets.push(BoardSheet {
                class_subject_id: ClassSubjectId::from_uuid(id),
                subject_name: subject,
                teacher_name: r.teacher_name,
                teacher_user: r.teacher_user.map(UserId::from_uuid),
                status: status_of(&r.status)?,
                returned: r.returned,
                version: r.version,
                entered: r.entered.unsigned_abs(),
            });
        }
    }
    Ok(out)
}
