DROP INDEX notifications_subject_trgm_idx;
DROP INDEX notifications_recipient_trgm_idx;
DROP EXTENSION IF EXISTS pg_trgm;
