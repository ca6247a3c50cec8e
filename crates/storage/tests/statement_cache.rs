//! The register's reads are statements each connection prepares once and reuses, one text per
//! kind of viewer and filter shape; a parent's and a teacher's own record are one statement.
//!
//! The pool has one connection, whose diesel instrumentation records what it runs
//! (`StartQuery`) and what it prepares to keep (`CacheQuery`); PostgreSQL's
//! `pg_prepared_statements` shows what the connection keeps prepared.

mod common;

use std::sync::{Arc, Mutex};

use academics::{
    parents::ParentRepo,
    students::{Student, StudentFilter, StudentOrder, StudentRepo},
    teachers::TeacherRepo,
};
use common::{Register, register_changed, school, structure};
use diesel::{QueryableByName, connection::InstrumentationEvent, sql_types::Text};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Page, PageRequest, Scope};
use storage::{Database, DatabaseOptions};
use test_support::TestDatabase;

/// What the connection did: `run: <sql>` for each statement run, `prepare: <sql>` for each
/// statement prepared for the cache. The pool's check on checkout is left out.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<String>>>);

impl Log {
    fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }

    fn runs(events: &[String]) -> usize {
        events.iter().filter(|e| e.starts_with("run: ")).count()
    }

    fn prepared(events: &[String]) -> Vec<String> {
        events
            .iter()
            .filter_map(|e| e.strip_prefix("prepare: "))
            .map(str::to_owned)
            .collect()
    }
}

/// A register over a pool of one connection whose work is logged.
async fn one_connection(db: &TestDatabase) -> (Register, Log) {
    let pool = Database::connect(
        db.url(),
        DatabaseOptions {
            max_connections: 1,
            ..DatabaseOptions::default()
        },
    )
    .unwrap();
    let log = Log::default();
    let events = log.clone();
    pool.conn()
        .await
        .unwrap()
        .set_instrumentation(move |event: InstrumentationEvent<'_>| {
            let line = match event {
                InstrumentationEvent::StartQuery { query, .. } => format!("run: {query}"),
                InstrumentationEvent::CacheQuery { sql, .. } => format!("prepare: {sql}"),
                _ => return,
            };
            // The pool's check of the connection on every checkout.
            if !line.starts_with("run: SELECT $1 --") {
                events.0.lock().unwrap().push(line);
            }
        });
    (Register::over(pool), log)
}

#[derive(QueryableByName)]
struct Statement {
    #[diesel(sql_type = Text)]
    statement: String,
}

const KEPT: &str = "SELECT statement FROM pg_prepared_statements
                    WHERE statement NOT LIKE '%pg_prepared_statements%'";

/// The statements the pool's connection and the connection reads share (decisions/029) keep
/// prepared (other than the one asking).
async fn kept(register: &Register) -> Vec<String> {
    let mut conn = register.db.conn().await.unwrap();
    let pooled = diesel::sql_query(KEPT)
        .load::<Statement>(&mut conn)
        .await
        .unwrap();
    let shared = register
        .db
        .read(|conn| {
            Box::pin(async move { diesel::sql_query(KEPT).load::<Statement>(&mut &*conn).await })
        })
        .await
        .unwrap()
        .unwrap();
    pooled
        .into_iter()
        .chain(shared)
        .map(|s| s.statement)
        .collect()
}

async fn list(register: &Register, filter: StudentFilter, scope: Scope) {
    list_page(register, filter, scope, PageRequest::default()).await;
}

