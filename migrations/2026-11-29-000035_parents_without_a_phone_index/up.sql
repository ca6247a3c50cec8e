-- `parents_phone` indexed the phone as it was typed. Nothing asks for it so: the parents' search
-- looks for a part of it (`ILIKE '%…%'`, which a B-tree cannot serve), and the import's matching
-- compares the number's digits (its key, computed from the column), alongside the e-mail of
-- another table. Every parent written kept the index up to date for no read.
DROP INDEX parents_phone;
