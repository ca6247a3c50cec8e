ALTER TABLE lessons
    DROP CONSTRAINT lessons_class_clash,
    DROP CONSTRAINT lessons_teacher_clash,
    DROP CONSTRAINT lessons_room_clash;
ALTER TABLE lessons
    ADD CONSTRAINT lessons_class_clash
        EXCLUDE USING gist (term_id WITH =, class_id WITH =, slot WITH &&),
    ADD CONSTRAINT lessons_teacher_clash
        EXCLUDE USING gist (term_id WITH =, teacher_id WITH =, slot WITH &&)
        WHERE (teacher_id IS NOT NULL),
    ADD CONSTRAINT lessons_room_clash
        EXCLUDE USING gist (term_id WITH =, (lower(room)) WITH =, slot WITH &&)
        WHERE (room <> '');
