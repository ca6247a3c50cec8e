//! Conversations on PostgreSQL (decisions/023): one per two people and student whoever writes
//! first; who sees which message (a hidden one reads as held to its sender, and is not there
//! for the other person); unread counts and reads; the moderators' queue and their decisions,
//! logged once each.

mod common;

use common::{database, school};
use kernel::{StudentId, UserId};
use messaging::conversations::{
    ConversationRepo, Decision, MessageState, NewConversation, NewMessage, Pair, notice_key,
};
use messaging::notifications::{Channel, Event, NewNotification};
use storage::PgConversationRepo;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

fn at(minutes: i64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp(1_795_000_000).unwrap() + Duration::minutes(minutes)
}

fn opening(from: UserId, to: UserId, about: Option<StudentId>, minute: i64) -> NewConversation {
    NewConversation {
        id: Uuid::now_v7(),
        pair: Pair::TeacherParent,
        from,
        to,
        about,
        at: at(minute),
    }
}

fn message(
    conversation: Uuid,
    from: UserId,
    to: UserId,
    body: &str,
    state: MessageState,
    minute: i64,
) -> NewMessage {
    NewMessage {
        id: Uuid::now_v7(),
        conversation_id: conversation,
        sender: from,
        recipient: to,
        body: body.into(),
        state,
        note: (state != MessageState::Delivered).then(|| "Flagged for the words: bribe.".into()),
        sent_at: at(minute),
        notices: Vec::new(),
        attachment: None,
    }
}

#[tokio::test]
async fn two_people_share_one_conversation_per_student_and_see_what_they_may() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgConversationRepo::new(register.db.clone());
    let (teacher, parent) = (s.t1.login.user_id, s.p.login.user_id);

    // Opened from either side, about Ada: one conversation, with its people and student.
    let first = repo
        .open(opening(teacher, parent, Some(s.s1.id), 0))
        .await
        .unwrap();
    let again = repo
        .open(opening(parent, teacher, Some(s.s1.id), 1))
        .await
        .unwrap();
    assert_eq!(first.id, again.id);
    assert!(first.has(teacher) && first.has(parent));
    assert_eq!(first.about.as_ref().map(|a| a.id), Some(s.s1.id));
    assert_eq!(first.other(teacher).user, parent);
    // About another student, or none: another conversation.
    let other = repo
        .open(opening(teacher, parent, Some(s.s2.id), 2))
        .await
        .unwrap();
    assert_ne!(other.id, first.id);
    let none = repo.open(opening(teacher, parent, None, 3)).await.unwrap();
    let none_again = repo.open(opening(parent, teacher, None, 4)).await.unwrap();
    assert_eq!(none.id, none_again.id);
    let id = first.id;

    // The teacher writes; the parent has one unread.
    let hello = repo
        .add(message(
            id,
            teacher,
            parent,
            "Ada did well.",
            MessageState::Delivered,
            5,
        ))
        .await
        .unwrap();
    let inbox = repo.inbox(parent).await.unwrap();
    assert_eq!(
        inbox.len(),
        1,
        "conversations without a message are not listed"
    );
    assert_eq!((inbox[0].conversation.id, inbox[0].unread), (id, 1));
    assert_eq!(inbox[0].last.as_ref().map(|m| m.id), Some(hello.id));
    repo.mark_read(id, parent, at(6)).await.unwrap();
    assert_eq!(repo.inbox(parent).await.unwrap()[0].unread, 0);

    // The parent's flagged message is hidden: held to them, absent for the teacher, whole for
    // moderators.
    let flagged = repo
        .add(message(
            id,
            parent,
            teacher,
            "A bribe?",
            MessageState::Hidden,
            7,
        ))
        .await
        .unwrap();
    let as_parent = repo.thread(id, parent, false, None).await.unwrap();
    assert_eq!(as_parent.len(), 2);
    assert_eq!(as_parent[1].state, MessageState::Held);
    assert_eq!(as_parent[1].note, None);
    let as_teacher = repo.thread(id, teacher, false, None).await.unwrap();
    assert_eq!(
        as_teacher.iter().map(|m| m.id).collect::<Vec<_>>(),
        [hello.id]
    );
    assert_eq!(repo.inbox(teacher).await.unwrap()[0].unread, 0);
    let as_moderator = repo
        .thread(id, UserId::generate(), true, None)
        .await
        .unwrap();
    assert_eq!(as_moderator[1].state, MessageState::Hidden);
    assert!(as_moderator[1].note.is_some());
    // A read marker never moves back.
    repo.mark_read(id, parent, at(1)).await.unwrap();
    assert_eq!(repo.inbox(parent).await.unwrap()[0].unread, 0);

    // The queue; an approval delivers it once, logged once.
    let waiting = repo.waiting().await.unwrap();
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].message.id, flagged.id);
    let moderator = s.t2.login.user_id;
    // Nobody approves their own message.
    assert!(
        repo.moderate(flagged.id, Decision::Approve, parent, at(8), Vec::new())
            .await
            .unwrap()
            .is_none()
    );
    let approved = repo
        .moderate(flagged.id, Decision::Approve, moderator, at(8), Vec::new())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(approved.state, MessageState::Delivered);
    assert!(
        repo.moderate(flagged.id, Decision::Approve, moderator, at(9), Vec::new())
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(repo.inbox(teacher).await.unwrap()[0].unread, 1);
    assert!(repo.waiting().await.unwrap().is_empty());

    // A rejection: its reason is what the sender reads.
    let held = repo
        .add(message(
            id,
            parent,
            teacher,
            "Another bribe",
            MessageState::Held,
            10,
        ))
        .await
        .unwrap();
    repo.moderate(
        held.id,
        Decision::Reject("Payments go through the office.".into()),
        moderator,
        at(11),
        Vec::new(),
    )
    .await
    .unwrap()
    .unwrap();
    let seen = repo.thread(id, parent, false, None).await.unwrap();
    let rejected = seen.iter().find(|m| m.id == held.id).unwrap();
    assert_eq!(rejected.state, MessageState::Rejected);
    assert_eq!(
        rejected.note.as_deref(),
        Some("Payments go through the office.")
    );
    let teacher_sees = repo.thread(id, teacher, false, None).await.unwrap();
    assert!(teacher_sees.iter().all(|m| m.id != held.id));
    let logged: i64 = db
        .client()
        .await
        .query_one("SELECT count(*) FROM message_moderations", &[])
        .await
        .unwrap()
        .get(0);
    assert_eq!(logged, 2);
}

