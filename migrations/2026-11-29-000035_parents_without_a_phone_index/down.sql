CREATE INDEX parents_phone ON parents (phone) WHERE phone <> '';
