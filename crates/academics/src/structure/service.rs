//! The catalogue's use cases: anyone signed in reads it; admins holding `settings.change`
//! change it, here or in the settings' Academic tab.

use std::{collections::BTreeSet, sync::Arc};

use kernel::{LevelId, SubjectId, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    error::Problems,
    structure::{
        ClassLevel, LevelInput, LevelPatch, StructureRepo, Subject, SubjectInput, SubjectPatch,
    },
    validate,
};

/// Class levels and subjects.
#[derive(Clone)]
pub struct Structure {
    repo: Arc<dyn StructureRepo>,
}

impl std::fmt::Debug for Structure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Structure")
    }
}

/// `Mathematics & Further Maths` gives `mathematics-further-maths`: the id a new level or
/// subject gets when none is given, made unique among `taken` with `-2`, `-3`...
fn key_for(name: &str, fallback: &str, taken: &BTreeSet<String>) -> String {
    let mut key = String::with_capacity(name.len());
    for c in name.trim().chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            key.push(c);
        } else if !key.ends_with('-') && !key.is_empty() {
            key.push('-');
        }
    }
    let mut key = key
        .trim_end_matches('-')
        .chars()
        .take(56)
        .collect::<String>();
    if key.is_empty() {
        key = fallback.to_owned();
    }
    let mut candidate = key.clone();
    let mut n = 2;
    while taken.contains(&candidate) {
        candidate = format!("{key}-{n}");
        n += 1;
    }
    candidate
}

/// A new catalogue entry as the form gave it: its id if chosen, name and position.
struct Entry {
    id: Option<String>,
    name: String,
    position: Option<i32>,
}

/// Checks new entries against the existing ones and gives each its id and position.
fn plan(
    existing: &[(String, String, i32)],
    entries: Vec<Entry>,
    fallback: &str,
) -> Result<Vec<(String, String, i32)>, Refusal> {
    let mut ids: BTreeSet<String> = existing.iter().map(|e| e.0.to_lowercase()).collect();
    let mut names: BTreeSet<String> = existing.iter().map(|e| e.1.to_lowercase()).collect();
    let mut next = existing.iter().map(|e| e.2).max().map_or(0, |p| p + 1);
    let mut checks = Vec::with_capacity(entries.len());
    let mut planned = Vec::with_capacity(entries.len());
    for entry in entries {
        let mut p = Problems::default();
        let name = entry.name.trim().to_owned();
        validate::text(&mut p, "name", &name, 100, true);
        if !names.insert(name.to_lowercase()) {
            p.add("name", "Another one already has this name.");
        }
        let id = match entry.id {
            Some(id) => {
                if !ids.insert(id.to_lowercase()) {
                    p.add(
                        "id",
                        "This id is already used. Choose another or leave it out.",
                    );
                }
                id
            }
            None => {
                let id = key_for(&name, fallback, &ids);
                ids.insert(id.clone());
                id
            }
        };
        let position = entry.position.unwrap_or_else(|| {
            next += 1;
            next - 1
        });
        checks.push(p.into_result());
        planned.push((id, name, position));
    }
    gather(checks)?;
    Ok(planned)
}

/// Checks a change of name against the other entries.
fn check_rename(
    existing: &[(String, String, i32)],
    changes: &[(String, Option<String>)],
) -> Result<(), Refusal> {
    let mut checks = Vec::with_capacity(changes.len());
    for (i, (id, name)) in changes.iter().enumerate() {
        let mut p = Problems::default();
        if !existing.iter().any(|e| e.0 == *id) {
            checks.push(Err(AcademicsError::NotFound("class level or subject")));
            continue;
        }
        if let Some(name) = name {
            validate::text(&mut p, "name", name, 100, true);
            let lower = name.trim().to_lowercase();
            let clash = existing
                .iter()
                .any(|e| e.0 != *id && e.1.to_lowercase() == lower)
                || changes[..i].iter().any(|(_, n)| {
                    n.as_deref().map(|n| n.trim().to_lowercase()) == Some(lower.clone())
                });
            if clash {
                p.add("name", "Another one already has this name.");
            }
        }
        checks.push(p.into_result());
    }
    gather(checks)
}

fn level_rows(levels: &[ClassLevel]) -> Vec<(String, String, i32)> {
    levels
        .iter()
        .map(|l| (l.id.to_string(), l.name.clone(), l.position))
        .collect()
}

fn subject_rows(subjects: &[Subject]) -> Vec<(String, String, i32)> {
    subjects
        .iter()
        .map(|s| (s.id.to_string(), s.name.clone(), s.position))
        .collect()
}

