//! Students, teachers and parents, each with their sign-in account.

use kernel::{Page, PageRequest, Role};
use uuid::Uuid;

use crate::{
    AcademicsError, AcademicsService,
    error::Problems,
    model::{
        ChildLink, OwnTeacherPatch, Parent, ParentInput, ParentPatch, RoleBlock, Student,
        StudentInput, StudentPatch, Teacher, TeacherInput, TeacherPatch,
    },
    ports::{
        Login, NewParent, NewStudent, NewTeacher, ParentFilter, Scope, StudentFilter, StudentOrder,
        TeacherFilter, TeacherOrder,
    },
    service::{batch_size, gather, item_error},
    validate,
    viewer::Viewer,
};

/// An account to make with a record, before its password is stored.
pub(crate) struct AccountRequest {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub role: Role,
    pub password: Option<String>,
}

impl AcademicsService {
    /// The accounts of new records, with their stored passwords; the generated passwords
    /// come back beside them, to be shown once.
    pub(crate) async fn logins(
        &self,
        requests: Vec<AccountRequest>,
    ) -> Result<Vec<(Login, Option<String>)>, AcademicsError> {
        let wanted = requests.iter().filter(|r| r.password.is_none()).count();
        let mut generated = if wanted > 0 {
            self.credentials.generate(wanted).await?
        } else {
            Vec::new()
        }
        .into_iter();
        let mut out = Vec::with_capacity(requests.len());
        for r in requests {
            let (hash, shown) = match r.password {
                Some(password) => (self.credentials.hash(&password).await?, None),
                None => {
                    let (plain, hash) = generated.next().ok_or_else(|| {
                        AcademicsError::internal(anyhow::anyhow!("too few passwords generated"))
                    })?;
                    (hash, Some(plain))
                }
            };
            out.push((
                Login {
                    user_id: Uuid::now_v7(),
                    username: r.username.trim().to_owned(),
                    email: r.email.trim().to_owned(),
                    first_name: r.first_name.trim().to_owned(),
                    last_name: r.last_name.trim().to_owned(),
                    role: r.role,
                    password_hash: hash,
                },
                shown,
            ));
        }
        Ok(out)
    }

    /// The checks every new account gets: username, e-mail, names, and the policy on a
    /// password an admin chose.
    async fn check_account(
        &self,
        p: &mut Problems,
        username: &str,
        email: &str,
        email_required: bool,
        password: Option<&str>,
    ) -> Result<(), AcademicsError> {
        validate::username(p, "username", username);
        validate::email(p, "email", email, email_required);
        if let Some(password) = password {
            for problem in self.credentials.problems(password).await? {
                p.add("password", problem);
            }
        }
        Ok(())
    }

    // --- Students ----------------------------------------------------------------------

    pub async fn list_students(
        &self,
        viewer: &Viewer,
        filter: StudentFilter,
        order: StudentOrder,
        page: PageRequest,
    ) -> Result<Page<Student>, AcademicsError> {
        self.register
            .list_students(filter, order, viewer.scope(), page)
            .await
    }