fn in_app(conversation: Uuid, to: UserId, minute: i64) -> NewNotification {
    NewNotification {
        id: Uuid::now_v7(),
        event: Event::NewMessage,
        channel: Channel::InApp,
        user_id: Some(to),
        recipient: String::new(),
        subject: "New message from Mr Bello".into(),
        body: "Sign in to read it.".into(),
        link: Some(format!("https://x/parent/messages/{conversation}")),
        dedup_key: Some(notice_key(conversation, Channel::InApp)),
        created_at: at(minute),
        not_before: None,
    }
}

#[tokio::test]
async fn a_recipient_is_told_once_per_unread_stretch_and_an_open_thread_misses_nothing() {
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgConversationRepo::new(register.db.clone());
    let (teacher, parent) = (s.t1.login.user_id, s.p.login.user_id);
    let id = repo
        .open(opening(teacher, parent, Some(s.s1.id), 0))
        .await
        .unwrap()
        .id;
    let told = async || -> i64 {
        db.client()
            .await
            .query_one(
                &format!(
                    "SELECT count(*) FROM notifications
                     WHERE event = 'new_message' AND user_id = '{parent}'"
                ),
                &[],
            )
            .await
            .unwrap()
            .get(0)
    };
    let send = |body: &str, state: MessageState, minute: i64| {
        let mut m = message(id, teacher, parent, body, state, minute);
        m.notices = vec![in_app(id, parent, minute)];
        m
    };

    // Two messages before the parent reads: told once.
    let first = repo
        .add(send("One", MessageState::Delivered, 1))
        .await
        .unwrap();
    let opened = repo.thread(id, parent, false, None).await.unwrap();
    let cursor = opened.iter().map(|m| m.seq).max().unwrap();
    assert_eq!(cursor, first.seq);
    repo.add(send("Two", MessageState::Delivered, 2))
        .await
        .unwrap();
    assert_eq!(told().await, 1);
    // Read, then a third: told again. A held one tells nobody.
    repo.mark_read(id, parent, at(2)).await.unwrap();
    repo.add(send("Three", MessageState::Delivered, 3))
        .await
        .unwrap();
    assert_eq!(told().await, 2);
    let held = repo.add(send("Held", MessageState::Held, 4)).await.unwrap();
    assert_eq!(told().await, 2);

    // The open thread asks after its cursor: the two new ones, not the held one.
    let since = repo.thread(id, parent, false, Some(cursor)).await.unwrap();
    assert_eq!(
        since.iter().map(|m| m.body.as_str()).collect::<Vec<_>>(),
        ["Two", "Three"]
    );
    let cursor = since.iter().map(|m| m.seq).max().unwrap();
    assert!(
        repo.thread(id, parent, false, Some(cursor))
            .await
            .unwrap()
            .is_empty()
    );
    // Approved later, the held message comes after the cursor (its old id notwithstanding),
    // and its recipient, who has read the rest since, is told.
    repo.mark_read(id, parent, at(3)).await.unwrap();
    repo.moderate(
        held.id,
        Decision::Approve,
        s.t2.login.user_id,
        at(5),
        vec![in_app(id, parent, 5)],
    )
    .await
    .unwrap()
    .unwrap();
    let approved = repo.thread(id, parent, false, Some(cursor)).await.unwrap();
    assert_eq!(approved.iter().map(|m| m.id).collect::<Vec<_>>(), [held.id]);
    assert!(approved[0].seq > cursor);
    assert_eq!(told().await, 3);
    // The sender's own view follows the decision too.
    let sender_sees = repo.thread(id, teacher, false, Some(cursor)).await.unwrap();
    assert_eq!(sender_sees[0].state, MessageState::Delivered);
}

