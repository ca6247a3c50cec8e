DROP TABLE enrolments;
DROP TABLE student_parents;
DROP TABLE students;
DROP TABLE class_subjects;
DROP TABLE classes;
DROP TABLE parents;
DROP TABLE teachers;
DROP INDEX terms_one_current;
DROP INDEX terms_id;
ALTER TABLE terms DROP CONSTRAINT terms_dates, DROP COLUMN id, DROP COLUMN start_date,
    DROP COLUMN end_date, DROP COLUMN next_term_begins, DROP COLUMN is_current;
DROP INDEX academic_sessions_one_current;
ALTER TABLE academic_sessions DROP CONSTRAINT academic_sessions_dates, DROP COLUMN start_date,
    DROP COLUMN end_date, DROP COLUMN is_current;
