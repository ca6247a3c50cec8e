-- Sealed settings secrets (decision 007): name -> hex of nonce and ciphertext. They live in the
-- settings row so that one version check covers the document and its secrets.
ALTER TABLE school_settings ADD COLUMN secrets jsonb NOT NULL DEFAULT '{}'
    CHECK (jsonb_typeof(secrets) = 'object');

-- Announcements (decision 008).
CREATE TABLE announcements (
    id uuid PRIMARY KEY,
    title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    content text NOT NULL CHECK (length(content) BETWEEN 1 AND 10000),
    -- 1 LOW, 2 MEDIUM, 3 HIGH: sorts by urgency.
    priority smallint NOT NULL CHECK (priority BETWEEN 1 AND 3),
    target_audience text NOT NULL
        CHECK (target_audience IN ('ALL', 'STUDENTS', 'TEACHERS', 'PARENTS')),
    is_active boolean NOT NULL DEFAULT true,
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_by_name text NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    expires_at timestamptz
);

-- What readers ask for: active ones for an audience, newest first.
CREATE INDEX announcements_current ON announcements (target_audience, created_at DESC)
    WHERE is_active;
