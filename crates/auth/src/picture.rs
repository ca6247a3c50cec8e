//! Profile pictures: images only, judged by their content, within the school's size limit.

use kernel::{NewFile, media_id};

use crate::{AuthError, AuthService, User};

/// The kinds of image a profile picture may be.
const PICTURE_TYPES: &[&str] = &["image/png", "image/jpeg", "image/webp", "image/gif"];

impl AuthService {
    /// Replaces the user's picture with `content`; the previous picture is deleted.
    pub async fn set_profile_picture(
        &self,
        user: &User,
        content: Vec<u8>,
    ) -> Result<User, AuthError> {
        let d = &self.deps;
        let rules = d.policy.picture_rules().await?;
        if !rules.allowed {
            return Err(AuthError::PicturesDisabled);
        }
        if content.len() as u64 > u64::from(rules.max_megabytes) * 1024 * 1024 {
            return Err(AuthError::PictureTooLarge {
                max_megabytes: rules.max_megabytes,
            });
        }
        let content_type = infer::get(&content)
            .map(|kind| kind.mime_type())
            .and_then(|mime| PICTURE_TYPES.iter().find(|t| **t == mime).copied())
            .ok_or(AuthError::UnsupportedPicture)?;
        let stored = d
            .media
            .put(NewFile {
                owner: Some(user.id.into_uuid()),
                purpose: "profile_picture",
                content_type,
                content,
            })
            .await
            .map_err(AuthError::internal)?;
        let updated = d
            .users
            .set_profile_picture(user.id, Some(stored.url()))
            .await?;
        if let Some(old) = user.profile_picture.as_deref().and_then(media_id) {
            // The new picture is stored: losing the old one's bytes is harmless if this fails.
            let _ = d.media.delete(old).await;
        }
        Ok(updated)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ports::{MockPolicySource, PictureRules},
        testing::{Mocks, user},
    };
    use kernel::Role;

    const PNG: &[u8] = &[
        0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R',
    ];

    fn rules(allowed: bool, max_megabytes: u32) -> MockPolicySource {
        let mut policy = MockPolicySource::new();
        policy.expect_picture_rules().returning(move || {
            Ok(PictureRules {
                allowed,
                max_megabytes,
            })
        });
        policy
    }

    #[tokio::test]
    async fn a_renamed_html_file_is_not_a_picture() {
        let mut mocks = Mocks::new();
        mocks.policy = rules(true, 2);

        let err = mocks
            .service()
            .set_profile_picture(
                &user(Role::Student),
                b"<html><script>alert(1)</script></html>".to_vec(),
            )
            .await
            .unwrap_err();

        assert!(matches!(err, AuthError::UnsupportedPicture));
    }

    #[tokio::test]
    async fn a_picture_over_the_schools_limit_is_refused() {
        let mut mocks = Mocks::new();
        mocks.policy = rules(true, 1);
        let mut big = PNG.to_vec();
        big.resize(1024 * 1024 + 1, 0);

        let err = mocks
            .service()
            .set_profile_picture(&user(Role::Parent), big)
            .await
            .unwrap_err();

        assert!(matches!(
            err,
            AuthError::PictureTooLarge { max_megabytes: 1 }
        ));
    }

    #[tokio::test]
    async fn pictures_are_refused_when_the_school_turned_them_off() {
        let mut mocks = Mocks::new();
        mocks.policy = rules(false, 2);

        let err = mocks
            .service()
            .set_profile_picture(&user(Role::Teacher), PNG.to_vec())
            .await
            .unwrap_err();

        assert!(matches!(err, AuthError::PicturesDisabled));
    }
}
