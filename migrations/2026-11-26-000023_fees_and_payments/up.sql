-- Fees and payments (issue 20, decisions/024).

-- An invoice per student and term; its balance is the sum of its ledger entries.
CREATE TABLE invoices (
    id uuid PRIMARY KEY,
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE RESTRICT,
    currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    plan text NOT NULL CHECK (plan IN ('full', 'two', 'three')),
    -- The instalments' due dates, earliest first.
    due_dates date[] NOT NULL CHECK (cardinality(due_dates) BETWEEN 1 AND 3),
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    -- Generating twice never doubles an invoice.
    CONSTRAINT invoices_student_term UNIQUE (student_id, term_id)
);
CREATE INDEX invoices_term ON invoices (term_id);

CREATE TABLE payments (
    id uuid PRIMARY KEY,
    reference text NOT NULL CONSTRAINT payments_reference UNIQUE,
    gateway text NOT NULL CHECK (gateway IN ('paystack', 'flutterwave', 'stripe', 'bank_transfer')),
    status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'successful', 'failed', 'rejected')),
    payer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    amount bigint NOT NULL CHECK (amount > 0),
    currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    -- The invoices it was made for; where the money went is in the ledger.
    invoice_ids uuid[] NOT NULL CHECK (cardinality(invoice_ids) BETWEEN 1 AND 20),
    -- The gateway's id of the checkout (Stripe's session id).
    gateway_id text,
    -- A bank transfer's proof (never served by the public media route).
    proof_media_id uuid REFERENCES media (id) ON DELETE SET NULL,
    reason text,
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    -- Numbered without gaps, once successful.
    receipt_number bigint CONSTRAINT payments_receipt UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    CHECK ((status = 'successful') = (receipt_number IS NOT NULL))
);
CREATE INDEX payments_status ON payments (status, created_at DESC);
CREATE INDEX payments_payer ON payments (payer_id, created_at DESC);
CREATE INDEX payments_invoices ON payments USING gin (invoice_ids);

-- The ledger: every charge, discount, payment, refund and reversal.
CREATE TABLE ledger_entries (
    id bigserial PRIMARY KEY,
    invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE RESTRICT,
    kind text NOT NULL CHECK (kind IN ('charge', 'discount', 'payment', 'refund', 'reversal')),
    category_id text,
    description text NOT NULL CHECK (length(description) BETWEEN 1 AND 300),
    amount bigint NOT NULL,
    payment_id uuid REFERENCES payments (id) ON DELETE RESTRICT,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    -- The sign says which way it moves the balance.
    CHECK (CASE kind WHEN 'charge' THEN amount > 0
                     WHEN 'discount' THEN amount < 0
                     WHEN 'payment' THEN amount < 0
                     ELSE amount > 0 END),
    CHECK ((kind IN ('payment', 'refund', 'reversal')) = (payment_id IS NOT NULL))
);
CREATE INDEX ledger_entries_invoice ON ledger_entries (invoice_id, id);
CREATE INDEX ledger_entries_payment ON ledger_entries (payment_id) WHERE payment_id IS NOT NULL;
-- A payment is allocated to an invoice once.
CREATE UNIQUE INDEX ledger_entries_payment_once ON ledger_entries (payment_id, invoice_id)
    WHERE kind = 'payment';

-- The next receipt number: taken in the settlement's transaction, so a rolled-back settlement
-- gives it back and the numbers have no gaps.
CREATE TABLE receipt_counter (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    last bigint NOT NULL DEFAULT 0
);
INSERT INTO receipt_counter DEFAULT VALUES;

-- Every webhook delivery, kept; the same event delivered again is the same key.
CREATE TABLE payment_events (
    gateway text NOT NULL,
    key text NOT NULL,
    name text NOT NULL,
    reference text,
    payload jsonb NOT NULL,
    outcome text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (gateway, key)
);

-- The optional fees chosen for a student in a term.
CREATE TABLE fee_choices (
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    category_id text NOT NULL,
    PRIMARY KEY (student_id, term_id, category_id)
);

ALTER TABLE notifications DROP CONSTRAINT notifications_event_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_event_check CHECK (event IN (
    'verify_email', 'reset_password', 'account_approved', 'welcome', 'newsletter_confirm',
    'result_released', 'absent_notice', 'fee_reminder', 'exam_schedule',
    'event_announcement', 'disciplinary_action', 'new_message', 'payment_receipt'));
