//! CSV import of students with their parents: all or nothing, every bad line reported.

use std::collections::{BTreeMap, HashMap};

use kernel::{PageRequest, Role};
use uuid::Uuid;

use crate::{
    AcademicsError, AcademicsService, dates,
    error::Problems,
    model::{Credential, Gender, ImportResult, ParentLink, StudentStatus},
    people::AccountRequest,
    ports::{ClassFilter, ImportBatch, NewParent, NewStudent, Scope},
    validate,
    viewer::Viewer,
};

/// The columns of an import file, in the template's order. Only the first three are required.
pub const COLUMNS: [&str; 13] = [
    "admission_number",
    "first_name",
    "last_name",
    "gender",
    "date_of_birth",
    "admission_date",
    "class",
    "email",
    "parent_first_name",
    "parent_last_name",
    "parent_email",
    "parent_phone",
    "relationship",
];

/// The most students one file may hold.
pub const MAX_ROWS: usize = 5000;

/// One line of the file, by column name.
struct Row {
    line: u64,
    cells: HashMap<&'static str, String>,
}

impl Row {
    fn get(&self, column: &str) -> &str {
        self.cells.get(column).map_or("", |v| v.trim())
    }
}

/// A parent the file names: one already registered, or one to create (shared by siblings).
#[derive(Clone, Copy)]
enum ParentRef {
    Existing(Uuid),
    New(usize),
}

fn read_rows(bytes: &[u8]) -> Result<Vec<Row>, AcademicsError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes); // Excel's BOM
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(bytes);
    let headers = reader
        .headers()
        .map_err(|e| {
            AcademicsError::field("line.1", format!("The file is not readable CSV: {e}."))
        })?
        .clone();
    let mut columns: Vec<Option<&'static str>> = Vec::with_capacity(headers.len());
    let mut p = Problems::default();
    for header in &headers {
        let key = header.trim().to_ascii_lowercase().replace(' ', "_");
        match COLUMNS.iter().find(|c| **c == key) {
            Some(column) => {
                if columns.contains(&Some(*column)) {
                    p.add("line.1", format!("The column {column} appears twice."));
                }
                columns.push(Some(column));
            }
            None if key.is_empty() => columns.push(None),
            None => p.add(
                "line.1",
                format!(
                    "Unknown column \"{}\". Use the template's columns: {}.",
                    header.trim(),
                    COLUMNS.join(", ")
                ),
            ),
        }
    }
    for required in &COLUMNS[..3] {
        if !columns.contains(&Some(*required)) {
            p.add("line.1", format!("The column {required} is missing."));
        }
    }
    p.into_result()?;
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, csv::Position::line);
            AcademicsError::field(
                &format!("line.{line}"),
                format!("This line is not readable CSV: {e}."),
            )
        })?;
        let line = record.position().map_or(0, csv::Position::line);
        if record.iter().all(|c| c.trim().is_empty()) {
            continue; // blank lines at the end of a spreadsheet
        }
        let mut cells = HashMap::new();
        for (column, value) in columns.iter().zip(record.iter()) {
            if let Some(column) = column {
                cells.insert(*column, value.to_owned());
            }
        }
        rows.push(Row { line, cells });
        if rows.len() > MAX_ROWS {
            return Err(AcademicsError::field(
                "file",
                format!(
                    "A file may hold at most {MAX_ROWS} students. Split it and import each part."
                ),
            ));
        }
    }
    if rows.is_empty() {
        return Err(AcademicsError::field(
            "file",
            "The file has no students under its header line.",
        ));
    }
    Ok(rows)
}

fn date(p: &mut Problems, key: &str, column: &str, value: &str) -> Option<time::Date> {
    if value.is_empty() {
        return None;
    }
    let parsed = dates::parse(value);
    if parsed.is_none() {
        p.add(
            key,
            format!("{column} \"{value}\" is not a date like 2014-09-01."),
        );
    }
    parsed
}

