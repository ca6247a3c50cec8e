//! The classes' use cases: everyone reads the classes in their scope; admins holding
//! `settings.change` change them.

use std::sync::Arc;

use kernel::{ClassId, Page, PageRequest, Scope, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    classes::{Class, ClassFilter, ClassInput, ClassPatch, ClassRepo, NewClass},
    error::Problems,
    structure::{ClassLevel, StructureRepo},
    validate,
};

/// Classes and their class teachers.
#[derive(Clone)]
pub struct Classes {
    repo: Arc<dyn ClassRepo>,
    structure: Arc<dyn StructureRepo>,
}

impl std::fmt::Debug for Classes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Classes")
    }
}

/// "JSS 1" and "A" give "JSS 1A"; "Grade 1" and "Blue" give "Grade 1 Blue".
pub fn class_name(level: &str, arm: &str) -> String {
    let level = level.trim();
    let arm = arm.trim();
    if arm.chars().count() == 1 {
        format!("{level}{arm}")
    } else {
        format!("{level} {arm}")
    }
}

fn check_class(
    levels: &[ClassLevel],
    level: &kernel::LevelId,
    arm: &str,
    name: &str,
) -> Result<(), AcademicsError> {
    let mut p = Problems::default();
    if !levels.iter().any(|l| l.id == *level) {
        p.add(
            "level_id",
            "Choose one of the school's class levels (they are kept in the settings' Academic tab).",
        );
    }
    validate::text(&mut p, "arm", arm, 20, true);
    validate::text(&mut p, "name", name, 100, true);
    p.into_result()
}

impl Classes {
    pub fn new(repo: Arc<dyn ClassRepo>, structure: Arc<dyn StructureRepo>) -> Self {
        Self { repo, structure }
    }

    pub async fn list(
        &self,
        viewer: &Viewer,
        filter: ClassFilter,
        page: PageRequest,
    ) -> Result<Page<Class>, AcademicsError> {
        self.repo.list(filter, viewer.scope(), page).await
    }

    /// Every class in the viewer's scope, page after page (for exports and the import).
    pub async fn all(
        &self,
        viewer: &Viewer,
        filter: ClassFilter,
    ) -> Result<Vec<Class>, AcademicsError> {
        crate::pages::every_page(|page| self.repo.list(filter.clone(), viewer.scope(), page)).await
    }

    pub async fn get(&self, viewer: &Viewer, id: ClassId) -> Result<Class, AcademicsError> {
        self.repo
            .get(id, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("class"))
    }

    pub async fn create(
        &self,
        viewer: &Viewer,
        input: ClassInput,
    ) -> Result<Class, AcademicsError> {
        let mut made = self
            .insert(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("class"))
    }

    pub async fn create_many(
        &self,
        viewer: &Viewer,
        items: Vec<ClassInput>,
    ) -> Result<Vec<Class>, AcademicsError> {
        self.insert(viewer, items).await.map_err(Refusal::for_items)
    }

    /// Adds classes; a class's name defaults to its level's and its arm ("JSS 1" + "A").
    async fn insert(&self, viewer: &Viewer, items: Vec<ClassInput>) -> Result<Vec<Class>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let levels = self.structure.levels().await?;
        let mut new = Vec::with_capacity(items.len());
        let mut checks = Vec::with_capacity(items.len());
        for item in items {
            let level_name = levels
                .iter()
                .find(|l| l.id == item.level_id)
                .map(|l| l.name.clone())
                .unwrap_or_default();
            let arm = item.arm.trim().to_owned();
            let name = match item.name.as_deref().map(str::trim) {
                Some(name) if !name.is_empty() => name.to_owned(),
                _ => class_name(&level_name, &arm),
            };
            checks.push(check_class(&levels, &item.level_id, &arm, &name));
            new.push(NewClass {
                id: ClassId::generate(),
                level_id: item.level_id,
                arm,
                name,
                class_teacher_id: item.class_teacher_id,
            });
        }
        gather(checks)?;
        let ids: Vec<ClassId> = new.iter().map(|c| c.id).collect();
        self.repo.insert(new).await?;
        Ok(self.by_id(&ids).await?)
    }

    /// Replaces a class's level, arm, name and class teacher; without a name, it gets the one
    /// a new class would (the level's name and the arm), so it never keeps a stale one.
    pub async fn replace(
        &self,
        viewer: &Viewer,
        id: ClassId,
        input: ClassInput,
    ) -> Result<Class, AcademicsError> {
        let mut patch = ClassPatch::from(input);
        if patch.name.as_deref().is_none_or(|n| n.trim().is_empty()) {
            let levels = self.structure.levels().await?;
            let level = patch
                .level_id
                .as_ref()
                .and_then(|l| levels.iter().find(|x| x.id == *l));
            patch.name = level.map(|l| class_name(&l.name, patch.arm.as_deref().unwrap_or("")));
        }
        self.update(viewer, id, patch).await
    }

    pub async fn update(
        &self,
        viewer: &Viewer,
        id: ClassId,
        patch: ClassPatch,
    ) -> Result<Class, AcademicsError> {
        let mut changed = self
            .change(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("class"))
    }

    pub async fn update_many(
        &self,
        viewer: &Viewer,
        changes: Vec<(ClassId, ClassPatch)>,
    ) -> Result<Vec<Class>, AcademicsError> {
        self.change(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change(
        &self,
        viewer: &Viewer,
        changes: Vec<(ClassId, ClassPatch)>,
    ) -> Result<Vec<Class>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let levels = self.structure.levels().await?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let check = match self.repo.get(*id, Scope::All).await? {
                None => Err(AcademicsError::NotFound("class")),
                Some(class) => {
                    let level = patch.level_id.as_ref().unwrap_or(&class.level_id);
                    let arm = patch.arm.as_deref().unwrap_or(&class.arm);
                    let name = patch.name.as_deref().unwrap_or(&class.name);
                    check_class(&levels, level, arm, name)
                }
            };
            checks.push(check);
        }
        gather(checks)?;
        let ids: Vec<ClassId> = changes.iter().map(|c| c.0).collect();
        self.repo.update(changes).await?;
        Ok(self.by_id(&ids).await?)
    }

    pub async fn delete(&self, viewer: &Viewer, id: ClassId) -> Result<(), AcademicsError> {
        self.remove(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_many(
        &self,
        viewer: &Viewer,
        ids: Vec<ClassId>,
    ) -> Result<(), AcademicsError> {
        self.remove(viewer, ids).await.map_err(Refusal::for_items)
    }

    async fn remove(&self, viewer: &Viewer, ids: Vec<ClassId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.repo.delete(ids).await?;
        Ok(())
    }

    async fn by_id(&self, ids: &[ClassId]) -> Result<Vec<Class>, AcademicsError> {
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(class) = self.repo.get(*id, Scope::All).await? {
                out.push(class);
            }
        }
        Ok(out)
    }

    /// The classes of a list as CSV.
    pub async fn export(
        &self,
        viewer: &Viewer,
        filter: ClassFilter,
    ) -> Result<String, AcademicsError> {
        let classes = self.all(viewer, filter).await?;
        crate::csv_out::write(
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
