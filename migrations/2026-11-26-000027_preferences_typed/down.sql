ALTER TABLE users DROP CONSTRAINT users_preferences_typed;
