-- A timetable's clash constraints may wait for the end of a batch. An admin who swaps two
-- lessons, or moves a run of them along a morning, in one bulk update passes through states
-- where two lessons overlap for a moment (the first moved onto the second, which has not moved
-- yet); checked row by row, every such batch was refused. The constraints stay immediate for
-- every other write; the bulk update defers them to its end (SET CONSTRAINTS ... DEFERRED),
-- checks the final timetable itself to name the clash, and the database checks it again.
-- An exclusion constraint cannot be altered to DEFERRABLE: each is made again as it was.
ALTER TABLE lessons
    DROP CONSTRAINT lessons_class_clash,
    DROP CONSTRAINT lessons_teacher_clash,
    DROP CONSTRAINT lessons_room_clash;
ALTER TABLE lessons
    ADD CONSTRAINT lessons_class_clash
        EXCLUDE USING gist (term_id WITH =, class_id WITH =, slot WITH &&)
        DEFERRABLE INITIALLY IMMEDIATE,
    ADD CONSTRAINT lessons_teacher_clash
        EXCLUDE USING gist (term_id WITH =, teacher_id WITH =, slot WITH &&)
        WHERE (teacher_id IS NOT NULL)
        DEFERRABLE INITIALLY IMMEDIATE,
    ADD CONSTRAINT lessons_room_clash
        EXCLUDE USING gist (term_id WITH =, (lower(room)) WITH =, slot WITH &&)
        WHERE (room <> '')
        DEFERRABLE INITIALLY IMMEDIATE;
