//! The use cases of conversations: whom the caller may write to, starting a conversation and
//! sending in one, inboxes and threads, and the moderators' queue (decisions/023).

use std::sync::Arc;

use kernel::{
    Clock, Limit, Permission, Role, StudentId, Throttle, ThrottleLog, UserId, Verdict, Viewer,
};
use time::Duration;
use uuid::Uuid;

use super::{
    Attachment, AttachmentFile, ChatRefusal, ChatRules, ChatRulesSource, Contact, Conversation,
    ConversationError, ConversationRepo, Decision, Delivery, FlagReason, HoldReason, InboxEntry,
    Message, MessageState, NewAttachment, NewConversation, NewMessage, Pair, Person, Relations,
    Waiting,
    notice::new_message_notices,
    rules::{
        check_attachment, check_body, delivery, file_name, judge_file, only_files, open_at, pair_of,
    },
};
use crate::notifications::{NewNotification, RulesSource};

/// Messages one person may send in a while, counted before each is stored.
pub const SENDER_LIMIT: Limit = Limit::new(20, Duration::minutes(5));

/// The longest reason a moderator gives for a rejection.
const REASON_CHARS: usize = 500;

/// Conversations between the school and families.
#[derive(Clone)]
pub struct Conversations {
    repo: Arc<dyn ConversationRepo>,
    relations: Arc<dyn Relations>,
    rules: Arc<dyn ChatRulesSource>,
    notify: Arc<dyn RulesSource>,
    throttle: Throttle,
    clock: Arc<dyn Clock>,
    /// The portal's address, for the links of notices.
    portal: String,
}

/// What `Conversations` is built from.
#[allow(missing_debug_implementations)] // Ports are trait objects without `Debug`.
pub struct ConversationPorts {
    pub repo: Arc<dyn ConversationRepo>,
    pub relations: Arc<dyn Relations>,
    pub rules: Arc<dyn ChatRulesSource>,
    /// The notification settings, for telling a recipient.
    pub notify: Arc<dyn RulesSource>,
    pub throttle: Arc<dyn ThrottleLog>,
    pub clock: Arc<dyn Clock>,
    /// The portal's public address (no trailing slash), for the links of notices.
    pub portal: String,
}

impl std::fmt::Debug for Conversations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Conversations")
    }
}

/// Whether a conversation of `pair` names the student it is about: a teacher and a parent
/// (a parent of several children needs to know which). Two parents are related by their
/// children's class, which each sees from their own side, so theirs names none.
fn needs_student(pair: Pair) -> bool {
    matches!(pair, Pair::TeacherParent)
}

fn is_moderator(viewer: &Viewer) -> bool {
    viewer.role() == Role::Admin && viewer.holds(Permission::MessagesModerate)
}

/// The state and moderators' note of a message `delivery` decided.
fn state_of(delivery: Delivery) -> (MessageState, Option<String>) {
    let flag_note = |reason: &FlagReason| match reason {
        FlagReason::Profanity => "Flagged by the profanity filter.".to_owned(),
        FlagReason::Keywords(words) => format!("Flagged for the words: {}.", words.join(", ")),
    };
    match delivery {
        Delivery::Delivered => (MessageState::Delivered, None),
        Delivery::Held(HoldReason::ApprovalRequired) => (
            MessageState::Held,
            Some("Every message of this kind waits for approval.".to_owned()),
        ),
        Delivery::Held(HoldReason::Flagged(reason)) => {
            (MessageState::Held, Some(flag_note(&reason)))
        }
        Delivery::Hidden(reason) => (MessageState::Hidden, Some(flag_note(&reason))),
    }
}

impl Conversations {
    pub fn new(ports: ConversationPorts) -> Self {
        Self {
            throttle: Throttle::new(ports.throttle, ports.clock.clone()),
            repo: ports.repo,
            relations: ports.relations,
            rules: ports.rules,
            notify: ports.notify,
            clock: ports.clock,
            portal: ports.portal.trim_end_matches('/').to_owned(),
        }
    }

