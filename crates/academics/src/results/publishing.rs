//! A class's term results: the admin's board, publishing and unpublishing, report cards (as
//! published for students and parents, as they stand for staff), the broadsheet, the term
//! report's comments and ratings, the bank of comments and the audit log (decisions/021).

use std::sync::Arc;

use kernel::{ClassId, Clock, Permission, Role, StudentId, TermId, Viewer};

use crate::{
    AcademicsError,
    attendance::{Attendance, AttendanceRepo},
    calendar::{Calendar, CalendarRepo, Term},
    csv_out,
    error::Problems,
    students::StudentRepo,
};

use super::{
    BankComment, Broadsheet, CardTerm, Change, ClassCards, ClassResults, ClassTerm, CommentKind,
    Frozen, GradingSource, NewBankComment, NewResultChange, Rating, ReportCard, ReportRepo,
    ReportSave, ResultChange, ResultNotices, ResultsBoard, SheetStatus, StoredReport, TraitSource,
    compose::{self, CardContext},
};

const COMMENT_CHARS: usize = 500;

/// The ports the results service stands on.
#[derive(Clone)]
pub struct ResultsPorts {
    pub reports: Arc<dyn ReportRepo>,
    pub grading: Arc<dyn GradingSource>,
    pub traits: Arc<dyn TraitSource>,
    pub terms: Arc<dyn CalendarRepo>,
    pub students: Arc<dyn StudentRepo>,
    pub attendance: Arc<dyn AttendanceRepo>,
    pub attendance_service: Attendance,
    pub notices: Arc<dyn ResultNotices>,
    pub clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for ResultsPorts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ResultsPorts")
    }
}

/// A class's term results and its students' report cards.
#[derive(Clone)]
pub struct Results {
    ports: ResultsPorts,
    calendar: Calendar,
}

impl std::fmt::Debug for Results {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Results")
    }
}

/// A class's term, read whole, with what its cards need.
struct Loaded {
    term: Term,
    session_name: String,
    earlier: Vec<Term>,
    class: ClassTerm,
}

fn approver(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.role() == Role::Admin && viewer.holds(Permission::ResultsPublish) {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only admins who publish results may do this.",
        ))
    }
}

fn is_approver(viewer: &Viewer) -> bool {
    approver(viewer).is_ok()
}

impl Results {
    pub fn new(ports: ResultsPorts) -> Self {
        Self {
            calendar: Calendar::new(ports.terms.clone()),
            ports,
        }
    }

    async fn term(&self, term: Option<TermId>) -> Result<Term, AcademicsError> {
        match term {
            Some(id) => self.calendar.term(id).await,
            None => self.calendar.current_term().await,
        }
    }

    fn change(&self, viewer: &Viewer) -> Change {
        Change {
            by: viewer.user(),
            at: self.ports.clock.now(),
        }
    }

    /// The class's term, read whole; `NotFound` when there is no such class.
    async fn load(&self, class: ClassId, term: Term) -> Result<Loaded, AcademicsError> {
        let session = self.calendar.session(&term.session_id).await?;
        let last = session.terms.iter().map(|t| t.position).max();
        let earlier: Vec<Term> = if session.terms.len() > 1 && last == Some(term.position) {
            session
                .terms
                .iter()
                .filter(|t| t.position < term.position)
                .cloned()
                .collect()
        } else {
            Vec::new()
        };
        let class = self
            .ports
            .reports
            .class_term(
                class,
                term.id,
                term.session_id.clone(),
                earlier.iter().map(|t| t.id).collect(),
            )
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        Ok(Loaded {
            term,
            session_name: session.name,
            earlier,
            class,
        })
    }

    /// Admins, and the class's class teacher, see its results as they stand; anyone else is
    /// told there is no such class.
    fn may_see_class(viewer: &Viewer, class: &ClassTerm) -> Result<(), AcademicsError> {
        match viewer.role() {
            Role::Admin => Ok(()),
            Role::Teacher if class.class_teacher_user == Some(viewer.user()) => Ok(()),
            _ => Err(AcademicsError::NotFound("class")),
        }
    }

