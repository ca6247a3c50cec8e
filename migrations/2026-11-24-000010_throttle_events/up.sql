-- Every throttle (sign-in, password changes, reset e-mails, newsletter sign-ups, connection
-- tests) counts its events in one table every app server shares (decisions/014). An event may
-- say what it was about: the account an address failed on, so an address is judged by how many
-- different accounts it tried.
ALTER TABLE login_failures RENAME TO throttle_events;
ALTER INDEX login_failures_key_at_idx RENAME TO throttle_events_key_at_idx;
ALTER TABLE throttle_events ADD COLUMN subject text NOT NULL DEFAULT '';