impl AcademicsService {
    /// Imports students and their parents from a CSV file (see `COLUMNS`). Parents are matched
    /// to registered ones by e-mail or phone, else created once however many children they
    /// have. Nothing is stored unless every line is good; problems come back keyed `line.{n}`.
    pub async fn import_students(
        &self,
        viewer: &Viewer,
        bytes: &[u8],
    ) -> Result<ImportResult, AcademicsError> {
        viewer.require_people()?;
        let rows = read_rows(bytes)?;
        let today = self.today();

        let mut classes = HashMap::new();
        let mut page = PageRequest {
            page: 1,
            size: PageRequest::MAX_SIZE,
        };
        loop {
            let batch = self
                .register
                .list_classes(ClassFilter::default(), Scope::All, page)
                .await?;
            let more = batch.has_next();
            for class in batch.results {
                classes.insert(class.name.to_lowercase(), class.id);
            }
            if !more {
                break;
            }
            page.page += 1;
        }

        let emails: Vec<String> = rows
            .iter()
            .map(|r| r.get("parent_email").to_lowercase())
            .filter(|e| !e.is_empty())
            .collect();
        let phones: Vec<String> = rows
            .iter()
            .map(|r| validate::phone_key(r.get("parent_phone")))
            .filter(|p| !p.is_empty())
            .collect();
        let known = self
            .register
            .find_parents(emails.clone(), phones.clone())
            .await?;
        let mut known_by_email = HashMap::new();
        let mut known_by_phone = HashMap::new();
        for parent in &known {
            if !parent.email.is_empty() {
                known_by_email.insert(parent.email.to_lowercase(), parent.id);
            }
            if !parent.phone.is_empty() {
                known_by_phone.insert(validate::phone_key(&parent.phone), parent.id);
            }
        }
        let student_emails: Vec<String> = rows
            .iter()
            .map(|r| r.get("email").to_lowercase())
            .filter(|e| !e.is_empty())
            .collect();
        let numbers: Vec<String> = rows
            .iter()
            .map(|r| r.get("admission_number").to_lowercase())
            .collect();
        let mut usernames = numbers.clone();
        usernames.extend(emails.iter().cloned());
        usernames.extend(phones.iter().cloned());
        let mut all_emails = student_emails;
        all_emails.extend(emails);
        let taken = self.register.taken(usernames, all_emails, numbers).await?;

        let mut p = Problems::default();
        let mut seen_numbers: HashMap<String, u64> = HashMap::new();
        let mut seen_emails: HashMap<String, u64> = HashMap::new();
        // New parents, keyed by e-mail and by phone, so that siblings share one.
        let mut new_parents: Vec<(AccountRequest, String)> = Vec::new();
        let mut new_by_email: HashMap<String, usize> = HashMap::new();
        let mut new_by_phone: HashMap<String, usize> = HashMap::new();
        let mut students = Vec::with_capacity(rows.len());
        for row in &rows {
            let key = format!("line.{}", row.line);
            let mut row_p = Problems::default();
            let number = row.get("admission_number").to_owned();
            validate::number(&mut row_p, "admission_number", &number);
            validate::name(&mut row_p, "first_name", row.get("first_name"));
            validate::name(&mut row_p, "last_name", row.get("last_name"));
            let lower = number.to_lowercase();
            if let Some(first) = seen_numbers.get(&lower) {
                row_p.add(
                    "admission_number",
                    format!("is the same as on line {first}"),
                );
            } else if taken.admission_numbers.contains(&lower) {
                row_p.add(
                    "admission_number",
                    "belongs to a student already registered",
                );
            } else if taken.usernames.contains(&lower) {
                row_p.add("admission_number", "is already someone's username");
            }
            seen_numbers.entry(lower).or_insert(row.line);
            let gender = Gender::parse(row.get("gender")).unwrap_or_else(|| {
                row_p.add("gender", "use male, female or leave it empty");
                Gender::Unspecified
            });
            let dob = date(
                &mut row_p,
                "date_of_birth",
                "date_of_birth",
                row.get("date_of_birth"),
            );
            validate::not_future(&mut row_p, "date_of_birth", dob, today);
            let admitted = date(
                &mut row_p,
                "admission_date",
                "admission_date",
                row.get("admission_date"),
            );
            let class_id = match row.get("class") {
                "" => None,
                name => {
                    let found = classes.get(&name.to_lowercase()).copied();
                    if found.is_none() {
                        row_p.add(
                            "class",
                            format!("\"{name}\" is not one of the school's classes; add it first or fix the name"),
                        );
                    }
                    found
                }
            };
            let email = row.get("email").to_owned();
            validate::email(&mut row_p, "email", &email, false);
            if !email.is_empty() {
                let lower = email.to_lowercase();
                if let Some(first) = seen_emails.get(&lower) {
                    row_p.add("email", format!("is the same as on line {first}"));
                } else if taken.emails.contains(&lower) {
                    row_p.add("email", "belongs to an account already registered");
                }
                seen_emails.entry(lower).or_insert(row.line);
            }

            // The parent, if the line names one.
            let parent_first = row.get("parent_first_name");
            let parent_last = row.get("parent_last_name");
            let parent_email = row.get("parent_email").to_lowercase();
            let parent_phone = row.get("parent_phone");
            let relationship = row.get("relationship").to_owned();
            validate::relationship(&mut row_p, "relationship", &relationship);
            let names_parent = !(parent_first.is_empty()
                && parent_last.is_empty()
                && parent_email.is_empty()
                && parent_phone.is_empty());
            let mut parent = None;
            if names_parent {
                validate::email(&mut row_p, "parent_email", &parent_email, false);
                validate::phone(&mut row_p, "parent_phone", parent_phone);
                let phone_key = validate::phone_key(parent_phone);
                let existing = known_by_email
                    .get(&parent_email)
                    .or_else(|| known_by_phone.get(&phone_key))
                    .copied();
                let pending = new_by_email
                    .get(&parent_email)
                    .or_else(|| new_by_phone.get(&phone_key))
                    .copied();
                if let Some(id) = existing {
                    parent = Some(ParentRef::Existing(id));
                } else if let Some(index) = pending {
                    parent = Some(ParentRef::New(index));
                } else if parent_email.is_empty() && phone_key.is_empty() {
                    row_p.add(
                        "parent_email",
                        "give the parent's e-mail or phone, so the school can reach them",
                    );
                } else {
                    validate::name(&mut row_p, "parent_first_name", parent_first);
                    validate::name(&mut row_p, "parent_last_name", parent_last);
                    let username = if parent_email.is_empty() {
                        phone_key.clone()
                    } else {
                        parent_email.clone()
                    };
                    if taken.usernames.contains(&username)
                        || (!parent_email.is_empty() && taken.emails.contains(&parent_email))
                    {
                        row_p.add(
                            "parent_email",
                            "belongs to an account that is not a parent's; use another address",
                        );
                    } else if !parent_email.is_empty() && seen_emails.contains_key(&parent_email) {
                        row_p.add("parent_email", "is also a student's e-mail in this file");
                    }
                    let index = new_parents.len();
                    if !parent_email.is_empty() {
                        new_by_email.insert(parent_email.clone(), index);
                    }
                    if !phone_key.is_empty() {
                        new_by_phone.insert(phone_key.clone(), index);
                    }
                    new_parents.push((
                        AccountRequest {
                            username,
                            email: parent_email.clone(),
                            first_name: parent_first.to_owned(),
                            last_name: parent_last.to_owned(),
                            role: Role::Parent,
                            password: None,
                        },
                        parent_phone.to_owned(),
                    ));
                    parent = Some(ParentRef::New(index));
                }
            }
            for (field, messages) in row_p.0 {
                for message in messages {
                    let sentence = if message.ends_with('.') {
                        format!("{field}: {message}")
                    } else {
                        format!("{field} {message}.")
                    };
                    p.add(&key, sentence);
                }
            }
            students.push((
                row,
                number,
                gender,
                dob,
                admitted,
                class_id,
                email,
                parent,
                relationship,
            ));
        }
        p.into_result()?;

        // Every line is good: make the accounts and store everything at once.
        let parent_count = new_parents.len();
        let mut requests: Vec<AccountRequest> = Vec::with_capacity(students.len() + parent_count);
        let mut parent_phones = Vec::with_capacity(parent_count);
        for (request, phone) in new_parents {
            requests.push(request);
            parent_phones.push(phone);
        }
        for s in &students {
            requests.push(AccountRequest {
                username: s.1.clone(),
                email: s.6.clone(),
                first_name: s.0.get("first_name").to_owned(),
                last_name: s.0.get("last_name").to_owned(),
                role: Role::Student,
                password: None,
            });
        }
        let mut logins = self.logins(requests).await?.into_iter();
        let mut batch = ImportBatch::default();
        let mut result = ImportResult::default();
        let mut parent_ids = Vec::with_capacity(parent_count);
        for phone in parent_phones {
            let (login, password) = logins.next().ok_or_else(|| {
                AcademicsError::internal(anyhow::anyhow!("an account is missing"))
            })?;
            let id = Uuid::now_v7();
            parent_ids.push(id);
            result.credentials.push(Credential {
                role: "parent".into(),
                name: format!("{} {}", login.first_name, login.last_name),
                username: login.username.clone(),
                password: password.unwrap_or_default(),
            });
            batch.parents.push(NewParent {
                id,
                login,
                phone,
                address: String::new(),
                occupation: String::new(),
                children: Vec::new(),
            });
        }
        let mut matched = std::collections::BTreeSet::new();
        for (_, number, gender, dob, admitted, class_id, _, parent, relationship) in students {
            let (login, password) = logins.next().ok_or_else(|| {
                AcademicsError::internal(anyhow::anyhow!("an account is missing"))
            })?;
            let parents = match parent {
                None => Vec::new(),
                Some(ParentRef::Existing(id)) => {
                    matched.insert(id);
                    vec![ParentLink {
                        parent_id: id,
                        relationship,
                    }]
                }
                Some(ParentRef::New(index)) => vec![ParentLink {
                    parent_id: parent_ids[index],
                    relationship,
                }],
            };
            result.credentials.push(Credential {
                role: "student".into(),
                name: format!("{} {}", login.first_name, login.last_name),
                username: login.username.clone(),
                password: password.unwrap_or_default(),
            });
            batch.students.push(NewStudent {
                id: Uuid::now_v7(),
                login,
                admission_number: number,
                date_of_birth: dob,
                gender,
                address: String::new(),
                admission_date: admitted,
                status: StudentStatus::Active,
                class_id,
                parents,
            });
        }
        result.students_created = u32::try_from(batch.students.len()).unwrap_or(u32::MAX);
        result.parents_created = u32::try_from(parent_count).unwrap_or(u32::MAX);
        result.parents_matched = u32::try_from(matched.len()).unwrap_or(u32::MAX);
        let lines: Vec<u64> = rows.iter().map(|r| r.line).collect();
        self.register
            .import(batch, self.clock.now())
            .await
            .map_err(|(index, error)| {
                // Index counts parents first, then students in file order.
                let line = index
                    .checked_sub(parent_count)
                    .and_then(|i| lines.get(i).copied());
                let mut fields = BTreeMap::new();
                let key = line.map_or_else(|| "file".to_owned(), |l| format!("line.{l}"));
                match error {
                    AcademicsError::Invalid(problems) => {
                        for (field, messages) in problems {
                            for message in messages {
                                fields
                                    .entry(key.clone())
                                    .or_insert_with(Vec::new)
                                    .push(format!("{field}: {message}"));
                            }
                        }
                        AcademicsError::Invalid(fields)
                    }
                    other => other,
                }
            })?;
        Ok(result)
    }
}

/// A template file with the columns and one example line.
pub fn template() -> String {
    let mut out = COLUMNS.join(",");
    out.push_str(
        "\n2025/0001,Ada,Obi,female,2014-03-09,2025-09-08,JSS 1A,,Ngozi,Obi,ngozi.obi@example.com,+234 803 123 4567,Mother\n",
    );
    out
}
