//! The parents' use cases: everyone reads the parents in their scope; admins holding
//! `users.manage` add, change, link and remove them.

use std::sync::Arc;

use kernel::{Clock, Page, PageRequest, ParentId, Role, Scope, StudentId, Viewer};

use crate::{
    AcademicsError,
    access::require_people,
    accounts::{AccountRequest, Accounts},
    batch::{Refusal, check_size, gather},
    csv_out::write,
    error::Problems,
    parents::{
        ChildLink, NewParent, Parent, ParentFilter, ParentInput, ParentOrder, ParentPatch,
        ParentRepo,
    },
    students::StudentRepo,
    validate,
};

/// Parents, their accounts and their links to their children.
#[derive(Clone)]
pub struct Parents {
    repo: Arc<dyn ParentRepo>,
    students: Arc<dyn StudentRepo>,
    accounts: Accounts,
    clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for Parents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Parents")
    }
}

const NO_CONTACT: &str =
    "Give an e-mail address or a phone number, so the school can reach this parent.";

fn check_fields(p: &mut Problems, f: &ParentPatch) {
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
fn username(item: &ParentInput) -> String {
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

impl Parents {
    pub(crate) fn new(
        repo: Arc<dyn ParentRepo>,
        students: Arc<dyn StudentRepo>,
        accounts: Accounts,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            repo,
            students,
            accounts,
            clock,
        }
    }

    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: ParentFilter,
        order: ParentOrder,
        page: PageRequest,
    ) -> Result<Page<Parent>, AcademicsError> {
        self.repo.list(filter, order, viewer.scope(), page).await
    }

    pub async fn get(&self, viewer: &Viewer, id: ParentId) -> Result<Parent, AcademicsError> {
        self.repo
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("parent"))
    }

    /// Adds a parent with their account and links to their children.
    pub async fn create(
        &self,
        viewer: &Viewer,
        input: ParentInput,
    ) -> Result<Parent, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("parent"))
    }

    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<ParentInput>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    async fn insert(
        &self,
        viewer: &Viewer,
        items: Vec<ParentInput>,
    ) -> Result<Vec<Parent>, Refusal> {
        require_people(viewer)?;
        check_size(items.len())?;
        let mut checks = Vec::with_capacity(items.len());
        for item in &items {
            let mut p = Problems::default();
            if item.email.trim().is_empty() && item.phone.trim().is_empty() {
                p.add("email", NO_CONTACT);
            }
            self.accounts
                .check(
                    &mut p,
                    &username(item),
                    &item.email,
                    false,
                    item.password.as_deref(),
                )
                .await?;
            check_fields(&mut p, &ParentPatch::from(item.clone()));
            check_children(&mut p, &item.children);
            checks.push(p.into_result());
        }
        gather(checks)?;
        let requests = items
            .iter()
            .map(|i| AccountRequest {
                username: username(i),
                email: i.email.clone(),
                first_name: i.first_name.clone(),
                last_name: i.last_name.clone(),
                role: Role::Parent,
                password: i.password.clone(),
                phone: Some(i.phone.clone()),
            })
            .collect();
        let logins = self.accounts.logins(requests, self.clock.now()).await?;
        let mut new = Vec::with_capacity(items.len());
        let mut shown = Vec::with_capacity(items.len());
        for (item, (login, password)) in items.into_iter().zip(logins) {
            let id = ParentId::generate();
            shown.push((id, password, login.welcome_email()));
            new.push(NewParent {
                id,
                login,
                phone: item.phone.trim().to_owned(),
                address: item.address.trim().to_owned(),
                occupation: item.occupation.trim().to_owned(),
                children: item
                    .children
                    .into_iter()
                    .map(|c| ChildLink {
                        student_id: c.student_id,
                        relationship: c.relationship.trim().to_owned(),
                    })
                    .collect(),
            });
        }
        self.repo.insert(new, self.clock.now()).await?;
        let mut out = Vec::with_capacity(shown.len());
        for (id, password, welcome_email) in shown {
            let mut parent = self.get(viewer, id).await?;
            parent.initial_password = password;
            parent.welcome_email = welcome_email;
            out.push(parent);
        }
        Ok(out)
    }

    pub async fn update(
        &self,
        viewer: &Viewer,
        id: ParentId,
        patch: ParentPatch,
    ) -> Result<Parent, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("parent"))
    }

    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(ParentId, ParentPatch)>,
    ) -> Result<Vec<Parent>, AcademicsError> {
        self.change(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(ParentId, ParentPatch)>,
    ) -> Result<Vec<Parent>, Refusal> {
        require_people(viewer)?;
        check_size(changes.len())?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.repo.get(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("parent")),
                Some(current) => {
                    let mut p = Problems::default();
                    check_fields(&mut p, patch);
                    let email = patch.email.as_deref().unwrap_or(&current.email);
                    let phone = patch.phone.as_deref().unwrap_or(&current.phone);
                    if email.trim().is_empty() && phone.trim().is_empty() {
                        p.add("email", NO_CONTACT);
                    }
                    p.into_result()
                }
            };
            checks.push(check);
        }
        gather(checks)?;
        let ids: Vec<ParentId> = changes.iter().map(|c| c.0).collect();
        self.repo.update(changes, self.clock.now()).await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.get(viewer, id).await?);
        }
        Ok(out)
    }

    pub async fn delete(&self, viewer: &Viewer, id: ParentId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<ParentId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<ParentId>) -> Result<(), Refusal> {
        require_people(viewer)?;
        check_size(ids.len())?;
        self.repo.delete(ids).await?;
        Ok(())
    }

    /// Links a parent and a child (or changes the relationship of their link).
    pub async fn link_child(
        &self,
        viewer: &Viewer,
        parent: ParentId,
        link: ChildLink,
    ) -> Result<Parent, AcademicsError> {
        require_people(viewer)?;
        let mut p = Problems::default();
        validate::relationship(&mut p, "relationship", &link.relationship);
        p.into_result()?;
        self.get(viewer, parent).await?;
        if self
            .students
            .get(link.student_id, Scope::All)
            .await?
            .is_none()
        {
            return Err(AcademicsError::field(
                "student_id",
                "There is no such student. Choose one from the list.",
            ));
        }
        self.repo
            .link(parent, link.student_id, link.relationship.trim().to_owned())
            .await?;
        self.get(viewer, parent).await
    }

    pub async fn unlink_child(
        &self,
        viewer: &Viewer,
        parent: ParentId,
        student: StudentId,
    ) -> Result<(), AcademicsError> {
        require_people(viewer)?;
        if self.repo.unlink(parent, student).await? {
            Ok(())
        } else {
            Err(AcademicsError::NotFound(
                "link between this parent and student",
            ))
        }
    }

    /// The parents of a list as CSV.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: ParentFilter,
        order: ParentOrder,
    ) -> Result<String, AcademicsError> {
        let parents = crate::pages::every_page(|page| {
            self.repo.list(filter.clone(), order, viewer.scope(), page)
        })
        .await?;
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
}