    /// The term's frozen grading, or the settings' as they are now (before its first score).
    async fn grading(&self, class: &ClassTerm) -> Result<Frozen, AcademicsError> {
        match &class.frozen {
            Some(f) => Ok(f.clone()),
            None => self.ports.grading.current().await,
        }
    }

    /// The cards of the class's students with anything entered, or (with `one`) that
    /// student's card as it stands.
    async fn compose_cards(
        &self,
        loaded: &Loaded,
        one: Option<StudentId>,
    ) -> Result<Vec<ReportCard>, AcademicsError> {
        let grading = self.grading(&loaded.class).await?;
        let traits = self.ports.traits.traits().await?;
        let (days_open, attendance) = self
            .ports
            .attendance_service
            .term_tallies(loaded.class.class_id, &loaded.term)
            .await?;
        let cx = CardContext {
            term: &loaded.term,
            session_name: &loaded.session_name,
            earlier_terms: &loaded.earlier,
            grading: &grading,
            traits: &traits,
            days_open,
            attendance: &attendance,
        };
        Ok(match one {
            Some(student) => compose::card_for(&loaded.class, &cx, student)
                .into_iter()
                .collect(),
            None => compose::cards(&loaded.class, &cx),
        })
    }

    /// One student's card as it stands (staff).
    async fn card_as_it_stands(
        &self,
        loaded: &Loaded,
        student: StudentId,
    ) -> Result<ReportCard, AcademicsError> {
        self.compose_cards(loaded, Some(student))
            .await?
            .pop()
            .ok_or(AcademicsError::NotFound("report card"))
    }

    /// Every class's results in a term (the current by default): each subject's sheet and
    /// its state, and whether the class is published or ready to be. Admins see every class;
    /// a teacher sees their own subjects' sheets, by class.
    pub async fn board(
        &self,
        viewer: &Viewer,
        term: Option<TermId>,
    ) -> Result<ResultsBoard, AcademicsError> {
        let teacher = match viewer.role() {
            Role::Admin => None,
            Role::Teacher => Some(viewer.user()),
            _ => {
                return Err(AcademicsError::Forbidden(
                    "Only the school's staff see the score sheets' progress.",
                ));
            }
        };
        let term = self.term(term).await?;
        let mut classes = self.ports.reports.board(term.id).await?;
        for c in &mut classes {
            c.ready = ready(c);
        }
        if let Some(me) = teacher {
            for c in &mut classes {
                c.sheets.retain(|s| s.teacher_user == Some(me));
            }
            classes.retain(|c| !c.sheets.is_empty());
        }
        Ok(ResultsBoard {
            term_id: term.id,
            term_name: term.name,
            classes,
        })
    }

    async fn board_entry(
        &self,
        class: ClassId,
        term: TermId,
    ) -> Result<ClassResults, AcademicsError> {
        let mut c = self
            .ports
            .reports
            .board(term)
            .await?
            .into_iter()
            .find(|c| c.class_id == class)
            .ok_or(AcademicsError::NotFound("class"))?;
        c.ready = ready(&c);
        Ok(c)
    }

