-- The school's settings: one JSON document for the whole school (the spec's field names).
-- Fields the school has not set are absent and read as their defaults, so a new setting
-- needs no data migration. Secret values never live in this document.
CREATE TABLE school_settings (
    id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    document jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
    -- Grows by one with every change; a later update names the version it read (stale = 409).
    version bigint NOT NULL DEFAULT 1,
    updated_at timestamptz NOT NULL DEFAULT now()
);
