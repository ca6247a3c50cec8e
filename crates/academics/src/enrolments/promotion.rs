//! End of session: a class's students move on, repeat or graduate.

use kernel::{ClassId, Scope, SessionId, Viewer};

use crate::{
    AcademicsError,
    access::require_structure,
    enrolments::{Enrolments, Placement, PromoteRequest, PromoteResult},
    error::Problems,
};

impl Enrolments {
    /// End of session for one class: its students of the current session move into
    /// `to_class_id` for `to_session_id`, except those chosen to repeat (into
    /// `repeat_class_id`, by default the same class) or to graduate.
    pub async fn promote(
        &self,
        viewer: &Viewer,
        class_id: ClassId,
        request: PromoteRequest,
    ) -> Result<PromoteResult, AcademicsError> {
        require_structure(viewer)?;
        let class = self
            .classes
            .get(class_id, Scope::All)
            .await?
            .ok_or(AcademicsError::NotFound("class"))?;
        let sessions = self.calendar.sessions().await?;
        let current = sessions.iter().find(|s| s.is_current).ok_or_else(|| {
            AcademicsError::Conflict(
                "No session is marked current. Make one current on the sessions screen first."
                    .into(),
            )
        })?;
        let mut p = Problems::default();
        // The sessions come in the school's order (the Academic tab's): only one after the
        // current can be promoted into. An earlier one would rewrite the classes its students
        // were in then, and with them what their old reports and registers show.
        let place = |id: &SessionId| sessions.iter().position(|s| &s.id == id);
        match (place(&request.to_session_id), place(&current.id)) {
            (None, _) => p.add("to_session_id", "Choose one of the school's sessions."),
            (Some(to), Some(now)) if to == now => p.add(
                "to_session_id",
                "Choose the next session: students are promoted out of the current one.",
            ),
            (Some(to), Some(now)) if to < now => p.add(
                "to_session_id",
                format!(
                    "{} is before the current session, {}: choose a session after it, or add \
                     one in the settings' Academic tab.",
                    sessions[to].name, current.name
                ),
            ),
            _ => {}
        }
        let roll = self.repo.roll(class.id, &current.id).await?;
        for (field, ids) in [("repeat", &request.repeat), ("graduate", &request.graduate)] {
            if ids.iter().any(|id| !roll.contains(id)) {
                p.add(
                    field,
                    format!("Choose only students of {} this session.", class.name),
                );
            }
        }
        if request
            .repeat
            .iter()
            .any(|id| request.graduate.contains(id))
        {
            p.add(
                "graduate",
                "A student cannot both repeat and graduate: choose one.",
            );
        }
        let promoted_count = roll
            .iter()
            .filter(|id| !request.repeat.contains(id) && !request.graduate.contains(id))
            .count();
        if promoted_count > 0 && request.to_class_id.is_none() {
            p.add(
                "to_class_id",
                "Choose the class the promoted students move into.",
            );
        }
        for (field, id) in [
            ("to_class_id", request.to_class_id),
            ("repeat_class_id", request.repeat_class_id),
        ] {
            if let Some(id) = id
                && self.classes.get(id, Scope::All).await?.is_none()
            {
                p.add(field, "Choose one of the school's classes.");
            }
        }
        p.into_result()?;
        let repeat_class = request.repeat_class_id.unwrap_or(class.id);
        let mut result = PromoteResult::default();
        let mut placements = Vec::with_capacity(roll.len());
        for student in roll {
            if request.graduate.contains(&student) {
                result.graduated += 1;
                placements.push(Placement::Graduate(student));
            } else if request.repeat.contains(&student) {
                result.repeated += 1;
                placements.push(Placement::Enrol(student, repeat_class));
            } else if let Some(to) = request.to_class_id {
                result.promoted += 1;
                placements.push(Placement::Enrol(student, to));
            }
        }
        self.repo
            .promote(request.to_session_id, placements, self.clock.now())
            .await?;
        Ok(result)
    }
}
