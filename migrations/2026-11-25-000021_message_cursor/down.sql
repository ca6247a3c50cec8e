DELETE FROM notifications WHERE event = 'new_message';
ALTER TABLE notifications DROP CONSTRAINT notifications_event_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_event_check CHECK (event IN (
    'verify_email', 'reset_password', 'account_approved', 'welcome', 'newsletter_confirm',
    'result_released', 'absent_notice', 'fee_reminder', 'exam_schedule',
    'event_announcement', 'disciplinary_action'));
DROP INDEX messages_cursor;
ALTER TABLE messages DROP COLUMN seq;
