DROP TABLE result_changes;
DROP TABLE report_cards;
DROP TABLE result_publications;
DROP TABLE result_comments;
DROP TABLE term_reports;
