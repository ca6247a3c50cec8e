//! Conversations' use cases on mocked ports (decisions/023): whom a caller may write to, the
//! student a parent-teacher conversation names, refusals that keep nothing, moderation on the
//! way in, the sender's limit, who reads a thread, and the moderators' queue.

mod common;

use std::sync::{Arc, Mutex};

use common::defaults;
use kernel::{
    FixedClock, MemoryThrottleLog, Permission, Permissions, Role, StudentId, UserId, Viewer,
};
use messaging::conversations::{
    ChatRefusal, ChatRules, Contact, Conversation, ConversationError, Conversations, Message,
    MessageState, MockChatRulesSource, MockConversationRepo, MockRelations, Pair, Person,
    StudentRef,
};
use time::{OffsetDateTime, macros::datetime};
use uuid::Uuid;

const NOW: OffsetDateTime = datetime!(2026-11-25 10:00 UTC);

fn viewer(role: Role) -> Viewer {
    Viewer::new(UserId::generate(), role, Permissions::default())
}

fn moderator() -> Viewer {
    Viewer::new(
        UserId::generate(),
        Role::Admin,
        [Permission::MessagesModerate].into_iter().collect(),
    )
}

fn student(name: &str) -> StudentRef {
    StudentRef {
        id: StudentId::generate(),
        name: name.into(),
    }
}

fn contact(role: Role, students: Vec<StudentRef>) -> Contact {
    Contact {
        user: UserId::generate(),
        role,
        name: format!("A {role}"),
        students,
    }
}

fn conversation(a: &Viewer, b: &Contact, pair: Pair) -> Conversation {
    Conversation {
        id: Uuid::now_v7(),
        pair,
        people: [
            Person {
                user: a.user(),
                role: a.role(),
                name: "Me".into(),
            },
            Person {
                user: b.user,
                role: b.role,
                name: b.name.clone(),
            },
        ],
        about: b.students.first().cloned(),
        created_at: NOW,
    }
}

fn rules_source(rules: ChatRules) -> MockChatRulesSource {
    let mut source = MockChatRulesSource::new();
    source.expect_rules().returning(move || Ok(rules.clone()));
    source
}

/// Relations where `viewer` is related to `contacts` only.
fn relations(contacts: Vec<Contact>) -> MockRelations {
    let mut relations = MockRelations::new();
    let all = contacts.clone();
    relations
        .expect_contacts()
        .returning(move |_, _| Ok(all.clone()));
    relations
        .expect_contact()
        .returning(move |_, _, other| Ok(contacts.iter().find(|c| c.user == other).cloned()));
    relations
}

/// A store that keeps what it is given: conversations opened and messages added.
#[derive(Default, Clone)]
struct Kept {
    opened: Arc<Mutex<Vec<messaging::conversations::NewConversation>>>,
    added: Arc<Mutex<Vec<messaging::conversations::NewMessage>>>,
}

fn keeping(kept: &Kept, existing: Option<Conversation>) -> MockConversationRepo {
    let mut repo = MockConversationRepo::new();
    let opened = kept.opened.clone();
    let found = existing.clone();
    repo.expect_open().returning(move |new| {
        opened.lock().unwrap().push(new.clone());
        Ok(found.clone().expect("a conversation to answer"))
    });
    repo.expect_conversation()
        .returning(move |id| Ok(existing.clone().filter(|c| c.id == id)));
    let added = kept.added.clone();
    repo.expect_add().returning(move |m| {
        added.lock().unwrap().push(m.clone());
        Ok(Message {
            id: m.id,
            conversation_id: m.conversation_id,
            sender: m.sender,
            body: m.body,
            state: m.state,
            note: m.note,
            delivered_at: (m.state == MessageState::Delivered).then_some(m.sent_at),
            sent_at: m.sent_at,
        })
    });
    repo
}

fn service(
    repo: MockConversationRepo,
    relations: MockRelations,
    rules: ChatRules,
) -> Conversations {
    Conversations::new(
        Arc::new(repo),
        Arc::new(relations),
        Arc::new(rules_source(rules)),
        Arc::new(MemoryThrottleLog::default()),
        Arc::new(FixedClock(NOW)),
    )
}

