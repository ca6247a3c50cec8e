DROP TRIGGER attendance_marks_counted ON attendance_marks;
DROP FUNCTION attendance_marks_counted();
DROP FUNCTION attendance_class_days_move(uuid, date, text, integer);
DROP TABLE attendance_class_days;
