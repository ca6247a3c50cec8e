-- Score sheets (issue 17, decisions/020): one per class subject and term, with a row of cells
-- per student; the term's marking scheme and grading frozen when its first score is saved.

-- The marking scheme and grading as they were when the term's first score was saved: every
-- figure of the term is computed from this copy, so changing the settings never rewrites a
-- term already scored.
CREATE TABLE result_gradings (
    term_id uuid PRIMARY KEY REFERENCES terms (id) ON DELETE CASCADE,
    -- [{"name": "Classwork", "max": 10}, ...]
    components jsonb NOT NULL,
    exam_max integer NOT NULL CHECK (exam_max BETWEEN 0 AND 1000),
    -- [{"letter": "A", "min": 70, "max": 100}, ...]
    bands jsonb NOT NULL,
    pass_mark integer NOT NULL CHECK (pass_mark BETWEEN 0 AND 1000),
    frozen_at timestamptz NOT NULL
);

CREATE TABLE score_sheets (
    class_subject_id uuid NOT NULL REFERENCES class_subjects (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    status text NOT NULL
        CONSTRAINT score_sheets_status CHECK (status IN ('draft', 'submitted', 'approved', 'published')),
    -- Every save and change of status adds one: a save from an older version is refused.
    version bigint NOT NULL CHECK (version > 0),
    -- Why an admin returned it to its teacher (cleared when it moves on).
    returned_reason text CHECK (char_length(returned_reason) <= 300),
    updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (class_subject_id, term_id)
);
CREATE INDEX score_sheets_term_status ON score_sheets (term_id, status);

CREATE TABLE score_rows (
    class_subject_id uuid NOT NULL,
    term_id uuid NOT NULL,
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    -- A cell per CA component, in tenths of a mark; -1 is absent, NULL not entered.
    ca integer[] NOT NULL CHECK (-1 <= ALL (ca)),
    exam integer CHECK (exam >= -1),
    updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (class_subject_id, term_id, student_id),
    FOREIGN KEY (class_subject_id, term_id)
        REFERENCES score_sheets (class_subject_id, term_id) ON DELETE CASCADE
);
CREATE INDEX score_rows_student ON score_rows (student_id, term_id);

-- Each change of a sheet's status: who, when, from what, to what, why.
CREATE TABLE score_sheet_events (
    id uuid PRIMARY KEY,
    class_subject_id uuid NOT NULL,
    term_id uuid NOT NULL,
    from_status text NOT NULL,
    to_status text NOT NULL,
    reason text,
    changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL,
    FOREIGN KEY (class_subject_id, term_id)
        REFERENCES score_sheets (class_subject_id, term_id) ON DELETE CASCADE
);
