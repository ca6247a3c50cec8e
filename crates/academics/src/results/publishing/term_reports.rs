//! A student's term report: the class teacher's and principal's comments and the ratings, the
//! bank of reusable comments, and the audit log of changes after publishing.

use super::*;

const COMMENT_CHARS: usize = 500;
/// How many times a save of a term report is made again on a report another save changed.
const REPORT_SAVE_TRIES: usize = 3;

impl Results {
    /// Saves a student's term report: the class teacher writes their comment and the ratings;
    /// an admin who publishes results writes the principal's comment (and may write the rest).
    /// Refused while the class's results are published.
    pub async fn save_report(
        &self,
        viewer: &Viewer,
        student: StudentId,
        term: Option<TermId>,
        save: ReportSave,
    ) -> Result<ReportCard, AcademicsError> {
        let (class, term) = self.class_of(student, term).await?;
        // Each try applies the fields sent to the report as it stands; one that another save
        // overtook (the principal's comment while the class teacher rates) is made again on
        // the newer report, so neither save undoes the other.
        for _ in 0..REPORT_SAVE_TRIES {
            let loaded = self.load(class, term.clone()).await?;
            if self
                .save_report_once(viewer, student, &loaded, &save)
                .await?
            {
                let loaded = self.load(class, loaded.term).await?;
                return self.card_as_it_stands(&loaded, student).await;
            }
        }
        Err(AcademicsError::Conflict(
            "This report kept changing while you saved it. Reload it, then save again.".into(),
        ))
    }

    /// Applies `save` to the report `loaded` holds and stores it if it is unchanged since;
    /// answers whether it was stored.
    async fn save_report_once(
        &self,
        viewer: &Viewer,
        student: StudentId,
        loaded: &Loaded,
        save: &ReportSave,
    ) -> Result<bool, AcademicsError> {
        let class = loaded.class.class_id;
        let term_id = loaded.term.id;
        let c = &loaded.class;
        let class_teacher = c.class_teacher_user == Some(viewer.user());
        let principal = is_approver(viewer);
        if !class_teacher && !principal {
            return match viewer.role() {
                Role::Admin => Err(AcademicsError::Forbidden(
                    "Only the class teacher, and admins who publish results, write report comments.",
                )),
                _ => Err(AcademicsError::NotFound("student")),
            };
        }
        if !c.students.iter().any(|s| s.student_id == student) {
            return Err(AcademicsError::NotFound("student"));
        }
        if c.publication.is_some_and(|p| p.published) {
            return Err(AcademicsError::Conflict(format!(
                "{}'s results are published: an admin unpublishes them before they change.",
                c.class_name
            )));
        }
        let old = c.reports.get(&student).cloned().unwrap_or_default();
        let traits = self.ports.traits.traits().await?;
        let mut p = Problems::default();
        let mut new = old.clone();
        if let Some(text) = &save.class_teacher_comment {
            new.class_teacher_comment = comment(&mut p, "class_teacher_comment", text);
        }
        if let Some(text) = &save.principal_comment {
            if principal {
                new.principal_comment = comment(&mut p, "principal_comment", text);
            } else if text.trim() != old.principal_comment {
                p.add(
                    "principal_comment",
                    "Only admins who publish results write the principal's comment.",
                );
            }
        }
        if let Some(ratings) = &save.ratings {
            for (i, r) in ratings.iter().enumerate() {
                if !traits.of(r.group).contains(&r.name) {
                    p.add(
                        &format!("ratings.{i}.name"),
                        format!(
                            "{} is not one of the school's {} traits.",
                            r.name,
                            r.group.label().to_lowercase()
                        ),
                    );
                    continue;
                }
                if r.value.is_some_and(|v| !(1..=5).contains(&v)) {
                    p.add(
                        &format!("ratings.{i}.value"),
                        "Rate from 1 (poor) to 5 (excellent), or clear the rating.",
                    );
                    continue;
                }
                new.ratings
                    .retain(|o| !(o.group == r.group && o.name == r.name));
                if r.value.is_some() {
                    new.ratings.push(r.clone());
                }
            }
        }
        p.into_result()?;
        let audit = if c.publication.is_some() {
            report_changes(class, student, &old, &new)
        } else {
            Vec::new()
        };
        self.ports
            .reports
            .save_report(
                student,
                class,
                term_id,
                old,
                new,
                audit,
                self.change(viewer),
            )
            .await
    }

