DROP TABLE attendance_saves;
DROP TABLE attendance_changes;
DROP TABLE attendance_marks;
DROP TABLE term_holidays;
