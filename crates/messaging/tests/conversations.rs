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
    ChatRefusal, ChatRules, Contact, Conversation, ConversationError, ConversationPorts,
    Conversations, Decision, Message, MessageState, MockChatRulesSource, MockConversationRepo,
    MockRelations, Pair, Person, StudentRef, Waiting,
};
use messaging::notifications::{Channel, ChannelRules, Event, MockRulesSource, Recipient, Rules};
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
            seq: 1,
            attachment: None,
        })
    });
    repo.expect_recipient().returning(|user| {
        Ok(Some(Recipient {
            user_id: Some(user),
            name: "Them".into(),
            email: Some("them@example.com".into()),
            phone: None,
            wants_email: true,
            wants_sms: false,
        }))
    });
    repo
}

/// The notification settings: e-mail on.
fn notify() -> MockRulesSource {
    let mut source = MockRulesSource::new();
    source.expect_rules().returning(|| {
        let on = ChannelRules {
            enabled: true,
            events: Event::ALL.to_vec(),
        };
        Ok(Rules {
            school_name: "Greenfield".into(),
            email: on.clone(),
            sms: on.clone(),
            in_app: on,
            templates: Default::default(),
        })
    });
    source
}

fn service(
    repo: MockConversationRepo,
    relations: MockRelations,
    rules: ChatRules,
) -> Conversations {
    Conversations::new(ConversationPorts {
        repo: Arc::new(repo),
        relations: Arc::new(relations),
        rules: Arc::new(rules_source(rules)),
        notify: Arc::new(notify()),
        throttle: Arc::new(MemoryThrottleLog::default()),
        clock: Arc::new(FixedClock(NOW)),
        portal: "https://school.example/".into(),
    })
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
    // Kept hidden with the filter's reason, for the moderators ...
    let stored = kept.added.lock().unwrap()[0].clone();
    assert_eq!(stored.state, MessageState::Hidden);
    assert_eq!(
        stored.note.as_deref(),
        Some("Flagged for the words: bribe.")
    );
    // ... and answered to its sender as held, without the reason.
    assert_eq!(message.state, MessageState::Held);
    assert_eq!(message.note, None);
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
        .returning(move |conversation, sender, moderator, _| {
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
                seq: 7,
                attachment: None,
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
    chat.thread(&teacher, id, None).await.unwrap();
    chat.thread(&moderator(), id, Some(3)).await.unwrap();
    assert!(matches!(
        chat.thread(&viewer(Role::Admin), id, None).await,
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
    repo.expect_waiting_message().returning(|_| Ok(None));
    repo.expect_moderate().returning(|_, _, _, _, _| Ok(None));
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

#[tokio::test]
async fn a_delivered_message_tells_its_recipient_and_a_held_one_does_not() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let kept = Kept::default();
    let chat = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![parent.clone()]),
        defaults(),
    );
    chat.send(&teacher, existing.id, "Ada did well today.")
        .await
        .unwrap();
    let mut rules = defaults();
    rules.teacher_parent.require_approval = true;
    let held = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![parent.clone()]),
        rules,
    );
    held.send(&teacher, existing.id, "Please call me.")
        .await
        .unwrap();
    let added = kept.added.lock().unwrap();
    let told = &added[0].notices;
    assert_eq!(
        told.iter().map(|n| n.channel).collect::<Vec<_>>(),
        [Channel::InApp, Channel::Email]
    );
    assert!(told.iter().all(|n| n.user_id == Some(parent.user)));
    assert_eq!(
        told[0].link.as_deref(),
        Some(&*format!(
            "https://school.example/parent/messages/{}",
            existing.id
        ))
    );
    assert_eq!(told[0].subject, "New message from Me");
    assert_eq!(added[1].state, MessageState::Held);
    assert!(added[1].notices.is_empty());
}

#[tokio::test]
async fn an_approval_tells_the_recipient_and_nobody_decides_on_their_own_message() {
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let message = Message {
        id: Uuid::now_v7(),
        conversation_id: existing.id,
        sender: teacher.user(),
        body: "Held".into(),
        state: MessageState::Held,
        note: None,
        sent_at: NOW,
        delivered_at: None,
        seq: 4,
        attachment: None,
    };
    let mut repo = keeping(&Kept::default(), Some(existing.clone()));
    let waiting = Waiting {
        conversation: existing.clone(),
        message: message.clone(),
    };
    repo.expect_waiting_message()
        .returning(move |_| Ok(Some(waiting.clone())));
    let decided: Arc<Mutex<Vec<(Decision, usize)>>> = Arc::default();
    let log = decided.clone();
    let answer = message.clone();
    repo.expect_moderate()
        .returning(move |_, decision, _, _, notices| {
            assert!(notices.iter().all(|n| n.user_id == Some(parent.user)));
            log.lock().unwrap().push((decision, notices.len()));
            Ok(Some(answer.clone()))
        });
    let chat = service(repo, relations(vec![]), defaults());
    let admin = moderator();
    chat.approve(&admin, message.id).await.unwrap();
    chat.reject(&admin, message.id, "Not for this channel.")
        .await
        .unwrap();
    assert_eq!(
        *decided.lock().unwrap(),
        [
            (Decision::Approve, 2),
            (Decision::Reject("Not for this channel.".into()), 0)
        ]
    );
    // The sender, were they a moderator, finds nothing to decide.
    let own = Viewer::new(
        teacher.user(),
        Role::Admin,
        [Permission::MessagesModerate].into_iter().collect(),
    );
    assert!(matches!(
        chat.approve(&own, message.id).await,
        Err(ConversationError::NotFound("waiting message"))
    ));
}

