-- The timetable (issue 15, decisions/017): a lesson is a class's subject, taught by a teacher
-- in a room, on a weekday between two times, for one term. PostgreSQL itself refuses a class, a
-- teacher or a room in two places at once, even when two admins save at the same moment:
-- exclusion constraints over the lesson's minutes of the week.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- A lesson names its class twice (directly, for the class's constraint, and through the class
-- subject); this key makes the two agree.
ALTER TABLE class_subjects ADD CONSTRAINT class_subjects_id_class UNIQUE (id, class_id);

CREATE TABLE lessons (
    id uuid PRIMARY KEY,
    term_id uuid NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    class_subject_id uuid NOT NULL,
    teacher_id uuid REFERENCES teachers (id) ON DELETE SET NULL,
    -- ISO weekday: 1 is Monday, 7 is Sunday.
    weekday smallint NOT NULL CONSTRAINT lessons_weekday CHECK (weekday BETWEEN 1 AND 7),
    starts_at time NOT NULL,
    ends_at time NOT NULL,
    room text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    -- The lesson's minutes of the week, [start, end): a lesson ending at 08:40 and one starting
    -- at 08:40 do not overlap.
    slot int4range GENERATED ALWAYS AS (
        int4range(
            weekday * 1440 + date_part('hour', starts_at)::int * 60 + date_part('minute', starts_at)::int,
            weekday * 1440 + date_part('hour', ends_at)::int * 60 + date_part('minute', ends_at)::int
        )
    ) STORED,
    CONSTRAINT lessons_times CHECK (ends_at > starts_at),
    CONSTRAINT lessons_room_length CHECK (char_length(room) <= 60),
    CONSTRAINT lessons_class_subject FOREIGN KEY (class_subject_id, class_id)
        REFERENCES class_subjects (id, class_id) ON DELETE CASCADE,
    CONSTRAINT lessons_class_clash
        EXCLUDE USING gist (term_id WITH =, class_id WITH =, slot WITH &&),
    CONSTRAINT lessons_teacher_clash
        EXCLUDE USING gist (term_id WITH =, teacher_id WITH =, slot WITH &&)
        WHERE (teacher_id IS NOT NULL),
    CONSTRAINT lessons_room_clash
        EXCLUDE USING gist (term_id WITH =, (lower(room)) WITH =, slot WITH &&)
        WHERE (room <> '')
);
CREATE INDEX lessons_class ON lessons (class_id, term_id);
CREATE INDEX lessons_teacher ON lessons (teacher_id, term_id);
CREATE INDEX lessons_class_subject ON lessons (class_subject_id);
