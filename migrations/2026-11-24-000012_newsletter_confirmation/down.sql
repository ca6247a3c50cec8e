ALTER TABLE newsletter_subscribers DROP COLUMN confirm_token_hash;
ALTER TABLE newsletter_subscribers DROP COLUMN confirmed_at;
