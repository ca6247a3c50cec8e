DROP TABLE score_sheet_events;
DROP TABLE score_rows;
DROP TABLE score_sheets;
DROP TABLE result_gradings;
