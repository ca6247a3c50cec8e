-- Addresses left on the public site for the school's newsletter.
CREATE TABLE newsletter_subscribers (
    id uuid PRIMARY KEY,
    email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    subscribed_at timestamptz NOT NULL
);
-- One row per address, whatever its case.
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));
