//! Lessons (`academics::timetable::LessonRepo`, decisions/017). The database refuses clashes
//! itself (`lessons_class_clash`, `lessons_teacher_clash`, `lessons_room_clash`, exclusion
//! constraints over the lesson's minutes of the week); this adapter then reads the lesson
//! already there, so the refusal names it.

use academics::{
    AcademicsError, BatchFailure,
    timetable::{ClashKind, Lesson, LessonFilter, LessonRepo, NewLesson, Weekday, clash_sentence},
};
use diesel::{
    ExpressionMethods, QueryDsl, QueryableByName,
    result::Error as DieselError,
    sql_types::{Array, BigInt, Int2, Nullable, Text, Time as SqlTime, Uuid as SqlUuid},
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{ClassId, ClassSubjectId, LessonId, Page, PageRequest, Scope, TeacherId, TermId};
use time::{OffsetDateTime, Time};
use uuid::Uuid;

use super::{
    Conn, all_of,
    errors::{Stop, write_error},
    internal, key, page_of,
};
use crate::{Database, schema::lessons, sql::Params, visibility};

/// `academics::timetable::LessonRepo` on PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgLessonRepo {
    db: Database,
}

impl PgLessonRepo {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[derive(QueryableByName)]
struct LessonRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    term_id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    class_id: Uuid,
    #[diesel(sql_type = Text)]
    class_name: String,
    #[diesel(sql_type = SqlUuid)]
    class_subject_id: Uuid,
    #[diesel(sql_type = Text)]
    subject_id: String,
    #[diesel(sql_type = Text)]
    subject_name: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    teacher_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    teacher_name: Option<String>,
    #[diesel(sql_type = Int2)]
    weekday: i16,
    #[diesel(sql_type = SqlTime)]
    starts_at: Time,
    #[diesel(sql_type = SqlTime)]
    ends_at: Time,
    #[diesel(sql_type = Text)]
    room: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl LessonRow {
    fn into_lesson(self) -> Result<Lesson, AcademicsError> {
        Ok(Lesson {
            id: LessonId::from_uuid(self.id),
            term_id: TermId::from_uuid(self.term_id),
            class_id: ClassId::from_uuid(self.class_id),
            class_name: self.class_name,
            class_subject_id: ClassSubjectId::from_uuid(self.class_subject_id),
            subject_id: key(self.subject_id)?,
            subject_name: self.subject_name,
            teacher_id: self.teacher_id.map(TeacherId::from_uuid),
            teacher_name: self.teacher_name,
            weekday: Weekday::from_iso(self.weekday)
                .ok_or_else(|| internal(anyhow::anyhow!("a stored weekday of {}", self.weekday)))?,
            start_time: self.starts_at,
            end_time: self.ends_at,
            room: self.room,
        })
    }
}

const SELECT: &str = "SELECT l.id, l.term_id, l.class_id, c.name AS class_name,
        l.class_subject_id, cs.subject_id, sj.name AS subject_name, l.teacher_id,
        btrim(tu.first_name || ' ' || tu.last_name) AS teacher_name,
        l.weekday, l.starts_at, l.ends_at, l.room, count(*) OVER () AS total
    FROM lessons l
    JOIN classes c ON c.id = l.class_id
    JOIN class_subjects cs ON cs.id = l.class_subject_id
    JOIN subjects sj ON sj.id = cs.subject_id
    LEFT JOIN teachers t ON t.id = l.teacher_id
    LEFT JOIN users tu ON tu.id = t.user_id";

/// Which lessons a read is for.
enum Wanted<'a> {
    List(&'a LessonFilter),
    One(LessonId),
    /// The lesson of the same term that `lesson` would clash with over `kind`.
    Clashing(&'a NewLesson, ClashKind),
}

async fn select(
    conn: &mut Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    page: PageRequest,
) -> Result<Page<Lesson>, AcademicsError> {
    let mut params = Params::scoped(scope);
    let mut conditions = vec![visibility::lessons(scope, "l.class_id", "l.teacher_id")];
    match wanted {
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("l.id = {id}"));
        }
        Wanted::List(filter) => {
            let term = filter
                .term_id
                .ok_or_else(|| internal(anyhow::anyhow!("a lesson list without a term")))?;
            let term = params.bind::<SqlUuid, _>(term.into_uuid());
            conditions.push(format!("l.term_id = {term}"));
            if let Some(class) = filter.class_id {
                let class = params.bind::<SqlUuid, _>(class.into_uuid());
                conditions.push(format!("l.class_id = {class}"));
            }
            if let Some(teacher) = filter.teacher_id {
                let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
                conditions.push(format!("l.teacher_id = {teacher}"));
            }
            if let Some(room) = &filter.room {
                let room = params.bind::<Text, _>(room.to_lowercase());
                conditions.push(format!("lower(l.room) = {room}"));
            }
            if let Some(day) = filter.weekday {
                let day = params.bind::<Int2, _>(day.iso());
                conditions.push(format!("l.weekday = {day}"));
            }
        }
        Wanted::Clashing(lesson, kind) => {
            let term = params.bind::<SqlUuid, _>(lesson.term_id.into_uuid());
            let own = params.bind::<SqlUuid, _>(lesson.id.into_uuid());
            let day = params.bind::<Int2, _>(lesson.weekday.iso());
            let starts = params.bind::<SqlTime, _>(lesson.start_time);
            let ends = params.bind::<SqlTime, _>(lesson.end_time);
            conditions.push(format!(
                "l.term_id = {term} AND l.id <> {own} AND l.weekday = {day}
                 AND l.starts_at < {ends} AND l.ends_at > {starts}"
            ));
            conditions.push(match kind {
                ClashKind::Class => {
                    let class = params.bind::<SqlUuid, _>(lesson.class_id.into_uuid());
                    format!("l.class_id = {class}")
                }
                ClashKind::Teacher => {
                    let teacher = params
                        .bind::<Nullable<SqlUuid>, _>(lesson.teacher_id.map(TeacherId::into_uuid));
                    format!("l.teacher_id = {teacher}")
                }
                ClashKind::Room => {
                    let room = params.bind::<Text, _>(lesson.room.to_lowercase());
                    format!("lower(l.room) = {room}")
                }
            });
        }
    }
    let page_clause = params.page(page);
    let rows: Vec<LessonRow> = params
        .sql(format!(
            "{SELECT}
             WHERE {}
             ORDER BY l.weekday, l.starts_at, lower(c.name), l.id
             {page_clause}",
            all_of(&conditions)
        ))
        .load(conn)
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(LessonRow::into_lesson)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

/// The clash an exclusion constraint reports, if the error is one.
fn clash(e: &DieselError) -> Option<ClashKind> {
    let DieselError::DatabaseError(_, info) = e else {
        return None;
    };
    match info.constraint_name()? {
        "lessons_class_clash" => Some(ClashKind::Class),
        "lessons_teacher_clash" => Some(ClashKind::Teacher),
        "lessons_room_clash" => Some(ClashKind::Room),
        _ => None,
    }
}

/// What a batch is told when another writer's lesson, saved while it was checked, clashes with
/// it.
const CHANGED_MEANWHILE: &str = "Another change to the timetable was saved while these lessons \
     were, and they now clash with it. Reload the timetable, then save again.";

/// The timetable's clash constraints, which a batch of changes defers to its end.
const CLASHES: &str = "lessons_class_clash, lessons_teacher_clash, lessons_room_clash";

/// The first lesson of `items`, as they now stand in the transaction, that clashes with
/// another lesson of its term, refused with the sentence that names the other.
async fn first_clash(conn: &mut Conn, items: &[NewLesson]) -> Result<(), Stop> {
    for (i, lesson) in items.iter().enumerate() {
        for kind in [ClashKind::Class, ClashKind::Teacher, ClashKind::Room] {
            let applies = match kind {
                ClashKind::Class => true,
                ClashKind::Teacher => lesson.teacher_id.is_some(),
                ClashKind::Room => !lesson.room.is_empty(),
            };
            if !applies {
                continue;
            }
            let there = select(
                conn,
                Scope::All,
                Wanted::Clashing(lesson, kind),
                PageRequest::default(),
            )
            .await
            .map_err(|e| Stop::Refused(i, e))?;
            if let Some(other) = <[_]>::first(&there.results) {
                return Err(Stop::Refused(
                    i,
                    AcademicsError::Conflict(clash_sentence(kind, other)),
                ));
            }
        }
    }
    Ok(())
}

/// What a clash over `kind` says when the lesson already there cannot be read back: it was in
/// the same batch, which rolled back with the rest.
fn clash_in_batch(kind: ClashKind) -> String {
    match kind {
        ClashKind::Class => "Two of these lessons are for the same class at overlapping times.",
        ClashKind::Teacher => "Two of these lessons have the same teacher at overlapping times.",
        ClashKind::Room => "Two of these lessons are in the same room at overlapping times.",
    }
    .to_owned()
}

async fn insert_lesson(
    conn: &mut Conn,
    l: &NewLesson,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    diesel::insert_into(lessons::table)
        .values((
            lessons::id.eq(l.id.into_uuid()),
            lessons::term_id.eq(l.term_id.into_uuid()),
            lessons::class_id.eq(l.class_id.into_uuid()),
            lessons::class_subject_id.eq(l.class_subject_id.into_uuid()),
            lessons::teacher_id.eq(l.teacher_id.map(TeacherId::into_uuid)),
            lessons::weekday.eq(l.weekday.iso()),
            lessons::starts_at.eq(l.start_time),
            lessons::ends_at.eq(l.end_time),
            lessons::room.eq(&l.room),
            lessons::created_at.eq(at),
            lessons::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

async fn update_lesson(
    conn: &mut Conn,
    l: &NewLesson,
    at: OffsetDateTime,
) -> Result<(), DieselError> {
    let rows = diesel::update(lessons::table.find(l.id.into_uuid()))
        .set((
            lessons::class_id.eq(l.class_id.into_uuid()),
            lessons::class_subject_id.eq(l.class_subject_id.into_uuid()),
            lessons::teacher_id.eq(l.teacher_id.map(TeacherId::into_uuid)),
            lessons::weekday.eq(l.weekday.iso()),
            lessons::starts_at.eq(l.start_time),
            lessons::ends_at.eq(l.end_time),
            lessons::room.eq(&l.room),
            lessons::updated_at.eq(at),
        ))
        .execute(conn)
        .await?;
    if rows == 0 {
        return Err(DieselError::NotFound);
    }
    Ok(())
}

/// What a write's transaction came to, for the caller: a clash names the lesson already there,
/// read after the transaction rolled back.
async fn explain(
    conn: &mut Conn,
    items: &[NewLesson],
    outcome: Result<(), Stop>,
) -> Result<(), BatchFailure> {
    let (i, e) = match outcome {
        Ok(()) => return Ok(()),
        Err(Stop::Refused(i, refusal)) => return Err((i, refusal)),
        Err(Stop::Db(i, e)) => (i, e),
    };
    if matches!(e, DieselError::NotFound) {
        return Err((i, AcademicsError::NotFound("lesson")));
    }
    let Some(kind) = clash(&e) else {
        return Err((i, write_error(e)));
    };
    let there = select(
        conn,
        Scope::All,
        Wanted::Clashing(&items[i], kind),
        PageRequest::default(),
    )
    .await
    .map_err(|e| (i, e))?;
    let sentence = <[_]>::first(&there.results).map_or_else(
        || clash_in_batch(kind),
        |lesson| clash_sentence(kind, lesson),
    );
    Err((i, AcademicsError::Conflict(sentence)))
}

#[async_trait::async_trait]
impl LessonRepo for PgLessonRepo {
    async fn list(
        &self,
        filter: LessonFilter,
        scope: Scope,
        page: PageRequest,
    ) -> Result<Page<Lesson>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        select(&mut conn, scope, Wanted::List(&filter), page).await
    }

    async fn get(&self, id: LessonId, scope: Scope) -> Result<Option<Lesson>, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        Ok(
            select(&mut conn, scope, Wanted::One(id), PageRequest::default())
                .await?
                .results
                .into_iter()
                .next(),
        )
    }

    async fn insert(&self, items: Vec<NewLesson>) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let at = OffsetDateTime::now_utc();
        let outcome = conn
            .transaction::<_, Stop, _>(async |conn| {
                for (i, lesson) in items.iter().enumerate() {
                    insert_lesson(conn, lesson, at)
                        .await
                        .map_err(|e| Stop::Db(i, e))?;
                }
                Ok(())
            })
            .await;
        explain(&mut conn, &items, outcome).await
    }

    async fn update(&self, items: Vec<NewLesson>) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let at = OffsetDateTime::now_utc();
        let batch = items.len() > 1;
        let outcome = conn
            .transaction::<_, Stop, _>(async |conn| {
                // A batch (two lessons swapped, a morning moved along) is judged as it ends:
                // on the way, one lesson may sit for a moment where another has yet to leave.
                if batch {
                    diesel::sql_query(format!("SET CONSTRAINTS {CLASHES} DEFERRED"))
                        .execute(conn)
                        .await?;
                }
                for (i, lesson) in items.iter().enumerate() {
                    update_lesson(conn, lesson, at)
                        .await
                        .map_err(|e| Stop::Db(i, e))?;
                }
                if batch {
                    first_clash(conn, &items).await?;
                    // The database's own check, for a write of another transaction that landed
                    // after the one above: the batch is not to blame for one lesson of it.
                    diesel::sql_query(format!("SET CONSTRAINTS {CLASHES} IMMEDIATE"))
                        .execute(conn)
                        .await
                        .map_err(|e| match clash(&e) {
                            Some(_) => {
                                Stop::Refused(0, AcademicsError::Conflict(CHANGED_MEANWHILE.into()))
                            }
                            None => Stop::Db(0, e),
                        })?;
                }
                Ok(())
            })
            .await;
        explain(&mut conn, &items, outcome).await
    }

