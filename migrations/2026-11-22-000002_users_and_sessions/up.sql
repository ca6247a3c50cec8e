-- Accounts, the refresh tokens of live sessions, and failed sign-ins for throttling.
CREATE TABLE users (
    id uuid PRIMARY KEY,
    username text NOT NULL CHECK (length(username) BETWEEN 3 AND 150),
    email text NOT NULL DEFAULT '',
    first_name text NOT NULL DEFAULT '',
    last_name text NOT NULL DEFAULT '',
    role text NOT NULL CHECK (role IN ('student', 'teacher', 'parent', 'admin')),
    password_hash text NOT NULL,
    is_active boolean NOT NULL DEFAULT true,
    is_staff boolean NOT NULL DEFAULT false,
    is_superuser boolean NOT NULL DEFAULT false,
    email_verified boolean NOT NULL DEFAULT true,
    approved boolean NOT NULL DEFAULT true,
    must_change_password boolean NOT NULL DEFAULT false,
    profile_picture text,
    preferences jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(preferences) = 'object'),
    -- Tokens issued before this instant are refused: set by a password change or deactivation.
    sessions_valid_after timestamptz NOT NULL DEFAULT now(),
    last_login timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames and e-mail addresses are unique ignoring case; pupils may have no e-mail.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email <> '';
CREATE INDEX users_role_idx ON users (role);

CREATE TABLE refresh_tokens (
    jti uuid PRIMARY KEY,
    family uuid NOT NULL,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    issued_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz,
    revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE login_failures (
    key text NOT NULL,
    at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_at_idx ON login_failures (key, at);
