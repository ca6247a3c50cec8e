-- The academic structure the settings show (class levels, subjects, sessions and their terms)
-- lives in its own tables, so that the settings screen and the academic features read and write
-- the same records (decisions/004, 007). Ids are the client-chosen keys the settings use.
CREATE TABLE class_levels (
    id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    -- Lower comes first: Grade 1 before Grade 2.
    position integer NOT NULL
);
CREATE UNIQUE INDEX class_levels_name ON class_levels (lower(name));

CREATE TABLE subjects (
    id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    position integer NOT NULL
);
CREATE UNIQUE INDEX subjects_name ON subjects (lower(name));

CREATE TABLE academic_sessions (
    id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 50),
    position integer NOT NULL
);

CREATE TABLE terms (
    session_id text NOT NULL REFERENCES academic_sessions (id) ON DELETE CASCADE,
    -- First Term is 0.
    position integer NOT NULL CHECK (position >= 0),
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 50),
    PRIMARY KEY (session_id, position)
);

-- Move what a school already saved in its settings document into the tables; a document
-- without one of the lists showed its defaults (settings/src/model.rs), so those are moved.
INSERT INTO class_levels (id, name, position)
SELECT item->>'id', item->>'name', (ord - 1)::integer
FROM school_settings, jsonb_array_elements(COALESCE(document->'class_levels', '[{"id": "grade-1", "name": "Grade 1"}, {"id": "grade-2", "name": "Grade 2"}, {"id": "grade-3", "name": "Grade 3"}]'::jsonb)) WITH ORDINALITY AS t(item, ord)
WHERE jsonb_typeof(COALESCE(document->'class_levels', '[]'::jsonb)) = 'array';

INSERT INTO subjects (id, name, position)
SELECT item->>'id', item->>'name', (ord - 1)::integer
FROM school_settings, jsonb_array_elements(COALESCE(document->'subjects', '[{"id": "mathematics", "name": "Mathematics"}, {"id": "english", "name": "English"}, {"id": "science", "name": "Science"}]'::jsonb)) WITH ORDINALITY AS t(item, ord)
WHERE jsonb_typeof(COALESCE(document->'subjects', '[]'::jsonb)) = 'array';

INSERT INTO academic_sessions (id, name, position)
SELECT item->>'id', item->>'name', (ord - 1)::integer
FROM school_settings, jsonb_array_elements(COALESCE(document->'sessions', '[{"id": "2025-2026", "name": "2025/2026", "terms": ["First Term", "Second Term", "Third Term"]}]'::jsonb)) WITH ORDINALITY AS t(item, ord)
WHERE jsonb_typeof(COALESCE(document->'sessions', '[]'::jsonb)) = 'array';

INSERT INTO terms (session_id, position, name)
SELECT item->>'id', (term_ord - 1)::integer, term #>> '{}'
FROM school_settings,
     jsonb_array_elements(COALESCE(document->'sessions', '[{"id": "2025-2026", "name": "2025/2026", "terms": ["First Term", "Second Term", "Third Term"]}]'::jsonb)) AS s(item),
     jsonb_array_elements(item->'terms') WITH ORDINALITY AS t(term, term_ord)
WHERE jsonb_typeof(COALESCE(document->'sessions', '[]'::jsonb)) = 'array';

UPDATE school_settings SET document = document - 'class_levels' - 'subjects' - 'sessions'
WHERE document ?| ARRAY['class_levels', 'subjects', 'sessions'];
