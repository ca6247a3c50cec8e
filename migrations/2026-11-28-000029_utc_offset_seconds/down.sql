DROP FUNCTION utc_offset_seconds(text);
