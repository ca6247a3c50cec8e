DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['students', 'teachers', 'parents', 'student_parents', 'enrolments',
                             'academic_sessions', 'classes', 'class_levels', 'class_subjects',
                             'subjects', 'users']
    LOOP
        EXECUTE format('DROP TRIGGER register_changed ON %I', t);
        EXECUTE format('DROP TRIGGER register_truncated ON %I', t);
    END LOOP;
END
$$;
DROP TRIGGER register_changed_user ON users;
DROP FUNCTION register_changed();
DROP TABLE register_version;
