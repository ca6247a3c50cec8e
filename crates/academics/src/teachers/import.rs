//! CSV import of teachers: all or nothing, every bad line reported, a generated password per
//! teacher answered once for the sign-in slips.

use kernel::Viewer;
use serde::Serialize;

use crate::{
    AcademicsError,
    access::require_people,
    csv_in::{date, read_rows},
    error::Problems,
    students::import::Credential,
    teachers::{TeacherInput, Teachers},
};

/// The columns of a teachers' file, in the template's order. The first four are required.
pub const COLUMNS: [&str; 9] = [
    "staff_number",
    "first_name",
    "last_name",
    "email",
    "phone",
    "qualification",
    "specialisation",
    "hire_date",
    "username",
];

/// The most teachers one file may hold.
pub const MAX_ROWS: usize = 1000;

/// What a teachers' import stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TeacherImportResult {
    pub teachers_created: u32,
    /// The generated passwords, shown once.
    pub credentials: Vec<Credential>,
}

/// A template file with the columns and one example line.
pub fn template() -> String {
    let mut out = COLUMNS.join(",");
    out.push_str(
        "\nTCH/014,Chinedu,Okafor,c.okafor@school.example,+234 802 555 0147,B.Sc. Ed. Mathematics,Mathematics,2024-09-02,\n",
    );
    out
}

impl Teachers {
    /// Imports teachers from a CSV file (see [`COLUMNS`]). Nothing is stored unless every line
    /// is good; problems come back keyed `line.{n}`.
    pub async fn import(
        &self,
        viewer: &Viewer,
        bytes: &[u8],
    ) -> Result<TeacherImportResult, AcademicsError> {
        require_people(viewer)?;
        let rows = read_rows(bytes, &COLUMNS, 4, MAX_ROWS, "teachers")?;
        let mut p = Problems::default();
        let mut items = Vec::with_capacity(rows.len());
        for row in &rows {
            let mut row_p = Problems::default();
            let hire_date = date(&mut row_p, "hire_date", "hire_date", row.get("hire_date"));
            for (field, messages) in row_p.0 {
                for message in messages {
                    p.add(&format!("line.{}", row.line), format!("{field}: {message}"));
                }
            }
            let username = row.get("username");
            items.push(TeacherInput {
                staff_number: row.get("staff_number").to_owned(),
                first_name: row.get("first_name").to_owned(),
                last_name: row.get("last_name").to_owned(),
                email: row.get("email").to_owned(),
                username: (!username.is_empty()).then(|| username.to_owned()),
                password: None,
                phone: row.get("phone").to_owned(),
                qualification: row.get("qualification").to_owned(),
                specialisation: row.get("specialisation").to_owned(),
                bio: String::new(),
                hire_date,
            });
        }
        for (row, check) in rows.iter().zip(self.check_new(&items).await?) {
            match check {
                Ok(()) => {}
                Err(AcademicsError::Invalid(fields)) => {
                    for (field, messages) in fields {
                        for message in messages {
                            p.add(&format!("line.{}", row.line), format!("{field}: {message}"));
                        }
                    }
                }
                Err(other) => return Err(other),
            }
        }
        p.into_result()?;
        let lines: Vec<u64> = rows.iter().map(|r| r.line).collect();
        let names: Vec<String> = items
            .iter()
            .map(|i| format!("{} {}", i.first_name.trim(), i.last_name.trim()))
            .collect();
        let stored = self.store(items).await.map_err(|refusal| match refusal {
            crate::batch::Refusal::Items(failures) => {
                let mut p = Problems::default();
                for (index, error) in failures {
                    let key = lines
                        .get(index)
                        .map_or_else(|| "file".to_owned(), |l| format!("line.{l}"));
                    match error {
                        AcademicsError::Invalid(fields) => {
                            for (field, messages) in fields {
                                for message in messages {
                                    p.add(&key, format!("{field}: {message}"));
                                }
                            }
                        }
                        other => return other,
                    }
                }
                p.into_result().err().unwrap_or_else(|| {
                    AcademicsError::internal(anyhow::anyhow!("an empty refusal"))
                })
            }
            crate::batch::Refusal::Whole(e) => e,
        })?;
        Ok(TeacherImportResult {
            teachers_created: u32::try_from(stored.len()).unwrap_or(u32::MAX),
            credentials: stored
                .into_iter()
                .zip(names)
                .map(|(stored, name)| Credential {
                    role: "teacher".into(),
                    name,
                    username: stored.username,
                    password: stored.password.unwrap_or_default(),
                    welcome_email: stored.welcome_email,
                })
                .collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_template_has_every_column_and_an_example() {
        let template = super::template();
        let mut lines = template.lines();
        assert_eq!(lines.next(), Some(super::COLUMNS.join(",").as_str()));
        assert_eq!(
            lines.next().map(|l| l.split(',').count()),
            Some(super::COLUMNS.len())
        );
    }
}
