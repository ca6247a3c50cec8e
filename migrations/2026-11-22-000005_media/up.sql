-- Uploaded files, kept in the database so that one pg_dump backs up the whole school
-- (docs/decisions/003-uploaded-files-in-postgresql.md).
CREATE TABLE media (
    id uuid PRIMARY KEY,
    owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
    purpose text NOT NULL,
    content_type text NOT NULL,
    size integer NOT NULL CHECK (size >= 0),
    checksum text NOT NULL,
    content bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_owner_idx ON media (owner_id);
