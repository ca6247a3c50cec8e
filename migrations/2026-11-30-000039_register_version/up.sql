-- The register's version: one number that rises when a transaction that changed the register
-- commits. Each app server keeps the pages of the register's lists it has answered (students,
-- teachers, parents, classes) under the version it read before reading them, and answers a
-- page again from memory while the version is the same (decisions/031). The database raises
-- it, so a change made by any server, or by hand, is seen by every server.
--
-- The rise is deferred to the commit: a long import holds the version's row for the moment of
-- its commit, not for its whole length, and the rise becomes visible with the changes it
-- announces, never before them. A transaction raises it once, however many rows it changed.
--
-- `epoch` names this database's count: a database made again, or restored, may count to the
-- same number with other rows, and a server that kept pages under the old count must not take
-- them for the new one's.
CREATE TABLE register_version (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    epoch uuid NOT NULL DEFAULT gen_random_uuid(),
    version bigint NOT NULL
);
INSERT INTO register_version (only_row, version) VALUES (true, 0);

CREATE FUNCTION register_changed() RETURNS trigger LANGUAGE plpgsql
SET search_path FROM CURRENT AS $$
BEGIN
    IF current_setting('portal.register_changed', true) IS DISTINCT FROM 'yes' THEN
        PERFORM set_config('portal.register_changed', 'yes', true);
        UPDATE register_version SET version = version + 1;
    END IF;
    RETURN NULL;
END
$$;

-- Every table a list of the register reads. A user's row changes at each sign-in (its last
-- sign-in), each password change (the hash, and the first one's "must change" flag), an
-- e-mail's verification and each sign-out everywhere: those columns, which no list shows or
-- filters by, do not change the register.
DO $$
DECLARE
    t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['students', 'teachers', 'parents', 'student_parents', 'enrolments',
                             'academic_sessions', 'classes', 'class_levels', 'class_subjects',
                             'subjects']
    LOOP
        EXECUTE format(
            'CREATE CONSTRAINT TRIGGER register_changed AFTER INSERT OR UPDATE OR DELETE ON %I
                 DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION register_changed()',
            t);
        -- Fired also where changes are applied as a replica's (logical replication).
        EXECUTE format('ALTER TABLE %I ENABLE ALWAYS TRIGGER register_changed', t);
        EXECUTE format(
            'CREATE TRIGGER register_truncated AFTER TRUNCATE ON %I
                 FOR EACH STATEMENT EXECUTE FUNCTION register_changed()',
            t);
    END LOOP;
END
$$;

CREATE CONSTRAINT TRIGGER register_changed AFTER INSERT OR DELETE ON users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION register_changed();
CREATE CONSTRAINT TRIGGER register_changed_user AFTER UPDATE ON users
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN ((to_jsonb(OLD) - ARRAY['last_login', 'password_hash', 'must_change_password',
                                 'email_verified', 'sessions_valid_after', 'preferences',
                                 'updated_at'])
          IS DISTINCT FROM
          (to_jsonb(NEW) - ARRAY['last_login', 'password_hash', 'must_change_password',
                                 'email_verified', 'sessions_valid_after', 'preferences',
                                 'updated_at']))
    EXECUTE FUNCTION register_changed();
CREATE TRIGGER register_truncated AFTER TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION register_changed();
ALTER TABLE users ENABLE ALWAYS TRIGGER register_changed;
ALTER TABLE users ENABLE ALWAYS TRIGGER register_changed_user;
