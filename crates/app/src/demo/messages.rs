//! The demo school's conversations (issue 19): the demo parent and the demo teacher talking
//! about the parent's child, the demo admin's note to the teacher, and a message another parent
//! sent with a word the school blacklists, waiting for a moderator on `/admin/messages`.
//! Written straight to the store, with times in the past days, between people the register
//! relates (the same relations the portal checks).

use anyhow::Context;
use auth::AuthService;
use kernel::{Role, UserId};
use messaging::conversations::{
    ConversationRepo, MessageState, NewConversation, NewMessage, Pair, Relations,
};
use settings::{Scope, SettingsService};
use storage::{Database, PgConversationRepo, PgRelations};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

/// The word the demo school blacklists.
const BLACKLISTED: &str = "bribe";

/// Writes the demo conversations when the demo teacher has none; answers how many messages.
pub async fn seed_conversations(
    db: &Database,
    auth: &AuthService,
    settings: &SettingsService,
) -> anyhow::Result<usize> {
    let repo = PgConversationRepo::new(db.clone());
    let relations = PgRelations::new(db.clone());
    let user = |login: &'static str| async move {
        auth.user_by_login(login)
            .await?
            .with_context(|| format!("{login} is missing: seed the accounts first"))
    };
    let (teacher, parent, admin) = (
        user("demo.teacher").await?,
        user("demo.parent").await?,
        user("demo.admin").await?,
    );
    if !repo.inbox(teacher.id).await?.is_empty() {
        return Ok(0);
    }
    let of_parent = relations.contacts(parent.id, Role::Parent).await?;
    let Some(child) = of_parent
        .iter()
        .find(|c| c.user == teacher.id)
        .and_then(|c| c.students.first().cloned())
    else {
        // The register does not relate them (a school seeded before the register).
        return Ok(0);
    };
    let other = relations
        .contacts(teacher.id, Role::Teacher)
        .await?
        .into_iter()
        .find(|c| c.role == Role::Parent && c.user != parent.id && !c.students.is_empty());

    let now = OffsetDateTime::now_utc();
    let mut written = 0;
    let mut say = async |conversation: Uuid,
                         from: UserId,
                         to: UserId,
                         body: &str,
                         state: MessageState,
                         ago: Duration|
           -> anyhow::Result<()> {
        repo.add(NewMessage {
            id: Uuid::now_v7(),
            conversation_id: conversation,
            sender: from,
            recipient: to,
            body: body.to_owned(),
            state,
            note: (state == MessageState::Hidden)
                .then(|| format!("Flagged for the words: {BLACKLISTED}.")),
            sent_at: now - ago,
            notices: Vec::new(),
            attachment: None,
        })
        .await?;
        written += 1;
        Ok(())
    };
    let open = |from: UserId, to: UserId, pair: Pair, about, ago: Duration| NewConversation {
        id: Uuid::now_v7(),
        pair,
        from,
        to,
        about,
        at: now - ago,
    };

    // The demo parent and teacher, about the child; the teacher has not read the last.
    let family = repo
        .open(open(
            parent.id,
            teacher.id,
            Pair::TeacherParent,
            Some(child.id),
            Duration::days(3),
        ))
        .await?;
    let first = child.name.split(' ').next().unwrap_or("she").to_owned();
    say(
        family.id,
        parent.id,
        teacher.id,
        &format!(
            "Good afternoon, Mr Nwosu. {first} says there is a mathematics test on Friday. \
             Which topics should we revise at home?"
        ),
        MessageState::Delivered,
        Duration::days(3),
    )
    .await?;
    say(
        family.id,
        teacher.id,
        parent.id,
        "Good afternoon, Mrs Bakare. Fractions and decimals: chapters 4 and 5 of the textbook. \
         The practice questions on page 52 will help.",
        MessageState::Delivered,
        Duration::days(3) - Duration::hours(2),
    )
    .await?;
    repo.mark_read(family.id, parent.id, now - Duration::days(2))
        .await?;
    say(
        family.id,
        parent.id,
        teacher.id,
        "Thank you. We will work through them this week.",
        MessageState::Delivered,
        Duration::hours(20),
    )
    .await?;

    // The admin's note to the teacher.
    let office = repo
        .open(open(
            admin.id,
            teacher.id,
            Pair::AdminTeacher,
            None,
            Duration::hours(26),
        ))
        .await?;
    say(
        office.id,
        admin.id,
        teacher.id,
        "Please submit your class's score sheets by Friday, so results can be approved next week.",
        MessageState::Delivered,
        Duration::hours(26),
    )
    .await?;

    // Another parent's message with the blacklisted word, hidden for the moderators.
    if let Some(other) = other {
        let held = repo
            .open(open(
                other.user,
                teacher.id,
                Pair::TeacherParent,
                Some(other.students[0].id),
                Duration::hours(5),
            ))
            .await?;
        say(
            held.id,
            other.user,
            teacher.id,
            "Good evening, sir. If a small gift would help my son's marks, tell me. It is not a \
             bribe, just thanks.",
            MessageState::Hidden,
            Duration::hours(5),
        )
        .await?;
    }

    // The school blacklists the word, so what the demo shows is what the portal does.
    let current = settings.school_settings().await?;
    if current.chat_system.moderation.blocked_keywords.is_empty() {
        settings
            .update(
                serde_json::json!({"chat_system": {"moderation": {
                    "blockedKeywords": [BLACKLISTED]}}}),
                None,
                Scope::All,
            )
            .await?;
    }
    Ok(written)
}
