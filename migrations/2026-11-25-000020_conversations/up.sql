-- Conversations between the school and families (issue 19, decisions/023).

-- Two people, kept in a fixed order (user_a < user_b) so that the pair is one row whoever
-- wrote first, about one student where their pair names one; each person's last read.
CREATE TABLE conversations (
    id uuid PRIMARY KEY,
    pair text NOT NULL CHECK (pair IN ('admin_teacher', 'teacher_parent', 'teacher_student', 'parent_parent')),
    user_a uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_b uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    about_student uuid REFERENCES students (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    last_message_at timestamptz NOT NULL,
    read_a timestamptz,
    read_b timestamptz,
    CHECK (user_a < user_b)
);
-- One conversation per two people and student (NULLS NOT DISTINCT: one without a student).
CREATE UNIQUE INDEX conversations_people ON conversations (user_a, user_b, about_student) NULLS NOT DISTINCT;
CREATE INDEX conversations_of_b ON conversations (user_b);

-- A message: delivered, held or hidden for the moderators, or rejected by one; `delivered_at`
-- is when the recipient could first see it (unread counts go by it).
CREATE TABLE messages (
    id uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    state text NOT NULL CHECK (state IN ('delivered', 'held', 'hidden', 'rejected')),
    note text,
    sent_at timestamptz NOT NULL,
    delivered_at timestamptz,
    CHECK ((state = 'delivered') = (delivered_at IS NOT NULL))
);
CREATE INDEX messages_thread ON messages (conversation_id, id);
CREATE INDEX messages_waiting ON messages (sent_at, id) WHERE state IN ('held', 'hidden');

-- Every moderator's decision, with who and when.
CREATE TABLE message_moderations (
    id uuid PRIMARY KEY,
    message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    moderator_id uuid REFERENCES users (id) ON DELETE SET NULL,
    decision text NOT NULL CHECK (decision IN ('approved', 'rejected')),
    reason text,
    decided_at timestamptz NOT NULL
);
CREATE INDEX message_moderations_message ON message_moderations (message_id);
