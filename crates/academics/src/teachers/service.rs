//! The teachers' use cases: the school's staff read every teacher; admins holding
//! `users.manage` add, change and remove them; a teacher changes part of their own record.

use std::sync::Arc;

use kernel::{Clock, Page, PageRequest, Role, TeacherId, Viewer};

use crate::{
    AcademicsError,
    access::{require_people, require_staff},
    accounts::{AccountRequest, Accounts},
    batch::{Refusal, check_size, gather},
    csv_out::{date, write},
    error::Problems,
    teachers::{
        NewTeacher, OwnTeacherPatch, Teacher, TeacherFilter, TeacherInput, TeacherOrder,
        TeacherPatch, TeacherRepo,
    },
    validate,
};

/// Teachers and their accounts.
#[derive(Clone)]
pub struct Teachers {
    pub(super) repo: Arc<dyn TeacherRepo>,
    pub(super) accounts: Accounts,
    pub(super) clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Teachers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Teachers")
    }
}

/// A new teacher's username: the one given, else the staff number.
pub(super) fn username(item: &TeacherInput) -> String {
    item.username
        .clone()
        .unwrap_or_else(|| item.staff_number.clone())
}

pub(super) fn check_fields(p: &mut Problems, t: &TeacherPatch) {
    if let Some(v) = &t.staff_number {
        validate::number(p, "staff_number", v);
    }
    if let Some(v) = &t.first_name {
        validate::name(p, "first_name", v);
    }
    if let Some(v) = &t.last_name {
        validate::name(p, "last_name", v);
    }
    if let Some(v) = &t.email {
        validate::email(p, "email", v, true);
    }
    if let Some(v) = &t.phone {
        validate::phone(p, "phone", v);
    }
    if let Some(v) = &t.qualification {
        validate::text(p, "qualification", v, 200, false);
    }
    if let Some(v) = &t.specialisation {
        validate::text(p, "specialisation", v, 200, false);
    }
    if let Some(v) = &t.bio {
        validate::long_text(p, "bio", v, 2000);
    }
}