    /// The notices telling `to` of a message from `from` in `conversation`.
    async fn notices(
        &self,
        to: &Person,
        from: &Person,
        conversation: uuid::Uuid,
    ) -> Result<Vec<NewNotification>, ConversationError> {
        let Some(recipient) = self.repo.recipient(to.user).await? else {
            return Ok(Vec::new());
        };
        let rules = self.notify.rules().await?;
        let link = format!(
            "{}/{}/messages/{conversation}",
            self.portal,
            to.role.as_str()
        );
        Ok(new_message_notices(
            &rules,
            &recipient,
            &from.name,
            conversation,
            &link,
            self.clock.now(),
        ))
    }

    async fn rules(&self) -> Result<ChatRules, ConversationError> {
        let rules = self.rules.rules().await?;
        if rules.enabled {
            Ok(rules)
        } else {
            Err(ChatRefusal::ChatOff.into())
        }
    }

    /// The people the caller may write to now: related to them, in a pair the school opens.
    pub async fn contacts(&self, viewer: &Viewer) -> Result<Vec<Contact>, ConversationError> {
        let rules = self.rules().await?;
        Ok(self
            .relations
            .contacts(viewer.user(), viewer.role())
            .await?
            .into_iter()
            .filter(|c| pair_of(&rules, viewer.role(), c.role).is_ok())
            .collect())
    }

    /// Writes `body` to `to` (about `about`, where their pair names a student), in the
    /// conversation the two have about that student, opened if they have none.
    pub async fn start(
        &self,
        viewer: &Viewer,
        to: UserId,
        about: Option<StudentId>,
        body: &str,
    ) -> Result<(Conversation, Message), ConversationError> {
        let rules = self.rules().await?;
        let contact = self
            .relations
            .contact(viewer.user(), viewer.role(), to)
            .await?
            .ok_or(ConversationError::NotFound("person"))?;
        let pair = pair_of(&rules, viewer.role(), contact.role)?;
        let about = if needs_student(pair) {
            match (about, contact.students.as_slice()) {
                (Some(id), students) if students.iter().any(|s| s.id == id) => Some(id),
                (Some(_), _) => return Err(ConversationError::NotFound("student")),
                (None, [only]) => Some(only.id),
                (None, _) => return Err(ConversationError::ChooseStudent),
            }
        } else {
            None
        };
        let body = self.admit(&rules, viewer, body).await?;
        let conversation = self
            .repo
            .open(NewConversation {
                id: Uuid::now_v7(),
                pair,
                from: viewer.user(),
                to,
                about,
                at: self.clock.now(),
            })
            .await?;
        let message = self.post(&rules, viewer, &conversation, body, None).await?;
        Ok((conversation, message))
    }

    /// Writes `body` in one of the caller's conversations.
    pub async fn send(
        &self,
        viewer: &Viewer,
        conversation: Uuid,
        body: &str,
    ) -> Result<Message, ConversationError> {
        self.send_with(viewer, conversation, body, None).await
    }

    /// Sends a file, named `name` by the sender, with `caption` (the file's name when blank),
    /// in one of the caller's conversations: where their pair's file sharing is on, within its
    /// size, of a type it lists, judged from the content. Moderation reads the caption, and a
    /// held message's file waits with it.
    pub async fn send_file(
        &self,
        viewer: &Viewer,
        conversation: Uuid,
        caption: &str,
        name: &str,
        content: Vec<u8>,
    ) -> Result<Message, ConversationError> {
        self.send_with(viewer, conversation, caption, Some((name, content)))
            .await
    }

