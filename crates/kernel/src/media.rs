//! The file-store port: uploaded files (pictures, logos, attachments) are kept by the portal
//! itself, in PostgreSQL (docs/decisions/003), behind this port.

use std::fmt;

use time::OffsetDateTime;
use uuid::Uuid;

/// The purposes of the files anyone may fetch by their link (`/media/{id}/{checksum}`): the
/// school's logo and favicon, and profile pictures. Every other file (a message's attachment, a
/// transfer's proof, and any purpose added later) is served only by its own area's checks.
pub const PUBLIC_PURPOSES: [&str; 3] = ["school_logo", "school_favicon", "profile_picture"];

/// A file to keep.
#[derive(Clone, PartialEq, Eq)]
pub struct NewFile {
    pub owner: Option<Uuid>,
    /// What the file is for, such as `profile_picture`.
    pub purpose: &'static str,
    /// Judged from the content, never from the name the client gave.
    pub content_type: &'static str,
    pub content: Vec<u8>,
}

impl fmt::Debug for NewFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NewFile")
            .field("purpose", &self.purpose)
            .field("content_type", &self.content_type)
            .field("bytes", &self.content.len())
            .finish_non_exhaustive()
    }
}

/// A kept file's description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredFile {
    pub id: Uuid,
    pub content_type: String,
    pub size: u64,
    /// SHA-256 of the content, in hex: part of the file's URL, so a new file gets a new URL.
    pub checksum: String,
    pub created_at: OffsetDateTime,
}

impl StoredFile {
    /// Where the file is served. It never changes while the file exists, so it may be cached
    /// for a year.
    pub fn url(&self) -> String {
        format!(
            "/media/{}/{}",
            self.id,
            &self.checksum[..16.min(self.checksum.len())]
        )
    }
}

/// The id of the file a `/media/{id}/{checksum}` URL serves, if it is such a URL.
pub fn media_id(url: &str) -> Option<Uuid> {
    url.strip_prefix("/media/")?.split('/').next()?.parse().ok()
}

/// A store failure, for the log.
#[derive(Debug)]
pub struct MediaError(pub String);

impl fmt::Display for MediaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MediaError {}

/// Keeps files. Implementations MUST compute the checksum and size themselves.
#[async_trait::async_trait]
pub trait MediaStore: Send + Sync {
    async fn put(&self, file: NewFile) -> Result<StoredFile, MediaError>;
    /// The file and its content, when its purpose is one of [`PUBLIC_PURPOSES`].
    async fn get(&self, id: Uuid) -> Result<Option<(StoredFile, Vec<u8>)>, MediaError>;
    /// Forgets a file; an unknown id is ignored.
    async fn delete(&self, id: Uuid) -> Result<(), MediaError>;
}

/// A store that keeps nothing: every `put` fails and nothing is ever found. For programs and
/// tests that need the port but no files.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoFiles;

#[async_trait::async_trait]
impl MediaStore for NoFiles {
    async fn put(&self, _: NewFile) -> Result<StoredFile, MediaError> {
        Err(MediaError("this program keeps no files".into()))
    }

    async fn get(&self, _: Uuid) -> Result<Option<(StoredFile, Vec<u8>)>, MediaError> {
        Ok(None)
    }

    async fn delete(&self, _: Uuid) -> Result<(), MediaError> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_media_id_is_read_from_the_url() {
        let id = uuid::Uuid::now_v7();
        assert_eq!(super::media_id(&format!("/media/{id}/abcdef")), Some(id));
        assert_eq!(super::media_id("https://elsewhere.example/a.png"), None);
    }
}
