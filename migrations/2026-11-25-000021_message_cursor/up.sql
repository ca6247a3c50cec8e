-- Open threads follow new messages (issue 19, decisions/023): each message carries `seq`, the
-- database's cursor, taken when it is written and again when a moderator decides on it, while
-- its conversation's row is locked. So within one conversation a later commit always has the
-- higher number, and a reader asking "after n" misses nothing, whichever app server it asks.
CREATE SEQUENCE messages_seq;
ALTER TABLE messages ADD COLUMN seq bigint NOT NULL DEFAULT nextval('messages_seq');
ALTER SEQUENCE messages_seq OWNED BY messages.seq;
CREATE INDEX messages_cursor ON messages (conversation_id, seq);

-- The recipient of a message is told through the outbox.
ALTER TABLE notifications DROP CONSTRAINT notifications_event_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_event_check CHECK (event IN (
    'verify_email', 'reset_password', 'account_approved', 'welcome', 'newsletter_confirm',
    'result_released', 'absent_notice', 'fee_reminder', 'exam_schedule',
    'event_announcement', 'disciplinary_action', 'new_message'));
