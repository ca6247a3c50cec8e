DROP FUNCTION wants_notices(jsonb, text);
