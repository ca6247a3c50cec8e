//! Reading students: one statement a page (or a record), with each student's current class and
//! their parents as an array of rows.

use academics::{
    AcademicsError,
    students::{Gender, Student, StudentFilter, StudentOrder, StudentParent, StudentStatus},
};
use diesel::{
    QueryableByName,
    sql_types::{Array, BigInt, Bool, Date, Nullable, Record, Text, Uuid as SqlUuid},
};
use diesel_async::RunQueryDsl;
use kernel::{ClassId, Page, PageRequest, ParentId, Scope, StudentId, UserId};
use uuid::Uuid;

use super::{Conn, all_of, classes_of_teacher, internal, key, page_of, search_condition};
use crate::{Database, sql::Params, visibility};

/// A parent as a student's record shows them: id, name, relationship, phone, e-mail.
type ParentCells = (Uuid, String, String, String, String);

#[derive(QueryableByName)]
struct StudentRow {
    #[diesel(sql_type = SqlUuid)]
    id: Uuid,
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
    #[diesel(sql_type = Text)]
    username: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    first_name: String,
    #[diesel(sql_type = Text)]
    last_name: String,
    #[diesel(sql_type = Bool)]
    is_active: bool,
    #[diesel(sql_type = Text)]
    admission_number: String,
    #[diesel(sql_type = Nullable<Date>)]
    date_of_birth: Option<time::Date>,
    #[diesel(sql_type = Text)]
    gender: String,
    #[diesel(sql_type = Text)]
    address: String,
    #[diesel(sql_type = Nullable<Date>)]
    admission_date: Option<time::Date>,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<SqlUuid>)]
    class_id: Option<Uuid>,
    #[diesel(sql_type = Nullable<Text>)]
    class_name: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    level_id: Option<String>,
    #[diesel(sql_type = Array<Record<(SqlUuid, Text, Text, Text, Text)>>)]
    parents: Vec<ParentCells>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl StudentRow {
    fn into_student(self) -> Result<Student, AcademicsError> {
        Ok(Student {
            id: StudentId::from_uuid(self.id),
            user_id: UserId::from_uuid(self.user_id),
            username: self.username,
            email: self.email,
            first_name: self.first_name,
            last_name: self.last_name,
            is_active: self.is_active,
            admission_number: self.admission_number,
            date_of_birth: self.date_of_birth,
            gender: Gender::parse(&self.gender).unwrap_or_default(),
            address: self.address,
            admission_date: self.admission_date,
            status: StudentStatus::parse(&self.status).unwrap_or_default(),
            class_id: self.class_id.map(ClassId::from_uuid),
            class_name: self.class_name,
            level_id: self.level_id.map(key).transpose()?,
            parents: self
                .parents
                .into_iter()
                .map(|(id, name, relationship, phone, email)| StudentParent {
                    parent_id: ParentId::from_uuid(id),
                    name,
                    relationship,
                    phone,
                    email,
                })
                .collect(),
            initial_password: None,
            welcome_email: None,
        })
    }
}

/// Which students a read is for.
#[derive(Clone, Copy)]
pub(super) enum Wanted<'a> {
    List(&'a StudentFilter),
    One(StudentId),
    OfUser(UserId),
}

fn order_by(order: StudentOrder) -> &'static str {
    match order {
        StudentOrder::LastName => "lower(u.last_name), lower(u.first_name), s.id",
        StudentOrder::LastNameDesc => "lower(u.last_name) DESC, lower(u.first_name) DESC, s.id",
        StudentOrder::FirstName => "lower(u.first_name), lower(u.last_name), s.id",
        StudentOrder::FirstNameDesc => "lower(u.first_name) DESC, lower(u.last_name) DESC, s.id",
        StudentOrder::AdmissionNumber => "lower(s.admission_number), s.id",
        StudentOrder::AdmissionNumberDesc => "lower(s.admission_number) DESC, s.id",
        StudentOrder::AdmissionDate => "s.admission_date NULLS LAST, s.id",
        StudentOrder::AdmissionDateDesc => "s.admission_date DESC NULLS LAST, s.id",
    }
}

