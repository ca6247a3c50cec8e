-- The offset from UTC, in whole seconds, of the time zone named `zone` (`Africa/Lagos`) now, as
-- this server's zone database knows it, summer time included; null for a name it does not know.
-- The unknown name is told by its error's code (22023, invalid_parameter_value), not by the
-- error's words, which are English only when the server's lc_messages is. The school's clock
-- and the message hours read the zone with it (storage::Database::utc_offset_of). It compares
-- names as AT TIME ZONE does, without regard to case, and like it also reads a POSIX zone
-- (`Africa/Lagos1` is UTC-1): the settings refuse such a name when it is saved, by the list of
-- zone names (storage::settings_repo, TimeZones). Stable: it reads the transaction's now(). Its
-- EXCEPTION block is a subtransaction, which keeps it out of parallel workers (the default).
CREATE FUNCTION utc_offset_seconds(zone text) RETURNS integer
    LANGUAGE plpgsql STABLE
    AS $$
        BEGIN
            RETURN extract(epoch FROM (now() AT TIME ZONE zone) - (now() AT TIME ZONE 'UTC'))::integer;
        EXCEPTION WHEN invalid_parameter_value THEN
            RETURN NULL;
        END
    $$;
