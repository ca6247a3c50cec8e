-- The school's register (decisions/011): dates and current flags on sessions and terms, classes
-- and the subjects they offer, teachers, students, parents and their links, enrolments.

ALTER TABLE academic_sessions
    ADD COLUMN start_date date,
    ADD COLUMN end_date date,
    ADD COLUMN is_current boolean NOT NULL DEFAULT false,
    ADD CONSTRAINT academic_sessions_dates CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date);
-- At most one current session; the service keeps exactly one once any exists.
CREATE UNIQUE INDEX academic_sessions_one_current ON academic_sessions (is_current) WHERE is_current;
UPDATE academic_sessions SET is_current = true
WHERE id = (SELECT id FROM academic_sessions ORDER BY position LIMIT 1);

ALTER TABLE terms
    ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD COLUMN start_date date,
    ADD COLUMN end_date date,
    ADD COLUMN next_term_begins date,
    ADD COLUMN is_current boolean NOT NULL DEFAULT false,
    ADD CONSTRAINT terms_dates CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date);
CREATE UNIQUE INDEX terms_id ON terms (id);
CREATE UNIQUE INDEX terms_one_current ON terms (is_current) WHERE is_current;
UPDATE terms SET is_current = true
WHERE (session_id, position) = (SELECT id, 0 FROM academic_sessions WHERE is_current);

CREATE TABLE teachers (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    staff_number text NOT NULL CHECK (length(btrim(staff_number)) BETWEEN 1 AND 32),
    phone text NOT NULL DEFAULT '',
    qualification text NOT NULL DEFAULT '',
    specialisation text NOT NULL DEFAULT '',
    bio text NOT NULL DEFAULT '',
    hire_date date,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teachers_staff_number ON teachers (lower(staff_number));

CREATE TABLE parents (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    phone text NOT NULL DEFAULT '',
    address text NOT NULL DEFAULT '',
    occupation text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
-- The import matches an existing parent by phone.
CREATE INDEX parents_phone ON parents (phone) WHERE phone <> '';

CREATE TABLE classes (
    id uuid PRIMARY KEY,
    level_id text NOT NULL REFERENCES class_levels (id) ON DELETE RESTRICT,
    arm text NOT NULL CHECK (length(btrim(arm)) BETWEEN 1 AND 20),
    name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    class_teacher_id uuid REFERENCES teachers (id) ON DELETE RESTRICT,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX classes_name ON classes (lower(name));
CREATE UNIQUE INDEX classes_level_arm ON classes (level_id, lower(arm));
CREATE INDEX classes_teacher ON classes (class_teacher_id);

CREATE TABLE class_subjects (
    id uuid PRIMARY KEY,
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    subject_id text NOT NULL REFERENCES subjects (id) ON DELETE RESTRICT,
    teacher_id uuid REFERENCES teachers (id) ON DELETE RESTRICT,
    UNIQUE (class_id, subject_id)
);
CREATE INDEX class_subjects_teacher ON class_subjects (teacher_id);
CREATE INDEX class_subjects_subject ON class_subjects (subject_id);

CREATE TABLE students (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    admission_number text NOT NULL CHECK (length(btrim(admission_number)) BETWEEN 1 AND 32),
    date_of_birth date,
    gender text NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
    address text NOT NULL DEFAULT '',
    admission_date date,
    status text NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'suspended', 'withdrawn', 'graduated')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX students_admission_number ON students (lower(admission_number));
CREATE INDEX students_status ON students (status);

CREATE TABLE student_parents (
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    parent_id uuid NOT NULL REFERENCES parents (id) ON DELETE CASCADE,
    relationship text NOT NULL DEFAULT '' CHECK (length(relationship) <= 50),
    PRIMARY KEY (student_id, parent_id)
);
CREATE INDEX student_parents_parent ON student_parents (parent_id);

-- A student's class in a session; the current session's row is their current class.
CREATE TABLE enrolments (
    id uuid PRIMARY KEY,
    student_id uuid NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    session_id text NOT NULL REFERENCES academic_sessions (id) ON DELETE RESTRICT,
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE RESTRICT,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (student_id, session_id)
);
CREATE INDEX enrolments_class ON enrolments (class_id, session_id);
CREATE INDEX enrolments_session ON enrolments (session_id);

