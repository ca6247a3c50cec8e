-- Term reports, publishing and report cards (issue 17, decisions/021).

-- A student's term report beyond the scores: the class teacher's and the principal's comments
-- and the affective and psychomotor ratings (1 to 5, by the trait's name as the settings had it).
CREATE TABLE term_reports (
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    class_teacher_comment text NOT NULL DEFAULT ''
        CHECK (char_length(class_teacher_comment) <= 500),
    principal_comment text NOT NULL DEFAULT '' CHECK (char_length(principal_comment) <= 500),
    -- [{"group": "affective", "name": "Punctuality", "value": 4}, ...]
    ratings jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(ratings) = 'array'),
    updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (student_id, term_id)
);
CREATE INDEX term_reports_term ON term_reports (term_id);

-- The bank of reusable comments the class teachers and the principal pick from.
CREATE TABLE result_comments (
    id uuid PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('class_teacher', 'principal')),
    body text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 1 AND 500),
    created_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX result_comments_body ON result_comments (kind, lower(btrim(body)));

-- A class's results for a term as published: present once first published; `published` says
-- whether students and parents see them now (an admin unpublishes to correct).
CREATE TABLE result_publications (
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    published boolean NOT NULL,
    first_published_at timestamptz NOT NULL,
    changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL,
    PRIMARY KEY (class_id, term_id)
);

-- Each student's report card as it was published: what a student, a parent (and the result
-- checker) read, one row, so a card never changes after it is printed unless it is unpublished,
-- corrected and published again. Deleted on unpublishing.
CREATE TABLE report_cards (
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    class_id uuid NOT NULL,
    card jsonb NOT NULL,
    published_at timestamptz NOT NULL,
    PRIMARY KEY (student_id, term_id),
    FOREIGN KEY (class_id, term_id)
        REFERENCES result_publications (class_id, term_id) ON DELETE CASCADE
);
CREATE INDEX report_cards_class ON report_cards (class_id, term_id);

-- Every change to a class's results after it was first published: who, when, what, the old
-- value and the new.
CREATE TABLE result_changes (
    id uuid PRIMARY KEY,
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    student_id uuid REFERENCES students (id) ON DELETE CASCADE,
    -- "Mathematics: Exam", "Class teacher's comment", "Published" ...
    what text NOT NULL,
    old_value text NOT NULL,
    new_value text NOT NULL,
    changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL
);
CREATE INDEX result_changes_class ON result_changes (class_id, term_id, changed_at);
