-- Whether a person wants notices on a channel ('email_notifications' or 'sms_notifications'):
-- yes unless their preferences hold false for it; a choice left out or null is yes, as the
-- portal reads a user's preferences itself (storage::auth_repo::StoredPreferences). One rule
-- for every query that picks whom to tell; before, each cast the value to boolean itself. A
-- channel misspelled answers null, which the portal's reads refuse, rather than yes for all.
CREATE FUNCTION wants_notices(preferences jsonb, channel text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
        SELECT CASE WHEN channel IN ('email_notifications', 'sms_notifications')
                    THEN (preferences -> channel) IS DISTINCT FROM 'false'::jsonb
               END
    $$;
