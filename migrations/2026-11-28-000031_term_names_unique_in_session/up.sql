-- Two terms of one session never share a name, compared as the settings' Academic tab
-- compares them (trimmed, in any case): that tab names a session's terms, and it refused every
-- save of a session whose terms `PATCH /api/terms/{id}` had given one name twice. A name
-- already given twice keeps its first term's; the later terms get their place in the year
-- after it, so no record is lost and the admin can rename them.
UPDATE terms AS t
SET name = left(btrim(t.name), 42) || ' (term ' || (t.position + 1) || ')'
WHERE EXISTS (
    SELECT 1 FROM terms AS earlier
    WHERE earlier.session_id = t.session_id
      AND earlier.position < t.position
      AND lower(btrim(earlier.name)) = lower(btrim(t.name))
);
CREATE UNIQUE INDEX terms_session_name ON terms (session_id, lower(btrim(name)));
