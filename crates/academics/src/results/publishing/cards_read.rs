//! Reading report cards: a class's cards, the broadsheet (and its CSV), and a student's card
//! and published terms, as families see them or as staff see them.

use super::*;

impl Results {
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
    pub(super) async fn class_of(
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

    /// One student's card as it stands (staff).
    pub(super) async fn card_as_it_stands(
        &self,
        loaded: &Loaded,
        student: StudentId,
    ) -> Result<ReportCard, AcademicsError> {
        self.compose_cards(loaded, Some(student))
            .await?
            .pop()
            .ok_or(AcademicsError::NotFound("report card"))
    }
}
