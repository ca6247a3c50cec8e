//! The students of a list as CSV.

use kernel::Viewer;

use crate::{
    AcademicsError,
    csv_out::{date, write},
    students::{StudentFilter, StudentOrder, Students},
};

impl Students {
    /// The students of a list (as the viewer may see it), with the import's columns first so
    /// that an export can be corrected and imported elsewhere.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
    ) -> Result<String, AcademicsError> {
        let students = self.all(viewer, filter, order).await?;
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
}