    pub async fn student(&self, viewer: &Viewer, id: Uuid) -> Result<Student, AcademicsError> {
        self.register
            .student(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))
    }

    fn check_student_fields(&self, p: &mut Problems, s: &StudentPatch) {
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

    /// Adds students with their accounts (username: the admission number by default); the
    /// answer carries each generated password once.
    pub async fn create_students(
        &self,
        viewer: &Viewer,
        items: Vec<StudentInput>,
    ) -> Result<Vec<Student>, AcademicsError> {
        viewer.require_people()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let mut checks = Vec::with_capacity(items.len());
        for item in &items {
            let mut p = Problems::default();
            let username = item
                .username
                .clone()
                .unwrap_or_else(|| item.admission_number.clone());
            self.check_account(
                &mut p,
                &username,
                &item.email,
                false,
                item.password.as_deref(),
            )
            .await?;
            self.check_student_fields(&mut p, &StudentPatch::from(item.clone()));
            checks.push(p.into_result());
        }
        gather(single, checks)?;
        self.check_student_clashes(single, &items).await?;
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: i
                    .username
                    .clone()
                    .unwrap_or_else(|| i.admission_number.clone()),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Student,
                password: i.password.clone(),
            })
            .collect();
        let logins = self.logins(requests).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = Uuid::now_v7();
            shown.push((id, password));
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
        self.register
            .insert_students(new, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(shown.len());
        for (id, password) in shown {
            let mut student = self.student(viewer, id).await?;
            student.initial_password = password;
            out.push(student);
        }
        Ok(out)
    }

    /// Admission numbers, usernames and e-mail addresses already taken, or given twice in the
    /// batch: every clash at once, each on the field a person would fix.
    async fn check_student_clashes(
        &self,
        single: bool,
        items: &[StudentInput],
    ) -> Result<(), AcademicsError> {
        let username = |i: &StudentInput| {
            i.username
                .clone()
                .unwrap_or_else(|| i.admission_number.clone())
                .trim()
                .to_lowercase()
        };
        let taken = self
            .register
            .taken(
                items.iter().map(username).collect(),
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
            let name = username(item);
            let email = item.email.trim().to_lowercase();
            if taken.admission_numbers.contains(&number)
                || items[..i]
                    .iter()
                    .any(|o| o.admission_number.trim().to_lowercase() == number)
            {
                p.add(
                    "admission_number",
                    "Another student has this admission number.",
                );
            } else if taken.usernames.contains(&name)
                || items[..i].iter().any(|o| username(o) == name)
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
        gather(single, checks)
    }

    pub async fn update_students(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, StudentPatch)>,
    ) -> Result<Vec<Student>, AcademicsError> {
        viewer.require_people()?;
        batch_size(changes.len())?;
        let single = changes.len() == 1;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.register.student(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("student")),
                Some(current) => {
                    let mut p = Problems::default();
                    // Dates are checked together, so the stored one stands in for an absent one.
                    let mut merged = patch.clone();
                    merged.date_of_birth =
                        Some(patch.date_of_birth.unwrap_or(current.date_of_birth));
                    merged.admission_date =
                        Some(patch.admission_date.unwrap_or(current.admission_date));
                    self.check_student_fields(&mut p, &merged);
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(single, checks)?;
        let ids: Vec<Uuid> = changes.iter().map(|c| c.0).collect();
        self.register
            .update_students(changes, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.student(viewer, id).await?);
        }
        Ok(out)
    }

    pub async fn delete_students(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_people()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_students(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    // --- Teachers ----------------------------------------------------------------------

    pub async fn list_teachers(
        &self,
        viewer: &Viewer,
        filter: TeacherFilter,
        order: TeacherOrder,
        page: PageRequest,
    ) -> Result<Page<Teacher>, AcademicsError> {
        viewer.require_staff()?;
        self.register
            .list_teachers(filter, order, Scope::All, page)
            .await
    }

    /// A teacher's record: for admins and for colleagues (the bio page).
    pub async fn teacher(&self, viewer: &Viewer, id: Uuid) -> Result<Teacher, AcademicsError> {
        if viewer.require_staff().is_err() {
            return Err(AcademicsError::NotFound("teacher"));
        }
        self.register
            .teacher(id, Scope::All)
            .await?
            .ok_or(AcademicsError::NotFound("teacher"))
    }

    /// The signed-in teacher's own record.
    pub async fn own_teacher(&self, viewer: &Viewer) -> Result<Teacher, AcademicsError> {
        match viewer {
            Viewer::Teacher(user) => self
                .register
                .teacher_of_user(*user)
                .await?
                .ok_or(AcademicsError::NotFound("teacher")),
            _ => Err(AcademicsError::NotFound("teacher")),
        }
    }

    fn check_teacher_fields(p: &mut Problems, t: &TeacherPatch) {
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

    /// Adds teachers with their accounts (username: the staff number by default).
    pub async fn create_teachers(
        &self,
        viewer: &Viewer,
        items: Vec<TeacherInput>,
    ) -> Result<Vec<Teacher>, AcademicsError> {
        viewer.require_people()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let mut checks = Vec::with_capacity(items.len());
        for item in &items {
            let mut p = Problems::default();
            let username = item
                .username
                .clone()
                .unwrap_or_else(|| item.staff_number.clone());
            self.check_account(
                &mut p,
                &username,
                &item.email,
                true,
                item.password.as_deref(),
            )
            .await?;
            Self::check_teacher_fields(&mut p, &TeacherPatch::from(item.clone()));
            if let Some(hired) = item.hire_date
                && hired > self.today() + time::Duration::days(366)
            {
                p.add(
                    "hire_date",
                    "The hire date is more than a year away. Check the year.",
                );
            }
            checks.push(p.into_result());
        }
        gather(single, checks)?;
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: i.username.clone().unwrap_or_else(|| i.staff_number.clone()),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Teacher,
                password: i.password.clone(),
            })
            .collect();
        let logins = self.logins(requests).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = Uuid::now_v7();
            shown.push((id, password));
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
        self.register
            .insert_teachers(new, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(shown.len());
        for (id, password) in shown {
            let mut teacher = self.teacher(viewer, id).await?;
            teacher.initial_password = password;
            out.push(teacher);
        }
        Ok(out)
    }

    pub async fn update_teachers(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, TeacherPatch)>,
    ) -> Result<Vec<Teacher>, AcademicsError> {
        viewer.require_people()?;
        self.apply_teacher_changes(viewer, changes).await
    }

    async fn apply_teacher_changes(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, TeacherPatch)>,
    ) -> Result<Vec<Teacher>, AcademicsError> {
        batch_size(changes.len())?;
        let single = changes.len() == 1;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.register.teacher(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("teacher")),
                Some(_) => {
                    let mut p = Problems::default();
                    Self::check_teacher_fields(&mut p, patch);
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(single, checks)?;
        let ids: Vec<Uuid> = changes.iter().map(|c| c.0).collect();
        self.register
            .update_teachers(changes, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.teacher(viewer, id).await?);
        }
        Ok(out)
    }

    /// A teacher changes their own phone, qualification, specialisation and bio.
    pub async fn update_own_teacher(
        &self,
        viewer: &Viewer,
        patch: OwnTeacherPatch,
    ) -> Result<Teacher, AcademicsError> {
        let me = self.own_teacher(viewer).await?;
        let change = TeacherPatch {
            phone: patch.phone,
            qualification: patch.qualification,
            specialisation: patch.specialisation,
            bio: patch.bio,
            ..TeacherPatch::default()
        };
        let mut updated = self
            .apply_teacher_changes(viewer, vec![(me.id, change)])
            .await?;
        updated.pop().ok_or(AcademicsError::NotFound("teacher"))
    }

    pub async fn delete_teachers(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_people()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_teachers(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    // --- Parents -----------------------------------------------------------------------

    pub async fn list_parents(
        &self,
        viewer: &Viewer,
        filter: ParentFilter,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError> {
        self.register
            .list_parents(filter, viewer.scope(), page)
            .await
    }

    pub async fn parent(&self, viewer: &Viewer, id: Uuid) -> Result<Parent, AcademicsError> {
        self.register
            .parent(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("parent"))
    }

    fn check_parent_fields(p: &mut Problems, f: &ParentPatch) {
        if let Some(v) = &f.first_name {
            validate::name(p, "first_name", v);
        }
        if let Some(v) = &f.last_name {
            validate::name(p, "last_name", v);
        }
        if let Some(v) = &f.email {
            validate::email(p, "email", v, false);
        }
        if let Some(v) = &f.phone {
            validate::phone(p, "phone", v);
        }
        if let Some(v) = &f.address {
            validate::text(p, "address", v, 300, false);
        }
        if let Some(v) = &f.occupation {
            validate::text(p, "occupation", v, 100, false);
        }
    }

    fn check_children(p: &mut Problems, children: &[ChildLink]) {
        for (i, link) in children.iter().enumerate() {
            validate::relationship(p, &format!("children.{i}.relationship"), &link.relationship);
            if children[..i]
                .iter()
                .any(|l| l.student_id == link.student_id)
            {
                p.add(
                    &format!("children.{i}.student_id"),
                    "This child is listed twice.",
                );
            }
        }
    }

    /// A parent's username: the one given, else the e-mail address, else the phone number.
    fn parent_username(item: &ParentInput) -> String {
        item.username
            .clone()
            .filter(|u| !u.trim().is_empty())
            .unwrap_or_else(|| {
                if item.email.trim().is_empty() {
                    validate::phone_key(&item.phone)
                } else {
                    item.email.trim().to_lowercase()
                }
            })
    }

    /// Adds parents with their accounts and links to their children.
    pub async fn create_parents(
        &self,
        viewer: &Viewer,
        items: Vec<ParentInput>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        viewer.require_people()?;
        batch_size(items.len())?;
        let single = items.len() == 1;
        let mut checks = Vec::with_capacity(items.len());
        for item in &items {
            let mut p = Problems::default();
            if item.email.trim().is_empty() && item.phone.trim().is_empty() {
                p.add(
                    "email",
                    "Give an e-mail address or a phone number, so the school can reach this parent.",
                );
            }
            self.check_account(
                &mut p,
                &Self::parent_username(item),
                &item.email,
                false,
                item.password.as_deref(),
            )
            .await?;
            Self::check_parent_fields(&mut p, &ParentPatch::from(item.clone()));
            Self::check_children(&mut p, &item.children);
            checks.push(p.into_result());
        }
        gather(single, checks)?;
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: Self::parent_username(i),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Parent,
                password: i.password.clone(),
            })
            .collect();
        let logins = self.logins(requests).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = Uuid::now_v7();
            shown.push((id, password));
            new.push(NewParent {
                id,
                login,
                phone: item.phone.trim().to_owned(),
                address: item.address.trim().to_owned(),
                occupation: item.occupation.trim().to_owned(),
                children: item
                    .children
                    .into_iter()
                    .map(|c| (c.student_id, c.relationship.trim().to_owned()))
                    .collect(),
            });
        }
        self.register
            .insert_parents(new, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(shown.len());
        for (id, password) in shown {
            let mut parent = self.parent(viewer, id).await?;
            parent.initial_password = password;
            out.push(parent);
        }
        Ok(out)
    }

    pub async fn update_parents(
        &self,
        viewer: &Viewer,
        changes: Vec<(Uuid, ParentPatch)>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        viewer.require_people()?;
        batch_size(changes.len())?;
        let single = changes.len() == 1;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.register.parent(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("parent")),
                Some(current) => {
                    let mut p = Problems::default();
                    Self::check_parent_fields(&mut p, patch);
                    let email = patch.email.as_deref().unwrap_or(&current.email);
                    let phone = patch.phone.as_deref().unwrap_or(&current.phone);
                    if email.trim().is_empty() && phone.trim().is_empty() {
                        p.add(
                            "email",
                            "Give an e-mail address or a phone number, so the school can reach this parent.",
                        );
                    }
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(single, checks)?;
        let ids: Vec<Uuid> = changes.iter().map(|c| c.0).collect();
        self.register
            .update_parents(changes, self.clock.now())
            .await
            .map_err(|f| item_error(single, f))?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.parent(viewer, id).await?);
        }
        Ok(out)
    }

    pub async fn delete_parents(
        &self,
        viewer: &Viewer,
        ids: Vec<Uuid>,
    ) -> Result<(), AcademicsError> {
        viewer.require_people()?;
        batch_size(ids.len())?;
        let single = ids.len() == 1;
        self.register
            .delete_parents(ids)
            .await
            .map_err(|f| item_error(single, f))
    }

    /// Links a parent and a child (or changes the relationship of their link).
    pub async fn link_child(
        &self,
        viewer: &Viewer,
        parent_id: Uuid,
        link: ChildLink,
    ) -> Result<Parent, AcademicsError> {
        viewer.require_people()?;
        let mut p = Problems::default();
        validate::relationship(&mut p, "relationship", &link.relationship);
        p.into_result()?;
        self.parent(viewer, parent_id).await?;
        if self
            .register
            .student(link.student_id, Scope::All)
            .await?
            .is_none()
        {
            return Err(AcademicsError::field(
                "student_id",
                "There is no such student. Choose one from the list.",
            ));
        }
        self.register
            .link(
                parent_id,
                link.student_id,
                link.relationship.trim().to_owned(),
            )
            .await?;
        self.parent(viewer, parent_id).await
    }

    pub async fn unlink_child(
        &self,
        viewer: &Viewer,
        parent_id: Uuid,
        student_id: Uuid,
    ) -> Result<(), AcademicsError> {
        viewer.require_people()?;
        if self.register.unlink(parent_id, student_id).await? {
            Ok(())
        } else {
            Err(AcademicsError::NotFound(
                "link between this parent and student",
            ))
        }
    }

    /// The role block of a signed-in user's profile: their own record, if they have one.
    pub async fn role_block(
        &self,
        user_id: Uuid,
        role: Role,
    ) -> Result<Option<RoleBlock>, AcademicsError> {
        Ok(match role {
            Role::Student => self
                .register
                .student_of_user(user_id)
                .await?
                .map(RoleBlock::Student),
            Role::Teacher => self
                .register
                .teacher_of_user(user_id)
                .await?
                .map(RoleBlock::Teacher),
            Role::Parent => self
                .register
                .parent_of_user(user_id)
                .await?
                .map(RoleBlock::Parent),
            Role::Admin => None,
        })
    }
}
