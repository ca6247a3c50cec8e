DELETE FROM media WHERE id IN (SELECT media_id FROM message_attachments);
DROP TABLE message_attachments;
