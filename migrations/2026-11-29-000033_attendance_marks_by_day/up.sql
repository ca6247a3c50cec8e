-- The school's day (`GET /api/attendance/day/`) reads every mark of one day, and for each class
-- the mark saved last that day. The marks were indexed by student and by class only, so the
-- day's marks were found by reading every mark of the year: 18 of 27 ms on the 3,000-student
-- school a term into the year (165,000 marks), and more every school day. With the day first,
-- the day's marks are read alone, and a class's of that day by both columns (pgbench, the
-- statement as the portal plans it: 80 -> 211 a second).
CREATE INDEX attendance_marks_day ON attendance_marks (day, class_id);
