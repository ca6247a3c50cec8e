DROP TABLE lessons;
ALTER TABLE class_subjects DROP CONSTRAINT class_subjects_id_class;
