//! The calendar's use cases: anyone signed in reads it; admins holding `settings.change`
//! change it.

use std::sync::Arc;

use kernel::{Changes, SessionId, TermId, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    batch::{Refusal, check_size, gather},
    calendar::{CalendarRepo, NewSession, Session, SessionInput, SessionPatch, Term, TermPatch},
    error::Problems,
    validate,
};

/// The terms a new session gets when none are named.
const DEFAULT_TERMS: [&str; 3] = ["First Term", "Second Term", "Third Term"];

/// Sessions and terms.
#[derive(Clone)]
pub struct Calendar {
    repo: Arc<dyn CalendarRepo>,
    /// This service's (and its clones') changes to the calendar, counted: see [`Self::edits`].
    edits: Changes,
}

impl std::fmt::Debug for Calendar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Calendar")
    }
}

/// Checks a session's name and dates as they would be after a change.
fn check_session(p: &mut Problems, name: &str, start: Option<time::Date>, end: Option<time::Date>) {
    validate::text(p, "name", name, 50, true);
    validate::ordered(
        p,
        "end_date",
        start,
        end,
        "The session must end after it starts.",
    );
}

impl Calendar {
    pub fn new(repo: Arc<dyn CalendarRepo>) -> Self {
        Self {
            repo,
            edits: Changes::default(),
        }
    }

    /// How many changes to the sessions, terms and holidays this service and its clones (and
    /// whoever else was given [`Self::changes`]) have stored. What is kept from the calendar
    /// (the dashboards', decisions/025) is read again as soon as this moves, so whoever changed
    /// it sees the change at once; another server's changes show once its kept copy runs out.
    pub fn edits(&self) -> u64 {
        self.edits.count()
    }

    /// The count behind [`Self::edits`], for another service that changes the sessions and
    /// terms too (the settings' Academic tab).
    pub fn changes(&self) -> Changes {
        self.edits.clone()
    }

    /// Counts a change, once it is stored.
    pub(crate) fn edited(&self) {
        self.edits.changed();
    }

    pub async fn sessions(&self) -> Result<Vec<Session>, AcademicsError> {
        self.repo.sessions().await
    }

    pub async fn session(&self, id: &SessionId) -> Result<Session, AcademicsError> {
        self.sessions()
            .await?
            .into_iter()
            .find(|s| s.id == *id)
            .ok_or(AcademicsError::NotFound("session"))
    }

    /// The current session; every register needs one.
    pub async fn current_session(&self) -> Result<Session, AcademicsError> {
        self.sessions()
            .await?
            .into_iter()
            .find(|s| s.is_current)
            .ok_or_else(|| {
                AcademicsError::Conflict(
                    "No session is marked current. Make one current on the sessions screen first."
                        .into(),
                )
            })
    }

    /// The current term, with its session.
    pub async fn current_term(&self) -> Result<Term, AcademicsError> {
        Self::term_of(&self.current_session().await?)
    }

    /// The current term of `session`, or the sentence saying to make one current.
    pub fn term_of(session: &Session) -> Result<Term, AcademicsError> {
        session.current_term().cloned().ok_or_else(|| {
            AcademicsError::Conflict(
                "No term is marked current. Make one current on the sessions screen first.".into(),
            )
        })
    }

    /// The terms of one session, or of all in order.
    pub async fn terms(&self, session: Option<&SessionId>) -> Result<Vec<Term>, AcademicsError> {
        Ok(self
            .sessions()
            .await?
            .into_iter()
            .filter(|s| session.is_none_or(|id| s.id == *id))
            .flat_map(|s| s.terms)
            .collect())
    }

    pub async fn term(&self, id: TermId) -> Result<Term, AcademicsError> {
        self.repo
            .term(id)
            .await?
            .ok_or(AcademicsError::NotFound("term"))
    }

    // --- Sessions --------------------------------------------------------------------------

    pub async fn create_session(
        &self,
        viewer: &Viewer,
        input: SessionInput,
    ) -> Result<Session, AcademicsError> {
        let mut made = self
            .insert_sessions(viewer, vec![input])
            .await
            .map_err(Refusal::for_one)?;
        made.pop().ok_or(AcademicsError::NotFound("session"))
    }

    pub async fn create_sessions(
        &self,
        viewer: &Viewer,
        items: Vec<SessionInput>,
    ) -> Result<Vec<Session>, AcademicsError> {
        self.insert_sessions(viewer, items)
            .await
            .map_err(Refusal::for_items)
    }

