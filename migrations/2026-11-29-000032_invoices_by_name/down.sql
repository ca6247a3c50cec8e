DROP INDEX users_display_name;
