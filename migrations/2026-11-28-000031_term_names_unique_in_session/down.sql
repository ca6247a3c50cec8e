DROP INDEX terms_session_name;