    /// The changes to a class's results for a term since it was first published, newest
    /// first. For admins.
    pub async fn changes(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
        page: PageRequest,
    ) -> Result<Page<ResultChange>, AcademicsError> {
        if viewer.role() != Role::Admin {
            return Err(AcademicsError::Forbidden(
                "Only admins see the changes to published results.",
            ));
        }
        let term = self.term(term).await?;
        self.ports.reports.changes(class, term.id, page).await
    }

    /// The bank of reusable comments (staff).
    pub async fn comments(&self, viewer: &Viewer) -> Result<Vec<BankComment>, AcademicsError> {
        staff(viewer)?;
        self.ports.reports.comments().await
    }

    /// Adds a comment to the bank: teachers add class-teacher comments; admins who publish
    /// results add either kind.
    pub async fn add_comment(
        &self,
        viewer: &Viewer,
        new: NewBankComment,
    ) -> Result<BankComment, AcademicsError> {
        staff(viewer)?;
        if new.kind == CommentKind::Principal && !is_approver(viewer) {
            return Err(AcademicsError::Forbidden(
                "Only admins who publish results add principal's comments to the bank.",
            ));
        }
        let mut p = Problems::default();
        let body = comment(&mut p, "body", &new.body);
        if body.is_empty() {
            p.add("body", "Write the comment (1 to 500 characters).");
        }
        p.into_result()?;
        self.ports
            .reports
            .add_comment(
                NewBankComment {
                    kind: new.kind,
                    body,
                },
                self.change(viewer),
            )
            .await
    }

    /// Removes a comment from the bank (admins who publish results).
    pub async fn delete_comment(
        &self,
        viewer: &Viewer,
        id: uuid::Uuid,
    ) -> Result<(), AcademicsError> {
        approver(viewer)?;
        if self.ports.reports.delete_comment(id).await? {
            Ok(())
        } else {
            Err(AcademicsError::NotFound("comment"))
        }
    }
}

/// A comment, trimmed, with a problem when it is too long.
fn comment(p: &mut Problems, field: &str, text: &str) -> String {
    let text = text.trim();
    if text.chars().count() > COMMENT_CHARS {
        p.add(
            field,
            format!("Keep the comment to {COMMENT_CHARS} characters at most."),
        );
    }
    text.to_owned()
}

/// The audit entries of a term report's save.
fn report_changes(
    class: ClassId,
    student: StudentId,
    old: &StoredReport,
    new: &StoredReport,
) -> Vec<NewResultChange> {
    let mut out = Vec::new();
    let mut push = |what: String, old: String, new: String| {
        if old != new {
            out.push(NewResultChange {
                class_id: class,
                student_id: Some(student),
                what,
                old_value: old,
                new_value: new,
            });
        }
    };
    push(
        "Class teacher's comment".into(),
        old.class_teacher_comment.clone(),
        new.class_teacher_comment.clone(),
    );
    push(
        "Principal's comment".into(),
        old.principal_comment.clone(),
        new.principal_comment.clone(),
    );
    let value = |list: &[Rating], r: &Rating| {
        list.iter()
            .find(|o| o.group == r.group && o.name == r.name)
            .and_then(|o| o.value)
            .map(|v| v.to_string())
            .unwrap_or_else(|| "(not rated)".into())
    };
    let mut names: Vec<&Rating> = old.ratings.iter().chain(&new.ratings).collect();
    names.sort_by(|a, b| (a.group, &a.name).cmp(&(b.group, &b.name)));
    names.dedup_by(|a, b| a.group == b.group && a.name == b.name);
    for r in names {
        push(
            format!("{}: {}", r.group.label(), r.name),
            value(&old.ratings, r),
            value(&new.ratings, r),
        );
    }
    out
}
