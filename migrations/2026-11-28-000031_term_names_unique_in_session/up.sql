-- Two terms of one session never share a name, compared as the settings' Academic tab
-- compares them (trimmed, in any case): that tab names a session's terms, and it refused every
-- save of a session whose terms `PATCH /api/terms/{id}` had given one name twice. A name
-- already given twice keeps its first term's; each later term gets its place in the year
-- after it, "Summer (term 3)", shortened to the column's 50 characters, or, where a term
-- already has that name, its place and the start of its id too. No record is lost, and the
-- admin can rename them.
WITH later AS (
    SELECT t.id, t.session_id, btrim(t.name) AS base,
           ' (term ' || (t.position + 1) || ')' AS place,
           ' (term ' || (t.position + 1) || ', ' || left(t.id::text, 8) || ')' AS place_and_id
    FROM terms AS t
    WHERE EXISTS (
        SELECT 1 FROM terms AS earlier
        WHERE earlier.session_id = t.session_id
          AND earlier.position < t.position
          AND lower(btrim(earlier.name)) = lower(btrim(t.name))
    )
), named AS (
    SELECT id, session_id,
           rtrim(left(base, 50 - length(place))) || place AS first_choice,
           rtrim(left(base, 50 - length(place_and_id))) || place_and_id AS second_choice
    FROM later
)
UPDATE terms AS t
SET name = CASE
    WHEN EXISTS (
        SELECT 1 FROM terms AS other
        WHERE other.session_id = n.session_id
          AND lower(btrim(other.name)) = lower(n.first_choice)
    ) THEN n.second_choice
    ELSE n.first_choice
END
FROM named AS n
WHERE t.id = n.id;
CREATE UNIQUE INDEX terms_session_name ON terms (session_id, lower(btrim(name)));