#[tokio::test]
async fn a_caller_sees_only_the_related_people_of_pairs_the_school_opens() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let pupil = contact(Role::Student, vec![]);
    // Teacher-student is off by default: the pupil is left out.
    let chat = service(
        MockConversationRepo::new(),
        relations(vec![parent.clone(), pupil]),
        defaults(),
    );
    let seen = chat.contacts(&teacher).await.unwrap();
    assert_eq!(seen, vec![parent]);
    let mut off = defaults();
    off.enabled = false;
    let chat = service(MockConversationRepo::new(), relations(vec![]), off);
    assert!(matches!(
        chat.contacts(&teacher).await,
        Err(ConversationError::Refused(ChatRefusal::ChatOff))
    ));
}

#[tokio::test]
async fn a_teacher_writes_to_a_parent_about_the_child_they_share() {
    let teacher = viewer(Role::Teacher);
    let ada = student("Ada");
    let parent = contact(Role::Parent, vec![ada.clone()]);
    let kept = Kept::default();
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let chat = service(
        keeping(&kept, Some(existing)),
        relations(vec![parent.clone()]),
        defaults(),
    );
    let (_, message) = chat
        .start(&teacher, parent.user, None, "Ada did very well today.")
        .await
        .unwrap();
    assert_eq!(message.state, MessageState::Delivered);
    let opened = kept.opened.lock().unwrap().clone();
    assert_eq!(opened[0].about, Some(ada.id), "one shared child is the one");
    assert_eq!(opened[0].pair, Pair::TeacherParent);
    let added = kept.added.lock().unwrap().clone();
    assert_eq!(added[0].recipient, parent.user);
}

#[tokio::test]
async fn a_parent_with_two_children_in_the_class_says_which_and_no_other() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada"), student("Bayo")]);
    let kept = Kept::default();
    let chat = service(
        keeping(&kept, None),
        relations(vec![parent.clone()]),
        defaults(),
    );
    assert!(matches!(
        chat.start(&teacher, parent.user, None, "Hello").await,
        Err(ConversationError::ChooseStudent)
    ));
    assert!(matches!(
        chat.start(&teacher, parent.user, Some(StudentId::generate()), "Hello")
            .await,
        Err(ConversationError::NotFound("student"))
    ));
    assert!(kept.opened.lock().unwrap().is_empty());
}

#[tokio::test]
async fn strangers_closed_pairs_and_bad_messages_are_refused_and_nothing_is_kept() {
    let parent = viewer(Role::Parent);
    let teacher = contact(Role::Teacher, vec![student("Ada")]);
    let other_parent = contact(Role::Parent, vec![student("Chi")]);
    let kept = Kept::default();
    let chat = service(
        keeping(&kept, None),
        relations(vec![teacher.clone(), other_parent.clone()]),
        defaults(),
    );
    // Someone the parent is not related to is not found, as if they did not exist.
    assert!(matches!(
        chat.start(&parent, UserId::generate(), None, "Hi").await,
        Err(ConversationError::NotFound("person"))
    ));
    // Parent to parent is off by default.
    assert!(matches!(
        chat.start(&parent, other_parent.user, None, "Hi").await,
        Err(ConversationError::Refused(ChatRefusal::PairClosed(
            Pair::ParentParent
        )))
    ));
    assert!(matches!(
        chat.start(&parent, teacher.user, None, "  \n ").await,
        Err(ConversationError::Refused(ChatRefusal::Empty))
    ));
    // Outside business hours (08:00-16:00 at UTC+1; it is 11:00 there): open at 12:00.
    let mut hours = defaults();
    hours.moderation.business_hours_only = true;
    hours.moderation.opens = time::macros::time!(12:00);
    let chat_hours = service(
        keeping(&kept, None),
        relations(vec![teacher.clone()]),
        hours,
    );
    let refused = chat_hours
        .start(&parent, teacher.user, None, "Hello")
        .await
        .unwrap_err();
    assert!(
        refused.to_string().contains("between 12:00 and 16:00"),
        "{refused}"
    );
    assert!(kept.opened.lock().unwrap().is_empty());
    assert!(kept.added.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_flagged_message_is_kept_for_the_moderators_with_the_reason() {
    let parent = viewer(Role::Parent);
    let teacher = contact(Role::Teacher, vec![student("Ada")]);
    let kept = Kept::default();
    let existing = conversation(&parent, &teacher, Pair::TeacherParent);
    let chat = service(
        keeping(&kept, Some(existing)),
        relations(vec![teacher.clone()]),
        defaults(),
    );
    let (_, message) = chat
        .start(&parent, teacher.user, None, "Can I pay a bribe for marks?")
        .await
        .unwrap();
    assert_eq!(message.state, MessageState::Hidden);
    assert_eq!(
        message.note.as_deref(),
        Some("Flagged for the words: bribe.")
    );
}

#[tokio::test]
async fn a_sender_is_limited_and_a_closed_relation_closes_the_conversation() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let kept = Kept::default();
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let id = existing.id;
    let chat = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![parent.clone()]),
        defaults(),
    );
    for _ in 0..20 {
        chat.send(&teacher, id, "A note").await.unwrap();
    }
    assert!(matches!(
        chat.send(&teacher, id, "One too many").await,
        Err(ConversationError::Throttled(s)) if s > 0
    ));
    assert_eq!(kept.added.lock().unwrap().len(), 20);

    // Not one of its people: not found. No longer related: closed.
    assert!(matches!(
        chat.send(&viewer(Role::Teacher), id, "Hi").await,
        Err(ConversationError::NotFound("conversation"))
    ));
    let chat = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![]),
        defaults(),
    );
    assert!(matches!(
        chat.send(&teacher, id, "Hi").await,
        Err(ConversationError::Closed)
    ));
    // Still related through a sibling, but not through the child it is about: closed too.
    let sibling_only = Contact {
        students: vec![student("Bayo")],
        ..parent.clone()
    };
    let chat = service(
        keeping(&kept, Some(existing)),
        relations(vec![sibling_only]),
        defaults(),
    );
    assert!(matches!(
        chat.send(&teacher, id, "Hi").await,
        Err(ConversationError::Closed)
    ));
}

