-- Absence notices (issue 16, decisions/019): a correction withdraws the notices of a student's
-- day by the start of their key (`absent:{student}:{day}:`), which this index answers without
-- reading the whole outbox.
CREATE INDEX notifications_dedup_prefix_idx ON notifications (dedup_key text_pattern_ops)
    WHERE dedup_key IS NOT NULL;