fn key<T: std::str::FromStr>(value: String) -> Result<T, Refusal> {
    value.parse().map_err(|_| {
        Refusal::Whole(AcademicsError::internal(anyhow::anyhow!(
            "a generated key did not parse: {value}"
        )))
    })
}

impl Structure {
    pub fn new(repo: Arc<dyn StructureRepo>) -> Self {
        Self { repo }
    }

    // --- Class levels --------------------------------------------------------------------

    pub async fn levels(&self) -> Result<Vec<ClassLevel>, AcademicsError> {
        self.repo.levels().await
    }

    pub async fn level(&self, id: &LevelId) -> Result<ClassLevel, AcademicsError> {
        self.levels()
            .await?
            .into_iter()
            .find(|l| l.id == *id)
            .ok_or(AcademicsError::NotFound("class level"))
    }

    pub async fn create_level(
        &self,
        viewer: &Viewer,
        input: LevelInput,
    ) -> Result<ClassLevel, AcademicsError> {
        let mut made = self
            .insert_levels(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("class level"))
    }

    pub async fn create_levels(
        &self,
        viewer: &Viewer,
        items: Vec<LevelInput>,
    ) -> Result<Vec<ClassLevel>, AcademicsError> {
        self.insert_levels(viewer, items)
            .await
            .map_err(Refusal::for_items)
    }