#[tokio::test]
async fn a_file_is_judged_by_its_content_against_the_pair_s_limits_and_kept_with_its_message() {
    let parent = viewer(Role::Parent);
    let teacher = contact(Role::Teacher, vec![student("Ada")]);
    let existing = conversation(&parent, &teacher, Pair::TeacherParent);
    let kept = Kept::default();
    let chat = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![teacher.clone()]),
        defaults(),
    );
    let pdf = b"%PDF-1.4\n1 0 obj<<>>endobj\n".to_vec();
    let sent = chat
        .send_file(
            &parent,
            existing.id,
            " ",
            "C:\\scans\\note.pdf",
            pdf.clone(),
        )
        .await
        .unwrap();
    assert_eq!(sent.body, "note.pdf");
    let stored = kept.added.lock().unwrap()[0].attachment.clone().unwrap();
    assert_eq!(
        (stored.name.as_str(), stored.kind.as_str()),
        ("note.pdf", "pdf")
    );
    assert_eq!(stored.content_type, "application/pdf");

    // Named a PDF, but a script: refused by its content. Too large for the pair: refused.
    assert!(matches!(
        chat.send_file(&parent, existing.id, "", "x.pdf", b"<script>".to_vec())
            .await,
        Err(ConversationError::Refused(ChatRefusal::FileType(_)))
    ));
    let mut big = pdf.clone();
    big.resize(5 * 1024 * 1024 + 1, b' ');
    assert!(matches!(
        chat.send_file(&parent, existing.id, "", "big.pdf", big)
            .await,
        Err(ConversationError::Refused(ChatRefusal::FileTooLarge(5)))
    ));
    // A pair without file sharing refuses any file.
    let mut rules = defaults();
    rules.teacher_parent.allow_file_sharing = false;
    let closed = service(
        keeping(&kept, Some(existing.clone())),
        relations(vec![teacher]),
        rules,
    );
    assert!(matches!(
        closed
            .send_file(&parent, existing.id, "", "n.pdf", pdf)
            .await,
        Err(ConversationError::Refused(ChatRefusal::FilesOff))
    ));
    assert_eq!(kept.added.lock().unwrap().len(), 1, "nothing else was kept");
}

#[tokio::test]
async fn a_file_is_the_two_people_s_while_they_may_see_its_message_and_the_moderators() {
    use messaging::conversations::{AttachmentFile, AttachmentInfo};
    let teacher = viewer(Role::Teacher);
    let parent = contact(Role::Parent, vec![student("Ada")]);
    let existing = conversation(&teacher, &parent, Pair::TeacherParent);
    let message = Uuid::now_v7();
    let as_parent = Viewer::new(parent.user, Role::Parent, Permissions::default());
    for (state, sender, who, sees) in [
        (MessageState::Delivered, teacher.user(), &as_parent, true),
        (MessageState::Held, teacher.user(), &as_parent, false),
        (MessageState::Held, teacher.user(), &teacher, true),
        (
            MessageState::Delivered,
            teacher.user(),
            &viewer(Role::Parent),
            false,
        ),
        (MessageState::Held, teacher.user(), &moderator(), true),
    ] {
        let mut repo = keeping(&Kept::default(), Some(existing.clone()));
        let conversation = existing.id;
        repo.expect_attachment().returning(move |_| {
            Ok(Some((
                conversation,
                sender,
                state,
                AttachmentFile {
                    info: AttachmentInfo {
                        name: "a.pdf".into(),
                        kind: "pdf".into(),
                        bytes: 3,
                    },
                    content_type: "application/pdf".into(),
                    content: b"%PD".to_vec(),
                },
            )))
        });
        let chat = service(repo, relations(vec![]), defaults());
        let got = chat.attachment(who, message).await;
        assert_eq!(got.is_ok(), sees, "{state:?} for {:?}", who.role());
        if !sees {
            assert!(matches!(got, Err(ConversationError::NotFound("file"))));
        }
    }
}
