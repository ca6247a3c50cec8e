ALTER TABLE payments DROP COLUMN rechecked_at;