    async fn insert_levels(
        &self,
        viewer: &Viewer,
        items: Vec<LevelInput>,
    ) -> Result<Vec<ClassLevel>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let existing = self.repo.levels().await?;
        let entries = items
            .into_iter()
            .map(|i| Entry {
                id: i.id.map(String::from),
                name: i.name,
                position: i.position,
            })
            .collect();
        let mut new = Vec::new();
        for (id, name, position) in plan(&level_rows(&existing), entries, "level")? {
            new.push(ClassLevel {
                id: key(id)?,
                name,
                position,
            });
        }
        self.repo.insert_levels(new.clone()).await?;
        Ok(new)
    }

    pub async fn update_level(
        &self,
        viewer: &Viewer,
        id: LevelId,
        patch: LevelPatch,
    ) -> Result<ClassLevel, AcademicsError> {
        let mut changed = self
            .change_levels(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("class level"))
    }

    pub async fn update_levels(
        &self,
        viewer: &Viewer,
        changes: Vec<(LevelId, LevelPatch)>,
    ) -> Result<Vec<ClassLevel>, AcademicsError> {
        self.change_levels(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change_levels(
        &self,
        viewer: &Viewer,
        changes: Vec<(LevelId, LevelPatch)>,
    ) -> Result<Vec<ClassLevel>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let existing = self.repo.levels().await?;
        let renames: Vec<(String, Option<String>)> = changes
            .iter()
            .map(|(id, p)| (id.to_string(), p.name.clone()))
            .collect();
        check_rename(&level_rows(&existing), &renames)?;
        let ids: Vec<LevelId> = changes.iter().map(|c| c.0.clone()).collect();
        let trimmed = changes
            .into_iter()
            .map(|(id, mut p)| {
                p.name = p.name.map(|n| n.trim().to_owned());
                (id, p)
            })
            .collect();
        self.repo.update_levels(trimmed).await?;
        let levels = self.repo.levels().await?;
        Ok(ids
            .iter()
            .filter_map(|id| levels.iter().find(|l| l.id == *id).cloned())
            .collect())
    }

    pub async fn delete_level(&self, viewer: &Viewer, id: LevelId) -> Result<(), AcademicsError> {
        self.remove_levels(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_levels(
        &self,
        viewer: &Viewer,
        ids: Vec<LevelId>,
    ) -> Result<(), AcademicsError> {
        self.remove_levels(viewer, ids)
            .await
            .map_err(Refusal::for_items)
    }

    async fn remove_levels(&self, viewer: &Viewer, ids: Vec<LevelId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.repo.delete_levels(ids).await?;
        Ok(())
    }

    // --- Subjects ------------------------------------------------------------------------

    pub async fn subjects(&self) -> Result<Vec<Subject>, AcademicsError> {
        self.repo.subjects().await
    }

    pub async fn subject(&self, id: &SubjectId) -> Result<Subject, AcademicsError> {
        self.subjects()
            .await?
            .into_iter()
            .find(|s| s.id == *id)
            .ok_or(AcademicsError::NotFound("subject"))
    }

    pub async fn create_subject(
        &self,
        viewer: &Viewer,
        input: SubjectInput,
    ) -> Result<Subject, AcademicsError> {
        let mut made = self
            .insert_subjects(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("subject"))
    }

    pub async fn create_subjects(
        &self,
        viewer: &Viewer,
        items: Vec<SubjectInput>,
    ) -> Result<Vec<Subject>, AcademicsError> {
        self.insert_subjects(viewer, items)
            .await
            .map_err(Refusal::for_items)
    }

    async fn insert_subjects(
        &self,
        viewer: &Viewer,
        items: Vec<SubjectInput>,
    ) -> Result<Vec<Subject>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let existing = self.repo.subjects().await?;
        let entries = items
            .into_iter()
            .map(|i| Entry {
                id: i.id.map(String::from),
                name: i.name,
                position: i.position,
            })
            .collect();
        let mut new = Vec::new();
        for (id, name, position) in plan(&subject_rows(&existing), entries, "subject")? {
            new.push(Subject {
                id: key(id)?,
                name,
                position,
            });
        }
        self.repo.insert_subjects(new.clone()).await?;
        Ok(new)
    }

    pub async fn update_subject(
        &self,
        viewer: &Viewer,
        id: SubjectId,
        patch: SubjectPatch,
    ) -> Result<Subject, AcademicsError> {
        let mut changed = self
            .change_subjects(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("subject"))
    }

    pub async fn update_subjects(
        &self,
        viewer: &Viewer,
        changes: Vec<(SubjectId, SubjectPatch)>,
    ) -> Result<Vec<Subject>, AcademicsError> {
        self.change_subjects(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change_subjects(
        &self,
        viewer: &Viewer,
        changes: Vec<(SubjectId, SubjectPatch)>,
    ) -> Result<Vec<Subject>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let existing = self.repo.subjects().await?;
        let renames: Vec<(String, Option<String>)> = changes
            .iter()
            .map(|(id, p)| (id.to_string(), p.name.clone()))
            .collect();
        check_rename(&subject_rows(&existing), &renames)?;
        let ids: Vec<SubjectId> = changes.iter().map(|c| c.0.clone()).collect();
        let trimmed = changes
            .into_iter()
            .map(|(id, mut p)| {
                p.name = p.name.map(|n| n.trim().to_owned());
                (id, p)
            })
            .collect();
        self.repo.update_subjects(trimmed).await?;
        let subjects = self.repo.subjects().await?;
        Ok(ids
            .iter()
            .filter_map(|id| subjects.iter().find(|s| s.id == *id).cloned())
            .collect())
    }

    pub async fn delete_subject(
        &self,
        viewer: &Viewer,
        id: SubjectId,
    ) -> Result<(), AcademicsError> {
        self.remove_subjects(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_subjects(
        &self,
        viewer: &Viewer,
        ids: Vec<SubjectId>,
    ) -> Result<(), AcademicsError> {
        self.remove_subjects(viewer, ids)
            .await
            .map_err(Refusal::for_items)
    }

    async fn remove_subjects(&self, viewer: &Viewer, ids: Vec<SubjectId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        self.repo.delete_subjects(ids).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_made_from_names_and_kept_unique() {
        let taken: BTreeSet<String> = ["jss-1".to_owned()].into();
        assert_eq!(key_for("Basic Science", "subject", &taken), "basic-science");
        assert_eq!(key_for("JSS 1", "level", &taken), "jss-1-2");
        assert_eq!(key_for("  ---  ", "level", &taken), "level");
        assert!(kernel::ids::is_key(&key_for(
            &"é".repeat(100),
            "level",
            &taken
        )));
    }

    #[test]
    fn a_name_taken_by_another_entry_or_twice_in_a_batch_is_refused() {
        let existing = vec![("jss-1".to_owned(), "JSS 1".to_owned(), 0)];
        let entry = |name: &str| Entry {
            id: None,
            name: name.into(),
            position: None,
        };
        let refused = plan(
            &existing,
            vec![entry("jss 1"), entry("JSS 2"), entry("JSS 2")],
            "level",
        )
        .unwrap_err()
        .for_items();
        match refused {
            AcademicsError::Invalid(fields) => {
                assert!(fields.contains_key("items.0.name"));
                assert!(!fields.contains_key("items.1.name"));
                assert!(fields.contains_key("items.2.name"));
            }
            other => panic!("{other:?}"),
        }
        let planned = plan(&existing, vec![entry("JSS 2")], "level").unwrap();
        assert_eq!(planned, vec![("jss-2".to_owned(), "JSS 2".to_owned(), 1)]);
    }
}
