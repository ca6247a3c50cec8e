-- Result checker PINs (issue 18, decisions/022).

-- The serials' numbers: unique in the school, never given twice, even to batches made at once.
CREATE SEQUENCE result_pin_numbers;

-- A batch of scratch cards: one term's report cards, or any published term of a session.
CREATE TABLE result_pin_batches (
    id uuid PRIMARY KEY,
    prefix text NOT NULL CHECK (prefix ~ '^[A-Z]{2,6}$'),
    term_id uuid REFERENCES terms (id) ON DELETE RESTRICT,
    session_id text REFERENCES academic_sessions (id) ON DELETE RESTRICT,
    uses_allowed integer NOT NULL CHECK (uses_allowed BETWEEN 1 AND 20),
    expires_on date NOT NULL,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz,
    CHECK ((term_id IS NULL) <> (session_id IS NULL))
);

-- A card: its serial and the keyed hash of its PIN (never the PIN), the student its first
-- successful check bound it to, and the views used.
CREATE TABLE result_pins (
    id uuid PRIMARY KEY,
    batch_id uuid NOT NULL REFERENCES result_pin_batches (id) ON DELETE CASCADE,
    number bigint NOT NULL,
    serial text NOT NULL UNIQUE,
    pin_hash bytea NOT NULL CHECK (length(pin_hash) = 32),
    student_id uuid REFERENCES students (id) ON DELETE SET NULL,
    uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
    last_used_at timestamptz,
    revoked_at timestamptz
);
CREATE INDEX result_pins_batch ON result_pins (batch_id, number);
CREATE INDEX result_pins_student ON result_pins (student_id) WHERE student_id IS NOT NULL;
