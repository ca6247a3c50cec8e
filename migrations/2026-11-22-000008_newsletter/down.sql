DROP TABLE newsletter_subscribers;
