//! The register's services, built on their ports at once.

use std::sync::Arc;

use kernel::{Clock, ThrottleLog};

use crate::{
    accounts::{Accounts, Credentials, Welcomes},
    attendance::{AbsenceNotices, Attendance, AttendanceRepo},
    calendar::{Calendar, CalendarRepo},
    classes::{ClassRepo, ClassSubjects, Classes},
    enrolments::{EnrolmentRepo, Enrolments},
    exams::{ExamNotices, ExamPorts, ExamRepo, Exams, PaperRepo},
    parents::{ParentRepo, Parents},
    pins::{PinKey, PinRepo, ResultPins},
    results::{
        GradingSource, ReportRepo, ResultNotices, ResultRepo, Results, ResultsPorts, ScoreSheets,
        TraitSource,
    },
    structure::{Structure, StructureRepo},
    students::{StudentRepo, Students},
    teachers::{TeacherRepo, Teachers},
    timetable::{LessonRepo, Timetable},
};

/// Every port the register stands on.
#[derive(Clone)]
pub struct AcademicsPorts {
    pub structure: Arc<dyn StructureRepo>,
    pub calendar: Arc<dyn CalendarRepo>,
    pub classes: Arc<dyn ClassRepo>,
    pub students: Arc<dyn StudentRepo>,
    pub teachers: Arc<dyn TeacherRepo>,
    pub parents: Arc<dyn ParentRepo>,
    pub enrolments: Arc<dyn EnrolmentRepo>,
    pub lessons: Arc<dyn LessonRepo>,
    pub exams: Arc<dyn ExamRepo>,
    pub papers: Arc<dyn PaperRepo>,
    pub attendance: Arc<dyn AttendanceRepo>,
    pub results: Arc<dyn ResultRepo>,
    pub reports: Arc<dyn ReportRepo>,
    /// The school's grading and marking scheme as the settings say now.
    pub grading: Arc<dyn GradingSource>,
    /// The traits report cards rate, as the settings say now.
    pub traits: Arc<dyn TraitSource>,
    pub credentials: Arc<dyn Credentials>,
    pub welcomes: Arc<dyn Welcomes>,
    /// Writes the notices of a published exam schedule.
    pub exam_notices: Arc<dyn ExamNotices>,
    /// Writes the notices of students marked absent.
    pub absence_notices: Arc<dyn AbsenceNotices>,
    /// Writes the notices of published results.
    pub result_notices: Arc<dyn ResultNotices>,
    /// Result checker cards (decisions/022), the log their wrong tries are counted in, and
    /// the key their PINs are hashed with.
    pub pins: Arc<dyn PinRepo>,
    pub throttle: Arc<dyn ThrottleLog>,
    pub pin_key: PinKey,
    pub clock: Arc<dyn Clock>,
}

impl std::fmt::Debug for AcademicsPorts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AcademicsPorts")
    }
}

/// The school's register: one service per record.
#[derive(Clone, Debug)]
pub struct Academics {
    pub structure: Structure,
    pub calendar: Calendar,
    pub classes: Classes,
    pub class_subjects: ClassSubjects,
    pub students: Students,
    pub teachers: Teachers,
    pub parents: Parents,
    pub enrolments: Enrolments,
    pub timetable: Timetable,
    pub exams: Exams,
    pub attendance: Attendance,
    pub score_sheets: ScoreSheets,
    pub results: Results,
    pub pins: ResultPins,
    pub(crate) ports: AcademicsPorts,
}

impl Academics {
    /// The same register, welcoming new accounts through `welcomes` instead.
    pub fn with_welcomes(&self, welcomes: Arc<dyn Welcomes>) -> Self {
        Self::new(AcademicsPorts {
            welcomes,
            ..self.ports.clone()
        })
    }

    /// The same register, telling of published exam schedules through `notices` instead.
    pub fn with_exam_notices(&self, notices: Arc<dyn ExamNotices>) -> Self {
        Self::new(AcademicsPorts {
            exam_notices: notices,
            ..self.ports.clone()
        })
    }

    /// The same register, telling parents of absences through `notices` instead.
    pub fn with_absence_notices(&self, notices: Arc<dyn AbsenceNotices>) -> Self {
        Self::new(AcademicsPorts {
            absence_notices: notices,
            ..self.ports.clone()
        })
    }

    /// The same register, telling parents of published results through `notices` instead.
    pub fn with_result_notices(&self, notices: Arc<dyn ResultNotices>) -> Self {
        Self::new(AcademicsPorts {
            result_notices: notices,
            ..self.ports.clone()
        })
    }

    pub fn new(ports: AcademicsPorts) -> Self {
        let accounts = Accounts {
            credentials: ports.credentials.clone(),
            welcomes: ports.welcomes.clone(),
        };
        // One calendar service for the calendar's screens and the register's, so that their
        // changes are counted together (`Calendar::edits`). Each `Academics` (also one made by
        // the `with_*` methods) has its own count: the dashboards and the settings are wired
        // to the one that serves (app's wiring::state).
        let calendar = Calendar::new(ports.calendar.clone());
        let attendance = Attendance::new(
            ports.attendance.clone(),
            ports.classes.clone(),
            ports.students.clone(),
            ports.calendar.clone(),
            ports.absence_notices.clone(),
            ports.clock.clone(),
        )
        .sharing(calendar.clone());
        Self {
            structure: Structure::new(ports.structure.clone()),
            calendar,
            classes: Classes::new(ports.classes.clone(), ports.structure.clone()),
            class_subjects: ClassSubjects::new(ports.classes.clone()),
            students: Students::new(
                ports.students.clone(),
                ports.parents.clone(),
                ports.classes.clone(),
                accounts.clone(),
                ports.clock.clone(),
            ),
            teachers: Teachers::new(
                ports.teachers.clone(),
                accounts.clone(),
                ports.clock.clone(),
            ),
            parents: Parents::new(
                ports.parents.clone(),
                ports.students.clone(),
                accounts,
                ports.clock.clone(),
            ),
            enrolments: Enrolments::new(
                ports.enrolments.clone(),
                ports.classes.clone(),
                ports.calendar.clone(),
                ports.clock.clone(),
            ),
            timetable: Timetable::new(
                ports.lessons.clone(),
                ports.classes.clone(),
                ports.calendar.clone(),
            ),
            results: Results::new(ResultsPorts {
                reports: ports.reports.clone(),
                grading: ports.grading.clone(),
                traits: ports.traits.clone(),
                terms: ports.calendar.clone(),
                students: ports.students.clone(),
                attendance: ports.attendance.clone(),
                attendance_service: attendance.clone(),
                notices: ports.result_notices.clone(),
                clock: ports.clock.clone(),
            }),
            attendance,
            pins: ResultPins::new(
                ports.pins.clone(),
                ports.calendar.clone(),
                ports.throttle.clone(),
                ports.pin_key.clone(),
                ports.clock.clone(),
            ),
            score_sheets: ScoreSheets::new(
                ports.results.clone(),
                ports.grading.clone(),
                ports.calendar.clone(),
                ports.clock.clone(),
            ),
            exams: Exams::new(ExamPorts {
                exams: ports.exams.clone(),
                papers: ports.papers.clone(),
                classes: ports.classes.clone(),
                terms: ports.calendar.clone(),
                notices: ports.exam_notices.clone(),
                clock: ports.clock.clone(),
            }),
            ports,
        }
    }
}
