-- Single-use links sent by e-mail (verify an address, reset a password). Only a SHA-256 hash
-- of each token is kept, so a copy of the database cannot be used to follow one.
CREATE TABLE one_time_links (
    token_hash text PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_links_user_idx ON one_time_links (user_id);
