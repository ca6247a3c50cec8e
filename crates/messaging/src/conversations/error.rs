//! Why a message may not be sent: each a sentence that says what to do next.

use super::Pair;

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
    #[error("Only {0} files can be sent in these conversations.")]
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