impl Teachers {
    pub(crate) fn new(
        repo: Arc<dyn TeacherRepo>,
        accounts: Accounts,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
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
        filter: TeacherFilter,
        order: TeacherOrder,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError> {
        require_staff(viewer)?;
        self.repo.list(filter, order, page).await
    }

    /// A teacher's record: for admins and for colleagues (the bio page). Anyone else is told
    /// there is no such teacher.
    pub async fn get(&self, viewer: &Viewer, id: TeacherId) -> Result<Teacher, AcademicsError> {
        if require_staff(viewer).is_err() {
            return Err(AcademicsError::NotFound("teacher"));
        }
        self.repo
            .get(id)
            .await?
            .ok_or(AcademicsError::NotFound("teacher"))
    }

    /// The signed-in teacher's own record.
    pub async fn own(&self, viewer: &Viewer) -> Result<Teacher, AcademicsError> {
        if viewer.role() != Role::Teacher {
            return Err(AcademicsError::NotFound("teacher"));
        }
        self.repo
            .of_user(viewer.user())
            .await?
            .ok_or(AcademicsError::NotFound("teacher"))
    }

    /// Adds a teacher with their account (username: the staff number by default).
    pub async fn create(
        &self,
        viewer: &Viewer,
        input: TeacherInput,
    ) -> Result<Teacher, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("teacher"))
    }

    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<TeacherInput>,
    ) -> Result<Vec<Teacher>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    /// Checks each new teacher's fields and account, one result per item.
    pub(super) async fn check_new(
        &self,
        items: &[TeacherInput],
    ) -> Result<Vec<Result<(), AcademicsError>>, AcademicsError> {
        let taken = self
            .repo
            .taken(
                items
                    .iter()
                    .map(|i| username(i).trim().to_lowercase())
                    .collect(),
                items
                    .iter()
                    .map(|i| i.email.trim().to_lowercase())
                    .collect(),
                items
                    .iter()
                    .map(|i| i.staff_number.trim().to_lowercase())
                    .collect(),
            )
            .await?;
        let mut checks = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let mut p = Problems::default();
            let login = username(item);
            self.accounts
                .check(&mut p, &login, &item.email, true, item.password.as_deref())
                .await?;
            check_fields(&mut p, &TeacherPatch::from(item.clone()));
            if let Some(hired) = item.hire_date
                && hired > self.today() + time::Duration::days(366)
            {
                p.add(
                    "hire_date",
                    "The hire date is more than a year away. Check the year.",
                );
            }
            let earlier = &items[..i];
            let number = item.staff_number.trim().to_lowercase();
            if taken.numbers.contains(&number)
                || earlier
                    .iter()
                    .any(|o| o.staff_number.trim().to_lowercase() == number)
            {
                p.add("staff_number", "Another teacher has this staff number.");
            } else if taken.usernames.contains(&login.trim().to_lowercase())
                || earlier
                    .iter()
                    .any(|o| username(o).trim().eq_ignore_ascii_case(login.trim()))
            {
                let field = if item.username.is_some() {
                    "username"
                } else {
                    "staff_number"
                };
                p.add(
                    field,
                    "Another account already signs in with this name. Choose another username.",
                );
            }
            let email = item.email.trim().to_lowercase();
            if !email.is_empty()
                && (taken.emails.contains(&email)
                    || earlier
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
        Ok(checks)
    }

    /// Stores checked teachers with new accounts; answers them with the generated passwords.
    pub(super) async fn store(&self, items: Vec<TeacherInput>) -> Result<Vec<Stored>, Refusal> {
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: username(i),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Teacher,
                password: i.password.clone(),
                phone: Some(i.phone.clone()),
            })
            .collect();
        let logins = self.accounts.logins(requests, self.clock.now()).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = TeacherId::generate();
            shown.push(Stored {
                id,
                password,
                username: login.username.clone(),
                welcome_email: login.welcome_email(),
            });
            new.push(NewTeacher {
                id,
                login,
                staff_number: item.staff_number.trim().to_owned(),
                phone: item.phone.trim().to_owned(),
                qualification: item.qualification.trim().to_owned(),
                specialisation: item.specialisation.trim().to_owned(),
                bio: item.bio.trim().to_owned(),
                hire_date: item.hire_date,
            });
        }
        self.repo.insert(new, self.clock.now()).await?;
        Ok(shown)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<TeacherInput>,
    ) -> Result<Vec<Teacher>, Refusal> {
        require_people(viewer)?;
        check_size(items.len())?;
        gather(self.check_new(&items).await?)?;
        let mut out = Vec::with_capacity(items.len());
        for stored in self.store(items).await? {
            let mut teacher = self.get(viewer, stored.id).await?;
            teacher.initial_password = stored.password;
            teacher.welcome_email = stored.welcome_email;
            out.push(teacher);
        }
        Ok(out)
    }

    pub async fn update(
        &self,
        viewer: &Viewer,
        id: TeacherId,
        patch: TeacherPatch,
    ) -> Result<Teacher, AcademicsError> {
        require_people(viewer)?;
        let mut changed = self
            .change(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("teacher"))
    }

    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(TeacherId, TeacherPatch)>,
    ) -> Result<Vec<Teacher>, AcademicsError> {
        require_people(viewer)?;
        self.change(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    /// A teacher changes their own phone, qualification, specialisation and bio.
    pub async fn update_own(
        &self,
        viewer: &Viewer,
        patch: OwnTeacherPatch,
    ) -> Result<Teacher, AcademicsError> {
        let me = self.own(viewer).await?;
        let change = TeacherPatch {
            phone: patch.phone,
            qualification: patch.qualification,
            specialisation: patch.specialisation,
            bio: patch.bio,
            ..TeacherPatch::default()
        };
        let mut updated = self
            .change(viewer, vec![(me.id, change)])
            .await
            .map_err(Refusal::for_one)?;
        updated.pop().ok_or(AcademicsError::NotFound("teacher"))
    }

    /// Applies checked changes; the caller has decided the viewer may make them.
    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(TeacherId, TeacherPatch)>,
    ) -> Result<Vec<Teacher>, Refusal> {
        check_size(changes.len())?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.repo.get(*id).await? {
                None => Err(AcademicsError::NotFound("teacher")),
                Some(_) => {
                    let mut p = Problems::default();
                    check_fields(&mut p, patch);
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(checks)?;
        let ids: Vec<TeacherId> = changes.iter().map(|c| c.0).collect();
        self.repo.update(changes, self.clock.now()).await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.get(viewer, id).await?);
        }
        Ok(out)
    }

    pub async fn delete(&self, viewer: &Viewer, id: TeacherId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<TeacherId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<TeacherId>) -> Result<(), Refusal> {
        require_people(viewer)?;
        check_size(ids.len())?;
        self.repo.delete(ids).await?;
        Ok(())
    }

    /// The teachers of a list as CSV.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: TeacherFilter,
        order: TeacherOrder,
    ) -> Result<String, AcademicsError> {
        require_staff(viewer)?;
        let teachers =
            crate::pages::every_page(|page| self.repo.list(filter.clone(), order, page)).await?;
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
}

/// A teacher just stored: the password made for them (shown once), their username, and the
/// address their welcome e-mail goes to.
pub(super) struct Stored {
    pub id: TeacherId,
    pub password: Option<String>,
    pub username: String,
    pub welcome_email: Option<String>,
}