    async fn insert_sessions(
        &self,
        viewer: &Viewer,
        items: Vec<SessionInput>,
    ) -> Result<Vec<Session>, Refusal> {
        require_structure(viewer)?;
        check_size(items.len())?;
        let existing = self.repo.sessions().await?;
        let mut ids: Vec<String> = existing.iter().map(|s| s.id.to_string()).collect();
        let mut names: Vec<String> = existing.iter().map(|s| s.name.to_lowercase()).collect();
        let first_position = i32::try_from(existing.len()).unwrap_or(i32::MAX);
        let mut checks = Vec::with_capacity(items.len());
        let mut new = Vec::with_capacity(items.len());
        for (position, item) in (first_position..).zip(items) {
            let mut p = Problems::default();
            let name = item.name.trim().to_owned();
            check_session(&mut p, &name, item.start_date, item.end_date);
            if names.contains(&name.to_lowercase()) {
                p.add("name", "Another session already has this name.");
            }
            names.push(name.to_lowercase());
            let id = item.id.unwrap_or_else(|| session_key(&name, position));
            if ids.iter().any(|i| i.eq_ignore_ascii_case(id.as_str())) {
                p.add(
                    "id",
                    "Another session already has this id. Choose another or leave it out.",
                );
            }
            ids.push(id.to_string());
            let terms: Vec<String> = item
                .terms
                .unwrap_or_else(|| DEFAULT_TERMS.iter().map(|t| (*t).to_owned()).collect())
                .into_iter()
                .map(|t| t.trim().to_owned())
                .collect();
            if terms.is_empty() {
                p.add("terms", "A session has at least one term.");
            }
            let mut seen = Vec::with_capacity(terms.len());
            for (i, term) in terms.iter().enumerate() {
                validate::text(&mut p, &format!("terms.{i}"), term, 50, true);
                // Compared as the settings' Academic tab compares them.
                let key = term.to_lowercase();
                if seen.contains(&key) {
                    p.add(
                        &format!("terms.{i}"),
                        "This session already has a term with this name.",
                    );
                }
                seen.push(key);
            }
            checks.push(p.into_result());
            new.push(NewSession {
                id,
                name,
                position,
                start_date: item.start_date,
                end_date: item.end_date,
                terms: terms.into_iter().map(|t| (TermId::generate(), t)).collect(),
            });
        }
        gather(checks)?;
        let ids: Vec<SessionId> = new.iter().map(|s| s.id.clone()).collect();
        self.repo.insert_sessions(new).await?;
        self.edited();
        self.sessions_by_id(&ids).await
    }

    pub async fn update_session(
        &self,
        viewer: &Viewer,
        id: SessionId,
        patch: SessionPatch,
    ) -> Result<Session, AcademicsError> {
        let mut changed = self
            .change_sessions(viewer, vec![(id, patch)])
            .await
            .map_err(Refusal::for_one)?;
        changed.pop().ok_or(AcademicsError::NotFound("session"))
    }

    pub async fn update_sessions(
        &self,
        viewer: &Viewer,
        changes: Vec<(SessionId, SessionPatch)>,
    ) -> Result<Vec<Session>, AcademicsError> {
        self.change_sessions(viewer, changes)
            .await
            .map_err(Refusal::for_items)
    }

    async fn change_sessions(
        &self,
        viewer: &Viewer,
        changes: Vec<(SessionId, SessionPatch)>,
    ) -> Result<Vec<Session>, Refusal> {
        require_structure(viewer)?;
        check_size(changes.len())?;
        let existing = self.repo.sessions().await?;
        let mut checks = Vec::with_capacity(changes.len());
        for (id, patch) in &changes {
            let Some(current) = existing.iter().find(|s| s.id == *id) else {
                checks.push(Err(AcademicsError::NotFound("session")));
                continue;
            };
            let mut p = Problems::default();
            let name = patch.name.as_deref().unwrap_or(&current.name).trim();
            check_session(
                &mut p,
                name,
                patch.start_date.unwrap_or(current.start_date),
                patch.end_date.unwrap_or(current.end_date),
            );
            if existing
                .iter()
                .any(|s| s.id != *id && s.name.eq_ignore_ascii_case(name))
            {
                p.add("name", "Another session already has this name.");
            }
            checks.push(p.into_result());
        }
        gather(checks)?;
        let ids: Vec<SessionId> = changes.iter().map(|c| c.0.clone()).collect();
        let trimmed = changes
            .into_iter()
            .map(|(id, mut p)| {
                p.name = p.name.map(|n| n.trim().to_owned());
                (id, p)
            })
            .collect();
        self.repo.update_sessions(trimmed).await?;
        self.edited();
        self.sessions_by_id(&ids).await
    }

