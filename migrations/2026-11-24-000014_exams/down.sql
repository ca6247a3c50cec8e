DROP TABLE exam_papers;
DROP TABLE exams;
