//! The file-store port on PostgreSQL: files in the `media` table.

use anyhow::Context;
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::RunQueryDsl;
use kernel::{MediaError, MediaStore, NewFile, StoredFile};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use uuid::Uuid;

use crate::{Database, schema::media};

fn failed(e: impl Into<anyhow::Error>) -> MediaError {
    MediaError(format!("{:#}", e.into()))
}

/// Files in PostgreSQL.
#[derive(Debug, Clone)]
pub struct PgMediaStore {
    db: Database,
}

impl PgMediaStore {
    pub fn new(db: Database) -> Self {
        Self { db }
    }
}

#[async_trait::async_trait]
impl MediaStore for PgMediaStore {
    async fn put(&self, file: NewFile) -> Result<StoredFile, MediaError> {
        let checksum = hex::encode(Sha256::digest(&file.content));
        let size = i32::try_from(file.content.len())
            .map_err(|_| MediaError("the file is larger than 2 GB".into()))?;
        let stored = StoredFile {
            id: Uuid::now_v7(),
            content_type: file.content_type.to_owned(),
            size: file.content.len() as u64,
            checksum,
            created_at: OffsetDateTime::now_utc(),
        };
        let mut conn = self.db.conn().await.map_err(failed)?;
        diesel::insert_into(media::table)
            .values((
                media::id.eq(stored.id),
                media::owner_id.eq(file.owner),
                media::purpose.eq(file.purpose),
                media::content_type.eq(&stored.content_type),
                media::size.eq(size),
                media::checksum.eq(&stored.checksum),
                media::content.eq(&file.content),
                media::created_at.eq(stored.created_at),
            ))
            .execute(&mut conn)
            .await
            .context("could not store a file")
            .map_err(failed)?;
        Ok(stored)
    }

    async fn get(&self, id: Uuid) -> Result<Option<(StoredFile, Vec<u8>)>, MediaError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        // Only what anyone may see: a message's file is served only through its conversation
        // (decisions/023), a bank transfer's proof only to the admins who confirm payments
        // (decisions/024), and a purpose added later stays private until it is listed.
        let row: Option<(String, i32, String, OffsetDateTime, Vec<u8>)> = media::table
            .find(id)
            .filter(media::purpose.eq_any(kernel::media::PUBLIC_PURPOSES))
            .select((
                media::content_type,
                media::size,
                media::checksum,
                media::created_at,
                media::content,
            ))
            .first(&mut conn)
            .await
            .optional()
            .context("could not read a file")
            .map_err(failed)?;
        Ok(
            row.map(|(content_type, size, checksum, created_at, content)| {
                (
                    StoredFile {
                        id,
                        content_type,
                        size: u64::try_from(size).unwrap_or_default(),
                        checksum,
                        created_at,
                    },
                    content,
                )
            }),
        )
    }

    async fn delete(&self, id: Uuid) -> Result<(), MediaError> {
        let mut conn = self.db.conn().await.map_err(failed)?;
        diesel::delete(media::table.find(id))
            .execute(&mut conn)
            .await
            .context("could not delete a file")
            .map_err(failed)?;
        Ok(())
    }
}
