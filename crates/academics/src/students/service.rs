//! The students' use cases: everyone reads the students in their scope; admins holding
//! `users.manage` add, change and remove them.

use std::sync::Arc;

use kernel::{Clock, Page, PageRequest, Role, Scope, StudentId, Viewer};

use crate::{
    AcademicsError,
    access::require_people,
    accounts::{AccountRequest, Accounts},
    batch::{Refusal, check_size, gather},
    classes::ClassRepo,
    error::Problems,
    parents::ParentRepo,
    students::{
        NewStudent, Student, StudentFilter, StudentInput, StudentOrder, StudentPatch, StudentRepo,
    },
    validate,
};

/// Students and their accounts.
#[derive(Clone)]
pub struct Students {
    pub(super) repo: Arc<dyn StudentRepo>,
    pub(super) parents: Arc<dyn ParentRepo>,
    pub(super) classes: Arc<dyn ClassRepo>,
    pub(super) accounts: Accounts,
    pub(super) clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Students {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Students")
    }
}

/// A new student's username: the one given, else the admission number.
fn username(item: &StudentInput) -> String {
    item.username
        .clone()
        .unwrap_or_else(|| item.admission_number.clone())
}

impl Students {
    pub(crate) fn new(
        repo: Arc<dyn StudentRepo>,
        parents: Arc<dyn ParentRepo>,
        classes: Arc<dyn ClassRepo>,
        accounts: Accounts,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            parents,
            classes,
            accounts,
            clock,
        }
    }

    pub(super) fn today(&self) -> time::Date {
        self.clock.today()
    }

    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError> {
        self.repo.list(filter, order, viewer.scope(), page).await
    }

    /// Every student of a list as the viewer may see it, page after page.
    pub async fn all(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
    ) -> Result<Vec<Student>, AcademicsError> {
        crate::pages::every_page(|page| self.repo.list(filter.clone(), order, viewer.scope(), page))
            .await
    }

    pub async fn get(&self, viewer: &Viewer, id: StudentId) -> Result<Student, AcademicsError> {
        self.repo
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))
    }

    fn check_fields(&self, p: &mut Problems, s: &StudentPatch) {
        if let Some(v) = &s.admission_number {
            validate::number(p, "admission_number", v);
        }
        if let Some(v) = &s.first_name {
            validate::name(p, "first_name", v);
        }
        if let Some(v) = &s.last_name {
            validate::name(p, "last_name", v);
        }
        if let Some(v) = &s.email {
            validate::email(p, "email", v, false);
        }
        if let Some(v) = &s.address {
            validate::text(p, "address", v, 300, false);
        }
        if let Some(dob) = s.date_of_birth {
            validate::not_future(p, "date_of_birth", dob, self.today());
        }
        if let Some(Some(admitted)) = s.admission_date
            && admitted > self.today() + time::Duration::days(366)
        {
            p.add(
                "admission_date",
                "The admission date is more than a year away. Check the year.",
            );
        }
        if let (Some(Some(dob)), Some(Some(admitted))) = (s.date_of_birth, s.admission_date)
            && dob >= admitted
        {
            p.add(
                "admission_date",
                "A student is admitted after they are born. Check both dates.",
            );
        }
        if let Some(parents) = &s.parents {
            for (i, link) in parents.iter().enumerate() {
                validate::relationship(p, &format!("parents.{i}.relationship"), &link.relationship);
                if parents[..i].iter().any(|l| l.parent_id == link.parent_id) {
                    p.add(
                        &format!("parents.{i}.parent_id"),
                        "This parent is listed twice.",
                    );
                }
            }
        }
    }

    /// Adds a student with their account (username: the admission number by default); the
    /// answer carries a generated password once.
    pub async fn create(
        &self,
        viewer: &Viewer,
        input: StudentInput,
    ) -> Result<Student, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("student"))
    }

    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<StudentInput>,
    ) -> Result<Vec<Student>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<StudentInput>,
    ) -> Result<Vec<Student>, Refusal> {
        require_people(viewer)?;
        check_size(items.len())?;
        let mut checks = Vec::with_capacity(items.len());
        for item in &items {
            let mut p = Problems::default();
            self.accounts
                .check(
                    &mut p,
                    &username(item),
                    &item.email,
                    false,
                    item.password.as_deref(),
                )
                .await?;
            self.check_fields(&mut p, &StudentPatch::from(item.clone()));
            checks.push(p.into_result());
        }
        gather(checks)?;
        self.check_clashes(&items).await?;
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: username(i),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Student,
                password: i.password.clone(),
                phone: None,
            })
            .collect();
        let logins = self.accounts.logins(requests, self.clock.now()).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = StudentId::generate();
            shown.push((id, password, login.welcome_email()));
            new.push(NewStudent {
                id,
                login,
                admission_number: item.admission_number.trim().to_owned(),
                date_of_birth: item.date_of_birth,
                gender: item.gender,
                address: item.address.trim().to_owned(),
                admission_date: item.admission_date,
                status: item.status,
                class_id: item.class_id,
                parents: item.parents,
            });
        }
        self.repo.insert(new, self.clock.now()).await?;
        let mut out = Vec::with_capacity(shown.len());
        for (id, password, welcome_email) in shown {
            let mut student = self.get(viewer, id).await?;
            student.initial_password = password;
            student.welcome_email = welcome_email;
            out.push(student);
        }
        Ok(out)
    }

    /// Admission numbers, usernames and e-mail addresses already taken, or given twice in the
    /// batch: every clash at once, each on the field a person would fix.
    async fn check_clashes(&self, items: &[StudentInput]) -> Result<(), Refusal> {
        let name = |i: &StudentInput| username(i).trim().to_lowercase();
        let taken = self
            .repo
            .taken(
                items.iter().map(name).collect(),
                items
                    .iter()
                    .filter(|i| !i.email.trim().is_empty())
                    .map(|i| i.email.trim().to_lowercase())
                    .collect(),
                items
                    .iter()
                    .map(|i| i.admission_number.trim().to_lowercase())
                    .collect(),
            )
            .await?;
        let mut checks = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let mut p = Problems::default();
            let number = item.admission_number.trim().to_lowercase();
            let login = name(item);
            let email = item.email.trim().to_lowercase();
            if taken.numbers.contains(&number)
                || items[..i]
                    .iter()
                    .any(|o| o.admission_number.trim().to_lowercase() == number)
            {
                p.add(
                    "admission_number",
                    "Another student has this admission number.",
                );
            } else if taken.usernames.contains(&login)
                || items[..i].iter().any(|o| name(o) == login)
            {
                let field = if item.username.is_some() {
                    "username"
                } else {
                    "admission_number"
                };
                p.add(
                    field,
                    "Another account already signs in with this name. Choose another username.",
                );
            }
            if !email.is_empty()
                && (taken.emails.contains(&email)
                    || items[..i]
                        .iter()
                        .any(|o| o.email.trim().to_lowercase() == email))
            {
                p.add(
                    "email",
                    "An account with that e-mail address already exists.",
                );
            }
            checks.push(p.into_result());
        }
        gather(checks)
    }

    pub async fn update(
        &self,
        viewer: &Viewer,
        id: StudentId,
        patch: StudentPatch,
    ) -> Result<Student, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("student"))
    }

    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(StudentId, StudentPatch)>,
    ) -> Result<Vec<Student>, AcademicsError> {
        self.change(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(StudentId, StudentPatch)>,
    ) -> Result<Vec<Student>, Refusal> {
        require_people(viewer)?;
        check_size(changes.len())?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.repo.get(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("student")),
                Some(current) => {
                    let mut p = Problems::default();
                    // Dates are checked together, so the stored one stands in for an absent one.
                    let mut merged = patch.clone();
                    merged.date_of_birth =
                        Some(patch.date_of_birth.unwrap_or(current.date_of_birth));
                    merged.admission_date =
                        Some(patch.admission_date.unwrap_or(current.admission_date));
                    self.check_fields(&mut p, &merged);
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(checks)?;
        let ids: Vec<StudentId> = changes.iter().map(|c| c.0).collect();
        self.repo.update(changes, self.clock.now()).await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.get(viewer, id).await?);
        }
        Ok(out)
    }

    pub async fn delete(&self, viewer: &Viewer, id: StudentId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<StudentId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<StudentId>) -> Result<(), Refusal> {
        require_people(viewer)?;
        check_size(ids.len())?;
        self.repo.delete(ids).await?;
        Ok(())
    }
}
