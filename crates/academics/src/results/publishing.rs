//! A class's term results: the admin's board, publishing and unpublishing (here); report
//! cards as published for students and parents and as they stand for staff, and the broadsheet
//! (`cards_read`); the term report's comments and ratings, the bank of comments and the audit
//! log (`term_reports`) (decisions/021).

mod cards_read;
mod term_reports;

use std::sync::Arc;

use kernel::{ClassId, Clock, Page, PageRequest, Permission, Role, StudentId, TermId, Viewer};

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
    Frozen, GradingSource, NewBankComment, NewResultChange, PublishedFrom, Rating, ReportCard,
    ReportRepo, ReportSave, ResultChange, ResultNotices, ResultsBoard, SheetStatus, StoredReport,
    TraitSource,
    compose::{self, CardContext},
};

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
                PublishedFrom {
                    sheets: c
                        .subjects
                        .iter()
                        .map(|s| (s.class_subject_id, s.version))
                        .collect(),
                    reports: c.reports.clone(),
                },
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