    async fn send_with(
        &self,
        viewer: &Viewer,
        conversation: Uuid,
        body: &str,
        file: Option<(&str, Vec<u8>)>,
    ) -> Result<Message, ConversationError> {
        let rules = self.rules().await?;
        let conversation = self.member_of(viewer, conversation).await?;
        let other = conversation.other(viewer.user()).clone();
        let pair = pair_of(&rules, viewer.role(), other.role)?;
        // Still related, through the student it is about where it names one (a child may have
        // changed class since, while a sibling stays in the teacher's class).
        let related = self
            .relations
            .contact(viewer.user(), viewer.role(), other.user)
            .await?
            .is_some_and(|c| match &conversation.about {
                Some(about) => c.students.iter().any(|s| s.id == about.id),
                None => true,
            });
        if !related {
            return Err(ConversationError::Closed);
        }
        let (body, attachment) = match file {
            None => (body.to_owned(), None),
            Some((name, content)) => {
                let judged = judge_file(&content);
                check_attachment(
                    &rules,
                    pair,
                    &Attachment {
                        kind: judged.map_or("unknown", |(kind, _)| kind).to_owned(),
                        bytes: content.len() as u64,
                    },
                )?;
                // Only a school listing a type the portal cannot recognise gets here.
                let (kind, content_type) =
                    judged.ok_or_else(|| ChatRefusal::FileType(only_files("recognised")))?;
                let name = file_name(name, kind);
                let caption = if body.trim().is_empty() {
                    name.clone()
                } else {
                    body.to_owned()
                };
                (
                    caption,
                    Some(NewAttachment {
                        name,
                        kind: kind.to_owned(),
                        content_type,
                        content,
                    }),
                )
            }
        };
        let body = self.admit(&rules, viewer, &body).await?;
        self.post(&rules, viewer, &conversation, body, attachment)
            .await
    }

    /// A message's file, for the two people of its conversation while they may see the
    /// message (delivered, or their own), and for moderators; anyone else finds none.
    pub async fn attachment(
        &self,
        viewer: &Viewer,
        message: Uuid,
    ) -> Result<AttachmentFile, ConversationError> {
        let not_found = || ConversationError::NotFound("file");
        let (conversation, sender, state, file) =
            self.repo.attachment(message).await?.ok_or_else(not_found)?;
        let conversation = self
            .repo
            .conversation(conversation)
            .await?
            .ok_or_else(not_found)?;
        let member = conversation.has(viewer.user());
        let sees = is_moderator(viewer)
            || (member && (state == MessageState::Delivered || sender == viewer.user()));
        if sees { Ok(file) } else { Err(not_found()) }
    }

    /// The message's text as kept, once the school takes messages now and the sender is within
    /// their limit (counted before it is stored, so a burst cannot slip through).
    async fn admit(
        &self,
        rules: &ChatRules,
        viewer: &Viewer,
        body: &str,
    ) -> Result<String, ConversationError> {
        let body = check_body(body)?;
        open_at(rules, self.clock.now())?;
        let key = format!("chat-sender:{}", viewer.user());
        match self
            .throttle
            .count(&key, "", SENDER_LIMIT)
            .await
            .map_err(|e| crate::MessagingError::Internal(e.into()))?
        {
            Verdict::Allowed => Ok(body),
            Verdict::Wait(seconds) => Err(ConversationError::Throttled(seconds)),
        }
    }

    async fn post(
        &self,
        rules: &ChatRules,
        viewer: &Viewer,
        conversation: &Conversation,
        body: String,
        attachment: Option<NewAttachment>,
    ) -> Result<Message, ConversationError> {
        let (state, note) = state_of(delivery(rules, conversation.pair, &body));
        let to = conversation.other(viewer.user());
        let notices = if state == MessageState::Delivered {
            let from = conversation.other(to.user);
            self.notices(to, from, conversation.id).await?
        } else {
            Vec::new()
        };
        let mut kept = self
            .repo
            .add(NewMessage {
                id: Uuid::now_v7(),
                conversation_id: conversation.id,
                sender: viewer.user(),
                recipient: to.user,
                body,
                state,
                note,
                sent_at: self.clock.now(),
                notices,
                attachment,
            })
            .await?;
        // As its sender sees it: a hidden message reads as held, and why it waits is the
        // moderators' (decisions/023).
        if kept.state.waits() {
            kept.state = MessageState::Held;
            kept.note = None;
        }
        Ok(kept)
    }