    pub async fn delete_session(
        &self,
        viewer: &Viewer,
        id: SessionId,
    ) -> Result<(), AcademicsError> {
        self.remove_sessions(viewer, vec![id])
            .await
            .map_err(Refusal::for_one)
    }

    pub async fn delete_sessions(
        &self,
        viewer: &Viewer,
        ids: Vec<SessionId>,
    ) -> Result<(), AcademicsError> {
        self.remove_sessions(viewer, ids)
            .await
            .map_err(Refusal::for_items)
    }

    async fn remove_sessions(&self, viewer: &Viewer, ids: Vec<SessionId>) -> Result<(), Refusal> {
        require_structure(viewer)?;
        check_size(ids.len())?;
        let existing = self.repo.sessions().await?;
        if existing.iter().all(|s| ids.contains(&s.id)) {
            return Err(AcademicsError::Conflict(
                "A school keeps at least one session. Add the next session before removing this one."
                    .into(),
            )
            .into());
        }
        self.repo.delete_sessions(ids).await?;
        self.edited();
        Ok(())
    }

    async fn sessions_by_id(&self, ids: &[SessionId]) -> Result<Vec<Session>, Refusal> {
        let sessions = self.repo.sessions().await?;
        Ok(ids
            .iter()
            .filter_map(|id| sessions.iter().find(|s| s.id == *id).cloned())
            .collect())
    }

    pub async fn make_session_current(
        &self,
        viewer: &Viewer,
        id: SessionId,
    ) -> Result<Session, AcademicsError> {
        require_structure(viewer)?;
        self.session(&id).await?;
        self.repo.make_session_current(&id).await?;
        self.edited();
        self.session(&id).await
    }

    // --- Terms -----------------------------------------------------------------------------

    pub async fn update_term(
        &self,
        viewer: &Viewer,
        id: TermId,
        patch: TermPatch,
    ) -> Result<Term, AcademicsError> {
        require_structure(viewer)?;
        let current = self.term(id).await?;
        let start = patch.start_date.unwrap_or(current.start_date);
        let end = patch.end_date.unwrap_or(current.end_date);
        let next = patch.next_term_begins.unwrap_or(current.next_term_begins);
        let mut p = Problems::default();
        if let Some(name) = &patch.name {
            validate::text(&mut p, "name", name, 50, true);
            // Compared as the settings' Academic tab compares a session's terms, which it
            // could not save again with two of the same name.
            let wanted = name.trim().to_lowercase();
            let sessions = self.repo.sessions().await?;
            let taken = sessions
                .iter()
                .filter(|s| s.id == current.session_id)
                .flat_map(|s| &s.terms)
                .any(|t| t.id != id && t.name.trim().to_lowercase() == wanted);
            if taken {
                p.add(
                    "name",
                    "Another term of this session already has this name. Choose a different name.",
                );
            }
        }
        validate::ordered(
            &mut p,
            "end_date",
            start,
            end,
            "The term must end after it starts.",
        );
        validate::ordered(
            &mut p,
            "next_term_begins",
            end,
            next,
            "The next term must begin after this one ends.",
        );
        p.into_result()?;
        let patch = TermPatch {
            name: patch.name.map(|n| n.trim().to_owned()),
            ..patch
        };
        self.repo.update_term(id, patch).await?;
        self.edited();
        self.term(id).await
    }

    pub async fn make_term_current(
        &self,
        viewer: &Viewer,
        id: TermId,
    ) -> Result<Term, AcademicsError> {
        require_structure(viewer)?;
        self.term(id).await?;
        self.repo.make_term_current(id).await?;
        self.edited();
        self.term(id).await
    }
}

/// `2026/2027` gives `2026-2027`; a name without letters or digits gives `session-N`.
fn session_key(name: &str, position: i32) -> SessionId {
    let key: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .take(56)
        .collect();
    SessionId::parse(key.trim_matches('-'))
        .or_else(|_| SessionId::parse(format!("session-{position}")))
        .expect("session-N is always a valid key")
}
