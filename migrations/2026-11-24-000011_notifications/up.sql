-- The notifications outbox (decisions/015): every e-mail, SMS and in-app message the portal
-- sends is a row here, written in the same transaction as the change that causes it, and sent
-- by whichever app server claims it first (FOR UPDATE SKIP LOCKED).
CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    event text NOT NULL CHECK (event IN (
        'verify_email', 'reset_password', 'account_approved', 'welcome', 'newsletter_confirm',
        'result_released', 'absent_notice', 'fee_reminder', 'exam_schedule',
        'event_announcement', 'disciplinary_action')),
    channel text NOT NULL CHECK (channel IN ('email', 'sms', 'in_app')),
    -- The account it is for; none for a newsletter subscriber. Deleting the account deletes
    -- its messages: nothing is sent to, or kept for, a person the school removed.
    user_id uuid REFERENCES users (id) ON DELETE CASCADE,
    -- The address or phone number; empty for in-app messages, which need an account.
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    dedup_key text UNIQUE,
    status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at timestamptz NOT NULL,
    last_error text,
    provider_message_id text,
    created_at timestamptz NOT NULL,
    sent_at timestamptz,
    read_at timestamptz,
    CHECK (channel <> 'in_app' OR user_id IS NOT NULL),
    CHECK (channel = 'in_app' OR recipient <> '')
);

-- What the senders claim: due e-mail and SMS.
CREATE INDEX notifications_due_idx ON notifications (next_attempt_at)
    WHERE status = 'pending' AND channel <> 'in_app';
-- Each person's inbox, newest first, and the unread count every page asks for.
CREATE INDEX notifications_inbox_idx ON notifications (user_id, created_at DESC)
    WHERE channel = 'in_app';
CREATE INDEX notifications_unread_idx ON notifications (user_id)
    WHERE channel = 'in_app' AND read_at IS NULL;
-- The admin's outbox screen, newest first, by status.
CREATE INDEX notifications_outbox_idx ON notifications (status, created_at DESC);
