DROP TABLE announcements;
ALTER TABLE school_settings DROP COLUMN secrets;
