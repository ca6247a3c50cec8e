DELETE FROM notifications WHERE event = 'payment_receipt';
ALTER TABLE notifications DROP CONSTRAINT notifications_event_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_event_check CHECK (event IN (
    'verify_email', 'reset_password', 'account_approved', 'welcome', 'newsletter_confirm',
    'result_released', 'absent_notice', 'fee_reminder', 'exam_schedule',
    'event_announcement', 'disciplinary_action', 'new_message'));
DROP TABLE fee_choices;
DROP TABLE payment_events;
DROP TABLE receipt_counter;
DROP TABLE ledger_entries;
DROP TABLE payments;
DROP TABLE invoices;