#[tokio::test]
async fn a_thread_is_read_by_its_people_and_the_moderators_only() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let id = existing.id;
    let mut repo = keeping(&Kept::default(), Some(existing));
    let asked: Arc<Mutex<Vec<bool>>> = Arc::default();
    let seen = asked.clone();
    repo.expect_thread()
        .returning(move |conversation, sender, moderator| {
            seen.lock().unwrap().push(moderator);
            Ok(vec![Message {
                id: Uuid::now_v7(),
                conversation_id: conversation,
                sender,
                body: "Seen".into(),
                state: MessageState::Delivered,
                note: None,
                sent_at: NOW - time::Duration::minutes(5),
                delivered_at: Some(NOW - time::Duration::minutes(5)),
            }])
        });
    let reads = Arc::new(Mutex::new(0));
    let counted = reads.clone();
    repo.expect_mark_read().returning(move |_, _, at| {
        // Read up to the last message shown, not to "now".
        assert_eq!(at, NOW - time::Duration::minutes(5));
        *counted.lock().unwrap() += 1;
        Ok(())
    });
    let chat = service(repo, relations(vec![parent]), defaults());
    chat.thread(&teacher, id).await.unwrap();
    chat.thread(&moderator(), id).await.unwrap();
    assert!(matches!(
        chat.thread(&viewer(Role::Admin), id).await,
        Err(ConversationError::NotFound("conversation"))
    ));
    // The member reads as themselves and marks it read; the moderator sees every message and
    // marks nothing.
    assert_eq!(*asked.lock().unwrap(), [false, true]);
    assert_eq!(*reads.lock().unwrap(), 1);
}

#[tokio::test]
async fn only_moderators_approve_or_reject_and_a_rejection_says_why() {
    let mut repo = MockConversationRepo::new();
    repo.expect_moderate().returning(|_, _, _, _| Ok(None));
    let chat = service(repo, relations(vec![]), defaults());
    let id = Uuid::now_v7();
    assert!(matches!(
        chat.approve(&viewer(Role::Admin), id).await,
        Err(ConversationError::NotModerator)
    ));
    assert!(matches!(
        chat.waiting(&viewer(Role::Teacher)).await,
        Err(ConversationError::NotModerator)
    ));
    assert!(matches!(
        chat.reject(&moderator(), id, "  ").await,
        Err(ConversationError::NoReason)
    ));
    assert!(matches!(
        chat.approve(&moderator(), id).await,
        Err(ConversationError::NotFound("waiting message"))
    ));
}
