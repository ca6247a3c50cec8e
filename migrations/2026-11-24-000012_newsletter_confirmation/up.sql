-- Newsletter subscriptions are confirmed from a link sent to the address (decisions/015): only
-- the hash of the link's token is kept, and only until it is used.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash text UNIQUE;
-- Those who subscribed before confirmation existed stay subscribed.
UPDATE newsletter_subscribers SET confirmed_at = subscribed_at;
