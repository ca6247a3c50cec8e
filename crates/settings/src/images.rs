//! The school's logo and favicon: images judged by their content, within their size limits
//! (decision 007). SVG is refused: it can carry script, and the portal does not rewrite SVG.

use crate::{SettingsError, service::SchoolImage};

/// The kinds of image a logo or favicon may be.
const IMAGE_TYPES: &[&str] = &[
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/vnd.microsoft.icon",
];

impl SchoolImage {
    /// The largest file accepted, in bytes: 2 MB for a logo, 512 KB for a favicon.
    pub fn max_bytes(self) -> usize {
        match self {
            SchoolImage::Logo => 2 * 1024 * 1024,
            SchoolImage::Favicon => 512 * 1024,
        }
    }

    /// The multipart field of its upload (spec §7).
    pub fn field(self) -> &'static str {
        match self {
            SchoolImage::Logo => "logo",
            SchoolImage::Favicon => "favicon",
        }
    }

    pub(crate) fn purpose(self) -> &'static str {
        match self {
            SchoolImage::Logo => "school_logo",
            SchoolImage::Favicon => "school_favicon",
        }
    }

    fn limit_text(self) -> &'static str {
        match self {
            SchoolImage::Logo => "2 MB",
            SchoolImage::Favicon => "512 KB",
        }
    }

    /// The content type of `content` if it may be this image.
    pub fn accept(self, content: &[u8]) -> Result<&'static str, SettingsError> {
        if content.len() > self.max_bytes() {
            return Err(SettingsError::ImageTooLarge {
                what: self.field(),
                limit: self.limit_text(),
            });
        }
        infer::get(content)
            .map(|kind| kind.mime_type())
            .and_then(|mime| IMAGE_TYPES.iter().find(|t| **t == mime).copied())
            .ok_or(SettingsError::UnsupportedImage {
                what: self.field(),
                svg: looks_like_svg(content),
            })
    }
}

fn looks_like_svg(content: &[u8]) -> bool {
    let head = &content[..content.len().min(1024)];
    String::from_utf8_lossy(head)
        .to_ascii_lowercase()
        .contains("<svg")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = &[
        0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R',
    ];
    const ICO: &[u8] = &[0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0];

    #[test]
    fn pngs_and_icons_pass_by_content() {
        assert_eq!(SchoolImage::Logo.accept(PNG).unwrap(), "image/png");
        assert_eq!(
            SchoolImage::Favicon.accept(ICO).unwrap(),
            "image/vnd.microsoft.icon"
        );
    }

    #[test]
    fn html_named_as_an_image_and_svg_with_script_are_refused() {
        let html = b"<!doctype html><script>alert(1)</script>";
        assert!(matches!(
            SchoolImage::Logo.accept(html),
            Err(SettingsError::UnsupportedImage { svg: false, .. })
        ));
        let svg = br#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#;
        assert!(matches!(
            SchoolImage::Logo.accept(svg),
            Err(SettingsError::UnsupportedImage { svg: true, .. })
        ));
    }

    #[test]
    fn each_image_has_its_own_limit() {
        let mut big = PNG.to_vec();
        big.resize(512 * 1024 + 1, 0);
        assert!(SchoolImage::Logo.accept(&big).is_ok());
        assert!(matches!(
            SchoolImage::Favicon.accept(&big),
            Err(SettingsError::ImageTooLarge { .. })
        ));
        big.resize(2 * 1024 * 1024 + 1, 0);
        assert!(SchoolImage::Logo.accept(&big).is_err());
    }
}