/// One page of the students `scope` sees, in the default order.
async fn list_page(
    register: &Register,
    filter: StudentFilter,
    scope: Scope,
    page: PageRequest,
) -> Page<Student> {
    register
        .students
        .list(filter, StudentOrder::default(), scope, page)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_list_is_prepared_once_per_viewer_kind_and_filter_shape() {
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;
    let teacher = Scope::Teacher(s.t1.login.user_id);

    log.take();
    list(&register, StudentFilter::default(), teacher).await;
    let first = Log::prepared(&log.take());
    assert_eq!(
        first.len(),
        1,
        "the first list prepares its statement: {first:?}"
    );
    let kept_after_first = kept(&register).await;
    assert!(
        kept_after_first.contains(&first[0]),
        "and the connection keeps it"
    );
    log.take();

    // The same page again, read afresh: a page kept while the register is unchanged would not
    // be read at all (decisions/031).
    register_changed(&db).await;
    list(&register, StudentFilter::default(), teacher).await;
    let again = log.take();
    assert_eq!(Log::runs(&again), 1);
    assert!(
        Log::prepared(&again).is_empty(),
        "the second reuses it: {again:?}"
    );
    assert_eq!(kept(&register).await.len(), kept_after_first.len());

    // Another teacher's list is the same statement with another value.
    list(
        &register,
        StudentFilter::default(),
        Scope::Teacher(s.t2.login.user_id),
    )
    .await;
    assert!(Log::prepared(&log.take()).is_empty());

    // Another kind of viewer, or another filter, is another statement.
    list(
        &register,
        StudentFilter::default(),
        Scope::Parent(s.p.login.user_id),
    )
    .await;
    let parent = Log::prepared(&log.take());
    assert_eq!(parent.len(), 1);
    assert_ne!(parent[0], first[0]);
    let in_a = StudentFilter {
        class_ids: vec![s.a.id],
        ..StudentFilter::default()
    };
    list(&register, in_a, teacher).await;
    let filtered = Log::prepared(&log.take());
    assert_eq!(filtered.len(), 1);
    assert!(
        filtered[0].contains("e.class_id = ANY($2)"),
        "{}",
        filtered[0]
    );
    assert_eq!(kept(&register).await.len(), kept_after_first.len() + 2);
}

/// How many times the connection reads share has run its kept statements, as PostgreSQL counts
/// them (each run is one plan used: `generic_plans`, the connection plans each once).
async fn shared_runs(register: &Register) -> i64 {
    #[derive(QueryableByName)]
    struct Runs {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        runs: i64,
    }
    register
        .db
        .read(|conn| {
            Box::pin(async move {
                diesel::sql_query(
                    "SELECT coalesce(sum(generic_plans + custom_plans), 0)::bigint AS runs
                     FROM pg_prepared_statements",
                )
                .get_result::<Runs>(&mut &*conn)
                .await
            })
        })
        .await
        .unwrap()
        .unwrap()
        .runs
}

#[tokio::test]
async fn a_parents_and_a_teachers_own_record_are_one_statement_each() {
    let db = TestDatabase::new().await;
    let (register, _log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;

    // One record is read on the connection reads share (decisions/029).
    let before = shared_runs(&register).await;
    let mother = register
        .parents
        .of_user(s.p.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(mother.children.len(), 1);
    assert_eq!(shared_runs(&register).await - before, 1);

    let before = shared_runs(&register).await;
    let teacher = register
        .teachers
        .of_user(s.t2.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(teacher.subjects.len(), 1);
    assert_eq!(shared_runs(&register).await - before, 1);

    let before = shared_runs(&register).await;
    let student = register
        .students
        .of_user(s.s1.login.user_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(student.parents.len(), 1);
    assert_eq!(shared_runs(&register).await - before, 1);
}

#[derive(QueryableByName)]
struct Plans {
    #[diesel(sql_type = Text)]
    statement: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    generic_plans: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    custom_plans: i64,
}

/// Each statement the connection keeps, with how often PostgreSQL used a generic plan for it
/// and how often it planned it again for the values at hand.
async fn plans(register: &Register) -> Vec<Plans> {
    let mut conn = register.db.conn().await.unwrap();
    diesel::sql_query(
        "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements
         WHERE statement NOT LIKE '%pg_prepared_statements%'",
    )
    .load::<Plans>(&mut conn)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_statement_is_planned_once_for_every_value_and_page() {
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;
    let teacher = Scope::Teacher(s.t1.login.user_id);
    let page = |page, size| PageRequest::new(Some(page), Some(size)).unwrap();
    let list_page = |scope, request| list_page(&register, StudentFilter::default(), scope, request);

    log.take();
    // Seven reads of the first page, then later pages and another teacher: far past the five
    // executions after which PostgreSQL would otherwise weigh re-planning each time. Each read
    // of the first page follows a change of the register, or it would be answered from the
    // page kept (decisions/031).
    for _ in 0..7 {
        register_changed(&db).await;
        list_page(teacher, page(1, 50)).await;
    }
    list_page(teacher, page(2, 50)).await;
    list_page(teacher, page(3, 50)).await;
    list_page(Scope::Teacher(s.t2.login.user_id), page(1, 50)).await;
    let prepared = Log::prepared(&log.take());
    assert_eq!(
        prepared.len(),
        1,
        "every page is one statement: {prepared:?}"
    );
    assert!(
        prepared[0].contains("LIMIT 50 OFFSET $"),
        "the page's size is in the text, its offset bound: {}",
        prepared[0]
    );
    let list = plans(&register)
        .await
        .into_iter()
        .find(|p| p.statement == prepared[0])
        .expect("the connection keeps the list's statement");
    assert_eq!(
        (list.generic_plans, list.custom_plans),
        (10, 0),
        "ten reads, one plan made once and used for each"
    );

    // Another page size is another text, planned once in turn.
    list_page(teacher, page(1, 20)).await;
    let other = Log::prepared(&log.take());
    assert_eq!(other.len(), 1);
    assert!(other[0].contains("LIMIT 20 OFFSET $"), "{}", other[0]);
}

/// A page's size and an announcement list's order are written into the text, so each one asked
/// for could be one more statement the connection keeps for its life. Only the screens' sizes
/// and orders are kept; any other is answered, then closed.
#[tokio::test]
async fn uncommon_sizes_and_orders_are_answered_but_not_kept() {
    use messaging::{AnnouncementOrder, AnnouncementQuery, AnnouncementRepo};
    use storage::PgAnnouncementRepo;

    let db = TestDatabase::new().await;
    let (register, _log) = one_connection(&db).await;
    structure(&register).await;
    school(&register).await;
    let students = |size| {
        let page = PageRequest::new(Some(1), Some(size)).unwrap();
        list_page(&register, StudentFilter::default(), Scope::All, page)
    };
    let news = PgAnnouncementRepo::new(register.db.clone());
    let announcements = |ordering: &'static str, size| {
        let news = &news;
        async move {
            let query = AnnouncementQuery {
                order: AnnouncementOrder::parse(ordering).unwrap(),
                ..AnnouncementQuery::default()
            };
            news.list(&query, PageRequest::new(Some(1), Some(size)).unwrap())
                .await
                .unwrap()
        }
    };
    let sorted = |mut texts: Vec<String>| {
        texts.sort();
        texts
    };
    students(50).await;
    announcements("", 50).await;
    let before = sorted(kept(&register).await);

    let all = students(50).await.count;
    assert!(all >= 2, "the fixture has several students");
    for size in [1, 7, 49, 51, 199] {
        let page = students(size).await;
        assert_eq!(page.results.len() as u64, all.min(u64::from(size)));
    }
    for ordering in [
        "title,-priority",
        "priority,title,-created_at",
        "-expires_at,title",
    ] {
        for size in [3, 50] {
            announcements(ordering, size).await;
        }
    }
    assert_eq!(
        sorted(kept(&register).await),
        before,
        "no uncommon size or order is kept"
    );

    // A screen's size or order is kept, as before.
    students(25).await;
    announcements("-title", 20).await;
    assert_eq!(kept(&register).await.len(), before.len() + 2);
}

/// The reads of a student's term (their attendance days, tally and corrections; the terms
/// they have report cards in) are prepared once too: before, they were `sql_query` text,
/// which diesel parses and plans again on every call.
#[tokio::test]
async fn a_students_term_reads_are_prepared_once() {
    use academics::{attendance::AttendanceRepo, results::ReportRepo};
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    structure(&register).await;
    let s = school(&register).await;
    let attendance = storage::PgAttendanceRepo::new(register.db.clone());
    let reports = storage::PgReportRepo::new(register.db.clone());
    let (from, to) = (
        time::macros::date!(2026 - 01 - 05),
        time::macros::date!(2026 - 04 - 03),
    );
    let reads = async || {
        attendance.tally(s.s1.id, from, to).await.unwrap();
        attendance.student_marks(s.s1.id, from, to).await.unwrap();
        attendance.changes(s.s1.id).await.unwrap();
        reports.card_terms(s.s1.id, true).await.unwrap();
    };

    // The tally, the marks, the corrections and the terms.
    prepared_once(&register, &log, 4, reads).await;
}

#[tokio::test]
async fn the_result_checker_batches_are_read_prepared_once() {
    use academics::pins::PinRepo;
    let db = TestDatabase::new().await;
    let (register, log) = one_connection(&db).await;
    let pins = storage::PgPinRepo::new(register.db.clone());
    let reads = async || {
        pins.batches().await.unwrap();
        pins.batch(uuid::Uuid::now_v7()).await.unwrap();
    };

    // The list of batches and one batch.
    prepared_once(&register, &log, 2, reads).await;
}

/// Runs `reads` twice on the register's one connection: the first time its `runs` statements
/// are each prepared and kept, the second time none is prepared again.
async fn prepared_once(register: &Register, log: &Log, runs: usize, reads: impl AsyncFn()) {
    log.take();
    reads().await;
    let first = log.take();
    assert_eq!(Log::runs(&first), runs, "{first:?}");
    assert_eq!(
        Log::prepared(&first).len(),
        runs,
        "every statement is prepared: {first:?}"
    );
    let kept_after_first = kept(register).await;
    for statement in Log::prepared(&first) {
        assert!(kept_after_first.contains(&statement), "{statement}");
    }
    log.take();

    reads().await;
    let again = log.take();
    assert_eq!(Log::runs(&again), runs);
    assert!(Log::prepared(&again).is_empty(), "{again:?}");
}
