DROP INDEX notifications_log_idx;
