-- The terms the migration renamed keep their new names: which they were is not kept.
DROP INDEX terms_session_name;
