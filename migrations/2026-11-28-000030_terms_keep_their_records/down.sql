ALTER TABLE lessons DROP CONSTRAINT lessons_term_id_fkey,
    ADD CONSTRAINT lessons_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE exams DROP CONSTRAINT exams_term_id_fkey,
    ADD CONSTRAINT exams_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE score_sheets DROP CONSTRAINT score_sheets_term_id_fkey,
    ADD CONSTRAINT score_sheets_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE term_reports DROP CONSTRAINT term_reports_term_id_fkey,
    ADD CONSTRAINT term_reports_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE result_publications DROP CONSTRAINT result_publications_term_id_fkey,
    ADD CONSTRAINT result_publications_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE report_cards DROP CONSTRAINT report_cards_term_id_fkey,
    ADD CONSTRAINT report_cards_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE result_changes DROP CONSTRAINT result_changes_term_id_fkey,
    ADD CONSTRAINT result_changes_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
ALTER TABLE fee_choices DROP CONSTRAINT fee_choices_term_id_fkey,
    ADD CONSTRAINT fee_choices_term_id_fkey FOREIGN KEY (term_id) REFERENCES terms (id) ON DELETE CASCADE;