    /// Publishes a class's results for a term: every subject's sheet must be approved. Each
    /// student's card is stored as computed now (what students and parents read until it is
    /// unpublished), and each parent is told with resultReleased, once per child and term.
    pub async fn publish(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<ClassResults, AcademicsError> {
        approver(viewer)?;
        let term = self.term(term).await?;
        let term_id = term.id;
        let term_name = term.name.clone();
        let loaded = self.load(class, term).await?;
        let c = &loaded.class;
        if c.publication.is_some_and(|p| p.published) {
            return Err(AcademicsError::Conflict(format!(
                "{}'s {} results are published already.",
                c.class_name, term_name
            )));
        }
        if c.subjects.is_empty() {
            return Err(AcademicsError::Conflict(format!(
                "{} has no subjects: add its subjects and their scores before publishing.",
                c.class_name
            )));
        }
        let waiting: Vec<String> = c
            .subjects
            .iter()
            .filter(|s| s.status != SheetStatus::Approved)
            .map(|s| format!("{} ({})", s.subject_name, s.status.as_str()))
            .collect();
        if !waiting.is_empty() {
            return Err(AcademicsError::Conflict(format!(
                "Not every sheet is approved: {}. Approve each subject's sheet, then publish.",
                waiting.join(", ")
            )));
        }
        let mut cards = self.compose_cards(&loaded, None).await?;
        if cards.is_empty() {
            return Err(AcademicsError::Conflict(format!(
                "No student of {} has a score this term: there is nothing to publish.",
                c.class_name
            )));
        }
        let change = self.change(viewer);
        for card in &mut cards {
            card.published = true;
            card.published_at = Some(change.at);
        }
        let students: Vec<StudentId> = cards.iter().map(|c| c.student_id).collect();
        let guardians = self.ports.attendance.guardians(students).await?;
        let notices = if guardians.is_empty() {
            Vec::new()
        } else {
            self.ports
                .notices
                .notices(guardians, term_id, term_name, change.at)
                .await?
        };
        let audit = if c.publication.is_some() {
            vec![publication_change(class, "unpublished", "published")]
        } else {
            Vec::new()
        };
        self.ports
            .reports
            .publish(
                class,
                term_id,
                c.subjects
                    .iter()
                    .map(|s| (s.class_subject_id, s.version))
                    .collect(),
                cards,
                notices,
                audit,
                change,
            )
            .await?;
        self.board_entry(class, term_id).await
    }

    /// Withdraws a class's published results so they can be corrected: students and parents
    /// no longer see them, its sheets go back to approved (an admin reopens one to correct
    /// it), and every change until it is published again is in the audit log.
    pub async fn unpublish(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<ClassResults, AcademicsError> {
        approver(viewer)?;
        let term = self.term(term).await?;
        self.ports
            .reports
            .unpublish(
                class,
                term.id,
                vec![publication_change(class, "published", "unpublished")],
                self.change(viewer),
            )
            .await?;
        self.board_entry(class, term.id).await
    }

    /// A class's report cards for a term as they stand, to check and print at once. For
    /// admins and the class teacher.
    pub async fn class_cards(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<ClassCards, AcademicsError> {
        let term = self.term(term).await?;
        let loaded = self.load(class, term).await?;
        Self::may_see_class(viewer, &loaded.class)?;
        let cards = self.compose_cards(&loaded, None).await?;
        Ok(ClassCards {
            class_id: class,
            class_name: loaded.class.class_name.clone(),
            term_id: loaded.term.id,
            term_name: loaded.term.name.clone(),
            cards,
        })
    }

    /// A class's broadsheet for a term. For admins and the class teacher.
    pub async fn broadsheet(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<Broadsheet, AcademicsError> {
        let term = self.term(term).await?;
        let loaded = self.load(class, term).await?;
        Self::may_see_class(viewer, &loaded.class)?;
        let grading = self.grading(&loaded.class).await?;
        Ok(compose::broadsheet(&loaded.class, &loaded.term, &grading))
    }

    /// The broadsheet as CSV, safe to open in a spreadsheet.
    pub async fn broadsheet_csv(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<String, AcademicsError> {
        let sheet = self.broadsheet(viewer, class, term).await?;
        let mut header = vec!["admission_number".to_owned(), "name".to_owned()];
        header.extend(sheet.subjects.iter().cloned());
        header.extend(["total", "average", "grade", "position"].map(String::from));
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        let out_of = sheet.out_of;
        csv_out::write(
            &header,
            sheet.lines.into_iter().map(|l| {
                let mut row = vec![l.admission_number, l.name];
                row.extend(l.totals.into_iter().map(Option::unwrap_or_default));
                row.extend([
                    l.total.unwrap_or_default(),
                    l.average.unwrap_or_default(),
                    l.grade.unwrap_or_default(),
                    l.position
                        .map(|p| format!("{p} of {out_of}"))
                        .unwrap_or_default(),
                ]);
                row
            }),
        )
    }

    /// The student's class in the term's session, and the term.
    async fn class_of(
        &self,
        student: StudentId,
        term: Option<TermId>,
    ) -> Result<(ClassId, Term), AcademicsError> {
        let term = self.term(term).await?;
        let class = self
            .ports
            .reports
            .student_class(student, term.session_id.clone())
            .await?
            .ok_or(AcademicsError::NotFound("report card"))?;
        Ok((class, term))
    }

    /// A student's report card for a term (the current by default). Students and parents read
    /// it only once published, as it was published; admins and the class teacher see it as it
    /// stands. Anyone else is told there is no such student.
    pub async fn student_card(
        &self,
        viewer: &Viewer,
        student: StudentId,
        term: Option<TermId>,
    ) -> Result<ReportCard, AcademicsError> {
        match viewer.role() {
            Role::Student | Role::Parent => {
                self.ports
                    .students
                    .get(student, viewer.scope())
                    .await?
                    .ok_or(AcademicsError::NotFound("student"))?;
                let term = self.term(term).await?;
                self.ports
                    .reports
                    .published_card(student, term.id)
                    .await?
                    .ok_or(AcademicsError::NotFound("published report card"))
            }
            Role::Admin | Role::Teacher => {
                let (class, term) = self.class_of(student, term).await?;
                let loaded = self.load(class, term).await?;
                Self::may_see_class(viewer, &loaded.class)
                    .map_err(|_| AcademicsError::NotFound("student"))?;
                self.card_as_it_stands(&loaded, student).await
            }
        }
    }

    /// The terms a student has a report card in, newest first: published ones for students
    /// and parents; for staff who may see the student, also those with scores entered.
    pub async fn student_terms(
        &self,
        viewer: &Viewer,
        student: StudentId,
    ) -> Result<Vec<CardTerm>, AcademicsError> {
        self.ports
            .students
            .get(student, viewer.scope())
            .await?
            .ok_or(AcademicsError::NotFound("student"))?;
        self.ports
            .reports
            .card_terms(student, !viewer.is_staff())
            .await
    }

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
        let term_id = term.id;
        let loaded = self.load(class, term).await?;
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
            .save_report(student, class, term_id, new, audit, self.change(viewer))
            .await?;
        let loaded = self.load(class, loaded.term).await?;
        self.card_as_it_stands(&loaded, student).await
    }

    /// The changes to a class's results for a term since it was first published, newest
    /// first. For admins.
    pub async fn changes(
        &self,
        viewer: &Viewer,
        class: ClassId,
        term: Option<TermId>,
    ) -> Result<Vec<ResultChange>, AcademicsError> {
        if viewer.role() != Role::Admin {
            return Err(AcademicsError::Forbidden(
                "Only admins see the changes to published results.",
            ));
        }
        let term = self.term(term).await?;
        self.ports.reports.changes(class, term.id).await
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

fn staff(viewer: &Viewer) -> Result<(), AcademicsError> {
    if viewer.is_staff() {
        Ok(())
    } else {
        Err(AcademicsError::Forbidden(
            "Only the school's staff use the bank of report comments.",
        ))
    }
}

/// Every subject's sheet approved (or published): the class can be published.
fn ready(c: &ClassResults) -> bool {
    !c.sheets.is_empty()
        && c.sheets
            .iter()
            .all(|s| matches!(s.status, SheetStatus::Approved | SheetStatus::Published))
}

fn publication_change(class: ClassId, old: &str, new: &str) -> NewResultChange {
    NewResultChange {
        class_id: class,
        student_id: None,
        what: "Results".into(),
        old_value: old.into(),
        new_value: new.into(),
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
