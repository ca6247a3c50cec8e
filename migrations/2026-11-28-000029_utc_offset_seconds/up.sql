-- The offset from UTC, in whole seconds, of the time zone named `zone` (`Africa/Lagos`) now, as
-- this server's zone database knows it, summer time included; null for a name it does not know.
-- The unknown name is told by its error's code (22023, invalid_parameter_value), not by the
-- error's words, which are English only when the server's lc_messages is. One answer for the
-- school's clock and the message hours (storage::Database::utc_offset_of) and for the settings'
-- check of a zone before it is saved (storage::settings_repo, TimeZones). It compares names as
-- AT TIME ZONE does, without regard to case. Volatile: it reads the clock, and its
-- subtransaction (the EXCEPTION block) must not run in a parallel worker.
CREATE FUNCTION utc_offset_seconds(zone text) RETURNS integer
    LANGUAGE plpgsql
    AS $$
        BEGIN
            RETURN extract(epoch FROM (now() AT TIME ZONE zone) - (now() AT TIME ZONE 'UTC'))::integer;
        EXCEPTION WHEN invalid_parameter_value THEN
            RETURN NULL;
        END
    $$;
