ALTER TABLE throttle_events DROP COLUMN subject;
ALTER INDEX throttle_events_key_at_idx RENAME TO login_failures_key_at_idx;
ALTER TABLE throttle_events RENAME TO login_failures;
