-- Back into the settings document first, so that rolling back keeps the school's lists.
UPDATE school_settings SET document = document
    || jsonb_build_object('class_levels', COALESCE((
        SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name) ORDER BY position)
        FROM class_levels), '[]'::jsonb))
    || jsonb_build_object('subjects', COALESCE((
        SELECT jsonb_agg(jsonb_build_object('id', id, 'name', name) ORDER BY position)
        FROM subjects), '[]'::jsonb))
    || jsonb_build_object('sessions', COALESCE((
        SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'terms', COALESCE((
            SELECT jsonb_agg(t.name ORDER BY t.position) FROM terms t WHERE t.session_id = s.id),
            '[]'::jsonb)) ORDER BY s.position)
        FROM academic_sessions s), '[]'::jsonb));

DROP TABLE terms;
DROP TABLE academic_sessions;
DROP TABLE subjects;
DROP TABLE class_levels;
