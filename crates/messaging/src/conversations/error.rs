//! Why a message may not be sent: each a sentence that says what to do next.

use super::Pair;
use crate::MessagingError;

/// A message refused before it is stored; nothing was kept.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChatRefusal {
    #[error("Messaging is turned off for the school. Contact the school office instead.")]
    ChatOff,
    #[error(
        "The school's messages connect admins with teachers, and teachers with parents and students (parents with parents where the school allows it); contact the school office instead."
    )]
    NoChannel,
    #[error("The school has turned off messages between {}. Contact the school office instead.", pair_words(*.0))]
    PairClosed(Pair),
    #[error("Write a message before sending.")]
    Empty,
    #[error("Keep a message to {0} characters; split a longer one in two.")]
    TooLong(usize),
    #[error("Messages can be sent between {opens} and {closes}, school time. Send it then.")]
    OutsideHours { opens: String, closes: String },
    #[error("Files cannot be sent in these conversations. Send the message without it.")]
    FilesOff,
    #[error(
        "The file is larger than {0} MB, the most these conversations allow. Send a smaller file."
    )]
    FileTooLarge(u32),
    /// The sentence names the kinds the school allows (or says it allows none).
    #[error("{0}")]
    FileType(String),
}

fn pair_words(pair: Pair) -> &'static str {
    match pair {
        Pair::AdminTeacher => "admins and teachers",
        Pair::TeacherParent => "teachers and parents",
        Pair::TeacherStudent => "teachers and students",
        Pair::ParentParent => "parents",
    }
}

/// Why a conversation's action was refused, or failed.
#[derive(Debug, thiserror::Error)]
pub enum ConversationError {
    /// The settings or the message's rules refuse it; nothing was kept.
    #[error(transparent)]
    Refused(#[from] ChatRefusal),
    /// No such person, student, conversation or waiting message that the caller may reach.
    #[error("There is no such {0}.")]
    NotFound(&'static str),
    /// A conversation between a teacher and a parent (or two parents) names the student it is
    /// about, and the caller has several in common with the other person.
    #[error("Choose which child this conversation is about.")]
    ChooseStudent,
    /// The two people are no longer related (the child changed class, say).
    #[error(
        "This conversation is closed: you are no longer connected through a class. Contact the school office instead."
    )]
    Closed,
    /// Moderating needs an admin holding `messages.moderate`.
    #[error(
        "Only admins who moderate messages may review them. Ask a superuser for the messages.moderate permission."
    )]
    NotModerator,
    /// A rejection says why.
    #[error("Say why the message is rejected (at most 500 characters); the sender reads it.")]
    NoReason,
    /// Too many messages from the sender in a short time.
    #[error("You have sent many messages in a short time. Wait {} and send it again.", wait_words(*.0))]
    Throttled(u64),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] MessagingError),
}

fn wait_words(seconds: u64) -> String {
    let minutes = seconds.div_ceil(60);
    if minutes <= 1 {
        "a minute".to_owned()
    } else {
        format!("{minutes} minutes")
    }
}
