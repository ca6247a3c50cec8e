DROP INDEX score_rows_term;
