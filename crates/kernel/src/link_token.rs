//! Single-use links sent by e-mail (a verification, a password reset, a newsletter
//! confirmation): the token goes in the link, and only its hash is stored, so a copy of the
//! database alone opens nothing.

use sha2::{Digest, Sha256};
use uuid::Uuid;

/// A new token (244 random bits from the operating system, as 64 hex digits) and its hash.
pub fn new() -> (String, String) {
    let token = format!("{}{}", Uuid::new_v4().simple(), Uuid::new_v4().simple());
    let hash = hash(&token);
    (token, hash)
}

/// The hash a token is stored and looked up under.
pub fn hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.trim().as_bytes()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_token_is_stored_only_as_its_hash_and_each_is_new() {
        let (token, stored) = super::new();
        assert_eq!(token.len(), 64);
        assert_eq!(stored, super::hash(&token));
        assert_ne!(stored, token);
        assert_ne!(super::new().0, token);
    }
}
