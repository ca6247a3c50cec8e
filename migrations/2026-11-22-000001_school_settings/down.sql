DROP TABLE school_settings;
