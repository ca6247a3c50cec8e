-- Exams and their schedules (issue 15, decisions/018): an exam (a term's tests or examinations)
-- has papers, each a class's subject sat on a date between two times, in a room, watched by an
-- invigilator. As with lessons, PostgreSQL itself refuses a class, an invigilator or a room in
-- two places at once, even when two admins save at the same moment.
CREATE TABLE exams (
    id uuid PRIMARY KEY,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    name text NOT NULL,
    kind text NOT NULL CONSTRAINT exams_kind CHECK (kind IN ('test', 'exam')),
    starts_on date NOT NULL,
    ends_on date NOT NULL,
    status text NOT NULL DEFAULT 'draft'
        CONSTRAINT exams_status CHECK (status IN ('draft', 'scheduled', 'in_progress', 'completed')),
    published_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT exams_dates CHECK (ends_on >= starts_on),
    CONSTRAINT exams_name_length CHECK (char_length(name) BETWEEN 1 AND 120)
);
CREATE UNIQUE INDEX exams_term_name ON exams (term_id, lower(name));

CREATE TABLE exam_papers (
    id uuid PRIMARY KEY,
    exam_id uuid NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    class_subject_id uuid NOT NULL,
    invigilator_id uuid REFERENCES teachers (id) ON DELETE SET NULL,
    sits_on date NOT NULL,
    starts_at time NOT NULL,
    ends_at time NOT NULL,
    room text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    -- The paper's time, [start, end): a paper ending at 11:00 and one starting at 11:00 do not
    -- overlap. Dates, not weekdays: two exams of the same term may not put a class, an
    -- invigilator or a room in two places at once either.
    span tsrange GENERATED ALWAYS AS (tsrange(sits_on + starts_at, sits_on + ends_at)) STORED,
    CONSTRAINT exam_papers_times CHECK (ends_at > starts_at),
    CONSTRAINT exam_papers_room_length CHECK (char_length(room) <= 60),
    CONSTRAINT exam_papers_class_subject FOREIGN KEY (class_subject_id, class_id)
        REFERENCES class_subjects (id, class_id) ON DELETE CASCADE,
    CONSTRAINT exam_papers_class_clash
        EXCLUDE USING gist (class_id WITH =, span WITH &&),
    CONSTRAINT exam_papers_invigilator_clash
        EXCLUDE USING gist (invigilator_id WITH =, span WITH &&)
        WHERE (invigilator_id IS NOT NULL),
    CONSTRAINT exam_papers_room_clash
        EXCLUDE USING gist ((lower(room)) WITH =, span WITH &&)
        WHERE (room <> '')
);
CREATE INDEX exam_papers_exam ON exam_papers (exam_id, sits_on, starts_at);
CREATE INDEX exam_papers_class ON exam_papers (class_id, sits_on);
CREATE INDEX exam_papers_invigilator ON exam_papers (invigilator_id, sits_on);
CREATE INDEX exam_papers_class_subject ON exam_papers (class_subject_id);
