-- Each class's register of each day counted (issue 21, decisions/025): what the admin's
-- dashboard and its attendance chart read, 75 rows a day for a school of 3,000, instead of
-- counting every student's mark on every request. Kept by the marks' own trigger, so every
-- way a mark is written, corrected or removed (a register save, a correction, a student or
-- class deleted) moves the counts in the same transaction.
CREATE TABLE attendance_class_days (
    class_id uuid NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    day date NOT NULL,
    present integer NOT NULL DEFAULT 0 CHECK (present >= 0),
    absent integer NOT NULL DEFAULT 0 CHECK (absent >= 0),
    late integer NOT NULL DEFAULT 0 CHECK (late >= 0),
    excused integer NOT NULL DEFAULT 0 CHECK (excused >= 0),
    PRIMARY KEY (class_id, day)
);
CREATE INDEX attendance_class_days_day ON attendance_class_days (day);

-- Takes one mark out of (class, day) or puts one in: `sign` is -1 or 1. A mark taken out of a
-- class that is being deleted finds no row (the delete cascades to both tables) and moves
-- nothing; one put in always finds or makes its row.
CREATE FUNCTION attendance_class_days_move(p_class uuid, p_day date, p_status text, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF sign < 0 THEN
        UPDATE attendance_class_days
        SET present = present - (p_status = 'present')::integer,
            absent = absent - (p_status = 'absent')::integer,
            late = late - (p_status = 'late')::integer,
            excused = excused - (p_status = 'excused')::integer
        WHERE class_id = p_class AND day = p_day;
    ELSE
        INSERT INTO attendance_class_days AS d (class_id, day, present, absent, late, excused)
        VALUES (p_class, p_day, (p_status = 'present')::integer, (p_status = 'absent')::integer,
                (p_status = 'late')::integer, (p_status = 'excused')::integer)
        ON CONFLICT (class_id, day) DO UPDATE
        SET present = d.present + excluded.present,
            absent = d.absent + excluded.absent,
            late = d.late + excluded.late,
            excused = d.excused + excluded.excused;
    END IF;
END;
$$;

CREATE FUNCTION attendance_marks_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM attendance_class_days_move(OLD.class_id, OLD.day, OLD.status, -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM attendance_class_days_move(NEW.class_id, NEW.day, NEW.status, 1);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER attendance_marks_counted
AFTER INSERT OR DELETE OR UPDATE OF class_id, day, status ON attendance_marks
FOR EACH ROW EXECUTE FUNCTION attendance_marks_counted();

INSERT INTO attendance_class_days (class_id, day, present, absent, late, excused)
SELECT class_id, day,
       count(*) FILTER (WHERE status = 'present'),
       count(*) FILTER (WHERE status = 'absent'),
       count(*) FILTER (WHERE status = 'late'),
       count(*) FILTER (WHERE status = 'excused')
FROM attendance_marks
GROUP BY class_id, day;
