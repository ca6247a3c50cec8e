-- The admin's notification log, newest first: a page of the whole log (or of a common status or
-- channel) walks this index and stops at its size (its LIMIT is written into the statement,
-- decisions/026), where it sorted the whole outbox before, which holds every term's notices.
CREATE INDEX notifications_log_idx ON notifications (created_at DESC, id DESC);
