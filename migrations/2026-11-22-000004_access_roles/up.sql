-- Roles that group permissions (codenames the server checks), and their grants to admins.
CREATE TABLE access_roles (
    id uuid PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description text NOT NULL DEFAULT '',
    permissions text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX access_roles_name_key ON access_roles (lower(name));

CREATE TABLE role_grants (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id uuid NOT NULL REFERENCES access_roles (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT role_grants_user_role_key UNIQUE (user_id, role_id)
);
CREATE INDEX role_grants_role_idx ON role_grants (role_id);

-- Listing and searching accounts.
CREATE INDEX users_names_idx ON users (lower(last_name), lower(first_name));
