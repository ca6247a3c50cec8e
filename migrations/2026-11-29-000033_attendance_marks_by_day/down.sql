DROP INDEX attendance_marks_day;