    async fn member_of(
        &self,
        viewer: &Viewer,
        id: Uuid,
    ) -> Result<Conversation, ConversationError> {
        self.repo
            .conversation(id)
            .await?
            .filter(|c| c.has(viewer.user()))
            .ok_or(ConversationError::NotFound("conversation"))
    }

    /// The caller's conversations, the latest first.
    pub async fn inbox(&self, viewer: &Viewer) -> Result<Vec<InboxEntry>, ConversationError> {
        Ok(self.repo.inbox(viewer.user()).await?)
    }

    /// A conversation's latest messages the caller may see, or with `after` those written or
    /// decided on since that cursor (an open thread asks again every few seconds); reading it
    /// as one of its people marks it read up to the last message they were shown. Moderators
    /// read any conversation, and every message.
    pub async fn thread(
        &self,
        viewer: &Viewer,
        id: Uuid,
        after: Option<i64>,
    ) -> Result<(Conversation, Vec<Message>), ConversationError> {
        let conversation = self
            .repo
            .conversation(id)
            .await?
            .ok_or(ConversationError::NotFound("conversation"))?;
        let member = conversation.has(viewer.user());
        let moderator = is_moderator(viewer);
        if !member && !moderator {
            return Err(ConversationError::NotFound("conversation"));
        }
        let messages = self
            .repo
            .thread(id, viewer.user(), moderator && !member, after)
            .await?;
        let seen = messages.iter().filter_map(|m| m.delivered_at).max();
        if let (true, Some(seen)) = (member, seen) {
            self.repo.mark_read(id, viewer.user(), seen).await?;
        }
        Ok((conversation, messages))
    }

    /// The messages waiting for a moderator.
    pub async fn waiting(&self, viewer: &Viewer) -> Result<Vec<Waiting>, ConversationError> {
        if !is_moderator(viewer) {
            return Err(ConversationError::NotModerator);
        }
        Ok(self.repo.waiting().await?)
    }

    /// Delivers a waiting message.
    pub async fn approve(
        &self,
        viewer: &Viewer,
        message: Uuid,
    ) -> Result<Message, ConversationError> {
        self.decide(viewer, message, Decision::Approve).await
    }

    /// Refuses a waiting message, saying why (the sender reads it).
    pub async fn reject(
        &self,
        viewer: &Viewer,
        message: Uuid,
        reason: &str,
    ) -> Result<Message, ConversationError> {
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > REASON_CHARS {
            return Err(ConversationError::NoReason);
        }
        self.decide(viewer, message, Decision::Reject(reason.to_owned()))
            .await
    }

    async fn decide(
        &self,
        viewer: &Viewer,
        message: Uuid,
        decision: Decision,
    ) -> Result<Message, ConversationError> {
        if !is_moderator(viewer) {
            return Err(ConversationError::NotModerator);
        }
        let waiting = self
            .repo
            .waiting_message(message)
            .await?
            .filter(|w| w.message.sender != viewer.user())
            .ok_or(ConversationError::NotFound("waiting message"))?;
        let notices = match decision {
            Decision::Approve => {
                let c = &waiting.conversation;
                let to = c.other(waiting.message.sender);
                let from = c.other(to.user);
                self.notices(to, from, c.id).await?
            }
            Decision::Reject(_) => Vec::new(),
        };
        self.repo
            .moderate(message, decision, viewer.user(), self.clock.now(), notices)
            .await?
            .ok_or(ConversationError::NotFound("waiting message"))
    }
}
