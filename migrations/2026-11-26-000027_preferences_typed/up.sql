-- A user's preferences hold each choice typed: the notices' choices true, false or null (or left
-- out), the theme a string or null. The portal only ever writes them so; the database now
-- refuses a hand-edited "no" too, which one reading took as off (a cast to boolean) and another
-- as on.
--
-- Rows already holding another type keep what the queries that picked whom to tell made of it
-- until now: a text or number PostgreSQL read as a boolean ('no', 'off', 'false', '0', ...)
-- becomes that boolean; anything else is left out, and so reads as on.
UPDATE users
SET preferences = jsonb_set(preferences, '{email_notifications}',
        to_jsonb(lower(btrim(preferences ->> 'email_notifications'))::boolean))
WHERE jsonb_typeof(preferences -> 'email_notifications') IN ('string', 'number')
  AND lower(btrim(preferences ->> 'email_notifications')) IN
      ('t', 'tr', 'tru', 'true', 'y', 'ye', 'yes', 'on', '1',
       'f', 'fa', 'fal', 'fals', 'false', 'n', 'no', 'of', 'off', '0');

UPDATE users
SET preferences = jsonb_set(preferences, '{sms_notifications}',
        to_jsonb(lower(btrim(preferences ->> 'sms_notifications'))::boolean))
WHERE jsonb_typeof(preferences -> 'sms_notifications') IN ('string', 'number')
  AND lower(btrim(preferences ->> 'sms_notifications')) IN
      ('t', 'tr', 'tru', 'true', 'y', 'ye', 'yes', 'on', '1',
       'f', 'fa', 'fal', 'fals', 'false', 'n', 'no', 'of', 'off', '0');

UPDATE users SET preferences = preferences - 'email_notifications'
WHERE coalesce(jsonb_typeof(preferences -> 'email_notifications'), 'null') NOT IN ('boolean', 'null');

UPDATE users SET preferences = preferences - 'sms_notifications'
WHERE coalesce(jsonb_typeof(preferences -> 'sms_notifications'), 'null') NOT IN ('boolean', 'null');

UPDATE users SET preferences = preferences - 'theme'
WHERE coalesce(jsonb_typeof(preferences -> 'theme'), 'null') NOT IN ('string', 'null');

ALTER TABLE users ADD CONSTRAINT users_preferences_typed CHECK (
    coalesce(jsonb_typeof(preferences -> 'email_notifications'), 'null') IN ('boolean', 'null')
    AND coalesce(jsonb_typeof(preferences -> 'sms_notifications'), 'null') IN ('boolean', 'null')
    AND coalesce(jsonb_typeof(preferences -> 'theme'), 'null') IN ('string', 'null')
);