/// The conditions of a list's filters, each only when it is present.
fn filter_conditions(params: &mut Params, filter: &StudentFilter) -> Vec<String> {
    let mut conditions = Vec::new();
    let classes = (!filter.class_ids.is_empty()).then(|| {
        let ids: Vec<Uuid> = filter.class_ids.iter().map(|c| c.into_uuid()).collect();
        params.bind::<Array<SqlUuid>, _>(ids)
    });
    match (&filter.session_id, classes) {
        // Enrolled in that session, in those classes when given.
        (Some(session), classes) => {
            let session = params.bind::<Text, _>(session.to_string());
            let in_classes =
                classes.map_or(String::new(), |c| format!(" AND e2.class_id = ANY({c})"));
            conditions.push(format!(
                "EXISTS (SELECT 1 FROM enrolments e2
                         WHERE e2.student_id = s.id AND e2.session_id = {session}{in_classes})"
            ));
        }
        (None, Some(classes)) => conditions.push(format!("e.class_id = ANY({classes})")),
        (None, None) => {}
    }
    if !filter.level_ids.is_empty() {
        let levels: Vec<String> = filter.level_ids.iter().map(|l| l.to_string()).collect();
        let levels = params.bind::<Array<Text>, _>(levels);
        conditions.push(format!("c.level_id = ANY({levels})"));
    }
    if !filter.statuses.is_empty() {
        let statuses: Vec<String> = filter
            .statuses
            .iter()
            .map(|s| s.as_str().to_owned())
            .collect();
        let statuses = params.bind::<Array<Text>, _>(statuses);
        conditions.push(format!("s.status = ANY({statuses})"));
    }
    if let Some(teacher) = filter.teacher_id {
        let teacher = params.bind::<SqlUuid, _>(teacher.into_uuid());
        conditions.push(format!("e.class_id IN ({})", classes_of_teacher(teacher)));
    }
    if let Some(parent) = filter.parent_id {
        let parent = params.bind::<SqlUuid, _>(parent.into_uuid());
        conditions.push(format!(
            "s.id IN (SELECT student_id FROM student_parents WHERE parent_id = {parent})"
        ));
    }
    conditions.extend(search_condition(
        params,
        filter.search.as_deref(),
        &[
            "u.first_name",
            "u.last_name",
            "(u.first_name || ' ' || u.last_name)",
            "s.admission_number",
            "u.username",
            "u.email",
        ],
    ));
    conditions
}

/// A page of the students `wanted` that `scope` sees, in `order`.
pub(super) async fn select(
    conn: &Conn,
    scope: Scope,
    wanted: Wanted<'_>,
    order: StudentOrder,
    page: PageRequest,
) -> Result<Page<Student>, AcademicsError> {
    let mut params = Params::scoped(scope);
    // `e` below is the student's one current enrolment, so the rule can read their class.
    let mut conditions = vec![visibility::students_in_current_class(
        scope,
        "s.id",
        "e.class_id",
    )];
    let listed = matches!(wanted, Wanted::List(_));
    match wanted {
        Wanted::List(filter) => conditions.extend(filter_conditions(&mut params, filter)),
        Wanted::One(id) => {
            let id = params.bind::<SqlUuid, _>(id.into_uuid());
            conditions.push(format!("s.id = {id}"));
        }
        Wanted::OfUser(user) => {
            let user = params.bind::<SqlUuid, _>(user.into_uuid());
            conditions.push(format!("s.user_id = {user}"));
        }
    }
    // A list's page, in its order; one record is neither ordered nor paged.
    let super::Paging {
        order,
        page: page_clause,
        page_order,
    } = super::paging(
        &mut params,
        listed.then(|| order_by(order)),
        listed.then_some(page),
    );
    // The page is chosen first (by the order's index where there is one: no window over every
    // matching row), then counted apart; only its rows read their parents.
    let joins = [
        ("u", "JOIN users u ON u.id = s.user_id"),
        (
            "e",
            "LEFT JOIN enrolments e ON e.student_id = s.id
                AND e.session_id = (SELECT id FROM academic_sessions WHERE is_current)",
        ),
        ("c", "LEFT JOIN classes c ON c.id = e.class_id"),
    ];
    let from = format!("students s {}", joins.map(|(_, join)| join).join(" "));
    let total = super::total_column(
        listed,
        &super::count_from("students s", &joins, &conditions),
        &conditions,
    );
    let rows: Vec<StudentRow> = params
        .sql(format!(
            "SELECT page.*,
                    {total} AS total,
                    ARRAY(SELECT ROW(p.id, btrim(pu.first_name || ' ' || pu.last_name),
                                     sp.relationship, p.phone, pu.email)
                          FROM student_parents sp
                          JOIN parents p ON p.id = sp.parent_id
                          JOIN users pu ON pu.id = p.user_id
                          WHERE sp.student_id = page.id
                          ORDER BY lower(pu.last_name), lower(pu.first_name), p.id) AS parents
             FROM (
                SELECT s.id, s.user_id, u.username, u.email, u.first_name, u.last_name,
                       u.is_active, s.admission_number, s.date_of_birth, s.gender, s.address,
                       s.admission_date, s.status, e.class_id, c.name AS class_name, c.level_id
                FROM {from}
                WHERE {conditions}
                {order}
                {page_clause}
             ) page
             {page_order}",
            conditions = all_of(&conditions),
        ))
        .load(&mut { conn })
        .await
        .map_err(internal)?;
    let total = <[_]>::first(&rows).map_or(0, |r| r.total);
    let results = rows
        .into_iter()
        .map(StudentRow::into_student)
        .collect::<Result<_, _>>()?;
    Ok(page_of(results, total, page))
}

/// The one student `wanted` names that `scope` sees, read on the shared connection
/// (decisions/029): a teacher's look at a record, a student's own profile.
pub(super) async fn one(
    db: &Database,
    scope: Scope,
    wanted: Wanted<'_>,
) -> Result<Option<Student>, AcademicsError> {
    let page = db
        .read(|conn| {
            Box::pin(async move {
                let order = StudentOrder::default();
                select(&conn, scope, wanted, order, PageRequest::default()).await
            })
        })
        .await
        .map_err(internal)??;
    Ok(page.results.into_iter().next())
}
