-- A message's file (issue 19, decisions/023), kept in the media store with the purpose
-- `message_attachment`, which the public `/media/` route never serves: only the two people of
-- the conversation (while they may see the message) and moderators get it, through
-- `/api/messages/{id}/attachment/`.
CREATE TABLE message_attachments (
    message_id uuid PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    kind text NOT NULL
);
CREATE INDEX message_attachments_media ON message_attachments (media_id);
