DROP TABLE login_failures;
DROP TABLE refresh_tokens;
DROP TABLE users;
