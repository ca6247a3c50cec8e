//! CSV exports of the register's lists, safe to open in a spreadsheet.

use kernel::PageRequest;

use crate::{
    AcademicsError, AcademicsService, dates,
    model::{Class, ClassSubject, Enrolment, Parent, Student, Teacher},
    ports::{
        ClassFilter, ClassSubjectFilter, EnrolmentFilter, ParentFilter, StudentFilter,
        StudentOrder, TeacherFilter, TeacherOrder,
    },
    viewer::Viewer,
};

/// A cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is
/// prefixed with `'` (OWASP's CSV injection advice).
fn cell(value: &str) -> String {
    if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    }
}

fn date(value: Option<time::Date>) -> String {
    value.map(dates::format).unwrap_or_default()
}

fn write(
    header: &[&str],
    rows: impl Iterator<Item = Vec<String>>,
) -> Result<String, AcademicsError> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer
        .write_record(header)
        .map_err(AcademicsError::internal)?;
    for row in rows {
        writer
            .write_record(row.iter().map(|v| cell(v)))
            .map_err(AcademicsError::internal)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| AcademicsError::internal(anyhow::anyhow!("{e}")))?;
    String::from_utf8(bytes).map_err(AcademicsError::internal)
}

/// Pages of a list until the end.
macro_rules! every_page {
    ($fetch:expr) => {{
        let mut out = Vec::new();
        let mut page = PageRequest {
            page: 1,
            size: PageRequest::MAX_SIZE,
        };
        loop {
            let batch = $fetch(page).await?;
            let more = batch.has_next();
            out.extend(batch.results);
            if !more {
                break out;
            }
            page.page += 1;
        }
    }};
}

impl AcademicsService {
    /// The students of a list (as the viewer may see it), with the import's columns first so
    /// that an export can be corrected and imported elsewhere.
    pub async fn export_students(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
    ) -> Result<String, AcademicsError> {
        let students: Vec<Student> = self.all_students(viewer, filter, order).await?;
        write(
            &[
                "admission_number",
                "first_name",
                "last_name",
                "gender",
                "date_of_birth",
                "admission_date",
                "class",
                "email",
                "status",
                "username",
                "parents",
            ],
            students.iter().map(|s| {
                vec![
                    s.admission_number.clone(),
                    s.first_name.clone(),
                    s.last_name.clone(),
                    s.gender.as_str().to_owned(),
                    date(s.date_of_birth),
                    date(s.admission_date),
                    s.class_name.clone().unwrap_or_default(),
                    s.email.clone(),
                    s.status.as_str().to_owned(),
                    s.username.clone(),
                    s.parents
                        .iter()
                        .map(|p| {
                            let contact = if p.phone.is_empty() {
                                &p.email
                            } else {
                                &p.phone
                            };
                            format!("{} ({}) {}", p.name, p.relationship, contact)
                        })
                        .collect::<Vec<_>>()
                        .join("; "),
                ]
            }),
        )
    }

    pub async fn export_teachers(
        &self,
        viewer: &Viewer,
        filter: TeacherFilter,
        order: TeacherOrder,
    ) -> Result<String, AcademicsError> {
        let teachers: Vec<Teacher> =
            every_page!(|page| self.list_teachers(viewer, filter.clone(), order, page));
        write(
            &[
                "staff_number",
                "first_name",
                "last_name",
                "email",
                "phone",
                "qualification",
                "specialisation",
                "hire_date",
                "class_teacher_of",
                "teaches",
                "active",
            ],
            teachers.iter().map(|t| {
                vec![
                    t.staff_number.clone(),
                    t.first_name.clone(),
                    t.last_name.clone(),
                    t.email.clone(),
                    t.phone.clone(),
                    t.qualification.clone(),
                    t.specialisation.clone(),
                    date(t.hire_date),
                    t.classes
                        .iter()
                        .map(|c| c.name.clone())
                        .collect::<Vec<_>>()
                        .join("; "),
                    t.subjects
                        .iter()
                        .map(|s| format!("{} {}", s.class_name, s.subject_name))
                        .collect::<Vec<_>>()
                        .join("; "),
                    t.is_active.to_string(),
                ]
            }),
        )
    }

    pub async fn export_parents(
        &self,
        viewer: &Viewer,
        filter: ParentFilter,
    ) -> Result<String, AcademicsError> {
        let parents: Vec<Parent> =
            every_page!(|page| self.list_parents(viewer, filter.clone(), page));
        write(
            &[
                "first_name",
                "last_name",
                "email",
                "phone",
                "address",
                "occupation",
                "children",
                "active",
            ],
            parents.iter().map(|p| {
                vec![
                    p.first_name.clone(),
                    p.last_name.clone(),
                    p.email.clone(),
                    p.phone.clone(),
                    p.address.clone(),
                    p.occupation.clone(),
                    p.children
                        .iter()
                        .map(|c| format!("{} ({})", c.name, c.admission_number))
                        .collect::<Vec<_>>()
                        .join("; "),
                    p.is_active.to_string(),
                ]
            }),
        )
    }

    pub async fn export_classes(
        &self,
        viewer: &Viewer,
        filter: ClassFilter,
    ) -> Result<String, AcademicsError> {
        let classes: Vec<Class> =
            every_page!(|page| self.list_classes(viewer, filter.clone(), page));
        write(
            &["name", "level", "arm", "class_teacher", "students"],
            classes.iter().map(|c| {
                vec![
                    c.name.clone(),
                    c.level_name.clone(),
                    c.arm.clone(),
                    c.class_teacher_name.clone().unwrap_or_default(),
                    c.student_count.to_string(),
                ]
            }),
        )
    }
}

impl AcademicsService {
    /// What each class offers and who teaches it, as CSV.
    pub async fn export_class_subjects(
        &self,
        viewer: &Viewer,
        filter: ClassSubjectFilter,
    ) -> Result<String, AcademicsError> {
        let items: Vec<ClassSubject> =
            every_page!(|page| self.list_class_subjects(viewer, filter.clone(), page));
        write(
            &["class", "subject", "teacher"],
            items.iter().map(|c| {
                vec![
                    c.class_name.clone(),
                    c.subject_name.clone(),
                    c.teacher_name.clone().unwrap_or_default(),
                ]
            }),
        )
    }

    /// Enrolments (who was in which class in which session), as CSV.
    pub async fn export_enrolments(
        &self,
        viewer: &Viewer,
        filter: EnrolmentFilter,
    ) -> Result<String, AcademicsError> {
        let items: Vec<Enrolment> =
            every_page!(|page| self.list_enrolments(viewer, filter.clone(), page));
        write(
            &["session", "class", "admission_number", "student"],
            items.iter().map(|e| {
                vec![
                    e.session_id.clone(),
                    e.class_name.clone(),
                    e.admission_number.clone(),
                    e.student_name.clone(),
                ]
            }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_quotes_escaped() {
        let out = write(
            &["a", "b"],
            vec![vec![
                "=HYPERLINK(\"x\")".to_owned(),
                "O'Neil, Jr".to_owned(),
            ]]
            .into_iter(),
        )
        .unwrap();
        assert_eq!(out, "a,b\n\"'=HYPERLINK(\"\"x\"\")\",\"O'Neil, Jr\"\n");
    }
}
