//! CSV import of students with their parents: all or nothing, every bad line reported.

use std::collections::{BTreeMap, HashMap};

use kernel::{ClassId, ParentId, Role, Scope, StudentId, Viewer};
use serde::Serialize;

use crate::{
    AcademicsError,
    access::require_people,
    accounts::AccountRequest,
    classes::ClassFilter,
    csv_in::{date, read_rows},
    error::Problems,
    parents::NewParent,
    students::{Gender, ImportBatch, NewStudent, ParentLink, StudentStatus, Students},
    validate,
};

/// A generated password, for the sign-in slips of an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Credential {
    /// `student`, `teacher` or `parent`.
    pub role: String,
    pub name: String,
    pub username: String,
    pub password: String,
    /// Where the welcome e-mail with a link to choose a password is going, if one is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub welcome_email: Option<String>,
}

/// What an import stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ImportResult {
    pub students_created: u32,
    pub parents_created: u32,
    pub parents_matched: u32,
    /// The generated passwords, shown once.
    pub credentials: Vec<Credential>,
}

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

/// A parent the file names: one already registered, or one to create (shared by siblings).
#[derive(Clone, Copy)]
enum ParentRef {
    Existing(ParentId),
    New(usize),
}

impl Students {
    /// Imports students and their parents from a CSV file (see `COLUMNS`). Parents are matched
    /// to registered ones by e-mail or phone, else created once however many children they
    /// have. Nothing is stored unless every line is good; problems come back keyed `line.{n}`.
    pub async fn import(
        &self,
        viewer: &Viewer,
        bytes: &[u8],
    ) -> Result<ImportResult, AcademicsError> {
        require_people(viewer)?;
        let rows = read_rows(bytes, &COLUMNS, 3, MAX_ROWS, "students")?;
        let today = self.today();

        let classes: HashMap<String, ClassId> = crate::pages::every_page(|page| {
            self.classes.list(ClassFilter::default(), Scope::All, page)
        })
        .await?
        .into_iter()
        .map(|class| (class.name.to_lowercase(), class.id))
        .collect();

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
        let known = self.parents.find(emails.clone(), phones.clone()).await?;
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
        let taken = self.repo.taken(usernames, all_emails, numbers).await?;

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
            } else if taken.numbers.contains(&lower) {
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
                            phone: Some(parent_phone.to_owned()),
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
                phone: None,
            });
        }
        let mut logins = self
            .accounts
            .logins(requests, self.clock.now())
            .await?
            .into_iter();
        let mut batch = ImportBatch::default();
        let mut result = ImportResult::default();
        let mut parent_ids = Vec::with_capacity(parent_count);
        for phone in parent_phones {
            let (login, password) = logins.next().ok_or_else(|| {
                AcademicsError::internal(anyhow::anyhow!("an account is missing"))
            })?;
            let id = ParentId::generate();
            parent_ids.push(id);
            result.credentials.push(Credential {
                role: "parent".into(),
                name: format!("{} {}", login.first_name, login.last_name),
                username: login.username.clone(),
                password: password.unwrap_or_default(),
                welcome_email: login.welcome_email(),
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
                welcome_email: login.welcome_email(),
            });
            batch.students.push(NewStudent {
                id: StudentId::generate(),
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
        self.repo
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
