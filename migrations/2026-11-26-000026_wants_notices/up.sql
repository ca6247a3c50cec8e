-- Whether a person wants notices on a channel ('email_notifications' or 'sms_notifications'):
-- yes unless their preferences hold false for it. A choice left out, null, or of another type
-- (a row edited by hand) is yes, as the portal reads a user's preferences itself
-- (storage::auth_repo::StoredPreferences). One rule for every query that picks whom to tell;
-- before, each cast the value to boolean, and one hand-edited row failed the whole query.
CREATE FUNCTION wants_notices(preferences jsonb, channel text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT (preferences -> channel) IS DISTINCT FROM 'false'::jsonb $$;
