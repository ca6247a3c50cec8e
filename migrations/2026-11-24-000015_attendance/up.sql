-- Attendance (issue 16, decisions/019): one mark per student per school day, whoever saves it
-- and however often; every change after the first save kept with who, when, from what and why;
-- each register save's idempotency key, so a save a phone retries is taken once.
CREATE TABLE term_holidays (
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    day date NOT NULL,
    name text NOT NULL CONSTRAINT term_holidays_name CHECK (char_length(name) BETWEEN 1 AND 80),
    PRIMARY KEY (term_id, day)
);

CREATE TABLE attendance_marks (
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    day date NOT NULL,
    -- The class whose register took the mark.
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    status text NOT NULL
        CONSTRAINT attendance_marks_status CHECK (status IN ('present', 'absent', 'late', 'excused')),
    remark text NOT NULL DEFAULT ''
        CONSTRAINT attendance_marks_remark CHECK (char_length(remark) <= 200),
    marked_by uuid REFERENCES users (id) ON DELETE SET NULL,
    marked_at timestamptz NOT NULL,
    -- One mark per student per day: two teachers saving at once cannot make two.
    PRIMARY KEY (student_id, day)
);
CREATE INDEX attendance_marks_class_day ON attendance_marks (class_id, day);

CREATE TABLE attendance_changes (
    id uuid PRIMARY KEY,
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    day date NOT NULL,
    from_status text NOT NULL,
    to_status text NOT NULL,
    from_remark text NOT NULL,
    to_remark text NOT NULL,
    reason text NOT NULL DEFAULT '',
    changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL
);
CREATE INDEX attendance_changes_student ON attendance_changes (student_id, day);

CREATE TABLE attendance_saves (
    key text PRIMARY KEY CONSTRAINT attendance_saves_key CHECK (char_length(key) BETWEEN 8 AND 100),
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    day date NOT NULL,
    saved_by uuid REFERENCES users (id) ON DELETE SET NULL,
    saved_at timestamptz NOT NULL
);