    async fn delete(&self, ids: Vec<LessonId>) -> Result<(), BatchFailure> {
        let mut conn = self.db.conn().await.map_err(|e| (0, internal(e)))?;
        let wanted: Vec<Uuid> = ids.iter().map(|id| id.into_uuid()).collect();
        conn.transaction::<_, Stop, _>(async |conn| {
            let found: Vec<Uuid> = lessons::table
                .select(lessons::id)
                .filter(lessons::id.eq_any(&wanted))
                .for_update()
                .load(conn)
                .await?;
            if let Some(missing) = wanted.iter().position(|id| !found.contains(id)) {
                return Err(Stop::Refused(missing, AcademicsError::NotFound("lesson")));
            }
            diesel::delete(lessons::table.filter(lessons::id.eq_any(&wanted)))
                .execute(conn)
                .await?;
            Ok(())
        })
        .await
        .map_err(|stop| match stop {
            Stop::Refused(i, refusal) => (i, refusal),
            Stop::Db(i, e) => (i, internal(e)),
        })
    }

    async fn count(&self, term: TermId) -> Result<u64, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let n: i64 = lessons::table
            .filter(lessons::term_id.eq(term.into_uuid()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(internal)?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    async fn copy_term(&self, from: TermId, to: TermId) -> Result<u64, AcademicsError> {
        let mut conn = self.db.conn().await.map_err(internal)?;
        let copied = conn
            .transaction::<_, Stop, _>(async |conn| {
                let old: Vec<Uuid> = lessons::table
                    .select(lessons::id)
                    .filter(lessons::term_id.eq(from.into_uuid()))
                    .load(conn)
                    .await?;
                let new: Vec<Uuid> = old
                    .iter()
                    .map(|_| LessonId::generate().into_uuid())
                    .collect();
                let copied = diesel::sql_query(
                    "INSERT INTO lessons (id, term_id, class_id, class_subject_id, teacher_id,
                                          weekday, starts_at, ends_at, room, created_at,
                                          updated_at)
                     SELECT m.new_id, $1, l.class_id, l.class_subject_id, l.teacher_id,
                            l.weekday, l.starts_at, l.ends_at, l.room, now(), now()
                     FROM lessons l
                     JOIN unnest($2::uuid[], $3::uuid[]) AS m (old_id, new_id)
                       ON m.old_id = l.id",
                )
                .bind::<SqlUuid, _>(to.into_uuid())
                .bind::<Array<SqlUuid>, _>(old)
                .bind::<Array<SqlUuid>, _>(new)
                .execute(conn)
                .await?;
                Ok(copied)
            })
            .await
            .map_err(|stop| match stop {
                Stop::Refused(_, refusal) => refusal,
                Stop::Db(_, e) if clash(&e).is_some() => AcademicsError::Conflict(
                    "The term to copy into has lessons at the same times. Delete them first."
                        .into(),
                ),
                Stop::Db(_, e) => internal(e),
            })?;
        Ok(u64::try_from(copied).unwrap_or(0))
    }
}
