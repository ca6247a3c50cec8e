DROP TABLE message_moderations;
DROP TABLE messages;
DROP TABLE conversations;
