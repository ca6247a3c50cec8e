DROP TABLE terms;
DROP TABLE academic_sessions;
DROP TABLE subjects;
DROP TABLE class_levels;