#[tokio::test]
async fn a_message_s_file_is_kept_with_it_and_never_served_as_public_media() {
    use kernel::MediaStore;
    let (db, register) = database().await;
    let s = school(&register).await;
    let repo = PgConversationRepo::new(register.db.clone());
    let (teacher, parent) = (s.t1.login.user_id, s.p.login.user_id);
    let id = repo
        .open(opening(teacher, parent, Some(s.s1.id), 0))
        .await
        .unwrap()
        .id;
    let mut m = message(
        id,
        teacher,
        parent,
        "The syllabus",
        MessageState::Delivered,
        1,
    );
    m.attachment = Some(messaging::conversations::NewAttachment {
        name: "syllabus.pdf".into(),
        kind: "pdf".into(),
        content_type: "application/pdf",
        content: b"%PDF-1.4 syllabus".to_vec(),
    });
    let sent = repo.add(m).await.unwrap();
    assert_eq!(sent.attachment.as_ref().map(|a| a.bytes), Some(17));
    let read = repo.thread(id, parent, false, None).await.unwrap();
    assert_eq!(
        read[0].attachment.as_ref().map(|a| a.name.as_str()),
        Some("syllabus.pdf")
    );
    let (conversation, sender, state, file) = repo.attachment(sent.id).await.unwrap().unwrap();
    assert_eq!(
        (conversation, sender, state),
        (id, teacher, MessageState::Delivered)
    );
    assert_eq!(file.content, b"%PDF-1.4 syllabus");
    assert_eq!(file.content_type, "application/pdf");
    // Kept in the media store, which never serves it at /media/.
    let media: String = db
        .client()
        .await
        .query_one("SELECT media_id::text FROM message_attachments", &[])
        .await
        .unwrap()
        .get(0);
    let media: uuid::Uuid = media.parse().unwrap();
    let store = storage::PgMediaStore::new(register.db.clone());
    assert!(store.get(media).await.unwrap().is_none());
}
